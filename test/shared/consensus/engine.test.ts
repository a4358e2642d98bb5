import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consensusPanel } from '../../../shared/consensus/config.ts';
import {
  answerQuestion,
  type ConsensusPanel,
  DISAGREEMENT,
  DISCLAIMER,
  type Question,
} from '../../../shared/consensus/engine.ts';
import { CONSENSUS_THRESHOLD } from '../../../shared/consensus/trust.ts';
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
    expect(result.trustScore).toBeGreaterThan(0.75);
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
});
