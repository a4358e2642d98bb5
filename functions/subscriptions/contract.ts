import * as v from 'valibot';
import { TIERS } from '../../shared/api/tiers.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { timestamp } from '../../shared/http/timestamp.ts';

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

const ChangePlanBody = v.strictObject({ tier: Tier });

const examplePlan = {
  tier: 'developer',
  dailyLimit: 100,
  price: { currency: 'USD', monthly: 0 },
  since: '2026-11-22T10:00:00.000Z',
  changes: [
    {
      at: '2026-11-22T10:00:00.000Z',
      from: 'professional',
      to: 'developer',
      dailyLimit: 100,
      by: { type: 'key', userId: 'usr_4fQ9cV2mLx8RtB7nKp3W', keyId: '7Hq2LmN9xPzA' },
      keysLowered: ['Kd93LmQ2xPzB'],
    },
  ],
};

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
  examples: {
    response: examplePlan,
  },
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
  examples: {
    request: { tier: 'developer' },
    response: examplePlan,
  },
});

const BillingEventBody = v.strictObject({
  type: v.picklist(
    ['subscription.activated', 'subscription.canceled'],
    'type is subscription.activated or subscription.canceled',
  ),
  timestamp: v.optional(v.string()),
  data: v.strictObject({
    organizationId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    tier: v.optional(Tier),
    dailyLimit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000))),
  }),
});

export const billingEvent = defineOperation({
  operationId: 'billingEvent',
  method: 'POST',
  path: '/billing/events',
  tag: 'Account',
  summary: 'Billing provider hook',
  description:
    "For the billing provider, not for API clients: a Standard Webhooks-signed event (webhook-id, webhook-timestamp, webhook-signature with the deployment's BILLING_WEBHOOK_SECRET) that applies a paid plan once payment succeeded (subscription.activated with data.tier) or returns the organization to Developer (subscription.canceled). Each webhook-id is applied once.",
  public: true,
  status: 200,
  body: BillingEventBody,
  response: v.object({
    status: v.picklist(['applied', 'duplicate']),
    organizationId: v.string(),
    tier: Tier,
  }),
  errors: ['INVALID_AUTH', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  examples: {
    request: {
      type: 'subscription.activated',
      data: { organizationId: 'org_4fQ9cV2mLx8RtB7nKp3W', tier: 'professional' },
    },
    response: { status: 'applied', organizationId: 'org_4fQ9cV2mLx8RtB7nKp3W', tier: 'professional' },
  },
});

export const operations = [getSubscription, changeSubscription, billingEvent];
