import type { FieldIssue } from '../errors.ts';

/**
 * Wearable time series in one internal form: per metric, times (epoch ms) and values in typed arrays,
 * sorted by time, in canonical units (beats a minute, ms, steps, %, °C). Inputs arrive as compact
 * series ({start, intervalSeconds, values}), as timestamped samples, as FHIR Observations or as Open
 * mHealth data points; each reader pushes into a builder, which checks every value against the
 * physiological limits of its metric and names the first offending ones by path.
 */

export const METRICS = [
  'heartRate',
  'restingHeartRate',
  'hrvRmssd',
  'hrvSdnn',
  'steps',
  'spo2',
  'skinTemperature',
] as const;
export type Metric = (typeof METRICS)[number];

interface Limit {
  name: string;
  unit: string;
  min: number;
  max: number;
  /** Unit spellings accepted, with the factor/offset into the canonical unit. */
  units: Record<string, (value: number) => number>;
  canonical: string;
  /** Added to the message of a refused value (what to do if the reading was real). */
  refusedNote?: string;
}

const same = (value: number) => value;
const fahrenheit = (value: number) => ((value - 32) * 5) / 9;

/**
 * Physiological limits, not clinical ones: a value outside them is a broken device or mapping and is
 * refused (a 400 naming it) rather than analyzed. Heart rate 20–300 a minute; HRV 1–1,000 ms; steps
 * 0–100,000 a sample; SpO2 50–100 %; skin temperature 20–45 °C (68–113 °F).
 *
 * SpO2 below 50 % is refused: pulse oximeters are calibrated and shown accurate only from 70 % up
 * (FDA premarket guidance for pulse oximeters, 2013; ISO 80601-2-61), a value below 50 is far more
 * often a fraction (0.95) or a broken mapping than a reading, and 50 itself is kept so that the lowest
 * believable readings still raise their emergency alert. The refusal says what to do if it was real.
 */
const LIMITS: Record<Metric, Limit> = {
  heartRate: {
    name: 'heart rate',
    unit: 'beats a minute',
    min: 20,
    max: 300,
    units: { '/min': same, bpm: same, '{beats}/min': same, 'beats/min': same },
    canonical: '/min',
  },
  restingHeartRate: {
    name: 'resting heart rate',
    unit: 'beats a minute',
    min: 20,
    max: 300,
    units: { '/min': same, bpm: same, '{beats}/min': same, 'beats/min': same },
    canonical: '/min',
  },
  hrvRmssd: { name: 'HRV (RMSSD)', unit: 'ms', min: 1, max: 1000, units: { ms: same }, canonical: 'ms' },
  hrvSdnn: { name: 'HRV (SDNN)', unit: 'ms', min: 1, max: 1000, units: { ms: same }, canonical: 'ms' },
  steps: {
    name: 'steps',
    unit: 'steps',
    min: 0,
    max: 100_000,
    units: { '{steps}': same, steps: same, count: same, '1': same },
    canonical: '{steps}',
  },
  spo2: {
    name: 'oxygen saturation',
    unit: '%',
    min: 50,
    max: 100,
    units: { '%': same },
    canonical: '%',
    refusedNote:
      'send percent, not a fraction (95, not 0.95); oximeters are not accurate below 70 %. If a device really showed a level this low, or you are short of breath, call 911',
  },
  skinTemperature: {
    name: 'skin temperature',
    unit: '°C',
    min: 20,
    max: 45,
    units: {
      Cel: same,
      C: same,
      '°C': same,
      degC: same,
      '[degF]': fahrenheit,
      F: fahrenheit,
      '°F': fahrenheit,
      degF: fahrenheit,
    },
    canonical: 'Cel',
  },
};

export interface Points {
  /** Epoch milliseconds, ascending. */
  t: Float64Array;
  v: Float64Array;
}

/** At most this many issues are listed; the rest are counted in the message. */
const MAX_ISSUES = 20;

export class Issues {
  readonly list: FieldIssue[] = [];
  count = 0;
  add(path: string, message: string): void {
    this.count += 1;
    if (this.list.length < MAX_ISSUES) this.list.push({ path, message });
  }
}

/** Collects samples of one metric from any number of inputs, then sorts them once. */
export class SeriesBuilder {
  private times: number[] = [];
  private values: number[] = [];
  private sorted = true;

  constructor(
    readonly metric: Metric,
    private readonly issues: Issues,
  ) {}

  /** The converter for a unit spelling, or undefined (and an issue) when the metric does not take it. */
  converter(unit: string | undefined, path: string): ((value: number) => number) | undefined {
    const limit = LIMITS[this.metric];
    const convert = limit.units[unit ?? limit.canonical];
    if (!convert)
      this.issues.add(
        path,
        `${limit.name} takes ${Object.keys(limit.units).join(', ')}; "${unit}" is not one of them`,
      );
    return convert;
  }

  push(time: number, raw: number, convert: (value: number) => number, path: string): void {
    const limit = LIMITS[this.metric];
    const value = convert(raw);
    if (!(value >= limit.min && value <= limit.max)) {
      this.issues.add(
        path,
        `${raw} is not a possible ${limit.name} (${limit.min} to ${limit.max} ${limit.unit})${limit.refusedNote ? `: ${limit.refusedNote}` : ''}`,
      );
      return;
    }
    const last = this.times[this.times.length - 1];
    if (last !== undefined && time < last) this.sorted = false;
    this.times.push(time);
    this.values.push(value);
  }

  get size(): number {
    return this.times.length;
  }

  build(): Points {
    const n = this.times.length;
    const t = new Float64Array(n);
    const v = new Float64Array(n);
    if (this.sorted) {
      t.set(this.times);
      v.set(this.values);
      return { t, v };
    }
    const order = Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => (this.times[a] ?? 0) - (this.times[b] ?? 0),
    );
    order.forEach((from, to) => {
      t[to] = this.times[from] ?? 0;
      v[to] = this.values[from] ?? 0;
    });
    return { t, v };
  }
}

export type SleepStage = 'awake' | 'light' | 'deep' | 'rem' | 'asleep';

export interface SleepSession {
  start: number;
  end: number;
  /** Minutes by stage; empty when the device gave none (then all of it counts as asleep). */
  stages: Partial<Record<SleepStage, number>>;
  /** Only a duration was given (FHIR 93832-4, Open mHealth sleep-duration): no timing. */
  durationOnly: boolean;
}

/** Milliseconds since the epoch of an ISO 8601 date-time, or NaN. */
export const parseTime = (text: string): number => Date.parse(text);
