import { describe, expect, it } from 'vitest';
import { exampleSupplementRequest } from '../../../functions/supplements/contract.ts';
import { exampleSupplementReport } from '../../../functions/supplements/example.ts';
import { supplementAdvice } from '../../../functions/supplements/service.ts';
import { driFor } from '../../../shared/nutrition/dri.ts';
import {
  findNutrient,
  nutrientById,
  toNutrientUnit,
  upperLimitFor,
} from '../../../shared/supplements/nutrients.ts';
import { recommendSupplements, type SupplementProfile } from '../../../shared/supplements/recommend.ts';

const MAN: SupplementProfile = { age: 40, sex: 'male' };
const ids = (profile: SupplementProfile) => recommendSupplements(profile).suggestions.map((s) => s.id);
const avoided = (profile: SupplementProfile) => recommendSupplements(profile).avoid.map((a) => a.supplement);
const vitaminD = (value: number, unit = 'ng/mL'): SupplementProfile => ({
  ...MAN,
  labs: [{ test: '25-OH vitamin D', value, unit }],
});

describe('the upper limits (Institute of Medicine DRIs via NIH ODS)', () => {
  it('come from the DRI table by age, sex and pregnancy, and from our own cells for iodine', () => {
    const folic = nutrientById('folic-acid');
    const ul = (id: string, age: number, lifeStage?: 'pregnancy') =>
      upperLimitFor(
        nutrientById(id),
        age,
        driFor({ age, sex: 'female', ...(lifeStage ? { lifeStage } : {}) }),
      );
    expect([14, 18, 19].map((age) => ul(folic.id, age))).toEqual([800, 800, 1000]);
    expect([18, 19, 50, 51].map((age) => ul('calcium', age))).toEqual([3000, 2500, 2500, 2000]);
    expect(ul('calcium', 17, 'pregnancy')).toBe(3000);
    expect([14, 18, 19].map((age) => ul('iodine', age))).toEqual([900, 900, 1100]);
    expect(ul('vitamin-b12', 40)).toBeUndefined();
  });

  it('read IU, mg and µg', () => {
    const d = nutrientById('vitamin-d');
    expect(toNutrientUnit(d, 4000, 'IU')).toBe(100);
    expect(toNutrientUnit(d, 0.1, 'mg')).toBe(100);
    expect(toNutrientUnit(nutrientById('iron'), 45, 'IU')).toBeUndefined();
    expect(findNutrient('Vitamin D3 2000 IU softgels')?.id).toBe('vitamin-d');
  });

  it('put a supplement at its limit in the clear and one above it under avoid', () => {
    const taking = (amount: number): SupplementProfile => ({
      ...MAN,
      currentSupplements: [{ name: 'vitamin D', amount, unit: 'IU' }],
    });
    expect(avoided(taking(4000))).toEqual([]);
    expect(avoided(taking(4001))).toEqual(['Vitamin D']);
    // Two products add up.
    expect(
      avoided({
        ...MAN,
        currentSupplements: [
          { name: 'zinc', amount: 25, unit: 'mg' },
          { name: 'zinc gluconate', amount: 16, unit: 'mg' },
        ],
      }),
    ).toEqual(['Zinc']);
  });

  it('cap every suggested range', () => {
    const report = recommendSupplements({ age: 16, sex: 'female', reproductive: 'pregnant', diet: 'vegan' });
    for (const s of report.suggestions)
      if (s.upperLimit) expect(s.dose.max).toBeLessThanOrEqual(s.upperLimit.amount);
    expect(report.suggestions.find((s) => s.id === 'folic-acid')?.dose).toMatchObject({ min: 400, max: 800 });
  });
});

describe('vitamin D only with a reason (Endocrine Society 2024, IOM 2011)', () => {
  it('is suggested below 20 ng/mL and not from 20', () => {
    expect(ids(vitaminD(19.9))).toEqual(['vitamin-d']);
    expect(ids(vitaminD(20))).toEqual([]);
  });

  it('is avoided above 50 ng/mL (125 nmol/L), not at it', () => {
    expect(avoided(vitaminD(50))).toEqual([]);
    expect(avoided(vitaminD(50.1))).toEqual(['Vitamin D']);
    expect(avoided(vitaminD(126, 'nmol/L'))).toEqual(['Vitamin D']);
  });

  it('is suggested from 75 years without a test, not at 74', () => {
    expect(ids({ ...MAN, age: 74 })).not.toContain('vitamin-d');
    expect(
      recommendSupplements({ ...MAN, age: 75 }).suggestions.map((s) => [s.id, s.evidence]),
    ).toContainEqual(['vitamin-d', 'C']);
  });
});

describe('vitamin B12 (NIH ODS)', () => {
  it('is suggested for vegans and vegetarians, and from 51 years', () => {
    expect(ids({ ...MAN, diet: 'vegan' })).toEqual(['vitamin-b12', 'calcium']);
    expect(ids({ ...MAN, diet: 'vegetarian' })).toEqual(['vitamin-b12']);
    expect(ids({ ...MAN, age: 50 })).toEqual([]);
    expect(ids({ ...MAN, age: 51 })).toEqual(['vitamin-b12']);
  });

  it('takes a treatment range for a low level and notes metformin otherwise', () => {
    const low = recommendSupplements({ ...MAN, labs: [{ test: 'B12', value: 150, unit: 'pg/mL' }] });
    expect(low.suggestions[0]?.dose).toMatchObject({ min: 1000, max: 2000 });
    expect(recommendSupplements({ ...MAN, medications: ['metformin 500 mg'] }).notes.join(' ')).toMatch(
      /Metformin/,
    );
  });
});

describe('iron only with a deficiency', () => {
  it('follows the ferritin flag of the lab module (female interval from 11 ng/mL)', () => {
    const woman = (value: number): SupplementProfile => ({
      age: 60,
      sex: 'female',
      labs: [{ test: 'ferritin', value, unit: 'ng/mL' }],
    });
    expect(ids(woman(10.9))).toContain('iron');
    expect(ids(woman(11))).not.toContain('iron');
    expect(
      ids({
        age: 60,
        sex: 'female',
        conditions: ['hemochromatosis'],
        labs: [{ test: 'ferritin', value: 5 }],
      }),
    ).not.toContain('iron');
  });
});

describe('folic acid (USPSTF 2023)', () => {
  it('is assumed for a woman up to 50 who gives no pregnancy plans, and says so', () => {
    const report = recommendSupplements({ age: 50, sex: 'female' });
    expect(report.suggestions.map((s) => s.id)).toContain('folic-acid');
    expect(report.notes.join(' ')).toMatch(/Pregnancy plans were not given/);
    expect(ids({ age: 51, sex: 'female' })).not.toContain('folic-acid');
    expect(ids({ age: 30, sex: 'female', reproductive: 'not-applicable' })).not.toContain('folic-acid');
  });
});

describe('amounts far above the upper limit, and vitamin A in pregnancy (NIH ODS)', () => {
  const WOMAN: SupplementProfile = { age: 30, sex: 'female', reproductive: 'not-applicable' };
  const alertsOf = (profile: SupplementProfile) =>
    recommendSupplements(profile).alerts.map((alert) => [alert.id, alert.urgency]);

  it('raises an iron poisoning alert above 20 mg/kg for a 40 kg person, an emergency from 60 mg/kg', () => {
    const iron = (amount: number) => ({
      ...WOMAN,
      currentSupplements: [{ name: 'iron', amount, unit: 'mg' as const }],
    });
    expect(alertsOf(iron(800))).toEqual([]);
    expect(alertsOf(iron(801))).toEqual([['supplement-iron-poisoning', 'urgent']]);
    const report = recommendSupplements(iron(1000));
    expect(report.urgentCare).toMatch(/^This needs prompt medical attention\./);
    expect(report.alerts[0]?.advice).toMatch(/Poison Control \(1-800-222-1222/);
    expect(report.alerts[0]?.advice).toMatch(/20 mg\/kg/);
    expect(report.alerts[0]?.source.url).toBe('https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/');
    expect(report.avoid.map((a) => a.supplement)).toContain('Iron');
    expect(alertsOf(iron(2400))).toEqual([['supplement-iron-poisoning', 'emergency']]);
    expect(recommendSupplements(iron(2400)).urgentCare).toMatch(/^This may be an emergency\./);
    // Two iron products add up.
    expect(
      alertsOf({
        ...WOMAN,
        currentSupplements: [
          { name: 'iron', amount: 500, unit: 'mg' },
          { name: 'ferrous fumarate', amount: 500, unit: 'mg' },
        ],
      }),
    ).toEqual([['supplement-iron-poisoning', 'urgent']]);
  });

  it('raises an alert at ten times the upper limit, magnesium above 5,000 mg, and not just above the limit', () => {
    const taking = (name: string, amount: number, unit: 'mg' | 'mcg' | 'IU') => ({
      ...WOMAN,
      currentSupplements: [{ name, amount, unit }],
    });
    expect(alertsOf(taking('vitamin d', 39_999, 'IU'))).toEqual([]);
    expect(alertsOf(taking('vitamin d', 40_000, 'IU'))).toEqual([
      ['supplement-vitamin-d-overdose', 'urgent'],
    ]);
    expect(alertsOf(taking('vitamin b6', 1000, 'mg'))).toEqual([
      ['supplement-vitamin-b6-overdose', 'urgent'],
    ]);
    expect(alertsOf(taking('magnesium', 5000, 'mg'))).toEqual([]);
    expect(alertsOf(taking('magnesium', 5001, 'mg'))).toEqual([['supplement-magnesium-overdose', 'urgent']]);
    expect(alertsOf(taking('vitamin b12', 100_000, 'mcg'))).toEqual([]);
  });

  it('warns of birth defects for preformed vitamin A above 10,000 IU in pregnancy', () => {
    const pregnant: SupplementProfile = {
      age: 30,
      sex: 'female',
      reproductive: 'pregnant',
      currentSupplements: [{ name: 'vitamin A', amount: 30_000, unit: 'IU' }],
    };
    const report = recommendSupplements(pregnant);
    expect(report.alerts.map((a) => [a.id, a.urgency])).toEqual([
      ['supplement-vitamin-a-pregnancy', 'urgent'],
    ]);
    expect(report.alerts[0]?.advice).toMatch(/birth defects \(NIH ODS\)/);
    expect(report.urgentCare).toMatch(/birth defects/);
    expect(report.avoid.find((a) => a.supplement.startsWith('Vitamin A'))?.reason).toMatch(/birth defects/);
    expect(
      recommendSupplements({
        ...pregnant,
        currentSupplements: [{ name: 'vitamin A', amount: 10_000, unit: 'IU' }],
      }).alerts,
    ).toEqual([]);
    // Not pregnant: above the limit is to avoid, an alert only at ten times it.
    expect(
      alertsOf({ ...WOMAN, currentSupplements: [{ name: 'vitamin A', amount: 30_000, unit: 'IU' }] }),
    ).toEqual([]);
  });
});

describe('what to avoid and urgent advice', () => {
  it('lists beta-carotene for smokers, potassium and magnesium with kidney disease, biotin before tests', () => {
    expect(
      avoided({
        ...MAN,
        conditions: ['smoker', 'chronic kidney disease'],
        currentSupplements: [{ name: 'biotin' }],
      }),
    ).toEqual(['Potassium', 'Magnesium', 'Beta-carotene', 'Biotin']);
  });

  it('leads with urgent advice for a critical lab value, through the lab module', () => {
    const report = recommendSupplements({ ...MAN, labs: [{ test: 'hemoglobin', value: 6, unit: 'g/dL' }] });
    expect(report.alerts.map((a) => a.id)).toEqual(['lab-critical-718-7']);
    expect(report.urgentCare).toMatch(/^This needs prompt medical attention\./);
  });
});

describe('the example of the OpenAPI document', () => {
  it('is what the service answers to the example request', () => {
    const answer = supplementAdvice(
      structuredClone(exampleSupplementRequest) as never,
      new Date('2026-11-23T10:00:00.000Z'),
    );
    expect(JSON.parse(JSON.stringify(answer))).toEqual(exampleSupplementReport);
  });
});
