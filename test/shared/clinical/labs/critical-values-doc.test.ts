import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalValuesTable } from '../../../../shared/clinical/labs/table.ts';

const DOC = join(import.meta.dirname, '../../../../docs/lab-critical-values.md');
const BEGIN = '<!-- table: generated from shared/clinical/labs/catalog.ts -->';
const END = '<!-- end of table -->';

describe('docs/lab-critical-values.md', () => {
  it('holds the reviewed table exactly as the catalog states it', () => {
    const doc = readFileSync(DOC, 'utf8');
    const table = doc.slice(doc.indexOf(BEGIN) + BEGIN.length, doc.indexOf(END)).trim();
    expect(table).toBe(criticalValuesTable());
  });
});
