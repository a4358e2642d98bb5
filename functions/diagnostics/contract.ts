import * as v from 'valibot';
import { DURATION_UNITS, flagsWithVitals, TRIAGE_LEVELS } from '../../shared/clinical/symptoms.ts';
import type { Vitals as VitalSigns } from '../../shared/clinical/triage/scores.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { SourceRef, timestamp, visible } from '../../shared/http/schemas.ts';
import {
  leadingWithUrgentCare,
  rawNumber,
  rawNumeric,
  rawPerson,
  rawText,
  redFlagsInTexts,
  SCREENED_TEXT_LIMIT,
  screenedTexts,
  urgentOf,
} from '../../shared/http/urgent-body.ts';
import { isRecord } from '../../shared/records.ts';
import { analyzeImagingOperation, createImagingUploadOperation } from './imaging-contract.ts';

const vitalNumber = (name: string, min: number, max: number, unit: string) =>
  v.optional(
    v.pipe(
      v.number(`${name} is a number`),
      v.minValue(min, `${name} below ${min} ${unit} is not a possible reading`),
      v.maxValue(max, `${name} above ${max} ${unit} is not a possible reading`),
      v.description(`${unit}, ${min} to ${max}`),
    ),
  );

/** Physiologically possible ranges: anything outside is a typing or unit error, refused with 400. */
const TEMPERATURE_RANGE = { C: [25, 45], F: [77, 113] } as const;

const Vitals = v.pipe(
  v.strictObject({
    temperature: v.optional(
      v.pipe(
        v.strictObject({
          value: v.number('temperature.value is a number'),
          unit: v.picklist(['C', 'F'], 'temperature.unit is C or F'),
        }),
        v.forward(
          v.check(
            ({ value, unit }) => value >= TEMPERATURE_RANGE[unit][0] && value <= TEMPERATURE_RANGE[unit][1],
            'temperature is not a possible body temperature (25 to 45 °C, 77 to 113 °F)',
          ),
          ['value'],
        ),
      ),
    ),
    heartRate: vitalNumber('heartRate', 20, 300, 'beats/min'),
    respiratoryRate: vitalNumber('respiratoryRate', 2, 80, 'breaths/min'),
    systolic: vitalNumber('systolic', 40, 300, 'mm Hg'),
    diastolic: vitalNumber('diastolic', 20, 200, 'mm Hg'),
    spo2: vitalNumber('spo2', 50, 100, '%'),
    supplementalOxygen: v.optional(v.boolean('supplementalOxygen is true or false')),
    consciousness: v.optional(
      v.pipe(
        v.picklist(
          ['alert', 'new-confusion', 'voice', 'pain', 'unresponsive'],
          'consciousness is alert, new-confusion, voice, pain or unresponsive (ACVPU)',
        ),
        v.description('ACVPU: alert, new confusion, responds to voice, to pain, unresponsive'),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['systolic'], ['diastolic']],
      ({ systolic, diastolic }) => systolic === undefined || diastolic === undefined || diastolic < systolic,
      'diastolic must be lower than systolic',
    ),
    ['diastolic'],
  ),
  v.description('Vital signs; NEWS2 and qSOFA are computed from them'),
);

const SymptomsFields = v.pipe(
  v.strictObject({
    symptoms: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string('a symptom is text'),
            v.trim(),
            v.minLength(1, 'a symptom is empty'),
            visible('a symptom is empty'),
            v.maxLength(300),
          ),
          'symptoms is a list',
        ),
        v.maxLength(20, 'at most 20 symptoms'),
        v.description('Symptoms in the person’s own words'),
      ),
    ),
    description: v.optional(
      v.pipe(
        v.string('description is text'),
        v.trim(),
        v.minLength(1, 'description is empty'),
        visible('description is empty'),
        v.maxLength(4000, 'description is at most 4,000 characters'),
        v.description(
          'Free text as a patient or a clinician would write it ("62 y/o m, substernal CP x 30 min, diaphoretic")',
        ),
      ),
    ),
    codes: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string('a code is text'),
            v.trim(),
            v.regex(/^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/i, 'an ICD-10-CM code such as R07.9'),
          ),
        ),
        v.maxLength(20, 'at most 20 codes'),
        v.description('ICD-10-CM symptom codes (R07.9 chest pain, R50.9 fever…)'),
      ),
    ),
    age: v.optional(
      v.pipe(
        v.number('age is a number'),
        v.minValue(0),
        v.maxValue(120),
        v.description('Years; fractions for babies (0.1 is about five weeks)'),
      ),
    ),
    sex: v.optional(v.picklist(['female', 'male'], 'sex is female or male')),
    pregnant: v.optional(v.boolean('pregnant is true or false')),
    pregnancyWeeks: v.optional(
      v.pipe(
        v.number('pregnancyWeeks is a number'),
        v.minValue(0, 'pregnancyWeeks is 0 to 45'),
        v.maxValue(45, 'pregnancyWeeks is 0 to 45'),
        v.description('Weeks of pregnancy; implies pregnant'),
      ),
    ),
    duration: v.optional(
      v.strictObject({
        value: v.pipe(v.number('duration.value is a number'), v.gtValue(0), v.maxValue(10_000)),
        unit: v.picklist(DURATION_UNITS, 'duration.unit is minutes, hours, days, weeks or months'),
      }),
    ),
    vitals: v.optional(Vitals),
  }),
  v.check(
    (body) => (body.symptoms?.length ?? 0) + (body.codes?.length ?? 0) > 0 || body.description !== undefined,
    'Give at least one symptom, a description or a code',
  ),
  v.forward(
    v.partialCheck(
      [['pregnant'], ['pregnancyWeeks']],
      ({ pregnant, pregnancyWeeks }) => !(pregnant === false && pregnancyWeeks !== undefined),
      'pregnancyWeeks is given but pregnant is false',
    ),
    ['pregnant'],
  ),
);

const CONSCIOUSNESS = new Set(['alert', 'new-confusion', 'voice', 'pain', 'unresponsive']);

/**
 * The vital signs of a refused body, read leniently: numbers or numeric text ("85") within the
 * possible ranges, fields we do not take ignored, a temperature without its unit read by its range
 * (25 to 45 is °C, 77 to 113 °F: they do not overlap), a blood pressure out of order left out.
 */
const lenientVitals = (raw: unknown): VitalSigns | undefined => {
  if (!isRecord(raw)) return undefined;
  const vitals: VitalSigns = {};
  if (isRecord(raw.temperature)) {
    const unit = typeof raw.temperature.unit === 'string' ? raw.temperature.unit.trim().toUpperCase() : '';
    const value = rawNumeric(raw.temperature.value, TEMPERATURE_RANGE.C[0], TEMPERATURE_RANGE.F[1]);
    if (value !== undefined) {
      const read = value <= TEMPERATURE_RANGE.C[1] ? 'C' : value >= TEMPERATURE_RANGE.F[0] ? 'F' : undefined;
      if (read && (unit === '' || unit.endsWith(read))) vitals.temperature = { value, unit: read };
    }
  }
  const number = (key: 'heartRate' | 'respiratoryRate' | 'spo2', min: number, max: number) => {
    const value = rawNumeric(raw[key], min, max);
    if (value !== undefined) vitals[key] = value;
  };
  number('heartRate', 20, 300);
  number('respiratoryRate', 2, 80);
  number('spo2', 50, 100);
  const systolic = rawNumeric(raw.systolic, 40, 300);
  const diastolic = rawNumeric(raw.diastolic, 20, 200);
  if (systolic !== undefined && (diastolic === undefined || diastolic < systolic)) vitals.systolic = systolic;
  if (diastolic !== undefined && (systolic === undefined || diastolic < systolic))
    vitals.diastolic = diastolic;
  if (raw.supplementalOxygen === true) vitals.supplementalOxygen = true;
  if (typeof raw.consciousness === 'string' && CONSCIOUSNESS.has(raw.consciousness))
    vitals.consciousness = raw.consciousness as NonNullable<VitalSigns['consciousness']>;
  return Object.keys(vitals).length > 0 ? vitals : undefined;
};

/**
 * The red flags in the words and vital signs of a body that may be invalid ("age": "70" beside a
 * stroke described, an SpO2 of 85 beside a field we do not take): its 400 leads with the urgent-care
 * message, as the triage would. Every symptom and the whole description are read, past their count
 * and length limits, up to SCREENED_TEXT_LIMIT characters.
 */
export const urgentInRawSymptoms = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined;
  const symptoms = screenedTexts(body.symptoms);
  const texts = [
    symptoms.length > 0 ? symptoms.join('.\n') : undefined,
    rawText(body.description, SCREENED_TEXT_LIMIT),
  ];
  const pregnancyWeeks = rawNumber(body.pregnancyWeeks, 0, 45) !== undefined && body.pregnant !== false;
  const person = { ...rawPerson(body), ...(pregnancyWeeks ? { pregnant: true } : {}) };
  const vitals = lenientVitals(body.vitals);
  if (!vitals) return urgentOf(redFlagsInTexts(texts, person));
  const text = texts.filter((part) => part !== undefined).join('.\n');
  return urgentOf(flagsWithVitals(text, person, vitals).flags);
};

export const SymptomsBody = leadingWithUrgentCare(SymptomsFields, urgentInRawSymptoms);

const News2Schema = v.object({
  total: v.number(),
  parts: v.pipe(
    v.record(v.string(), v.number()),
    v.description(
      'Points per vital sign given (respiratoryRate, spo2, supplementalOxygen, systolic, heartRate, consciousness, temperature)',
    ),
  ),
  complete: v.pipe(
    v.boolean(),
    v.description('All seven NEWS2 parameters were given (air is assumed when supplementalOxygen is absent)'),
  ),
  risk: v.picklist(['low', 'low-medium', 'medium', 'high']),
  applies: v.pipe(
    v.boolean(),
    v.description(
      'False under 16 or in pregnancy, where RCP has not validated NEWS2: shown, but it does not set the level',
    ),
  ),
});

const QSofaSchema = v.object({
  score: v.number(),
  assessed: v.pipe(v.number(), v.description('How many of the three criteria the vitals allowed to assess')),
  criteria: v.object({ respiratoryRate: v.boolean(), mentation: v.boolean(), systolic: v.boolean() }),
});

export const TriageResponse = v.object({
  triage: v.pipe(
    v.picklist(TRIAGE_LEVELS),
    v.description(
      'emergency: call 911 now; urgent-care: same-day care; see-a-doctor: within days; self-care: usually gets better at home',
    ),
  ),
  advice: v.pipe(v.string(), v.description('Urgent-care advice first whenever red flags are found')),
  redFlags: v.array(
    v.object({
      id: v.string(),
      label: v.string(),
      urgency: v.picklist(['emergency', 'urgent']),
      advice: v.string(),
      source: SourceRef,
    }),
  ),
  reasons: v.array(v.string()),
  conditions: v.pipe(
    v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        summary: v.string(),
        source: SourceRef,
        matchedSymptoms: v.array(v.string()),
      }),
    ),
    v.description(
      'Up to five conditions to discuss with a clinician: those behind the red flags first, then knowledge-base entries that share the symptoms’ own words; not a diagnosis',
    ),
  ),
  unrecognizedCodes: v.array(v.string()),
  scores: v.optional(
    v.pipe(
      v.object({ news2: v.optional(News2Schema), qsofa: v.optional(QSofaSchema) }),
      v.description(
        'Early-warning scores when vitals are given: NEWS2 (RCP 2017) and qSOFA (Sepsis-3, 2016)',
      ),
    ),
  ),
  disclaimer: v.string(),
  timestamp,
});

export const checkSymptoms = defineOperation({
  operationId: 'checkSymptoms',
  method: 'POST',
  path: '/api/v1/diagnostics/symptoms',
  tag: 'Diagnostics',
  summary: 'Symptom triage',
  description:
    'A triage level from auditable red-flag rules (docs/triage-rules.md) and, when vitals are given, NEWS2 and qSOFA; the flags behind it with their sources; and conditions to discuss with a clinician. Self-care only for a recognised self-limiting complaint. Informational, not a diagnosis.',
  public: false,
  status: 200,
  body: SymptomsBody,
  response: TriageResponse,
  errors: [],
  examples: {
    request: {
      description: '62 y/o m, substernal CP x 30 min, diaphoretic, hx HTN, DM',
      age: 62,
      sex: 'male',
      duration: { value: 30, unit: 'minutes' },
      vitals: {
        heartRate: 104,
        respiratoryRate: 22,
        systolic: 150,
        diastolic: 92,
        spo2: 95,
        temperature: { value: 36.9, unit: 'C' },
        consciousness: 'alert',
      },
    },
    response: {
      triage: 'emergency',
      advice:
        'This may be an emergency. Call 911 (or your local emergency number) now. Chest pain or pressure lasting more than a few minutes… can be a heart attack. Do not drive yourself.',
      redFlags: [
        {
          id: 'chest-pain',
          label: 'Chest pain or pressure',
          urgency: 'emergency',
          advice: 'Call 911 (or your local emergency number) now…',
          source: {
            title: 'Heart attack (NHLBI); 2021 AHA/ACC chest pain guideline',
            url: 'https://www.nhlbi.nih.gov/health/heart-attack',
          },
        },
      ],
      reasons: ['Red flag: Chest pain or pressure.'],
      conditions: [
        {
          id: 'urgent-heart-attack',
          name: 'Heart attack (acute coronary syndrome) or Unstable angina',
          summary: 'A heart attack happens when blood flow to part of the heart muscle is blocked.',
          source: {
            title:
              'Heart attack: warning signs and what to do (National Heart, Lung, and Blood Institute (NHLBI))',
            url: 'https://www.nhlbi.nih.gov/health/heart-attack',
          },
          matchedSymptoms: ['62 y/o m, substernal CP x 30 min, diaphoretic, hx HTN, DM'],
        },
      ],
      unrecognizedCodes: [],
      scores: {
        news2: {
          total: 4,
          parts: { respiratoryRate: 2, spo2: 1, systolic: 0, heartRate: 1, consciousness: 0, temperature: 0 },
          complete: true,
          risk: 'low',
          applies: true,
        },
        qsofa: {
          score: 1,
          assessed: 3,
          criteria: { respiratoryRate: true, mentation: false, systolic: false },
        },
      },
      disclaimer: 'Informational only, not a diagnosis…',
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});

export const operations = [checkSymptoms, analyzeImagingOperation, createImagingUploadOperation];
