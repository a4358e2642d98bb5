import { MONTHLY_PRICE_USD } from '../../shared/api/pricing.ts';
import { effectiveDailyLimit, type Tier, tierRank } from '../../shared/api/tiers.ts';
import type { Tenant } from '../../shared/auth/tenant.ts';
import { changePlan } from '../../shared/billing/plans.ts';
import { config } from '../../shared/config.ts';
import { billingEvents } from '../../shared/data/repositories/billing-events.ts';
import { organizations } from '../../shared/data/repositories/organizations.ts';
import { planChanges } from '../../shared/data/repositories/plan-changes.ts';
import { users } from '../../shared/data/repositories/users.ts';
import {
  InvalidSignatureError,
  PaymentRequiredError,
  PermissionDeniedError,
  ServiceUnavailableError,
} from '../../shared/errors.ts';
import { verifySignature } from '../../shared/webhooks/signing.ts';

export const subscriptionOf = async (orgId: string) => {
  const organization = await organizations.require(orgId);
  const changes = await planChanges.list(orgId);
  return {
    tier: organization.tier,
    dailyLimit: effectiveDailyLimit(organization.tier, organization.dailyLimit),
    price: { currency: 'USD' as const, monthly: MONTHLY_PRICE_USD[organization.tier] },
    since: changes.at(-1)?.at ?? organization.createdAt,
    changes: changes.map(({ orgId: _org, ...change }) => change),
  };
};

export const changeOwnPlan = async (tenant: Tenant, tier: Tier, now = new Date()) => {
  const user = await users.get(tenant.orgId, tenant.userId);
  if (user?.role !== 'owner')
    throw new PermissionDeniedError('Only an owner of the organization can change its plan');
  // PUT is idempotent: asking for the plan already in force records no change and keeps `since`.
  const current = await subscriptionOf(tenant.orgId);
  if (current.tier === tier) return current;
  if (tierRank(tier) > tierRank(tenant.tier)) {
    throw new PaymentRequiredError(
      `Moving to ${tier} needs payment; it is applied by an operator or by the billing provider once paid`,
    );
  }
  await changePlan(tenant.orgId, tier, { type: 'key', userId: tenant.userId, keyId: tenant.keyId }, { now });
  return subscriptionOf(tenant.orgId);
};

const BILLING_MESSAGE_RETENTION_SECONDS = 30 * 86_400;

/**
 * The billing provider's hook: verified against BILLING_WEBHOOK_SECRET, applied once per
 * webhook-id, and recorded as a plan change made by billing.
 */
export const applyBillingEvent = async (
  request: {
    rawBody: string;
    headers: Readonly<Record<string, string | undefined>>;
    body: {
      type: 'subscription.activated' | 'subscription.canceled';
      data: { organizationId: string; tier?: Tier; dailyLimit?: number };
    };
  },
  now = new Date(),
) => {
  const secret = config.billingWebhookSecret();
  if (!secret) throw new ServiceUnavailableError('The billing hook is not configured on this deployment');
  if (!verifySignature(secret, request.headers, request.rawBody, now))
    throw new InvalidSignatureError('The billing signature or timestamp does not verify');
  const { data, type } = request.body;
  const tier: Tier = type === 'subscription.canceled' ? 'developer' : (data.tier ?? 'developer');
  await organizations.require(data.organizationId);
  const messageId = request.headers['webhook-id'] ?? '';
  const fresh = await billingEvents.claim(
    messageId,
    now.toISOString(),
    Math.floor(now.getTime() / 1000) + BILLING_MESSAGE_RETENTION_SECONDS,
  );
  if (fresh) {
    try {
      await changePlan(data.organizationId, tier, { type: 'billing' }, { dailyLimit: data.dailyLimit, now });
    } catch (error) {
      await billingEvents.release(messageId);
      throw error;
    }
  }
  return {
    status: fresh ? ('applied' as const) : ('duplicate' as const),
    organizationId: data.organizationId,
    tier,
  };
};
