import * as v from 'valibot';
import { detectRedFlags, urgentCareMessage } from '../../shared/clinical/red-flags.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { SourceRef } from '../../shared/http/schemas.ts';
import { onRealDay, timestamp } from '../../shared/http/timestamp.ts';
import { leadingWithUrgentCare, rawNumber, rawTexts } from '../../shared/http/urgent-body.ts';
import { exampleWearableInsights, exampleWearableRequest } from './example.ts';

/** 30 days at one sample a minute. */
const MAX_SAMPLES = 43_200;
/** Grouped by hand: toLocaleString at import loads ICU's number formatting, ~10 ms of every cold start. */
const MAX_SAMPLES_TEXT = String(MAX_SAMPLES).replace(/\B(?=(\d{3})+$)/g, ',');

const isoTime = (name: string) =>
  v.pipe(
    v.string(`${name} is an ISO 8601 date-time`),
    v.isoTimestamp(`${name} is an ISO 8601 date-time with a time zone`),
    onRealDay(name),
  );

/**
 * One metric as a compact series ({start, intervalSeconds, values}, null for a gap) or as timestamped
 * samples. Both shapes in one object, so that a wrong value is named by its own path.
 */
const Series = (description: string) =>
  v.pipe(
    v.strictObject({
      start: v.optional(isoTime('start')),
      intervalSeconds: v.optional(
        v.pipe(
          v.number('intervalSeconds is a number'),
          v.integer('intervalSeconds is a whole number'),
          v.minValue(1, 'intervalSeconds is at least 1'),
          v.maxValue(86_400, 'intervalSeconds is at most 86,400 (a day)'),
        ),
      ),
      values: v.optional(
        v.pipe(
          v.array(
            v.nullable(
              v.pipe(v.number('a value is a number or null'), v.finite('a value is a number or null')),
            ),
            'values is a list of numbers',
          ),
          v.maxLength(MAX_SAMPLES, `At most ${MAX_SAMPLES_TEXT} values (30 days a minute apart)`),
        ),
      ),
      samples: v.optional(
        v.pipe(
          v.array(
            v.strictObject({
              time: isoTime('time'),
              value: v.pipe(v.number('value is a number'), v.finite('value is a number')),
            }),
            'samples is a list',
          ),
          v.maxLength(MAX_SAMPLES, `At most ${MAX_SAMPLES_TEXT} samples`),
        ),
      ),
      unit: v.optional(v.pipe(v.string('unit is text'), v.maxLength(20))),
    }),
    v.check(
      (series) =>
        series.samples !== undefined
          ? series.values === undefined && series.start === undefined && series.intervalSeconds === undefined
          : series.values !== undefined && series.start !== undefined && series.intervalSeconds !== undefined,
      'Send either {start, intervalSeconds, values} or {samples}',
    ),
    v.description(description),
  );

const Stage = v.picklist(
  ['awake', 'light', 'deep', 'rem', 'asleep'],
  'stage is awake, light, deep, rem or asleep',
);

/** The fields that carry data; a request with none of them has nothing to analyze. */
const DATA_FIELDS = [
  'heartRate',
  'restingHeartRate',
  'hrvRmssd',
  'hrvSdnn',
  'steps',
  'spo2',
  'skinTemperature',
  'sleep',
  'irregularRhythmNotifications',
  'observations',
  'openMHealth',
] as const;

const WearableFields = v.strictObject({
  utcOffsetMinutes: v.optional(
    v.pipe(
      v.number('utcOffsetMinutes is a number'),
      v.integer('utcOffsetMinutes is a whole number'),
      v.minValue(-840, 'utcOffsetMinutes is at least -840'),
      v.maxValue(840, 'utcOffsetMinutes is at most 840'),
      v.description('The wearer’s offset from UTC, for local days and sleep timing; default 0'),
    ),
  ),
  age: v.optional(
    v.pipe(
      v.number('age is a number'),
      v.integer('age is a whole number of years'),
      v.minValue(13, 'age is at least 13'),
      v.maxValue(120, 'age is at most 120'),
      v.description('For the sleep and step guidance of the age group'),
    ),
  ),
  symptoms: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string('a symptom is text'),
          v.trim(),
          v.minLength(1),
          v.maxLength(200, 'a symptom is at most 200 characters'),
        ),
        'symptoms is a list of text',
      ),
      v.maxLength(20, 'At most 20 symptoms'),
      v.description('In the wearer’s words; read for red flags'),
    ),
  ),
  heartRate: v.optional(Series('Heart rate, beats a minute (unit /min or bpm; 20 to 300)')),
  restingHeartRate: v.optional(
    Series('Daily resting heart rate from the device; derived from heartRate when absent'),
  ),
  hrvRmssd: v.optional(Series('Heart rate variability, RMSSD, ms')),
  hrvSdnn: v.optional(Series('Heart rate variability, SDNN, ms (used when RMSSD is absent)')),
  steps: v.optional(Series('Steps in each interval')),
  spo2: v.optional(
    Series(
      'Oxygen saturation, % (50 to 100; a fraction such as 0.95 or a value below 50 is refused with a 400 naming it)',
    ),
  ),
  skinTemperature: v.optional(Series('Skin temperature, unit Cel (default) or [degF]')),
  sleep: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          start: isoTime('start'),
          end: isoTime('end'),
          stages: v.optional(
            v.pipe(
              v.array(
                v.strictObject({ stage: Stage, start: isoTime('start'), end: isoTime('end') }),
                'stages is a list',
              ),
              v.maxLength(500, 'At most 500 stages a session'),
            ),
          ),
        }),
        'sleep is a list of sessions',
      ),
      v.maxLength(200, 'At most 200 sleep sessions'),
    ),
  ),
  irregularRhythmNotifications: v.optional(
    v.pipe(
      v.array(v.strictObject({ time: isoTime('time') }), 'irregularRhythmNotifications is a list'),
      v.maxLength(500, 'At most 500 notifications'),
    ),
  ),
  observations: v.optional(
    v.pipe(
      v.union(
        [
          v.pipe(v.array(v.unknown()), v.maxLength(5000, 'At most 5,000 observations')),
          v.record(v.string(), v.unknown()),
        ],
        'observations is an array of FHIR Observations or a Bundle',
      ),
      v.description(
        'FHIR R4 Observations by LOINC: 8867-4 heart rate, 40443-4 resting heart rate, 80404-7 HRV SDNN, 55423-8 and 41950-7 steps, 59408-5 and 2708-6 SpO2, 39106-0 skin temperature, 93832-4 sleep duration',
      ),
    ),
  ),
  openMHealth: v.optional(
    v.pipe(
      v.array(v.unknown(), 'openMHealth is a list of data points'),
      v.maxLength(5000, 'At most 5,000 data points'),
      v.description(
        'Open mHealth data points: heart-rate, step-count, oxygen-saturation, body-temperature (wrist or skin), sleep-duration',
      ),
    ),
  ),
});

export const WearableBody = v.pipe(
  WearableFields,
  v.check(
    (body) => DATA_FIELDS.some((field) => body[field] !== undefined),
    `Send at least one of ${DATA_FIELDS.join(', ')}`,
  ),
);

/**
 * The red flags in the symptoms of a body that may be invalid (symptoms alone, a value of the wrong
 * type beside them): its 400 leads with the urgent-care message. Measured values that cannot be read
 * are the service's to lead with (functions/wearables/service.ts).
 */
const urgentInRawBody = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = body as { symptoms?: unknown; age?: unknown };
  const symptoms = rawTexts(raw.symptoms);
  if (symptoms.length === 0) return undefined;
  const age = rawNumber(raw.age, 0, 130);
  return urgentCareMessage(detectRedFlags(symptoms.join('. '), age === undefined ? {} : { age }));
};

/** The body as the operation reads it: a refused body with a red flag leads its 400 with urgent care. */
const WearableRequestBody = leadingWithUrgentCare(WearableBody, urgentInRawBody);

const Daily = v.array(v.object({ date: v.string(), value: v.number() }));
const Baseline = v.object({
  mean: v.number(),
  sd: v.number(),
  days: v.number(),
  from: v.string(),
  to: v.string(),
});

export const WearableInsights = v.object({
  urgentCare: v.optional(
    v.pipe(v.string(), v.description('Present when any alert fires: the urgent-care message to show first')),
  ),
  alerts: v.pipe(
    v.array(
      v.object({
        id: v.string(),
        label: v.string(),
        urgency: v.picklist(['emergency', 'urgent']),
        advice: v.string(),
        source: SourceRef,
        metric: v.string(),
        time: v.optional(v.string()),
      }),
    ),
    v.description(
      'Heart rate above 120 at rest for 10 minutes; at or above the age-predicted maximum (208 − 0.7 × age, Tanaka 2001; 194 without an age) for 10 minutes whatever the activity; below 40 for 10 minutes (readings up to 15 minutes apart make one run); SpO2 at or below 92 % (NHS) in two readings in a row (emergency), as the latest reading with nothing after it (urgent; emergency below 88 %, BTS 2017), or 93–94 % held for 10 minutes (urgent); irregular-rhythm notifications; red flags in symptoms',
    ),
  ),
  findings: v.array(
    v.object({
      id: v.string(),
      priority: v.picklist(['low', 'medium', 'high', 'urgent']),
      message: v.string(),
      source: SourceRef,
    }),
  ),
  period: v.optional(v.object({ start: v.string(), end: v.string(), days: v.number() })),
  baselines: v.pipe(
    v.object({
      restingHeartRate: v.optional(Baseline),
      hrvRmssd: v.optional(Baseline),
      hrvSdnn: v.optional(Baseline),
      steps: v.optional(Baseline),
      sleepMinutes: v.optional(Baseline),
      skinTemperature: v.optional(Baseline),
    }),
    v.description('Mean and SD of the up to 28 days before the last day (at least 7 days of data)'),
  ),
  deviations: v.array(
    v.object({
      metric: v.picklist(['restingHeartRate', 'hrvRmssd', 'hrvSdnn', 'skinTemperature']),
      direction: v.picklist(['above', 'below']),
      from: v.string(),
      to: v.string(),
      days: v.number(),
      values: Daily,
      baselineMean: v.number(),
      message: v.string(),
      source: SourceRef,
    }),
  ),
  heartRate: v.optional(
    v.object({ samples: v.number(), mean: v.number(), min: v.number(), max: v.number() }),
  ),
  restingHeartRate: v.optional(v.object({ source: v.picklist(['device', 'derived']), daily: Daily })),
  hrv: v.optional(v.object({ metric: v.picklist(['rmssd', 'sdnn']), daily: Daily })),
  sleep: v.optional(
    v.object({
      nights: v.number(),
      averageMinutes: v.number(),
      recommended: v.object({ minHours: v.number(), maxHours: v.number(), text: v.string() }),
      nightsBelowRecommended: v.number(),
      midpointSdMinutes: v.optional(v.number()),
      regular: v.optional(v.boolean()),
      stages: v.optional(
        v.object({
          awake: v.optional(v.number()),
          light: v.optional(v.number()),
          deep: v.optional(v.number()),
          rem: v.optional(v.number()),
        }),
      ),
      daily: Daily,
      sources: v.array(SourceRef),
    }),
  ),
  steps: v.optional(
    v.object({
      days: v.number(),
      dailyAverage: v.number(),
      last7Average: v.optional(v.number()),
      previous7Average: v.optional(v.number()),
      changePercent: v.optional(v.number()),
      trend: v.optional(v.picklist(['rising', 'falling', 'steady'])),
      guidance: v.string(),
      daily: Daily,
      sources: v.array(SourceRef),
    }),
  ),
  spo2: v.optional(
    v.object({
      samples: v.number(),
      mean: v.number(),
      min: v.number(),
      readingsBelow90: v.number(),
      readingsAtOrBelow92: v.pipe(v.number(), v.description('At or below the NHS emergency threshold')),
    }),
  ),
  skinTemperature: v.optional(v.object({ daily: Daily })),
  unsupported: v.array(
    v.object({
      path: v.string(),
      system: v.optional(v.string()),
      code: v.optional(v.string()),
      display: v.optional(v.string()),
      reason: v.string(),
    }),
  ),
  notes: v.array(v.string()),
  disclaimer: v.string(),
  timestamp,
});

export const wearableInsights = defineOperation({
  operationId: 'wearableInsights',
  method: 'POST',
  path: '/api/v1/wearable-data-insights',
  tag: 'Personal health',
  summary: 'Insights from wearable data',
  description:
    'Heart rate, resting heart rate, HRV (RMSSD or SDNN), steps, SpO2, skin temperature (°C or °F), sleep sessions and stages and irregular-rhythm notifications, as compact series `{start, intervalSeconds, values}` (43,200 values, 30 days a minute apart, fit within the 1 MB body limit), timestamped samples, FHIR R4 Observations or Open mHealth data points. Gives 28-day personal baselines and deviations (resting heart rate 5 or more above baseline for 3 days, HRV below baseline for 3 days, skin temperature 1 °C above), sleep against AASM/SRS and NSF 2015, step trends, and alerts with urgent advice first for a heart rate above 120 for 10 minutes at rest, SpO2 below 90 % in two readings in a row and irregular-rhythm notifications. An impossible value is a 400 naming it (and its text leads with urgent advice if what could be read has an alert). Informational; not a medical device.',
  public: false,
  status: 200,
  body: WearableRequestBody,
  response: WearableInsights,
  errors: [],
  examples: { request: exampleWearableRequest, response: exampleWearableInsights },
});

export const operations = [wearableInsights];
