import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askModels, type ModelRequest } from '../../../shared/consensus/models.ts';
import { SYSTEM_PROMPT } from '../../../shared/consensus/prompt.ts';
import { openAiCompatibleModel } from '../../../shared/consensus/providers/openai-compatible.ts';
import { ModelsUnavailableError } from '../../../shared/errors.ts';
import { mapError } from '../../../shared/http/errors.ts';
import { passage } from '../../factories/passages.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai.ts';

let server: FakeOpenAi;

beforeAll(async () => {
  server = await startFakeOpenAi();
});

afterAll(async () => {
  await server.close();
});

const request: ModelRequest = {
  question: 'How is asthma treated?',
  passages: [
    passage({ id: 'condition-asthma', title: 'Asthma', text: 'Inhaled corticosteroids control asthma.' }),
    passage({ id: 'med-bronchodilators', title: 'Bronchodilators', text: 'Albuterol relieves symptoms.' }),
  ],
  detailed: false,
};

const model = (behaviour: string, timeoutMs = 2_000, apiKey?: string) =>
  openAiCompatibleModel({
    name: `fake:${behaviour.split(':')[0]}`,
    baseUrl: server.url,
    model: behaviour,
    apiKey,
    timeoutMs,
  });

describe('OpenAI-compatible model', () => {
  it('sends a chat-completions request with the passages and reads the answer and its citations', async () => {
    // Act
    const answer = await model(
      'answer:Use a controller inhaler [condition-asthma] and a reliever [med-bronchodilators]; see [made-up-id].',
      2_000,
      'sk-test',
    ).answer(request, new AbortController().signal);

    // Assess
    const sent = server.requests.at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-test');
    expect(sent?.body.temperature).toBe(0);
    expect(sent?.body.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(sent?.body.messages[1]?.content).toContain('[condition-asthma] Asthma');
    expect(sent?.body.messages[1]?.content).toContain('Question: How is asthma treated?');
    expect(answer.answer).toContain('controller inhaler');
    expect(answer.citations).toEqual(['condition-asthma', 'med-bronchodilators', 'made-up-id']);
  });
});

describe('asking several models', () => {
  it('keeps the answers, drops citations of passages never retrieved, and names every model left out', async () => {
    // Act
    const result = await askModels(
      [
        model('answer:Controllers help [condition-asthma] [invented]'),
        model('hang', 300),
        model('fail'),
        model('malformed'),
        model('empty'),
      ],
      request,
      1,
    );

    // Assess
    expect(result.answers).toHaveLength(1);
    expect(result.answers[0]?.citations).toEqual(['condition-asthma']);
    expect(result.failures).toEqual([
      { model: 'fake:hang', reason: 'timeout' },
      { model: 'fake:fail', reason: 'error' },
      { model: 'fake:malformed', reason: 'malformed' },
      { model: 'fake:empty', reason: 'malformed' },
    ]);
  });

  it('aborts the request of a model that times out', async () => {
    await askModels([model('answer:ok [condition-asthma]'), model('hang:abort-probe', 200)], request, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.abandoned).toContain('hang:abort-probe');
  });

  it('sends to all models at once: each reply waits until all three requests are in flight', async () => {
    const result = await askModels(
      [model('barrier:3:one [condition-asthma]'), model('barrier:3:two'), model('barrier:3:three')],
      request,
      3,
    );
    expect(result.answers.map((answer) => answer.answer).sort()).toEqual([
      'one [condition-asthma]',
      'three',
      'two',
    ]);
    expect(result.failures).toEqual([]);
  });

  it('fails with MODELS_UNAVAILABLE (503) when fewer than the quorum answer', async () => {
    const attempt = askModels([model('answer:fine'), model('fail'), model('hang', 200)], request, 2);
    await expect(attempt).rejects.toBeInstanceOf(ModelsUnavailableError);
    const error = await attempt.catch((caught: unknown) => caught);
    expect((error as ModelsUnavailableError).failures).toEqual([
      { model: 'fake:fail', reason: 'error' },
      { model: 'fake:hang', reason: 'timeout' },
    ]);
    const mapped = mapError(error, 'req-1');
    expect(mapped.status).toBe(503);
    expect(mapped.body.code).toBe('MODELS_UNAVAILABLE');
  });
});
