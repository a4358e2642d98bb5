/** How long health records are kept (answers, lab uploads): a whole number of days from 1 to 3650. */
export const DEFAULT_RETENTION_DAYS = 90;

export class RetentionConfigError extends Error {
  override name = 'RetentionConfigError';
}

export const retentionDays = (
  value: string | undefined,
  variable: string,
  fallback = DEFAULT_RETENTION_DAYS,
): number => {
  const configured = value?.trim();
  if (!configured) return fallback;
  const days = Number(configured);
  if (!Number.isInteger(days) || days < 1 || days > 3_650) {
    throw new RetentionConfigError(`${variable} must be a whole number of days from 1 to 3650`);
  }
  return days;
};

const DAY_MS = 86_400_000;

/** The ISO time a record written now expires. */
export const expiryAfter = (now: Date, days: number): string =>
  new Date(now.getTime() + days * DAY_MS).toISOString();
