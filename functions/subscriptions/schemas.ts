import * as v from 'valibot';
import { TIERS } from '../../shared/api/tiers.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { timestamp } from '../../shared/http/schemas.ts';

const Tier = v.pipe(
  v.picklist(TIERS, 'tier is developer, professional, enterprise or clinical'),
  v.description('Subscription tier'),
);

const Change = v.object({
  at: timestamp,
  from: Tier,
  to: Tier,
  dailyLimit: v.number(),
  by: v.object({
    type: v.picklist(['key', 'operator', 'billing']),
    userId: v.optional(v.string()),
    keyId: v.optional(v.string()),
  }),
  keysLowered: v.pipe(v.array(v.string()), v.description('Keys whose own limit was lowered to fit the plan')),
});

export const Subscription = v.object({
  tier: Tier,
  dailyLimit: v.pipe(v.number(), v.description('Requests per UTC day for each key')),
  price: v.object({ currency: v.literal('USD'), monthly: v.number() }),
  since: timestamp,
  changes: v.pipe(v.array(Change), v.description('Plan changes, oldest first')),
});

export const ChangePlanBody = v.strictObject({ tier: Tier });

export const getSubscription = defineOperation({
  operationId: 'getSubscription',
  method: 'GET',
  path: '/api/v1/subscriptions',
  tag: 'Account',
  summary: 'The current plan',
  description: 'The tier, its daily limit and price, and every plan change with who made it and when.',
  public: false,
  status: 200,
  response: Subscription,
  errors: [],
});

export const changeSubscription = defineOperation({
  operationId: 'changeSubscription',
  method: 'PUT',
  path: '/api/v1/subscriptions',
  tag: 'Account',
  summary: 'Change the plan (downgrades)',
  description:
    "An owner of the organization moves it to a lower tier (or the same); it applies from the next request, and keys with their own limit above the new one are lowered to it. A move to a higher, paid tier answers 402 PAYMENT_REQUIRED: it is applied after payment by an operator (npm run admin -- set-tier) or by the billing provider's hook (see the README).",
  public: false,
  status: 200,
  body: ChangePlanBody,
  response: Subscription,
  errors: ['PAYMENT_REQUIRED', 'PERMISSION_DENIED'],
  examples: { request: { tier: 'developer' } },
});

export const operations = [getSubscription, changeSubscription];
