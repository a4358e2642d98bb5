import { describe, expect, it } from 'vitest';
import { type ErrorBody, useApiWithCaller } from '../support/local-api.ts';

/**
 * A dangerous finding reaches the caller even when the request is refused: a 400 for an unrelated
 * mistake (a number sent as text, a reading out of order) leads with the urgent-care message of
 * what could be read, on every endpoint that reads symptoms, readings or notes. Found by a hostile
 * test of the HTTP API (2026-11-27): these six endpoints answered a plain validation error.
 */
const t = useApiWithCaller({ tier: 'clinical' });

const refuse = async (path: string, json: unknown) => {
  const result = await t.http.post<ErrorBody>(path, { key: t.caller.key, json });
  expect(result.status, JSON.stringify(json)).toBe(400);
  expect(result.body.code).toBe('VALIDATION_ERROR');
  return result.body;
};
const paths = (body: ErrorBody) => (body.details ?? []).map((detail) => detail.path);

const STROKE = "my dad's face drooped and his speech is slurred";
const EMERGENCY_LEAD = /^This may be an emergency\. .*The request body is not valid$/;

describe('a refused request still leads with the urgent-care message of what can be read', () => {
  it('/ask: a stroke in the question, a mistake elsewhere', async () => {
    const stroke = await refuse('/api/v1/ask', { question: STROKE, maxSources: '3' });
    expect(stroke.error).toMatch(EMERGENCY_LEAD);
    expect(paths(stroke)).toEqual(['body.maxSources']);
    const inContext = await refuse('/api/v1/ask', {
      question: 'what should I do?',
      context: 'my wife has crushing chest pain and is sweating',
      detailed: 'yes',
    });
    expect(inContext.error).toMatch(EMERGENCY_LEAD);
    const calm = await refuse('/api/v1/ask', { question: 'how much water should I drink?', maxSources: '3' });
    expect(calm.error).toBe('The request body is not valid');
  });

  it('diagnostics/symptoms: the description and the symptom list, with the person as far as it is well formed', async () => {
    for (const body of [
      { description: STROKE, age: '70' },
      { description: STROKE, sex: 'M' },
      { symptoms: ['face drooping', 'slurred speech'], age: -3 },
    ]) {
      const refused = await refuse('/api/v1/diagnostics/symptoms', body);
      expect(refused.error, JSON.stringify(body)).toMatch(EMERGENCY_LEAD);
    }
    const calm = await refuse('/api/v1/diagnostics/symptoms', { description: 'a runny nose', age: '30' });
    expect(calm.error).toBe('The request body is not valid');
  });

  it('health-data/analyze: each reading, medicine and symptom that is valid on its own', async () => {
    const glucose = await refuse('/api/v1/health-data/analyze', {
      data: {
        bloodGlucose: [{ value: 40, unit: 'mg/dL' }],
        bloodPressure: [{ systolic: 120, diastolic: 130 }],
      },
    });
    expect(glucose.error).toMatch(/^This needs prompt medical attention\. .*54 mg\/dL/);
    expect(glucose.error).toMatch(/The request body is not valid$/);
    const chestPain = await refuse('/api/v1/health-data/analyze', {
      data: { symptoms: ['crushing chest pain'], bloodPressure: [{ systolic: 120, diastolic: 130 }] },
    });
    expect(chestPain.error).toMatch(EMERGENCY_LEAD);
    const calm = await refuse('/api/v1/health-data/analyze', {
      data: {
        bloodGlucose: [{ value: 100, unit: 'mg/dL' }],
        bloodPressure: [{ systolic: 120, diastolic: 130 }],
      },
    });
    expect(calm.error).toBe('The request body is not valid');
  });

  it('health-data/analyze: a FHIR glucose or blood pressure beside an entry that cannot be read', async () => {
    const observation = (code: string, value: number, unit: string) => ({
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code }] },
      valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
    });
    const refused = await refuse('/api/v1/health-data/analyze', {
      data: { observations: [observation('2339-0', 40, 'mg/dL'), { resourceType: 'Observation' }] },
    });
    expect(refused.error).toMatch(
      /^This needs prompt medical attention\. .*Some FHIR observations cannot be read$/,
    );
  });

  it('health-data/analyze: a Patient resource in a Bundle is listed as not analyzed, not refused', async () => {
    const result = await t.http.post<{
      alerts: Array<{ kind: string }>;
      unsupported: Array<{ reason: string }>;
    }>('/api/v1/health-data/analyze', {
      key: t.caller.key,
      json: {
        data: {
          observations: {
            resourceType: 'Bundle',
            entry: [
              { resource: { resourceType: 'Patient', id: 'p1' } },
              {
                resource: {
                  resourceType: 'Observation',
                  status: 'final',
                  code: { coding: [{ system: 'http://loinc.org', code: '2339-0' }] },
                  valueQuantity: {
                    value: 40,
                    unit: 'mg/dL',
                    system: 'http://unitsofmeasure.org',
                    code: 'mg/dL',
                  },
                },
              },
            ],
          },
        },
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.alerts.map((alert) => alert.kind)).toContain('severe-hypoglycemia');
    expect(result.body.unsupported.map((entry) => entry.reason)).toEqual(['a Patient, not an Observation']);
  });

  it('clinical/notes and clinical/protocols: the complaint and a crisis-range blood pressure', async () => {
    const note = await refuse('/api/v1/clinical/notes', {
      format: 'soap',
      patient: { age: 58, sex: 'female' },
      encounter: {
        chiefComplaint: 'face drooped and speech slurred',
        vitals: { systolic: '148', diastolic: 92 },
      },
    });
    expect(note.error).toMatch(EMERGENCY_LEAD);
    expect(paths(note)).toEqual(['body.encounter.vitals.systolic']);
    const crisis = await refuse('/api/v1/clinical/protocols', {
      condition: 'hypertension',
      patient: { age: '60', systolic: 250, diastolic: 150 },
    });
    expect(crisis.error).toMatch(/^This needs prompt medical attention\. .*180\/120/);
    const calm = await refuse('/api/v1/clinical/protocols', {
      condition: 'hypertension',
      patient: { age: '60', systolic: 130, diastolic: 80 },
    });
    expect(calm.error).toBe('The request body is not valid');
  });

  it('nutrition/analyze: the notes and the food lines', async () => {
    const refused = await refuse('/api/v1/nutrition/analyze', {
      foods: ['1 apple'],
      notes: 'my throat is swelling and I cannot breathe after eating peanuts',
      profile: { age: '34' },
    });
    expect(refused.error).toMatch(EMERGENCY_LEAD);
    const calm = await refuse('/api/v1/nutrition/analyze', { foods: ['1 apple'], profile: { age: '34' } });
    expect(calm.error).toBe('The request body is not valid');
  });
});

describe('a JSON body that gives a field twice is refused, never read as its last value', () => {
  const raw = async (path: string, body: string, contentType = 'application/json') =>
    t.http.request<ErrorBody>('POST', path, {
      key: t.caller.key,
      body,
      headers: { 'Content-Type': contentType },
    });

  it('names each field given twice, led by the urgent-care message of either value', async () => {
    const glucose = await raw(
      '/api/v1/health-data/analyze',
      '{"data":{"bloodGlucose":[{"value":40,"value":100,"unit":"mg/dL"}]}}',
    );
    expect(glucose.status).toBe(400);
    expect(glucose.body.code).toBe('VALIDATION_ERROR');
    expect(glucose.body.error).toMatch(
      /^This needs prompt medical attention\. .*The request body gives a field twice$/,
    );
    expect(paths(glucose.body)).toEqual(['body.data.bloodGlucose[0].value']);
    const stroke = await raw('/api/v1/ask', `{"question":"${STROKE}","question":"what is a good breakfast"}`);
    expect(stroke.status).toBe(400);
    expect(stroke.body.error).toMatch(/^This may be an emergency\. .*The request body gives a field twice$/);
    const keys = await raw('/api/v1/api-keys', '{"name":"dup","permissions":["*"],"permissions":["labs"]}');
    expect(keys.status).toBe(400);
    expect(keys.body.error).toBe('The request body gives a field twice');
    expect(paths(keys.body)).toEqual(['body.permissions']);
  });

  it('refuses a charset other than UTF-8 with 415 rather than reading it wrong', async () => {
    const latin1 = await raw(
      '/api/v1/ask',
      '{"question":"caf\u00e9"}',
      'application/json; charset=iso-8859-1',
    );
    expect(latin1.status).toBe(415);
    expect(latin1.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const utf8 = await raw(
      '/api/v1/ask',
      '{"question":"what is caffeine?"}',
      'application/json; charset=UTF-8',
    );
    expect(utf8.status).toBe(200);
  });
});
