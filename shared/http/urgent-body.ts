import * as v from 'valibot';
import {
  detectRedFlags,
  type PersonContext,
  type RedFlag,
  urgentCareMessage,
} from '../clinical/red-flags.ts';
import { ValidationError } from '../errors.ts';
import { registerUrgentReader } from './urgent-readers.ts';
import { validate } from './validation.ts';

/**
 * A request body schema whose 400 leads with the urgent-care message when the parts of the body that
 * can be read hold a red flag or a critical value, however wrong the rest is: a dangerous finding
 * always reaches the caller, even when the request is refused. `urgentOf` reads the raw body
 * defensively (anything may be there) and returns the message or undefined; it runs first and is
 * cheap, so a body without one pays for a single parse. Labs has its own (functions/labs/contract.ts).
 */
export const leadingWithUrgentCare = <S extends v.GenericSchema>(
  schema: S,
  urgentOf: (body: unknown) => string | undefined,
) => {
  const leading = v.pipe(
    v.unknown(),
    v.check((body) => {
      let urgent: string | undefined;
      try {
        urgent = urgentOf(body);
      } catch {
        urgent = undefined;
      }
      if (!urgent || v.safeParse(schema, body).success) return true;
      try {
        validate(schema, body, 'body');
      } catch (error) {
        if (error instanceof ValidationError)
          throw new ValidationError(`${urgent} ${error.message}`, error.details);
        throw error;
      }
      return true;
    }),
    schema,
  );
  registerUrgentReader(leading, urgentOf);
  return leading;
};

/** The strings of a raw list (up to `max`, each cut to `length`), for reading a body that may be invalid. */
export const rawTexts = (list: unknown, max = 20, length = 200): string[] =>
  Array.isArray(list)
    ? list
        .slice(0, max)
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.slice(0, length))
    : [];

/**
 * How much of a refused body's text is screened for red flags: all of it, past any length or count
 * limit (a description over 4,000 characters, a 21st symptom), up to this many characters in all, so
 * that a danger written past a limit still leads the 400 and an oversized body cannot buy unbounded
 * CPU. Screening this much takes 0.5 to 1 s with the red-flag engine (measured 2026-11-29 on the shared
 * 2-core development machine at a load average of 10, so an upper bound; 4,000 characters took
 * 50 ms there): README "Clinical safety".
 */
export const SCREENED_TEXT_LIMIT = 65_536;

/** The strings of a raw list that are not blank, all of them, cut to SCREENED_TEXT_LIMIT characters in all. */
export const screenedTexts = (list: unknown, limit = SCREENED_TEXT_LIMIT): string[] => {
  if (!Array.isArray(list)) return [];
  const texts: string[] = [];
  let left = limit;
  for (const item of list) {
    if (left <= 0) break;
    if (typeof item !== 'string' || !item.trim()) continue;
    texts.push(item.slice(0, left));
    left -= Math.min(item.length, left);
  }
  return texts;
};

/**
 * A raw number as a reading leniently read: a number, or text that is one ("190", " 7.5 ", and a
 * decimal comma, "7,0", when it is the only separator and not three digits from the end, which
 * would be a thousands separator), within bounds; else undefined. Only for reading a refused body.
 */
export const rawNumeric = (value: unknown, min: number, max: number): number | undefined => {
  if (typeof value === 'number') return rawNumber(value, min, max);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const match = /^\+?(\d{1,6})(?:[.,](\d{1,6}))?$/.exec(text);
  if (!match) return undefined;
  const [, whole, fraction] = match;
  if (text.includes(',') && fraction?.length === 3) return undefined;
  return rawNumber(Number(`${whole}${fraction === undefined ? '' : `.${fraction}`}`), min, max);
};

/** A raw whole number within bounds, or undefined. */
export const rawNumber = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;

/** A raw string cut to `length`, or undefined. */
export const rawText = (value: unknown, length = 4_000): string | undefined =>
  typeof value === 'string' && value.trim() ? value.slice(0, length) : undefined;

/** The person a raw body describes (age, sex, pregnancy), keeping only what is well formed. */
export const rawPerson = (raw: { age?: unknown; sex?: unknown; pregnant?: unknown }): PersonContext => {
  const age = rawNumber(raw.age, 0, 130);
  return {
    ...(age !== undefined ? { age } : {}),
    ...(raw.sex === 'female' || raw.sex === 'male' ? { sex: raw.sex } : {}),
    ...(raw.pregnant === true ? { pregnant: true } : {}),
  };
};

/** The red flags in raw texts, each read on its own. */
export const redFlagsInTexts = (
  texts: ReadonlyArray<string | undefined>,
  person: PersonContext = {},
): RedFlag[] =>
  texts.filter((text): text is string => text !== undefined).flatMap((text) => detectRedFlags(text, person));

/** The urgent-care message for flags gathered from several parts of a body, each finding said once. */
export const urgentOf = (flags: readonly RedFlag[]): string | undefined => {
  const unique = [...new Map(flags.map((flag) => [flag.id, flag])).values()];
  return urgentCareMessage(
    unique.sort((a, b) => (a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1)),
  );
};

/** The urgent-care message for the red flags in raw texts (each read on its own), or undefined. */
export const urgentInTexts = (
  texts: ReadonlyArray<string | undefined>,
  person: PersonContext = {},
): string | undefined => urgentOf(redFlagsInTexts(texts, person));
