import { describe, expect, it } from 'vitest';
import { LAB_TESTS, type LabTest, type Sex } from '../../../../shared/clinical/labs/catalog.ts';
import { interpretResult } from '../../../../shared/clinical/labs/interpret.ts';
import { convert } from '../../../../shared/clinical/units.ts';

/**
 * Every reference and critical limit of every numeric test, on both sides, in the interval's unit
 * and (where a molar mass allows it) in the SI substance unit, converted independently of the
 * interpreter through UCUM.
 */
const EPSILON = 1e-6;
const numeric = LAB_TESTS.filter((test) => !test.qualitative);

const intervals = (test: LabTest): Array<[Sex | undefined, { low?: number; high?: number }]> =>
  'male' in test.range
    ? [
        ['male', test.range.male],
        ['female', test.range.female],
      ]
    : [[undefined, test.range]];

const flagOf = (test: LabTest, value: number, sex: Sex | undefined, unit = test.unit) =>
  interpretResult({ test: test.loinc, value, unit }, sex).flag;

/** The SI unit a mass concentration converts to, when the test has a molar mass. */
const siUnit = (test: LabTest): string | undefined =>
  test.molarMass === undefined || !test.unit.endsWith('/dL')
    ? undefined
    : test.unit.startsWith('ug')
      ? 'umol/L'
      : 'mmol/L';

describe.each(numeric.map((test) => [test.name, test] as const))('%s', (_name, test) => {
  const critical = test.critical;
  for (const [sex, interval] of intervals(test)) {
    const expectLow = (value: number) => (critical?.low !== undefined && value < critical.low ? 'LL' : 'L');
    const expectHigh = (value: number) =>
      critical?.high !== undefined && value > critical.high ? 'HH' : 'H';
    it(`${sex ?? 'adults'}: the interval's limits are normal and just beyond them is flagged`, () => {
      if (interval.low !== undefined) {
        expect(flagOf(test, interval.low, sex)).toBe('N');
        expect(flagOf(test, interval.low - EPSILON, sex)).toBe(expectLow(interval.low - EPSILON));
      }
      if (interval.high !== undefined) {
        expect(flagOf(test, interval.high, sex)).toBe('N');
        expect(flagOf(test, interval.high + EPSILON, sex)).toBe(expectHigh(interval.high + EPSILON));
      }
    });

    const si = siUnit(test);
    if (si) {
      it(`${sex ?? 'adults'}: the same limits in ${si} give the same flags`, () => {
        const inSi = (value: number) => convert(value, test.unit, si, test.molarMass);
        for (const limit of [interval.low, interval.high]) {
          if (limit === undefined) continue;
          const outside = limit === interval.low ? limit * 0.99 : limit * 1.01;
          expect(flagOf(test, inSi(outside), sex, si)).toBe(flagOf(test, outside, sex));
          expect(flagOf(test, inSi(limit === interval.low ? limit * 1.001 : limit * 0.999), sex, si)).toBe(
            'N',
          );
        }
      });
    }
  }

  if (critical) {
    it('critical limits: at the limit is L or H, beyond it LL or HH', () => {
      const sex: Sex | undefined = 'male' in test.range ? 'female' : undefined;
      if (critical.low !== undefined) {
        expect(flagOf(test, critical.low, sex)).toBe('L');
        expect(flagOf(test, critical.low - EPSILON, sex)).toBe('LL');
      }
      if (critical.high !== undefined) {
        expect(flagOf(test, critical.high, sex)).toBe('H');
        expect(flagOf(test, critical.high + EPSILON, sex)).toBe('HH');
      }
    });
  }
});
