import { resolveCatalogEntry } from '../api/catalog.ts';
import { effectiveDailyLimit, tierAtLeast } from '../api/tiers.ts';
import type { ApiKeyRecord } from '../data/repositories/api-keys.ts';
import { organizations } from '../data/repositories/organizations.ts';
import { usage } from '../data/repositories/usage.ts';
import { nextUtcMidnightEpoch, utcDay } from '../time.ts';
import { publishEvent } from '../webhooks/dispatch.ts';
import type { AuthorizerOutcome, Tenant } from './tenant.ts';

const INVALID: AuthorizerOutcome = { decision: 'invalid_key' };

/**
 * What a valid, unexpired key may do with one resource, in two more DynamoDB requests: its
 * organization, and one conditional increment of the organization's counter for the day, which
 * holds the organization's total (the tier's limit is the organization's, all keys together) and
 * each key's count (for a key's own, lower, limit). Refusals for tier or permission read the counter
 * instead so that their quota headers are still right. The authorizer decides every request with
 * it, and the orchestration step runner every workflow step, so both count and announce alike.
 *
 * The quota a tenant carries (and the X-RateLimit headers show): `limit` is the most this key may
 * make today, its own dailyLimit if it has one, else the organization's; `remaining` is how many
 * more it can make now, the lower of what is left of its own limit and of the organization's.
 */
export const decideForKey = async (
  record: ApiKeyRecord,
  resource: string,
  now: Date,
): Promise<AuthorizerOutcome> => {
  const organization = await organizations.get(record.orgId);
  if (!organization) return INVALID;

  const orgLimit = effectiveDailyLimit(organization.tier, organization.dailyLimit);
  const keyLimit =
    record.dailyLimit !== undefined && record.dailyLimit < orgLimit ? record.dailyLimit : undefined;
  const limit = keyLimit ?? orgLimit;
  const day = utcDay(now);
  const remainingOf = (orgCount: number, keyCount: number): number =>
    Math.max(0, Math.min(orgLimit - orgCount, keyLimit === undefined ? orgLimit : keyLimit - keyCount));
  const tenant = (remaining: number): Tenant => ({
    userId: record.userId,
    orgId: record.orgId,
    keyId: record.id,
    tier: organization.tier,
    permissions: record.permissions,
    limit,
    remaining,
    resetAt: nextUtcMidnightEpoch(now),
  });
  const untouched = async () => {
    const today = await usage.day(record.orgId, day);
    return tenant(remainingOf(today.count, today.byKey[record.id] ?? 0));
  };

  const entry = resolveCatalogEntry(resource);
  // A protected resource missing from the catalog is a deployment mistake: fail closed.
  if (!entry) return { decision: 'permission_denied', tenant: await untouched() };
  if (!tierAtLeast(organization.tier, entry.tier)) {
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

  const counted = await usage.consume({
    keyId: record.id,
    orgId: record.orgId,
    group: entry.group,
    day,
    orgLimit,
    keyLimit,
    nowEpoch: Math.floor(now.getTime() / 1000),
  });
  if (counted === undefined) return { decision: 'rate_limited', group: entry.group, tenant: tenant(0) };
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
  if (keyLimit !== undefined) mark('key', counted.key, keyLimit);
  mark('organization', counted.organization, orgLimit);
  for (const { type, ...data } of events)
    await publishEvent(record.orgId, type, { keyId: record.id, day, ...data }, now);
  return {
    decision: 'allow',
    group: entry.group,
    tenant: tenant(remainingOf(counted.organization, counted.key)),
  };
};

/** The request that reaches 80% of a daily limit. */
export const warningMark = (limit: number): number => Math.ceil(limit * 0.8);
