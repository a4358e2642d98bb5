import { describe, expect, it } from 'vitest';
import {
  type CriticalLimits,
  hasCriticalLimits,
  type Interval,
  LAB_TESTS,
  type LabTest,
  type Sex,
} from '../../../../shared/clinical/labs/catalog.ts';
import {
  type Flag,
  interpretResult,
  interpretResults,
  LabInputError,
} from '../../../../shared/clinical/labs/interpret.ts';
import { convert, ucumCode } from '../../../../shared/clinical/units.ts';

/**
 * Every reference, critical and plausibility limit of every numeric test, on both sides, in the
 * interval's unit and in every other common unit of the test, converted independently of the
 * interpreter (through UCUM, or by the ion's charge for mEq/L).
 */
const EPSILON = 1e-6;
const numeric = LAB_TESTS.filter((test) => !test.qualitative);

const intervals = (test: LabTest): Array<[Sex | undefined, Interval]> =>
  'male' in test.range
    ? [
        ['male', test.range.male],
        ['female', test.range.female],
      ]
    : [[undefined, test.range]];

const flagOf = (test: LabTest, value: number, sex: Sex | undefined, unit = test.unit): Flag =>
  interpretResult({ test: test.loinc, value, unit }, sex).flag;

/** The value in another unit, computed without the interpreter; undefined where no formula applies. */
const inUnit = (test: LabTest, value: number, unit: string): number | undefined => {
  if (unit === 'meq/L') {
    if (test.charge === undefined) return undefined;
    const mmol = test.unit === 'mmol/L' ? value : convert(value, test.unit, 'mmol/L', test.molarMass);
    return mmol * test.charge;
  }
  // HbA1c mmol/mol uses the NGSP master equation (tested in interpret.test.ts); U/L and IU/L are one.
  if (unit === 'mmol/mol' || unit === '[IU]/L') return undefined;
  return convert(value, test.unit, unit, test.molarMass);
};

const otherUnits = (test: LabTest): string[] =>
  (test.units ?? []).filter((unit) => inUnit(test, 1, unit) !== undefined);

const criticalOf = (test: LabTest): CriticalLimits | undefined =>
  test.critical && hasCriticalLimits(test.critical) ? test.critical : undefined;

/** The critical limits that apply for a sex, as the catalog states them. */
const criticalLimits = (test: LabTest, sex: Sex): Interval | undefined => {
  const critical = criticalOf(test);
  if (!critical) return undefined;
  return critical.bySex ? critical.bySex[sex] : critical;
};

const isCritical = (test: LabTest, value: number, sex: Sex): 'LL' | 'HH' | undefined => {
  const limits = criticalLimits(test, sex);
  const inclusive = criticalOf(test)?.inclusive === true;
  if (limits?.low !== undefined && (inclusive ? value <= limits.low : value < limits.low)) return 'LL';
  if (limits?.high !== undefined && (inclusive ? value >= limits.high : value > limits.high)) return 'HH';
  return undefined;
};

/** The flag a value gets from the reference interval alone. */
const intervalFlag = (test: LabTest, value: number, sex: Sex): Flag => {
  const interval = 'male' in test.range ? test.range[sex] : test.range;
  if (interval.low !== undefined && value < interval.low) return 'L';
  if (interval.high !== undefined && value > interval.high) return 'H';
  return 'N';
};

/** Whether a result is refused (400) or held back as a likely unit mix-up (IND). */
const outcome = (test: LabTest, value: number, unit = test.unit): 'refused' | Flag => {
  try {
    return interpretResults([{ test: test.loinc, value, unit }], {}).results[0]?.flag ?? 'refused';
  } catch (error) {
    if (error instanceof LabInputError) return 'refused';
    throw error;
  }
};

describe('the catalog, reviewed test by test', () => {
  it.each(LAB_TESTS.map((test) => [test.name, test] as const))(
    '%s has critical limits with a dated source, or says why it has none',
    (_name, test) => {
      expect(test.critical).toBeDefined();
      const critical = test.critical;
      if (!critical) return;
      if (hasCriticalLimits(critical)) {
        expect(critical.source).toMatch(/(19|20)\d\d/);
        expect(critical.danger.length).toBeGreaterThan(10);
        const limits = critical.bySex ? [critical.bySex.male, critical.bySex.female] : [critical];
        for (const { low, high } of limits) expect(low !== undefined || high !== undefined).toBe(true);
      } else {
        expect(critical.none.length).toBeGreaterThan(10);
      }
    },
  );

  it.each(numeric.map((test) => [test.name, test] as const))(
    '%s has a plausibility range around its reference interval and critical limits, and common units that convert',
    (_name, test) => {
      expect(test.plausible).toBeDefined();
      const [low, high] = test.plausible ?? [0, 0];
      expect(low).toBeGreaterThanOrEqual(0);
      for (const [, interval] of intervals(test)) {
        if (interval.low !== undefined) expect(interval.low).toBeGreaterThanOrEqual(low);
        if (interval.high !== undefined) expect(interval.high).toBeLessThanOrEqual(high);
      }
      for (const sex of ['male', 'female'] as const) {
        const limits = criticalLimits(test, sex);
        if (limits?.low !== undefined) expect(limits.low).toBeGreaterThan(low);
        if (limits?.high !== undefined) expect(limits.high).toBeLessThan(high);
      }
      for (const unit of test.units ?? []) {
        expect(ucumCode(unit), unit).toBe(unit);
        expect(() => interpretResult({ test: test.loinc, value: 1, unit }, 'female'), unit).not.toThrow(
          /cannot be compared|not a unit/,
        );
      }
    },
  );

  it('never treats deficiencies, lipids or HbA1c as emergencies', () => {
    for (const loinc of [
      '1989-3',
      '2132-9',
      '2276-4',
      '2284-8',
      '2498-4',
      '2093-3',
      '13457-7',
      '2085-9',
      '2571-8',
      '4548-4',
    ]) {
      const test = LAB_TESTS.find((candidate) => candidate.loinc === loinc);
      expect(test?.critical && 'none' in test.critical, loinc).toBe(true);
    }
  });
});

describe.each(numeric.map((test) => [test.name, test] as const))('%s', (_name, test) => {
  const critical = criticalOf(test);
  for (const [sex, interval] of intervals(test)) {
    const expectLow = (value: number) => isCritical(test, value, sex ?? 'female') ?? 'L';
    const expectHigh = (value: number) => isCritical(test, value, sex ?? 'female') ?? 'H';
    const who = sex ?? 'female';
    it(`${sex ?? 'adults'}: the interval's limits are normal and just beyond them is flagged`, () => {
      if (interval.low !== undefined) {
        expect(flagOf(test, interval.low, who)).toBe(isCritical(test, interval.low, who) ?? 'N');
        expect(flagOf(test, interval.low - EPSILON, who)).toBe(expectLow(interval.low - EPSILON));
      }
      if (interval.high !== undefined) {
        expect(flagOf(test, interval.high, who)).toBe(isCritical(test, interval.high, who) ?? 'N');
        expect(flagOf(test, interval.high + EPSILON, who)).toBe(expectHigh(interval.high + EPSILON));
      }
    });

    for (const unit of otherUnits(test)) {
      it(`${sex ?? 'adults'}: the same limits in ${unit} give the same flags`, () => {
        for (const limit of [interval.low, interval.high]) {
          if (limit === undefined || limit === 0) continue;
          const outside = limit === interval.low ? limit * 0.99 : limit * 1.01;
          const inside = limit === interval.low ? limit * 1.001 : limit * 0.999;
          expect(flagOf(test, inUnit(test, outside, unit) ?? Number.NaN, who, unit)).toBe(
            flagOf(test, outside, who),
          );
          expect(flagOf(test, inUnit(test, inside, unit) ?? Number.NaN, who, unit)).toBe(
            flagOf(test, inside, who),
          );
        }
      });
    }
  }

  if ('male' in test.range) {
    const { male, female } = test.range;
    it('without a sex: the union of both intervals, open where either is', () => {
      const low =
        male.low !== undefined && female.low !== undefined ? Math.min(male.low, female.low) : undefined;
      const high =
        male.high !== undefined && female.high !== undefined ? Math.max(male.high, female.high) : undefined;
      const noSex = (value: number) => interpretResult({ test: test.loinc, value }, undefined);
      const inside = Math.max(male.low ?? 0, female.low ?? 0, test.plausible?.[0] ?? 0) * 1.0001 + EPSILON;
      const { text: _text, ...range } = noSex(inside).referenceRange;
      expect(range).toEqual({
        ...(low === undefined ? {} : { low }),
        ...(high === undefined ? {} : { high }),
      });
      expect(noSex(inside).explanation).toMatch(/is within the typical adult range/);
      if (low !== undefined) expect(noSex(low - EPSILON).flag).toMatch(/^LL?$/);
      if (high !== undefined) expect(noSex(high + EPSILON).flag).toMatch(/^HH?$/);
    });
  }

  if (critical) {
    const sexes: Sex[] = critical.bySex ? ['male', 'female'] : ['female'];
    for (const sex of sexes) {
      const limits = criticalLimits(test, sex) ?? {};
      const inclusive = critical.inclusive === true;
      it(`critical limits${critical.bySex ? ` (${sex})` : ''}: ${inclusive ? 'at the limit is critical' : 'at the limit is not'}, beyond it LL or HH`, () => {
        if (limits.low !== undefined) {
          expect(flagOf(test, limits.low, sex)).toBe(inclusive ? 'LL' : intervalFlag(test, limits.low, sex));
          expect(flagOf(test, limits.low - EPSILON, sex)).toBe('LL');
          expect(flagOf(test, limits.low + EPSILON, sex)).not.toBe('LL');
        }
        if (limits.high !== undefined) {
          expect(flagOf(test, limits.high, sex)).toBe(
            inclusive ? 'HH' : intervalFlag(test, limits.high, sex),
          );
          expect(flagOf(test, limits.high + EPSILON, sex)).toBe('HH');
          expect(flagOf(test, limits.high - EPSILON, sex)).not.toBe('HH');
        }
      });
      for (const unit of otherUnits(test)) {
        it(`critical limits${critical.bySex ? ` (${sex})` : ''} in ${unit}: either side`, () => {
          for (const [limit, beyond, within, flag] of [
            [limits.low, 0.999, 1.001, 'LL'],
            [limits.high, 1.001, 0.999, 'HH'],
          ] as const) {
            if (limit === undefined) continue;
            expect(flagOf(test, inUnit(test, limit * beyond, unit) ?? Number.NaN, sex, unit)).toBe(flag);
            expect(flagOf(test, inUnit(test, limit * within, unit) ?? Number.NaN, sex, unit)).not.toBe(flag);
          }
        });
      }
      it(`critical limits${critical.bySex ? ` (${sex})` : ''} always raise an urgent alert, with the urgent-care message first`, () => {
        for (const [limit, beyond] of [
          [limits.low, -EPSILON],
          [limits.high, EPSILON],
        ] as const) {
          if (limit === undefined) continue;
          const report = interpretResults([{ test: test.loinc, value: limit + beyond }], { sex });
          expect(report.alerts.map((alert) => [alert.loinc, alert.urgency])).toEqual([
            [test.loinc, 'urgent'],
          ]);
          expect(Object.keys(report)[0]).toBe('urgentCare');
          expect(report.urgentCare).toMatch(/^This needs prompt medical attention\./);
        }
      });
    }
  } else {
    it('has no critical limit, so no value raises an alert', () => {
      const [low, high] = test.plausible ?? [0, 0];
      for (const value of [low, high]) {
        const report = interpretResults([{ test: test.loinc, value }], {});
        expect(report.alerts).toEqual([]);
        expect(report.urgentCare).toBeUndefined();
      }
    });
  }

  it('plausibility: the limits are interpreted, beyond them refused or read as a unit mix-up', () => {
    const [low, high] = test.plausible ?? [0, 0];
    expect(['refused', 'IND']).not.toContain(outcome(test, low));
    expect(['refused', 'IND']).not.toContain(outcome(test, high));
    expect(outcome(test, low === 0 ? -EPSILON : low * 0.999)).toMatch(/^(refused|IND)$/);
    expect(outcome(test, high * 1.001)).toMatch(/^(refused|IND)$/);
    expect(outcome(test, -1)).toBe('refused');
  });

  for (const unit of otherUnits(test)) {
    it(`plausibility in ${unit}: either side of the limits`, () => {
      const [low, high] = test.plausible ?? [0, 0];
      const at = (value: number) => inUnit(test, value, unit) ?? Number.NaN;
      expect(['refused', 'IND']).not.toContain(outcome(test, at(high * 0.999), unit));
      expect(outcome(test, at(high * 1.001), unit)).toMatch(/^(refused|IND)$/);
      if (low > 0) {
        expect(['refused', 'IND']).not.toContain(outcome(test, at(low * 1.001), unit));
        expect(outcome(test, at(low * 0.999), unit)).toMatch(/^(refused|IND)$/);
      }
    });
  }
});
