/**
 * Subscription tiers, lowest first. The spec names the tiers but not their order; issue #2 fixes it
 * as Developer < Professional < Enterprise < Clinical (docs/decisions.md).
 */
export const TIERS = ['developer', 'professional', 'enterprise', 'clinical'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * Requests per UTC day. Developer and Professional are the spec's Free (100) and Pro (10,000) rate
 * tiers; Enterprise and Clinical are "custom": set per account, with this default until an operator
 * sets another.
 */
export const DEFAULT_DAILY_LIMITS: Record<Tier, number> = {
  developer: 100,
  professional: 10_000,
  enterprise: 1_000_000,
  clinical: 1_000_000,
};

/** Tiers whose daily limit an operator may set per account. */
export const CUSTOM_LIMIT_TIERS: readonly Tier[] = ['enterprise', 'clinical'];

export const isTier = (value: string): value is Tier => (TIERS as readonly string[]).includes(value);

/** The spec's rate-limit tier names, accepted as aliases of the tiers they correspond to. */
const ALIASES: Record<string, Tier> = { free: 'developer', pro: 'professional' };

export const parseTier = (value: string): Tier | undefined => {
  const lower = value.trim().toLowerCase();
  return isTier(lower) ? lower : ALIASES[lower];
};

export const tierRank = (tier: Tier): number => TIERS.indexOf(tier);

export const tierAtLeast = (actual: Tier, required: Tier): boolean => tierRank(actual) >= tierRank(required);

/** The daily limit an organization's keys are capped at: the tier's own, or the account's custom one. */
export const effectiveDailyLimit = (tier: Tier, customLimit?: number): number =>
  CUSTOM_LIMIT_TIERS.includes(tier) && customLimit !== undefined ? customLimit : DEFAULT_DAILY_LIMITS[tier];

/**
 * Active (unrevoked) API keys an organization may hold. The daily limit belongs to the
 * organization whatever its number of keys; the cap keeps key sprawl, and so leak exposure, small.
 */
export const MAX_ACTIVE_KEYS: Record<Tier, number> = {
  developer: 5,
  professional: 25,
  enterprise: 250,
  clinical: 250,
};
