import { describe, expect, it } from 'vitest';
import { codingEngine } from '../../../../shared/clinical/coding/index.ts';
import {
  checkCode,
  codeRefs,
  excludes1Conflicts,
  refCovers,
  validateCodeList,
} from '../../../../shared/clinical/coding/validate.ts';

const { table } = codingEngine();

describe('code references in notes', () => {
  it('reads prefixes, dashes and ranges', () => {
    expect(codeRefs('type 1 diabetes mellitus (E10.-)')).toEqual([{ from: 'E10', to: 'E10' }]);
    expect(codeRefs('gestational diabetes (O24.4-)')).toEqual([{ from: 'O24.4', to: 'O24.4' }]);
    expect(codeRefs('stage of chronic kidney disease (N18.1-N18.6)')).toEqual([
      { from: 'N18.1', to: 'N18.6' },
    ]);
    expect(codeRefs('(A00-B99) and P70.2')).toEqual([
      { from: 'A00', to: 'B99' },
      { from: 'P70.2', to: 'P70.2' },
    ]);
  });

  it('covers a code by prefix or range', () => {
    expect(refCovers({ from: 'E10', to: 'E10' }, 'E10.9')).toBe(true);
    expect(refCovers({ from: 'E10', to: 'E10' }, 'E11.9')).toBe(false);
    expect(refCovers({ from: 'N18.1', to: 'N18.6' }, 'N18.30')).toBe(true);
    expect(refCovers({ from: 'N18.1', to: 'N18.6' }, 'N18.9')).toBe(false);
    expect(refCovers({ from: 'A00', to: 'B99' }, 'B20')).toBe(true);
  });
});

describe('checking codes', () => {
  it('explains why a code cannot be billed', () => {
    expect(checkCode(table, 'E11').problems[0]).toMatch(/header with 9 more specific/);
    expect(checkCode(table, 'S72.001').problems[0]).toMatch(/needs a 7th character.*S72.001A/);
    expect(checkCode(table, 'S72.001Z').problems[0]).toMatch(/takes one of the 7th characters A, B/);
    expect(checkCode(table, 'Q99.99').problems[0]).toMatch(/not in the ICD-10-CM code set/);
    expect(checkCode(table, '12345').problems[0]).toMatch(/not an ICD-10-CM code/);
  });

  it('finds Excludes1 pairs in either order, once', () => {
    expect(excludes1Conflicts(table, ['E10.9', 'E11.9']).map((c) => c.codes)).toEqual([['E10.9', 'E11.9']]);
    expect(excludes1Conflicts(table, ['I10', 'E11.9'])).toEqual([]);
  });

  it('is valid only when every code is billable and none conflict', () => {
    expect(validateCodeList(table, ['I10', 'E11.9']).valid).toBe(true);
    expect(validateCodeList(table, ['I10', 'E11']).valid).toBe(false);
    expect(validateCodeList(table, ['E10.9', 'E11.9']).valid).toBe(false);
  });
});
