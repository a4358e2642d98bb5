import { resolveCatalogEntry } from '../api/catalog.ts';
import { tierAtLeast } from '../api/tiers.ts';
import { type ApiKeyRecord, apiKeys, type KeyPlan, planCopyOf } from '../data/repositories/api-keys.ts';
import { organizations } from '../data/repositories/organizations.ts';
import { type DailyUsage, usage } from '../data/repositories/usage.ts';
import { nextUtcMidnightEpoch, utcDay } from '../time.ts';
import { publishEvent } from '../webhooks/publish.ts';
import type { AuthorizerOutcome, Tenant } from './tenant.ts';

const INVALID: AuthorizerOutcome = { decision: 'invalid_key' };

/**
 * How long a key's copy of its organization's plan is trusted. Plan changes rewrite the copies
 * themselves (narrowing them first on a downgrade), so this only bounds what a lost or raced write
 * leaves behind: a key created while its organization's plan changed, a change that stopped half
 * way. A refresh costs one read of the organization and one write of the key, per key, this often.
 */
export const PLAN_COPY_MAX_AGE_MS = 10 * 60_000;

/** The key's copy of its organization's plan, taken again from the organization when missing or old. */
const planOf = async (record: ApiKeyRecord, now: Date): Promise<KeyPlan | undefined> => {
  const copy = record.plan;
  if (copy && now.getTime() - Date.parse(copy.syncedAt) < PLAN_COPY_MAX_AGE_MS) return copy;
  const organization = await organizations.get(record.orgId);
  if (!organization) return undefined;
  const fresh = planCopyOf(organization, now);
  await apiKeys.syncPlan(record.id, fresh);
  return fresh;
};

/**
 * What a valid, unexpired key may do with one resource, decided from the key record, which carries
 * its organization's plan (tier, daily limit), and one conditional increment of the organization's
 * counter for the day, which holds the organization's total (the tier's limit is the organization's,
 * all keys together) and each key's count (for a key's own, lower, limit). `today` is that counter
 * when the caller read it along with the key (the authorizer does, for keys it has seen before):
 * refusals for tier, permission or a limit already reached then need no further request. Without
 * it, refusals for tier or permission read the counter so that their quota headers are still right.
 * The authorizer decides every request with it, and the orchestration step runner every workflow
 * step, so both count and announce alike.
 *
 * The quota a tenant carries (and the X-RateLimit headers show): `limit` is the most this key may
 * make today, its own dailyLimit if it has one, else the organization's; `remaining` is how many
 * more it can make now, the lower of what is left of its own limit and of the organization's.
 */
export const decideForKey = async (
  record: ApiKeyRecord,
  resource: string,
  now: Date,
  today?: DailyUsage,
): Promise<AuthorizerOutcome> => {
  const plan = await planOf(record, now);
  if (!plan) return INVALID;

  const orgLimit = plan.dailyLimit;
  const keyLimit =
    record.dailyLimit !== undefined && record.dailyLimit < orgLimit ? record.dailyLimit : undefined;
  const limit = keyLimit ?? orgLimit;
  const day = utcDay(now);
  const remainingOf = (orgCount: number, keyCount: number): number =>
    Math.max(0, Math.min(orgLimit - orgCount, keyLimit === undefined ? orgLimit : keyLimit - keyCount));
  const tenant = (remaining: number): Tenant => ({
    userId: record.userId,
    orgId: record.orgId,
    orgName: plan.orgName,
    keyId: record.id,
    tier: plan.tier,
    permissions: record.permissions,
    limit,
    orgLimit,
    remaining,
    resetAt: nextUtcMidnightEpoch(now),
  });
  const counted = today?.day === day ? today : undefined;
  const untouched = async () => {
    const current = counted ?? (await usage.day(record.orgId, day));
    return tenant(remainingOf(current.count, current.byKey[record.id] ?? 0));
  };

  const entry = resolveCatalogEntry(resource);
  // A protected resource missing from the catalog is a deployment mistake: fail closed.
  if (!entry) return { decision: 'permission_denied', tenant: await untouched() };
  if (!tierAtLeast(plan.tier, entry.tier)) {
    return {
      decision: 'insufficient_tier',
      requiredTier: entry.tier,
      group: entry.group,
      tenant: await untouched(),
    };
  }
  if (record.permissions !== '*' && !record.permissions.includes(entry.group)) {
    return { decision: 'permission_denied', group: entry.group, tenant: await untouched() };
  }

  // Counts only grow within a day, so a limit the counter already shows reached needs no write.
  if (counted && remainingOf(counted.count, counted.byKey[record.id] ?? 0) === 0)
    return {
      decision: 'rate_limited',
      group: entry.group,
      tenant: tenant(0),
      // The organization's when both are reached: more keys would not help either.
      limitReached: counted.count >= orgLimit ? 'organization' : 'key',
    };

  const consumed = await usage.consume({
    keyId: record.id,
    orgId: record.orgId,
    group: entry.group,
    day,
    orgLimit,
    keyLimit,
    nowEpoch: Math.floor(now.getTime() / 1000),
  });
  if (consumed === undefined)
    return {
      decision: 'rate_limited',
      group: entry.group,
      tenant: tenant(0),
      // Without a limit of its own, only the organization's condition could fail.
      limitReached: keyLimit === undefined ? 'organization' : 'either',
    };
  // Each counter passes each mark exactly once a day, so each event is sent once.
  const events: Array<{
    type: 'usage.limit_warning' | 'usage.limit_reached';
    scope: string;
    count: number;
    limit: number;
  }> = [];
  const mark = (scope: string, count: number, of: number) => {
    if (count === of) events.push({ type: 'usage.limit_reached', scope, count, limit: of });
    else if (count === warningMark(of)) events.push({ type: 'usage.limit_warning', scope, count, limit: of });
  };
  if (keyLimit !== undefined) mark('key', consumed.key, keyLimit);
  mark('organization', consumed.organization, orgLimit);
  for (const { type, ...data } of events)
    await publishEvent(record.orgId, type, { keyId: record.id, day, ...data }, now);
  return {
    decision: 'allow',
    group: entry.group,
    tenant: tenant(remainingOf(consumed.organization, consumed.key)),
  };
};

/** The request that reaches 80% of a daily limit. */
const warningMark = (limit: number): number => Math.ceil(limit * 0.8);
