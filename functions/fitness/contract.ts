import * as v from 'valibot';
import { detectRedFlags, urgentCareMessage } from '../../shared/clinical/red-flags.ts';
import { RESTING_HR_ALERT, restingHrAlert } from '../../shared/fitness/heart-rate.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { MedicationInput, SourceRef, timestamp } from '../../shared/http/schemas.ts';
import { leadingWithUrgentCare, rawNumber, rawTexts } from '../../shared/http/urgent-body.ts';
import { exampleFitnessPlan } from './example.ts';

const text = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is text`),
    v.trim(),
    v.minLength(1, `${name} is required`),
    v.maxLength(max, `${name} is at most ${max} characters`),
  );
const minutes = (name: string, max: number) =>
  v.optional(
    v.pipe(
      v.number(`${name} is a number`),
      v.integer(`${name} is a whole number`),
      v.minValue(0, `${name} is 0 or more`),
      v.maxValue(max, `${name} is at most ${max}`),
    ),
  );
const weightIn = (unit: 'kg' | 'lb', min: number, max: number) =>
  v.strictObject({
    value: v.pipe(
      v.number('weight.value is a number'),
      v.finite('weight.value is a number'),
      v.minValue(min, `weight is at least ${min} ${unit}`),
      v.maxValue(max, `weight is at most ${max} ${unit}`),
    ),
    unit: v.literal(unit),
  });

export const FitnessBody = v.strictObject({
  age: v.pipe(
    v.number('age is a number'),
    v.integer('age is a whole number of years'),
    v.minValue(18, 'age is at least 18 (the plan follows the adult guidelines)'),
    v.maxValue(110, 'age is at most 110'),
  ),
  sex: v.optional(v.picklist(['female', 'male'], 'sex is female or male')),
  weight: v.optional(
    v.pipe(
      v.variant('unit', [weightIn('kg', 20, 400), weightIn('lb', 44, 882)], 'weight.unit is kg or lb'),
      v.description('For energy estimates: {"value": 70, "unit": "kg"} or {"value": 154, "unit": "lb"}'),
    ),
  ),
  currentActivity: v.optional(
    v.strictObject({
      moderateMinutesPerWeek: minutes('moderateMinutesPerWeek', 3000),
      vigorousMinutesPerWeek: minutes('vigorousMinutesPerWeek', 2000),
      strengthDaysPerWeek: minutes('strengthDaysPerWeek', 7),
    }),
  ),
  goals: v.optional(
    v.pipe(
      v.array(
        v.picklist(
          ['general-health', 'weight-management', 'endurance', 'strength', 'balance', 'blood-pressure'],
          'a goal is general-health, weight-management, endurance, strength, balance or blood-pressure',
        ),
        'goals is a list',
      ),
      v.maxLength(6, 'At most 6 goals'),
      v.description(
        'weight-management and endurance aim at 300 moderate minutes; balance adds balance sessions',
      ),
    ),
  ),
  conditions: v.optional(
    v.pipe(
      v.array(text('a condition', 200), 'conditions is a list of text'),
      v.maxLength(20, 'At most 20 conditions'),
      v.description(
        'In the person’s words; matched to the conditions PAR-Q+ asks about and read for red flags',
      ),
    ),
  ),
  limitations: v.optional(
    v.pipe(
      v.array(text('a limitation', 200), 'limitations is a list of text'),
      v.maxLength(20, 'At most 20 limitations'),
      v.description('"knee pain", "back problems"…: joint limitations make the plan low-impact'),
    ),
  ),
  medications: v.optional(
    v.pipe(
      v.array(MedicationInput, 'medications is a list'),
      v.maxLength(50, 'At most 50 medications'),
      v.description('Beta-blockers make heart-rate zones unreliable; the plan says to use effort instead'),
    ),
  ),
  restingHeartRate: v.optional(
    v.pipe(
      v.number('restingHeartRate is a number'),
      v.integer('restingHeartRate is a whole number of beats a minute'),
      v.minValue(25, 'restingHeartRate is at least 25'),
      v.maxValue(220, 'restingHeartRate is at most 220'),
      v.description('Beats a minute at rest: zones by heart-rate reserve (Karvonen) instead of % of maximum'),
    ),
  ),
  pregnant: v.optional(v.boolean('pregnant is true or false')),
  parq: v.optional(
    v.pipe(
      v.strictObject({
        heartConditionOrHighBloodPressure: v.optional(v.boolean()),
        chestPain: v.optional(v.boolean()),
        dizzinessOrFainting: v.optional(v.boolean()),
        otherChronicCondition: v.optional(v.boolean()),
        chronicMedication: v.optional(v.boolean()),
        boneJointOrSoftTissue: v.optional(v.boolean()),
        supervisedOnly: v.optional(v.boolean()),
      }),
      v.description('The seven general questions of PAR-Q+ (2023); true is a "yes"'),
    ),
  ),
  weeks: v.optional(
    v.pipe(
      v.number('weeks is a number'),
      v.integer('weeks is a whole number'),
      v.minValue(1, 'weeks is at least 1'),
      v.maxValue(12, 'weeks is at most 12'),
      v.description('Weeks of progression to show, default 12; the plan stops once the target is held'),
    ),
  ),
});

/**
 * The red flags of a body that may be invalid: the words of its conditions and limitations, a PAR-Q+
 * "yes" to chest pain and a resting heart rate above 120, as the plan reads them.
 */
const urgentInRawBody = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = body as Record<string, unknown>;
  const texts = [...rawTexts(raw.conditions), ...rawTexts(raw.limitations)];
  const parq = raw.parq as { chestPain?: unknown } | undefined;
  if (typeof parq === 'object' && parq !== null && parq.chestPain === true)
    texts.push('Chest pain with physical activity.');
  const age = rawNumber(raw.age, 0, 130);
  const sex = raw.sex === 'female' || raw.sex === 'male' ? raw.sex : undefined;
  const flags =
    texts.length > 0
      ? detectRedFlags(texts.join('. '), {
          ...(age === undefined ? {} : { age }),
          ...(sex ? { sex } : {}),
          ...(raw.pregnant === true ? { pregnant: true } : {}),
        })
      : [];
  const resting = rawNumber(raw.restingHeartRate, 0, 300);
  if (resting !== undefined && resting > RESTING_HR_ALERT) flags.push(restingHrAlert(resting, 'as given'));
  return urgentCareMessage(flags);
};

/** The body as the operation reads it: a refused body with a red flag leads its 400 with urgent care. */
const FitnessRequest = leadingWithUrgentCare(FitnessBody, urgentInRawBody);

const Zone = v.object({
  intensity: v.picklist(['moderate', 'vigorous']),
  low: v.number(),
  high: v.number(),
  basis: v.string(),
});

const Session = v.object({
  day: v.picklist(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']),
  activity: v.string(),
  activityId: v.string(),
  kind: v.picklist(['aerobic', 'strength', 'balance', 'flexibility']),
  intensity: v.picklist(['light', 'moderate', 'vigorous']),
  minutes: v.number(),
  met: v.pipe(v.number(), v.description('Compendium of Physical Activities (2011, as kept in 2024)')),
  kcal: v.optional(
    v.pipe(v.number(), v.description('MET × 3.5 × kg / 200 × minutes (ACSM); present when weight is given')),
  ),
});

export const FitnessPlan = v.object({
  urgentCare: v.optional(
    v.pipe(v.string(), v.description('Present when a red flag fires: the urgent-care message to show first')),
  ),
  alerts: v.array(
    v.object({
      id: v.string(),
      label: v.string(),
      urgency: v.picklist(['emergency', 'urgent']),
      advice: v.string(),
      source: SourceRef,
    }),
  ),
  planWithheld: v.optional(
    v.pipe(
      v.object({ reason: v.string() }),
      v.description(
        'Present when any red flag fires (emergency or urgent): no plan is issued (`weeks` and `zones` are empty) until a clinician has assessed the person',
      ),
    ),
  ),
  screening: v.object({
    clearanceAdvised: v.pipe(
      v.boolean(),
      v.description(
        'Any red flag, PAR-Q+ "yes", listed condition, pregnancy (ACOG 2020) or a resting rate above 100: medical clearance before becoming more active',
      ),
    ),
    parqYes: v.array(v.object({ question: v.string(), text: v.string() })),
    conditions: v.array(v.string()),
    reasons: v.array(v.string()),
    advice: v.string(),
    source: SourceRef,
  }),
  targets: v.object({
    moderateMinutesPerWeek: v.pipe(v.array(v.number()), v.length(2), v.description('[low, high] minutes')),
    vigorousMinutesPerWeek: v.pipe(v.array(v.number()), v.length(2), v.description('[low, high] minutes')),
    strengthDaysPerWeek: v.number(),
    balanceDaysPerWeek: v.number(),
    planGoalModerateEquivalent: v.number(),
    text: v.string(),
  }),
  heartRate: v.object({
    maxHr: v.number(),
    maxHrFormula: v.string(),
    method: v.picklist(['karvonen', 'percent-of-max']),
    restingHeartRate: v.optional(v.number()),
    zones: v.array(Zone),
    rpe: v.object({ scale: v.string(), moderate: v.string(), vigorous: v.string() }),
    note: v.optional(v.string()),
  }),
  weeks: v.array(
    v.object({
      week: v.number(),
      moderateMinutes: v.number(),
      vigorousMinutes: v.number(),
      moderateEquivalentMinutes: v.pipe(v.number(), v.description('Moderate plus twice vigorous')),
      strengthDays: v.number(),
      balanceDays: v.number(),
      sessions: v.array(Session),
      kcal: v.optional(v.number()),
    }),
  ),
  notes: v.array(v.string()),
  sources: v.array(SourceRef),
  disclaimer: v.string(),
  timestamp,
});

export const exampleFitnessRequest = {
  age: 67,
  sex: 'female',
  weight: { value: 154, unit: 'lb' },
  currentActivity: { moderateMinutesPerWeek: 60, strengthDaysPerWeek: 0 },
  goals: ['general-health', 'balance'],
  conditions: ['high blood pressure'],
  limitations: ['knee pain on stairs'],
  medications: ['metoprolol 25 mg'],
  restingHeartRate: 64,
  parq: { heartConditionOrHighBloodPressure: true, chronicMedication: true },
  weeks: 4,
} as const;

export const planFitness = defineOperation({
  operationId: 'planFitness',
  method: 'POST',
  path: '/api/v1/fitness/plan',
  tag: 'Personal health',
  summary: 'A weekly activity plan with progression and heart-rate zones',
  description:
    'From a profile (age, sex, weight in kg or lb, current activity, goals, conditions, limitations, medications, resting heart rate, pregnancy, PAR-Q+ answers): a week-by-week plan toward the Physical Activity Guidelines for Americans 2nd ed. (2018) and WHO 2020 (150–300 moderate or 75–150 vigorous minutes, strength 2+ days, balance 3 days from 65), started low and raised by at most 20 minutes a week; heart-rate zones from HRmax = 208 − 0.7 × age (Tanaka 2001), by heart-rate reserve (Karvonen) with a resting heart rate, and RPE; MET values from the Compendium of Physical Activities with energy per session. Any PAR-Q+ "yes", listed condition or pregnancy advises medical clearance and keeps the plan moderate; in pregnancy (given or written in conditions) the targets follow ACOG 2020 (at least 150 moderate minutes, no vigorous target, no weight-loss aim). Any red flag from the shared engine (emergency or urgent) leads with `urgentCare`, advises clearance and withholds the plan (`planWithheld`, no weeks or zones). Informational, not an exercise prescription.',
  public: false,
  status: 200,
  body: FitnessRequest,
  response: FitnessPlan,
  errors: [],
  examples: { request: exampleFitnessRequest, response: exampleFitnessPlan },
});

export const operations = [planFitness];
