import { effectiveDailyLimit, type Tier } from '../api/tiers.ts';
import { type Actor, recordChange } from '../audit/record.ts';
import { apiKeys } from '../data/repositories/api-keys.ts';
import { organizations } from '../data/repositories/organizations.ts';
import { type PlanChange, planChanges } from '../data/repositories/plan-changes.ts';
import { NotFoundError } from '../errors.ts';

/**
 * Changes an organization's plan. The authorizer reads the organization on every request, so the
 * new plan applies from the next request; keys with their own limit above the new plan's are
 * lowered to it; the change is recorded with who made it, and audited.
 */
export const changePlan = async (
  orgId: string,
  tier: Tier,
  by: PlanChange['by'],
  options: { dailyLimit?: number; now?: Date } = {},
): Promise<{ change: PlanChange; dailyLimit: number }> => {
  const now = options.now ?? new Date();
  const before = await organizations.get(orgId);
  if (!before) throw new NotFoundError('Organization not found');
  const updated = await organizations.setTier(orgId, tier, options.dailyLimit, now.toISOString());
  if (!updated) throw new NotFoundError('Organization not found');
  const dailyLimit = effectiveDailyLimit(updated.tier, updated.dailyLimit);
  const keysLowered: string[] = [];
  for (const key of await apiKeys.listByOrganization(orgId)) {
    if (
      key.dailyLimit !== undefined &&
      key.dailyLimit > dailyLimit &&
      (await apiKeys.lowerLimit(key.id, dailyLimit))
    )
      keysLowered.push(key.id);
  }
  const change: PlanChange = {
    orgId,
    at: now.toISOString(),
    from: before.tier,
    to: tier,
    dailyLimit,
    by,
    keysLowered,
  };
  await planChanges.record(change);
  const actor: Actor =
    by.type === 'key'
      ? { type: 'key', userId: by.userId, keyId: by.keyId }
      : by.type === 'operator'
        ? { type: 'operator' }
        : { type: 'system' };
  await recordChange(
    orgId,
    actor,
    'subscription.changed',
    { from: before.tier, to: tier, dailyLimit, keysLowered: keysLowered.length },
    now,
  );
  return { change, dailyLimit };
};

/** The tier in force at the end of each day, from the plan history and the current tier. */
export const tierOnDay = (changes: readonly PlanChange[], current: Tier) => {
  const sorted = [...changes].sort((a, b) => a.at.localeCompare(b.at));
  return (day: string): Tier => {
    const end = `${day}T23:59:59.999Z`;
    const last = sorted.filter((change) => change.at <= end).at(-1);
    if (last) return last.to;
    return sorted[0]?.from ?? current;
  };
};
