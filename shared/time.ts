/** The UTC calendar day of an instant, as YYYY-MM-DD: the window of the daily request counters. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Epoch seconds of the next UTC midnight after `at`: when the daily counters start again. */
export const nextUtcMidnightEpoch = (at: Date): number =>
  Math.floor(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1) / 1000);

export const secondsUntilNextUtcMidnight = (at: Date): number =>
  Math.max(1, nextUtcMidnightEpoch(at) - Math.floor(at.getTime() / 1000));

export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * 86_400_000);
