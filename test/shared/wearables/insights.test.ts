import { describe, expect, it } from 'vitest';
import { exampleWearableInsights, exampleWearableRequest } from '../../../functions/wearables/example.ts';
import { type WearableRequest, wearableDataInsights } from '../../../functions/wearables/service.ts';
import { ValidationError } from '../../../shared/errors.ts';
import { analyzeWearables, type InsightOptions } from '../../../shared/wearables/insights.ts';
import { readWearableData, type SeriesInput } from '../../../shared/wearables/readers.ts';

const START = '2026-10-01T00:00:00.000Z';
const MINUTE = 60_000;
const at = (minutes: number): string => new Date(Date.parse(START) + minutes * MINUTE).toISOString();

/** A compact daily series from the first day. */
const daily = (values: ReadonlyArray<number | null>, unit?: string): SeriesInput => ({
  start: START,
  intervalSeconds: 86_400,
  values,
  ...(unit ? { unit } : {}),
});
/** A compact minute series from START. */
const minutes = (values: ReadonlyArray<number | null>): SeriesInput => ({
  start: START,
  intervalSeconds: 60,
  values,
});
const repeat = (value: number, count: number): number[] => Array.from({ length: count }, () => value);

const analyze = (input: WearableRequest, options: InsightOptions = {}) => {
  const data = readWearableData(input);
  expect(data.issues.list).toEqual([]);
  return analyzeWearables(data, { ...input, ...options });
};
const alertIds = (input: WearableRequest) => analyze(input).alerts.map((a) => a.id);
const findingIds = (input: WearableRequest) => analyze(input).findings.map((f) => f.id);
const issuesOf = (input: WearableRequest) => readWearableData(input).issues.list.map((issue) => issue.path);

describe('28-day baselines and deviations', () => {
  it('finds resting heart rate 5 or more above baseline for 3 days, and not 4.9 or 2 days', () => {
    const rise = (delta: number, days: number) =>
      analyze({ restingHeartRate: daily([...repeat(60, 28), ...repeat(60 + delta, days)]) }).deviations;
    expect(rise(5, 3).map((d) => [d.metric, d.days, d.baselineMean])).toEqual([['restingHeartRate', 3, 60]]);
    expect(rise(4.9, 3)).toEqual([]);
    expect(rise(5, 2)).toEqual([]);
  });

  it('needs 7 days of baseline', () => {
    expect(analyze({ restingHeartRate: daily([...repeat(60, 6), 70, 70, 70]) }).deviations).toEqual([]);
    const result = analyze({ restingHeartRate: daily([...repeat(60, 7), 70, 70, 70]) });
    expect(result.deviations).toHaveLength(1);
    expect(result.baselines.restingHeartRate?.days).toBeGreaterThanOrEqual(7);
  });

  it('derives a daily resting heart rate from minute data: the lowest 30-minute mean', () => {
    const day = [...repeat(80, 600), ...repeat(52, 30), ...repeat(80, 810)];
    const result = analyze({ heartRate: minutes(day) });
    expect(result.restingHeartRate).toEqual({
      source: 'derived',
      daily: [{ date: '2026-10-01', value: 52 }],
    });
  });

  it('finds HRV (RMSSD) below mean − 1 SD of its log for 3 days', () => {
    const usual = Array.from({ length: 28 }, (_, i) => (i % 2 === 0 ? 45 : 55));
    expect(
      analyze({ hrvRmssd: daily([...usual, 30, 30, 30]) }).deviations.map((d) => [d.metric, d.direction]),
    ).toEqual([['hrvRmssd', 'below']]);
    expect(analyze({ hrvRmssd: daily([...usual, 30, 30, 50]) }).deviations).toEqual([]);
  });

  it('finds skin temperature 1 °C above baseline, read the same in °C and °F', () => {
    const celsius = analyze({ skinTemperature: daily([...repeat(33, 10), 34]) });
    expect(celsius.deviations.map((d) => d.metric)).toEqual(['skinTemperature']);
    expect(analyze({ skinTemperature: daily([...repeat(33, 10), 33.9]) }).deviations).toEqual([]);
    const fahrenheit = analyze({ skinTemperature: daily([...repeat(91.4, 10), 93.2], '[degF]') });
    expect(fahrenheit.skinTemperature?.daily).toEqual(celsius.skinTemperature?.daily);
  });
});

describe('alerts', () => {
  const hr = (value: number, count: number) => [...repeat(70, 5), ...repeat(value, count), ...repeat(70, 5)];
  const still = (count: number) => minutes(repeat(0, count + 10));

  it('fires for a heart rate above 120 for 10 minutes with no steps, not for 9, not at 120', () => {
    expect(alertIds({ heartRate: minutes(hr(121, 10)), steps: still(10) })).toEqual([
      'resting-heart-rate-over-120',
    ]);
    expect(alertIds({ heartRate: minutes(hr(121, 9)), steps: still(9) })).toEqual([]);
    expect(alertIds({ heartRate: minutes(hr(120, 10)), steps: still(10) })).toEqual([]);
  });

  it('does not fire while walking, and only notes it when activity is unknown', () => {
    expect(alertIds({ heartRate: minutes(hr(130, 20)), steps: minutes(repeat(90, 30)) })).toEqual([]);
    const unknown = analyze({ heartRate: minutes(hr(130, 20)) });
    expect(unknown.alerts).toEqual([]);
    expect(unknown.findings.map((f) => f.id)).toEqual(['high-heart-rate-activity-unknown']);
  });

  it('reads hourly step counts as covering their hour', () => {
    const hourly: SeriesInput = { start: START, intervalSeconds: 3600, values: [0, 0] };
    expect(alertIds({ heartRate: minutes(hr(121, 30)), steps: hourly })).toEqual([
      'resting-heart-rate-over-120',
    ]);
  });

  it('counts minutes inside a sleep session as rest', () => {
    expect(alertIds({ heartRate: minutes(hr(125, 15)), sleep: [{ start: at(0), end: at(60) }] })).toEqual([
      'resting-heart-rate-over-120',
    ]);
  });

  it('fires for a device resting heart rate above 120, not at 120', () => {
    expect(alertIds({ restingHeartRate: daily([120]) })).toEqual([]);
    expect(alertIds({ restingHeartRate: daily([121]) })).toEqual(['resting-heart-rate-over-120']);
  });

  it('is an emergency at 92 % or less twice in a row (NHS); one low reading between normal ones is a recheck', () => {
    const spo2 = (values: number[]) => ({ spo2: minutes(values) });
    const twice = analyze(spo2([95, 92, 92, 96]));
    expect(twice.alerts.map((a) => [a.id, a.urgency])).toEqual([['low-oxygen-saturation', 'emergency']]);
    expect(twice.urgentCare).toMatch(/^This may be an emergency\./);
    expect(twice.alerts[0]?.source.url).toBe('https://www.nhs.uk/conditions/pulse-oximeters/');
    const single = analyze(spo2([95, 89, 95]));
    expect(single.alerts).toEqual([]);
    expect(single.findings.map((f) => [f.id, f.priority])).toEqual([['single-low-oxygen-reading', 'medium']]);
    expect(single.findings[0]?.message).toMatch(/between normal readings/);
    expect(analyze(spo2([89, 95])).findings[0]?.message).toMatch(/followed by a normal reading/);
    expect(analyze(spo2([89, 95])).findings[0]?.message).not.toMatch(/between/);
    expect(analyze(spo2([95, 80, 95])).findings[0]?.priority).toBe('high');
    expect(analyze(spo2([95, 93, 95, 96])).alerts).toEqual([]);
  });

  it('never calls a lone low reading "between normal readings": with nothing after it, it is an alert', () => {
    const one = analyze({ spo2: { samples: [{ time: '2026-11-22T07:00:00Z', value: 50 }] } });
    expect(one.alerts.map((a) => [a.id, a.urgency])).toEqual([
      ['low-oxygen-saturation-unconfirmed', 'emergency'],
    ]);
    expect(one.alerts[0]?.advice).toMatch(/^The only reading sent was 50 %/);
    expect(one.findings).toEqual([]);
    expect(JSON.stringify(one)).not.toMatch(/normal readings around/);
    const last = analyze({ spo2: minutes([97, 96, 91]) });
    expect(last.alerts.map((a) => [a.id, a.urgency])).toEqual([
      ['low-oxygen-saturation-unconfirmed', 'urgent'],
    ]);
    expect(last.alerts[0]?.advice).toMatch(/^The latest reading was 91 %/);
    expect(analyze({ spo2: minutes([97, 87]) }).alerts[0]?.urgency).toBe('emergency');
  });

  it('needs same-day advice for 93–94 % held over 10 minutes, not for a short dip', () => {
    const held = analyze({ spo2: minutes(repeat(94, 10)) });
    expect(held.alerts.map((a) => [a.id, a.urgency])).toEqual([
      ['low-oxygen-saturation-borderline', 'urgent'],
    ]);
    expect(analyze({ spo2: minutes([...repeat(94, 9), 97]) }).alerts).toEqual([]);
    expect(analyze({ spo2: minutes(repeat(95, 30)) }).alerts).toEqual([]);
  });

  it('fires for a very high or very low heart rate held over readings 5 minutes apart', () => {
    const every5 = (value: number, count = 12) => ({
      heartRate: { samples: Array.from({ length: count }, (_, i) => ({ time: at(i * 5), value })) },
    });
    const fast = analyze(every5(200));
    expect(fast.alerts.map((a) => [a.id, a.urgency])).toEqual([['very-high-heart-rate', 'urgent']]);
    expect(fast.alerts[0]?.advice).toMatch(/194 beats a minute.*Tanaka 2001/);
    expect(fast.findings.map((f) => [f.id, f.priority])).toEqual([
      ['high-heart-rate-activity-unknown', 'high'],
    ]);
    const slow = analyze(every5(30));
    expect(slow.alerts.map((a) => [a.id, a.urgency])).toEqual([['low-heart-rate', 'urgent']]);
    expect(slow.urgentCare).toMatch(/^This needs prompt medical attention\./);
    expect(slow.alerts[0]?.source.url).toMatch(/heart\.org/);
    // The age sets the bar: 160 is above the predicted maximum at 70 (159), not at 30 (187).
    expect(analyze(every5(160), { age: 70 }).alerts.map((a) => a.id)).toEqual(['very-high-heart-rate']);
    expect(analyze(every5(160), { age: 30 }).alerts).toEqual([]);
  });

  it('needs 10 minutes and two readings, and readings no more than 15 minutes apart', () => {
    const samples = (values: Array<[number, number]>) => ({
      heartRate: { samples: values.map(([minute, value]) => ({ time: at(minute), value })) },
    });
    expect(analyze(samples([[0, 35]])).alerts).toEqual([]);
    expect(
      analyze(
        samples([
          [0, 35],
          [8, 35],
        ]),
      ).alerts,
    ).toEqual([]);
    expect(
      analyze(
        samples([
          [0, 35],
          [9, 35],
        ]),
      ).alerts.map((a) => a.id),
    ).toEqual(['low-heart-rate']);
    expect(
      analyze(
        samples([
          [0, 35],
          [16, 35],
        ]),
      ).alerts,
    ).toEqual([]);
    expect(
      analyze(
        samples([
          [0, 40],
          [30, 40],
        ]),
      ).alerts,
    ).toEqual([]);
  });

  it('fires for an irregular-rhythm notification, and leads with urgent advice', () => {
    const result = analyze({ irregularRhythmNotifications: [{ time: at(5) }] });
    expect(result.alerts.map((a) => a.id)).toEqual(['irregular-rhythm-notification']);
    expect(Object.keys(result)[0]).toBe('urgentCare');
  });

  it('puts an emergency from the symptoms first', () => {
    const result = analyze(
      { irregularRhythmNotifications: [{ time: at(5) }] },
      { symptoms: ['crushing chest pain'] },
    );
    expect(result.alerts[0]?.urgency).toBe('emergency');
    expect(result.urgentCare).toMatch(/^This may be an emergency\./);
  });
});

describe('sleep (AASM/SRS 2015, NSF 2015)', () => {
  const night = (day: number, hours: number, bedtimeShift = 0) => ({
    start: at(day * 1440 + 23 * 60 + bedtimeShift),
    end: at(day * 1440 + 23 * 60 + bedtimeShift + hours * 60),
  });

  it('counts a night below 7 hours, not one of exactly 7', () => {
    expect(analyze({ sleep: [night(0, 7)] }).sleep?.nightsBelowRecommended).toBe(0);
    expect(analyze({ sleep: [night(0, 7 - 1 / 60)] }).sleep?.nightsBelowRecommended).toBe(1);
    expect(findingIds({ sleep: [night(0, 6), night(1, 6)] })).toEqual(['short-sleep']);
  });

  it('uses 7 to 8 hours from 65', () => {
    expect(analyze({ sleep: [night(0, 8)] }, { age: 65 }).sleep?.recommended).toMatchObject({
      minHours: 7,
      maxHours: 8,
    });
  });

  it('calls sleep timing irregular when its midpoint varies by more than an hour', () => {
    const regular = analyze({ sleep: [night(0, 8), night(1, 8, 30), night(2, 8, -30)] });
    expect(regular.sleep?.regular).toBe(true);
    const irregular = analyze({ sleep: [night(0, 8), night(1, 8, 150), night(2, 8, -120)] });
    expect(irregular.sleep?.regular).toBe(false);
    expect(irregular.findings.map((f) => f.id)).toContain('irregular-sleep');
  });

  it('leaves awake time out of a staged night', () => {
    const result = analyze({
      sleep: [
        {
          start: at(0),
          end: at(480),
          stages: [
            { stage: 'light', start: at(0), end: at(240) },
            { stage: 'awake', start: at(240), end: at(300) },
            { stage: 'deep', start: at(300), end: at(480) },
          ],
        },
      ],
    });
    expect(result.sleep?.averageMinutes).toBe(420);
    expect(result.sleep?.stages).toEqual({ awake: 60, light: 240, deep: 180, rem: 0 });
  });
});

describe('steps', () => {
  it('compares the last 7 days with the 7 before', () => {
    const result = analyze({ steps: daily([...repeat(8000, 7), ...repeat(6000, 7)]) });
    expect(result.steps).toMatchObject({
      last7Average: 6000,
      previous7Average: 8000,
      changePercent: -25,
      trend: 'falling',
    });
    expect(analyze({ steps: daily([...repeat(4999, 14)]) }).findings.map((f) => f.id)).toEqual(['low-steps']);
    expect(analyze({ steps: daily([...repeat(5000, 14)]) }).findings).toEqual([]);
  });
});

describe('FHIR R4 and Open mHealth', () => {
  const observation = (code: string, value: number, unit: string, time = at(0)) => ({
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code }] },
    effectiveDateTime: time,
    valueQuantity: { value, code: unit, system: 'http://unitsofmeasure.org' },
  });

  it('reads heart rate, resting heart rate, SDNN, steps, SpO2, skin temperature and sleep by LOINC', () => {
    const data = readWearableData({
      observations: {
        resourceType: 'Bundle',
        type: 'collection',
        entry: [
          observation('8867-4', 72, '/min'),
          observation('40443-4', 58, '/min'),
          observation('80404-7', 48, 'ms'),
          observation('55423-8', 1200, '{steps}'),
          observation('59408-5', 97, '%'),
          observation('39106-0', 92, '[degF]'),
          observation('93832-4', 7.5, 'h'),
          observation('29463-7', 70, 'kg'),
        ].map((resource) => ({ resource })),
      },
    });
    expect(data.issues.list).toEqual([]);
    expect(Object.keys(data.series).sort()).toEqual([
      'heartRate',
      'hrvSdnn',
      'restingHeartRate',
      'skinTemperature',
      'spo2',
      'steps',
    ]);
    expect(data.series.skinTemperature?.v[0]).toBeCloseTo(33.333, 3);
    expect(data.sleep.map((s) => (s.end - s.start) / MINUTE)).toEqual([450]);
    expect(data.unsupported.map((u) => u.code)).toEqual(['29463-7']);
  });

  it('names an Observation without a value or time', () => {
    const broken = { ...observation('8867-4', 72, '/min'), valueQuantity: { code: '/min' } };
    const { effectiveDateTime: _time, ...timeless } = observation('8867-4', 72, '/min');
    expect(issuesOf({ observations: [broken, timeless] })).toEqual([
      'body.observations[0].valueQuantity.value',
      'body.observations[1].effective[x]',
    ]);
  });

  it('reads Open mHealth points, and leaves core body temperature out of skin temperature', () => {
    const point = (name: string, body: Record<string, unknown>) => ({
      header: { schema_id: { namespace: 'omh', name, version: '2.0' } },
      body: { ...body, effective_time_frame: { date_time: at(0) } },
    });
    const data = readWearableData({
      openMHealth: [
        point('heart-rate', { heart_rate: { value: 64, unit: 'beats/min' } }),
        point('step-count', { step_count: { value: 300, unit: 'steps' } }),
        point('oxygen-saturation', { oxygen_saturation: { value: 96, unit: '%' } }),
        point('body-temperature', {
          body_temperature: { value: 33.1, unit: 'C' },
          measurement_location: 'wrist',
        }),
        point('body-temperature', {
          body_temperature: { value: 37.1, unit: 'C' },
          measurement_location: 'rectal',
        }),
      ],
    });
    expect(data.issues.list).toEqual([]);
    expect(Object.keys(data.series).sort()).toEqual(['heartRate', 'skinTemperature', 'spo2', 'steps']);
    expect(data.unsupported.map((u) => u.path)).toEqual(['body.openMHealth.4']);
  });
});

describe('impossible values', () => {
  it('are named by their path', () => {
    expect(issuesOf({ heartRate: minutes([70, 301]) })).toEqual(['body.heartRate.values.1']);
    expect(issuesOf({ heartRate: minutes([19]) })).toEqual(['body.heartRate.values.0']);
    expect(issuesOf({ heartRate: minutes([20, 300]) })).toEqual([]);
    expect(issuesOf({ spo2: { samples: [{ time: at(0), value: 0 }] } })).toEqual([
      'body.spo2.samples.0.value',
    ]);
    expect(issuesOf({ spo2: { samples: [{ time: at(0), value: 5e-324 }] } })).toEqual([
      'body.spo2.samples.0.value',
    ]);
    expect(issuesOf({ spo2: minutes([0.95, 49.9, 100.1]) })).toEqual([
      'body.spo2.values.0',
      'body.spo2.values.1',
      'body.spo2.values.2',
    ]);
    expect(issuesOf({ spo2: minutes([50, 100]) })).toEqual([]);
    expect(readWearableData({ spo2: minutes([0.95]) }).issues.list[0]?.message).toMatch(
      /50 to 100 %.*not a fraction.*call 911/,
    );
    expect(issuesOf({ skinTemperature: daily([0.3]) })).toEqual(['body.skinTemperature.values.0']);
    expect(issuesOf({ skinTemperature: daily([33], 'K') })).toEqual(['body.skinTemperature.unit']);
    expect(issuesOf({ sleep: [{ start: at(10), end: at(5) }] })).toEqual(['body.sleep.0.end']);
  });

  it('make a 400 that leads with the urgent advice of what could be read', () => {
    const attempt = () => wearableDataInsights({ spo2: minutes([88, 87]), heartRate: minutes([400]) });
    expect(attempt).toThrow(ValidationError);
    expect(attempt).toThrow(/^This may be an emergency\. Oxygen saturation/);
  });
});

describe('the example of the OpenAPI document', () => {
  it('is what the service answers to the example request', () => {
    const answer = wearableDataInsights(
      structuredClone(exampleWearableRequest) as WearableRequest,
      new Date('2026-11-23T10:00:00.000Z'),
    );
    expect(JSON.parse(JSON.stringify(answer))).toEqual(exampleWearableInsights);
  });
});
