import { detectRedFlags, type RedFlag, urgentCareMessage } from '../clinical/red-flags.ts';
import { RESTING_HR_ALERT, restingHrAlert } from '../fitness/heart-rate.ts';
import type { ReadData } from './readers.ts';
import type { Points } from './series.ts';

/**
 * Insights from wearable series, by rules: 28-day personal baselines and the deviations from them,
 * sleep against AASM/SRS and National Sleep Foundation guidance, step trends, and alerts (urgent
 * advice first) for a sustained heart rate above 120 at rest, oxygen saturation below 90 % and
 * irregular-rhythm notifications. One pass over each series; nothing here allocates per sample
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
  spo2: {
    title:
      'Pulse oximetry (MedlinePlus, consulted 2026); FDA safety communication on pulse oximeter accuracy (2021)',
    url: 'https://medlineplus.gov/lab-tests/pulse-oximetry/',
  },
  afib: {
    title: 'What is atrial fibrillation (AFib or AF)? (American Heart Association, consulted 2026)',
    url: 'https://www.heart.org/en/health-topics/atrial-fibrillation/what-is-atrial-fibrillation-afib-or-af',
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
const SPO2_LOW = 90;
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
  spo2?: { samples: number; mean: number; min: number; readingsBelow90: number };
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

  // Heart rate: summary, and a sustained rate above 120 at rest.
  if (series.heartRate) {
    const { t, v } = series.heartRate;
    let sum = 0;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let runStart = -1;
    let runRest = true;
    let worst: { start: number; end: number; peak: number; rest: boolean } | undefined;
    const closeRun = (end: number, peak: number) => {
      if (runStart < 0) return;
      const minutes = (end - (t[runStart] ?? end)) / MINUTE + 1;
      if (
        minutes >= SUSTAINED_MINUTES &&
        (!worst || (runRest && !worst.rest) || (runRest === worst.rest && peak > worst.peak))
      )
        worst = { start: t[runStart] ?? end, end, peak, rest: runRest };
      runStart = -1;
    };
    let peak = 0;
    for (let i = 0; i < t.length; i += 1) {
      const value = v[i] ?? 0;
      const time = t[i] ?? 0;
      sum += value;
      if (value < min) min = value;
      if (value > max) max = value;
      const minute = Math.floor(time / MINUTE);
      const moving = activeMinutes.has(minute);
      const contiguous = i > 0 && time - (t[i - 1] ?? 0) <= 2 * MINUTE;
      if (value > RESTING_HR_ALERT && !moving) {
        if (runStart >= 0 && !contiguous) closeRun(t[i - 1] ?? time, peak);
        if (runStart < 0) {
          runStart = i;
          runRest = true;
          peak = 0;
        }
        // A run counts as at rest only if every minute of it is known to be still.
        if (!(restMinutes.has(minute) || asleep(time))) runRest = false;
        peak = Math.max(peak, value);
      } else closeRun(t[i - 1] ?? time, peak);
    }
    closeRun(t[t.length - 1] ?? 0, peak);
    result.heartRate = { samples: t.length, mean: round1(sum / t.length), min, max };
    const found = worst as { start: number; end: number; peak: number; rest: boolean } | undefined;
    if (found?.rest)
      alerts.push({
        ...restingHrAlert(
          found.peak,
          `${Math.round((found.end - found.start) / MINUTE) + 1} minutes from ${iso(found.start)} with no steps or asleep`,
        ),
        metric: 'heartRate',
        time: iso(found.start),
      });
    else if (found)
      findings.push({
        id: 'high-heart-rate-activity-unknown',
        priority: 'medium',
        message: `Heart rate stayed above ${RESTING_HR_ALERT} for ${Math.round((found.end - found.start) / MINUTE) + 1} minutes from ${iso(found.start)} (peak ${found.peak}); without step or sleep data for that time we cannot tell whether you were at rest. If you were resting, contact a clinician.`,
        source: SOURCES.heartRateNotifications,
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

  // SpO2: two or more readings in a row below 90 % is an alert; a single one, a recheck.
  if (series.spo2) {
    const { t, v } = series.spo2;
    let sum = 0;
    let min = Number.POSITIVE_INFINITY;
    let below = 0;
    let run = 0;
    let runStart = 0;
    let lowest = Number.POSITIVE_INFINITY;
    let sustained: { time: number; lowest: number } | undefined;
    for (let i = 0; i < t.length; i += 1) {
      const value = v[i] ?? 0;
      sum += value;
      if (value < min) min = value;
      if (value < SPO2_LOW) {
        below += 1;
        if (run === 0) {
          runStart = t[i] ?? 0;
          lowest = value;
        }
        run += 1;
        lowest = Math.min(lowest, value);
        if (run >= 2 && (!sustained || lowest < sustained.lowest)) sustained = { time: runStart, lowest };
      } else run = 0;
    }
    result.spo2 = { samples: t.length, mean: round1(sum / t.length), min, readingsBelow90: below };
    if (sustained)
      alerts.push({
        id: 'low-oxygen-saturation',
        label: `Oxygen saturation ${sustained.lowest} %`,
        urgency: 'urgent',
        advice: `Oxygen saturation stayed below ${SPO2_LOW} % (lowest ${sustained.lowest} %) from ${iso(sustained.time)}. Below ${SPO2_LOW} % needs prompt medical attention: recheck at rest with warm hands, and contact a clinician today; call 911 if you are short of breath, confused, or your lips or face look blue or gray. Readings can be less accurate on darker skin, so do not be reassured by a normal reading if you feel unwell.`,
        source: SOURCES.spo2,
        metric: 'spo2',
        time: iso(sustained.time),
      });
    else if (below > 0)
      findings.push({
        id: 'single-low-oxygen-reading',
        priority: 'medium',
        message: `One reading was below ${SPO2_LOW} % with normal readings around it, which is often a poor signal (movement, cold hands). Recheck at rest; if it stays below ${SPO2_LOW} %, or you are short of breath, seek care.`,
        source: SOURCES.spo2,
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
