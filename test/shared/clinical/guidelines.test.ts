import { describe, expect, it } from 'vitest';
import {
  a1cReadings,
  bloodPressureReadings,
  classifyA1c,
  classifyBloodPressure,
} from '../../../shared/clinical/guidelines.ts';

describe('2017 ACC/AHA blood pressure categories', () => {
  it.each([
    [119, 79, 'normal'],
    [120, 79, 'elevated'],
    [129, 79, 'elevated'],
    [129, 80, 'stage-1'],
    [130, 70, 'stage-1'],
    [139, 89, 'stage-1'],
    [140, 70, 'stage-2'],
    [120, 90, 'stage-2'],
    [180, 120, 'stage-2'],
    [181, 100, 'crisis'],
    [150, 121, 'crisis'],
  ] as const)('%i/%i mm Hg is %s', (systolic, diastolic, category) => {
    expect(classifyBloodPressure(systolic, diastolic)).toBe(category);
  });
});

describe('ADA 2025 HbA1c categories', () => {
  it.each([
    [5.6, 'normal'],
    [5.7, 'prediabetes'],
    [6.4, 'prediabetes'],
    [6.5, 'diabetes'],
  ] as const)('%f%% is %s', (percent, category) => {
    expect(classifyA1c(percent)).toBe(category);
  });
});

describe('readings in text', () => {
  it('finds blood pressure written with a slash or "over", and skips pairs that cannot be one', () => {
    const readings = bloodPressureReadings('It was 150/95, then 185 over 125; my dose is 50/100 and 12/8.');
    expect(readings.map(({ systolic, diastolic }) => `${systolic}/${diastolic}`)).toEqual([
      '150/95',
      '185/125',
    ]);
  });

  it('finds HbA1c values in the test’s reporting range', () => {
    expect(a1cReadings('my a1c is 6.1 and my HbA1c was 7%').map((r) => r.percent)).toEqual([6.1, 7]);
    // Above 20 without a unit it can only be IFCC mmol/mol (UK and European reports): 45 is 6.3%.
    expect(a1cReadings('a1c of 45').map((r) => r.percent)).toEqual([6.3]);
    expect(a1cReadings('hba1c 58 mmol/mol').map((r) => r.percent)).toEqual([7.5]);
    expect(a1cReadings('a1c of 250')).toEqual([]);
  });
});
