import { describe, expect, it } from 'vitest';
import {
  analyzeNutrition,
  checkLimits,
  compareWithDri,
  macronutrientShares,
  type NutrientTotal,
  recommend,
} from '../../../shared/nutrition/analyze.ts';
import { type DriNutrient, driFor } from '../../../shared/nutrition/dri.ts';
import { NUTRIENTS, type NutrientKey } from '../../../shared/nutrition/nutrients.ts';

/** Totals with the given amounts and zero elsewhere. */
const totals = (amounts: Partial<Record<NutrientKey, number>>): NutrientTotal[] =>
  NUTRIENTS.map((n) => ({
    nutrient: n.key,
    name: n.name,
    unit: n.unit,
    amount: amounts[n.key] ?? 0,
    foodsWithoutValue: 0,
  }));

const woman = driFor({ age: 35, sex: 'female' });
const statusOf = (
  nutrient: DriNutrient,
  amounts: Partial<Record<NutrientKey, number>>,
  period: 'day' | 'meal' = 'day',
) => compareWithDri(totals(amounts), woman, period).find((c) => c.nutrient === nutrient)?.status;

describe('compareWithDri: RDA/AI and UL boundaries', () => {
  it.each([
    ['iron', { iron: 17.99 }, 'below-target'],
    ['iron', { iron: 18 }, 'meets-target'],
    ['iron', { iron: 45 }, 'meets-target'],
    ['iron', { iron: 45.01 }, 'above-ul'],
    ['fiber', { fiber: 24.9 }, 'below-target'],
    ['fiber', { fiber: 25 }, 'meets-target'],
    ['calcium', { calcium: 2500 }, 'meets-target'],
    ['calcium', { calcium: 2501 }, 'above-ul'],
    ['vitaminD', { vitaminD: 100 }, 'meets-target'],
    ['vitaminD', { vitaminD: 100.1 }, 'above-ul'],
  ] as const)('%s %o is %s', (nutrient, amounts, status) => {
    expect(statusOf(nutrient, amounts)).toBe(status);
  });

  it('compares the folate UL with folic acid and the vitamin A UL with retinol only', () => {
    expect(statusOf('folate', { folate: 1500, folicAcid: 1000 })).toBe('meets-target');
    expect(statusOf('folate', { folate: 1500, folicAcid: 1001 })).toBe('above-ul');
    expect(statusOf('vitaminA', { vitaminA: 5000, retinol: 3000 })).toBe('meets-target');
    expect(statusOf('vitaminA', { vitaminA: 5000, retinol: 3001 })).toBe('above-ul');
  });

  it('never compares food with a UL set for supplements only', () => {
    const magnesium = compareWithDri(totals({ magnesium: 900 }), woman, 'day').find(
      (c) => c.nutrient === 'magnesium',
    );
    expect(magnesium?.status).toBe('meets-target');
    expect(magnesium?.note).toMatch(/supplements and fortified foods only/);
  });

  it('shows a meal as a share of the day, judging only upper limits', () => {
    expect(statusOf('iron', { iron: 2 }, 'meal')).toBe('share-of-day');
    expect(statusOf('iron', { iron: 46 }, 'meal')).toBe('above-ul');
    const iron = compareWithDri(totals({ iron: 9 }), woman, 'meal').find((c) => c.nutrient === 'iron');
    expect(iron?.percentOfTarget).toBe(50);
  });
});

describe('checkLimits: DGA 2020–2025 ("less than": at the limit is over)', () => {
  const limit = (id: string, amounts: Partial<Record<NutrientKey, number>>, sodiumLimit = 2300) =>
    checkLimits(totals(amounts), sodiumLimit, 'day').find((check) => check.id === id);

  it('saturated fat: 9.99 % within, 10 % over', () => {
    // 2000 kcal: 10 % is 200 kcal, 22.22 g at 9 kcal/g.
    expect(limit('saturated-fat', { energy: 2000, saturatedFat: 22.2 })).toMatchObject({
      value: 10,
      status: 'over',
    });
    expect(limit('saturated-fat', { energy: 2000, saturatedFat: 22.1 })).toMatchObject({
      value: 9.9,
      status: 'within',
    });
  });

  it('sodium: 2,299 mg within, 2,300 mg over; a child’s lower limit', () => {
    expect(limit('sodium', { sodium: 2299 })?.status).toBe('within');
    expect(limit('sodium', { sodium: 2300 })?.status).toBe('over');
    const child = driFor({ age: 10 }).values.sodium.cdrr ?? 0;
    expect(child).toBe(1800);
    expect(limit('sodium', { sodium: 1799 }, child)?.status).toBe('within');
    expect(limit('sodium', { sodium: 1800 }, child)?.status).toBe('over');
  });

  it('added sugars: within when total sugars are under 10 % of energy, else cannot tell', () => {
    expect(limit('added-sugars', { energy: 2000, sugars: 49.9 })).toMatchObject({
      value: 10,
      status: 'cannot-tell',
    });
    expect(limit('added-sugars', { energy: 2000, sugars: 49.5 })).toMatchObject({
      value: 9.9,
      status: 'within',
    });
    expect(limit('added-sugars', { energy: 2000, sugars: 80 })?.message).toMatch(
      /does not separate added sugars/,
    );
  });

  it('has nothing to judge as a share of no energy', () => {
    expect(limit('saturated-fat', { energy: 0 })?.status).toBe('not-applicable');
    expect(limit('added-sugars', { energy: 0 })?.status).toBe('not-applicable');
  });
});

describe('macronutrientShares: AMDR boundaries (inclusive)', () => {
  it.each([
    [1000, 'below'],
    [1125, 'within'],
    [1625, 'within'],
    [1630, 'above'],
  ] as const)('%i kcal of carbohydrate in 2500 is %s', (kcal, status) => {
    const shares = macronutrientShares(totals({ energy: 2500, carbohydrate: kcal / 4 }), 35);
    expect(shares.carbohydrate.status).toBe(status);
  });

  it('uses the children’s fat range', () => {
    expect(macronutrientShares(totals({ energy: 1000, fat: 30 }), 3).fat).toMatchObject({
      percentOfEnergy: 27,
      range: [30, 40],
      status: 'below',
    });
  });
});

describe('recommend', () => {
  it('puts upper limits first, then limits exceeded, then the largest shortfalls', () => {
    const t = totals({ energy: 2000, iron: 50, sodium: 3000, fiber: 5, vitaminC: 60, saturatedFat: 30 });
    const comparisons = compareWithDri(t, woman, 'day');
    const list = recommend(comparisons, checkLimits(t, 2300, 'day'), {});
    expect(list[0]).toMatchObject({ nutrient: 'iron', kind: 'reduce', priority: 'high' });
    expect(list.slice(1, 3).map((r) => r.limit)).toEqual(['saturated-fat', 'sodium']);
    const increases = list.filter((r) => r.kind === 'increase');
    expect(increases.map((r) => r.gap)).toEqual([...increases.map((r) => r.gap)].sort((a, b) => b - a));
    expect(increases.find((r) => r.nutrient === 'fiber')?.gap).toBe(0.8);
    expect(list.some((r) => r.nutrient === 'sodium' && r.kind === 'increase')).toBe(false);
  });

  it('warns about preformed vitamin A above the UL in pregnancy', () => {
    const dri = driFor({ age: 30, lifeStage: 'pregnancy' });
    const t = totals({ vitaminA: 9000, retinol: 8000 });
    const list = recommend(compareWithDri(t, dri, 'day'), [], { lifeStage: 'pregnancy' });
    expect(list[0]?.text).toMatch(/can harm the baby/);
  });
});

describe('analyzeNutrition', () => {
  it('analyzes a day: matched lines, totals, DRIs, limits and an unknown line left out', () => {
    const analysis = analyzeNutrition({
      period: 'day',
      items: [
        { text: '1 cup cooked brown rice' },
        { text: '1 cup dragonfruit' },
        { id: '09040', grams: 118 },
      ],
      profile: { age: 40, sex: 'male', weightKg: 80, activity: 'active' },
    });
    expect(analysis.summary).toMatchObject({ lines: 3, counted: 2, unknown: 1 });
    const energy = analysis.totals.find((t) => t.nutrient === 'energy');
    // 195 g of rice at 111 kcal/100 g and 118 g of banana at 89.
    expect(energy?.amount).toBeCloseTo(1.95 * 111 + 1.18 * 89, 0);
    expect(analysis.totals).toHaveLength(46);
    expect(analysis.energy).toMatchObject({ estimatedNeed: 2800 });
    expect(analysis.dri?.group.id).toBe('m31-50');
    expect(analysis.dri?.comparisons.find((c) => c.nutrient === 'protein')?.target).toBe(64);
    expect(analysis.notes.join(' ')).toMatch(/1 line was not counted/);
    expect(analysis.alerts).toEqual([]);
    expect(analysis.disclaimer).toMatch(/not a diagnosis/);
  });

  it('leads with urgent-care advice when the notes hold a red flag, and ignores a negated one', () => {
    const flagged = analyzeNutrition({
      period: 'meal',
      items: [{ text: '1 slice whole wheat bread' }],
      notes: 'since lunch my throat is swelling and I cannot breathe',
    });
    expect(flagged.urgentCare).toMatch(/^This may be an emergency/);
    expect(flagged.alerts[0]?.urgency).toBe('emergency');
    const calm = analyzeNutrition({
      period: 'meal',
      items: [{ text: '1 apple' }],
      notes: 'no chest pain, feeling fine',
    });
    expect(calm.urgentCare).toBeUndefined();
  });

  it('compares nothing with DRIs without an age, and says so', () => {
    const analysis = analyzeNutrition({ period: 'day', items: [{ text: '1 apple' }] });
    expect(analysis.dri).toBeUndefined();
    expect(analysis.notes[0]).toMatch(/No age given/);
  });
});

describe('analyzeNutrition red flags in food lines', () => {
  it('reads a sign written in a food line, but never an amount as a reading', () => {
    const sign = analyzeNutrition({
      period: 'meal',
      items: [{ text: 'peanut butter, then my throat is swelling shut' }],
    });
    expect(sign.alerts.length).toBeGreaterThan(0);
    const amounts = analyzeNutrition({
      period: 'meal',
      items: [{ text: 'fruit drink, reduced sugar, greater than 3% juice' }, { text: 'sugar 2 tsp' }],
    });
    expect(amounts.alerts).toEqual([]);
    const reading = analyzeNutrition({
      period: 'meal',
      items: [{ text: '1 apple' }],
      notes: 'my sugar was 45 this morning',
    });
    expect(reading.alerts.map((flag) => flag.id)).toContain('severe-hypoglycemia');
  });
});
