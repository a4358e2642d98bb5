import { resolveCatalogEntry } from '../../shared/api/catalog.ts';
import { effectiveDailyLimit, tierAtLeast } from '../../shared/api/tiers.ts';
import { keyMatchesHash, parseApiKey } from '../../shared/auth/api-key-format.ts';
import type { AuthorizerOutcome, Tenant } from '../../shared/auth/tenant.ts';
import { apiKeys } from '../../shared/data/repositories/api-keys.ts';
import { organizations } from '../../shared/data/repositories/organizations.ts';
import { usage } from '../../shared/data/repositories/usage.ts';
import { nextUtcMidnightEpoch, utcDay } from '../../shared/time.ts';
import { publishEvent } from '../../shared/webhooks/dispatch.ts';

export interface AuthorizeInput {
  apiKey: string | undefined;
  /** The resource template of the call, e.g. /api/v1/api-keys/{id}. */
  resource: string;
  now: Date;
}

const INVALID: AuthorizerOutcome = { decision: 'invalid_key' };

/**
 * Decides a call in at most four DynamoDB requests: the key record (by the id embedded in the key),
 * its organization, and one conditional increment of today's counter; refusals for tier or
 * permission read the counter instead so that their quota headers are still right.
 */
export const authorize = async ({ apiKey, resource, now }: AuthorizeInput): Promise<AuthorizerOutcome> => {
  const presented = apiKey?.trim();
  if (!presented) return { decision: 'missing_key' };
  const parsed = parseApiKey(presented);
  if (!parsed) return INVALID;

  const record = await apiKeys.get(parsed.keyId);
  if (!record || !keyMatchesHash(presented, record.secretHash) || record.revokedAt) return INVALID;
  if (record.expiresAt && record.expiresAt <= now.toISOString()) return INVALID;

  const organization = await organizations.get(record.orgId);
  if (!organization) return INVALID;

  const orgLimit = effectiveDailyLimit(organization.tier, organization.dailyLimit);
  const limit = Math.min(record.dailyLimit ?? orgLimit, orgLimit);
  const day = utcDay(now);
  const tenant = (remaining: number): Tenant => ({
    userId: record.userId,
    orgId: record.orgId,
    keyId: record.id,
    tier: organization.tier,
    permissions: record.permissions,
    limit,
    remaining: Math.max(0, remaining),
    resetAt: nextUtcMidnightEpoch(now),
  });
  const untouched = async () => tenant(limit - (await usage.countFor(record.id, day)));

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

  const count = await usage.consume({
    keyId: record.id,
    orgId: record.orgId,
    group: entry.group,
    day,
    limit,
    nowEpoch: Math.floor(now.getTime() / 1000),
  });
  if (count === undefined) return { decision: 'rate_limited', group: entry.group, tenant: tenant(0) };
  // The counter passes each mark exactly once a day, so each event is sent once.
  const usageEvent =
    count === limit
      ? 'usage.limit_reached'
      : count === warningMark(limit)
        ? 'usage.limit_warning'
        : undefined;
  if (usageEvent) await publishEvent(record.orgId, usageEvent, { keyId: record.id, day, count, limit }, now);
  return { decision: 'allow', group: entry.group, tenant: tenant(limit - count) };
};

/** The request that reaches 80% of a daily limit. */
export const warningMark = (limit: number): number => Math.ceil(limit * 0.8);
