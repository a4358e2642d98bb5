import type * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SuggestResponse, ValidateResponse } from '../../functions/clinical/contract.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import { type ErrorBody, useApiWithCaller } from '../support/local-api.ts';

type Suggested = v.InferOutput<typeof SuggestResponse>;
type Validated = v.InferOutput<typeof ValidateResponse>;
const PATH = '/api/v1/clinical/coding';
const api = useApiWithCaller({ tier: 'clinical' });

describe('POST /api/v1/clinical/coding: suggest', () => {
  it('codes what the note asserts, with spans, notes and sources, and leaves out what it negates or dates', async () => {
    // Prepare
    const text =
      'Assessment: DM2 with diabetic CKD stage 3a. HTN. Denies chest pain. History of MI in 2019. Mother had breast cancer.';

    // Act
    const result = await api.http.post<Suggested>(PATH, { key: api.caller.key, json: { text } });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.mode).toBe('suggest');
    expect(result.body.suggestions.map((s) => s.code)).toEqual(['E11.22', 'N18.31', 'I10']);
    const diabetes = result.body.suggestions[0];
    expect(diabetes?.span).toEqual({ text: 'DM2 with diabetic CKD', start: 12, end: 33 });
    expect(text.slice(diabetes?.span.start, diabetes?.span.end)).toBe(diabetes?.span.text);
    expect(diabetes?.instructions).toContainEqual({
      type: 'useAdditionalCode',
      noteOn: 'E11.22',
      text: 'code to identify stage of chronic kidney disease (N18.1-N18.6)',
    });
    expect(result.body.excluded.map((e) => [e.code.slice(0, 3), e.assertion])).toEqual([
      ['R07', 'absent'],
      ['I21', 'historical'],
      ['C50', 'family'],
    ]);
    expect(result.body.sources.every((s) => s.year >= 2001 && s.url.startsWith('https://'))).toBe(true);
    expect(result.body.codeSet.codes).toMatch(/2025/);
    expect(result.body.disclaimer).toMatch(/Informational only/);
  });

  it('adds the 7th character the category needs and reports an Excludes1 conflict', async () => {
    // Act
    const fracture = await api.http.post<Suggested>(PATH, {
      key: api.caller.key,
      json: { text: 'Closed fracture of the left femoral neck, initial encounter.' },
    });
    const conflict = await api.http.post<Suggested>(PATH, {
      key: api.caller.key,
      json: { text: 'Type 1 diabetes mellitus. Type 2 diabetes mellitus.' },
    });

    // Assess
    expect(fracture.status).toBe(200);
    expect(fracture.body.suggestions[0]).toMatchObject({
      code: 'S72.002A',
      seventhCharacter: { character: 'A', assumed: false },
    });
    expect(conflict.body.suggestions.map((s) => s.code)).toEqual(['E10.9', 'E11.9']);
    expect(conflict.body.conflicts[0]?.codes.sort()).toEqual(['E10.9', 'E11.9']);
  });

  it('honours maxCodes and alternatives', async () => {
    const result = await api.http.post<Suggested>(PATH, {
      key: api.caller.key,
      json: { text: 'HTN. COPD. Afib. UTI.', maxCodes: 2, alternatives: 0 },
    });
    expect(result.status).toBe(200);
    expect(result.body.suggestions).toHaveLength(2);
    expect(result.body.suggestions.every((s) => s.alternatives.length === 0)).toBe(true);
  });
});

describe('POST /api/v1/clinical/coding: the language-model review', () => {
  let fake: FakeOpenAi;
  const saved = process.env.CONSENSUS_MODELS;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.CONSENSUS_MODELS;
    else process.env.CONSENSUS_MODELS = saved;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('returns a model’s codes only through the validator gate', async () => {
    // Prepare
    fake.script(
      'coder:http',
      `answer:${JSON.stringify({
        codes: [
          { code: 'I10', evidence: 'HTN' },
          { code: 'I11.0', evidence: 'HTN' },
          { code: 'Z99.999', evidence: 'HTN' },
        ],
      })}`,
    );
    process.env.CONSENSUS_MODELS = JSON.stringify([
      { provider: 'embedded' },
      { provider: 'openai', baseUrl: fake.url, model: 'coder:http', name: 'coder:http' },
    ]);

    // Act
    const result = await api.http.post<Suggested>(PATH, {
      key: api.caller.key,
      json: { text: 'HTN, well controlled.', models: true },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.suggestions.map((s) => s.code)).toEqual(['I10']);
    expect(result.body.modelReview?.models).toEqual(['coder:http']);
    expect(result.body.modelReview?.accepted.map((a) => a.code)).toEqual(['I10']);
    expect(result.body.modelReview?.rejected.map((r) => r.code)).toEqual(['I11.0', 'Z99.999']);
  });

  it('says no model was asked when the panel has no language model', async () => {
    delete process.env.CONSENSUS_MODELS;
    const result = await api.http.post<Suggested>(PATH, {
      key: api.caller.key,
      json: { text: 'HTN', models: true },
    });
    expect(result.body.modelReview).toEqual({ models: [], accepted: [], rejected: [], failed: [] });
  });
});

describe('POST /api/v1/clinical/coding: validate', () => {
  it('checks existence, billability, 7th characters and Excludes1 pairs', async () => {
    // Act
    const result = await api.http.post<Validated>(PATH, {
      key: api.caller.key,
      json: { codes: ['e119', 'E11', 'S72.001', 'S72.001A', 'S72.001Z', 'Q99.99X', 'E10.9'] },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.mode).toBe('validate');
    expect(result.body.valid).toBe(false);
    expect(result.body.codes.map((c) => [c.code, c.exists, c.billable])).toEqual([
      ['E11.9', true, true],
      ['E11', true, false],
      ['S72.001', true, false],
      ['S72.001A', true, true],
      ['S72.001Z', false, false],
      ['Q99.99X', false, false],
      ['E10.9', true, true],
    ]);
    expect(result.body.codes[2]?.seventhCharacterOptions?.[0]).toEqual({
      character: 'A',
      meaning: 'initial encounter for closed fracture',
    });
    // E11 (and so E11.9) excludes type 1 diabetes (E10.-): both given E11 codes conflict with E10.9.
    expect(result.body.conflicts.map((c) => c.codes)).toEqual([
      ['E11.9', 'E10.9'],
      ['E11', 'E10.9'],
    ]);
  });

  it('says valid for billable codes that may go together', async () => {
    const result = await api.http.post<Validated>(PATH, {
      key: api.caller.key,
      json: { mode: 'validate', codes: ['I10', 'E11.9'] },
    });
    expect(result.body).toMatchObject({ mode: 'validate', valid: true, conflicts: [] });
  });
});

describe('POST /api/v1/clinical/coding: bad input is a 400 in the one error shape', () => {
  const cases: Array<[string, unknown, string]> = [
    ['no text or codes', {}, 'body.text'],
    ['both text and codes', { text: 'HTN', codes: ['I10'] }, 'body.codes'],
    ['text of the wrong type', { text: 42 }, 'body.text'],
    ['empty text', { text: '   ' }, 'body.text'],
    ['text too long', { text: 'a'.repeat(20_001) }, 'body.text'],
    ['codes not a list', { codes: 'I10' }, 'body.codes'],
    ['too many codes', { codes: Array.from({ length: 51 }, () => 'I10') }, 'body.codes'],
    ['a code too long', { codes: ['I10'.repeat(4)] }, 'body.codes.0'],
    ['validate mode without codes', { mode: 'validate', text: 'HTN' }, 'body.codes'],
    ['unknown mode', { mode: 'guess', text: 'HTN' }, 'body.mode'],
    ['maxCodes out of bounds', { text: 'HTN', maxCodes: 0 }, 'body.maxCodes'],
    ['models not a boolean', { text: 'HTN', models: 'yes' }, 'body.models'],
    ['an unknown field', { text: 'HTN', note: 'x' }, 'body.note'],
  ];
  it.each(cases)('%s', async (_name, json, path) => {
    const result = await api.http.post<ErrorBody>(PATH, { key: api.caller.key, json });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.requestId).toBeTruthy();
    expect(result.body.details?.map((d) => d.path)).toContain(path);
  });
});

describe('POST /api/v1/clinical/coding: access', () => {
  it('needs an API key', async () => {
    const result = await api.http.post<ErrorBody>(PATH, { json: { text: 'HTN' } });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('MISSING_API_KEY');
  });
});
