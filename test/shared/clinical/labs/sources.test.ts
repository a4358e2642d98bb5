import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAB_TESTS } from '../../../../shared/clinical/labs/catalog.ts';
import { labSources, SOURCES_FILE } from '../../../../shared/clinical/labs/data/build-sources.ts';

describe('the lab sources copied from the curated corpus', () => {
  it('are exactly what build-sources.ts makes of the corpus today', () => {
    expect(JSON.parse(readFileSync(SOURCES_FILE, 'utf8'))).toEqual(labSources());
  });

  it('name every cited entry that the corpus has', () => {
    const sources = labSources();
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    for (const id of Object.keys(sources)) expect(LAB_TESTS.some((test) => test.knowledge === id)).toBe(true);
  });
});
