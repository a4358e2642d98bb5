import { describe, expect, it } from 'vitest';
import { amdrFor, DRI_NUTRIENTS, DriProfileError, driFor } from '../../../shared/nutrition/dri.ts';

describe('driFor', () => {
  it.each([
    [1, 'female', 'c1-3', 700],
    [3, 'male', 'c1-3', 700],
    [4, 'male', 'c4-8', 1000],
    [8, 'female', 'c4-8', 1000],
    [9, 'female', 'f9-13', 1300],
    [13, 'male', 'm9-13', 1300],
    [14, 'male', 'm14-18', 1300],
    [18, 'female', 'f14-18', 1300],
    [19, 'female', 'f19-30', 1000],
    [30, 'male', 'm19-30', 1000],
    [31, 'female', 'f31-50', 1000],
    [50, 'female', 'f31-50', 1000],
    [51, 'female', 'f51-70', 1200],
    [51, 'male', 'm51-70', 1000],
    [70, 'male', 'm51-70', 1000],
    [71, 'male', 'm71+', 1200],
  ] as const)('age %i %s is group %s with calcium RDA %i mg', (age, sex, group, calcium) => {
    const dri = driFor({ age, sex });
    expect(dri.group.id).toBe(group);
    expect(dri.values.calcium).toMatchObject({ target: calcium, basis: 'RDA' });
  });

  it('gives every nutrient a target, a unit and a source with a year', () => {
    const dri = driFor({ age: 40, sex: 'male' });
    for (const nutrient of DRI_NUTRIENTS) {
      const value = dri.values[nutrient];
      expect(value.target, nutrient).toBeGreaterThan(0);
      expect(value.source.url).toMatch(/^https:\/\//);
      expect(value.source.year).toBeGreaterThanOrEqual(1997);
    }
  });

  it('uses the published adult values', () => {
    const female = driFor({ age: 35, sex: 'female' }).values;
    const male = driFor({ age: 35, sex: 'male' }).values;
    expect([female.iron.target, male.iron.target, female.iron.ul]).toEqual([18, 8, 45]);
    expect([female.fiber.target, male.fiber.target]).toEqual([25, 38]);
    expect([female.potassium.target, male.potassium.target]).toEqual([2600, 3400]);
    expect([female.vitaminD.target, female.vitaminD.ul]).toEqual([15, 100]);
    expect([female.sodium.target, female.sodium.cdrr]).toEqual([1500, 2300]);
    expect([female.vitaminA.ul, female.vitaminA.ulScope]).toEqual([3000, 'preformed-vitamin-a']);
    expect([female.folate.ul, female.folate.ulScope]).toEqual([1000, 'folic-acid']);
    expect(female.magnesium.ulScope).toBe('supplemental');
    expect(driFor({ age: 71, sex: 'female' }).values.vitaminD.target).toBe(20);
  });

  it('has pregnancy and lactation values by age band', () => {
    const pregnant = driFor({ age: 17, lifeStage: 'pregnancy' });
    expect(pregnant.group).toEqual({ id: 'p14-18', label: 'Pregnancy 18 years and under' });
    expect(pregnant.values.iron.target).toBe(27);
    expect(pregnant.values.folate.target).toBe(600);
    expect(driFor({ age: 19, lifeStage: 'pregnancy' }).group.id).toBe('p19-30');
    expect(driFor({ age: 31, lifeStage: 'pregnancy' }).values.magnesium.target).toBe(360);
    const lactating = driFor({ age: 28, lifeStage: 'lactation', sex: 'female' });
    expect(lactating.group.id).toBe('l19-30');
    expect(lactating.values.copper.target).toBe(1.3);
    expect(lactating.values.vitaminA.target).toBe(1300);
  });

  it('takes the higher target and the lower UL of the two sexes when sex is not given', () => {
    const dri = driFor({ age: 16 });
    expect(dri.mergedGroups?.map((group) => group.id)).toEqual(['f14-18', 'm14-18']);
    expect(dri.values.iron.target).toBe(15);
    expect(dri.values.zinc.target).toBe(11);
    expect(dri.values.iron.note).toMatch(/higher of the female and male/);
    expect(driFor({ age: 60 }).values.calcium.ul).toBe(2000);
  });

  it('sets the protein RDA by body weight', () => {
    expect(driFor({ age: 40, sex: 'male', weightKg: 90 }).values.protein).toMatchObject({
      target: 72,
      note: '0.8 g per kg of body weight (90 kg)',
    });
    expect(driFor({ age: 30, lifeStage: 'pregnancy', weightKg: 70 }).values.protein.target).toBe(77);
    expect(driFor({ age: 2, weightKg: 12 }).values.protein.target).toBe(12.6);
  });

  it('refuses an infant or a male in pregnancy', () => {
    expect(() => driFor({ age: 0 })).toThrow(DriProfileError);
    expect(() => driFor({ age: 30, sex: 'male', lifeStage: 'pregnancy' })).toThrow(DriProfileError);
  });
});

describe('amdrFor', () => {
  it('gives the NASEM ranges by age', () => {
    expect(amdrFor(3).fat).toEqual([30, 40]);
    expect(amdrFor(4).fat).toEqual([25, 35]);
    expect(amdrFor(18).protein).toEqual([10, 30]);
    expect(amdrFor(19)).toMatchObject({ carbohydrate: [45, 65], fat: [20, 35], protein: [10, 35] });
  });
});
