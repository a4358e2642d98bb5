import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProtocolResponse } from '../../functions/clinical/protocols-contract.ts';
import { type ErrorBody, signUpTenant, startTestApi, type TestApi } from '../support/local-api.ts';

type Protocol = v.InferOutput<typeof ProtocolResponse>;
const PATH = '/api/v1/clinical/protocols';
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

describe('POST /api/v1/clinical/protocols', () => {
  it('applies the hypertension guideline with the Pooled Cohort risk, each step cited and graded', async () => {
    // Act
    const result = await t.http.post<Protocol>(PATH, {
      key,
      json: {
        condition: 'hypertension',
        patient: {
          age: 55,
          sex: 'male',
          race: 'white',
          totalCholesterol: 213,
          hdl: 50,
          systolic: 120,
          diastolic: 78,
        },
      },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(v.safeParse(ProtocolResponse, result.body).issues).toBeUndefined();
    expect(result.body.calculations.find((item) => item.id === 'ascvd-10-year-risk')).toMatchObject({
      value: 5.4,
      category: 'borderline',
    });
    expect(result.body.recommendations.map((item) => item.id)).toEqual([
      'hbp-lifestyle',
      'hbp-elevated-recheck',
    ]);
    for (const item of result.body.recommendations) {
      expect(item.source.year).toBeGreaterThan(2000);
      expect(item.evidence.levelOfEvidence).not.toBe('');
    }
    expect(result.body.disclaimer).toMatch(/clinicians/);
  });

  it('leads with urgent care, and checks an anticoagulant against an NSAID', async () => {
    // Act
    const crisis = await t.http.post<Protocol>(PATH, {
      key,
      json: { condition: 'hypertension', patient: { systolic: 200, diastolic: 110 } },
    });
    const af = await t.http.post<Protocol>(PATH, {
      key,
      json: {
        condition: 'atrial-fibrillation',
        patient: {
          age: 72,
          sex: 'female',
          history: ['hypertension', 'diabetes'],
          medications: [{ name: 'ibuprofen', dosage: '400 mg' }, 'warfarin'],
        },
      },
    });

    // Assess
    expect(Object.keys(crisis.body)[0]).toBe('urgentCare');
    expect(af.body.summary).toBe('CHA2DS2-VASc 4, HAS-BLED 2: anticoagulation recommended.');
    expect(af.body.cautions.some((item) => item.id.startsWith('interaction-oral-anticoagulant'))).toBe(true);
    expect(af.body.interactions[0]?.ingredients).toEqual(expect.arrayContaining(['ibuprofen', 'warfarin']));
  });

  it.each([
    [
      'hypertension',
      {
        systolic: 150,
        diastolic: 95,
        age: 60,
        sex: 'male',
        totalCholesterol: 200,
        hdl: 45,
        medications: ['lisinopril'],
      },
    ],
    [
      'type-2-diabetes',
      { a1c: 9, creatinine: 1.6, age: 70, sex: 'female', history: ['ascvd'], medications: ['metformin'] },
    ],
    [
      'cholesterol',
      { age: 50, sex: 'female', race: 'black', totalCholesterol: 250, hdl: 40, systolic: 150, ldl: 170 },
    ],
    ['ckd', { egfr: 25, acr: 500, age: 60, history: ['diabetes'] }],
    ['atrial-fibrillation', { age: 80, sex: 'male', history: ['heart-failure'], medications: ['aspirin'] }],
    [
      'pneumonia',
      { age: 80, respiratoryRate: 32, systolic: 85, diastolic: 50, urea: 9, findings: ['confusion'] },
    ],
    ['vte', { suspected: 'dvt', findings: ['calf-swelling-3cm', 'pitting-edema'] }],
    ['asthma', { age: 40, symptomFrequency: 'most-days' }],
  ])('answers %s in the documented shape', async (condition, patient) => {
    // Act
    const result = await t.http.post<Protocol>(PATH, { key, json: { condition, patient } });

    // Assess
    expect(result.status).toBe(200);
    expect(v.safeParse(ProtocolResponse, result.body).issues).toBeUndefined();
    expect(result.body.recommendations.length).toBeGreaterThan(0);
  });

  it('names each field a condition needs and the request lacks', async () => {
    // Act
    const result = await t.http.post<ErrorBody>(PATH, {
      key,
      json: { condition: 'pneumonia', patient: { age: 70 } },
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.map((item) => item.path)).toEqual([
      'body.patient.respiratoryRate',
      'body.patient.systolic',
      'body.patient.diastolic',
    ]);
  });

  it.each([
    ['an unknown condition', 'body.condition', { condition: 'gout', patient: {} }],
    ['no patient', 'body.patient', { condition: 'ckd' }],
    ['a text age', 'body.patient.age', { condition: 'ckd', patient: { age: 'fifty', egfr: 40 } }],
    ['an impossible eGFR', 'body.patient.egfr', { condition: 'ckd', patient: { egfr: 500 } }],
    ['a fractional age', 'body.patient.age', { condition: 'ckd', patient: { age: 50.5, egfr: 40 } }],
    [
      'diastolic above systolic',
      'body.patient.diastolic',
      { condition: 'hypertension', patient: { systolic: 90, diastolic: 120 } },
    ],
    [
      'an unknown history item',
      'body.patient.history.0',
      { condition: 'ckd', patient: { egfr: 40, history: ['gout'] } },
    ],
    ['an unknown field', 'body.patient.weight', { condition: 'ckd', patient: { egfr: 40, weight: 80 } }],
    [
      'too many medications',
      'body.patient.medications',
      { condition: 'ckd', patient: { egfr: 40, medications: Array.from({ length: 51 }, () => 'aspirin') } },
    ],
    [
      'an oversized medication name',
      'body.patient.medications.0',
      { condition: 'ckd', patient: { egfr: 40, medications: ['x'.repeat(201)] } },
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
