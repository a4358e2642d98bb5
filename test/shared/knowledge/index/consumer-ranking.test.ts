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
  entry('depression', {
    title: 'Depression: treatment',
    focus: 'Depression',
    questionType: 'treatment',
    body: 'Depression is treated with talking therapies, medicines or both; a doctor can help choose.',
  }),
  entry('end-of-life', {
    title: 'End of Life Issues: information',
    focus: 'End of Life Issues',
    body: 'Planning for the end of life: thoughts about care, wills and where to spend your last days.',
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

  it('reads a lay name in the background when the question names nothing, and not the denied subject', () => {
    // "felt flat" is a lay name of low mood (synonyms.ts); the denial of thoughts of ending one's
    // life is cut from the background, so end-of-life planning is not what the message is about.
    const message =
      "I'm not having thoughts of hurting myself or ending my life, but I've felt flat for a month. What can help?";
    expect(index.search(message, 3).hits[0]?.document.id).toBe('depression');
    expect(
      index.search('I am not suicidal but I have been feeling flat for weeks. Any advice?', 3).hits[0]
        ?.document.id,
    ).toBe('depression');
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

  it('names a subject by any of its other names, pooled over the pages on that subject', () => {
    const pages = new KnowledgeIndex(
      buildIndex([
        entry('wind-summary', {
          title: 'Intestinal Gas: information',
          focus: 'Intestinal Gas',
          synonyms: ['Flatulence', 'Burping'],
          body: 'Everyone has gas; it leaves the body by burping or through the rectum.',
        }),
        entry('wind-institute', {
          title: 'Intestinal Gas: treatment',
          focus: 'Intestinal Gas',
          questionType: 'treatment',
          body: 'Changes in what you eat and over-the-counter products can reduce gas and flatulence.',
        }),
        entry('indigestion', {
          title: 'Indigestion: treatment',
          focus: 'Indigestion',
          questionType: 'treatment',
          body: 'Indigestion brings bloating and flatulence, for some people much flatulence; antacids can help.',
        }),
      ]),
    );
    const question = 'What can I do about constant flatulence?';
    const { otherNameShare, otherNameMinIdf } = RANKING;
    // Every page of this small corpus uses the word, so it is too common to count as a name there.
    expect(pages.search(question, 3).hits[0]?.document.id).toBe('indigestion');
    RANKING.otherNameMinIdf = 0;
    try {
      // The treatment page lists no other names itself: it shares those of its subject's summary.
      expect(pages.search(question, 3).hits[0]?.document.id).toBe('wind-institute');
      expect(pages.search(question, 3).interpretation.focus).toBe('Intestinal Gas');
      // What one query marked is cleared: the next one ranks as on a fresh index.
      const fresh = new KnowledgeIndex(pages.data);
      const scores = (found: KnowledgeIndex) =>
        found.search('gas and bloating', 3).hits.map((hit) => [hit.document.id, hit.score]);
      expect(scores(pages)).toEqual(scores(fresh));
      RANKING.otherNameShare = 0;
      expect(pages.search(question, 3).hits[0]?.document.id).toBe('indigestion');
    } finally {
      Object.assign(RANKING, { otherNameShare, otherNameMinIdf });
    }
  });

  it('does not take a single word of the focus for another name of the subject', () => {
    const { otherNameMinIdf } = RANKING;
    RANKING.otherNameMinIdf = 0;
    try {
      const pages = new KnowledgeIndex(
        buildIndex([
          entry('added-sugars', {
            title: 'Added sugars: information',
            focus: 'added sugars',
            synonyms: ['sugar', 'sweetened drinks'],
            body: 'Added sugars in sweets and drinks bring calories without nutrients.',
          }),
          entry('blood-sugar', {
            title: 'Blood sugar: information',
            focus: 'blood glucose',
            body: 'Blood glucose rises after meals and is kept in range by insulin.',
          }),
        ]),
      );
      expect(pages.search('is my sugar too high', 2).interpretation.focus).toBeUndefined();
      expect(pages.search('are sweetened drinks bad for teeth', 2).interpretation.focus).toBe('added sugars');
    } finally {
      RANKING.otherNameMinIdf = otherNameMinIdf;
    }
  });

  it('takes losing a faculty for its loss ("losing my hearing")', () => {
    const pages = new KnowledgeIndex(
      buildIndex([
        CORPUS[0] as KnowledgeEntry,
        entry('weight-control', {
          title: 'Weight Control: information',
          focus: 'Weight Control',
          body: 'To lose weight, eat fewer calories than you burn; you can lose weight and keep hearing your body.',
        }),
      ]),
    );
    const result = pages.search('help, I am slowly losing my hearing', 1);
    expect(result.hits[0]?.document.id).toBe('hearing-loss');
    expect(result.interpretation.focus).toBe('Hearing Loss');
  });
});
