import { describe, expect, it } from 'vitest';
import { type ErrorBody, useApiWithCaller } from '../support/local-api.ts';

/**
 * Hostile test of 2026-11-29 (S8, S9, S13, C3): a refused request lost its urgent-care message when
 * the mistake sat on the critical reading itself (a field we do not take, numeric text, a glucose
 * without its unit), when the danger was written past a length or count limit, or when a lab
 * report wrote a potassium in a form we did not read. Each is still refused where the input is
 * wrong, but its 400 leads with the urgent-care message of what could be read leniently.
 */
const t = useApiWithCaller({ tier: 'clinical' });

const refuse = async (path: string, json: unknown) => {
  const result = await t.http.post<ErrorBody>(path, { key: t.caller.key, json });
  expect(result.status, JSON.stringify(json).slice(0, 200)).toBe(400);
  expect(result.body.code).toBe('VALIDATION_ERROR');
  expect(Object.keys(result.body)).toEqual(
    expect.arrayContaining(['error', 'code', 'timestamp', 'requestId']),
  );
  return result.body;
};
const paths = (body: ErrorBody) => (body.details ?? []).map((detail) => detail.path);

const EMERGENCY = /^This may be an emergency\. .*The request body is not valid$/;
const URGENT = /^This needs prompt medical attention\. .*The request body is not valid$/;
const BENIGN = 'I have had a mild cough and a runny nose for a few days and feel a bit tired. ';

describe('health-data/analyze: the mistake on the critical reading itself', () => {
  const analyze = '/api/v1/health-data/analyze';

  it('a field we do not take beside a crisis reading or a level 2 low', async () => {
    const pressure = await refuse(analyze, {
      data: { bloodPressure: [{ systolic: 190, diastolic: 125, unit: 'mmHg' }], symptoms: ['headache'] },
    });
    expect(pressure.error).toMatch(EMERGENCY);
    expect(paths(pressure)).toEqual(['body.data.bloodPressure.0.unit']);
    const glucose = await refuse(analyze, {
      data: { bloodGlucose: [{ value: 40, unit: 'mg/dL', note: 'before lunch' }] },
    });
    expect(glucose.error).toMatch(URGENT);
    expect(glucose.error).toContain('54 mg/dL');
  });

  it('numeric text, and a glucose without its unit read in each unit a meter can show', async () => {
    const text = await refuse(analyze, {
      data: { bloodPressure: [{ systolic: '190', diastolic: '125' }], symptoms: ['headache'] },
    });
    expect(text.error).toMatch(EMERGENCY);
    const noUnit = await refuse(analyze, { data: { bloodGlucose: [{ value: 40 }] } });
    expect(noUnit.error).toMatch(URGENT);
    expect(paths(noUnit)).toEqual(['body.data.bloodGlucose.0.unit']);
    const lowInMmol = await refuse(analyze, { data: { bloodGlucose: [{ value: '2.5' }] } });
    expect(lowInMmol.error).toMatch(URGENT);
    // 6 is an ordinary mmol/L value and no meter's mg/dL reading: nothing to lead with.
    const calm = await refuse(analyze, { data: { bloodGlucose: [{ value: 6 }] } });
    expect(calm.error).toBe('The request body is not valid');
  });

  it('accepts "mmol" and "mM" as mmol/L', async () => {
    for (const unit of ['mmol', 'mM']) {
      const result = await t.http.post<{
        urgentCare?: string;
        analysis: { bloodGlucose?: { status: string } };
      }>(analyze, { key: t.caller.key, json: { data: { bloodGlucose: [{ value: 2.2, unit }] } } });
      expect(result.status, unit).toBe(200);
      expect(result.body.analysis.bloodGlucose?.status).toBe('hypoglycemia-level-2');
      expect(result.body.urgentCare).toMatch(/^This needs prompt medical attention\./);
    }
    const millimetre = await refuse(analyze, { data: { bloodGlucose: [{ value: 5.5, unit: 'mm' }] } });
    expect(paths(millimetre)).toEqual(['body.data.bloodGlucose.0.unit']);
  });

  it('a symptom past the length or count limit is still screened', async () => {
    const long = await refuse(analyze, { data: { symptoms: [`${BENIGN.repeat(3)} I want to kill myself`] } });
    expect(long.error).toMatch(EMERGENCY);
    expect(long.error).toContain('988');
    const many = await refuse(analyze, {
      data: { symptoms: [...Array.from({ length: 20 }, () => 'tired'), 'I want to kill myself'] },
    });
    expect(many.error).toMatch(EMERGENCY);
    expect(paths(many)).toEqual(['body.data.symptoms']);
  });

  it('refuses a list where data is an object, naming it', async () => {
    const list = await refuse(analyze, { data: [] });
    expect(paths(list)).toEqual(['body.data']);
    expect(list.details?.[0]?.message).toBe('data is an object, not a list');
  });
});

describe('diagnostics/symptoms: vitals and text past the limits', () => {
  const triage = '/api/v1/diagnostics/symptoms';

  it('an SpO2 of 85 beside a field we do not take, or sent as text', async () => {
    const extra = await refuse(triage, { description: 'feeling dizzy', vitals: { spo2: 85, oxygen: 'no' } });
    expect(extra.error).toMatch(EMERGENCY);
    expect(paths(extra)).toEqual(['body.vitals.oxygen']);
    const text = await refuse(triage, { description: 'feeling dizzy', vitals: { spo2: '85' } });
    expect(text.error).toMatch(EMERGENCY);
    const calm = await refuse(triage, { description: 'a runny nose', vitals: { spo2: 98, oxygen: 'no' } });
    expect(calm.error).toBe('The request body is not valid');
  });

  it('a description over 4,000 characters and a 61st symptom are screened to the end', async () => {
    const description = `${BENIGN.repeat(70)} Now I have chest pain and sweating.`;
    expect(description.length).toBeGreaterThan(5_000);
    const long = await refuse(triage, { description });
    expect(long.error).toMatch(EMERGENCY);
    expect(paths(long)).toEqual(['body.description']);
    const many = await refuse(triage, {
      symptoms: [...Array.from({ length: 60 }, () => 'tired'), 'chest pain and sweating'],
    });
    expect(many.error).toMatch(EMERGENCY);
  });

  it('refuses a list where vitals, temperature or duration is an object, naming it', async () => {
    for (const [body, path] of [
      [{ description: 'cough', age: 40, vitals: [] }, 'body.vitals'],
      [{ description: 'cough', vitals: { temperature: [] } }, 'body.vitals.temperature'],
      [{ description: 'cough', duration: [] }, 'body.duration'],
    ] as const) {
      const refused = await refuse(triage, body);
      expect(paths(refused)).toEqual([path]);
    }
  });
});

describe('/ask and clinical/notes: danger written past a length limit', () => {
  it('screens a question over 4,000 characters and a note history over 10,000 to the end', async () => {
    const question = `${BENIGN.repeat(60)} I want to kill myself.`;
    expect(question.length).toBeGreaterThan(4_000);
    const ask = await refuse('/api/v1/ask', { question });
    expect(ask.error).toMatch(EMERGENCY);
    expect(paths(ask)).toEqual(['body.question']);
    const history = `${BENIGN.repeat(140)} Now crushing chest pain and sweating.`;
    expect(history.length).toBeGreaterThan(10_000);
    const note = await refuse('/api/v1/clinical/notes', {
      format: 'soap',
      patient: { age: 58, sex: 'female' },
      encounter: { chiefComplaint: 'tired', history },
    });
    expect(note.error).toMatch(EMERGENCY);
    const calm = await refuse('/api/v1/ask', { question: BENIGN.repeat(60) });
    expect(calm.error).toBe('The request body is not valid');
  });
});

describe('labs: a critical potassium in the forms reports write it', () => {
  type Report = { urgentCare?: string; results: Array<{ flag: string; valueInReferenceUnit?: number }> };

  it('reads a decimal comma and converts mg/dL through the molar mass', async () => {
    for (const result of [
      { test: 'potassium', value: '7,0', unit: 'mmol/L' },
      { test: 'potassium', value: 27.4, unit: 'mg/dL' },
    ]) {
      const read = await t.http.post<Report>('/api/v1/labs/interpret', {
        key: t.caller.key,
        json: { results: [result] },
      });
      expect(read.status, JSON.stringify(result)).toBe(200);
      expect(read.body.results[0]?.flag).toBe('HH');
      expect(read.body.urgentCare).toMatch(/^This needs prompt medical attention\. Potassium 7/);
    }
    // "7,000" may be seven or seven thousand: refused, and led by the reading that is critical.
    const ambiguous = await t.http.post<ErrorBody>('/api/v1/labs/interpret', {
      key: t.caller.key,
      json: { results: [{ test: 'potassium', value: '7,000', unit: 'mmol/L' }] },
    });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error).toMatch(/^This needs prompt medical attention\. Potassium 7 mmol\/L/);
  });

  it('uploads CSV with a Result header, or with semicolons and decimal commas', async () => {
    for (const csv of [
      'Test,Result,Units\npotassium,7.0,mmol/L\n',
      'test;value;unit\npotassium;7,0;mmol/L\n',
    ]) {
      const upload = await t.http.request<Report>('POST', '/api/v1/labs/upload', {
        key: t.caller.key,
        body: csv,
        headers: { 'Content-Type': 'text/csv' },
      });
      expect(upload.status, csv).toBe(201);
      expect(upload.body.results[0]?.flag).toBe('HH');
      expect(upload.body.urgentCare).toMatch(/^This needs prompt medical attention\./);
    }
  });
});
