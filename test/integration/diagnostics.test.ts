import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { TriageResponse } from '../../functions/diagnostics/contract.ts';
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
    ['an empty description', { description: '   ' }, 'body.description'],
    ['a description over 4,000 characters', { description: 'x'.repeat(4001) }, 'body.description'],
    ['SpO2 above 100', { symptoms: ['cough'], vitals: { spo2: 101 } }, 'body.vitals.spo2'],
    [
      'a temperature of 60 °C',
      { symptoms: ['cough'], vitals: { temperature: { value: 60, unit: 'C' } } },
      'body.vitals.temperature.value',
    ],
    [
      'a temperature of 120 °F',
      { symptoms: ['cough'], vitals: { temperature: { value: 120, unit: 'F' } } },
      'body.vitals.temperature.value',
    ],
    [
      'a diastolic not below the systolic',
      { symptoms: ['cough'], vitals: { systolic: 90, diastolic: 90 } },
      'body.vitals.diastolic',
    ],
    ['a heart rate of 0', { symptoms: ['cough'], vitals: { heartRate: 0 } }, 'body.vitals.heartRate'],
    [
      'a respiratory rate of 200',
      { symptoms: ['cough'], vitals: { respiratoryRate: 200 } },
      'body.vitals.respiratoryRate',
    ],
    [
      'an unknown consciousness level',
      { symptoms: ['cough'], vitals: { consciousness: 'sleepy' } },
      'body.vitals.consciousness',
    ],
    ['an unknown vital sign', { symptoms: ['cough'], vitals: { glucose: 90 } }, 'body.vitals.glucose'],
    ['pregnancyWeeks over 45', { symptoms: ['cough'], pregnancyWeeks: 50 }, 'body.pregnancyWeeks'],
    [
      'pregnancyWeeks while not pregnant',
      { symptoms: ['cough'], pregnant: false, pregnancyWeeks: 20 },
      'body.pregnant',
    ],
  ])('refuses %s with 400 naming %s', async (_label, json, path) => {
    const result = await check(json);
    expect(result.status).toBe(400);
    expect(result.body.details?.map((detail) => detail.path)).toContain(path);
  });

  it.each([
    [
      'fever with a non-blanching rash at 4',
      { symptoms: ['fever', 'purple rash that does not fade when pressed'], age: 4 },
      'meningitis',
    ],
    [
      'back pain, numbness between the legs and bladder trouble',
      { symptoms: ['back pain', 'numbness between the legs', 'bladder trouble'] },
      'cauda-equina',
    ],
    [
      'confusion, fever and fast breathing at 81',
      { symptoms: ['confusion', 'fever', 'fast breathing'], age: 81 },
      'sepsis',
    ],
    [
      'a missed period with one-sided low belly pain and shoulder-tip pain',
      { symptoms: ['missed period', 'pain low on one side of my belly', 'shoulder tip pain'] },
      'ectopic-pregnancy',
    ],
    ['sudden testicle pain at 14', { symptoms: ['sudden testicle pain'], age: 14 }, 'testicular-torsion'],
    [
      'type 1 diabetes with vomiting, thirst and deep breathing',
      { symptoms: ['type 1 diabetes', 'vomiting', 'thirst', 'deep breathing'] },
      'dka-hhs',
    ],
    [
      'a clinician note: 62 y/o m, substernal CP x 30 min, diaphoretic',
      { description: '62 y/o m, substernal CP x 30 min, diaphoretic, hx HTN, DM' },
      'chest-pain',
    ],
    [
      'a child who swallowed blood pressure pills',
      { description: 'My child swallowed some of my blood pressure pills' },
      'overdose-poisoning',
    ],
    [
      'a 2 year old with fever who is hard to wake',
      { description: 'my 2 year old has a fever of 39.5 C and is very sleepy and hard to wake up' },
      'hard-to-wake',
    ],
    ['signs of heat stroke', { description: 'signs of heat stroke after a run on a hot day' }, 'heat-stroke'],
    ['an indirect suicidal plan', { description: 'I have a plan to end it tonight' }, 'suicidal-thoughts'],
    ['30 tylenol', { description: 'I took 30 tylenol an hour ago' }, 'overdose-poisoning'],
    [
      'arm and jaw that hurt, sweating',
      { description: 'my left arm and jaw hurt and I am sweating' },
      'chest-pain',
    ],
    [
      '"not able to move" an arm',
      { description: "I'm not able to move my left arm suddenly" },
      'stroke-signs',
    ],
    ['a nose that will not stop bleeding', { description: "my nose won't stop bleeding" }, 'severe-bleeding'],
    [
      'sudden trouble seeing and dizziness',
      { description: 'sudden trouble seeing out of one eye and dizziness' },
      'stroke-signs',
    ],
    [
      'heavy bleeding in pregnancy',
      { description: "I'm 12 weeks pregnant and bleeding heavily with cramps" },
      'pregnancy-heavy-bleeding',
    ],
    ['an emergency ICD-10-CM code', { codes: ['I63.50'] }, 'stroke-signs'],
  ])('answers emergency for %s (issue #10), led by the rule and its source', async (_label, json, flag) => {
    const result = await check(json);
    expect(result.status).toBe(200);
    expect(result.body.triage).toBe('emergency');
    expect(result.body.redFlags.map((redFlag) => redFlag.id)).toContain(flag);
    expect(result.body.redFlags[0]?.source.url).toMatch(/^https:\/\//);
    expect(result.body.conditions.map((condition) => condition.id)).not.toContain('condition-glaucoma');
    expect(result.body.conditions.map((condition) => condition.id)).not.toContain('condition-kidney-stones');
  });

  it('gives Poison Help and never the stroke flag for heat stroke', async () => {
    const poison = await check({ description: 'My child swallowed some of my blood pressure pills' });
    expect(poison.body.advice).toContain('1-800-222-1222');
    const heat = await check({ description: 'signs of heat stroke' });
    expect(heat.body.redFlags.map((flag) => flag.id)).not.toContain('stroke-signs');
  });

  it('gives self-care for a plain cold described in words', async () => {
    const result = await check({
      description: 'I have a cold: runny nose, sneezing and a scratchy throat',
      age: 30,
    });
    expect(result.status).toBe(200);
    expect(result.body.triage).toBe('self-care');
    expect(result.body.redFlags).toEqual([]);
  });

  it('computes NEWS2 and qSOFA from vitals and escalates on them', async () => {
    const result = await check({
      symptoms: ['cough', 'fever'],
      age: 70,
      vitals: {
        respiratoryRate: 24,
        spo2: 93,
        systolic: 98,
        heartRate: 118,
        consciousness: 'new-confusion',
        temperature: { value: 102.2, unit: 'F' },
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.triage).toBe('emergency');
    expect(result.body.scores?.news2?.total).toBe(12);
    expect(result.body.scores?.qsofa?.score).toBe(3);
    expect(result.body.redFlags.map((flag) => flag.id)).toEqual(
      expect.arrayContaining(['qsofa-sepsis', 'news2-high']),
    );
  });
});

describe('POST /api/v1/diagnostics/symptoms: the same words give the same urgency as /ask (round two)', () => {
  it('reads a description through zero-width characters and soft hyphens', async () => {
    const result = await check({ description: 'pres\u200bsure in my ch\u00adest and cold sweat', age: 61 });
    expect(result.status).toBe(200);
    expect(result.body.triage).toBe('emergency');
    expect(result.body.redFlags.map((flag) => flag.id)).toContain('chest-pain');
  });

  it('triages a crisis reading written with a target-organ symptom as a hypertensive emergency', async () => {
    const result = await check({ description: 'bp 204/122 at home, pounding severe headache and confused' });
    expect(result.status).toBe(200);
    expect(result.body.triage).toBe('emergency');
    expect(result.body.redFlags.map((flag) => flag.id)).toContain('hypertensive-emergency');
  });

  it('gives raised blood pressure written in pregnancy the same-day urgency of the vital sign', async () => {
    const result = await check({ description: 'home reading 148/96, I am 31 weeks pregnant' });
    expect(result.body.triage).toBe('urgent-care');
    expect(result.body.redFlags.map((flag) => flag.id)).toContain('pregnancy-hypertension');
  });
});
