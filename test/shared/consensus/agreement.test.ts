import { describe, expect, it } from 'vitest';
import {
  ABSTENTION_WEIGHT,
  agreement,
  analyzeAnswer,
  claimsOf,
  findConsensus,
  SINGLE_MODEL_CONSENSUS,
  sentences,
  stripCitations,
} from '../../../shared/consensus/agreement.ts';
import type { ModelAnswer } from '../../../shared/consensus/models.ts';

const answer = (model: string, text: string, citations: string[], abstained?: boolean): ModelAnswer => ({
  model,
  answer: text,
  citations,
  ...(abstained ? { abstained } : {}),
});

const SODIUM = 'Eating less sodium and following the DASH eating plan lowers blood pressure [dash].';
const SODIUM_TOO = 'The DASH eating plan and less sodium lower blood pressure [dash].';
const SCREENING = 'Adults over forty should be screened every year [screening].';

describe('claims', () => {
  it('splits sentences without breaking on decimals, and drops citation markers', () => {
    expect(sentences('An HbA1c of 6.1% is high. Ask a doctor! Really?')).toEqual([
      'An HbA1c of 6.1% is high.',
      'Ask a doctor!',
      'Really?',
    ]);
    expect(stripCitations('Less salt helps [nutrition-sodium]. Walk daily [activity-adults] .')).toBe(
      'Less salt helps. Walk daily.',
    );
  });

  it('keeps the content terms of each sentence and the words a negation applies to', () => {
    const [claim] = claimsOf('It is not safe to take ibuprofen with apixaban.');
    expect([...(claim?.terms ?? [])]).toEqual(expect.arrayContaining(['safe', 'ibuprofen', 'apixaban']));
    expect([...(claim?.negated ?? [])]).toEqual(['safe']);
  });
});

describe('agreement of two answers', () => {
  it('is high for paraphrases citing the same passage', () => {
    const result = agreement(
      analyzeAnswer(answer('a', SODIUM, ['dash'])),
      analyzeAnswer(answer('b', SODIUM_TOO, ['dash'])),
    );
    expect(result.sources).toBe(1);
    expect(result.claims).toBeGreaterThan(0.6);
    expect(result.overall).toBeGreaterThan(0.8);
  });

  it('is low for different claims on different passages', () => {
    const result = agreement(
      analyzeAnswer(answer('a', SODIUM, ['dash'])),
      analyzeAnswer(answer('b', SCREENING, ['screening'])),
    );
    expect(result.sources).toBe(0);
    expect(result.overall).toBeLessThan(0.1);
  });

  it('is zero when one answer denies what the other asserts, even on the same passage', () => {
    const result = agreement(
      analyzeAnswer(answer('a', 'Ibuprofen is safe with apixaban [nsaids].', ['nsaids'])),
      analyzeAnswer(answer('b', 'Ibuprofen is not safe with apixaban [nsaids].', ['nsaids'])),
    );
    expect(result.overall).toBe(0);
  });

  it('does not read a negation elsewhere in the sentence as a contradiction', () => {
    const result = agreement(
      analyzeAnswer(answer('a', 'Medicines are added to lifestyle changes when needed [htn].', ['htn'])),
      analyzeAnswer(answer('b', 'Medicines are added when lifestyle changes are not enough [htn].', ['htn'])),
    );
    expect(result.overall).toBeGreaterThan(0.6);
  });

  it('counts a partly related passage through the relation it is given', () => {
    const a = analyzeAnswer(answer('a', 'Call 911 for chest pain [heart-attack].', ['heart-attack']));
    const b = analyzeAnswer(answer('b', 'Call 911 for chest pain [chest-pain].', ['chest-pain']));
    expect(agreement(a, b).sources).toBe(0);
    expect(agreement(a, b, () => 0.4).sources).toBe(0.4);
  });

  it('treats "cannot answer" as an abstention that agrees with nothing', () => {
    const abstained = analyzeAnswer(answer('a', 'I cannot answer this from the passages provided.', []));
    expect(abstained.abstained).toBe(true);
    expect(agreement(abstained, analyzeAnswer(answer('b', SODIUM, ['dash']))).overall).toBe(0);
  });
});

describe('consensus of a panel', () => {
  it('chooses the answer the others agree with and measures the backing', () => {
    // Act
    const result = findConsensus(
      [
        analyzeAnswer(answer('a', SCREENING, ['screening'])),
        analyzeAnswer(answer('b', SODIUM, ['dash'])),
        analyzeAnswer(answer('c', SODIUM_TOO, ['dash'])),
      ],
      0.4,
    );

    // Assess
    expect(result.chosen?.answer.model).toBe('b');
    expect(result.supporting).toEqual(['b', 'c']);
    expect(result.consensus).toBeGreaterThan(0.4);
    expect(result.consensus).toBeLessThan(0.6);
  });

  it('weighs a model without a supported answer half, neither backing nor contradicting', () => {
    const pair = agreement(
      analyzeAnswer(answer('a', SODIUM, ['dash'])),
      analyzeAnswer(answer('b', SODIUM_TOO, ['dash'])),
    ).overall;
    const result = findConsensus(
      [
        analyzeAnswer(answer('a', SODIUM, ['dash'])),
        analyzeAnswer(answer('b', SODIUM_TOO, ['dash'])),
        analyzeAnswer(answer('c', 'I cannot answer this from the sources available.', [], true)),
      ],
      0.4,
    );
    expect(result.consensus).toBeCloseTo(pair / (1 + ABSTENTION_WEIGHT), 10);
  });

  it('has no chosen answer when no model gave a supported one', () => {
    const result = findConsensus(
      [
        analyzeAnswer(answer('a', 'Salt is bad.', [])),
        analyzeAnswer(answer('b', 'I cannot answer this.', [], true)),
      ],
      0.4,
    );
    expect(result).toEqual({ consensus: 0, supporting: [] });
  });

  it('gives a lone model halfway, with nothing to corroborate or contradict it', () => {
    const result = findConsensus([analyzeAnswer(answer('a', SODIUM, ['dash']))], 0.4);
    expect(result.consensus).toBe(SINGLE_MODEL_CONSENSUS);
    expect(result.chosen?.answer.model).toBe('a');
  });
});
