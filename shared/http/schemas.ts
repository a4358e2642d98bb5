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

/** A name that must be given: trimmed, not empty, not invisible characters only. */
export const requiredName = (max = 200) =>
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
