import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NutritionReport } from '../../functions/nutrition/contract.ts';
import {
  type ErrorBody,
  type SignedUp,
  signUpTenant,
  startTestApi,
  type TestApi,
} from '../support/local-api.ts';

type Report = v.InferOutput<typeof NutritionReport>;
const PATH = '/api/v1/nutrition/analyze';
let t: TestApi;
let caller: SignedUp;

beforeAll(async () => {
  t = await startTestApi();
  caller = await signUpTenant(t.http, { tier: 'professional' });
});

afterAll(async () => {
  await t.close();
});

const analyze = (json: unknown, key = caller.key) => t.http.post<Report>(PATH, { key, json });
const refused = (json: unknown) => t.http.post<ErrorBody>(PATH, { key: caller.key, json });
const total = (report: Report, nutrient: string) =>
  report.totals.find((x) => x.nutrient === nutrient)?.amount;
const comparison = (report: Report, nutrient: string) =>
  report.dri?.comparisons.find((c) => c.nutrient === nutrient);

describe('POST /api/v1/nutrition/analyze', () => {
  it('matches each line, says the grams it assumed, and compares the totals with the person’s DRIs', async () => {
    const result = await analyze({
      foods: [
        '1 cup cooked brown rice',
        '2 slices whole wheat bread',
        '100 g salmon',
        { id: '09040', grams: 118 },
      ],
      profile: { age: 34, sex: 'female', weight: { value: 62, unit: 'kg' } },
    });
    expect(result.status).toBe(200);
    const [rice, bread, salmon, banana] = result.body.items;
    expect(rice).toMatchObject({
      status: 'matched',
      food: { id: '20037', description: 'Rice, brown, long-grain, cooked' },
      portion: { amount: 1, unit: 'cup', measure: 'cup', grams: 195 },
    });
    expect(bread).toMatchObject({ food: { id: '18075' }, portion: { grams: 64, measure: 'slice' } });
    expect(salmon?.status).toBe('ambiguous');
    expect(salmon?.status === 'ambiguous' && salmon.alternatives.length).toBeGreaterThan(0);
    expect(banana).toMatchObject({
      status: 'matched',
      food: { id: '09040' },
      portion: { grams: 118, basis: 'grams' },
    });
    expect(result.body.totals).toHaveLength(46);
    expect(total(result.body, 'energy')).toBeGreaterThan(600);
    expect(result.body.dri?.group).toEqual({ id: 'f31-50', label: 'Females 31–50 years' });
    expect(comparison(result.body, 'protein')).toMatchObject({ target: 49.6, basis: 'RDA' });
    expect(comparison(result.body, 'iron')).toMatchObject({ target: 18, ul: 45, status: 'below-target' });
    expect(result.body.limits.map((limit) => limit.id)).toEqual(['added-sugars', 'saturated-fat', 'sodium']);
    expect(result.body.recommendations[0]?.kind).toBe('increase');
    expect(
      result.body.sources.every((source) => source.url.startsWith('https://') && source.year > 1990),
    ).toBe(true);
    expect(result.body.database).toMatchObject({ release: 'SR26', foods: 8463 });
    expect(result.body.disclaimer).toMatch(/Informational only, not a diagnosis/);
  });

  it('reports an unknown line and leaves it out of the totals, never guessing', async () => {
    const withUnknown = await analyze({ foods: ['1 cup cooked brown rice', '1 cup dragonfruit'] });
    const alone = await analyze({ foods: ['1 cup cooked brown rice'] });
    expect(withUnknown.body.items[1]).toMatchObject({ status: 'unknown', input: '1 cup dragonfruit' });
    expect(withUnknown.body.summary).toMatchObject({ lines: 2, counted: 1, unknown: 1 });
    expect(total(withUnknown.body, 'energy')).toBe(total(alone.body, 'energy'));
  });

  it('reads a pasted log in text the same as a list of lines', async () => {
    const lines = ['1 cup cooked brown rice', '2 slices whole wheat bread'];
    const listed = await analyze({ foods: lines });
    const pasted = await analyze({ text: `${lines.join('\n')}\n\n` });
    expect(pasted.body.totals).toEqual(listed.body.totals);
  });

  it('gives the same answer in grams and ounces, and in kg and lb', async () => {
    const grams = await analyze({
      foods: ['100 g salmon'],
      profile: { age: 40, sex: 'male', weight: { value: 80, unit: 'kg' } },
    });
    const ounces = await analyze({
      foods: ['3.5274 oz salmon'],
      profile: { age: 40, sex: 'male', weight: { value: 176.37, unit: 'lb' } },
    });
    expect(total(ounces.body, 'protein')).toBeCloseTo(total(grams.body, 'protein') ?? 0, 1);
    expect(comparison(ounces.body, 'protein')?.target).toBe(64);
    expect(comparison(grams.body, 'protein')?.target).toBe(64);
  });

  it('checks the DGA sodium limit and says added sugars cannot be told from SR26', async () => {
    // Table salt is 38,758 mg sodium per 100 g: 6 g is 2,325 mg.
    const salty = await analyze({ foods: [{ id: '02047', grams: 6 }, '1 cup cola'] });
    expect(salty.body.limits.find((limit) => limit.id === 'sodium')).toMatchObject({ status: 'over' });
    expect(salty.body.limits.find((limit) => limit.id === 'added-sugars')?.message).toMatch(
      /does not separate added sugars/,
    );
    expect(salty.body.recommendations.some((r) => r.limit === 'sodium')).toBe(true);
  });

  it('shows a meal as a share of the day', async () => {
    const result = await analyze({ foods: ['1 medium banana'], period: 'meal', profile: { age: 30 } });
    expect(result.body.period).toBe('meal');
    expect(result.body.dri?.comparisons.every((c) => c.status === 'share-of-day')).toBe(true);
    expect(result.body.recommendations).toEqual([]);
  });

  it('leads with urgent-care advice when a red flag is in the notes', async () => {
    const result = await analyze({
      foods: ['2 tbsp peanut butter'],
      notes: 'my lips and throat are swelling and I can’t breathe',
    });
    expect(result.status).toBe(200);
    expect(result.text.startsWith('{"urgentCare":"This may be an emergency.')).toBe(true);
    expect(result.body.alerts[0]?.urgency).toBe('emergency');
  });

  it('applies pregnancy values', async () => {
    const result = await analyze({ foods: ['1 cup spinach'], profile: { age: 28, lifeStage: 'pregnancy' } });
    expect(result.body.dri?.group.id).toBe('p19-30');
    expect(comparison(result.body, 'folate')?.target).toBe(600);
  });

  it.each([
    ['nothing to analyze', {}, 'body'],
    ['foods not a list', { foods: '1 cup rice' }, 'body.foods'],
    ['an empty list', { foods: [] }, 'body.foods'],
    ['an empty line', { foods: [''] }, 'body.foods.0'],
    ['a line over 200 characters', { foods: ['x'.repeat(201)] }, 'body.foods.0'],
    ['more than 100 lines', { foods: Array.from({ length: 101 }, () => '1 apple') }, 'body.foods'],
    [
      '100 lines in foods and text together, plus one',
      { foods: Array.from({ length: 100 }, () => '1 apple'), text: 'pear' },
      'body.foods',
    ],
    ['text over 10,000 characters', { text: 'a'.repeat(10_001) }, 'body.text'],
    ['text of 101 lines', { text: Array.from({ length: 101 }, () => 'pear').join('\n') }, 'body.text'],
    ['grams as text', { foods: [{ id: '20037', grams: '150' }] }, 'body.foods.0.grams'],
    ['grams of 0', { foods: [{ id: '20037', grams: 0 }] }, 'body.foods.0.grams'],
    ['grams over 5,000', { foods: [{ id: '20037', grams: 5001 }] }, 'body.foods.0.grams'],
    ['an id that is not an NDB number', { foods: [{ id: 'rice', grams: 100 }] }, 'body.foods.0.id'],
    ['an unknown field', { foods: ['1 apple'], diet: 'keto' }, 'body.diet'],
    ['an unknown period', { foods: ['1 apple'], period: 'week' }, 'body.period'],
    ['age as text', { foods: ['1 apple'], profile: { age: 'forty' } }, 'body.profile.age'],
    ['age 0', { foods: ['1 apple'], profile: { age: 0 } }, 'body.profile.age'],
    ['age 121', { foods: ['1 apple'], profile: { age: 121 } }, 'body.profile.age'],
    ['an unknown sex', { foods: ['1 apple'], profile: { sex: 'x' } }, 'body.profile.sex'],
    [
      'pregnancy for a male',
      { foods: ['1 apple'], profile: { sex: 'male', lifeStage: 'pregnancy' } },
      'body.profile.lifeStage',
    ],
    [
      'pregnancy at 8',
      { foods: ['1 apple'], profile: { age: 8, lifeStage: 'pregnancy' } },
      'body.profile.lifeStage',
    ],
    [
      'a weight of 1,000 kg',
      { foods: ['1 apple'], profile: { weight: { value: 1000, unit: 'kg' } } },
      'body.profile.weight',
    ],
    [
      'a weight of 4 lb',
      { foods: ['1 apple'], profile: { weight: { value: 4, unit: 'lb' } } },
      'body.profile.weight',
    ],
    [
      'a weight unit of stone',
      { foods: ['1 apple'], profile: { weight: { value: 11, unit: 'st' } } },
      'body.profile.weight.unit',
    ],
    [
      'an unknown activity',
      { foods: ['1 apple'], profile: { activity: 'extreme' } },
      'body.profile.activity',
    ],
    ['notes over 1,000 characters', { foods: ['1 apple'], notes: 'n'.repeat(1001) }, 'body.notes'],
  ])('refuses %s with 400 naming %s', async (_, json, path) => {
    const result = await refused(json);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.map((detail) => detail.path)).toContain(path);
    expect(Object.keys(result.body).sort()).toEqual(['code', 'details', 'error', 'requestId', 'timestamp']);
  });

  it('refuses an amount no one eats at once, naming the line in foods or in text', async () => {
    const listed = await refused({ foods: ['1 apple', '1000 cups cooked brown rice'] });
    expect(listed.status).toBe(400);
    expect(listed.body.details).toEqual([
      {
        path: 'body.foods.1',
        message: '"1000 cups cooked brown rice" comes to 195,000 g; one line is at most 5,000 g',
      },
    ]);
    const pasted = await refused({ foods: ['1 apple'], text: '1 pear\n\n6 kg salmon' });
    expect(pasted.body.details?.[0]?.path).toBe('body.text (line 3)');
    const atLimit = await analyze({ foods: ['5 kg cooked brown rice'] });
    expect(atLimit.status).toBe(200);
  });

  // A hostile tester's "-5 cups rice" was read as one serving of powdered dessert topping.
  it('refuses a negative amount in foods or in text, never reading it as another food', async () => {
    const listed = await refused({ foods: ['1 apple', '-5 cups rice'] });
    expect(listed.status).toBe(400);
    expect(listed.body.details).toEqual([
      { path: 'body.foods.1', message: 'a food line cannot start with a negative amount' },
    ]);
    const pasted = await refused({ text: '1 pear\n\u22122 slices bread' });
    expect(pasted.status).toBe(400);
    expect(pasted.body.details?.[0]?.message).toBe('no line of text can start with a negative amount');
    const hyphenated = await analyze({ foods: ['1 apple', 'low-fat yogurt, 1 cup'] });
    expect(hyphenated.status).toBe(200);
  });

  it('accepts a weight exactly at its bounds in both units', async () => {
    expect(
      (await analyze({ foods: ['1 apple'], profile: { weight: { value: 400, unit: 'kg' } } })).status,
    ).toBe(200);
    expect(
      (await analyze({ foods: ['1 apple'], profile: { weight: { value: 11.03, unit: 'lb' } } })).status,
    ).toBe(200);
  });

  it('is refused to a key without the nutrition permission, and to no key', async () => {
    const limited = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: caller.key,
      json: { name: 'accounts only', permissions: ['accounts'] },
    });
    const denied = await t.http.post<ErrorBody>(PATH, {
      key: limited.body.key,
      json: { foods: ['1 apple'] },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('PERMISSION_DENIED');
    const anonymous = await t.http.post<ErrorBody>(PATH, { json: { foods: ['1 apple'] } });
    expect(anonymous.status).toBe(401);
  });

  it('answers 405 to GET', async () => {
    const result = await t.http.get<ErrorBody>(PATH, { key: caller.key });
    expect(result.status).toBe(405);
  });
});
