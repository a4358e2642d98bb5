import { type BloodPressureCategory, classifyBloodPressure } from './guidelines.ts';

export interface BloodPressureInput {
  systolic: number;
  diastolic: number;
  timestamp?: string;
}

/**
 * Low blood pressure: below 90 systolic or below 60 diastolic mm Hg (American Heart Association,
 * "Low blood pressure: when blood pressure is too low", and NHLBI). It applies only when the 2017
 * ACC/AHA category is normal: 150/55 is stage 2 hypertension with a low diastolic, not hypotension.
 */
const LOW_BLOOD_PRESSURE = { systolic: 90, diastolic: 60 } as const;

/** A 2017 ACC/AHA category, or `low`. */
export type BloodPressureStatus = BloodPressureCategory | 'low';

export const BLOOD_PRESSURE_LOW_LABEL = 'low blood pressure (below 90/60 mm Hg)';

export const LOW_BLOOD_PRESSURE_SOURCE = {
  title: 'Low blood pressure: when blood pressure is too low (American Heart Association)',
  url: 'https://www.heart.org/en/health-topics/high-blood-pressure/the-facts-about-high-blood-pressure/low-blood-pressure-when-blood-pressure-is-too-low',
} as const;

/** The American Heart Association's symptoms of low blood pressure and signs of shock, in free text. */
export const LOW_BLOOD_PRESSURE_SYMPTOMS =
  /\b(dizz\w*|light-? ?headed\w*|faint\w*|pass(ed|ing)? out|blurr\w*|confus\w*|clammy|weak\w*|shallow breath\w*)\b/i;

export const bloodPressureStatus = (systolic: number, diastolic: number): BloodPressureStatus => {
  const category = classifyBloodPressure(systolic, diastolic);
  return category === 'normal' &&
    (systolic < LOW_BLOOD_PRESSURE.systolic || diastolic < LOW_BLOOD_PRESSURE.diastolic)
    ? 'low'
    : category;
};

export interface BloodPressureSeries {
  count: number;
  /** Distinct days measured: the 2017 ACC/AHA guideline classifies on readings from two or more occasions. */
  occasions: number;
  average: { systolic: number; diastolic: number };
  /** The 2017 ACC/AHA category of the average. */
  category: BloodPressureCategory;
  /** Readings above 180/120 on their own, whatever the average. */
  crisisReadings: number;
  /** The average is low blood pressure (see bloodPressureStatus). */
  low: boolean;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export const summarizeBloodPressure = (readings: readonly BloodPressureInput[]): BloodPressureSeries => {
  const systolic = readings.reduce((sum, reading) => sum + reading.systolic, 0) / readings.length;
  const diastolic = readings.reduce((sum, reading) => sum + reading.diastolic, 0) / readings.length;
  const days = new Set(readings.map((reading) => reading.timestamp?.slice(0, 10) ?? 'unknown'));
  return {
    count: readings.length,
    occasions: days.size,
    average: { systolic: round1(systolic), diastolic: round1(diastolic) },
    category: classifyBloodPressure(systolic, diastolic),
    crisisReadings: readings.filter(
      (reading) => classifyBloodPressure(reading.systolic, reading.diastolic) === 'crisis',
    ).length,
    low: bloodPressureStatus(systolic, diastolic) === 'low',
  };
};
