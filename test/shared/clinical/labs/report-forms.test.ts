import { describe, expect, it } from 'vitest';
import { LabCsvError, parseLabCsv, readableCsvRows } from '../../../../shared/clinical/labs/csv.ts';
import {
  criticalAlertsInRaw,
  interpretResults,
  LabInputError,
  parseNumericText,
} from '../../../../shared/clinical/labs/interpret.ts';

/** Hostile test S13 (2026-11-29): a critical potassium written as reports outside the US write it. */
describe('lab results in the forms reports write them', () => {
  it('reads a decimal comma when it is the only separator and not before exactly three digits', () => {
    expect(parseNumericText('7,0')).toEqual({ value: 7 });
    expect(parseNumericText('>6,25 H')).toEqual({ value: 6.25, comparator: '>' });
    expect(parseNumericText('0,1234')).toEqual({ value: 0.1234 });
    expect(parseNumericText('1,000')).toBeUndefined();
    expect(parseNumericText('1,000.5')).toBeUndefined();
    expect(parseNumericText('7,0,1')).toBeUndefined();
  });

  it('refuses "7,000" but raises the alert of whichever reading is critical', () => {
    expect(() => interpretResults([{ test: 'potassium', value: '7,000', unit: 'mmol/L' }], {})).toThrow(
      LabInputError,
    );
    try {
      interpretResults([{ test: 'potassium', value: '7,000', unit: 'mmol/L' }], {});
    } catch (error) {
      const { issues, alerts } = error as LabInputError;
      expect(issues[0]?.message).toMatch(/ambiguous/);
      expect(alerts.map((alert) => alert.flag)).toEqual(['HH']);
    }
    expect(criticalAlertsInRaw([{ test: 'potassium', value: '7,000' }], undefined)).toHaveLength(1);
    expect(criticalAlertsInRaw([{ test: 'potassium', value: '4,500' }], undefined)).toEqual([]);
  });

  it('converts potassium in mg/dL through its atomic weight', () => {
    const report = interpretResults([{ test: 'potassium', value: 27.4, unit: 'mg/dL' }], {});
    expect(report.results[0]?.valueInReferenceUnit).toBeCloseTo(7.008, 3);
    expect(report.results[0]?.flag).toBe('HH');
    expect(interpretResults([{ test: 'potassium', value: 17, unit: 'mg/dL' }], {}).results[0]?.flag).toBe(
      'N',
    );
  });

  it('reads CSV with a Result or Units header, semicolons or tabs', () => {
    const expected = [{ test: 'potassium', value: 7, unit: 'mmol/L', line: 2 }];
    expect(parseLabCsv('Test,Result,Units\npotassium,7.0,mmol/L\n')).toEqual(expected);
    expect(parseLabCsv('Analyte\tResult\tUnit\npotassium\t7.0\tmmol/L\n')).toEqual(expected);
    expect(parseLabCsv('Test name;Value;Unit\npotassium;7,0;mmol/L\n')).toEqual([
      { ...expected[0], value: '7,0' },
    ]);
    expect(readableCsvRows('test;result\npotassium;7,0\nsodium\n')).toEqual([
      { test: 'potassium', value: '7,0', line: 2 },
    ]);
    expect(() => parseLabCsv('name,amount\npotassium,7\n')).toThrow(LabCsvError);
    // A comma in the header keeps commas as the separator: a semicolon is then part of a field.
    expect(parseLabCsv('test,value,unit\npotassium; serum,5.0,mmol/L\n')[0]?.test).toBe('potassium; serum');
  });
});
