import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calibratedTrust } from '../../../shared/consensus/calibration.ts';
import { CALIBRATION } from '../../../shared/consensus/calibration-table.ts';
import { consensusPanel } from '../../../shared/consensus/config.ts';
import {
  answerQuestion,
  type ConsensusPanel,
  DISAGREEMENT,
  DISCLAIMER,
  type Question,
} from '../../../shared/consensus/engine.ts';
import { CONSENSUS_THRESHOLD, ruleLedTrust, trustScore } from '../../../shared/consensus/trust.ts';
import { ModelsUnavailableError } from '../../../shared/errors.ts';
import { curatedEntries } from '../../../shared/knowledge/corpus/index.ts';
import { buildIndex } from '../../../shared/knowledge/index/build.ts';
import { KnowledgeIndex } from '../../../shared/knowledge/index/search.ts';
import { type FakeBedrock, startFakeBedrock } from '../../support/fake-bedrock.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai.ts';

/**
 * The consensus engine with a panel of real provider clients talking to local servers that speak
 * the OpenAI chat-completions and Bedrock Converse wire formats, scripted test by test.
 */
let openAi: FakeOpenAi;
let bedrock: FakeBedrock;
let panel: ConsensusPanel;
const index = new KnowledgeIndex(buildIndex(curatedEntries()));

const panelWith = (timeoutMs: number, quorum: number) =>
  consensusPanel(index, {
    CONSENSUS_MODELS: JSON.stringify([
      { provider: 'openai', baseUrl: openAi.url, model: 'model-a', name: 'openai:a', timeoutMs },
      { provider: 'openai', baseUrl: openAi.url, model: 'model-b', name: 'openai:b', timeoutMs },
      { provider: 'bedrock', modelId: 'model-c', region: 'us-east-1', endpoint: bedrock.endpoint, timeoutMs },
    ]),
    CONSENSUS_QUORUM: String(quorum),
  });

beforeAll(async () => {
  openAi = await startFakeOpenAi();
  bedrock = await startFakeBedrock();
});

afterAll(async () => {
  await openAi.close();
  await bedrock.close();
});

beforeEach(() => {
  panel = panelWith(2_000, 2);
});

const script = (a: string, b: string, c: Parameters<FakeBedrock['script']>[1]) => {
  openAi.script('model-a', a);
  openAi.script('model-b', b);
  bedrock.script('model-c', c);
};

const treatment: Question = {
  question: 'How is high blood pressure treated?',
  detailed: false,
  maxSources: 5,
};

const AGREE_A =
  'Lifestyle changes such as less sodium, the DASH eating plan, regular activity and limiting alcohol lower blood pressure, and medicines are added when needed [condition-hypertension].';
const AGREE_B =
  'Blood pressure is lowered by lifestyle changes: less sodium, the DASH eating plan and regular activity, with medicines added when needed [condition-hypertension].';
const AGREE_C =
  'Less sodium, the DASH eating plan, regular activity and a healthy weight lower blood pressure; medicines are added when lifestyle changes are not enough [condition-hypertension].';

describe('consensus over a panel of providers', () => {
  it('finds the agreed answer, cites its sources by number and scores it high', async () => {
    // Prepare
    script(`answer:${AGREE_A}`, `answer:${AGREE_B}`, { text: AGREE_C });

    // Act
    const result = await answerQuestion(index, panel, treatment);

    // Assess
    expect(result.consensusReached).toBe(true);
    expect(result.models).toEqual(['openai:a', 'openai:b', 'bedrock:model-c']);
    expect(result.modelsLeftOut).toEqual([]);
    expect(result.breakdown.consensus).toBeGreaterThan(0.6);
    expect(result.breakdown.sourceReliability).toBe(0.95);
    expect(result.breakdown.clinicalValidation).toBe(1);
    // The trust score is the calibrated probability that the answer is good (issue #13), not the
    // geometric mean itself: above the abstention threshold, and the raw score stays high.
    expect(result.trustScore).toBe(calibratedTrust(result.signals));
    expect(result.trustScore).toBeGreaterThan(CALIBRATION.abstainBelow);
    expect(result.abstained).toBe(false);
    expect(trustScore(result.breakdown)).toBeGreaterThan(0.75);
    expect(result.signals).toMatchObject({ reached: 1, support: 1 });
    expect(result.sources[0]?.url).toBe('https://www.nhlbi.nih.gov/health/high-blood-pressure');
    expect(result.answer).toMatch(/^[^\n]*when needed \[1\]\.\n\n/);
    expect(result.answer).not.toContain('[condition-hypertension]');
    expect(result.answer.endsWith(DISCLAIMER)).toBe(true);
  });

  it('does not pick a side when the models disagree: it says so, advises a professional and scores low', async () => {
    // Prepare
    script(
      `answer:${AGREE_A}`,
      'answer:Screening every year from age 40 finds high blood pressure early [screening-blood-pressure].',
      {
        text: 'Potassium-rich foods such as bananas and beans help the body handle sodium [nutrition-dash].',
      },
    );

    // Act
    const result = await answerQuestion(index, panel, treatment);

    // Assess
    expect(result.consensusReached).toBe(false);
    expect(result.breakdown.consensus).toBeLessThan(CONSENSUS_THRESHOLD);
    expect(result.answer.startsWith(DISAGREEMENT)).toBe(true);
    expect(result.answer).not.toContain('DASH eating plan');
    expect(result.trustScore).toBeLessThan(0.6);
    expect(result.answer.endsWith(DISCLAIMER)).toBe(true);
    // The sources of every side are listed for reading, none presented as the answer.
    expect(result.sources.map((source) => source.url).length).toBeGreaterThanOrEqual(2);
  });

  it('scores a claim and its negation on the same source as a disagreement', async () => {
    // Prepare
    const yes = 'It is safe to take ibuprofen with apixaban for pain [med-nsaids].';
    const no = 'It is not safe to take ibuprofen with apixaban for pain [med-nsaids].';
    const question: Question = {
      question: 'Can I take ibuprofen with apixaban?',
      detailed: false,
      maxSources: 5,
    };
    script(`answer:${yes}`, `answer:${no}`, { text: no });
    const contradicted = await answerQuestion(index, panel, question);
    script(`answer:${no}`, `answer:${no}`, { text: no });

    // Act
    const agreed = await answerQuestion(index, panel, question);

    // Assess
    expect(agreed.breakdown.consensus).toBeGreaterThan(contradicted.breakdown.consensus);
    expect(contradicted.breakdown.consensus).toBeLessThan(0.75);
  });

  it('leaves out a model that times out, names it, and answers from the others in time', async () => {
    // Prepare
    panel = panelWith(300, 2);
    script(`answer:${AGREE_A}`, `answer:${AGREE_B}`, 'hang');
    const started = performance.now();

    // Act
    const result = await answerQuestion(index, panel, treatment);

    // Assess
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(result.models).toEqual(['openai:a', 'openai:b']);
    expect(result.modelsLeftOut).toEqual([{ model: 'bedrock:model-c', reason: 'timeout' }]);
    expect(result.consensusReached).toBe(true);
  });

  it('asks the models in parallel: three slow models take as long as one', async () => {
    // Prepare
    script(`delay:400:${AGREE_A}`, `delay:400:${AGREE_B}`, { text: AGREE_C });
    const started = performance.now();

    // Act
    const result = await answerQuestion(index, panel, treatment);

    // Assess
    expect(result.models).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(790);
  });

  it('answers 503 MODELS_UNAVAILABLE below the quorum, naming why each model was left out', async () => {
    // Prepare
    script(`answer:${AGREE_A}`, 'fail', 'throttle');

    // Act
    const failure = await answerQuestion(index, panel, treatment).catch((error: unknown) => error);

    // Assess
    expect(failure).toBeInstanceOf(ModelsUnavailableError);
    expect((failure as ModelsUnavailableError).failures).toEqual([
      { model: 'openai:b', reason: 'error' },
      { model: 'bedrock:model-c', reason: 'error' },
    ]);
  });

  it('counts malformed output as a failure', async () => {
    // Prepare
    script(`answer:${AGREE_A}`, 'malformed', 'empty');

    // Act
    const failure = await answerQuestion(index, panel, treatment).catch((error: unknown) => error);

    // Assess
    expect((failure as ModelsUnavailableError).failures).toEqual([
      { model: 'openai:b', reason: 'malformed' },
      { model: 'bedrock:model-c', reason: 'malformed' },
    ]);
  });

  it('marks an answer that cites nothing retrieved as unsupported and never uses it', async () => {
    // Prepare
    const invented =
      'Drink a glass of beet juice every morning and you will not need medicines [made-up-source].';
    script(`answer:${AGREE_A}`, `answer:${invented}`, { text: AGREE_C });

    // Act
    const result = await answerQuestion(index, panel, treatment);

    // Assess
    expect(result.unsupported).toEqual(['openai:b']);
    expect(result.answer).not.toContain('beet');
    expect(result.consensusReached).toBe(true);
  });

  it('leads with urgent-care advice when the question shows red flags, whatever the models say', async () => {
    // Prepare
    const calm =
      'Chest discomfort after meals is often heartburn and can wait for a routine visit [urgent-chest-pain].';
    script(`answer:${calm}`, `answer:${calm}`, { text: calm });

    // Act
    const result = await answerQuestion(index, panel, {
      question: 'I have crushing chest pain and I am sweating, is it just indigestion?',
      detailed: false,
      maxSources: 5,
    });

    // Assess
    expect(result.answer.startsWith('This may be an emergency. Call 911')).toBe(true);
    expect(result.redFlags.map((flag) => flag.id)).toContain('chest-pain');
    expect(result.clinicalFindings).toContain('red flags present but the answer does not advise urgent care');
    expect(result.breakdown.clinicalValidation).toBeLessThanOrEqual(0.5);
    expect(result.answer.endsWith(DISCLAIMER)).toBe(true);
  });

  it('returns at most maxSources sources', async () => {
    // Prepare
    script(
      `answer:${AGREE_A} Home readings help [condition-home-blood-pressure].`,
      `answer:${AGREE_B} The DASH plan is rich in vegetables [nutrition-dash].`,
      { text: AGREE_C },
    );

    // Act
    const result = await answerQuestion(index, panel, { ...treatment, maxSources: 1 });

    // Assess
    expect(result.sources).toHaveLength(1);
    expect(result.answer).not.toMatch(/\[2\]/);
  });

  it('sends every model the same retrieved passages, with the guideline evidence first', async () => {
    // Prepare
    script(`answer:${AGREE_A}`, `answer:${AGREE_B}`, { text: AGREE_C });
    const before = openAi.requests.length;

    // Act
    await answerQuestion(index, panel, {
      question: 'Is 185/125 blood pressure dangerous?',
      detailed: false,
      maxSources: 5,
    });

    // Assess
    const prompts = openAi.requests.slice(before).map((request) => request.body.messages[1]?.content ?? '');
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).toBe(prompts[1]);
    expect(prompts[0]).toContain('Passages:\n[urgent-hypertensive-crisis]');
  });

  it('leads with the interaction checker and never shows an answer that contradicts a major interaction', async () => {
    // Prepare
    const permissive =
      'It is fine to drink with metronidazole, but limit it to 2 drinks a day [nutrition-alcohol].';
    script(`answer:${permissive}`, `answer:${permissive}`, { text: permissive });

    // Act
    const result = await answerQuestion(index, panel, {
      question: 'Can I drink alcohol with metronidazole?',
      detailed: false,
      maxSources: 5,
    });

    // Assess
    expect(result.answer).toMatch(
      /^Alcohol and metronidazole: a major interaction in our interaction sources\./,
    );
    expect(result.answer).toMatch(/Do not drink any alcohol [^\n]* \[1\]\.\n\n/);
    expect(result.answer).not.toMatch(/2 drinks|limit it/);
    expect(result.redFlags).toEqual([]);
    expect(result.safety).toEqual([{ kind: 'interaction', id: 'interaction:ethanol+metronidazole' }]);
    // Only the interaction's source: the passage behind "limit it to 2 drinks" is not listed either.
    expect(result.sources).toHaveLength(1);
    expect(result.sources[0]?.url).not.toContain('cdc.gov/alcohol');
    // Rule-based: the shown answer is the rule's; the panel contradicted it, so the score keeps only
    // the floor share of the source grade (0.95 × 0.5), below any answer the panel backs.
    expect(result.breakdown.basis).toBe('rules');
    expect(result.breakdown.consensus).toBe(0);
    expect(result.trustScore).toBe(0.475);
    expect(result.trustScore).toBe(ruleLedTrust(result.breakdown));
    expect(result.clinicalFindings).toContain('the answer contradicts a safety rule');
    expect(result.answer.endsWith(DISCLAIMER)).toBe(true);
  });

  it('leads with the guideline category of a reading and drops an answer about something else', async () => {
    // Prepare
    const anxiety =
      'Anxiety disorders go beyond ordinary worry: the fear does not go away [condition-anxiety-disorders].';
    script(`answer:${anxiety}`, `answer:${anxiety}`, { text: anxiety });

    // Act
    const result = await answerQuestion(index, panel, {
      question: '150/95, should I be worried?',
      detailed: false,
      maxSources: 5,
    });

    // Assess
    expect(result.answer).toMatch(
      /^A blood pressure of 150\/95 mm Hg is stage 2 hypertension \(140 systolic or 90 diastolic or higher\) under the 2017 ACC\/AHA High Blood Pressure Guideline\./,
    );
    expect(result.answer).not.toMatch(/anxiety/i);
    expect(result.sources[0]?.url).toBe('https://www.ahajournals.org/doi/10.1161/HYP.0000000000000065');
    expect(result.safety).toEqual([{ kind: 'reading', id: 'blood-pressure:stage-2' }]);
    // The panel neither backed nor contradicted the category: halfway.
    expect(result.breakdown).toMatchObject({ basis: 'rules', consensus: 0.5 });
  });

  it("keeps an answer that backs the rule after it, and scores the panel's backing", async () => {
    // Prepare
    const backs =
      'A reading of 150/95 is stage 2 hypertension; see a clinician about treatment [condition-hypertension].';
    script(`answer:${backs}`, `answer:${backs}`, { text: backs });

    // Act
    const result = await answerQuestion(index, panel, {
      question: '150/95, should I be worried?',
      detailed: false,
      maxSources: 5,
    });

    // Assess
    expect(result.answer).toMatch(
      /^A blood pressure of 150\/95 mm Hg is stage 2 hypertension[^\n]*\[1\]\.\n\n/,
    );
    expect(result.answer).toContain('see a clinician about treatment [2].');
    expect(result.breakdown).toMatchObject({ basis: 'rules', consensus: 1, clinicalValidation: 1 });
    // A rule the whole panel backs keeps the full grade of its source; the consumer calibration,
    // fitted on retrieval-led answers, does not score rule-led ones.
    expect(result.trustScore).toBe(ruleLedTrust(result.breakdown));
    expect(result.trustScore).toBe(0.95);
    expect(result.abstained).toBe(false);
  });

  it('does not repeat the rule: a panel sentence restating the category is left out of the body', async () => {
    // Prepare
    const restating =
      'A reading of 150/95 mm Hg is stage 2 hypertension (140 systolic or 90 diastolic or higher) under the 2017 ACC/AHA High Blood Pressure Guideline [condition-hypertension]. Less sodium and regular activity lower blood pressure [condition-hypertension].';
    script(`answer:${restating}`, `answer:${restating}`, { text: restating });

    // Act
    const result = await answerQuestion(index, panel, {
      question: '150/95, should I be worried?',
      detailed: false,
      maxSources: 5,
    });

    // Assess
    expect(result.answer.match(/stage 2 hypertension/g)).toHaveLength(1);
    expect(result.answer).toContain('\n\nLess sodium and regular activity lower blood pressure [2].\n\n');
  });

  it('finds red flags in the context, and drops a reassuring answer', async () => {
    // Prepare
    const calm = 'Chest discomfort is often heartburn and can wait for a routine visit [urgent-chest-pain].';
    script(`answer:${calm}`, `answer:${calm}`, { text: calm });

    // Act
    const result = await answerQuestion(index, panel, {
      question: 'What should we do?',
      context: 'My father has crushing chest pain and is sweating.',
      detailed: false,
      maxSources: 5,
    });

    // Assess
    expect(result.answer.startsWith('This may be an emergency. Call 911')).toBe(true);
    expect(result.answer).not.toContain('routine visit');
    expect(result.redFlags.map((flag) => flag.id)).toEqual(['chest-pain']);
    expect(result.breakdown).toMatchObject({ basis: 'rules', consensus: 0 });
  });

  it('keeps the panel basis when no safety rule applies', async () => {
    script(`answer:${AGREE_A}`, `answer:${AGREE_B}`, { text: AGREE_C });
    const result = await answerQuestion(index, panel, treatment);
    expect(result.breakdown.basis).toBe('consensus');
    expect(result.safety).toEqual([]);
  });

  it('never hands the models passages about brain stroke for a heat stroke question', async () => {
    // Prepare
    script(`answer:${AGREE_A}`, `answer:${AGREE_B}`, { text: AGREE_C });
    const before = openAi.requests.length;

    // Act
    await answerQuestion(index, panel, { question: 'signs of heat stroke', detailed: false, maxSources: 5 });

    // Assess
    const prompt = openAi.requests[before]?.body.messages[1]?.content ?? '';
    expect(prompt).toContain('[urgent-heat-illness]');
    expect(prompt).not.toContain('[urgent-stroke]');
    expect(prompt).not.toContain('[condition-stroke]');
  });
});
