import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { WearableInsights } from '../../functions/wearables/contract.ts';
import { exampleWearableRequest } from '../../functions/wearables/example.ts';
import { type ErrorBody, useApiWithCaller } from '../support/local-api.ts';

type Insights = v.InferOutput<typeof WearableInsights>;
const PATH = '/api/v1/wearable-data-insights';
const t = useApiWithCaller({ tier: 'professional' });

const insights = async (json: unknown) => t.http.post<Insights>(PATH, { key: t.caller.key, json });
const refuse = async (json: unknown) => t.http.post<ErrorBody>(PATH, { key: t.caller.key, json });
const paths = (body: ErrorBody) => (body.details ?? []).map((d) => d.path);

/** 30 days of minute heart rate and steps: a resting day-night pattern with daily walks. */
const month = () => {
  const heart: number[] = [];
  const steps: number[] = [];
  for (let minute = 0; minute < 43_200; minute += 1) {
    const ofDay = minute % 1440;
    const walking = ofDay >= 1080 && ofDay < 1110;
    heart.push(walking ? 105 : ofDay < 420 ? 55 + (minute % 3) : 68 + (minute % 5));
    steps.push(walking ? 110 : 0);
  }
  return {
    heartRate: { start: '2026-10-01T00:00:00Z', intervalSeconds: 60, values: heart },
    steps: { start: '2026-10-01T00:00:00Z', intervalSeconds: 60, values: steps },
  };
};

describe(`POST ${PATH}`, () => {
  it('answers the example: baselines, a resting heart rate deviation, sleep, steps, SpO2 alert first', async () => {
    // Act
    const result = await insights(exampleWearableRequest);

    // Assess
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.alerts.map((a) => a.id)).toEqual(['low-oxygen-saturation']);
    expect(result.body.deviations.map((d) => [d.metric, d.days])).toEqual([['restingHeartRate', 3]]);
    expect(result.body.baselines.restingHeartRate?.days).toBe(28);
    expect(result.body.unsupported.map((u) => u.code)).toEqual(['29463-7']);
    expect(result.body.disclaimer).toMatch(/^Informational only/);
  });

  it('takes 30 days of minute data as compact arrays within the body limit', async () => {
    // Prepare
    const body = month();
    expect(JSON.stringify(body).length).toBeLessThan(1_000_000);

    // Act
    const result = await insights(body);

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.heartRate?.samples).toBe(43_200);
    expect(result.body.restingHeartRate?.daily).toHaveLength(30);
    expect(result.body.baselines.restingHeartRate?.days).toBe(28);
    expect(result.body.steps?.dailyAverage).toBe(3300);
    expect(result.body.alerts).toEqual([]);
  });

  it('reads skin temperature in °F as in °C', async () => {
    // Act
    const fahrenheit = await insights({
      skinTemperature: {
        start: '2026-10-01T00:00:00Z',
        intervalSeconds: 3600,
        values: [91.4, 93.2],
        unit: '[degF]',
      },
    });
    const celsius = await insights({
      skinTemperature: { start: '2026-10-01T00:00:00Z', intervalSeconds: 3600, values: [33, 34] },
    });

    // Assess
    expect(fahrenheit.body.skinTemperature).toEqual(celsius.body.skinTemperature);
  });

  it('reads a FHIR Bundle and leads with urgent advice for an irregular-rhythm notification', async () => {
    // Act
    const result = await insights({
      irregularRhythmNotifications: [{ time: '2026-11-22T03:00:00Z' }],
      observations: [
        {
          resourceType: 'Observation',
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: '59408-5' }] },
          effectiveDateTime: '2026-11-22T03:00:00Z',
          valueQuantity: { value: 96, code: '%' },
        },
      ],
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.urgentCare).toMatch(/irregular heart rhythm/);
    expect(result.body.spo2).toMatchObject({ samples: 1, min: 96 });
  });

  it('names values of the wrong type, bad times, mixed shapes and unknown fields', async () => {
    // Act
    const result = await refuse({
      heartRate: { start: '2026-10-01T00:00:00Z', intervalSeconds: 60, values: [70, 'seventy'] },
      steps: { start: 'yesterday', intervalSeconds: 0, values: [1] },
      spo2: { start: '2026-10-01T00:00:00Z', intervalSeconds: 60, values: [97], samples: [] },
      sleep: [{ start: '2026-10-01T23:00:00Z' }],
      restingHeartRate: { samples: [{ time: '2026-09-31T06:00:00Z', value: 60 }] },
      utcOffsetMinutes: 900,
      battery: 80,
    });

    // Assess
    expect(result.status).toBe(400);
    for (const path of [
      'body.heartRate.values.1',
      'body.steps.start',
      'body.steps.intervalSeconds',
      'body.spo2',
      'body.sleep.0.end',
      'body.restingHeartRate.samples.0.time',
      'body.utcOffsetMinutes',
      'body.battery',
    ])
      expect(paths(result.body), path).toContain(path);
  });

  it('refuses a request with no data', async () => {
    // Act
    const result = await refuse({ age: 40, symptoms: ['tired'] });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.details?.[0]?.message).toMatch(/^Send at least one of heartRate/);
  });

  it('refuses more than 43,200 values in a series', async () => {
    // Act
    const result = await refuse({
      heartRate: {
        start: '2026-10-01T00:00:00Z',
        intervalSeconds: 60,
        values: Array.from({ length: 43_201 }, () => 70),
      },
    });

    // Assess
    expect(result.status).toBe(400);
    expect(paths(result.body)).toEqual(['body.heartRate.values']);
  });

  it('alerts for one 50 % reading without claiming normal readings around it', async () => {
    // Act
    const result = await insights({ spo2: { samples: [{ time: '2026-11-22T07:00:00Z', value: 50 }] } });

    // Assess
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.urgentCare).toMatch(/^This may be an emergency\./);
    expect(result.body.alerts.map((a) => [a.id, a.urgency])).toEqual([
      ['low-oxygen-saturation-unconfirmed', 'emergency'],
    ]);
    expect(JSON.stringify(result.body)).not.toMatch(/normal readings around/);
  });

  it('refuses an impossible saturation (a subnormal number, a fraction, over 100) naming each', async () => {
    // Act
    const result = await refuse({
      spo2: {
        samples: [
          { time: '2026-11-22T07:00:00Z', value: 5e-324 },
          { time: '2026-11-22T07:01:00Z', value: 0.97 },
          { time: '2026-11-22T07:02:00Z', value: 101 },
          { time: '2026-11-22T07:03:00Z', value: '97' },
        ],
      },
    });

    // Assess
    expect(result.status).toBe(400);
    expect(paths(result.body)).toEqual(['body.spo2.samples.3.value']);
    const schemaOk = await refuse({
      spo2: {
        samples: [
          { time: '2026-11-22T07:00:00Z', value: 5e-324 },
          { time: '2026-11-22T07:01:00Z', value: 0.97 },
          { time: '2026-11-22T07:02:00Z', value: 101 },
        ],
      },
    });
    expect(schemaOk.status).toBe(400);
    expect(paths(schemaOk.body)).toEqual([
      'body.spo2.samples.0.value',
      'body.spo2.samples.1.value',
      'body.spo2.samples.2.value',
    ]);
    expect(schemaOk.body.details?.[0]?.message).toMatch(/50 to 100 %/);
  });

  it('alerts for a heart rate of 200 or of 30 held for an hour of readings 5 minutes apart', async () => {
    // Arrange
    const hour = (value: number) => ({
      heartRate: {
        samples: Array.from({ length: 12 }, (_, i) => ({
          time: `2026-11-22T07:${String(i * 5).padStart(2, '0')}:00Z`,
          value,
        })),
      },
    });

    // Act
    const fast = await insights(hour(200));
    const slow = await insights(hour(30));

    // Assess
    expect(fast.body.alerts.map((a) => a.id)).toEqual(['very-high-heart-rate']);
    expect(fast.body.urgentCare).toMatch(/^This needs prompt medical attention\./);
    expect(slow.body.alerts.map((a) => a.id)).toEqual(['low-heart-rate']);
    expect(slow.body.alerts[0]?.source.url).toMatch(/^https:\/\/www\.heart\.org\//);
  });

  it('leads a refused request with the urgent-care message of the symptoms', async () => {
    // Act
    const alone = await refuse({ symptoms: ['crushing chest pain and sweating'] });
    const wrongType = await refuse({ symptoms: ['crushing chest pain and sweating'], heartRate: 'fast' });
    const plain = await refuse({ symptoms: ['a runny nose'] });

    // Assess
    expect(alone.status).toBe(400);
    expect(alone.body.error).toMatch(/^This may be an emergency\./);
    expect(wrongType.body.error).toMatch(/^This may be an emergency\./);
    expect(paths(wrongType.body)).toEqual(['body.heartRate']);
    expect(plain.body.error).toBe('The request body is not valid');
  });

  it('names an impossible value, and leads the 400 with the alert of what could be read', async () => {
    // Act
    const result = await refuse({
      spo2: { start: '2026-10-01T00:00:00Z', intervalSeconds: 60, values: [88, 87] },
      heartRate: { samples: [{ time: '2026-10-01T00:00:00Z', value: 350 }] },
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(/^This may be an emergency\. Oxygen saturation/);
    expect(paths(result.body)).toEqual(['body.heartRate.samples.0.value']);
  });
});
