import { type Group, isGroup } from '../api/catalog.ts';
import { isTier, type Tier } from '../api/tiers.ts';

/**
 * What the authorizer decided and about whom. API Gateway cannot answer 429 from an authorizer (and
 * its result cache would skip the counting), so the authorizer always allows the call through and
 * hands this outcome to the shared HTTP layer, which turns any refusal into the right status.
 */
const DECISIONS = [
  'allow',
  'missing_key',
  'invalid_key',
  'ambiguous_key',
  'insufficient_tier',
  'permission_denied',
  'rate_limited',
] as const;
type Decision = (typeof DECISIONS)[number];

export type Permissions = readonly Group[] | '*';

/**
 * Who is calling and on which plan, as the authorizer read it from the key record (which carries a
 * copy of its organization's plan and name): handlers use it rather than reading the organization
 * again. The user's role is not here: it is read on each privileged write, so demotions apply at once.
 */
export interface Tenant {
  userId: string;
  orgId: string;
  orgName: string;
  keyId: string;
  tier: Tier;
  permissions: Permissions;
  /** Requests allowed per UTC day for this key. */
  limit: number;
  /** Requests allowed per UTC day for the whole organization, all its keys together. */
  orgLimit: number;
  /** Requests left today after this one. */
  remaining: number;
  /** Epoch seconds of the next UTC midnight, when the count starts again. */
  resetAt: number;
}

/**
 * Which daily limit a `rate_limited` decision met: the organization's (all its keys together), the
 * key's own, or `either` when a key with its own limit was refused by the conditional write alone,
 * which does not say which of its two conditions failed (reading the counter to tell would cost a
 * store call the refusal does not have; docs/decisions.md).
 */
const LIMITS = ['organization', 'key', 'either'] as const;
type LimitReached = (typeof LIMITS)[number];

export interface AuthorizerOutcome {
  decision: Decision;
  tenant?: Tenant;
  requiredTier?: Tier;
  group?: Group;
  limitReached?: LimitReached;
}

type ContextValue = string | number | boolean;

/** Flattens an outcome into an authorizer context, whose values may only be strings, numbers or booleans. */
export const encodeOutcome = (outcome: AuthorizerOutcome): Record<string, ContextValue> => {
  const context: Record<string, ContextValue> = { decision: outcome.decision };
  if (outcome.requiredTier) context.requiredTier = outcome.requiredTier;
  if (outcome.group) context.group = outcome.group;
  if (outcome.limitReached) context.limitReached = outcome.limitReached;
  const tenant = outcome.tenant;
  if (tenant) {
    context.userId = tenant.userId;
    context.orgId = tenant.orgId;
    context.orgName = tenant.orgName;
    context.keyId = tenant.keyId;
    context.tier = tenant.tier;
    context.permissions = tenant.permissions === '*' ? '*' : tenant.permissions.join(',');
    context.limit = tenant.limit;
    context.orgLimit = tenant.orgLimit;
    context.remaining = tenant.remaining;
    context.resetAt = tenant.resetAt;
  }
  return context;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;

const integer = (value: unknown): number | undefined => {
  const raw = text(value);
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
};

const parsePermissions = (raw: string): Permissions =>
  raw === '*' ? '*' : raw.split(',').filter((name): name is Group => isGroup(name));

/**
 * Reads the outcome back from `requestContext.authorizer`, where API Gateway has turned every value
 * into a string. Anything incomplete is treated as no outcome at all, so a misconfigured stage fails
 * closed rather than open.
 */
export const decodeOutcome = (
  context: Record<string, unknown> | null | undefined,
): AuthorizerOutcome | undefined => {
  if (!context) return undefined;
  const decision = text(context.decision);
  if (!decision || !(DECISIONS as readonly string[]).includes(decision)) return undefined;
  const outcome: AuthorizerOutcome = { decision: decision as Decision };
  const requiredTier = text(context.requiredTier);
  if (requiredTier && isTier(requiredTier)) outcome.requiredTier = requiredTier;
  const group = text(context.group);
  if (group && isGroup(group)) outcome.group = group;
  const limitReached = text(context.limitReached);
  if (limitReached && (LIMITS as readonly string[]).includes(limitReached))
    outcome.limitReached = limitReached as LimitReached;

  const userId = text(context.userId);
  const orgId = text(context.orgId);
  const orgName = text(context.orgName);
  const keyId = text(context.keyId);
  const tier = text(context.tier);
  const permissions = text(context.permissions);
  const limit = integer(context.limit);
  const orgLimit = integer(context.orgLimit);
  const remaining = integer(context.remaining);
  const resetAt = integer(context.resetAt);
  if (
    userId &&
    orgId &&
    orgName !== undefined &&
    keyId &&
    tier &&
    isTier(tier) &&
    permissions !== undefined &&
    limit !== undefined &&
    orgLimit !== undefined &&
    remaining !== undefined &&
    resetAt !== undefined
  ) {
    outcome.tenant = {
      userId,
      orgId,
      orgName,
      keyId,
      tier,
      permissions: parsePermissions(permissions),
      limit,
      orgLimit,
      remaining,
      resetAt,
    };
  }
  if (outcome.decision === 'allow' && !outcome.tenant) return undefined;
  return outcome;
};
