import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, config, parseConfig, validateConfig } from '../../shared/config.ts';

describe('configuration', () => {
  const saved = process.env.RESEARCH_TIMEOUT_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.RESEARCH_TIMEOUT_MS;
    else process.env.RESEARCH_TIMEOUT_MS = saved;
  });

  it('gives the documented defaults for an empty environment', () => {
    const settings = parseConfig({});
    expect(settings.TABLE_NAME).toBe('health-ai-local');
    expect(settings.MAX_BODY_BYTES).toBe(1_048_576);
    expect(settings.ANSWER_RETENTION_DAYS).toBe(90);
    expect(settings.AUDIT_RETENTION_DAYS).toBe(2_190);
    expect(settings.LOG_LEVEL).toBe('info');
    expect(settings.PUBLIC_BASE_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    expect(parseConfig({ TABLE_NAME: '', RESEARCH_TIMEOUT_MS: ' ' })).toMatchObject({
      TABLE_NAME: 'health-ai-local',
      RESEARCH_TIMEOUT_MS: 10_000,
    });
  });

  it('names every variable that is wrong, without echoing its value', () => {
    const attempt = () =>
      parseConfig({ MAX_BODY_BYTES: 'lots', ANSWER_RETENTION_DAYS: '0', PUBLIC_BASE_URL: 'secret-ish' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/MAX_BODY_BYTES must be a number/);
    expect(attempt).toThrow(/ANSWER_RETENTION_DAYS must be a whole number of days from 1 to 3650/);
    expect(attempt).toThrow(/PUBLIC_BASE_URL must be an absolute URL/);
    expect(attempt).not.toThrow(/secret-ish/);
  });

  it('fails the cold start on every set variable that is wrong, as parseConfig does', () => {
    // Prepare
    process.env.RESEARCH_TIMEOUT_MS = '-5';

    // Act, Assess
    expect(() => validateConfig()).toThrow(ConfigError);
    expect(() => validateConfig()).toThrow(/RESEARCH_TIMEOUT_MS must be greater than zero/);
    expect(() => validateConfig()).not.toThrow(/-5/);

    // Prepare
    delete process.env.RESEARCH_TIMEOUT_MS;

    // Act, Assess
    expect(() => validateConfig()).not.toThrow();
  });

  it('parses the values the runtime uses', () => {
    const settings = parseConfig({
      PUBLIC_BASE_URL: 'https://api.example.com/',
      ORCHESTRATION_FUNCTIONS: '{"labs":"health-ai-labs"}',
      PASSWORD_HASH_QUEUE: '0',
    });
    expect(settings.PUBLIC_BASE_URL).toBe('https://api.example.com');
    expect(settings.ORCHESTRATION_FUNCTIONS).toEqual({ labs: 'health-ai-labs' });
    expect(settings.PASSWORD_HASH_QUEUE).toBe(0);
    expect(() => parseConfig({ ORCHESTRATION_FUNCTIONS: '{"labs":1}' })).toThrow(/ORCHESTRATION_FUNCTIONS/);
  });

  it('follows the environment when a variable changes', () => {
    process.env.RESEARCH_TIMEOUT_MS = '1234';
    expect(config.researchTimeoutMs()).toBe(1_234);
    process.env.RESEARCH_TIMEOUT_MS = '4321';
    expect(config.researchTimeoutMs()).toBe(4_321);
  });

  it('hands the model panels the API key variables their specs name', () => {
    process.env.HEALTH_AI_TEST_MODEL_KEY = 'sk-test';
    const saved = process.env.CONSENSUS_MODELS;
    process.env.CONSENSUS_MODELS = JSON.stringify([
      {
        provider: 'openai',
        baseUrl: 'http://127.0.0.1:1/v1',
        model: 'm',
        apiKeyEnv: 'HEALTH_AI_TEST_MODEL_KEY',
      },
    ]);
    try {
      expect(config.modelEnv().HEALTH_AI_TEST_MODEL_KEY).toBe('sk-test');
    } finally {
      delete process.env.HEALTH_AI_TEST_MODEL_KEY;
      if (saved === undefined) delete process.env.CONSENSUS_MODELS;
      else process.env.CONSENSUS_MODELS = saved;
    }
  });
});
