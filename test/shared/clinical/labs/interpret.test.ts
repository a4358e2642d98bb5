import { describe, expect, it } from 'vitest';
import { LAB_TESTS } from '../../../../shared/clinical/labs/catalog.ts';
import {
  ckdEpi2021,
  findLabTest,
  gfrCategory,
  interpretResult,
  interpretResults,
  type LabInputError,
} from '../../../../shared/clinical/labs/interpret.ts';

const flag = (test: string, value: number | string, unit?: string, sex?: 'female' | 'male') =>
  interpretResult({ test, value, ...(unit ? { unit } : {}) }, sex).flag;

describe('the lab catalog', () => {
  it('covers at least 40 tests, each with a LOINC code, a UCUM unit and a source', () => {
    expect(LAB_TESTS.length).toBeGreaterThanOrEqual(40);
    for (const test of LAB_TESTS) {
      expect(test.loinc).toMatch(/^\d{1,7}-\d$/);
      expect(
        interpretResult({ test: test.loinc, value: test.qualitative ? 'negative' : 1 }, 'female').source.url,
      ).toMatch(/^https:\/\//);
    }
  });

  it('finds tests by LOINC code, name, alias and a one-letter typo', () => {
    expect(findLabTest('2160-0').name).toBe('Creatinine');
    expect(findLabTest('Serum Creatinine').loinc).toBe('2160-0');
    expect(findLabTest('hemoglobn').loinc).toBe('718-7');
    expect(() => findLabTest('unobtainium')).toThrow(/Unknown test/);
  });
});

describe('flags at every boundary', () => {
  it.each([
    ['sodium', 134.9, 'L'],
    ['sodium', 135, 'N'],
    ['sodium', 145, 'N'],
    ['sodium', 145.1, 'H'],
    ['sodium', 119.9, 'LL'],
    ['sodium', 120, 'L'],
    ['sodium', 160, 'H'],
    ['sodium', 160.1, 'HH'],
    ['potassium', 2.4, 'LL'],
    ['potassium', 2.5, 'L'],
    ['potassium', 5.0, 'N'],
    ['potassium', 6.5, 'H'],
    ['potassium', 6.6, 'HH'],
    ['glucose', 53, 'LL'],
    ['glucose', 54, 'L'],
    ['glucose', 70, 'N'],
    ['glucose', 99, 'N'],
    ['glucose', 100, 'H'],
    ['hba1c', 5.6, 'N'],
    ['hba1c', 5.7, 'H'],
    ['hemoglobin', 6.9, 'LL'],
    ['platelets', 9, 'LL'],
    ['inr', 4.6, 'HH'],
    ['egfr', 14, 'LL'],
    ['egfr', 89, 'L'],
    ['egfr', 90, 'N'],
  ] as const)('%s %f is %s', (test, value, expected) => {
    expect(flag(test, value)).toBe(expected);
  });

  it('uses sex-specific intervals, and the combined interval without a sex', () => {
    expect(flag('hemoglobin', 13.0, 'g/dL', 'female')).toBe('N');
    expect(flag('hemoglobin', 13.0, 'g/dL', 'male')).toBe('L');
    expect(flag('hemoglobin', 13.0, 'g/dL')).toBe('N');
    expect(flag('hemoglobin', 12.0, 'g/dL')).toBe('L');
  });

  it('reads dipstick results as N when negative and A otherwise', () => {
    expect(flag('urine nitrite', 'negative')).toBe('N');
    expect(flag('urine protein', '2+')).toBe('A');
    expect(flag('urine glucose', 'trace')).toBe('A');
  });
});

describe('units', () => {
  it('converts through UCUM, with molar masses, ionic charge and the HbA1c master equation', () => {
    expect(
      interpretResult({ test: 'glucose', value: 5.5, unit: 'mmol/L' }, undefined).valueInReferenceUnit,
    ).toBeCloseTo(99.09, 1);
    expect(
      interpretResult({ test: 'creatinine', value: 88.4, unit: 'µmol/L' }, undefined).valueInReferenceUnit,
    ).toBeCloseTo(1.0, 2);
    expect(
      interpretResult({ test: 'hemoglobin', value: 135, unit: 'g/L' }, undefined).valueInReferenceUnit,
    ).toBe(13.5);
    expect(
      interpretResult({ test: 'calcium', value: 5, unit: 'mEq/L' }, undefined).valueInReferenceUnit,
    ).toBeCloseTo(10.02, 2);
    expect(
      interpretResult({ test: 'platelets', value: 250, unit: '10^9/L' }, undefined).valueInReferenceUnit,
    ).toBe(250);
    expect(
      interpretResult({ test: 'hba1c', value: 48, unit: 'mmol/mol' }, undefined).valueInReferenceUnit,
    ).toBeCloseTo(6.543, 3);
    expect(interpretResult({ test: 'tsh', value: 2, unit: 'uIU/mL' }, undefined).valueInReferenceUnit).toBe(
      2,
    );
  });

  it('refuses units that cannot be compared, and text for numeric tests, naming the result', () => {
    try {
      interpretResults(
        [
          { test: 'sodium', value: 140 },
          { test: 'sodium', value: 140, unit: 'mg/dL' },
          { test: 'glucose', value: 'high' },
          { test: 'nonsense-test', value: 1 },
        ],
        {},
      );
      expect.unreachable();
    } catch (error) {
      expect((error as LabInputError).issues.map((issue) => [issue.index, issue.field])).toEqual([
        [1, 'unit'],
        [2, 'value'],
        [3, 'test'],
      ]);
    }
  });
});

describe('eGFR, CKD-EPI 2021', () => {
  it('matches the published equation worked by hand', () => {
    expect(Math.round(ckdEpi2021(1.0, 50, 'male'))).toBe(92);
    expect(Math.round(ckdEpi2021(0.7, 50, 'female'))).toBe(105);
    expect(Math.round(ckdEpi2021(2.0, 70, 'female'))).toBe(26);
  });

  it('places values in the KDIGO categories at their boundaries', () => {
    expect([90, 89, 60, 59, 45, 44, 30, 29, 15, 14].map(gfrCategory)).toEqual([
      'G1',
      'G2',
      'G2',
      'G3a',
      'G3a',
      'G3b',
      'G3b',
      'G4',
      'G4',
      'G5',
    ]);
  });

  it('is derived from creatinine only with age and sex, and only for adults', () => {
    const creatinine = [{ test: 'creatinine', value: 1.4 }];
    expect(interpretResults(creatinine, { sex: 'male', age: 60 }).derived[0]?.test.name).toBe(
      'eGFR (CKD-EPI 2021)',
    );
    expect(interpretResults(creatinine, { sex: 'male' }).notes[0]).toMatch(/needs age and sex/);
    expect(interpretResults(creatinine, { sex: 'male', age: 15 }).derived).toEqual([]);
  });
});
