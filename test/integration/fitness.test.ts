import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { exampleFitnessRequest, type FitnessPlan } from '../../functions/fitness/contract.ts';
import { type ErrorBody, useApiWithCaller } from '../support/local-api.ts';

type Plan = v.InferOutput<typeof FitnessPlan>;
const PATH = '/api/v1/fitness/plan';
const t = useApiWithCaller({ tier: 'professional' });

const plan = async (json: unknown) => t.http.post<Plan>(PATH, { key: t.caller.key, json });
const refuse = async (json: unknown) => t.http.post<ErrorBody>(PATH, { key: t.caller.key, json });
const paths = (body: ErrorBody) => (body.details ?? []).map((d) => d.path);

describe(`POST ${PATH}`, () => {
  it('plans weeks toward the guidelines with zones, METs and energy, and screens with PAR-Q+', async () => {
    // Act
    const result = await plan(exampleFitnessRequest);

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.screening.clearanceAdvised).toBe(true);
    expect(result.body.heartRate).toMatchObject({ maxHr: 161, method: 'karvonen' });
    expect(result.body.weeks.map((w) => w.moderateEquivalentMinutes)).toEqual([60, 75, 90, 105]);
    expect(result.body.weeks.every((w) => w.vigorousMinutes === 0 && w.balanceDays === 3)).toBe(true);
    expect(result.body.weeks[0]?.sessions.every((s) => s.met > 0 && (s.kcal ?? 0) > 0)).toBe(true);
    expect(result.body.sources.map((s) => s.title).join(' ')).toMatch(/2018.*2020/);
    expect(result.body.disclaimer).toMatch(/^Informational only/);
  });

  it('leads with urgent advice for a red flag in the conditions', async () => {
    // Act
    const result = await plan({ age: 52, conditions: ['chest pain when I climb stairs'] });

    // Assess
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.alerts[0]?.id).toBe('chest-pain');
  });

  it('withholds the plan and advises clearance when any red flag fires', async () => {
    // Act
    const result = await plan({
      age: 45,
      sex: 'female',
      limitations: ['I get crushing chest pain and faint when I climb stairs'],
      weeks: 4,
    });

    // Assess
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).slice(0, 3)).toEqual(['urgentCare', 'alerts', 'planWithheld']);
    expect(result.body.urgentCare).toMatch(/^This may be an emergency\./);
    expect(result.body.screening.clearanceAdvised).toBe(true);
    expect(result.body.screening.advice).not.toMatch(/nothing that needs clearance/);
    expect(result.body.weeks).toEqual([]);
    expect(result.body.heartRate.zones).toEqual([]);
  });

  it('gives pregnancy guidance, not adult vigorous targets, and no plan beside bleeding', async () => {
    // Act
    const bleeding = await plan({
      age: 30,
      sex: 'female',
      conditions: ['pregnant 30 weeks', 'vaginal bleeding'],
      weeks: 4,
    });
    const pregnant = await plan({ age: 30, sex: 'female', conditions: ['pregnant 30 weeks'], weeks: 4 });

    // Assess
    expect(bleeding.body.urgentCare).toBeDefined();
    expect(bleeding.body.planWithheld).toBeDefined();
    expect(bleeding.body.weeks).toEqual([]);
    expect(bleeding.body.targets.vigorousMinutesPerWeek).toEqual([0, 0]);
    expect(pregnant.body.urgentCare).toBeUndefined();
    expect(pregnant.body.screening.clearanceAdvised).toBe(true);
    expect(pregnant.body.targets.text).toMatch(/ACOG 2020/);
    expect(pregnant.body.weeks.length).toBeGreaterThan(0);
    expect(pregnant.body.weeks.every((w) => w.vigorousMinutes === 0)).toBe(true);
  });

  it('takes a weight in lb or kg, within bounds in each unit', async () => {
    // Act
    const kg = await plan({ age: 40, weight: { value: 20, unit: 'kg' } });
    const lb = await plan({ age: 40, weight: { value: 44, unit: 'lb' } });
    const tooLight = await refuse({ age: 40, weight: { value: 43.9, unit: 'lb' } });
    const tooHeavy = await refuse({ age: 40, weight: { value: 400.1, unit: 'kg' } });
    const stone = await refuse({ age: 40, weight: { value: 11, unit: 'st' } });

    // Assess
    expect([kg.status, lb.status]).toEqual([200, 200]);
    expect(paths(tooLight.body)).toEqual(['body.weight.value']);
    expect(paths(tooHeavy.body)).toEqual(['body.weight.value']);
    expect(stone.status).toBe(400);
    expect(paths(stone.body)[0]).toMatch(/^body\.weight/);
  });

  it('names every field of the wrong type, out of bounds, too long or unknown', async () => {
    // Act
    const result = await refuse({
      age: 17,
      restingHeartRate: 24,
      goals: ['six-pack'],
      limitations: ['x'.repeat(201)],
      conditions: Array.from({ length: 21 }, () => 'asthma'),
      parq: { chestPain: 'yes' },
      weeks: 13,
      pregnant: 'no',
      colour: 'blue',
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    for (const path of [
      'body.age',
      'body.restingHeartRate',
      'body.goals.0',
      'body.limitations.0',
      'body.conditions',
      'body.parq.chestPain',
      'body.weeks',
      'body.pregnant',
      'body.colour',
    ])
      expect(paths(result.body), path).toContain(path);
  });

  it('leads a refused request with the urgent-care message of a red flag in what can be read', async () => {
    // Act
    const young = await refuse({ age: 17, limitations: ['crushing chest pain when I climb stairs'] });
    const fast = await refuse({ age: 40, restingHeartRate: 250, weeks: 'four' });
    const plain = await refuse({ age: 17, limitations: ['knee pain'] });

    // Assess
    expect(young.status).toBe(400);
    expect(young.body.error).toMatch(/^This may be an emergency\..*The request body is not valid$/);
    expect(paths(young.body)).toEqual(['body.age']);
    expect(fast.body.error).toMatch(/^This needs prompt medical attention\./);
    expect(paths(fast.body)).toEqual(['body.restingHeartRate', 'body.weeks']);
    expect(plain.body.error).toBe('The request body is not valid');
  });

  it('requires age', async () => {
    // Act
    const result = await refuse({ sex: 'female' });

    // Assess
    expect(paths(result.body)).toEqual(['body.age']);
  });
});
