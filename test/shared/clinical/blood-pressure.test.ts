import { describe, expect, it } from 'vitest';
import { bloodPressureStatus, summarizeBloodPressure } from '../../../shared/clinical/blood-pressure.ts';

describe('blood pressure status: 2017 ACC/AHA categories, and low below 90/60 (AHA)', () => {
  it.each([
    [90, 60, 'normal'],
    [89, 60, 'low'],
    [90, 59, 'low'],
    [86, 54, 'low'],
    [119, 79, 'normal'],
    [120, 79, 'elevated'],
    [125, 55, 'elevated'],
    [150, 55, 'stage-2'],
    [180, 120, 'stage-2'],
    [181, 80, 'crisis'],
    [160, 121, 'crisis'],
  ])('%i/%i is %s', (systolic, diastolic, expected) => {
    expect(bloodPressureStatus(systolic, diastolic)).toBe(expected);
  });

  it('calls a series low from its unrounded average', () => {
    expect(
      summarizeBloodPressure([
        { systolic: 89, diastolic: 62 },
        { systolic: 90, diastolic: 62 },
      ]).low,
    ).toBe(true);
    expect(
      summarizeBloodPressure([
        { systolic: 90, diastolic: 60 },
        { systolic: 90, diastolic: 60 },
      ]).low,
    ).toBe(false);
  });
});
