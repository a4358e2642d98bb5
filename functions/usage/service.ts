import type { Group } from '../../shared/api/catalog.ts';
import { estimateBill, MONTHLY_PRICE_USD } from '../../shared/api/pricing.ts';
import { effectiveDailyLimit, MAX_ACTIVE_KEYS, type Tier } from '../../shared/api/tiers.ts';
import type { Tenant } from '../../shared/auth/tenant.ts';
import { tierOnDay } from '../../shared/billing/plans.ts';
import { apiKeys } from '../../shared/data/repositories/api-keys.ts';
import { organizations } from '../../shared/data/repositories/organizations.ts';
import { planChanges } from '../../shared/data/repositories/plan-changes.ts';
import { usage } from '../../shared/data/repositories/usage.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';

type Counts = Partial<Record<Group, number>>;

const add = (into: Counts, from: Counts) => {
  for (const [group, count] of Object.entries(from) as Array<[Group, number]>)
    into[group] = (into[group] ?? 0) + count;
};

const daysBetween = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

const MAX_RANGE_DAYS = 400;

const planOf = async (orgId: string): Promise<{ tier: Tier; dailyLimit: number }> => {
  const organization = await organizations.require(orgId);
  return {
    tier: organization.tier,
    dailyLimit: effectiveDailyLimit(organization.tier, organization.dailyLimit),
  };
};

/** The caller's plan comes from the tenant, which the authorizer read from the calling key. */
export const usageReport = (tenant: Tenant, query: UsageRange, now = new Date()) =>
  organizationUsage(tenant.orgId, query, now, { tier: tenant.tier, dailyLimit: tenant.orgLimit });

export interface UsageRange {
  from?: string;
  to?: string;
  keyId?: string;
}

/**
 * The usage report of one organization (also read by the administration analytics). `plan`, when
 * the caller already knows it, saves reading the organization.
 */
export const organizationUsage = async (
  orgId: string,
  query: UsageRange,
  now = new Date(),
  plan?: { tier: Tier; dailyLimit: number },
) => {
  const today = now.toISOString().slice(0, 10);
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  if (from > to)
    throw new ValidationError('The date range is empty', [
      { path: 'query.from', message: 'from is after to' },
    ]);
  const days = daysBetween(from, to);
  if (days.length > MAX_RANGE_DAYS)
    throw new ValidationError('The date range is too long', [
      { path: 'query.from', message: `at most ${MAX_RANGE_DAYS} days` },
    ]);
  const { tier, dailyLimit: orgLimit } = plan ?? (await planOf(orgId));
  let keys = await apiKeys.listByOrganization(orgId);
  if (query.keyId) {
    keys = keys.filter((key) => key.id === query.keyId);
    if (keys.length === 0) throw new NotFoundError('No API key with this id');
  }
  // One query: the organization's counter items, one per day, hold every key's counts.
  const history = await usage.history(orgId, from, to);
  const perDay = new Map(days.map((day) => [day, { day, requests: 0, byGroup: {} as Counts }]));
  const byGroup: Counts = {};
  const byKey = keys.map((key) => {
    const keyGroups: Counts = {};
    let requests = 0;
    for (const entry of history) {
      requests += entry.byKey[key.id] ?? 0;
      add(keyGroups, entry.byKeyGroup[key.id] ?? {});
    }
    return {
      keyId: key.id,
      name: key.name,
      prefix: key.prefix,
      requests,
      byGroup: keyGroups,
      dailyLimit: Math.min(key.dailyLimit ?? orgLimit, orgLimit),
    };
  });
  for (const entry of history) {
    const dayTotals = perDay.get(entry.day);
    if (!dayTotals) continue;
    // With a key filter, only that key's share of each day.
    const counts = query.keyId ? (entry.byKeyGroup[query.keyId] ?? {}) : entry.byGroup;
    dayTotals.requests += query.keyId ? (entry.byKey[query.keyId] ?? 0) : entry.count;
    add(dayTotals.byGroup, counts);
    add(byGroup, counts);
  }
  const todayCount = history.find((entry) => entry.day === today)?.count ?? 0;
  const tierOf = tierOnDay(await planChanges.list(orgId), tier);
  // Days after today are not billed.
  const billed = days.filter((day) => day <= today).map((day) => ({ day, tier: tierOf(day) }));
  return {
    from,
    to,
    total: [...perDay.values()].reduce((sum, day) => sum + day.requests, 0),
    byGroup,
    byDay: [...perDay.values()],
    byKey,
    limits: {
      tier,
      dailyLimit: orgLimit,
      maxActiveKeys: MAX_ACTIVE_KEYS[tier],
    },
    today: { day: today, requests: todayCount, remaining: Math.max(0, orgLimit - todayCount) },
    bill: { currency: 'USD' as const, estimated: estimateBill(billed), priceTable: MONTHLY_PRICE_USD },
  };
};
