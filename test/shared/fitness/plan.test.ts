import { describe, expect, it } from 'vitest';
import { exampleFitnessRequest } from '../../../functions/fitness/contract.ts';
import { exampleFitnessPlan } from '../../../functions/fitness/example.ts';
import { fitnessPlan } from '../../../functions/fitness/service.ts';
import { sessionKcal } from '../../../shared/fitness/activities.ts';
import { karvonenZones, percentMaxZones, tanakaMaxHr } from '../../../shared/fitness/heart-rate.ts';
import { type FitnessProfile, planFitness } from '../../../shared/fitness/plan.ts';

const ADULT: FitnessProfile = { age: 40 };

describe('heart rate', () => {
  it('takes HRmax from Tanaka 2001: 208 − 0.7 × age', () => {
    expect(tanakaMaxHr(40)).toBe(180);
    expect(tanakaMaxHr(20)).toBe(194);
    expect(planFitness({ age: 70 }).heartRate.maxHr).toBe(159);
  });

  it('uses the heart-rate reserve (Karvonen, ACSM 2021) with a resting heart rate', () => {
    // 60 + 0.4 × 120 = 108; 60 + 0.59 × 120 = 130.8; 60 + 0.6 × 120 = 132; 60 + 0.89 × 120 = 166.8
    expect(karvonenZones(180, 60).map((z) => [z.low, z.high])).toEqual([
      [108, 131],
      [132, 167],
    ]);
    expect(planFitness({ ...ADULT, restingHeartRate: 60 }).heartRate.method).toBe('karvonen');
  });

  it('uses CDC’s 64–76 % and 77–93 % of the maximum without one', () => {
    expect(percentMaxZones(180).map((z) => [z.low, z.high])).toEqual([
      [115, 137],
      [139, 167],
    ]);
    expect(planFitness(ADULT).heartRate.method).toBe('percent-of-max');
  });

  it('advises clearance above 100 at rest and urgent care above 120, not at them', () => {
    expect(planFitness({ ...ADULT, restingHeartRate: 100 }).screening.clearanceAdvised).toBe(false);
    expect(planFitness({ ...ADULT, restingHeartRate: 101 }).screening.clearanceAdvised).toBe(true);
    expect(planFitness({ ...ADULT, restingHeartRate: 120 }).alerts).toEqual([]);
    const fast = planFitness({ ...ADULT, restingHeartRate: 121 });
    expect(fast.alerts.map((a) => a.id)).toEqual(['resting-heart-rate-over-120']);
    expect(fast.urgentCare).toMatch(/^This needs prompt medical attention\./);
  });

  it('says to go by effort on a beta-blocker or in pregnancy', () => {
    expect(planFitness({ ...ADULT, medications: ['Toprol XL 50 mg'] }).heartRate.note).toMatch(
      /Beta-blockers/,
    );
    expect(planFitness({ ...ADULT, pregnant: true }).heartRate.note).toMatch(/pregnancy/);
  });
});

describe('PAR-Q+ screening (2023)', () => {
  it('advises clearance for any "yes" and keeps the plan moderate', () => {
    const plan = planFitness({
      ...ADULT,
      current: { moderateMinutesPerWeek: 0, vigorousMinutesPerWeek: 60 },
      parq: { boneJointOrSoftTissue: true },
    });
    expect(plan.screening.clearanceAdvised).toBe(true);
    expect(plan.screening.parqYes.map((q) => q.question)).toEqual(['boneJointOrSoftTissue']);
    expect(plan.weeks.every((week) => week.vigorousMinutes === 0)).toBe(true);
  });

  it('advises clearance for a listed condition, not for all "no"', () => {
    expect(planFitness({ ...ADULT, conditions: ['type 2 diabetes'] }).screening.conditions).toEqual([
      'diabetes or another metabolic condition',
    ]);
    expect(
      planFitness({ ...ADULT, parq: { chestPain: false, supervisedOnly: false } }).screening.clearanceAdvised,
    ).toBe(false);
  });

  it('turns a "yes" to chest pain into urgent advice through the red-flag engine', () => {
    const plan = planFitness({ ...ADULT, parq: { chestPain: true } });
    expect(plan.urgentCare).toMatch(/^This may be an emergency\./);
    expect(plan.alerts[0]?.id).toBe('chest-pain');
  });
});

describe('red flags withhold the plan', () => {
  it('advises clearance and gives no plan for an emergency in the limitations', () => {
    const plan = planFitness({
      age: 45,
      sex: 'female',
      limitations: ['I get crushing chest pain and faint when I climb stairs'],
      weeks: 4,
    });
    expect(plan.alerts.map((a) => a.urgency)).toContain('emergency');
    expect(plan.urgentCare).toMatch(/^This may be an emergency\./);
    expect(plan.screening.clearanceAdvised).toBe(true);
    expect(plan.screening.reasons[0]).toMatch(/emergency medical care/);
    expect(plan.screening.advice).toMatch(/^No exercise plan is given/);
    expect(plan.screening.advice).not.toMatch(/nothing that needs clearance/);
    expect(plan.planWithheld?.reason).toMatch(/may be an emergency/);
    expect(plan.weeks).toEqual([]);
    expect(plan.heartRate.zones).toEqual([]);
    expect(Object.keys(plan)[0]).toBe('urgentCare');
  });

  it('withholds it for an urgent flag too (a resting heart rate above 120)', () => {
    const plan = planFitness({ ...ADULT, restingHeartRate: 130 });
    expect(plan.alerts.map((a) => a.urgency)).toEqual(['urgent']);
    expect(plan.planWithheld?.reason).toMatch(/prompt medical attention/);
    expect(plan.weeks).toEqual([]);
  });

  it('keeps the plan when nothing fires', () => {
    const plan = planFitness({ ...ADULT, limitations: ['knee pain on stairs'] });
    expect(plan.planWithheld).toBeUndefined();
    expect(plan.weeks.length).toBeGreaterThan(0);
  });
});

describe('pregnancy (ACOG 2020)', () => {
  it('withholds the plan for bleeding in pregnancy read from the conditions', () => {
    const plan = planFitness({
      age: 30,
      sex: 'female',
      conditions: ['pregnant 30 weeks', 'vaginal bleeding'],
      weeks: 4,
    });
    expect(plan.alerts.length).toBeGreaterThan(0);
    expect(plan.weeks).toEqual([]);
    expect(plan.targets.vigorousMinutesPerWeek).toEqual([0, 0]);
    expect(plan.targets.text).toMatch(/^Pregnancy: at least 150 minutes/);
    expect(plan.sources.map((s) => s.title).join(' ')).toMatch(/ACOG, 2020/);
  });

  it('gives pregnancy targets, no vigorous minutes and no weight-loss aim, with clearance advised', () => {
    const plan = planFitness({
      age: 30,
      sex: 'female',
      conditions: ['pregnant 20 weeks'],
      goals: ['weight-management'],
      current: { moderateMinutesPerWeek: 60, vigorousMinutesPerWeek: 30 },
    });
    expect(plan.alerts).toEqual([]);
    expect(plan.screening.clearanceAdvised).toBe(true);
    expect(plan.screening.reasons.join(' ')).toMatch(/pregnancy \(ACOG 2020/);
    expect(plan.targets).toMatchObject({
      moderateMinutesPerWeek: [150, 150],
      vigorousMinutesPerWeek: [0, 0],
    });
    expect(plan.targets.planGoalModerateEquivalent).toBe(150);
    expect(plan.weeks.every((w) => w.vigorousMinutes === 0)).toBe(true);
    expect(plan.heartRate.note).toMatch(/pregnancy/);
    expect(plan.notes.join(' ')).toMatch(/not at weight loss/);
  });

  it('takes pregnant: false over the words, and pregnant: true without them', () => {
    expect(planFitness({ age: 30, conditions: ['pregnant 20 weeks'], pregnant: false }).targets.text).toMatch(
      /^Adults/,
    );
    expect(planFitness({ age: 30, pregnant: true }).targets.text).toMatch(/^Pregnancy/);
  });
});

describe('targets and progression (PAG 2018, WHO 2020)', () => {
  it('starts an inactive adult at 50 minutes and adds 20 a week up to 150', () => {
    const weeks = planFitness(ADULT).weeks;
    expect(weeks.map((w) => w.moderateEquivalentMinutes)).toEqual([50, 70, 90, 110, 130, 150]);
    expect(weeks.map((w) => w.strengthDays)).toEqual([1, 1, 2, 2, 2, 2]);
  });

  it('adds 15 a week when clearance is pending', () => {
    const weeks = planFitness({ ...ADULT, conditions: ['asthma'], weeks: 3 }).weeks;
    expect(weeks.map((w) => w.moderateEquivalentMinutes)).toEqual([50, 65, 80]);
  });

  it('aims at 300 minutes for weight management and keeps vigorous minutes of someone who does them', () => {
    const plan = planFitness({
      ...ADULT,
      goals: ['weight-management'],
      current: { moderateMinutesPerWeek: 100, vigorousMinutesPerWeek: 40 },
    });
    expect(plan.targets.planGoalModerateEquivalent).toBe(300);
    expect(plan.weeks[0]?.vigorousMinutes).toBe(40);
    expect(plan.weeks.at(-1)?.moderateEquivalentMinutes).toBe(300);
  });

  it('adds balance on 3 days from 65, not at 64', () => {
    expect(planFitness({ age: 64 }).weeks[0]?.balanceDays).toBe(0);
    expect(planFitness({ age: 65 }).weeks[0]?.balanceDays).toBe(3);
  });

  it('never asks for less than someone already does', () => {
    const plan = planFitness({ ...ADULT, current: { moderateMinutesPerWeek: 400, strengthDaysPerWeek: 3 } });
    expect(plan.weeks.every((w) => w.moderateEquivalentMinutes === 400)).toBe(true);
  });

  it('uses low-impact activities with joint limitations', () => {
    const plan = planFitness({ ...ADULT, limitations: ['bad knees'] });
    expect(plan.weeks[0]?.sessions.find((s) => s.kind === 'aerobic')?.activityId).toBe('cycling-stationary');
  });
});

describe('energy (Compendium METs, ACSM equation)', () => {
  it('is MET × 3.5 × kg / 200 per minute', () => {
    // 4.3 × 3.5 × 70 / 200 = 5.2675 kcal a minute; 30 minutes = 158
    expect(sessionKcal(4.3, 30, 70)).toBe(158);
  });

  it('is the same for a weight in kg or in lb', () => {
    const kg = fitnessPlan({ age: 40, weight: { value: 70, unit: 'kg' } });
    const lb = fitnessPlan({ age: 40, weight: { value: 70 / 0.45359237, unit: 'lb' } });
    expect(lb.weeks.map((w) => w.kcal)).toEqual(kg.weeks.map((w) => w.kcal));
    expect(kg.weeks[0]?.kcal).toBeGreaterThan(0);
  });
});

describe('the example of the OpenAPI document', () => {
  it('is what the service answers to the example request', () => {
    const answer = fitnessPlan(
      structuredClone(exampleFitnessRequest) as never,
      new Date('2026-11-23T10:00:00.000Z'),
    );
    expect(JSON.parse(JSON.stringify(answer))).toEqual(exampleFitnessPlan);
  });
});
