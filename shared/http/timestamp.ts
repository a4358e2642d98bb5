import * as v from 'valibot';

/**
 * The timestamp schema, in a module of its own: most contracts need only it, and esbuild keeps
 * every schema of a module it includes (a valibot call is not known to be free of side effects),
 * so importing it from schemas.ts built the medication and interaction schemas in every function.
 */
export const timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601 UTC timestamp'));

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;

/** valibot's isoTimestamp checks the shape only: "2026-02-30T10:00:00Z" passes it. */
export const isCalendarDate = (text: string): boolean => {
  const match = DATE_PART.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A check for an input time: a day that exists in the calendar. */
export const onRealDay = (name: string) =>
  v.check((text: string) => isCalendarDate(text), `${name} names a day that does not exist`);
