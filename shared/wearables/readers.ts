import {
  effective,
  isObject,
  loincCodes,
  resourcesOf,
  type UnsupportedObservation,
} from '../fhir/observations.ts';
import {
  Issues,
  METRICS,
  type Metric,
  type Points,
  parseTime,
  SeriesBuilder,
  type SleepSession,
  type SleepStage,
} from './series.ts';

/**
 * Readers of wearable data into the internal series: compact arrays, timestamped samples, FHIR R4
 * Observations (LOINC-coded) and Open mHealth data points. Anything we cannot use is listed in
 * `unsupported` with its place; anything impossible or unreadable is an issue (a 400 naming it).
 */

/**
 * One metric: a compact series (start, intervalSeconds, values; null is a gap) or timestamped
 * samples. The request schema lets exactly one of the two shapes through.
 */
export interface SeriesInput {
  start?: string | undefined;
  intervalSeconds?: number | undefined;
  values?: ReadonlyArray<number | null> | undefined;
  samples?: ReadonlyArray<{ time: string; value: number }> | undefined;
  unit?: string | undefined;
}

interface SleepInput {
  start: string;
  end: string;
  stages?: ReadonlyArray<{ stage: SleepStage; start: string; end: string }> | undefined;
}

export type WearableSeriesInput = Partial<Record<Metric, SeriesInput>> & {
  sleep?: readonly SleepInput[] | undefined;
  irregularRhythmNotifications?: ReadonlyArray<{ time: string }> | undefined;
  observations?: unknown;
  openMHealth?: readonly unknown[] | undefined;
};

export interface ReadData {
  series: Partial<Record<Metric, Points>>;
  sleep: SleepSession[];
  irregularRhythm: number[];
  unsupported: UnsupportedObservation[];
  issues: Issues;
}

/** FHIR LOINC codes we read, and the metric each feeds. */
const FHIR_CODES: Record<string, Metric | 'sleep'> = {
  '8867-4': 'heartRate',
  '40443-4': 'restingHeartRate',
  '80404-7': 'hrvSdnn',
  '55423-8': 'steps',
  '41950-7': 'steps',
  '59408-5': 'spo2',
  '2708-6': 'spo2',
  '39106-0': 'skinTemperature',
  '93832-4': 'sleep',
};

const MINUTE = 60_000;

const sleepMinutes = (value: number, unit: string): number | undefined =>
  ({
    h: value * 60,
    hour: value * 60,
    hours: value * 60,
    min: value,
    minutes: value,
    s: value / 60,
    sec: value / 60,
  })[unit];

export const readWearableData = (input: WearableSeriesInput): ReadData => {
  const issues = new Issues();
  const builders = new Map<Metric, SeriesBuilder>();
  const builder = (metric: Metric): SeriesBuilder => {
    let found = builders.get(metric);
    if (!found) {
      found = new SeriesBuilder(metric, issues);
      builders.set(metric, found);
    }
    return found;
  };
  const sleep: SleepSession[] = [];
  const unsupported: UnsupportedObservation[] = [];

  for (const metric of METRICS) {
    const series = input[metric];
    if (!series) continue;
    const path = `body.${metric}`;
    const target = builder(metric);
    const convert = target.converter(series.unit, `${path}.unit`);
    if (!convert) continue;
    const { values, samples } = series;
    if (values !== undefined) {
      const start = parseTime(series.start ?? '');
      const step = (series.intervalSeconds ?? 0) * 1000;
      for (let i = 0; i < values.length; i += 1) {
        const value = values[i];
        // null is a gap (the device was off): skipped, not an error.
        if (value !== null && value !== undefined)
          target.push(start + i * step, value, convert, `${path}.values.${i}`);
      }
    } else {
      samples?.forEach((sample, i) => {
        target.push(parseTime(sample.time), sample.value, convert, `${path}.samples.${i}.value`);
      });
    }
  }

  input.sleep?.forEach((session, i) => {
    const start = parseTime(session.start);
    const end = parseTime(session.end);
    if (!(end > start) || end - start > 24 * 60 * MINUTE) {
      issues.add(`body.sleep.${i}.end`, 'A sleep session ends after it starts and lasts at most 24 hours');
      return;
    }
    const stages: Partial<Record<SleepStage, number>> = {};
    session.stages?.forEach((stage, j) => {
      const from = parseTime(stage.start);
      const to = parseTime(stage.end);
      if (!(to > from) || from < start || to > end) {
        issues.add(`body.sleep.${i}.stages.${j}`, 'A stage ends after it starts, within its session');
        return;
      }
      stages[stage.stage] = (stages[stage.stage] ?? 0) + (to - from) / MINUTE;
    });
    sleep.push({ start, end, stages, durationOnly: false });
  });

  const irregularRhythm = (input.irregularRhythmNotifications ?? []).map((notification) =>
    parseTime(notification.time),
  );

  if (input.observations !== undefined) readFhir(input.observations, builder, sleep, unsupported, issues);
  input.openMHealth?.forEach((point, i) => {
    readOpenMHealth(point, `body.openMHealth.${i}`, builder, sleep, unsupported, issues);
  });

  const series: Partial<Record<Metric, Points>> = {};
  for (const [metric, found] of builders) if (found.size > 0) series[metric] = found.build();
  return { series, sleep, irregularRhythm, unsupported, issues };
};

const readFhir = (
  observations: unknown,
  builder: (metric: Metric) => SeriesBuilder,
  sleep: SleepSession[],
  unsupported: UnsupportedObservation[],
  issues: Issues,
): void => {
  const found: Array<{ path: string; message: string }> = [];
  const entries = resourcesOf(observations, 'body.observations', found);
  for (const issue of found) issues.add(issue.path, issue.message);
  for (const { resource, path } of entries) {
    if (!isObject(resource) || resource.resourceType !== 'Observation') {
      unsupported.push({ path, reason: 'not an Observation' });
      continue;
    }
    const codes = loincCodes(resource.code);
    const code = codes.find((candidate) => FHIR_CODES[candidate] !== undefined);
    const target = code === undefined ? undefined : FHIR_CODES[code];
    if (target === undefined || resource.status === 'entered-in-error') {
      const coding =
        isObject(resource.code) && Array.isArray(resource.code.coding)
          ? resource.code.coding.find(isObject)
          : undefined;
      unsupported.push({
        path,
        ...(coding && typeof coding.system === 'string' ? { system: coding.system } : {}),
        ...(coding && typeof coding.code === 'string' ? { code: coding.code } : {}),
        ...(coding && typeof coding.display === 'string' ? { display: coding.display } : {}),
        reason:
          resource.status === 'entered-in-error'
            ? 'entered in error'
            : `not a wearable measure we read (LOINC ${Object.keys(FHIR_CODES).join(', ')})`,
      });
      continue;
    }
    const quantity = resource.valueQuantity;
    if (!isObject(quantity) || typeof quantity.value !== 'number' || !Number.isFinite(quantity.value)) {
      issues.add(`${path}.valueQuantity.value`, 'a valueQuantity with a numeric value is required');
      continue;
    }
    const unit =
      typeof quantity.code === 'string'
        ? quantity.code
        : typeof quantity.unit === 'string'
          ? quantity.unit
          : undefined;
    const when = effective(resource);
    const time = when === undefined ? Number.NaN : parseTime(when);
    if (Number.isNaN(time)) {
      issues.add(`${path}.effective[x]`, 'an effectiveDateTime or effectivePeriod.start is required');
      continue;
    }
    if (target === 'sleep') {
      const minutes = sleepMinutes(quantity.value, unit ?? 'h');
      if (minutes === undefined || !(minutes > 0 && minutes <= 24 * 60)) {
        issues.add(`${path}.valueQuantity`, 'sleep duration is 0 to 24 hours in h, min or s');
        continue;
      }
      const period = resource.effectivePeriod;
      const end =
        isObject(period) && typeof period.end === 'string' ? parseTime(period.end) : time + minutes * MINUTE;
      sleep.push({
        start: end - minutes * MINUTE,
        end,
        stages: {},
        durationOnly: !(isObject(period) && typeof period.end === 'string'),
      });
      continue;
    }
    const into = builder(target);
    const convert = into.converter(unit, `${path}.valueQuantity.code`);
    if (convert) into.push(time, quantity.value, convert, `${path}.valueQuantity.value`);
  }
};

/** Open mHealth schema names we read, and the field of the body that holds each value. */
const OMH: Record<string, { metric: Metric | 'sleep'; field: string; units: Record<string, string> }> = {
  'heart-rate': { metric: 'heartRate', field: 'heart_rate', units: { 'beats/min': '/min' } },
  'step-count': { metric: 'steps', field: 'step_count', units: { steps: '{steps}' } },
  'oxygen-saturation': { metric: 'spo2', field: 'oxygen_saturation', units: { '%': '%' } },
  'body-temperature': {
    metric: 'skinTemperature',
    field: 'body_temperature',
    units: { C: 'Cel', F: '[degF]', K: 'K' },
  },
  'sleep-duration': { metric: 'sleep', field: 'sleep_duration', units: {} },
};

const readOpenMHealth = (
  point: unknown,
  path: string,
  builder: (metric: Metric) => SeriesBuilder,
  sleep: SleepSession[],
  unsupported: UnsupportedObservation[],
  issues: Issues,
): void => {
  const header = isObject(point) && isObject(point.header) ? point.header : undefined;
  const schema = header && isObject(header.schema_id) ? header.schema_id : undefined;
  const name = schema && typeof schema.name === 'string' ? schema.name : undefined;
  const body = isObject(point) && isObject(point.body) ? point.body : undefined;
  const known = name === undefined ? undefined : OMH[name];
  // Core body temperature is not skin temperature: only a wrist or skin reading joins that series.
  const skin = body?.measurement_location === 'wrist' || body?.measurement_location === 'skin';
  if (!known || !body || (known.metric === 'skinTemperature' && !skin)) {
    unsupported.push({
      path,
      ...(name ? { code: `omh:${name}` } : {}),
      reason: !name
        ? 'not an Open mHealth data point (header.schema_id.name)'
        : known
          ? 'body temperature not measured on the skin or wrist'
          : `not a schema we read (${Object.keys(OMH).join(', ')})`,
    });
    return;
  }
  const raw = body[known.field];
  const value =
    typeof raw === 'number' ? raw : isObject(raw) && typeof raw.value === 'number' ? raw.value : undefined;
  const unit = isObject(raw) && typeof raw.unit === 'string' ? raw.unit : undefined;
  if (value === undefined || !Number.isFinite(value)) {
    issues.add(`${path}.body.${known.field}`, `${known.field} needs a numeric value`);
    return;
  }
  const frame = isObject(body.effective_time_frame) ? body.effective_time_frame : undefined;
  const interval = frame && isObject(frame.time_interval) ? frame.time_interval : undefined;
  const startText =
    typeof frame?.date_time === 'string'
      ? frame.date_time
      : typeof interval?.start_date_time === 'string'
        ? interval.start_date_time
        : undefined;
  const endText = typeof interval?.end_date_time === 'string' ? interval.end_date_time : undefined;
  const time = startText === undefined ? Number.NaN : parseTime(startText);
  if (Number.isNaN(time)) {
    issues.add(
      `${path}.body.effective_time_frame`,
      'a date_time or time_interval.start_date_time is required',
    );
    return;
  }
  if (known.metric === 'sleep') {
    const minutes = sleepMinutes(value, unit ?? 'h');
    if (minutes === undefined || !(minutes > 0 && minutes <= 24 * 60)) {
      issues.add(`${path}.body.sleep_duration`, 'sleep duration is 0 to 24 hours in h, min or sec');
      return;
    }
    const end = endText === undefined ? time + minutes * MINUTE : parseTime(endText);
    sleep.push({ start: end - minutes * MINUTE, end, stages: {}, durationOnly: endText === undefined });
    return;
  }
  const into = builder(known.metric);
  const convert = into.converter(
    unit === undefined ? undefined : (known.units[unit] ?? unit),
    `${path}.body.${known.field}.unit`,
  );
  if (convert) into.push(time, value, convert, `${path}.body.${known.field}`);
};
