import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { exampleFitnessRequest, type FitnessPlan } from '../../functions/fitness/contract.ts';
import { useApiWithCaller } from '../support/local-api.ts';

type Plan = v.InferOutput<typeof FitnessPlan>;
interface ErrorBody {
  error: string;
  code: string;
  details?: Array<{ path: string; message: string }>;
}

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

  it('requires age', async () => {
    // Act
    const result = await refuse({ sex: 'female' });

    // Assess
    expect(paths(result.body)).toEqual(['body.age']);
  });
});
