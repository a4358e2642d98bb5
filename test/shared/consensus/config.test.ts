import { describe, expect, it } from 'vitest';
import {
  answerRetentionDays,
  bedrockModelIds,
  ConsensusConfigError,
  consensusPanel,
  parseModelSpecs,
} from '../../../shared/consensus/config.ts';
import { curatedEntries } from '../../../shared/knowledge/corpus/index.ts';
import { buildIndex } from '../../../shared/knowledge/index/build.ts';
import { KnowledgeIndex } from '../../../shared/knowledge/index/search.ts';
import { DEFAULT_RETENTION_DAYS, RetentionConfigError } from '../../../shared/retention.ts';

const index = new KnowledgeIndex(buildIndex(curatedEntries().slice(0, 20)));
const panel = (env: Record<string, string>) => consensusPanel(index, env);

describe('CONSENSUS_MODELS', () => {
  it('defaults to the three embedded answerers with a majority quorum', () => {
    const result = panel({});
    expect(result.models.map((model) => model.name)).toEqual([
      'embedded:lexical',
      'embedded:focus',
      'embedded:guidelines',
    ]);
    expect(result.models.every((model) => model.timeoutMs === 2_000)).toBe(true);
    expect(result.quorum).toBe(2);
  });

  it('builds Bedrock and OpenAI-compatible models with their names, timeouts and key variable', () => {
    const result = panel({
      AWS_REGION: 'eu-west-1',
      OPENAI_KEY: 'sk-test',
      CONSENSUS_MODELS: JSON.stringify([
        { provider: 'bedrock', modelId: 'amazon.nova-lite-v1:0', timeoutMs: 8_000 },
        {
          provider: 'openai',
          baseUrl: 'http://127.0.0.1:11434/v1',
          model: 'llama3.1',
          apiKeyEnv: 'OPENAI_KEY',
        },
        { provider: 'embedded', timeoutMs: 500 },
      ]),
      CONSENSUS_QUORUM: '4',
    });
    expect(result.models.map((model) => [model.name, model.timeoutMs])).toEqual([
      ['bedrock:amazon.nova-lite-v1:0', 8_000],
      ['openai:llama3.1', 10_000],
      ['embedded:lexical', 500],
      ['embedded:focus', 500],
      ['embedded:guidelines', 500],
    ]);
    expect(result.quorum).toBe(4);
  });

  it.each([
    ['not JSON', '[{', /not valid JSON/],
    ['an empty panel', '[]', /CONSENSUS_MODELS/],
    ['an unknown provider', '[{"provider":"gpt"}]', /CONSENSUS_MODELS/],
    ['a timeout past what API Gateway waits', '[{"provider":"embedded","timeoutMs":30000}]', /timeoutMs/],
    ['an unknown field', '[{"provider":"embedded","temperature":1}]', /temperature/],
    ['a Bedrock model without a region', '[{"provider":"bedrock","modelId":"m"}]', /region/],
    [
      'a key variable that is not set',
      '[{"provider":"openai","baseUrl":"http://x/v1","model":"m","apiKeyEnv":"NOPE"}]',
      /NOPE/,
    ],
    ['two models of one name', '[{"provider":"embedded"},{"provider":"embedded"}]', /Two models are named/],
  ])('refuses %s', (_label, models, message) => {
    expect(() => panel({ CONSENSUS_MODELS: models })).toThrow(ConsensusConfigError);
    expect(() => panel({ CONSENSUS_MODELS: models })).toThrow(message);
  });

  it.each(['0', '4', '1.5', 'two'])('refuses a quorum of %s for three models', (quorum) => {
    expect(() => panel({ CONSENSUS_QUORUM: quorum })).toThrow(/CONSENSUS_QUORUM/);
  });

  it('lists the Bedrock model ids, for the IAM grant', () => {
    const specs = parseModelSpecs('[{"provider":"embedded"},{"provider":"bedrock","modelId":"a.b-v1:0"}]');
    expect(bedrockModelIds(specs)).toEqual(['a.b-v1:0']);
  });
});

describe('ANSWER_RETENTION_DAYS', () => {
  it('defaults to 90 days and accepts 1 to 3650', () => {
    expect(answerRetentionDays({})).toBe(DEFAULT_RETENTION_DAYS);
    expect(answerRetentionDays({ ANSWER_RETENTION_DAYS: '1' })).toBe(1);
    expect(answerRetentionDays({ ANSWER_RETENTION_DAYS: '3650' })).toBe(3_650);
    for (const bad of ['0', '3651', '7.5', 'week']) {
      expect(() => answerRetentionDays({ ANSWER_RETENTION_DAYS: bad })).toThrow(RetentionConfigError);
    }
  });
});
