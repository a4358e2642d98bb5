import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askModels, type ModelRequest } from '../../../shared/consensus/models.ts';
import { SYSTEM_PROMPT } from '../../../shared/consensus/prompt.ts';
import { bedrockModel } from '../../../shared/consensus/providers/bedrock.ts';
import { passage } from '../../factories/passages.ts';
import { type FakeBedrock, startFakeBedrock } from '../../support/fake-bedrock.ts';

let bedrock: FakeBedrock;

beforeAll(async () => {
  bedrock = await startFakeBedrock();
});

afterAll(async () => {
  await bedrock.close();
});

const request: ModelRequest = {
  question: 'What is a normal HbA1c?',
  passages: [passage({ id: 'lab-hba1c', title: 'HbA1c test', text: 'Below 5.7% is normal.' })],
  detailed: true,
};

const model = (modelId: string, timeoutMs = 2_000) =>
  bedrockModel({
    name: `bedrock:${modelId}`,
    modelId,
    region: 'us-east-1',
    endpoint: bedrock.endpoint,
    timeoutMs,
  });

describe('Bedrock Converse model', () => {
  it('sends a signed Converse request with the system prompt and passages, and reads the text and citations', async () => {
    // Prepare
    const modelId = 'anthropic.claude-3-5-haiku-20241022-v1:0';
    bedrock.script(modelId, { text: 'Below 5.7% is normal [lab-hba1c].' });

    // Act
    const answer = await model(modelId).answer(request, new AbortController().signal);

    // Assess
    const sent = bedrock.requests.at(-1);
    expect(sent?.modelId).toBe(modelId);
    expect(String(sent?.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(sent?.body.system).toEqual([{ text: SYSTEM_PROMPT }]);
    expect(JSON.stringify(sent?.body.messages)).toContain('[lab-hba1c] HbA1c test');
    expect(sent?.body.inferenceConfig).toEqual({ temperature: 0, maxTokens: 1200 });
    expect(answer).toEqual({
      model: `bedrock:${modelId}`,
      answer: 'Below 5.7% is normal [lab-hba1c].',
      citations: ['lab-hba1c'],
    });
  });

  it('is left out, with its reason, when it fails, is throttled, hangs or answers without text', async () => {
    bedrock.script('good', { text: 'Normal is below 5.7% [lab-hba1c].' });
    bedrock.script('broken', 'fail');
    bedrock.script('busy', 'throttle');
    bedrock.script('slow', 'hang');
    bedrock.script('silent', 'empty');

    const result = await askModels(
      [model('good'), model('broken'), model('busy'), model('slow', 300), model('silent')],
      request,
      1,
    );

    expect(result.answers.map((answer) => answer.model)).toEqual(['bedrock:good']);
    expect(result.failures).toEqual([
      { model: 'bedrock:broken', reason: 'error' },
      { model: 'bedrock:busy', reason: 'error' },
      { model: 'bedrock:slow', reason: 'timeout' },
      { model: 'bedrock:silent', reason: 'malformed' },
    ]);
  });
});
