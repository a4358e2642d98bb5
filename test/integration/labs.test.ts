import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabReport, UploadRecord } from '../../functions/labs/schemas.ts';
import { signUp, startTestApi, type TestApi } from '../support/local-api.ts';

type Report = v.InferOutput<typeof LabReport>;
type Upload = v.InferOutput<typeof UploadRecord>;
interface ErrorBody {
  code: string;
  details?: Array<{ path: string; message: string }>;
}

let t: TestApi;
let key: string;

beforeAll(async () => {
  t = await startTestApi();
  key = (await signUp(t.http)).key;
});

afterAll(async () => {
  await t.close();
});

const observation = (code: string, value: Record<string, unknown>) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code }] },
  effectiveDateTime: '2026-11-20T08:00:00Z',
  ...value,
});
const bundle = (...resources: unknown[]) => ({
  resourceType: 'Bundle',
  type: 'collection',
  entry: resources.map((resource) => ({ resource })),
});

describe('POST /api/v1/labs/interpret', () => {
  it('flags each result against its interval in its own unit, explains it and derives eGFR', async () => {
    // Act
    const result = await t.http.post<Report>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'creatinine', value: 132.6, unit: 'umol/L' },
          { test: '2823-3', value: 5.8, unit: 'mEq/L' },
          { test: 'HbA1c', value: 6.1 },
          { test: 'urine nitrite', value: 'negative' },
        ],
        sex: 'male',
        age: 67,
      },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.results.map((r) => [r.test.loinc, r.flag])).toEqual([
      ['2160-0', 'H'],
      ['2823-3', 'H'],
      ['4548-4', 'H'],
      ['5802-4', 'N'],
    ]);
    expect(result.body.results[0]?.valueInReferenceUnit).toBeCloseTo(1.5, 2);
    expect(result.body.results[2]?.explanation).toContain('prediabetes range');
    expect(result.body.derived[0]).toMatchObject({ test: { name: 'eGFR (CKD-EPI 2021)' }, flag: 'L' });
    expect(result.body.derived[0]?.explanation).toMatch(/KDIGO category G3a/);
    expect(result.body.results.every((r) => r.source.url.startsWith('https://'))).toBe(true);
    expect(result.body.disclaimer).toMatch(/not a diagnosis/);
    expect(result.body.alerts).toEqual([]);
  });

  it('always adds urgent-care advice for a value beyond a critical limit', async () => {
    const result = await t.http.post<Report>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'potassium', value: 6.9 },
          { test: 'sodium', value: 140 },
          { test: 'glucose', value: 2.8, unit: 'mmol/L' },
        ],
      },
    });
    expect(result.body.results.map((r) => r.flag)).toEqual(['HH', 'N', 'LL']);
    expect(result.body.alerts.map((alert) => alert.test)).toEqual([
      'Potassium',
      'Glucose (fasting, serum or plasma)',
    ]);
    expect(result.body.alerts[0]?.message).toMatch(/seek urgent care today; call 911/);
  });

  it.each([
    ['no results', {}, 'body.results'],
    ['an empty list', { results: [] }, 'body.results'],
    ['an unknown test', { results: [{ test: 'unobtainium', value: 1 }] }, 'body.results.0.test'],
    [
      'a unit that does not fit',
      { results: [{ test: 'sodium', value: 140, unit: 'mg/dL' }] },
      'body.results.0.unit',
    ],
    [
      'a unit UCUM does not know',
      { results: [{ test: 'sodium', value: 140, unit: 'bananas' }] },
      'body.results.0.unit',
    ],
    ['text for a numeric test', { results: [{ test: 'sodium', value: 'high' }] }, 'body.results.0.value'],
    ['a value that is an object', { results: [{ test: 'sodium', value: {} }] }, 'body.results.0.value'],
    ['an age of 130', { results: [{ test: 'sodium', value: 140 }], age: 130 }, 'body.age'],
    ['an unknown sex', { results: [{ test: 'sodium', value: 140 }], sex: 'x' }, 'body.sex'],
    [
      '101 results',
      { results: Array.from({ length: 101 }, () => ({ test: 'sodium', value: 140 })) },
      'body.results',
    ],
  ])('refuses %s with 400 naming %s', async (_label, json, path) => {
    const result = await t.http.post<ErrorBody>('/api/v1/labs/interpret', { key, json });
    expect(result.status).toBe(400);
    expect(result.body.details?.map((d) => d.path)).toContain(path);
  });
});

describe('POST /api/v1/labs/upload', () => {
  it('stores a CSV upload sent as text/csv and returns it with its interpretation', async () => {
    // Act
    const uploaded = await t.http.post<Upload>('/api/v1/labs/upload', {
      key,
      body: 'Test,Value,Unit,Date\ncreatinine,0.9,mg/dL,2026-11-20\n"TSH",5.6,mIU/L,2026-11-20\nglucose,"4.9",mmol/L,2026-11-20\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    const fetched = await t.http.get<Upload>(`/api/v1/labs/upload/${uploaded.body.id}`, { key });

    // Assess
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ format: 'csv' });
    expect(uploaded.body.results.map((r) => r.flag)).toEqual(['N', 'H', 'N']);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(uploaded.body);
  });

  it('stores a FHIR Bundle sent as the body, with sex and age in an envelope for eGFR', async () => {
    const direct = await t.http.post<Upload>('/api/v1/labs/upload', {
      key,
      json: bundle(
        observation('718-7', {
          valueQuantity: { value: 11.2, unit: 'g/dL', system: 'http://unitsofmeasure.org', code: 'g/dL' },
        }),
        observation('5802-4', { valueCodeableConcept: { text: 'positive' } }),
      ),
      headers: { 'Content-Type': 'application/fhir+json' },
    });
    const enveloped = await t.http.post<Upload>('/api/v1/labs/upload', {
      key,
      json: {
        bundle: bundle(observation('2160-0', { valueQuantity: { value: 1.0, code: 'mg/dL' } })),
        sex: 'male',
        age: 50,
        name: 'kidney check',
      },
    });
    expect(direct.status).toBe(201);
    expect(direct.body.results.map((r) => r.flag)).toEqual(['L', 'A']);
    expect(enveloped.body.name).toBe('kidney check');
    expect(enveloped.body.derived[0]?.valueInReferenceUnit).toBe(92);
  });

  it('refuses a malformed CSV naming the line, and stores nothing', async () => {
    const bad = await t.http.post<ErrorBody>('/api/v1/labs/upload', {
      key,
      json: { csv: 'test,value,unit\nsodium,140,mmol/L\npotassium,,mmol/L' },
    });
    const wrongHeader = await t.http.post<ErrorBody>('/api/v1/labs/upload', {
      key,
      json: { csv: 'name;result\nNa;140' },
    });
    const unknown = await t.http.post<ErrorBody>('/api/v1/labs/upload', {
      key,
      json: { csv: 'test,value\nsodium,140\nfoo,1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'body.csv', message: 'line 3: the value is empty' }]);
    expect(wrongHeader.body.details?.[0]?.message).toMatch(/^line 1:/);
    expect(unknown.body.details?.[0]?.path).toBe('body.csv (line 3)');
  });

  it('refuses a Bundle with bad entries, naming each entry', async () => {
    const result = await t.http.post<ErrorBody>('/api/v1/labs/upload', {
      key,
      json: bundle(
        observation('718-7', { valueQuantity: { value: 11.2, code: 'g/dL' } }),
        { resourceType: 'Patient' },
        observation('718-7', {}),
        { resourceType: 'Observation', code: { text: 'no coding' }, valueQuantity: { value: 1 } },
      ),
    });
    expect(result.status).toBe(400);
    expect(result.body.details?.map((d) => d.path)).toEqual([
      'body.bundle.entry[1].resource.resourceType',
      'body.bundle.entry[2].resource.value[x]',
      'body.bundle.entry[3].resource.code',
    ]);
  });

  it.each([
    ['both bundle and csv', { bundle: bundle(), csv: 'test,value' }],
    ['neither', { name: 'x' }],
    ['an oversized csv', { csv: `test,value\n${'sodium,140\n'.repeat(30_000)}` }],
    ['an unknown field', { csv: 'test,value\nsodium,140', extra: 1 }],
  ])('refuses %s with 400', async (_label, json) => {
    const result = await t.http.post<ErrorBody>('/api/v1/labs/upload', { key, json });
    expect(result.status).toBe(400);
  });

  it("answers 404 for another organization's upload", async () => {
    const uploaded = await t.http.post<Upload>('/api/v1/labs/upload', {
      key,
      json: { csv: 'test,value\nsodium,140' },
    });
    const stranger = await signUp(t.http);
    const result = await t.http.get<ErrorBody>(`/api/v1/labs/upload/${uploaded.body.id}`, {
      key: stranger.key,
    });
    expect(result.status).toBe(404);
    expect(result.body.code).toBe('NOT_FOUND');
  });
});
