import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { TriageResponse } from '../../functions/diagnostics/schemas.ts';
import { useApiWithCaller } from '../support/local-api.ts';

type Triage = v.InferOutput<typeof TriageResponse>;

const api = useApiWithCaller();
const check = (json: unknown) =>
  api.http.post<Triage & { code?: string; details?: Array<{ path: string }> }>(
    '/api/v1/diagnostics/symptoms',
    {
      key: api.caller.key,
      json,
    },
  );

describe('POST /api/v1/diagnostics/symptoms', () => {
  it('answers emergency first for chest pain with breathlessness, with its red flags and conditions', async () => {
    const result = await check({
      symptoms: ['crushing chest pain', 'short of breath'],
      age: 58,
      sex: 'male',
    });
    expect(result.status).toBe(200);
    expect(result.body.triage).toBe('emergency');
    expect(result.body.advice).toMatch(/^This may be an emergency\. Call 911/);
    expect(result.body.redFlags.map((flag) => flag.id)).toContain('chest-pain');
    expect(result.body.conditions[0]?.source.url).toMatch(/^https:\/\//);
    expect(result.body.disclaimer).toMatch(/not a diagnosis/);
  });

  it('gives self-care for a cold, and see-a-doctor once it has lasted two weeks', async () => {
    const cold = await check({ symptoms: ['runny nose', 'sneezing'] });
    const lasting = await check({
      symptoms: ['runny nose', 'sneezing'],
      duration: { value: 2, unit: 'weeks' },
    });
    expect(cold.body.triage).toBe('self-care');
    expect(lasting.body.triage).toBe('see-a-doctor');
  });

  it.each([
    ['nothing', {}, 'body'],
    ['empty lists', { symptoms: [], codes: [] }, 'body'],
    ['a symptom that is not text', { symptoms: [42] }, 'body.symptoms.0'],
    ['an oversized symptom', { symptoms: ['x'.repeat(301)] }, 'body.symptoms.0'],
    ['21 symptoms', { symptoms: Array.from({ length: 21 }, () => 'cough') }, 'body.symptoms'],
    ['a malformed code', { codes: ['chest pain'] }, 'body.codes.0'],
    ['a negative age', { symptoms: ['cough'], age: -1 }, 'body.age'],
    [
      'an unknown duration unit',
      { symptoms: ['cough'], duration: { value: 2, unit: 'fortnights' } },
      'body.duration.unit',
    ],
    ['an unknown field', { symptoms: ['cough'], severity: 9 }, 'body.severity'],
  ])('refuses %s with 400 naming %s', async (_label, json, path) => {
    const result = await check(json);
    expect(result.status).toBe(400);
    expect(result.body.details?.map((detail) => detail.path)).toContain(path);
  });
});
