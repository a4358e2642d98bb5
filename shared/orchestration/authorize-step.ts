import { resolveCatalogEntry } from '../api/catalog.ts';
import { effectiveDailyLimit, tierAtLeast } from '../api/tiers.ts';
import type { AuthorizerOutcome, Tenant } from '../auth/tenant.ts';
import { apiKeys } from '../data/repositories/api-keys.ts';
import { organizations } from '../data/repositories/organizations.ts';
import { usage } from '../data/repositories/usage.ts';
import { nextUtcMidnightEpoch, utcDay } from '../time.ts';

/**
 * The authorizer's decision for one workflow step, made again for the key that started the run:
 * the key must still be valid, the organization's tier must reach the step's path, the key must
 * hold the step's group, and the step counts against the daily limits like any request. The key's
 * secret is never handed to the workflow: the step is decided by the key's id, which the run
 * carries in its execution input (set by us, never by the definition).
 */
export const authorizeStep = async (input: {
  keyId: string;
  orgId: string;
  resource: string;
  now: Date;
}): Promise<AuthorizerOutcome> => {
  const { keyId, orgId, resource, now } = input;
  const record = await apiKeys.get(keyId);
  if (!record || record.orgId !== orgId || record.revokedAt) return { decision: 'invalid_key' };
  if (record.expiresAt && record.expiresAt <= now.toISOString()) return { decision: 'invalid_key' };
  const organization = await organizations.get(orgId);
  if (!organization) return { decision: 'invalid_key' };

  const orgLimit = effectiveDailyLimit(organization.tier, organization.dailyLimit);
  const keyLimit =
    record.dailyLimit !== undefined && record.dailyLimit < orgLimit ? record.dailyLimit : undefined;
  const limit = keyLimit ?? orgLimit;
  const day = utcDay(now);
  const remainingOf = (orgCount: number, keyCount: number): number =>
    Math.max(0, Math.min(orgLimit - orgCount, keyLimit === undefined ? orgLimit : keyLimit - keyCount));
  const tenant = (remaining: number): Tenant => ({
    userId: record.userId,
    orgId,
    keyId,
    tier: organization.tier,
    permissions: record.permissions,
    limit,
    remaining,
    resetAt: nextUtcMidnightEpoch(now),
  });
  const untouched = async () => {
    const today = await usage.day(orgId, day);
    return tenant(remainingOf(today.count, today.byKey[keyId] ?? 0));
  };

  const entry = resolveCatalogEntry(resource);
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
    keyId,
    orgId,
    group: entry.group,
    day,
    orgLimit,
    keyLimit,
    nowEpoch: Math.floor(now.getTime() / 1000),
  });
  if (counted === undefined) return { decision: 'rate_limited', group: entry.group, tenant: tenant(0) };
  return {
    decision: 'allow',
    group: entry.group,
    tenant: tenant(remainingOf(counted.organization, counted.key)),
  };
};
