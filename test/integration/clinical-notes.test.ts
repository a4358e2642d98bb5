import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoteResponse } from '../../functions/clinical/notes-contract.ts';
import { type ErrorBody, signUpTenant, startTestApi, type TestApi } from '../support/local-api.ts';

type Note = v.InferOutput<typeof NoteResponse>;
const PATH = '/api/v1/clinical/notes';
let t: TestApi;
let key: string;

beforeAll(async () => {
  t = await startTestApi();
  const caller = await signUpTenant(t.http, { tier: 'clinical' });
  key = caller.key;
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/clinical/notes', () => {
  it('drafts a SOAP note with red flags first, interpretations, interactions, codes and a FHIR Composition', async () => {
    // Act
    const result = await t.http.post<Note>(PATH, {
      key,
      json: {
        patient: { age: 58, sex: 'female' },
        encounter: {
          chiefComplaint: 'Follow-up of blood pressure; new chest pain on exertion',
          vitals: { systolic: 148, diastolic: 92, weightKg: 82, heightCm: 165 },
          medications: [{ name: 'warfarin', dosage: '5 mg', frequency: 'daily' }, 'naproxen 250 mg'],
          labs: [{ test: 'potassium', value: 4.6 }],
          assessment: ['Essential hypertension, not at goal'],
          plan: ['Add amlodipine 5 mg daily'],
        },
      },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(v.safeParse(NoteResponse, result.body).issues).toBeUndefined();
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.sections.map((section) => section.id)).toEqual([
      'red-flags',
      'subjective',
      'objective',
      'assessment',
      'plan',
    ]);
    expect(result.body.text).toContain('Blood pressure 148/92 mm Hg: stage 2 hypertension');
    expect(result.body.text).toContain('BMI 30.1 kg/m²: class 1 obesity');
    expect(result.body.text).toContain(
      'Medication interaction (major): warfarin 5 mg daily with naproxen 250 mg.',
    );
    expect(result.body.codes.map((code) => code.code)).toContain('I10');
    expect(result.body.fhir).toMatchObject({ resourceType: 'Composition', status: 'preliminary' });
    expect(result.body.traceability.problems).toEqual([]);
    expect(result.body.stored).toBe(false);
  });

  it('drafts an H&P from a transcript', async () => {
    // Act
    const result = await t.http.post<Note>(PATH, {
      key,
      json: {
        format: 'hp',
        maxCodes: 0,
        transcript: 'She reports a dry cough for three days. Lungs clear. Plan: fluids and rest.',
      },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(v.safeParse(NoteResponse, result.body).issues).toBeUndefined();
    expect(result.body.fhir.type.coding[0]?.code).toBe('34117-2');
    expect(result.body.sections.map((section) => section.id)).toEqual(['hpi', 'exam', 'plan']);
  });

  it('keeps the draft wording when rephrasing is asked and no language model is configured', async () => {
    // Act
    const result = await t.http.post<Note>(PATH, {
      key,
      json: { rephrase: true, maxCodes: 0, encounter: { exam: ['Lungs clear'] } },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(v.safeParse(NoteResponse, result.body).issues).toBeUndefined();
    expect(result.body.rephrasing).toEqual({ rephrased: 0, rejected: [], failed: [] });
    expect(result.body.text).toBe('OBJECTIVE\nLungs clear.');
  });

  it.each([
    ['an empty body', 'body.encounter', {}],
    ['an empty encounter', 'body.encounter', { encounter: {} }],
    ['an unknown format', 'body.format', { format: 'soapy', transcript: 'x' }],
    ['a numeric chief complaint', 'body.encounter.chiefComplaint', { encounter: { chiefComplaint: 12 } }],
    ['an oversized transcript', 'body.transcript', { transcript: 'a'.repeat(20_001) }],
    [
      'a systolic without diastolic',
      'body.encounter.vitals.diastolic',
      { encounter: { vitals: { systolic: 120 } } },
    ],
    [
      'an impossible temperature',
      'body.encounter.vitals.temperature',
      { encounter: { vitals: { temperature: 60 } } },
    ],
    ['an unknown field', 'body.encounter.mood', { encounter: { mood: 'fine' } }],
    [
      'a negative lab value',
      'body.encounter.labs.0.value',
      { encounter: { labs: [{ test: 'sodium', value: -4 }] } },
    ],
  ])('refuses %s with 400 on %s', async (_label, path, json) => {
    // Act
    const result = await t.http.post<ErrorBody>(PATH, { key, json });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.map((item) => item.path)).toContain(path);
  });
});
