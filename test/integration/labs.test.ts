import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabReport, UploadRecord } from '../../functions/labs/contract.ts';
import { deliveryQueue } from '../../shared/webhooks/dispatch.ts';
import type { LocalDeliveryQueue } from '../../shared/webhooks/queue.ts';
import { type ErrorBody, signUp, signUpTenant, startTestApi, type TestApi } from '../support/local-api.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

type Report = v.InferOutput<typeof LabReport>;
type Upload = v.InferOutput<typeof UploadRecord>;
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
    expect(result.body.alerts[0]?.advice).toMatch(/seek urgent care today; call 911/);
    expect(result.body.alerts[0]).toMatchObject({ id: 'lab-critical-2823-3', urgency: 'urgent', flag: 'HH' });
  });

  it('gives calcium 14.4, glucose 504, WBC 1.2 and platelets 18 critical alerts, the urgent-care message first', async () => {
    const result = await t.http.post<Report>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'calcium', value: 14.4, unit: 'mg/dL' },
          { test: 'glucose', value: 504, unit: 'mg/dL' },
          { test: 'WBC', value: 1.2, unit: '10^3/uL' },
          { test: 'platelets', value: 18, unit: '10^3/uL' },
        ],
      },
    });
    expect(result.status).toBe(200);
    expect(result.text.startsWith('{"urgentCare":"This needs prompt medical attention.')).toBe(true);
    expect(result.body.urgentCare).toMatch(/seek urgent care today; call 911/);
    expect(result.body.results.map((r) => r.flag)).toEqual(['HH', 'HH', 'LL', 'LL']);
    expect(result.body.alerts.map((alert) => alert.label)).toEqual([
      'Calcium (total) 14.4 mg/dL is critically high',
      'Glucose (fasting, serum or plasma) 504 mg/dL is critically high',
      'White blood cells (WBC) 1.2 ×10³/µL is critically low',
      'Platelets 18 ×10³/µL is critically low',
    ]);
  });

  it('reads vitamin D 8 ng/mL as low, to discuss with a doctor, with no emergency', async () => {
    const result = await t.http.post<Report>('/api/v1/labs/interpret', {
      key,
      json: { results: [{ test: 'vitamin D', value: 8, unit: 'ng/mL' }] },
    });
    expect(result.status).toBe(200);
    expect(result.body.results[0]?.flag).toBe('L');
    expect(result.body.alerts).toEqual([]);
    expect(result.body).not.toHaveProperty('urgentCare');
    expect(result.text).not.toMatch(/911|emergency care/);
  });

  it('interprets a panel with unknown tests, listing them with close known names', async () => {
    const result = await t.http.post<Report>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'sodium', value: 140 },
          { test: 'unobtainium', value: 1, unit: 'mg/dL' },
          { test: 'ferritn level', value: 40 },
          { test: 'potassium', value: 4.2 },
        ],
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.results.map((r) => [r.test.name, r.flag])).toEqual([
      ['Sodium', 'N'],
      ['Potassium', 'N'],
    ]);
    expect(result.body.unrecognized.map((u) => [u.index, u.test, u.path, u.suggestions[0]?.name])).toEqual([
      [1, 'unobtainium', 'body.results.1.test', undefined],
      [2, 'ferritn level', 'body.results.2.test', 'Ferritin'],
    ]);
  });

  it('interprets troponin in ng/L or ng/mL against the 99th percentile, above it urgent', async () => {
    const result = await t.http.post<Report>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'troponin', value: 0.052, unit: 'ng/mL' },
          { test: 'hs-cTnT', value: 9, unit: 'ng/L' },
          { test: 'troponin I', value: 20, unit: 'ng/L' },
        ],
        sex: 'male',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.results.map((r) => [r.test.loinc, r.valueInReferenceUnit, r.flag])).toEqual([
      ['67151-1', 52, 'HH'],
      ['67151-1', 9, 'N'],
      ['89579-7', 20, 'N'],
    ]);
    expect(result.body.alerts.map((alert) => [alert.loinc, alert.urgency])).toEqual([['67151-1', 'urgent']]);
    expect(result.body.urgentCare).toMatch(/heart muscle injury/);
  });

  it('warns on a likely unit mix-up and leaves that result uninterpreted, without a false alert', async () => {
    const result = await t.http.post<Report>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'glucose', value: 5.5, unit: 'mg/dL' },
          { test: 'sodium', value: 139 },
        ],
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.results[0]).toMatchObject({
      flag: 'IND',
      unitWarning: { statedUnit: 'mg/dL', likelyUnit: 'mmol/L', valueIfLikelyUnit: 99.09 },
    });
    expect(result.body.results[0]?.explanation).toMatch(/looks like a result in mmol\/L/);
    expect(result.body.results[1]?.flag).toBe('N');
    expect(result.body.alerts).toEqual([]);
  });

  it.each([
    ['a negative potassium', -5, 'Potassium cannot be negative'],
    ['a potassium of 50', 50, 'Potassium 50 mmol/L is not a possible value (possible: 1 to 12 mmol/L)'],
  ])('refuses %s with 400 naming the value, in the one error shape', async (_label, value, message) => {
    const result = await t.http.post<ErrorBody>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'sodium', value: 140 },
          { test: 'chloride', value: 101 },
          { test: 'potassium', value, unit: 'mmol/L' },
        ],
      },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body.results.2.value', message }],
    });
    expect(result.body.error).toBe('Some lab results cannot be interpreted');
    expect(result.body.timestamp).toEqual(expect.any(String));
    expect(result.body.requestId).toEqual(expect.any(String));
  });

  it('leads a 400 with the urgent-care message when another result is critical', async () => {
    const result = await t.http.post<ErrorBody>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'potassium', value: 7.4 },
          { test: 'sodium', value: 1400 },
        ],
      },
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(
      /^This needs prompt medical attention\. Potassium 7\.4 mmol\/L is critically high.*Some lab results cannot be interpreted$/,
    );
    expect(result.body.details?.map((d) => d.path)).toEqual(['body.results.1.value']);
  });

  it.each([
    ['no results', {}, 'body.results'],
    ['an empty list', { results: [] }, 'body.results'],
    ['a value that is not finite', { results: [{ test: 'sodium', value: '' }] }, 'body.results.0.value'],
    ['a test that is a number', { results: [{ test: 12, value: 1 }] }, 'body.results.0.test'],
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
      // The limit is the upload's (300): issue #10.
      '301 results',
      { results: Array.from({ length: 301 }, () => ({ test: 'sodium', value: 140 })) },
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

  // A hostile tester's ?sex=male on a text/csv upload was silently ignored (the range stayed the
  // one for both sexes): the query now carries what a CSV body cannot, and anything else is refused.
  it('reads sex, age and a label from the query of a text/csv upload, and refuses other parameters', async () => {
    const csv = (query: string) =>
      t.http.post<Upload & ErrorBody>(`/api/v1/labs/upload${query}`, {
        key,
        body: 'test,value,unit\nhemoglobin,12.5,g/dL\ncreatinine,1.0,mg/dL\n',
        headers: { 'Content-Type': 'text/csv' },
      });
    const male = await csv('?sex=male&age=54&name=annual');
    expect(male.status).toBe(201);
    expect(male.body.results[0]?.flag).toBe('L');
    expect(male.body.name).toBe('annual');
    const unknown = await csv('?sex=banana&age=-4&evil=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.details?.map((d) => d.path).sort()).toEqual(['query.age', 'query.evil', 'query.sex']);
  });

  it('refuses a query parameter on an endpoint that reads none, rather than ignoring it', async () => {
    const result = await t.http.post<ErrorBody>('/api/v1/labs/interpret?maxSources=1', {
      key,
      json: { results: [{ test: 'sodium', value: 140, unit: 'mmol/L' }] },
    });
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual([
      { path: 'query.maxSources', message: 'maxSources is not a parameter this endpoint accepts' },
    ]);
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
    const impossible = await t.http.post<ErrorBody>('/api/v1/labs/upload', {
      key,
      json: { csv: 'test,value\nsodium,140\npotassium,-5' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'body.csv', message: 'line 3: the value is empty' }]);
    expect(wrongHeader.body.details?.[0]?.message).toMatch(/^line 1:/);
    expect(impossible.status).toBe(400);
    expect(impossible.body.details).toEqual([
      { path: 'body.csv (line 3)', message: 'Potassium cannot be negative' },
    ]);
  });

  it('stores a CSV or FHIR upload with unknown tests listed beside the interpreted ones', async () => {
    // An unknown name used to fail the whole upload; now it is listed and the panel kept.
    const csv = await t.http.post<Upload>('/api/v1/labs/upload', {
      key,
      json: { csv: 'test,value,unit\nsodium,140,mmol/L\nfoo,1,\ncalcium,14.4,mg/dL' },
    });
    const fhir = await t.http.post<Upload>('/api/v1/labs/upload', {
      key,
      json: bundle(
        observation('2951-2', { valueQuantity: { value: 140, code: 'mmol/L' } }),
        observation('99999-9', { valueQuantity: { value: 3, code: 'mg/dL' } }),
        observation('67151-1', { valueQuantity: { value: 80, code: 'ng/L' } }),
        // No LOINC coding: the code's text names the test (an Observation with only text used to be a 400).
        { resourceType: 'Observation', code: { text: 'Vitamin K' }, valueQuantity: { value: 1 } },
        {
          resourceType: 'Observation',
          code: { text: 'Potassium' },
          valueQuantity: { value: 4.1, unit: 'mmol/L' },
        },
      ),
    });
    expect(csv.status).toBe(201);
    expect(csv.body.results.map((r) => r.flag)).toEqual(['N', 'HH']);
    expect(csv.body.unrecognized).toEqual([
      expect.objectContaining({ index: 1, test: 'foo', value: 1, path: 'body.csv (line 3)' }),
    ]);
    expect(csv.body.urgentCare).toMatch(/^This needs prompt medical attention\. Calcium/);
    expect(fhir.status).toBe(201);
    expect(fhir.body.results.map((r) => [r.test.loinc, r.flag])).toEqual([
      ['2951-2', 'N'],
      ['67151-1', 'HH'],
      ['2823-3', 'N'],
    ]);
    expect(fhir.body.unrecognized.map((u) => [u.test, u.path])).toEqual([
      ['99999-9', 'body.bundle.entry[1].resource.code'],
      ['Vitamin K', 'body.bundle.entry[3].resource.code'],
    ]);
    expect(fhir.body.alerts.map((alert) => alert.loinc)).toEqual(['67151-1']);
    const fetched = await t.http.get<Upload>(`/api/v1/labs/upload/${fhir.body.id}`, { key });
    expect(fetched.body).toEqual(fhir.body);
  });

  it('refuses a Bundle with bad entries, naming each entry', async () => {
    const result = await t.http.post<ErrorBody>('/api/v1/labs/upload', {
      key,
      json: bundle(
        observation('718-7', { valueQuantity: { value: 11.2, code: 'g/dL' } }),
        { resourceType: 'Patient' },
        observation('718-7', {}),
        { resourceType: 'Observation', code: { coding: [{ code: 'x' }] }, valueQuantity: { value: 1 } },
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

describe('clinical safety of lab interpretation (issue #10, hostile tester)', () => {
  const interpret = (json: unknown) => t.http.post<Report>('/api/v1/labs/interpret', { key, json });
  const upload = (json: unknown) => t.http.post<Upload>('/api/v1/labs/upload', { key, json });
  const alertLoincs = (body: { alerts: Array<{ loinc: string }> }) => body.alerts.map((alert) => alert.loinc);

  it.each([
    ['Potassium [Moles/volume] in Serum or Plasma', 7.2, 'mmol/L', '2823-3'],
    ['Potassium, Serum', 7.2, 'mmol/L', '2823-3'],
    ['Potassium (K)', 7.2, 'mmol/L', '2823-3'],
    ['Blood glucose', 40, 'mg/dL', '2345-7'],
    ['Glucose, Fasting', 40, 'mg/dL', '2345-7'],
    ['Sodium (Na)', 110, 'mmol/L', '2951-2'],
    ['Hemoglobin (Hgb)', 5, 'g/dL', '718-7'],
    ['WBC count', 1, '10*3/uL', '6690-2'],
    ['Platelet Count (PLT)', 10, '10*3/uL', '777-3'],
    ['INR (PT)', 6, undefined, '6301-6'],
    ['pH, arterial', 7.1, undefined, '2744-1'],
    ['Lactate, venous', 5, 'mmol/L', '2524-7'],
    ['Magnesium, serum', 0.5, 'mg/dL', '19123-9'],
    ['Calcium, total', 15, 'mg/dL', '17861-6'],
    ['troponin-I', 500, 'ng/L', '89579-7'],
    ['hs troponin I', 500, 'ng/L', '89579-7'],
    ['trop I', 500, 'ng/L', '89579-7'],
    ['Troponin I (high sensitivity)', 500, 'ng/L', '89579-7'],
    ['high sensitivity troponin', 500, 'ng/L', '67151-1'],
    ['TnT', 500, 'ng/L', '67151-1'],
  ])('recognises "%s" %s %s as a critical result', async (test, value, unit, loinc) => {
    const result = await interpret({ results: [{ test, value, ...(unit ? { unit } : {}) }] });
    expect(result.status).toBe(200);
    expect(result.body.unrecognized).toEqual([]);
    expect(result.body.results[0]?.test.loinc).toBe(loinc);
    expect(result.body.results[0]?.flag).toMatch(/^(LL|HH)$/);
    expect(alertLoincs(result.body)).toEqual([loinc]);
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
  });

  it('reads a CSV line "Glucose, Fasting",40,mg/dL as a critical glucose', async () => {
    const result = await upload({ csv: 'test,value,unit\n"Glucose, Fasting",40,mg/dL\n' });
    expect(result.status).toBe(201);
    expect(alertLoincs(result.body)).toEqual(['2345-7']);
    expect(result.body.urgentCare).toMatch(/^This needs prompt medical attention\./);
  });

  it.each([
    ['2339-0', 40, 'mg/dL', '2345-7'],
    ['41653-7', 40, 'mg/dL', '2345-7'],
    ['6298-4', 7.2, 'mmol/L', '2823-3'],
    ['2947-0', 110, 'mmol/L', '2951-2'],
    ['26515-7', 10, '10*3/uL', '777-3'],
    ['20570-8', 15, '%', '4544-3'],
    ['11558-4', 7.1, '[pH]', '2744-1'],
  ])('reads FHIR LOINC %s (%s %s) and raises its critical alert', async (code, value, unit, loinc) => {
    const result = await upload(
      bundle(
        observation(code, {
          valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
        }),
      ),
    );
    expect(result.status).toBe(201);
    expect(result.body.unrecognized).toEqual([]);
    expect(alertLoincs(result.body)).toEqual([loinc]);
  });

  it('raises the alert of a critical value under a name matched only approximately', async () => {
    const result = await interpret({ results: [{ test: 'Potasium lvl', value: 7.5, unit: 'mmol/L' }] });
    expect(result.status).toBe(200);
    expect(result.body.unrecognized.map((item) => item.test)).toEqual(['Potasium lvl']);
    expect(result.body.alerts.map((alert) => [alert.loinc, alert.flag])).toEqual([['2823-3', 'HH']]);
    expect(result.body.alerts[0]?.label).toMatch(/matched approximately/);
    expect(result.body.urgentCare).toMatch(/^This needs prompt medical attention\./);
  });

  it('does not read an ionized calcium as a critically low total calcium', async () => {
    const result = await interpret({ results: [{ test: 'Calcium, ionized', value: 1.1, unit: 'mmol/L' }] });
    expect(result.body.alerts).toEqual([]);
  });

  it('calls a bare pH of 7.1 ambiguous and possibly critical, never normal', async () => {
    const result = await interpret({ results: [{ test: 'pH', value: 7.1 }] });
    expect(result.status).toBe(200);
    expect(result.body.results[0]?.flag).toBe('IND');
    expect(result.body.results[0]?.ambiguous).toMatch(/urine or a blood pH/);
    expect(result.body.results[0]?.explanation).toMatch(
      /^Possibly critical: If this is a blood pH, 7\.1 is below the critical limit of 7\.21/,
    );
    expect(result.body.alerts.map((alert) => [alert.loinc, alert.flag])).toEqual([['2744-1', 'LL']]);
    expect(result.body.urgentCare).toMatch(/^This needs prompt medical attention\./);
    // A usual urine pH beside a urinalysis stays a urine pH.
    const urine = await interpret({
      results: [
        { test: 'pH', value: 6 },
        { test: 'specific gravity', value: 1.02 },
      ],
    });
    expect(urine.body.results[0]?.flag).toBe('N');
    expect(urine.body.alerts).toEqual([]);
  });

  it('interprets 100 normal results and a critical potassium (the limit is 300, as for uploads)', async () => {
    const results = [
      ...Array.from({ length: 100 }, () => ({ test: 'sodium', value: 140 })),
      { test: 'potassium', value: 7.5 },
    ];
    const result = await interpret({ results });
    expect(result.status).toBe(200);
    expect(alertLoincs(result.body)).toEqual(['2823-3']);
  });

  it('leads a 400 for too many or malformed results with the urgent-care message of a critical value', async () => {
    const tooMany = await t.http.post<ErrorBody>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          ...Array.from({ length: 300 }, () => ({ test: 'sodium', value: 140 })),
          { test: 'potassium', value: 7.5 },
        ],
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(
      /^This needs prompt medical attention\..*Potassium 7\.5 mmol\/L is critically high/,
    );
    expect(tooMany.body.details?.map((d) => d.path)).toContain('body.results');
    const malformed = await t.http.post<ErrorBody>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'potassium', value: 7.5 },
          { test: 'sodium', value: {} },
        ],
      },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/^This needs prompt medical attention\./);
    expect(malformed.body.details?.map((d) => d.path)).toContain('body.results.1.value');
  });

  it.each([
    ['>7.0', 'HH'],
    ['<2.5', 'LL'],
    ['6.8 H', 'HH'],
  ])('reads the CSV value %s for potassium conservatively (%s) with the urgent lead', async (value, flag) => {
    const result = await upload({ csv: `test,value,unit\npotassium,${value},mmol/L\n` });
    expect(result.status).toBe(201);
    expect(result.body.results[0]?.flag).toBe(flag);
    expect(result.body.urgentCare).toMatch(/^This needs prompt medical attention\./);
  });

  it('reads a FHIR valueQuantity comparator: a potassium above 7.0 is critical', async () => {
    const result = await upload(
      bundle(
        observation('2823-3', {
          valueQuantity: { value: 7, comparator: '>', unit: 'mmol/L', code: 'mmol/L' },
        }),
      ),
    );
    expect(result.status).toBe(201);
    expect(result.body.results[0]?.flag).toBe('HH');
    expect(result.body.results[0]?.value).toBe('>7');
    expect(alertLoincs(result.body)).toEqual(['2823-3']);
  });

  it('does not place a value reported only as a bound when the true value could be anywhere', async () => {
    const result = await interpret({ results: [{ test: 'glucose', value: '>60', unit: 'mg/dL' }] });
    expect(result.body.results[0]?.flag).toBe('IND');
    expect(result.body.results[0]?.ambiguous).toMatch(/Reported as above 60/);
  });

  it('skips Observations entered in error or cancelled, and reports them', async () => {
    const result = await upload(
      bundle(
        {
          ...observation('2823-3', { valueQuantity: { value: 7.5, code: 'mmol/L' } }),
          status: 'entered-in-error',
        },
        { ...observation('2951-2', { valueQuantity: { value: 100, code: 'mmol/L' } }), status: 'cancelled' },
        observation('2951-2', { valueQuantity: { value: 140, code: 'mmol/L' } }),
      ),
    );
    expect(result.status).toBe(201);
    expect(result.body.results.map((r) => r.test.loinc)).toEqual(['2951-2']);
    expect(result.body.alerts).toEqual([]);
    expect(result.body.skipped?.map((entry) => entry.status)).toEqual(['entered-in-error', 'cancelled']);
    const stored = await t.http.get<Upload>(`/api/v1/labs/upload/${result.body.id}`, { key });
    expect(stored.body.skipped).toHaveLength(2);
  });

  it('counts the conventional equivalent of a limit as the limit: lactate 36 mg/dL is 4 mmol/L', async () => {
    const result = await interpret({
      results: [
        { test: 'lactate', value: 36, unit: 'mg/dL' },
        { test: 'lactate', value: 35.9, unit: 'mg/dL' },
      ],
    });
    expect(result.body.results.map((r) => r.flag)).toEqual(['HH', 'H']);
    expect(alertLoincs(result.body)).toEqual(['2524-7']);
  });
});

describe('a refused upload still leads with the urgent-care message of a critical value (issue #10)', () => {
  const refuse = (json: unknown) => t.http.post<ErrorBody>('/api/v1/labs/upload', { key, json });
  it('for a CSV over the limit', async () => {
    const rows = Array.from({ length: 300 }, () => 'sodium,140,mmol/L').join('\n');
    const result = await refuse({ csv: `test,value,unit\n${rows}\npotassium,7.5,mmol/L\n` });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(/^This needs prompt medical attention\..*The CSV cannot be read$/);
  });

  it('for a CSV with a malformed line', async () => {
    const result = await refuse({ csv: 'test,value,unit\npotassium,7.5,mmol/L\nsodium,140\n' });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(/^This needs prompt medical attention\./);
    expect(result.body.details?.[0]?.message).toMatch(/line 3/);
  });

  it('for a FHIR Bundle with an entry that cannot be read', async () => {
    const result = await refuse(
      bundle(observation('2823-3', { valueQuantity: { value: 7.5, code: 'mmol/L' } }), {
        resourceType: 'Patient',
      }),
    );
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(
      /^This needs prompt medical attention\..*Some FHIR observations cannot be read$/,
    );
  });

  it('and says nothing urgent when nothing is critical', async () => {
    const result = await refuse({ csv: 'test,value,unit\npotassium,4.5,mmol/L\nsodium,140\n' });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('The CSV cannot be read');
  });
});

describe('international analyte names (hostile tester)', () => {
  it('reads Kalium 7.2 and Natrium 110 mmol/L as critical potassium and sodium', async () => {
    // Act
    const result = await t.http.post<Report>('/api/v1/labs/interpret', {
      key,
      json: {
        results: [
          { test: 'Kalium', value: 7.2, unit: 'mmol/L' },
          { test: 'Natrium', value: 110, unit: 'mmol/L' },
          { test: 'Hämoglobin', value: 13.5, unit: 'g/dL' },
          { test: 'Kreatinin', value: 1.0, unit: 'mg/dL' },
        ],
      },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.unrecognized).toEqual([]);
    expect(result.body.alerts.map((alert) => alert.id)).toEqual([
      'lab-critical-2823-3',
      'lab-critical-2951-2',
    ]);
    expect(result.body.results.map((r) => r.flag)).toEqual(['HH', 'LL', 'N', 'N']);
  });
});

describe('critical lab values announce analysis.urgent_finding, as health data does', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  const settle = () => (deliveryQueue() as LocalDeliveryQueue).idle();

  it('for /labs/interpret and /labs/upload, with the kinds of finding and never the values', async () => {
    // Arrange
    const caller = await signUpTenant(t.http, { tier: 'professional' });
    const created = await t.http.post<{ id: string }>('/api/v1/webhooks', {
      key: caller.key,
      json: { url: receiver.url, events: ['analysis.urgent_finding'] },
    });
    expect(created.status).toBe(201);

    // Act
    const critical = await t.http.post<Report>('/api/v1/labs/interpret', {
      key: caller.key,
      json: { results: [{ test: 'Kalium', value: 7.2, unit: 'mmol/L' }] },
    });
    await t.http.post('/api/v1/labs/interpret', {
      key: caller.key,
      json: { results: [{ test: 'potassium', value: 4.2, unit: 'mmol/L' }] },
    });
    const upload = await t.http.post<Upload>('/api/v1/labs/upload', {
      key: caller.key,
      json: { csv: 'test,value,unit\nsodium,110,mmol/L' },
    });
    // Refused for another result's unit, yet the critical value is announced as well as led with.
    const refused = await t.http.post<ErrorBody>('/api/v1/labs/interpret', {
      key: caller.key,
      json: {
        results: [
          { test: 'Natrium', value: 110, unit: 'mmol/L' },
          { test: 'glucose', value: 90, unit: 'furlongs' },
        ],
      },
    });
    await settle();

    // Assess
    expect(critical.status).toBe(200);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^This needs prompt medical attention\./);
    const events = receiver.received.map(
      (d) => JSON.parse(d.body) as { type: string; data: Record<string, unknown> },
    );
    expect(events.map((e) => [e.type, e.data.source, e.data.findings])).toEqual(
      expect.arrayContaining([
        ['analysis.urgent_finding', 'labs.interpret', 'lab-critical-2823-3'],
        ['analysis.urgent_finding', 'labs.upload', 'lab-critical-2951-2'],
        ['analysis.urgent_finding', 'labs.interpret', 'lab-critical-2951-2'],
      ]),
    );
    expect(events).toHaveLength(3);
    expect(events.find((e) => e.data.source === 'labs.upload')?.data.uploadId).toBe(upload.body.id);
    // Ids and the kinds of finding only: no field that could carry a reading.
    expect(events.map((e) => Object.keys(e.data).sort())).toEqual(
      expect.arrayContaining([
        ['findings', 'source'],
        ['findings', 'source', 'uploadId'],
      ]),
    );
  });
});
