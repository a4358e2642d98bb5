import { describe, expect, it } from 'vitest';
import {
  classifyGlucose,
  type GlucoseContext,
  glucoseUnitWarning,
  isGlucoseCrisis,
  summarizeGlucose,
  toMgDl,
  toMmolL,
} from '../../../shared/clinical/glucose.ts';

/** Every ADA threshold, on both sides, in both units: [value, unit, context, expected]. */
const BOUNDARIES: ReadonlyArray<[number, 'mg/dL' | 'mmol/L', GlucoseContext | undefined, string]> = [
  [53, 'mg/dL', undefined, 'hypoglycemia-level-2'],
  [54, 'mg/dL', undefined, 'hypoglycemia-level-1'],
  [2.9, 'mmol/L', undefined, 'hypoglycemia-level-2'],
  [3.0, 'mmol/L', undefined, 'hypoglycemia-level-1'],
  [69, 'mg/dL', undefined, 'hypoglycemia-level-1'],
  [70, 'mg/dL', undefined, 'normal'],
  [3.8, 'mmol/L', undefined, 'hypoglycemia-level-1'],
  [3.9, 'mmol/L', undefined, 'normal'],
  [99, 'mg/dL', 'fasting', 'normal'],
  [100, 'mg/dL', 'fasting', 'prediabetes-range'],
  [5.5, 'mmol/L', 'fasting', 'normal'],
  [5.6, 'mmol/L', 'fasting', 'prediabetes-range'],
  [125, 'mg/dL', 'fasting', 'prediabetes-range'],
  [126, 'mg/dL', 'fasting', 'diabetes-range'],
  [6.9, 'mmol/L', 'fasting', 'prediabetes-range'],
  [7.0, 'mmol/L', 'fasting', 'diabetes-range'],
  [139, 'mg/dL', 'post-meal', 'normal'],
  [140, 'mg/dL', 'post-meal', 'prediabetes-range'],
  [7.7, 'mmol/L', 'post-meal', 'normal'],
  [7.8, 'mmol/L', 'post-meal', 'prediabetes-range'],
  [199, 'mg/dL', 'post-meal', 'prediabetes-range'],
  [200, 'mg/dL', 'post-meal', 'diabetes-range'],
  [11.0, 'mmol/L', 'post-meal', 'prediabetes-range'],
  [11.1, 'mmol/L', 'post-meal', 'diabetes-range'],
  [199, 'mg/dL', 'random', 'normal'],
  [200, 'mg/dL', 'random', 'diabetes-range'],
  [11.0, 'mmol/L', undefined, 'normal'],
  [11.1, 'mmol/L', undefined, 'diabetes-range'],
  [240, 'mg/dL', 'fasting', 'diabetes-range'],
  [241, 'mg/dL', 'fasting', 'very-high'],
  [13.3, 'mmol/L', 'random', 'diabetes-range'],
  [13.4, 'mmol/L', 'random', 'very-high'],
];

describe('ADA 2025 glucose categories', () => {
  it.each(BOUNDARIES)('%f %s (%s) is %s', (value, unit, context, expected) => {
    expect(classifyGlucose({ value, unit, context })).toBe(expected);
  });
});

describe('glucose units', () => {
  it('converts exactly through UCUM with glucose at 180.156 g/mol', () => {
    expect(toMmolL(180.156, 'mg/dL')).toBeCloseTo(10, 10);
    expect(toMgDl(10, 'mmol/L')).toBeCloseTo(180.156, 9);
    expect(toMgDl(toMmolL(126, 'mg/dL'), 'mmol/L')).toBeCloseTo(126, 9);
  });
});

describe('a series of readings', () => {
  it('averages mixed units exactly, and counts lows and time in range', () => {
    const series = summarizeGlucose([
      { value: 90, unit: 'mg/dL' },
      { value: 5.0, unit: 'mmol/L' },
      { value: 50, unit: 'mg/dL' },
      { value: 200, unit: 'mg/dL' },
    ]);
    expect(series.average['mg/dL']).toBeCloseTo((90 + 5 * 18.0156 + 50 + 200) / 4, 1);
    expect(series.counts['hypoglycemia-level-2']).toBe(1);
    expect(series.timeInRange).toEqual({ veryLow: 0.25, low: 0, inRange: 0.5, high: 0.25, veryHigh: 0 });
    expect(series.worst).toBe('hypoglycemia-level-2');
    expect(series.variability?.stable).toBe(false);
  });

  it('reports a coefficient of variation at 36% or less as stable, and none for one reading', () => {
    expect(
      summarizeGlucose([
        { value: 100, unit: 'mg/dL' },
        { value: 110, unit: 'mg/dL' },
      ]).variability?.stable,
    ).toBe(true);
    expect(summarizeGlucose([{ value: 100, unit: 'mg/dL' }]).variability).toBeUndefined();
  });
});

describe('unit plausibility (meters measure 20 to 600 mg/dL, 1.1 to 33.3 mmol/L)', () => {
  it.each([
    [5.5, 'mg/dL', 'mmol/L'],
    [15, 'mg/dL', 'mmol/L'],
    [19.9, 'mg/dL', 'mmol/L'],
    [20, 'mg/dL', undefined],
    [600, 'mg/dL', undefined],
    [2000, 'mg/dL', undefined],
    [1.1, 'mmol/L', undefined],
    [0.5, 'mmol/L', undefined],
    [35, 'mmol/L', undefined],
    [35.1, 'mmol/L', 'mg/dL'],
    [110, 'mmol/L', 'mg/dL'],
  ] as const)('%f %s looks like %s', (value, unit, likely) => {
    expect(glucoseUnitWarning({ value, unit })?.likelyUnit).toBe(likely);
  });

  it('says what it would be if the unit were right', () => {
    expect(glucoseUnitWarning({ value: 5.5, unit: 'mg/dL' })?.message).toMatch(
      /if it really is 5\.5 mg\/dL, it is severe \(level 2\) hypoglycemia/,
    );
    expect(glucoseUnitWarning({ value: 110, unit: 'mmol/L' })?.message).toMatch(/about 1982 mg\/dL/);
  });

  it.each([
    [599, 'mg/dL', false],
    [600, 'mg/dL', true],
    [33.2, 'mmol/L', false],
    [33.3, 'mmol/L', true],
  ] as const)('%f %s in the hyperglycemic crisis range: %s', (value, unit, expected) => {
    expect(isGlucoseCrisis({ value, unit })).toBe(expected);
  });
});
