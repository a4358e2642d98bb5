import { type BloodPressureCategory, classifyBloodPressure } from './guidelines.ts';

export interface BloodPressureInput {
  systolic: number;
  diastolic: number;
  timestamp?: string;
}

export interface BloodPressureSeries {
  count: number;
  /** Distinct days measured: the 2017 ACC/AHA guideline classifies on readings from two or more occasions. */
  occasions: number;
  average: { systolic: number; diastolic: number };
  /** The 2017 ACC/AHA category of the average. */
  category: BloodPressureCategory;
  /** Readings above 180/120 on their own, whatever the average. */
  crisisReadings: number;
  /** Average below 90/60 mm Hg (NHLBI's description of low blood pressure). */
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
    low: systolic < 90 || diastolic < 60,
  };
};
