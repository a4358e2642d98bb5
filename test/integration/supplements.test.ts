import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { exampleSupplementRequest, type SupplementReport } from '../../functions/supplements/contract.ts';
import { type ErrorBody, useApiWithCaller } from '../support/local-api.ts';

type Report = v.InferOutput<typeof SupplementReport>;
const PATH = '/api/v1/supplements/recommend';
const t = useApiWithCaller({ tier: 'professional' });

/** The caller's organization moved to Professional (the operator CLI's code path), once. */
const recommend = async (json: unknown) => t.http.post<Report>(PATH, { key: t.caller.key, json });
const refuse = async (json: unknown) => t.http.post<ErrorBody>(PATH, { key: t.caller.key, json });

describe(`POST ${PATH}`, () => {
  it('suggests with reasons, grades and ranges within the upper limit, and checks interactions', async () => {
    // Act
    const result = await recommend(exampleSupplementRequest);

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.suggestions.map((s) => [s.id, s.evidence])).toEqual([
      ['folic-acid', 'A'],
      ['iodine', 'B'],
      ['vitamin-b12', 'B'],
      ['vitamin-d', 'B'],
      ['iron', 'B'],
      ['calcium', 'C'],
    ]);
    for (const suggestion of result.body.suggestions) {
      if (suggestion.upperLimit)
        expect(suggestion.dose.max).toBeLessThanOrEqual(suggestion.upperLimit.amount);
      expect(suggestion.sources.length).toBeGreaterThan(0);
    }
    expect(result.body.interactions.map((i) => [i.rule, i.severity])).toEqual([
      ['st-johns-wort-ssri', 'major'],
      ['levothyroxine-cation', 'moderate'],
      ['levothyroxine-cation', 'moderate'],
    ]);
    expect(result.body.notes[0]).toMatch(/never replaces a prescribed medicine/);
    expect(result.body.disclaimer).toMatch(/^Informational only/);
    expect(result.body.urgentCare).toBeUndefined();
  });

  it('leads with urgent advice when the conditions hold a red flag', async () => {
    // Act
    const result = await recommend({
      age: 58,
      sex: 'male',
      conditions: ['crushing chest pain since an hour'],
    });

    // Assess
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.urgentCare).toMatch(/^This may be an emergency\./);
    expect(result.body.alerts[0]?.urgency).toBe('emergency');
  });

  it('gives no vitamin D or iron without a reason, and says why', async () => {
    // Act
    const result = await recommend({ age: 40, sex: 'male' });

    // Assess
    expect(result.body.suggestions).toEqual([]);
    expect(result.body.notSuggested.map((n) => n.supplement)).toEqual(['Vitamin D', 'Iron']);
  });

  it('reads 25-OH vitamin D in nmol/L at the 20 ng/mL (50 nmol/L) boundary', async () => {
    // Act
    const low = await recommend({
      age: 40,
      sex: 'male',
      labs: [{ test: '1989-3', value: 49, unit: 'nmol/L' }],
    });
    const enough = await recommend({
      age: 40,
      sex: 'male',
      labs: [{ test: '1989-3', value: 50, unit: 'nmol/L' }],
    });

    // Assess
    expect(low.body.suggestions.map((s) => s.id)).toEqual(['vitamin-d']);
    expect(enough.body.suggestions).toEqual([]);
  });

  it('lists a supplement taken above its upper limit under avoid, and suggests none of it', async () => {
    // Act
    const result = await recommend({
      age: 30,
      sex: 'female',
      reproductive: 'planning-pregnancy',
      currentSupplements: [{ name: 'Folic acid 1.2 mg', amount: 1.2, unit: 'mg' }],
    });

    // Assess
    expect(result.body.avoid.map((a) => a.supplement)).toContain('Folic acid');
    expect(result.body.suggestions.map((s) => s.id)).not.toContain('folic-acid');
  });

  it('raises a poisoning alert for 1,000 mg of iron a day, the urgent-care message first', async () => {
    // Act
    const result = await recommend({
      age: 30,
      sex: 'female',
      currentSupplements: [{ name: 'iron', amount: 1000, unit: 'mg' }],
    });

    // Assess
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.alerts.map((a) => [a.id, a.urgency])).toEqual([
      ['supplement-iron-poisoning', 'urgent'],
    ]);
    expect(result.body.alerts[0]?.source.url).toMatch(/^https:\/\/ods\.od\.nih\.gov\//);
  });

  it('warns of birth defects for 30,000 IU of vitamin A a day in pregnancy', async () => {
    // Act
    const result = await recommend({
      age: 30,
      sex: 'female',
      reproductive: 'pregnant',
      currentSupplements: [{ name: 'vitamin A', amount: 30_000, unit: 'IU' }],
    });

    // Assess
    expect(result.body.urgentCare).toMatch(/birth defects/);
    expect(result.body.alerts.map((a) => a.id)).toEqual(['supplement-vitamin-a-pregnancy']);
  });

  it('leads a refused request with the urgent-care message of a poisoning dose, a red flag or a critical lab', async () => {
    // Act
    const iron = await refuse({
      age: 30,
      sex: 'female',
      diet: 'carnivore',
      currentSupplements: [{ name: 'iron', amount: 1000, unit: 'mg' }],
    });
    const words = await refuse({ age: 12, sex: 'male', conditions: ['crushing chest pain and sweating'] });
    const lab = await refuse({
      age: 30,
      sex: 'nope',
      labs: [{ test: 'Kalium', value: 7.2, unit: 'mmol/L' }],
    });
    const plain = await refuse({ age: 30, sex: 'female', diet: 'carnivore' });

    // Assess
    expect(iron.status).toBe(400);
    expect(iron.body.error).toMatch(/^This needs prompt medical attention\. .*iron/);
    expect((iron.body.details ?? []).map((d) => d.path)).toEqual(['body.diet']);
    expect(words.body.error).toMatch(/^This may be an emergency\./);
    expect(lab.body.error).toMatch(/^This needs prompt medical attention\. Potassium/);
    expect(plain.body.error).toBe('The request body is not valid');
  });

  it('refuses an amount that is negative, not a number, infinite-looking or beyond 1,000,000', async () => {
    // Act
    const result = await refuse({
      age: 30,
      sex: 'female',
      currentSupplements: [
        { name: 'iron', amount: -1, unit: 'mg' },
        { name: 'iron', amount: '1000', unit: 'mg' },
        { name: 'iron', amount: 1e308, unit: 'mg' },
        { name: 'iron', amount: 1000, unit: 'grams' },
      ],
    });

    // Assess
    expect(result.status).toBe(400);
    expect((result.body.details ?? []).map((d) => d.path)).toEqual([
      'body.currentSupplements.0.amount',
      'body.currentSupplements.1.amount',
      'body.currentSupplements.2.amount',
      'body.currentSupplements.3.unit',
    ]);
  });

  it('finds ginkgo with an anticoagulant, potassium with an ACE inhibitor and calcium with a tetracycline', async () => {
    // Act
    const result = await recommend({
      age: 70,
      sex: 'male',
      medications: ['Eliquis 5 mg', 'lisinopril', { name: 'doxycycline', dosage: '100 mg' }],
      currentSupplements: [{ name: 'Ginkgo biloba' }, { name: 'potassium' }, { name: 'calcium citrate' }],
    });

    // Assess
    expect(result.body.interactions.map((i) => i.rule).sort()).toEqual([
      'acei-potassium-supplement',
      'ginkgo-anticoagulant',
      'tetracycline-cation',
    ]);
  });

  it('names every field of the wrong type, missing, out of bounds, too long or unknown', async () => {
    // Act
    const result = await refuse({
      age: '30',
      diet: 'carnivore',
      conditions: Array.from({ length: 21 }, () => 'x'),
      currentSupplements: [{ name: 'x'.repeat(101), amount: -1, unit: 'g' }],
      labs: [{ test: 'ferritin', value: 'high' }],
      extra: true,
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    const paths = (result.body.details ?? []).map((d) => d.path);
    for (const path of [
      'body.age',
      'body.sex',
      'body.diet',
      'body.conditions',
      'body.currentSupplements.0.name',
      'body.currentSupplements.0.amount',
      'body.currentSupplements.0.unit',
      'body.extra',
    ])
      expect(paths, path).toContain(path);
  });

  it('names a lab value it cannot read', async () => {
    // Act
    const result = await refuse({
      age: 40,
      sex: 'male',
      labs: [{ test: 'ferritin', value: 20, unit: 'mmHg' }],
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.details?.[0]?.path).toBe('body.labs.0.unit');
  });
});
