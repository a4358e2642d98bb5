import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CodingModel,
  codingModels,
  parseCodingReply,
  reviewWithModels,
} from '../../../../shared/clinical/coding/models.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../../support/fake-openai.ts';

const TEXT = 'Type 2 diabetes and left femoral neck fracture. Denies chest pain.';

describe('reading a model’s coding reply', () => {
  it('takes the first JSON object, even wrapped in prose or a fence', () => {
    expect(
      parseCodingReply('Here:\n```json\n{"codes":[{"code":"E11.9","evidence":"Type 2 diabetes"}]}\n```', 'm'),
    ).toEqual([{ code: 'E11.9', evidence: 'Type 2 diabetes', model: 'm' }]);
  });

  it('calls anything else malformed', () => {
    expect(() => parseCodingReply('E11.9', 'm')).toThrow(/did not reply with JSON/);
    expect(() => parseCodingReply('{"codes": [', 'm')).toThrow(/did not reply with JSON|malformed/);
    expect(() => parseCodingReply('{"answer":"E11.9"}', 'm')).toThrow(/without a codes list/);
  });
});

describe('the panel’s coders', () => {
  it('are its language models only', () => {
    expect(codingModels({})).toEqual([]);
    const models = codingModels({
      CONSENSUS_MODELS: JSON.stringify([
        { provider: 'embedded' },
        { provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'x', name: 'remote:x' },
        { provider: 'bedrock', modelId: 'amazon.nova-lite-v1:0', region: 'us-east-1' },
      ]),
    });
    expect(models.map((m) => m.name)).toEqual(['remote:x', 'bedrock:amazon.nova-lite-v1:0']);
  });
});

describe('reviewWithModels over the OpenAI wire format', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
  });

  const coder = (name: string, timeoutMs = 2_000): CodingModel =>
    codingModels({
      CONSENSUS_MODELS: JSON.stringify([
        { provider: 'openai', baseUrl: fake.url, model: name, name, timeoutMs },
      ]),
    })[0] as CodingModel;

  it('passes only valid, billable, span-supported codes, and names failed models', async () => {
    // Prepare
    fake.script(
      'coder:a',
      `answer:${JSON.stringify({
        codes: [
          { code: 'E11.9', evidence: 'Type 2 diabetes' },
          { code: 'S72.002A', evidence: 'left femoral neck fracture' },
          { code: 'S72.001A', evidence: 'left femoral neck fracture' },
          { code: 'I21.9', evidence: 'heart attack' },
          { code: 'R07.9', evidence: 'chest pain' },
          { code: 'E11', evidence: 'Type 2 diabetes' },
        ],
      })}`,
    );
    fake.script('coder:b', 'malformed');
    fake.script('coder:c', 'hang');

    // Act
    const review = await reviewWithModels(TEXT, [coder('coder:a'), coder('coder:b'), coder('coder:c', 200)]);

    // Assess
    expect(review.models).toEqual(['coder:a', 'coder:b', 'coder:c']);
    expect(review.accepted.map((a) => [a.code, a.model])).toEqual([
      ['E11.9', 'coder:a'],
      ['S72.002A', 'coder:a'],
    ]);
    expect(review.rejected.map((r) => r.code)).toEqual(['S72.001A', 'I21.9', 'R07.9', 'E11']);
    expect(review.failed).toEqual([
      { model: 'coder:b', reason: 'malformed' },
      { model: 'coder:c', reason: 'timeout' },
    ]);
    const sent = fake.requests.find((r) => r.body.model === 'coder:a');
    expect(sent?.body.messages[1]?.content).toContain(TEXT);
  });
});
