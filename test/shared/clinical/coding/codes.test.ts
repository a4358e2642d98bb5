import { describe, expect, it } from 'vitest';
import { CodeTable, loadDataset } from '../../../../shared/clinical/coding/codes.ts';

const table = new CodeTable(loadDataset());

describe('the shipped ICD-10-CM table', () => {
  it('holds the FY2025 code set with its hierarchy', () => {
    expect(table.dataset.codes.length).toBeGreaterThan(46_000);
    expect(table.parent('E11.21')).toBe('E11.2');
    expect(table.parent('E11')).toBeUndefined();
    // Placeholder levels are listed in the FY2025 set ("T51.3X"); unlisted ones are skipped.
    expect(table.parent('T51.3X1')).toBe('T51.3X');
    expect(table.parent('S01.00XA')).toBe('S01.00');
    expect(table.lineage('E11.21')).toEqual(['E11.21', 'E11.2', 'E11']);
  });

  it('is billable only at a leaf, and with its 7th character where the category needs one', () => {
    expect(table.resolve('E11.9')?.billable).toBe(true);
    expect(table.resolve('E11')?.billable).toBe(false);
    expect(table.resolve('S72.001')).toMatchObject({
      billable: false,
      seventh: { options: expect.any(Array) },
    });
    expect(table.resolve('S72001A')).toMatchObject({
      code: 'S72.001A',
      billable: true,
      base: 'S72.001',
      description:
        'Fracture of unspecified part of neck of right femur, initial encounter for closed fracture',
    });
  });

  it('needs placeholders X up to the 6th character before a 7th character', () => {
    expect(table.withSeventh('S01.00', 'A')).toBe('S01.00XA');
    expect(table.resolve('S01.00XA')?.billable).toBe(true);
    expect(table.resolve('S01.00A')).toBeUndefined();
    expect(table.resolve('T51.3X1A')?.billable).toBe(true);
    expect(table.resolve('S72.001Z')).toBeUndefined();
    expect(table.resolve('Q99.99X')).toBeUndefined();
  });

  it('applies a category note to the codes below it', () => {
    expect(table.notesOf('E11.9', 'excludes1').map((n) => n.on)).toContain('E11');
  });

  it('refuses a file that is not a dataset', () => {
    expect(() => loadDataset('/nonexistent/icd10cm.json.gz')).toThrow(/not found/);
  });
});
