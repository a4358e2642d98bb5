import { effectiveDailyLimit, type Tier, tierRank } from '../api/tiers.ts';
import type { Actor } from '../audit/record.ts';
import { apiKeys, planCopyOf } from '../data/repositories/api-keys.ts';
import { organizations } from '../data/repositories/organizations.ts';
import { type PlanChange, planChanges } from '../data/repositories/plan-changes.ts';
import { NotFoundError } from '../errors.ts';
import { recordAndPublishEvent } from '../webhooks/announce.ts';

/**
 * Changes an organization's plan. The authorizer reads the plan from a copy on each key, so every
 * key of the organization is rewritten, one conditional write each (the store has no transactions):
 * for a downgrade the keys are narrowed before the organization changes, so that no key allows more
 * than the new plan at any moment; an upgrade reaches the keys just after the organization, so a key
 * may refuse what the new plan allows for those few milliseconds, never the reverse. Each copy
 * carries the organization's planVersion and only replaces an older one, so concurrent changes end
 * with every key on the last. Keys with their own limit above the new plan's are lowered to it; the
 * change is recorded with who made it, and audited.
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
  const keys = (await apiKeys.listByOrganization(orgId)).filter((key) => !key.revokedAt);
  const beforeLimit = effectiveDailyLimit(before.tier, before.dailyLimit);
  const afterLimit = effectiveDailyLimit(tier, options.dailyLimit);
  if (tierRank(tier) < tierRank(before.tier) || afterLimit < beforeLimit) {
    const narrowed = {
      tier: tierRank(tier) < tierRank(before.tier) ? tier : before.tier,
      dailyLimit: Math.min(beforeLimit, afterLimit),
      version: (before.planVersion ?? 0) + 0.5,
    };
    for (const key of keys) await apiKeys.narrowPlan(key.id, narrowed);
  }
  const updated = await organizations.setTier(orgId, tier, options.dailyLimit, now.toISOString());
  if (!updated) throw new NotFoundError('Organization not found');
  const dailyLimit = effectiveDailyLimit(updated.tier, updated.dailyLimit);
  const copy = planCopyOf(updated, now);
  const keysLowered: string[] = [];
  for (const key of keys) {
    await apiKeys.syncPlan(key.id, copy);
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
  await recordAndPublishEvent(
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
