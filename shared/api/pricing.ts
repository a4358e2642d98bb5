import type { Tier } from './tiers.ts';

/**
 * List prices per tier, in US dollars per month. Limits are hard daily caps, so there is no
 * overage: a bill is the monthly price of each day's tier, prorated by day.
 */
export const MONTHLY_PRICE_USD: Record<Tier, number> = {
  developer: 0,
  professional: 49,
  enterprise: 499,
  clinical: 1_999,
};

const daysInMonth = (day: string): number => {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, month ?? 1, 0)).getUTCDate();
};

/** The estimated charge for a set of days, given the tier in force on each. */
export const estimateBill = (days: ReadonlyArray<{ day: string; tier: Tier }>): number =>
  Math.round(days.reduce((sum, { day, tier }) => sum + MONTHLY_PRICE_USD[tier] / daysInMonth(day), 0) * 100) /
  100;
