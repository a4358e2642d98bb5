import { describe, expect, it } from 'vitest';
import { classifyEvidence } from '../../../shared/research/evidence.ts';

describe('classifyEvidence', () => {
  it.each([
    [['Journal Article', 'Meta-Analysis'], [], 'systematic-review'],
    [['Practice Guideline'], [], 'systematic-review'],
    [
      ['Journal Article', 'Randomized Controlled Trial', 'Multicenter Study'],
      [],
      'randomized-controlled-trial',
    ],
    [['Clinical Trial'], ['Random Allocation'], 'randomized-controlled-trial'],
    [['Journal Article'], ['Humans', 'Cohort Studies'], 'cohort-or-case-control'],
    [['Journal Article', 'Observational Study'], [], 'cohort-or-case-control'],
    [['Case Reports'], [], 'case-series-or-report'],
    [['Editorial'], [], 'expert-opinion'],
    [['Review'], [], 'expert-opinion'],
    [['Journal Article'], ['Humans'], 'unclassified'],
  ])('%j with MeSH %j is %s', (types, mesh, level) => {
    expect(classifyEvidence(types, mesh).level).toBe(level);
  });
});
