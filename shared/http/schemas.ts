import * as v from 'valibot';
import { foldText } from '../text/fold.ts';

/** Schemas several endpoint groups share (`timestamp` in a module of its own, which says why). */
export { timestamp } from './timestamp.ts';

export const unitInterval = (description: string) =>
  v.pipe(v.number(), v.minValue(0), v.maxValue(1), v.description(description));

export const SourceRef = v.object({ title: v.string(), url: v.string() });

export const Priority = v.pipe(
  v.picklist(['low', 'medium', 'high', 'urgent']),
  v.description(
    'low: routine; medium: discuss at the next visit; high: contact a clinician soon; urgent: act now',
  ),
);

export const Severity = v.pipe(
  v.picklist(['contraindicated', 'major', 'moderate', 'minor']),
  v.description(
    'contraindicated: do not combine; major: avoid or change; moderate: monitor or adjust; minor: little effect',
  ),
);

/** A medicine as written, or an object with its name (dose and frequency are echoed, not interpreted). */
/** Text of invisible characters only (zero-width spaces, a BOM) is as empty as white space. */
export const visible = (message: string) =>
  v.check((text: string) => foldText(text).trim().length > 0, message);

/**
 * What a display text (a stored name or label shown back in lists: users, organizations, API keys,
 * webhooks, uploads) may not hold, described for the caller, or undefined when it is fine: a control
 * character (C0 such as NUL, DEL, C1), a lone surrogate (not Unicode, and invalid in strict JSON),
 * or a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), which reorders
 * how the rest of a portal row reads ("\u202e" makes "yek-dab" show as "bad-key").
 */
const displayTextProblem = (text: string): string | undefined => {
  if (/\p{Cs}/u.test(text)) return 'holds a lone surrogate (half of a UTF-16 pair), which is not text';
  const found = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.exec(text)?.[0];
  if (found === undefined) return undefined;
  const code = `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return /[\u202a-\u202e\u2066-\u2069]/u.test(found)
    ? `holds ${code}, a bidirectional control character, which could make it display as something else`
    : `holds ${code}, a control character`;
};

const displayable = (field: string) =>
  v.check(
    (text: string) => displayTextProblem(text) === undefined,
    (issue) => `${field} ${displayTextProblem(String(issue.input)) ?? 'is not displayable text'}`,
  );

/**
 * A stored display text that may be left empty (a webhook's description): trimmed, at most `max`
 * characters, and nothing displayTextProblem refuses, each refusal naming the field.
 */
export const displayText = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} is text`),
    v.trim(),
    displayable(field),
    v.maxLength(max, `${field} is at most ${max} characters long`),
  );

/** A stored display text that must be given: as displayText, and not empty or invisible only. */
export const requiredDisplayText = (field: string, max: number, missing = `${field} is required`) =>
  v.pipe(
    v.string(`${field} is text`),
    v.trim(),
    v.minLength(1, missing),
    visible(missing),
    displayable(field),
    v.maxLength(max, `${field} is at most ${max} characters long`),
  );

/** A name that must be given: trimmed, not empty, not invisible characters only. */
const requiredName = (max = 200) =>
  v.pipe(
    v.string('name is text'),
    v.trim(),
    v.minLength(1, 'name is required'),
    visible('name is required'),
    v.maxLength(max),
  );

export const MedicationInput = v.union([
  v.pipe(
    v.string('a medication is a name or an object'),
    v.trim(),
    v.minLength(1),
    visible('a medication is empty'),
    v.maxLength(200),
  ),
  v.strictObject({
    name: requiredName(),
    dosage: v.optional(v.pipe(v.string(), v.maxLength(100))),
    frequency: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
]);

export const medicationName = (medication: v.InferOutput<typeof MedicationInput>): string =>
  typeof medication === 'string' ? medication : medication.name;

export const Interaction = v.object({
  ingredients: v.pipe(v.array(v.string()), v.length(2)),
  medications: v.pipe(v.array(v.string()), v.length(2), v.description('The two medications as written')),
  severity: Severity,
  mechanism: v.string(),
  effect: v.string(),
  management: v.string(),
  source: SourceRef,
  basis: v.pipe(
    v.picklist(['curated', 'imported']),
    v.description('Our curated rules, or an imported table (VA NDF-RT)'),
  ),
  rule: v.string(),
});

export const NormalizedMedication = v.object({
  input: v.string(),
  ingredients: v.array(v.string()),
  match: v.picklist([
    'ingredient',
    'brand',
    'other name',
    'combination',
    'spelling corrected',
    'unrecognized',
  ]),
  classes: v.array(v.string()),
});

/** An optional finite number within [min, max], each refusal naming the field. */
export const boundedNumber = (name: string, min: number, max: number, description: string) =>
  v.optional(
    v.pipe(
      v.number(`${name} is a number`),
      v.finite(`${name} is a finite number`),
      v.minValue(min, `${name} is at least ${min}`),
      v.maxValue(max, `${name} is at most ${max}`),
      v.description(description),
    ),
  );
