import * as v from 'valibot';
import { analyzeHealthData as analyzeData } from '../../shared/clinical/analysis.ts';
import type { BloodPressureInput } from '../../shared/clinical/blood-pressure.ts';
import {
  GLUCOSE_GUIDELINE,
  GLUCOSE_SEVERITY,
  type GlucoseReading,
  type GlucoseUnit,
  glucoseUnitWarning,
} from '../../shared/clinical/glucose.ts';
import { BLOOD_PRESSURE_GUIDELINE } from '../../shared/clinical/guidelines.ts';
import { readObservations } from '../../shared/fhir/observations.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import {
  Interaction,
  MedicationInput,
  medicationName,
  NormalizedMedication,
  Priority,
  Severity,
  SourceRef,
  timestamp,
  unitInterval,
} from '../../shared/http/schemas.ts';
import { onRealDay } from '../../shared/http/timestamp.ts';
import { leadingWithUrgentCare, rawNumeric, screenedTexts } from '../../shared/http/urgent-body.ts';
import { isRecord } from '../../shared/records.ts';

const readingTime = v.optional(
  v.pipe(
    v.string('timestamp is text'),
    v.isoTimestamp('timestamp is an ISO 8601 date and time'),
    onRealDay('timestamp'),
    v.description('When it was measured (ISO 8601)'),
  ),
);

/**
 * Glucose units as meters and people write them: mg/dL and mmol/L in any case, and "mmol" and
 * "mM" (millimolar, exactly mmol/L) for mmol/L. "mM" only in that case: "mm" and "MM" are not it.
 */
const GLUCOSE_UNITS: Record<string, GlucoseUnit> = { 'mg/dl': 'mg/dL', 'mmol/l': 'mmol/L', mmol: 'mmol/L' };
const glucoseUnitOf = (unit: string): GlucoseUnit | undefined => {
  const trimmed = unit.trim();
  return trimmed === 'mM' ? 'mmol/L' : GLUCOSE_UNITS[trimmed.toLowerCase()];
};

const GlucoseReadingInput = v.pipe(
  v.strictObject({
    value: v.pipe(
      v.number('value is a number'),
      // 0.5 mmol/L is 9 mg/dL, below what laboratories report (the lab catalog's floor is 10 mg/dL):
      // a smaller number is not a glucose reading in either unit, nor one sent in the other unit.
      v.minValue(0.5, 'value is at least 0.5: a smaller number is not a glucose reading in mg/dL or mmol/L'),
      v.maxValue(2_000, 'value is at most 2000'),
    ),
    unit: v.pipe(
      v.string('unit is text'),
      v.transform((unit) => glucoseUnitOf(unit) ?? unit),
      v.picklist(['mg/dL', 'mmol/L'], 'unit must be mg/dL or mmol/L'),
      v.description('mg/dL or mmol/L (any case; "mmol" and "mM" are read as mmol/L)'),
    ),
    timestamp: readingTime,
    context: v.optional(
      v.pipe(
        v.string('context is text'),
        v.transform((context) => context.trim().toLowerCase()),
        v.picklist(['fasting', 'post-meal', 'random'], 'context is fasting, post-meal or random'),
        v.description('When it was taken relative to meals; readings without it are read as random'),
      ),
    ),
  }),
  v.forward(
    v.check((reading) => reading.unit === 'mg/dL' || reading.value <= 111, 'a mmol/L value is at most 111'),
    ['value'],
  ),
);

const BloodPressureReadingInput = v.pipe(
  v.strictObject({
    systolic: v.pipe(
      v.number('systolic is a number'),
      v.integer('systolic is a whole number of mm Hg'),
      v.minValue(50),
      v.maxValue(300),
    ),
    diastolic: v.pipe(
      v.number('diastolic is a number'),
      v.integer('diastolic is a whole number of mm Hg'),
      v.minValue(20),
      v.maxValue(200),
    ),
    timestamp: readingTime,
  }),
  v.forward(
    v.check((reading) => reading.diastolic < reading.systolic, 'diastolic must be below systolic'),
    ['diastolic'],
  ),
);

const list = <T extends v.GenericSchema>(item: T, max: number, what: string) =>
  v.optional(
    v.pipe(
      v.array(item, `${what} is a list`),
      v.minLength(1, `${what} is empty`),
      v.maxLength(max, `at most ${max} ${what}`),
    ),
  );

const AnalyzeFields = v.strictObject({
  data: v.pipe(
    v.strictObject(
      {
        bloodGlucose: list(GlucoseReadingInput, 1_000, 'bloodGlucose readings'),
        bloodPressure: list(BloodPressureReadingInput, 1_000, 'bloodPressure readings'),
        medications: list(MedicationInput, 50, 'medications'),
        symptoms: v.pipe(
          list(
            v.pipe(
              v.string('a symptom is text'),
              v.trim(),
              v.minLength(1, 'a symptom is not empty'),
              v.maxLength(200, 'a symptom is at most 200 characters'),
            ),
            20,
            'symptoms',
          ),
          v.description(
            'What the person feels now, in their words ("dizzy", "vomiting", "ketones"): low blood pressure or very high glucose with symptoms, and any red flag in them, get urgent-care advice',
          ),
        ),
        observations: v.optional(
          v.pipe(
            v.unknown(),
            v.description(
              'FHIR R4 Observations (an array or a Bundle): LOINC-coded glucose and blood pressure panels with UCUM units',
            ),
          ),
        ),
      },
      'data is an object',
    ),
    v.check(
      (data) =>
        Boolean(
          data.bloodGlucose ||
            data.bloodPressure ||
            data.medications ||
            data.symptoms ||
            data.observations !== undefined,
        ),
      'Give at least one of bloodGlucose, bloodPressure, medications, symptoms or observations',
    ),
  ),
  detailed: v.optional(
    v.pipe(v.boolean('detailed is true or false'), v.description('Add per-reading findings')),
    false,
  ),
  includeRecommendations: v.optional(
    v.pipe(v.boolean('includeRecommendations is true or false'), v.description('Add recommendations')),
    false,
  ),
  fhirOutput: v.optional(
    v.pipe(
      v.boolean('fhirOutput is true or false'),
      v.description('Add the readings as FHIR R4 Observations with interpretations'),
    ),
    false,
  ),
});

/** The items of a raw list that are valid on their own, as their schema outputs them. */
const readable = <S extends v.GenericSchema>(schema: S, list: unknown, max: number): v.InferOutput<S>[] =>
  Array.isArray(list)
    ? list.slice(0, max).flatMap((item) => {
        const result = v.safeParse(schema, item);
        return result.success ? [result.output] : [];
      })
    : [];

/**
 * A glucose reading of a refused body, read leniently: its value as a number or numeric text, any
 * other field ignored. With no unit, or one we do not read, the value is read in each unit in which
 * it is a reading a meter can show (20 mg/dL and up, 35 mmol/L and below), and a danger in either
 * leads the 400: 40 is level 2 hypoglycemia in mg/dL (and beyond meters in mmol/L), 2.5 in mmol/L.
 * Erring toward care, the refusal may name a danger the true unit would not have.
 */
const lenientGlucose = (item: unknown): GlucoseReading[] => {
  if (!isRecord(item)) return [];
  const value = rawNumeric(item.value, 0.5, 2_000);
  if (value === undefined) return [];
  const stated = typeof item.unit === 'string' ? glucoseUnitOf(item.unit) : undefined;
  if (stated) return stated === 'mmol/L' && value > 111 ? [] : [{ value, unit: stated }];
  return (['mg/dL', 'mmol/L'] as const)
    .filter((unit) => (unit === 'mg/dL' || value <= 111) && !glucoseUnitWarning({ value, unit }))
    .map((unit) => ({ value, unit }));
};

/** A blood pressure reading of a refused body, read leniently (numeric text, other fields ignored). */
const lenientPressure = (item: unknown): BloodPressureInput[] => {
  if (!isRecord(item)) return [];
  const systolic = rawNumeric(item.systolic, 50, 300);
  const diastolic = rawNumeric(item.diastolic, 20, 200);
  return systolic !== undefined && diastolic !== undefined && diastolic < systolic
    ? [{ systolic, diastolic }]
    : [];
};

const lenientList = <T>(list: unknown, read: (item: unknown) => T[]): T[] =>
  Array.isArray(list) ? list.slice(0, 1_000).flatMap(read) : [];

/**
 * The urgent-care message for the readings, medicines, symptoms and Observations of a body that may
 * be invalid, each item read on its own and leniently (a glucose of 40 beside a malformed blood
 * pressure, a reading with a field we do not take, "190" as text, a glucose without its unit), and
 * every symptom past the count and length limits up to SCREENED_TEXT_LIMIT: its 400 leads with
 * it, as the analysis would.
 */
const urgentInRawBody = (body: unknown): string | undefined => {
  if (!isRecord(body) || !isRecord(body.data)) return undefined;
  const raw = body.data;
  const fhir = raw.observations === undefined ? undefined : readObservations(raw.observations).parsed;
  return analyzeData(
    {
      bloodGlucose: [...lenientList(raw.bloodGlucose, lenientGlucose), ...(fhir?.bloodGlucose ?? [])],
      bloodPressure: [...lenientList(raw.bloodPressure, lenientPressure), ...(fhir?.bloodPressure ?? [])],
      medications: readable(MedicationInput, raw.medications, 50).map((medication) => ({
        name: medicationName(medication),
      })),
      // Symptoms sent beside data rather than in it are read too.
      symptoms: [...screenedTexts(raw.symptoms), ...screenedTexts(body.symptoms)],
      otherFlags: fhir?.alerts ?? [],
    },
    { detailed: false, includeRecommendations: false },
  ).urgentCare;
};

const AnalyzeBody = leadingWithUrgentCare(AnalyzeFields, urgentInRawBody);

const GlucoseStatus = v.pipe(
  v.picklist([...GLUCOSE_SEVERITY, 'unit-unclear']),
  v.description(
    `${GLUCOSE_GUIDELINE}: level 2 hypoglycemia below 54 mg/dL (3.0 mmol/L); level 1 54 to 69 (3.0 to 3.8); very high above 240 (13.3); diabetes range fasting 126 (7.0) or more, after a meal or random 200 (11.1) or more; prediabetes range fasting 100 to 125 (5.6 to 6.9), after a meal 140 to 199 (7.8 to 11.0). A series takes its worst reading's status. unit-unclear: the value does not fit its unit (below 20 mg/dL, or above 35 mmol/L) and is not classified (see unitWarnings); when every reading is so, the series is unit-unclear.`,
  ),
);

const UnitWarning = v.object({
  likelyUnit: v.picklist(['mg/dL', 'mmol/L']),
  message: v.string(),
});

const BloodPressureStatus = v.pipe(
  v.picklist(['normal', 'elevated', 'stage-1', 'stage-2', 'crisis', 'low']),
  v.description(
    `${BLOOD_PRESSURE_GUIDELINE} category of the average: normal below 120/80; elevated 120 to 129 and below 80; stage 1 130 to 139 or 80 to 89; stage 2 140 or 90 or higher; crisis when any reading is above 180 and/or 120; low (American Heart Association, NHLBI) when the average is below 90 systolic or 60 diastolic and otherwise normal.`,
  ),
);

export const AnalysisResponse = v.object({
  urgentCare: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Present when there are alerts: the urgent-care message of the red-flag engine (the same words as triage and /ask), to show first',
      ),
    ),
  ),
  id: v.string(),
  analysis: v.object({
    bloodGlucose: v.optional(
      v.object({
        average: v.optional(
          v.pipe(
            v.number(),
            v.description(
              'Mean in mg/dL of the readings whose value fits their unit (absent when none does)',
            ),
          ),
        ),
        unit: v.literal('mg/dL'),
        averageMmolL: v.optional(v.number()),
        status: GlucoseStatus,
        priority: Priority,
        interpretation: v.string(),
        guideline: v.string(),
        readings: v.number(),
        hypoglycemia: v.object({ level1: v.number(), level2: v.number() }),
        variability: v.optional(v.object({ sd: v.number(), cv: v.number(), stable: v.boolean() })),
        timeInRange: v.optional(
          v.object({
            veryLow: v.number(),
            low: v.number(),
            inRange: v.number(),
            high: v.number(),
            veryHigh: v.number(),
          }),
        ),
        unitWarnings: v.optional(
          v.pipe(
            v.array(
              v.object({
                index: v.number(),
                value: v.number(),
                unit: v.string(),
                likelyUnit: v.picklist(['mg/dL', 'mmol/L']),
                message: v.string(),
              }),
            ),
            v.description(
              'Readings whose value does not fit their unit (below 20 mg/dL, the bottom of glucose meters’ range, or above 35 mmol/L): not classified or averaged; the urgent-care advice for the value as sent is still in alerts',
            ),
          ),
        ),
        findings: v.optional(
          v.array(v.object({ index: v.number(), status: v.string(), unitWarning: v.optional(UnitWarning) })),
        ),
      }),
    ),
    bloodPressure: v.optional(
      v.object({
        average: v.object({ systolic: v.number(), diastolic: v.number() }),
        status: BloodPressureStatus,
        priority: Priority,
        interpretation: v.string(),
        guideline: v.string(),
        readings: v.number(),
        occasions: v.number(),
        crisisReadings: v.number(),
        findings: v.optional(v.array(v.object({ index: v.number(), status: v.string() }))),
      }),
    ),
    medications: v.optional(
      v.object({
        status: v.union([v.literal('no-interactions'), Severity]),
        priority: Priority,
        interpretation: v.string(),
        medications: v.array(NormalizedMedication),
        interactions: v.array(Interaction),
      }),
    ),
  }),
  trustScore: unitInterval('Data completeness and rule confidence (see the README)'),
  recommendations: v.optional(
    v.array(v.object({ category: v.string(), text: v.string(), priority: Priority, source: SourceRef })),
  ),
  alerts: v.pipe(
    v.array(
      v.object({
        kind: v.pipe(v.string(), v.description('The red flag id, as in triage and /ask')),
        label: v.string(),
        urgency: v.picklist(['emergency', 'urgent']),
        message: v.string(),
        source: SourceRef,
      }),
    ),
    v.description(
      'Urgent-care findings, emergencies first: hypertensive crisis (an emergency with symptoms of organ damage), level 2 hypoglycemia, glucose in the hyperglycemic crisis range, very high glucose with ketone symptoms, low blood pressure with symptoms or a mean arterial pressure below 60 mm Hg, contraindicated combinations, a reading that would be one of these if its unit is right, red flags in the symptoms, and dangerous values in FHIR Observations not analyzed (oxygen saturation, heart rate, respiratory rate and temperature by NEWS2 2017, lab values beyond their critical limits)',
    ),
  ),
  unsupported: v.optional(
    v.pipe(
      v.array(
        v.object({
          path: v.string(),
          system: v.optional(v.string()),
          code: v.optional(v.string()),
          display: v.optional(v.string()),
          reason: v.string(),
        }),
      ),
      v.description(
        'FHIR Observations not analyzed (heart rate, weight…, or entered in error), with their code; a dangerous value among them still raises its alert',
      ),
    ),
  ),
  fhir: v.optional(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.description('FHIR R4 Bundle of the readings as Observations'),
    ),
  ),
  disclaimer: v.string(),
  timestamp,
});

export const analyzeHealthData = defineOperation({
  operationId: 'analyzeHealthData',
  method: 'POST',
  path: '/api/v1/health-data/analyze',
  tag: 'Health data',
  summary: 'Analyze blood glucose, blood pressure and medications',
  description:
    'Classifies readings against the ADA Standards of Care 2025 and the 2017 ACC/AHA guideline, summarizes series (average, variability, time in range) and checks medications for interactions. Readings may come as JSON or as FHIR R4 Observations. Symptoms alone are screened for red flags (200 with the alerts and no analysis sections). Informational, not a diagnosis.',
  public: false,
  status: 200,
  body: AnalyzeBody,
  response: AnalysisResponse,
  errors: [],
  examples: {
    request: {
      data: {
        bloodGlucose: [
          { value: 132, unit: 'mg/dL', context: 'fasting', timestamp: '2026-11-20T07:00:00Z' },
          { value: 7.4, unit: 'mmol/L', context: 'fasting', timestamp: '2026-11-21T07:00:00Z' },
        ],
        bloodPressure: [
          { systolic: 142, diastolic: 91, timestamp: '2026-11-20T08:00:00Z' },
          { systolic: 138, diastolic: 88, timestamp: '2026-11-21T08:00:00Z' },
        ],
        medications: [{ name: 'lisinopril', dosage: '10 mg', frequency: 'daily' }, 'Aldactone'],
      },
      includeRecommendations: true,
    },
    response: {
      id: 'ana_epkm5uasH2aHAg2oQ4hZ',
      analysis: {
        bloodGlucose: {
          average: 132.7,
          unit: 'mg/dL',
          averageMmolL: 7.37,
          status: 'diabetes-range',
          priority: 'high',
          interpretation:
            '2 readings, average 132.7 mg/dL (7.37 mmol/L). The most concerning reading is in the diabetes range (fasting 126 mg/dL / 7.0 mmol/L or more…). Thresholds: ADA Standards of Care in Diabetes 2025.',
          guideline: 'ADA Standards of Care in Diabetes 2025',
          readings: 2,
          hypoglycemia: { level1: 0, level2: 0 },
          variability: { sd: 0.9, cv: 0.7, stable: true },
          timeInRange: { veryLow: 0, low: 0, inRange: 1, high: 0, veryHigh: 0 },
        },
        bloodPressure: {
          average: { systolic: 140, diastolic: 89.5 },
          status: 'stage-2',
          priority: 'high',
          interpretation:
            '2 readings on 2 days, average 140/89.5 mm Hg: stage 2 hypertension (140 systolic or 90 diastolic or higher). Categories: 2017 ACC/AHA High Blood Pressure Guideline.',
          guideline: '2017 ACC/AHA High Blood Pressure Guideline',
          readings: 2,
          occasions: 2,
          crisisReadings: 0,
        },
        medications: {
          status: 'major',
          priority: 'high',
          interpretation:
            '1 interaction(s) found; the most serious is major: lisinopril with spironolactone.',
          medications: [
            {
              input: 'lisinopril',
              ingredients: ['lisinopril'],
              match: 'ingredient',
              classes: ['ACE inhibitor'],
            },
            {
              input: 'Aldactone',
              ingredients: ['spironolactone'],
              match: 'brand',
              classes: ['potassium-sparing diuretic'],
            },
          ],
          interactions: [
            {
              ingredients: ['lisinopril', 'spironolactone'],
              medications: ['lisinopril', 'Aldactone'],
              severity: 'major',
              mechanism: 'Both make the kidneys keep potassium.',
              effect: 'High blood potassium (hyperkalemia), which can cause dangerous heart rhythms.',
              management:
                'Check potassium and kidney function within a week of starting and regularly after.',
              source: {
                title: 'High potassium level (MedlinePlus)',
                url: 'https://medlineplus.gov/ency/article/001179.htm',
              },
              basis: 'curated',
              rule: 'acei-potassium-sparing',
            },
          ],
        },
      },
      trustScore: 1,
      recommendations: [
        {
          category: 'blood-pressure',
          text: 'The average is in the stage 2 hypertension range. See a clinician soon…',
          priority: 'high',
          source: {
            title: '2017 ACC/AHA High Blood Pressure Guideline (Whelton et al., Hypertension 2018)',
            url: 'https://www.ahajournals.org/doi/10.1161/HYP.0000000000000065',
          },
        },
      ],
      alerts: [],
      disclaimer: 'Informational only, not a diagnosis or medical advice…',
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});

export const operations = [analyzeHealthData];
