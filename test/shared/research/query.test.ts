import { describe, expect, it } from 'vitest';
import { translateQuery } from '../../../shared/research/query.ts';

describe('translateQuery', () => {
  it('maps a consumer question to MeSH and keeps the other content words', () => {
    const query = translateQuery('Is walking good for high blood pressure?');
    expect(query.mesh).toEqual([
      {
        term: 'Hypertension',
        ui: 'D006973',
        url: 'https://meshb.nlm.nih.gov/record/ui?ui=D006973',
        matched: 'high blood pressure',
      },
    ]);
    expect(query.keywords).toEqual(['walking']);
    expect(query.pubmedQuery).toBe(
      '("Hypertension"[MeSH Terms] OR "high blood pressure"[Title/Abstract]) AND walking',
    );
  });

  it('prefers the specific heading to the general one', () => {
    const query = translateQuery('new treatments for breast cancer');
    expect(query.mesh.map((heading) => heading.term)).toEqual(['Breast Neoplasms']);
  });

  it('strips PubMed syntax from what the user typed', () => {
    const query = translateQuery('"asthma" [tw] OR (x*)');
    expect(query.pubmedQuery).not.toMatch(/\[tw\]|\*/);
  });
});
