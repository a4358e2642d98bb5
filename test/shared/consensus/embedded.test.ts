import { describe, expect, it } from 'vitest';
import {
  embeddedModels,
  focusAnswerer,
  guidelineAnswerer,
  guidelineEvidenceIds,
  lexicalAnswerer,
} from '../../../shared/consensus/embedded.ts';
import { retrievePassages } from '../../../shared/consensus/engine.ts';
import type { AnswerModel } from '../../../shared/consensus/models.ts';
import { curatedEntries } from '../../../shared/knowledge/corpus/index.ts';
import { buildIndex } from '../../../shared/knowledge/index/build.ts';
import { KnowledgeIndex } from '../../../shared/knowledge/index/search.ts';

const index = new KnowledgeIndex(buildIndex(curatedEntries()));

const ask = (model: AnswerModel, question: string, detailed = false) =>
  model.answer(
    { question, passages: retrievePassages(index, { question, detailed, maxSources: 5 }), detailed },
    new AbortController().signal,
  );

describe('embedded answerers', () => {
  it('each answer from their own choice of evidence, citing it, when the evidence is clear', async () => {
    for (const model of embeddedModels(index, 1_000)) {
      const answer = await ask(model, 'is the flu vaccine needed every year');
      expect(answer.citations[0]).toBe('vaccine-flu');
      expect(answer.answer).toContain('[vaccine-flu]');
      expect(answer.abstained).toBeUndefined();
    }
  });

  it('decline when the knowledge base does not cover the question', async () => {
    for (const model of embeddedModels(index, 1_000)) {
      const answer = await ask(model, 'how do I replace the brake pads on my car');
      expect(answer).toMatchObject({ citations: [], abstained: true });
    }
  });

  it('answer only with sentences of the passage they cite', async () => {
    const answer = await ask(lexicalAnswerer(index, 1_000), 'how much salt is too much per day');
    const cited = index.documentById(answer.citations[0] ?? '');
    for (const sentence of answer.answer.split(/ \[[^\]]+\][.!?]? ?/).filter(Boolean)) {
      expect(cited?.body).toContain(sentence.replace(/[.!?]$/, ''));
    }
  });

  it('say more when asked for detail', async () => {
    const brief = await ask(focusAnswerer(index, 1_000), 'what are the symptoms of asthma');
    const detailed = await ask(focusAnswerer(index, 1_000), 'what are the symptoms of asthma', true);
    expect(detailed.answer.length).toBeGreaterThan(brief.answer.length);
  });

  it('the focus matcher prefers the passage of the kind the question asks for', async () => {
    const answer = await ask(focusAnswerer(index, 1_000), 'what is a normal tsh level for thyroid');
    expect(answer.citations).toEqual(['lab-tsh']);
  });
});

describe('an imported passage whose summary was cut at a length', () => {
  const body =
    'Summary : Gout is a form of arthritis caused by uric acid crystals in a joint. It often starts in the big toe. Attacks come on quickly and are very painful. Medicines can ease an attack and prevent new ones.';
  const imported = new KnowledgeIndex(
    buildIndex([
      {
        id: 'gout-imported',
        title: 'Gout: information',
        focus: 'Gout',
        snippet: `${body.slice(0, 100)}…`,
        body,
        source: 'MedlinePlus (NLM), via MedQuAD (CC BY 4.0)',
        url: 'https://medlineplus.gov/gout.html',
        lastReviewed: '2026-01-01',
        topics: [],
        reliability: 'A',
        questionType: 'information',
        synonyms: [],
      },
    ]),
  );

  it('opens with its own whole sentences, never the cut one, and quotes no sentence twice', async () => {
    const question = 'what is gout';
    const answer = await focusAnswerer(imported, 1_000).answer(
      {
        question,
        passages: retrievePassages(imported, { question, detailed: true, maxSources: 5 }),
        detailed: true,
      },
      new AbortController().signal,
    );
    expect(answer.answer).not.toContain('…');
    expect(answer.answer).not.toMatch(/summary :/i);
    expect(answer.answer).toMatch(
      /^Gout is a form of arthritis caused by uric acid crystals in a joint \[gout-imported\]\./,
    );
    const quoted = answer.answer.split(/ \[gout-imported\][.!?]? ?/).filter(Boolean);
    expect(new Set(quoted).size).toBe(quoted.length);
  });
});

describe('an overview passage asked a specific thing', () => {
  it('answers with its sentences of the kind asked, not its summary', async () => {
    const overview = new KnowledgeIndex(
      buildIndex([
        {
          id: 'rosacea',
          title: 'Rosacea',
          focus: 'Rosacea',
          snippet: 'Rosacea is a long-term skin condition that mainly affects the face.',
          body: 'Rosacea is a long-term skin condition that mainly affects the face. It often starts with flushing. Its exact cause is unknown, but triggers such as alcohol, spicy food and sunlight can make it worse. Creams and tablets can control it.',
          source: 'Test source',
          url: 'https://example.org/rosacea',
          lastReviewed: '2026-01-01',
          topics: [],
          reliability: 'A',
          questionType: 'information',
          synonyms: [],
        },
      ]),
    );
    const question = 'what causes rosacea?';
    const answer = await focusAnswerer(overview, 1_000).answer(
      {
        question,
        passages: retrievePassages(overview, { question, detailed: false, maxSources: 5 }),
        detailed: false,
      },
      new AbortController().signal,
    );
    expect(answer.answer).toMatch(/^Its exact cause is unknown/);
    expect(answer.answer).not.toContain('mainly affects the face');
  });
});

describe('words that judge rather than name', () => {
  const entry = (id: string, focus: string, body: string) => ({
    id,
    title: `${focus}: information`,
    focus,
    snippet: body,
    body,
    source: 'Test source',
    url: `https://example.org/${id}`,
    lastReviewed: '2026-01-01',
    topics: [],
    reliability: 'A' as const,
    questionType: 'information' as const,
    synonyms: [],
  });
  const judged = new KnowledgeIndex(
    buildIndex([
      entry('good-syndrome', 'Good syndrome', 'Good syndrome is a rare immunodeficiency with a thymoma.'),
      entry('bad-breath', 'Bad breath', 'Bad breath has many causes, such as not brushing the teeth.'),
    ]),
  );
  const answer = (model: AnswerModel, question: string) =>
    model.answer(
      {
        question,
        passages: retrievePassages(judged, { question, detailed: false, maxSources: 5 }),
        detailed: false,
      },
      new AbortController().signal,
    );

  // A hostile tester's "is coffee good for you" was answered from Good syndrome, with consensus.
  it('name no subject: "good" and "bad" in a question match no passage on their own', async () => {
    for (const model of embeddedModels(judged, 1_000))
      for (const question of [
        'is coffee good for you',
        'what is a good breakfast',
        'is chocolate bad for you',
      ])
        expect((await answer(model, question)).citations, `${model.name}: ${question}`).toEqual([]);
  });

  it('still let a subject named in full be found', async () => {
    expect((await answer(focusAnswerer(judged, 1_000), 'what is Good syndrome')).citations).toEqual([
      'good-syndrome',
    ]);
    expect((await answer(focusAnswerer(judged, 1_000), 'what causes bad breath')).citations).toEqual([
      'bad-breath',
    ]);
  });
});

describe('the guideline answerer', () => {
  it('places a blood pressure from the question in its 2017 ACC/AHA category, citing the guideline entry', async () => {
    const answer = await ask(guidelineAnswerer(index, 1_000), 'is 150/95 a bad blood pressure');
    expect(answer.answer).toContain(
      'A reading of 150/95 mm Hg is stage 2 hypertension (140 systolic or 90 diastolic or higher) under the 2017 ACC/AHA High Blood Pressure Guideline [condition-hypertension].',
    );
  });

  it('cites the crisis entry for a crisis reading', async () => {
    const answer = await ask(guidelineAnswerer(index, 1_000), 'my blood pressure is 185 over 125');
    expect(answer.citations[0]).toBe('urgent-hypertensive-crisis');
    expect(answer.answer).toMatch(/185\/125 mm Hg is hypertensive crisis/);
  });

  it('places an HbA1c in its ADA category', async () => {
    const answer = await ask(guidelineAnswerer(index, 1_000), 'what does it mean if my a1c is 6.1');
    expect(answer.answer).toContain('An HbA1c of 6.1% is in the prediabetes range (5.7% to 6.4%)');
    expect(answer.citations).toContain('lab-hba1c');
  });

  it('brings the emergency guidance of a red flag, with its call to action', async () => {
    const answer = await ask(
      guidelineAnswerer(index, 1_000),
      'her face is drooping and her speech is slurred',
    );
    expect(answer.citations).toEqual(['urgent-stroke']);
    expect(answer.answer).toMatch(/911/);
  });

  it('names the evidence its rules will cite, for retrieval to include', () => {
    expect(guidelineEvidenceIds('crushing chest pain, bp 190/125')).toEqual([
      'urgent-heart-attack',
      'urgent-chest-pain',
      'urgent-hypertensive-crisis',
      'condition-hypertension',
    ]);
    expect(guidelineEvidenceIds('how much sleep do adults need')).toEqual([]);
  });
});
