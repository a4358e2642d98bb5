import { convert } from './units.ts';

/**
 * Blood glucose against the ADA Standards of Care in Diabetes (2025). Each threshold is taken in
 * the unit the reading came in, as ADA states it in both (70 mg/dL and 3.9 mmol/L), so a reading is
 * never pushed across a boundary by rounding in a conversion; values are converted exactly
 * (UCUM, glucose 180.156 g/mol) only to report them in both units and to average a mixed series.
 */
export const GLUCOSE_GUIDELINE = 'ADA Standards of Care in Diabetes 2025';
const GLUCOSE_MOLAR_MASS = 180.156;

export type GlucoseUnit = 'mg/dL' | 'mmol/L';
export type GlucoseContext = 'fasting' | 'post-meal' | 'random';

export interface GlucoseReading {
  value: number;
  unit: GlucoseUnit;
  timestamp?: string;
  /** When it was measured; unknown readings are read as random. */
  context?: GlucoseContext;
}

/** Worst first: a series takes the status of its worst reading. */
export const GLUCOSE_SEVERITY = [
  'hypoglycemia-level-2',
  'hypoglycemia-level-1',
  'very-high',
  'diabetes-range',
  'prediabetes-range',
  'normal',
] as const;
export type GlucoseCategory = (typeof GLUCOSE_SEVERITY)[number];

type Threshold = Record<GlucoseUnit, number>;

/** ADA thresholds in both of the units ADA states them in. */
const GLUCOSE_THRESHOLDS = {
  /** Below: level 2 (clinically significant) hypoglycemia. */
  level2: { 'mg/dL': 54, 'mmol/L': 3.0 },
  /** Below: level 1 hypoglycemia. */
  level1: { 'mg/dL': 70, 'mmol/L': 3.9 },
  /** Fasting: at or above, the prediabetes range (impaired fasting glucose). */
  fastingPrediabetes: { 'mg/dL': 100, 'mmol/L': 5.6 },
  /** Fasting: at or above, the diabetes range. */
  fastingDiabetes: { 'mg/dL': 126, 'mmol/L': 7.0 },
  /** Two hours after eating (the 2-hour OGTT cut points): at or above, the prediabetes range. */
  postMealPrediabetes: { 'mg/dL': 140, 'mmol/L': 7.8 },
  /** Two hours after eating, or at random: at or above, the diabetes range. */
  diabetes: { 'mg/dL': 200, 'mmol/L': 11.1 },
  /** Above: check for ketones (ADA, hyperglycemia). */
  veryHigh: { 'mg/dL': 240, 'mmol/L': 13.3 },
  /** Time-in-range band (international consensus, adopted by ADA): 70 to 180 mg/dL. */
  rangeHigh: { 'mg/dL': 180, 'mmol/L': 10.0 },
  rangeVeryHigh: { 'mg/dL': 250, 'mmol/L': 13.9 },
} as const satisfies Record<string, Threshold>;

export const toMgDl = (value: number, unit: GlucoseUnit): number =>
  unit === 'mg/dL' ? value : convert(value, 'mmol/L', 'mg/dL', GLUCOSE_MOLAR_MASS);
export const toMmolL = (value: number, unit: GlucoseUnit): number =>
  unit === 'mmol/L' ? value : convert(value, 'mg/dL', 'mmol/L', GLUCOSE_MOLAR_MASS);

export const classifyGlucose = (
  reading: Pick<GlucoseReading, 'value' | 'unit' | 'context'>,
): GlucoseCategory => {
  const below = (threshold: Threshold) => reading.value < threshold[reading.unit];
  const atLeast = (threshold: Threshold) => reading.value >= threshold[reading.unit];
  if (below(GLUCOSE_THRESHOLDS.level2)) return 'hypoglycemia-level-2';
  if (below(GLUCOSE_THRESHOLDS.level1)) return 'hypoglycemia-level-1';
  if (reading.value > GLUCOSE_THRESHOLDS.veryHigh[reading.unit]) return 'very-high';
  switch (reading.context ?? 'random') {
    case 'fasting':
      if (atLeast(GLUCOSE_THRESHOLDS.fastingDiabetes)) return 'diabetes-range';
      return atLeast(GLUCOSE_THRESHOLDS.fastingPrediabetes) ? 'prediabetes-range' : 'normal';
    case 'post-meal':
      if (atLeast(GLUCOSE_THRESHOLDS.diabetes)) return 'diabetes-range';
      return atLeast(GLUCOSE_THRESHOLDS.postMealPrediabetes) ? 'prediabetes-range' : 'normal';
    case 'random':
      return atLeast(GLUCOSE_THRESHOLDS.diabetes) ? 'diabetes-range' : 'normal';
  }
};

export const GLUCOSE_LABELS: Record<GlucoseCategory, string> = {
  'hypoglycemia-level-2': 'level 2 hypoglycemia (below 54 mg/dL, 3.0 mmol/L)',
  'hypoglycemia-level-1': 'level 1 hypoglycemia (54 to 69 mg/dL, 3.0 to 3.8 mmol/L)',
  'very-high': 'very high (above 240 mg/dL, 13.3 mmol/L: check for ketones)',
  'diabetes-range':
    'in the diabetes range (fasting 126 mg/dL / 7.0 mmol/L or more; after a meal or at random 200 mg/dL / 11.1 mmol/L or more)',
  'prediabetes-range':
    'in the prediabetes range (fasting 100 to 125 mg/dL / 5.6 to 6.9 mmol/L; two hours after a meal 140 to 199 mg/dL / 7.8 to 11.0 mmol/L)',
  normal: 'within the expected range',
};

export interface GlucoseSeries {
  count: number;
  average: { 'mg/dL': number; 'mmol/L': number };
  /** Standard deviation and coefficient of variation (%); a CV of 36% or less is the target. */
  variability?: { sd: number; cv: number; stable: boolean };
  /** Shares of readings (0 to 1) in each band of the time-in-range consensus. */
  timeInRange: { veryLow: number; low: number; inRange: number; high: number; veryHigh: number };
  counts: Record<GlucoseCategory, number>;
  worst: GlucoseCategory;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** CV at or below 36% is stable glycemia (ADA 2025, glycemic goals). */
const CV_TARGET = 36;

export const summarizeGlucose = (readings: readonly GlucoseReading[]): GlucoseSeries => {
  const mgDl = readings.map((reading) => toMgDl(reading.value, reading.unit));
  const mean = mgDl.reduce((sum, value) => sum + value, 0) / mgDl.length;
  const counts = Object.fromEntries(GLUCOSE_SEVERITY.map((category) => [category, 0])) as Record<
    GlucoseCategory,
    number
  >;
  for (const reading of readings) counts[classifyGlucose(reading)] += 1;
  const band = (test: (reading: GlucoseReading) => boolean) =>
    round(readings.filter(test).length / readings.length, 3);
  const lt = (reading: GlucoseReading, threshold: Threshold) => reading.value < threshold[reading.unit];
  const gt = (reading: GlucoseReading, threshold: Threshold) => reading.value > threshold[reading.unit];
  let variability: GlucoseSeries['variability'];
  if (mgDl.length >= 2) {
    const sd = Math.sqrt(mgDl.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (mgDl.length - 1));
    const cv = (sd / mean) * 100;
    variability = { sd: round(sd, 1), cv: round(cv, 1), stable: cv <= CV_TARGET };
  }
  return {
    count: readings.length,
    average: { 'mg/dL': round(mean, 1), 'mmol/L': round(toMmolL(mean, 'mg/dL'), 2) },
    variability,
    timeInRange: {
      veryLow: band((r) => lt(r, GLUCOSE_THRESHOLDS.level2)),
      low: band((r) => !lt(r, GLUCOSE_THRESHOLDS.level2) && lt(r, GLUCOSE_THRESHOLDS.level1)),
      inRange: band((r) => !lt(r, GLUCOSE_THRESHOLDS.level1) && !gt(r, GLUCOSE_THRESHOLDS.rangeHigh)),
      high: band((r) => gt(r, GLUCOSE_THRESHOLDS.rangeHigh) && !gt(r, GLUCOSE_THRESHOLDS.rangeVeryHigh)),
      veryHigh: band((r) => gt(r, GLUCOSE_THRESHOLDS.rangeVeryHigh)),
    },
    counts,
    worst: GLUCOSE_SEVERITY.find((category) => counts[category] > 0) ?? 'normal',
  };
};

/**
 * Unit plausibility. Home glucose meters measure 20 to 600 mg/dL (1.1 to 33.3 mmol/L) and show LO
 * or HI outside that range, so a value outside it in its stated unit that reads as an ordinary value
 * in the other unit was most likely sent with the wrong unit: "5.5 mg/dL" is a 5.5 mmol/L reading,
 * "110 mmol/L" a 110 mg/dL one. Such a reading is not classified (it would be a false level 2
 * hypoglycemia or crisis), left out of the averages, and flagged; because a true value that extreme
 * is possible and dangerous, the analysis still gives the urgent-care advice for it as stated.
 */
const GLUCOSE_UNIT_CHECK = {
  /** Labelled mg/dL and below this (1.1 mmol/L): below any meter's range, a plausible mmol/L value. */
  mgDlBelow: 20,
  /** Labelled mmol/L and above this (631 mg/dL): above any meter's range, a plausible mg/dL value. */
  mmolLAbove: 35,
} as const;

export interface GlucoseUnitWarning {
  /** The unit the value most likely is in. */
  likelyUnit: GlucoseUnit;
  message: string;
}

const otherUnit = (unit: GlucoseUnit): GlucoseUnit => (unit === 'mg/dL' ? 'mmol/L' : 'mg/dL');

/** A warning when the value is implausible in its stated unit but plausible in the other. */
export const glucoseUnitWarning = (
  reading: Pick<GlucoseReading, 'value' | 'unit'>,
): GlucoseUnitWarning | undefined => {
  const suspect =
    reading.unit === 'mg/dL'
      ? reading.value < GLUCOSE_UNIT_CHECK.mgDlBelow
      : reading.value > GLUCOSE_UNIT_CHECK.mmolLAbove;
  if (!suspect) return undefined;
  const likelyUnit = otherUnit(reading.unit);
  const mgDl = Math.round(toMgDl(reading.value, reading.unit));
  return {
    likelyUnit,
    message:
      reading.unit === 'mg/dL'
        ? `${reading.value} mg/dL is below the 20 mg/dL glucose meters measure but an ordinary value in mmol/L: check the unit the meter shows. It is not classified or averaged; if it really is ${reading.value} mg/dL, it is severe (level 2) hypoglycemia.`
        : `${reading.value} mmol/L (about ${mgDl} mg/dL) is above the 33.3 mmol/L glucose meters measure but an ordinary value in mg/dL: check the unit the meter shows. It is not classified or averaged; if it really is ${reading.value} mmol/L, it is a hyperglycemic crisis.`,
  };
};

/**
 * At or above 600 mg/dL (33.3 mmol/L), the plasma glucose criterion of the hyperglycemic
 * hyperosmolar state (ADA/EASD/JBDS/AACE/DTS consensus report on hyperglycemic crises, Diabetes
 * Care 2024): emergency care, whatever the timing of the reading.
 */
const GLUCOSE_CRISIS = { 'mg/dL': 600, 'mmol/L': 33.3 } as const satisfies Threshold;

export const isGlucoseCrisis = (reading: Pick<GlucoseReading, 'value' | 'unit'>): boolean =>
  reading.value >= GLUCOSE_CRISIS[reading.unit];
