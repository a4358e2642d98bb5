import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResponse } from '../../functions/drug-interactions/contract.ts';
import { type ErrorBody, signUp, startTestApi, type TestApi } from '../support/local-api.ts';

type CheckBody = v.InferOutput<typeof CheckResponse>;

let t: TestApi;
let key: string;

beforeAll(async () => {
  t = await startTestApi();
  key = (await signUp(t.http)).key;
});

afterAll(async () => {
  await t.close();
});

const check = (json: unknown) => t.http.post<CheckBody>('/api/v1/drug-interactions', { key, json });
const summary = (body: CheckBody) => body.interactions.map((i) => `${i.ingredients.join('+')}:${i.severity}`);

describe('POST /api/v1/drug-interactions: the pairs that were missed', () => {
  it.each([
    [['atazanavir', 'omeprazole'], 'atazanavir+omeprazole:contraindicated'],
    [['irinotecan', 'ketoconazole'], 'irinotecan+ketoconazole:contraindicated'],
    [['ramelteon', 'fluvoxamine'], 'ramelteon+fluvoxamine:contraindicated'],
    [['rizatriptan', 'moclobamide'], 'rizatriptan+moclobamide:contraindicated'],
    [['tamoxifen', 'Paxil'], 'tamoxifen+paroxetine:major'],
    [['Lipitor', 'clarithromycin'], 'atorvastatin+clarithromycin:major'],
    [['glipizide', 'Biaxin'], 'glipizide+clarithromycin:major'],
    [['Aldactone', 'Septra'], 'spironolactone+trimethoprim:major'],
    [['metronidazole', 'alcohol'], 'metronidazole+ethanol:major'],
    [['phenelzine', 'aged cheese'], 'phenelzine+tyramine:major'],
    [['warfarin', 'vitamin K'], 'warfarin+vitamin k:moderate'],
    [['simvastatin', 'grapefruit juice'], 'simvastatin+grapefruit juice:major'],
  ])('%j: %s, in both orders', async (names, expected) => {
    const forward = await check({ medications: names });
    const backward = await check({ medications: [...names].reverse() });
    expect(forward.status).toBe(200);
    expect(summary(forward.body)[0]).toBe(expected);
    expect(backward.body.interactions[0]?.severity).toBe(forward.body.interactions[0]?.severity);
    expect(forward.body.highestSeverity).toBe(forward.body.interactions[0]?.severity);
  });

  // A hostile tester saw health-data lead sildenafil + nitroglycerin with urgent care and this
  // endpoint say nothing of what to do.
  it('leads a pair that must not be taken together with urgent care, as health data does', async () => {
    const pair = ['sildenafil', 'nitroglycerin'];
    const checked = await check({ medications: pair });
    const analyzed = await t.http.post<{ urgentCare?: string }>('/api/v1/health-data/analyze', {
      key,
      json: { data: { medications: pair } },
    });
    expect(Object.keys(checked.body)[0]).toBe('urgentCare');
    expect(checked.body.urgentCare).toMatch(
      /^This needs prompt medical attention\. sildenafil and nitroglycerin should not be taken together/,
    );
    expect(checked.body.urgentCare).toBe(analyzed.body.urgentCare);
    const major = await check({ medications: ['warfarin', 'aspirin'] });
    expect(major.body.highestSeverity).toBe('major');
    expect(major.body.urgentCare).toBeUndefined();
  });

  it('reads combination products as all their ingredients', async () => {
    const result = await check({
      medications: ['Bactrim DS', 'Percocet', { name: 'Zestoretic', dosage: '20/12.5 mg' }],
    });
    expect(result.status).toBe(200);
    expect(result.body.medications.map((m) => [m.ingredients, m.match])).toEqual([
      [['sulfamethoxazole', 'trimethoprim'], 'combination'],
      [['oxycodone', 'acetaminophen'], 'combination'],
      [['lisinopril', 'hydrochlorothiazide'], 'combination'],
    ]);
    expect(summary(result.body)).toContain('trimethoprim+lisinopril:major');
    // Ingredients of the same product are not reported against each other.
    expect(summary(result.body).some((s) => s.startsWith('sulfamethoxazole+trimethoprim'))).toBe(false);
  });

  it('knows the VA NDF-RT pairs out of the box', async () => {
    const result = await check({ medications: ['nilotinib', 'nizatidine'] });
    expect(result.body.interactions[0]).toMatchObject({
      severity: 'moderate',
      basis: 'imported',
      source: { url: 'http://purl.bioontology.org/ontology/NDFRT/N0000181763' },
    });
  });

  it('reports an unrecognized name with close spellings', async () => {
    const result = await check({ medications: ['metforminnnn', 'lisinopril'] });
    expect(result.status).toBe(200);
    expect(result.body.medications[0]).toMatchObject({ match: 'unrecognized', ingredients: [] });
    expect(result.body.medications[0]?.suggestions).toContain('metformin');
    expect(result.body.medications[1]?.suggestions).toBeUndefined();
  });
});

describe('POST /api/v1/drug-interactions: malformed input', () => {
  it.each([
    ['a string instead of a list', { medications: 'aspirin, warfarin' }],
    ['null names', { medications: [null, null] }],
    ['a name of 201 characters', { medications: ['a'.repeat(201), 'aspirin'] }],
    ['an object without a name', { medications: [{ dosage: '5 mg' }, 'aspirin'] }],
    ['an unknown field', { medications: ['aspirin', 'warfarin'], extra: true }],
    ['an unknown field in a medication', { medications: [{ name: 'aspirin', colour: 'red' }, 'warfarin'] }],
    ['only whitespace', { medications: ['   ', 'aspirin'] }],
  ])('refuses %s with 400 in the error shape', async (_label, json) => {
    const result = await t.http.post<ErrorBody>('/api/v1/drug-interactions', { key, json });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.error).toEqual(expect.any(String));
  });

  it('refuses a body that is not JSON with 400', async () => {
    const result = await t.http.post<ErrorBody>('/api/v1/drug-interactions', {
      key,
      body: '{"medications": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
  });

  it('answers without a 500 for odd but valid names', async () => {
    const result = await check({ medications: ['💊💊', '(((', 'a/b/c; d + e', 'St. John’s Wort 300mg'] });
    expect(result.status).toBe(200);
    expect(result.body.medications[3]?.ingredients).toEqual(["st john's wort"]);
  });
});
