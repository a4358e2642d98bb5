import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '../../../../shared/knowledge/entry.ts';
import { buildIndex } from '../../../../shared/knowledge/index/build.ts';
import { RANKING } from '../../../../shared/knowledge/index/ranking.ts';
import { KnowledgeIndex } from '../../../../shared/knowledge/index/search.ts';
import {
  applySourcePriors,
  consumerMessage,
  sourceInHead,
  sourcePrior,
} from '../../../../shared/knowledge/index/source-prior.ts';

const entry = (id: string, fields: Partial<KnowledgeEntry> & { body: string }): KnowledgeEntry => ({
  id,
  title: fields.title ?? id,
  snippet: fields.body.slice(0, 80),
  source: 'Test source',
  url: `https://example.org/${id}`,
  lastReviewed: '2026-01-01',
  topics: [],
  reliability: 'B',
  questionType: 'information',
  synonyms: [],
  ...fields,
});

const CORPUS = [
  entry('hearing-loss', {
    title: 'Hearing Loss: information',
    focus: 'Hearing Loss',
    body: 'Hearing loss is a common problem caused by noise, aging, disease and heredity; some people are born deaf.',
  }),
  entry('canker-sores', {
    title: 'Canker Sores: information',
    focus: 'Canker Sores',
    body: 'Canker sores are small, painful mouth ulcers that usually heal on their own.',
  }),
  entry('lgmd-institute', {
    title: 'Limb-girdle muscular dystrophy: treatment',
    focus: 'Limb-girdle muscular dystrophy',
    questionType: 'treatment',
    body: 'Treatment of limb-girdle muscular dystrophy aims at mobility: physical therapy and braces.',
  }),
  entry('specialists', {
    title: 'Finding a specialist: information',
    focus: 'Specialists',
    body: 'Your doctor can tell you how to contact a specialist, and could refer you to one.',
  }),
  entry('glaucoma-institute', {
    title: 'Glaucoma: information',
    focus: 'Glaucoma',
    body: 'Glaucoma is a group of diseases that can damage the eye and cause vision loss and blindness.',
  }),
  entry('glaucoma-summary', {
    title: 'Glaucoma: information',
    focus: 'Glaucoma',
    source: 'MedlinePlus (NLM), via MedQuAD (CC BY 4.0)',
    body: 'Glaucoma is a group of diseases that can damage the eye and cause vision loss and blindness.',
  }),
];

const index = new KnowledgeIndex(buildIndex(CORPUS));

describe('ranking for consumer messages', () => {
  it('does not read a greeting as a subject through the synonyms of a guessed repair ("dear" → deaf)', () => {
    const result = index.search(
      'Hello dear Dr, how do I get rid of the mouth ulcers that keep coming back?',
      3,
    );
    expect(result.hits[0]?.document.id).toBe('canker-sores');
  });

  it('finds the subject named only in the background when the question itself names none', () => {
    const result = index.search(
      "Last month I read several abstracts in the library about 'Limb-girdle muscular dystrophy'. Please could you tell me how I contact a specialist?",
      3,
    );
    expect(result.hits[0]?.document.id).toBe('lgmd-institute');
  });

  it("prefers a publisher's consumer summary among pages on the same subject, for messages only", () => {
    const message =
      'My father was diagnosed with glaucoma last year and we would like to read about the disease, what it is and what it does to the eye';
    expect(consumerMessage(message)).toBe(true);
    expect(index.search(message, 2).hits[0]?.document.id).toBe('glaucoma-summary');
    expect(consumerMessage('What is glaucoma?')).toBe(false);
  });

  it('reads the source from the head of a stored document and reorders only the best candidates', () => {
    expect(
      sourceInHead('{"id":"x","title":"T","snippet":"a \\"b\\"","source":"MedlinePlus (NLM)","url"'),
    ).toBe('MedlinePlus (NLM)');
    expect(sourcePrior('MedlinePlus (NLM)')).toBeGreaterThan(1);
    expect(sourcePrior('Test source')).toBe(1);
    const boosted = (doc: number) => (doc === 2 ? 2 : 1);
    const ranked = [
      { doc: 0, score: 3 },
      { doc: 1, score: 2 },
      { doc: 2, score: 1.8 },
    ];
    expect(applySourcePriors(ranked, boosted).map((r) => r.doc)).toEqual([2, 0, 1]);
    const depth = RANKING.priorDepth;
    RANKING.priorDepth = 2;
    try {
      expect(applySourcePriors(ranked, boosted).map((r) => r.doc)).toEqual([0, 1, 2]);
    } finally {
      RANKING.priorDepth = depth;
    }
  });
});
