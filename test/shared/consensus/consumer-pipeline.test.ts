import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibratedTrust } from '../../../shared/consensus/calibration.ts';
import { CALIBRATION } from '../../../shared/consensus/calibration-table.ts';
import { consensusPanel } from '../../../shared/consensus/config.ts';
import { curatedEntries } from '../../../shared/knowledge/corpus/index.ts';
import { buildIndex } from '../../../shared/knowledge/index/build.ts';
import { KnowledgeIndex } from '../../../shared/knowledge/index/search.ts';
import { askQuality, type Judged, judgeAnswers, rankOf, searchQuality } from '../../bench/consumer-eval.ts';
import { type FakeBedrock, startFakeBedrock } from '../../support/fake-bedrock.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai.ts';

/**
 * The consumer benchmark's pipeline (`npm run bench -- consumer`) on a few consumer-style messages
 * written for this test (long, misspelt, with a greeting and background), labelled against the
 * curated knowledge base, with a panel of language models scripted over the OpenAI and Bedrock
 * wire formats: what CI can run without the development set or a model endpoint.
 */
const FIXTURE = [
  {
    question:
      'Hello, my mother is 72 and her eye doctor says she has glaucom. She worries about her eyesight. What treatments are there for it? Thank you so much',
    relevant: ['condition-glaucoma'],
    cites: 'condition-glaucoma',
  },
  {
    question:
      'hi there. i get these awful one sided headaches with flashing lights before them, my sister gets them too. how can i stop a migrane once it starts?',
    relevant: ['condition-migraine'],
    cites: 'condition-migraine',
  },
  {
    question:
      'Good morning. My husband woke up at night with his big toe red, hot and so painful he could not bear the sheet on it. Is it gout and what can he do?',
    relevant: ['condition-gout'],
    cites: 'condition-gout',
  },
];

let openAi: FakeOpenAi;
let bedrock: FakeBedrock;
const index = new KnowledgeIndex(buildIndex(curatedEntries()));

beforeAll(async () => {
  openAi = await startFakeOpenAi();
  bedrock = await startFakeBedrock();
});

afterAll(async () => {
  await openAi.close();
  await bedrock.close();
});

const panel = () =>
  consensusPanel(index, {
    CONSENSUS_MODELS: JSON.stringify([
      { provider: 'openai', baseUrl: openAi.url, model: 'model-a', name: 'openai:a', timeoutMs: 2_000 },
      { provider: 'openai', baseUrl: openAi.url, model: 'model-b', name: 'openai:b', timeoutMs: 2_000 },
      {
        provider: 'bedrock',
        modelId: 'model-c',
        region: 'us-east-1',
        endpoint: bedrock.endpoint,
        timeoutMs: 2_000,
      },
    ]),
    CONSENSUS_QUORUM: '2',
  });

describe('the consumer pipeline with a scripted panel', () => {
  it('retrieves, answers from the labelled passage, scores and judges every message', async () => {
    // Prepare: two models answer from the passage, the third cites only a passage never retrieved.
    const judged: Judged<(typeof FIXTURE)[number]>[] = [];
    for (const item of FIXTURE) {
      const passage = index.documentById(item.cites);
      const sentence = passage?.snippet ?? '';
      openAi.script('model-a', `answer:${sentence} [${item.cites}]`);
      openAi.script('model-b', `answer:According to the sources, ${sentence.toLowerCase()} [${item.cites}]`);
      bedrock.script('model-c', { text: 'Take two aspirin and rest [made-up-passage].' });

      // Act
      judged.push(...(await judgeAnswers(index, panel(), [item])));
    }

    // Assess: retrieval finds each labelled entry near the top of the curated knowledge base.
    const search = searchQuality(FIXTURE.map((item) => ({ rank: rankOf(index, item) })));
    expect(search.r10).toBe(1);
    expect(search.mrr).toBeGreaterThanOrEqual(0.5);
    for (const result of judged) {
      expect(result.good).toBe(true);
      expect(result.reached).toBe(true);
      // The answer citing nothing retrieved is named and never used.
      expect(result.unsupported).toEqual(['bedrock:model-c']);
      expect(result.answer).not.toMatch(/aspirin/i);
      expect(result.trustScore).toBe(calibratedTrust(result.signals));
    }
    const quality = askQuality(judged, CALIBRATION);
    expect(quality).toMatchObject({ n: 3, firstSourceGood: 1, abstained: 0 });
    expect(quality.ece).toBeGreaterThanOrEqual(0);
    expect(quality.ece).toBeLessThanOrEqual(1);
  });

  it('reads each message: the focus, the type asked and the sub-questions without the greeting', () => {
    const result = index.search(FIXTURE[0]?.question ?? '', 5);
    expect(result.interpretation.type).toBe('treatment');
    expect(result.interpretation.focus?.toLowerCase()).toContain('glaucoma');
    expect(result.interpretation.subQuestions).toEqual(['What treatments are there for it?']);
  });
});
