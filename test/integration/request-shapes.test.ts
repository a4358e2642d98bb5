import { describe, expect, it } from 'vitest';
import { type ErrorBody, useApiWithCaller } from '../support/local-api.ts';

// Clinical, so that every endpoint below is reached.
const api = useApiWithCaller({ tier: 'clinical' });

const ERROR_SHAPE = {
  error: expect.any(String),
  code: expect.any(String),
  timestamp: expect.any(String),
  requestId: expect.any(String),
};

describe('a list where an object is expected is a 400 naming the field (hostile test C3)', () => {
  it.each([
    ['/api/v1/nutrition/analyze', { foods: ['1 apple'], profile: [] }, 'body.profile'],
    ['/api/v1/fitness/plan', { age: 40, currentActivity: [] }, 'body.currentActivity'],
    ['/api/v1/fitness/plan', { age: 40, parq: [] }, 'body.parq'],
    ['/api/v1/fitness/plan', { age: 40, parq: [{ chestPain: false }] }, 'body.parq'],
    ['/api/v1/clinical/notes', { patient: [], encounter: { chiefComplaint: 'cough' } }, 'body.patient'],
    [
      '/api/v1/clinical/notes',
      { encounter: { chiefComplaint: 'cough', vitals: [] } },
      'body.encounter.vitals',
    ],
    ['/api/v1/diagnostics/symptoms', { description: 'cough', age: 40, vitals: [] }, 'body.vitals'],
  ])('%s %j', async (path, json, field) => {
    const result = await api.caller.post<ErrorBody>(path, { json });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      ...ERROR_SHAPE,
      code: 'VALIDATION_ERROR',
      error: 'The request body is not valid',
      details: [{ path: field, message: `${field.split('.').at(-1)} is an object, not a list` }],
    });
  });

  it('still leads with the urgent-care message of what could be read', async () => {
    const result = await api.caller.post<ErrorBody>('/api/v1/diagnostics/symptoms', {
      json: { description: 'crushing chest pain and sweating', age: 60, vitals: [] },
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(/^This may be an emergency\. Call 911/);
    expect(result.body.details).toEqual([
      { path: 'body.vitals', message: 'vitals is an object, not a list' },
    ]);
  });
});

describe('a key an object does not take is named (hostile test C5)', () => {
  it('POST /api/v1/health-data/analyze {"data":{"potassium":7}}', async () => {
    const result = await api.caller.post<ErrorBody>('/api/v1/health-data/analyze', {
      json: { data: { potassium: 7.0 } },
    });
    expect(result.status).toBe(400);
    expect(result.body.details).toContainEqual({
      path: 'body.data.potassium',
      message: 'potassium is not a field this endpoint accepts',
    });
  });
});

describe('encoding and media type (hostile test C4)', () => {
  const ask = (body: string | Uint8Array, contentType = 'application/json') =>
    api.caller.post<ErrorBody>('/api/v1/ask', { body, headers: { 'Content-Type': contentType } });

  it('refuses a body that is not UTF-8 with 400 INVALID_JSON', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"question":"'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('"}'),
    ]);
    const result = await ask(bytes);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      ...ERROR_SHAPE,
      code: 'INVALID_JSON',
      error: expect.stringMatching(/not valid UTF-8/),
    });
  });

  it('refuses a body that is not UTF-8 and not JSON either as not UTF-8', async () => {
    const result = await ask(Buffer.from([0x7b, 0xff, 0x7d]));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'INVALID_JSON',
      error: expect.stringMatching(/not valid UTF-8/),
    });
  });

  it('leads a body that is not UTF-8 with the urgent-care message of what could be read', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"description":"crushing chest pain and sweating '),
      Buffer.from([0xe9]),
      Buffer.from('","age":60}'),
    ]);
    const result = await api.caller.post<ErrorBody>('/api/v1/diagnostics/symptoms', {
      body: bytes,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('INVALID_JSON');
    expect(result.body.error).toMatch(/^This may be an emergency\. Call 911.*not valid UTF-8/s);
  });

  it('takes U+FFFD written as the JSON escape, and other characters as UTF-8', async () => {
    const result = await ask('{"question":"Is a flu vaccine \\ufffd needed every year? Zoë"}');
    expect(result.status).toBe(200);
  });

  it.each([
    'application/json;;;====',
    'application/json; charset',
    'application/json; =utf-8',
    'application/json; charset="utf-8',
  ])('refuses the malformed media type %j with 415', async (contentType) => {
    const result = await ask('{"question":"Is a flu vaccine needed every year?"}', contentType);
    expect(result.status).toBe(415);
    expect(result.body).toEqual({
      ...ERROR_SHAPE,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: expect.stringMatching(/not a well-formed media type/),
    });
  });

  it.each(['application/json;charset=utf-8', 'application/json; charset="UTF-8"', 'application/json;;'])(
    'takes the well-formed media type %j (RFC 9110 allows empty parameters)',
    async (contentType) => {
      const result = await ask('{"question":"Is a flu vaccine needed every year?"}', contentType);
      expect(result.status).toBe(200);
    },
  );

  it('says why a body starting with a byte order mark is refused', async () => {
    const result = await ask('\ufeff{"question":"Is a flu vaccine needed every year?"}');
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'INVALID_JSON',
      error: expect.stringMatching(/byte order mark/),
    });
  });
});
