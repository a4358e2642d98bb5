import { MONTHLY_PRICE_USD } from '../../shared/api/pricing.ts';
import { effectiveDailyLimit, type Tier, tierRank } from '../../shared/api/tiers.ts';
import type { Tenant } from '../../shared/auth/tenant.ts';
import { changePlan } from '../../shared/billing/plans.ts';
import { organizations } from '../../shared/data/repositories/organizations.ts';
import { planChanges } from '../../shared/data/repositories/plan-changes.ts';
import { users } from '../../shared/data/repositories/users.ts';
import { PaymentRequiredError, PermissionDeniedError } from '../../shared/errors.ts';

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
  if (tierRank(tier) > tierRank(tenant.tier)) {
    throw new PaymentRequiredError(
      `Moving to ${tier} needs payment; it is applied by an operator or by the billing provider once paid`,
    );
  }
  await changePlan(tenant.orgId, tier, { type: 'key', userId: tenant.userId, keyId: tenant.keyId }, { now });
  return subscriptionOf(tenant.orgId);
};
