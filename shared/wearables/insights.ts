import { detectRedFlags, type RedFlag, urgentCareMessage } from '../clinical/red-flags.ts';
import { RESTING_HR_ALERT, restingHrAlert, tanakaMaxHr } from '../fitness/heart-rate.ts';
import type { ReadData } from './readers.ts';
import type { Points } from './series.ts';

/**
 * Insights from wearable series, by rules: 28-day personal baselines and the deviations from them,
 * sleep against AASM/SRS and National Sleep Foundation guidance, step trends, and alerts (urgent
 * advice first) for a sustained heart rate above 120 at rest, at or above the age-predicted maximum
 * or below 40, oxygen saturation at or below 92 % (NHS) and irregular-rhythm notifications. One pass over each series; nothing here allocates per sample
 * beyond the typed arrays the readers built.
 */

interface Source {
  title: string;
  url: string;
}

const SOURCES = {
  baselineRhr: {
    title:
      'Radin JM et al. Harnessing wearable device data to improve state-level real-time surveillance of influenza-like illness in the USA. Lancet Digital Health 2020;2:e85-e93',
    url: 'https://doi.org/10.1016/S2589-7500(19)30222-5',
  },
  hrv: {
    title:
      'Plews DJ et al. Training adaptation and heart rate variability in elite endurance athletes: opening the door to effective monitoring. Sports Medicine 2013;43:773-781',
    url: 'https://doi.org/10.1007/s40279-013-0071-8',
  },
  skinTemperature: {
    title:
      'Smarr BL et al. Feasibility of continuous fever monitoring using wearable devices. Scientific Reports 2020;10:21640',
    url: 'https://doi.org/10.1038/s41598-020-78355-6',
  },
  aasm: {
    title:
      'Recommended amount of sleep for a healthy adult: a joint consensus statement of the AASM and Sleep Research Society (Watson et al., Sleep 2015)',
    url: 'https://aasm.org/resources/pdf/pressroom/adult-sleep-duration-consensus.pdf',
  },
  nsf: {
    title:
      'National Sleep Foundation’s sleep time duration recommendations (Hirshkowitz et al., Sleep Health 2015)',
    url: 'https://doi.org/10.1016/j.sleh.2014.12.010',
  },
  regularity: {
    title:
      'Healthy sleep habits: keep a consistent sleep schedule (American Academy of Sleep Medicine, consulted 2026)',
    url: 'https://sleepeducation.org/healthy-sleep/healthy-sleep-habits/',
  },
  steps: {
    title:
      'Paluch AE et al. Daily steps and all-cause mortality: a meta-analysis of 15 international cohorts. Lancet Public Health 2022;7:e219-e228',
    url: 'https://doi.org/10.1016/S2468-2667(21)00302-9',
  },
  sedentarySteps: {
    title:
      'Tudor-Locke C et al. Step-defined sedentary lifestyle index: <5000 steps/day. Appl Physiol Nutr Metab 2013;38:100-114',
    url: 'https://doi.org/10.1139/apnm-2012-0235',
  },
  afib: {
    title: 'What is atrial fibrillation (AFib or AF)? (American Heart Association, consulted 2026)',
    url: 'https://www.heart.org/en/health-topics/atrial-fibrillation/what-is-atrial-fibrillation-afib-or-af',
  },
  nhsOximeter: {
    title:
      'How to use a pulse oximeter: 92% or lower is an emergency, 93 or 94% needs urgent advice (NHS, 2021, consulted 2026); BTS guideline for oxygen use in adults (O’Driscoll et al., Thorax 2017)',
    url: 'https://www.nhs.uk/conditions/pulse-oximeters/',
  },
  tachycardia: {
    title:
      'Tachycardia: fast heart rate (American Heart Association, consulted 2026); Tanaka H et al., Age-predicted maximal heart rate revisited, JACC 2001',
    url: 'https://www.heart.org/en/health-topics/arrhythmia/about-arrhythmia/tachycardia--fast-heart-rate',
  },
  bradycardia: {
    title:
      'Bradycardia: slow heart rate (American Heart Association, consulted 2026); heart rate notifications below 40 beats a minute for 10 minutes (Apple)',
    url: 'https://www.heart.org/en/health-topics/arrhythmia/about-arrhythmia/bradycardia--slow-heart-rate',
  },
  heartRateNotifications: {
    title:
      'Heart rate notifications: above 120 beats a minute for 10 minutes while inactive (Apple, consulted 2026)',
    url: 'https://support.apple.com/en-us/120277',
  },
} as const satisfies Record<string, Source>;

const DAY = 86_400_000;
const MINUTE = 60_000;
const BASELINE_DAYS = 28;
const MIN_BASELINE_DAYS = 7;
/** Resting heart rate this much above its baseline, on this many days in a row, is a deviation. */
const RHR_RISE = 5;
const RHR_RISE_DAYS = 3;
const HRV_DROP_DAYS = 3;
/** Skin temperature this much above its baseline (°C) on a day is a deviation. */
const SKIN_RISE_C = 1;
/** Minutes above 120 at rest before it counts as sustained (the consumer-watch convention). */
const SUSTAINED_MINUTES = 10;
/** NHS pulse oximeters (2021, adults): 92 % or less is an emergency, 93–94 % urgent the same day. */
const SPO2_EMERGENCY = 92;
const SPO2_URGENT = 94;
/** BTS oxygen guideline (2017): 88–92 % is the lowest target range (COPD); below it, no one's normal. */
const SPO2_VERY_LOW = 88;
/** Kept for the summary's count, which earlier versions reported. */
const SPO2_BELOW_90 = 90;
/** Below this many beats a minute for 10 minutes: the consumer-watch low-rate notification (40). */
const LOW_HR = 40;
/** Readings further apart than this do not make one run (devices sample every 1 to 10 minutes at rest). */
const MAX_GAP_MINUTES = 15;
/** Sleep timing varying more than this (SD of the midpoint, minutes) is irregular: our threshold. */
const IRREGULAR_SLEEP_SD = 60;

interface Daily {
  date: string;
  value: number;
}

interface Baseline {
  mean: number;
  sd: number;
  days: number;
  from: string;
  to: string;
}

interface Deviation {
  metric: 'restingHeartRate' | 'hrvRmssd' | 'hrvSdnn' | 'skinTemperature';
  direction: 'above' | 'below';
  from: string;
  to: string;
  days: number;
  values: Daily[];
  baselineMean: number;
  message: string;
  source: Source;
}

interface Finding {
  id: string;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  message: string;
  source: Source;
}

interface Alert extends RedFlag {
  metric: string;
  time?: string;
}

export interface WearableInsights {
  urgentCare?: string;
  alerts: Alert[];
  findings: Finding[];
  period?: { start: string; end: string; days: number };
  baselines: Partial<
    Record<
      'restingHeartRate' | 'hrvRmssd' | 'hrvSdnn' | 'steps' | 'sleepMinutes' | 'skinTemperature',
      Baseline
    >
  >;
  deviations: Deviation[];
  heartRate?: { samples: number; mean: number; min: number; max: number };
  restingHeartRate?: { source: 'device' | 'derived'; daily: Daily[] };
  hrv?: { metric: 'rmssd' | 'sdnn'; daily: Daily[] };
  sleep?: {
    nights: number;
    averageMinutes: number;
    recommended: { minHours: number; maxHours: number; text: string };
    nightsBelowRecommended: number;
    midpointSdMinutes?: number;
    regular?: boolean;
    stages?: Partial<Record<'awake' | 'light' | 'deep' | 'rem', number>>;
    daily: Daily[];
    sources: Source[];
  };
  steps?: {
    days: number;
    dailyAverage: number;
    last7Average?: number;
    previous7Average?: number;
    changePercent?: number;
    trend?: 'rising' | 'falling' | 'steady';
    guidance: string;
    daily: Daily[];
    sources: Source[];
  };
  spo2?: { samples: number; mean: number; min: number; readingsBelow90: number; readingsAtOrBelow92: number };
  skinTemperature?: { daily: Daily[] };
  notes: string[];
}

export interface InsightOptions {
  utcOffsetMinutes?: number;
  age?: number;
  symptoms?: readonly string[];
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Per local day: sum and count of a series (one pass; the series is sorted). */
const byDay = (
  points: Points,
  offset: number,
): Array<{ day: number; sum: number; n: number; min: number }> => {
  const out: Array<{ day: number; sum: number; n: number; min: number }> = [];
  const { t, v } = points;
  for (let i = 0; i < t.length; i += 1) {
    const day = Math.floor(((t[i] ?? 0) + offset) / DAY);
    const value = v[i] ?? 0;
    const last = out[out.length - 1];
    if (last && last.day === day) {
      last.sum += value;
      last.n += 1;
      if (value < last.min) last.min = value;
    } else out.push({ day, sum: value, n: 1, min: value });
  }
  return out;
};

const dateOf = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

/**
 * The resting heart rate of each day derived from heart rate: the lowest mean over any 30 minutes
 * with at least 10 readings, for days with at least 60 readings.
 */
const derivedResting = (points: Points, offset: number): Array<{ day: number; value: number }> => {
  const out: Array<{ day: number; value: number }> = [];
  const { t, v } = points;
  let dayStart = 0;
  while (dayStart < t.length) {
    const day = Math.floor(((t[dayStart] ?? 0) + offset) / DAY);
    let dayEnd = dayStart;
    while (dayEnd < t.length && Math.floor(((t[dayEnd] ?? 0) + offset) / DAY) === day) dayEnd += 1;
    if (dayEnd - dayStart >= 60) {
      let best = Number.POSITIVE_INFINITY;
      let sum = 0;
      let left = dayStart;
      for (let right = dayStart; right < dayEnd; right += 1) {
        sum += v[right] ?? 0;
        while ((t[right] ?? 0) - (t[left] ?? 0) >= 30 * MINUTE) {
          sum -= v[left] ?? 0;
          left += 1;
        }
        if (right - left + 1 >= 10) best = Math.min(best, sum / (right - left + 1));
      }
      if (Number.isFinite(best)) out.push({ day, value: best });
    }
    dayStart = dayEnd;
  }
  return out;
};

/** The baseline of the 28 days before `day` (at least 7 with data), from daily values sorted by day. */
const baselineBefore = (
  daily: ReadonlyArray<{ day: number; value: number }>,
  day: number,
): { mean: number; sd: number; days: number; from: number; to: number } | undefined => {
  let n = 0;
  let sum = 0;
  let squares = 0;
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const entry of daily) {
    if (entry.day < day - BASELINE_DAYS || entry.day >= day) continue;
    n += 1;
    sum += entry.value;
    squares += entry.value * entry.value;
    from = Math.min(from, entry.day);
    to = Math.max(to, entry.day);
  }
  if (n < MIN_BASELINE_DAYS) return undefined;
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, (squares - n * mean * mean) / (n - 1)));
  return { mean, sd, days: n, from, to };
};

const publicBaseline = (found: ReturnType<typeof baselineBefore>, digits = 1): Baseline | undefined =>
  found && {
    mean: Number(found.mean.toFixed(digits)),
    sd: Number(found.sd.toFixed(digits)),
    days: found.days,
    from: dateOf(found.from),
    to: dateOf(found.to),
  };

/**
 * Runs of consecutive days on which `flagged` holds against the 28-day baseline. Within a run every
 * day is judged against the baseline before the run began, so a rise does not raise its own bar.
 */
const deviationRuns = (
  daily: ReadonlyArray<{ day: number; value: number }>,
  flagged: (value: number, base: { mean: number; sd: number }) => boolean,
  minDays: number,
): Array<Array<{ day: number; value: number; mean: number }>> => {
  const runs: Array<Array<{ day: number; value: number; mean: number }>> = [];
  let run: Array<{ day: number; value: number; mean: number }> = [];
  let runBase: { mean: number; sd: number } | undefined;
  const close = () => {
    if (run.length >= minDays) runs.push(run);
    run = [];
    runBase = undefined;
  };
  for (const entry of daily) {
    const previous = run[run.length - 1];
    if (previous && entry.day !== previous.day + 1) close();
    const inRun = runBase !== undefined;
    const base = runBase ?? baselineBefore(daily, entry.day);
    if (base && flagged(entry.value, base)) {
      runBase = base;
      run.push({ ...entry, mean: base.mean });
    } else {
      close();
      // The day that ended a run may start a new one against its own baseline.
      const own = inRun ? baselineBefore(daily, entry.day) : undefined;
      if (own && flagged(entry.value, own)) {
        runBase = own;
        run.push({ ...entry, mean: own.mean });
      }
    }
  }
  close();
  return runs;
};

const recommendedSleep = (age: number | undefined): { minHours: number; maxHours: number; text: string } => {
  if (age !== undefined && age < 18)
    return { minHours: 8, maxHours: 10, text: '8 to 10 hours for teenagers (AASM; NSF 2015)' };
  if (age !== undefined && age >= 65)
    return {
      minHours: 7,
      maxHours: 8,
      text: '7 to 8 hours from 65 (NSF 2015); at least 7 for adults (AASM/SRS 2015)',
    };
  return {
    minHours: 7,
    maxHours: 9,
    text: 'At least 7 hours for adults (AASM/SRS 2015); 7 to 9 from 18 to 64 (NSF 2015)',
  };
};

interface Run {
  /** Indexes of the first and last reading. */
  from: number;
  to: number;
  start: number;
  end: number;
  peak: number;
  trough: number;
}

/**
 * Runs of readings for which `holds` is true, no more than 15 minutes apart, lasting at least 10
 * minutes (from the first reading to the last, plus the minute of the last) over two or more readings.
 */
const sustainedRuns = (points: Points, holds: (value: number, index: number) => boolean): Run[] => {
  const { t, v } = points;
  const runs: Run[] = [];
  let current: Run | undefined;
  const close = () => {
    if (
      current &&
      current.to > current.from &&
      (current.end - current.start) / MINUTE + 1 >= SUSTAINED_MINUTES
    )
      runs.push(current);
    current = undefined;
  };
  for (let i = 0; i < t.length; i += 1) {
    const time = t[i] ?? 0;
    const value = v[i] ?? 0;
    if (!holds(value, i)) {
      close();
      continue;
    }
    if (current && time - current.end > MAX_GAP_MINUTES * MINUTE) close();
    if (!current) current = { from: i, to: i, start: time, end: time, peak: value, trough: value };
    else {
      current.to = i;
      current.end = time;
      current.peak = Math.max(current.peak, value);
      current.trough = Math.min(current.trough, value);
    }
  }
  close();
  return runs;
};

export const analyzeWearables = (data: ReadData, options: InsightOptions = {}): WearableInsights => {
  const offset = (options.utcOffsetMinutes ?? 0) * MINUTE;
  const { series } = data;
  const alerts: Alert[] = [];
  const findings: Finding[] = [];
  const deviations: Deviation[] = [];
  const baselines: WearableInsights['baselines'] = {};
  const notes: string[] = [];
  const result: WearableInsights = { alerts, findings, baselines, deviations, notes };
  const iso = (ms: number) => new Date(ms).toISOString();

  // Period covered by any series or session.
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const points of Object.values(series)) {
    if (points.t.length === 0) continue;
    first = Math.min(first, points.t[0] ?? first);
    last = Math.max(last, points.t[points.t.length - 1] ?? last);
  }
  for (const session of data.sleep) {
    first = Math.min(first, session.start);
    last = Math.max(last, session.end);
  }
  if (Number.isFinite(first))
    result.period = {
      start: iso(first),
      end: iso(last),
      days: Math.floor((last + offset) / DAY) - Math.floor((first + offset) / DAY) + 1,
    };

  // Minutes known to be at rest: covered by step data with no steps, or inside a timed sleep session.
  const restMinutes = new Set<number>();
  const activeMinutes = new Set<number>();
  if (series.steps) {
    const { t, v } = series.steps;
    for (let i = 0; i < t.length; i += 1) {
      // A sample covers the minutes up to the next one (at most an hour): hourly step counts too.
      const first = Math.floor((t[i] ?? 0) / MINUTE);
      const next = t[i + 1];
      const span = next === undefined ? 1 : Math.min(60, Math.max(1, Math.floor(next / MINUTE) - first));
      const into = (v[i] ?? 0) > 0 ? activeMinutes : restMinutes;
      for (let minute = first; minute < first + span; minute += 1) into.add(minute);
    }
  }
  const asleep = (time: number): boolean =>
    data.sleep.some((session) => !session.durationOnly && time >= session.start && time < session.end);

  // Heart rate: summary; a sustained rate above 120 at rest; a sustained rate at or above the
  // age-predicted maximum whatever the activity; a sustained rate below 40.
  if (series.heartRate) {
    const points = series.heartRate;
    const { t, v } = points;
    let sum = 0;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < t.length; i += 1) {
      const value = v[i] ?? 0;
      sum += value;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    result.heartRate = { samples: t.length, mean: round1(sum / t.length), min, max };
    const moving = (i: number) => activeMinutes.has(Math.floor((t[i] ?? 0) / MINUTE));
    const still = (i: number) => {
      const time = t[i] ?? 0;
      return restMinutes.has(Math.floor(time / MINUTE)) || asleep(time);
    };
    const minutesOf = (run: Run) => Math.round((run.end - run.start) / MINUTE) + 1;

    // Above 120 while not known to be moving; a run counts as at rest only if every reading in it is
    // known to be still (no steps, or asleep).
    const high = sustainedRuns(points, (value, i) => value > RESTING_HR_ALERT && !moving(i));
    let worst: (Run & { rest: boolean }) | undefined;
    for (const run of high) {
      let rest = true;
      for (let i = run.from; i <= run.to && rest; i += 1) if (!still(i)) rest = false;
      if (!worst || (rest && !worst.rest) || (rest === worst.rest && run.peak > worst.peak))
        worst = { ...run, rest };
    }
    // Tanaka 2001: 208 − 0.7 × age; without an age, that of a 20-year-old (194), the highest adult bar.
    const ceiling = Math.round(tanakaMaxHr(options.age ?? 20));
    const veryHigh = sustainedRuns(points, (value, i) => value >= ceiling && !moving(i)).reduce<
      Run | undefined
    >((a, b) => (!a || b.peak > a.peak ? b : a), undefined);
    if (worst?.rest)
      alerts.push({
        ...restingHrAlert(
          worst.peak,
          `${minutesOf(worst)} minutes from ${iso(worst.start)} with no steps or asleep`,
        ),
        metric: 'heartRate',
        time: iso(worst.start),
      });
    else if (veryHigh)
      alerts.push({
        id: 'very-high-heart-rate',
        label: `Heart rate ${veryHigh.trough} to ${veryHigh.peak} beats a minute for ${minutesOf(veryHigh)} minutes`,
        urgency: 'urgent',
        advice: `Heart rate stayed at or above ${ceiling} beats a minute, the predicted maximum for ${options.age === undefined ? 'a 20-year-old (send age for yours)' : `age ${options.age}`} (208 − 0.7 × age, Tanaka 2001), for ${minutesOf(veryHigh)} minutes from ${iso(veryHigh.start)}. Even during hard exercise a rate this high for this long is unusual; if you were not exercising hard, or it happened at rest, contact a clinician today. Call 911 if it comes with chest pain, fainting or near-fainting, severe shortness of breath or confusion. Check the reading against your pulse: a loose band can misread.`,
        source: SOURCES.tachycardia,
        metric: 'heartRate',
        time: iso(veryHigh.start),
      });
    if (worst && !worst.rest)
      findings.push({
        id: 'high-heart-rate-activity-unknown',
        priority: veryHigh ? 'high' : 'medium',
        message: `Heart rate stayed above ${RESTING_HR_ALERT} for ${minutesOf(worst)} minutes from ${iso(worst.start)} (peak ${worst.peak}); without step or sleep data for all of that time we cannot tell whether you were at rest. Above ${RESTING_HR_ALERT} at rest for 10 minutes or more needs prompt care: if you were resting, contact a clinician today.`,
        source: SOURCES.heartRateNotifications,
      });

    // Below 40 for 10 minutes or more, awake or asleep: the low-rate notification threshold of
    // consumer watches, and well below the 60 that defines bradycardia (AHA).
    const low = sustainedRuns(points, (value) => value < LOW_HR).reduce<Run | undefined>(
      (a, b) => (!a || b.trough < a.trough ? b : a),
      undefined,
    );
    if (low)
      alerts.push({
        id: 'low-heart-rate',
        label: `Heart rate ${low.trough} to ${low.peak} beats a minute for ${minutesOf(low)} minutes`,
        urgency: 'urgent',
        advice: `Heart rate stayed below ${LOW_HR} beats a minute (lowest ${low.trough}) for ${minutesOf(low)} minutes from ${iso(low.start)}. A rate this slow can be normal during sleep in very fit people, but it can also be a heart rhythm problem (heart block) or a medicine effect: contact a clinician today and check your pulse by hand. Call 911 if you feel faint or dizzy, pass out, are confused, short of breath or have chest pain.`,
        source: SOURCES.bradycardia,
        metric: 'heartRate',
        time: iso(low.start),
      });
  }

  // Resting heart rate: the device's daily values, or derived from heart rate.
  let resting: Array<{ day: number; value: number }> = [];
  if (series.restingHeartRate) {
    resting = byDay(series.restingHeartRate, offset).map((d) => ({ day: d.day, value: d.sum / d.n }));
    result.restingHeartRate = {
      source: 'device',
      daily: resting.map((d) => ({ date: dateOf(d.day), value: round1(d.value) })),
    };
  } else if (series.heartRate) {
    resting = derivedResting(series.heartRate, offset);
    if (resting.length > 0)
      result.restingHeartRate = {
        source: 'derived',
        daily: resting.map((d) => ({ date: dateOf(d.day), value: round1(d.value) })),
      };
  }
  const lastResting = resting[resting.length - 1];
  if (lastResting) {
    const base = publicBaseline(baselineBefore(resting, lastResting.day + 1));
    if (base) baselines.restingHeartRate = base;
    const high = resting.filter((d) => d.value > RESTING_HR_ALERT);
    const highest = high.reduce<{ day: number; value: number } | undefined>(
      (a, b) => (!a || b.value > a.value ? b : a),
      undefined,
    );
    if (highest && !alerts.some((a) => a.id === 'resting-heart-rate-over-120'))
      alerts.push({
        ...restingHrAlert(highest.value, `the resting heart rate of ${dateOf(highest.day)}`),
        metric: 'restingHeartRate',
        time: dateOf(highest.day),
      });
    for (const run of deviationRuns(resting, (value, b) => value - b.mean >= RHR_RISE, RHR_RISE_DAYS)) {
      const head = run[0];
      const tail = run[run.length - 1];
      if (!head || !tail) continue;
      deviations.push({
        metric: 'restingHeartRate',
        direction: 'above',
        from: dateOf(head.day),
        to: dateOf(tail.day),
        days: run.length,
        values: run.map((d) => ({ date: dateOf(d.day), value: round1(d.value) })),
        baselineMean: round1(head.mean),
        message: `Resting heart rate was ${RHR_RISE} or more beats a minute above your 28-day baseline for ${run.length} days in a row (${dateOf(head.day)} to ${dateOf(tail.day)}). This often comes with an infection, poor sleep, stress, alcohol or hard training; if you feel unwell, or it lasts, talk to a clinician.`,
        source: SOURCES.baselineRhr,
      });
    }
  }

  // HRV: RMSSD when given, else SDNN; a drop below the baseline's mean − 1 SD of ln values for 3 days.
  const hrvMetric = series.hrvRmssd ? 'hrvRmssd' : series.hrvSdnn ? 'hrvSdnn' : undefined;
  const hrvPoints = hrvMetric ? series[hrvMetric] : undefined;
  if (hrvMetric && hrvPoints) {
    const daily = byDay(hrvPoints, offset).map((d) => ({ day: d.day, value: d.sum / d.n }));
    result.hrv = {
      metric: hrvMetric === 'hrvRmssd' ? 'rmssd' : 'sdnn',
      daily: daily.map((d) => ({ date: dateOf(d.day), value: round1(d.value) })),
    };
    const lastDay = daily[daily.length - 1];
    if (lastDay) {
      const base = publicBaseline(baselineBefore(daily, lastDay.day + 1));
      if (base) baselines[hrvMetric] = base;
    }
    const logs = daily.map((d) => ({ day: d.day, value: Math.log(d.value) }));
    for (const run of deviationRuns(logs, (value, b) => value < b.mean - b.sd, HRV_DROP_DAYS)) {
      const head = run[0];
      const tail = run[run.length - 1];
      if (!head || !tail) continue;
      deviations.push({
        metric: hrvMetric,
        direction: 'below',
        from: dateOf(head.day),
        to: dateOf(tail.day),
        days: run.length,
        values: run.map((d) => ({ date: dateOf(d.day), value: round1(Math.exp(d.value)) })),
        baselineMean: round1(Math.exp(head.mean)),
        message: `Heart rate variability was below your usual range (more than one standard deviation under your 28-day baseline) for ${run.length} days in a row. Low HRV follows illness, short sleep, stress, alcohol or heavy training; rest and recheck, and talk to a clinician if you feel unwell.`,
        source: SOURCES.hrv,
      });
    }
  }

  // Skin temperature: the nightly (daily) mean against its baseline.
  if (series.skinTemperature) {
    const daily = byDay(series.skinTemperature, offset).map((d) => ({ day: d.day, value: d.sum / d.n }));
    result.skinTemperature = {
      daily: daily.map((d) => ({ date: dateOf(d.day), value: Number(d.value.toFixed(2)) })),
    };
    const lastDay = daily[daily.length - 1];
    if (lastDay) {
      const base = publicBaseline(baselineBefore(daily, lastDay.day + 1), 2);
      if (base) baselines.skinTemperature = base;
    }
    for (const run of deviationRuns(daily, (value, b) => value - b.mean >= SKIN_RISE_C, 1)) {
      const head = run[0];
      const tail = run[run.length - 1];
      if (!head || !tail) continue;
      deviations.push({
        metric: 'skinTemperature',
        direction: 'above',
        from: dateOf(head.day),
        to: dateOf(tail.day),
        days: run.length,
        values: run.map((d) => ({ date: dateOf(d.day), value: Number(d.value.toFixed(2)) })),
        baselineMean: Number(head.mean.toFixed(2)),
        message: `Skin temperature was ${SKIN_RISE_C} °C (1.8 °F) or more above your baseline on ${run.length === 1 ? '1 day' : `${run.length} days`}. It can come with a fever: take your temperature with a thermometer if you feel unwell.`,
        source: SOURCES.skinTemperature,
      });
    }
  }
  for (const deviation of deviations)
    findings.push({
      id: `deviation-${deviation.metric}`,
      priority: 'medium',
      message: deviation.message,
      source: deviation.source,
    });

  // SpO2, by the NHS pulse-oximeter thresholds (adults): 92 % or less is an emergency, 93–94 % needs
  // urgent advice the same day. A consumer reading can be a poor signal, so a single low reading
  // followed by a normal one is a recheck (a finding), while two or more in a row, or a low reading
  // with nothing after it to show it recovered, are alerts; below 88 % (under even the lowest target
  // range of BTS 2017) an unconfirmed reading is an emergency too.
  if (series.spo2) {
    const { t, v } = series.spo2;
    let sum = 0;
    let min = Number.POSITIVE_INFINITY;
    let below90 = 0;
    let atOrBelow92 = 0;
    let run = 0;
    let runStart = 0;
    let lowest = Number.POSITIVE_INFINITY;
    let borderlineRun = 0;
    let borderlineStart = 0;
    let borderlineLowest = Number.POSITIVE_INFINITY;
    let sustained: { time: number; lowest: number; readings: number } | undefined;
    let borderline: { time: number; lowest: number; readings: number } | undefined;
    let unconfirmed: { time: number; value: number } | undefined;
    const isolated: Array<{ time: number; value: number; before: boolean }> = [];
    for (let i = 0; i < t.length; i += 1) {
      const value = v[i] ?? 0;
      sum += value;
      if (value < min) min = value;
      if (value < SPO2_BELOW_90) below90 += 1;
      if (value <= SPO2_EMERGENCY) {
        atOrBelow92 += 1;
        if (run === 0) {
          runStart = t[i] ?? 0;
          lowest = value;
        }
        run += 1;
        lowest = Math.min(lowest, value);
        if (run >= 2 && (!sustained || lowest < sustained.lowest))
          sustained = { time: runStart, lowest, readings: run };
        else if (run >= 2 && sustained && sustained.time === runStart) sustained.readings = run;
        // The last reading is low and alone: nothing shows that it recovered.
        if (run === 1 && i === t.length - 1) unconfirmed = { time: t[i] ?? 0, value };
        if (run === 1 && i < t.length - 1 && (v[i + 1] ?? 0) > SPO2_EMERGENCY)
          isolated.push({ time: t[i] ?? 0, value, before: i > 0 });
      } else run = 0;
      if (value <= SPO2_URGENT) {
        if (borderlineRun === 0) {
          borderlineStart = t[i] ?? 0;
          borderlineLowest = value;
        }
        borderlineRun += 1;
        borderlineLowest = Math.min(borderlineLowest, value);
        // Three readings or more over at least 10 minutes: a spot dip during sleep is not enough.
        if (
          borderlineRun >= 3 &&
          !borderline &&
          (t[i] ?? 0) - borderlineStart >= (SUSTAINED_MINUTES - 1) * MINUTE
        )
          borderline = { time: borderlineStart, lowest: borderlineLowest, readings: borderlineRun };
      } else borderlineRun = 0;
    }
    result.spo2 = {
      samples: t.length,
      mean: round1(sum / t.length),
      min,
      readingsBelow90: below90,
      readingsAtOrBelow92: atOrBelow92,
    };
    const recheck = `Readings can be less accurate on darker skin and with cold hands or movement, so do not be reassured by a normal reading if you feel unwell; a clinician may tell you a lower level is normal for you (with COPD the target can be 88 to 92 %, BTS 2017).`;
    if (sustained)
      alerts.push({
        id: 'low-oxygen-saturation',
        label: `Oxygen saturation ${sustained.lowest} %`,
        urgency: 'emergency',
        advice: `Oxygen saturation was ${SPO2_EMERGENCY} % or lower in ${sustained.readings} readings in a row (lowest ${sustained.lowest} %) from ${iso(sustained.time)}. At ${SPO2_EMERGENCY} % or lower the NHS advises going to an emergency department or calling for an ambulance: call 911 now, above all if you are short of breath, confused, or your lips or face look blue or gray. ${recheck}`,
        source: SOURCES.nhsOximeter,
        metric: 'spo2',
        time: iso(sustained.time),
      });
    else if (unconfirmed)
      alerts.push({
        id: 'low-oxygen-saturation-unconfirmed',
        label: `Oxygen saturation ${unconfirmed.value} % in ${t.length === 1 ? 'the only reading' : 'the latest reading'}`,
        urgency: unconfirmed.value < SPO2_VERY_LOW ? 'emergency' : 'urgent',
        advice: `${t.length === 1 ? 'The only reading sent' : 'The latest reading'} was ${unconfirmed.value} % (${iso(unconfirmed.time)}), with no later reading to show it recovered. Recheck now, at rest with warm hands: if it is still ${SPO2_EMERGENCY} % or lower, or you are short of breath, confused, or your lips look blue or gray, call 911 or go to an emergency department (NHS).${unconfirmed.value < SPO2_VERY_LOW ? ` Below ${SPO2_VERY_LOW} % is under even the lowest oxygen target (BTS 2017): do not wait if you cannot recheck at once.` : ''} ${recheck}`,
        source: SOURCES.nhsOximeter,
        metric: 'spo2',
        time: iso(unconfirmed.time),
      });
    else if (borderline)
      alerts.push({
        id: 'low-oxygen-saturation-borderline',
        label: `Oxygen saturation ${borderline.lowest} to ${SPO2_URGENT} %`,
        urgency: 'urgent',
        advice: `Oxygen saturation was ${SPO2_URGENT} % or lower in ${borderline.readings} or more readings in a row over 10 minutes or more (lowest ${borderline.lowest} %) from ${iso(borderline.time)}. At 93 or 94 % the NHS advises getting urgent advice the same day: contact a clinician or an urgent-care service today. Call 911 if it falls to ${SPO2_EMERGENCY} % or lower, or breathing gets harder. ${recheck}`,
        source: SOURCES.nhsOximeter,
        metric: 'spo2',
        time: iso(borderline.time),
      });
    const lowestIsolated = isolated.reduce<(typeof isolated)[number] | undefined>(
      (a, b) => (!a || b.value < a.value ? b : a),
      undefined,
    );
    if (lowestIsolated && !sustained)
      findings.push({
        id: 'single-low-oxygen-reading',
        priority: lowestIsolated.value < SPO2_VERY_LOW ? 'high' : 'medium',
        message: `${isolated.length === 1 ? 'One reading' : `${isolated.length} single readings`} ${isolated.length === 1 ? 'was' : 'were'} ${SPO2_EMERGENCY} % or lower (lowest ${lowestIsolated.value} % at ${iso(lowestIsolated.time)}), ${isolated.length === 1 && lowestIsolated.before ? 'between normal readings' : `${isolated.length === 1 ? '' : 'each '}followed by a normal reading`}, which is often a poor signal (movement, cold hands). Recheck at rest; if it is ${SPO2_EMERGENCY} % or lower again, or you are short of breath, seek care at once.`,
        source: SOURCES.nhsOximeter,
      });
  }

  // Irregular-rhythm notifications: each one needs a clinician's review.
  if (data.irregularRhythm.length > 0) {
    const latest = Math.max(...data.irregularRhythm);
    alerts.push({
      id: 'irregular-rhythm-notification',
      label: `${data.irregularRhythm.length} irregular-rhythm notification${data.irregularRhythm.length === 1 ? '' : 's'}`,
      urgency: 'urgent',
      advice:
        'Your device flagged an irregular heart rhythm, which may be atrial fibrillation; AFib raises the risk of stroke. Contact a clinician promptly for an ECG. Call 911 for chest pain, fainting, severe shortness of breath, or signs of stroke (face drooping, arm weakness, speech difficulty).',
      source: SOURCES.afib,
      metric: 'irregularRhythm',
      time: iso(latest),
    });
  }

  // Sleep: nights by the local date they end on; duration, regularity and stages.
  if (data.sleep.length > 0) {
    const nights = new Map<
      number,
      { minutes: number; midpoints: number[]; stages: Record<string, number>; staged: boolean }
    >();
    for (const session of data.sleep) {
      const day = Math.floor((session.end + offset) / DAY);
      const night = nights.get(day) ?? { minutes: 0, midpoints: [], stages: {}, staged: false };
      const stageEntries = Object.entries(session.stages);
      // Asleep is the session less its awake stages: time the stages do not cover counts as asleep.
      const asleepMinutes = (session.end - session.start) / MINUTE - (session.stages.awake ?? 0);
      night.minutes += asleepMinutes;
      for (const [stage, minutes] of stageEntries) night.stages[stage] = (night.stages[stage] ?? 0) + minutes;
      if (stageEntries.length > 0) night.staged = true;
      // Minutes after local noon, so that a night around midnight does not wrap.
      if (!session.durationOnly)
        night.midpoints.push(
          (((((session.start + session.end) / 2 + offset - DAY / 2) % DAY) + DAY) % DAY) / MINUTE,
        );
      nights.set(day, night);
    }
    const ordered = [...nights.entries()].sort((a, b) => a[0] - b[0]);
    const recommended = recommendedSleep(options.age);
    const minutes = ordered.map(([, night]) => night.minutes);
    const average = minutes.reduce((a, b) => a + b, 0) / minutes.length;
    const midpoints = ordered.flatMap(([, night]) =>
      night.midpoints.length > 0 ? [night.midpoints.reduce((a, b) => a + b, 0) / night.midpoints.length] : [],
    );
    let midpointSd: number | undefined;
    if (midpoints.length >= 3) {
      const mean = midpoints.reduce((a, b) => a + b, 0) / midpoints.length;
      midpointSd = Math.sqrt(midpoints.reduce((sum, m) => sum + (m - mean) ** 2, 0) / (midpoints.length - 1));
    }
    const staged = ordered.filter(([, night]) => night.staged);
    const stageTotals: Partial<Record<'awake' | 'light' | 'deep' | 'rem', number>> = {};
    if (staged.length > 0)
      for (const stage of ['awake', 'light', 'deep', 'rem'] as const) {
        const total = staged.reduce((sum, [, night]) => sum + (night.stages[stage] ?? 0), 0);
        stageTotals[stage] = Math.round(total / staged.length);
      }
    const below = minutes.filter((m) => m < recommended.minHours * 60).length;
    result.sleep = {
      nights: ordered.length,
      averageMinutes: Math.round(average),
      recommended,
      nightsBelowRecommended: below,
      ...(midpointSd === undefined
        ? {}
        : { midpointSdMinutes: Math.round(midpointSd), regular: midpointSd <= IRREGULAR_SLEEP_SD }),
      ...(staged.length > 0 ? { stages: stageTotals } : {}),
      daily: ordered.map(([day, night]) => ({ date: dateOf(day), value: Math.round(night.minutes) })),
      sources: [SOURCES.aasm, SOURCES.nsf, ...(midpointSd === undefined ? [] : [SOURCES.regularity])],
    };
    const sleepDaily = ordered.map(([day, night]) => ({ day, value: night.minutes }));
    const lastNight = sleepDaily[sleepDaily.length - 1];
    if (lastNight) {
      const base = publicBaseline(baselineBefore(sleepDaily, lastNight.day + 1), 0);
      if (base) baselines.sleepMinutes = base;
    }
    if (average < recommended.minHours * 60)
      findings.push({
        id: 'short-sleep',
        priority: 'medium',
        message: `You slept ${(average / 60).toFixed(1)} hours a night on average, below the ${recommended.minHours} hours recommended (${recommended.text}). Regularly sleeping less is linked to weight gain, high blood pressure, diabetes and depression.`,
        source: SOURCES.aasm,
      });
    else if (average > recommended.maxHours * 60 + 60)
      findings.push({
        id: 'long-sleep',
        priority: 'low',
        message: `You slept ${(average / 60).toFixed(1)} hours a night on average, well above ${recommended.maxHours} hours; needing much more sleep than usual can be worth mentioning to a clinician.`,
        source: SOURCES.nsf,
      });
    if (midpointSd !== undefined && midpointSd > IRREGULAR_SLEEP_SD)
      findings.push({
        id: 'irregular-sleep',
        priority: 'low',
        message: `The middle of your sleep moved by about ${Math.round(midpointSd)} minutes from night to night (standard deviation); going to bed and getting up at the same times every day, weekends included, helps sleep.`,
        source: SOURCES.regularity,
      });
  }

  // Steps: daily totals, the last 7 days against the 7 before, and the level where benefits level off.
  if (series.steps) {
    const daily = byDay(series.steps, offset).map((d) => ({ day: d.day, value: d.sum }));
    const average = daily.reduce((sum, d) => sum + d.value, 0) / daily.length;
    const lastDay = daily[daily.length - 1]?.day ?? 0;
    const window = (from: number, to: number) => {
      const inWindow = daily.filter((d) => d.day > lastDay - to && d.day <= lastDay - from);
      return inWindow.length >= 4
        ? inWindow.reduce((sum, d) => sum + d.value, 0) / inWindow.length
        : undefined;
    };
    const last7 = window(0, 7);
    const previous7 = window(7, 14);
    const change =
      last7 !== undefined && previous7 !== undefined && previous7 > 0
        ? ((last7 - previous7) / previous7) * 100
        : undefined;
    const older = options.age !== undefined && options.age >= 60;
    result.steps = {
      days: daily.length,
      dailyAverage: Math.round(average),
      ...(last7 === undefined ? {} : { last7Average: Math.round(last7) }),
      ...(previous7 === undefined ? {} : { previous7Average: Math.round(previous7) }),
      ...(change === undefined
        ? {}
        : {
            changePercent: round1(change),
            trend: change >= 10 ? 'rising' : change <= -10 ? 'falling' : 'steady',
          }),
      guidance: older
        ? 'From 60, the benefit of more steps levels off at about 6,000 to 8,000 a day (Paluch et al., 2022).'
        : 'Under 60, the benefit of more steps levels off at about 8,000 to 10,000 a day (Paluch et al., 2022).',
      daily: daily.map((d) => ({ date: dateOf(d.day), value: Math.round(d.value) })),
      sources: [SOURCES.steps, SOURCES.sedentarySteps],
    };
    const base = publicBaseline(baselineBefore(daily, lastDay + 1), 0);
    if (base) baselines.steps = base;
    if (average < 5000)
      findings.push({
        id: 'low-steps',
        priority: 'low',
        message: `About ${Math.round(average).toLocaleString('en-US')} steps a day is below 5,000, the usual mark of a sedentary day; adding a 10-minute walk a day is a good start.`,
        source: SOURCES.sedentarySteps,
      });
    if (change !== undefined && change <= -30)
      findings.push({
        id: 'steps-falling',
        priority: 'low',
        message: `Your steps fell by ${Math.round(-change)} % over the last week compared with the week before.`,
        source: SOURCES.steps,
      });
  }

  if (!baselines.restingHeartRate && resting.length > 0)
    notes.push(
      `Personal baselines need at least ${MIN_BASELINE_DAYS} days of data in the ${BASELINE_DAYS} before a day; deviations are judged from then on.`,
    );
  if (data.unsupported.length > 0) notes.push('Some entries were not used: see unsupported.');

  // Red flags in the person's own words, with the measured alerts, most urgent first.
  const textFlags = options.symptoms?.length
    ? detectRedFlags(options.symptoms.join('. '), options.age === undefined ? {} : { age: options.age })
    : [];
  alerts.unshift(...textFlags.map((flag) => ({ ...flag, metric: 'symptoms' })));
  alerts.sort((a, b) => (a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1));
  const urgentCare = urgentCareMessage(alerts);
  findings.sort((a, b) => PRIORITY.indexOf(a.priority) - PRIORITY.indexOf(b.priority));
  return urgentCare ? { urgentCare, ...result } : result;
};

const PRIORITY = ['urgent', 'high', 'medium', 'low'];
