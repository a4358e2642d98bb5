import { describe, expect, it } from 'vitest';
import { TEMPLATES, triagePressure } from '../../../shared/orchestration/definitions.ts';
import type { StepRecord } from '../../../shared/orchestration/runs.ts';
import { runUrgentCare } from '../../../shared/orchestration/urgent.ts';

const step = (state: string, fields: Partial<StepRecord>): StepRecord => ({
  state,
  operation: 'POST /api/v1/x',
  status: 'succeeded',
  startedAt: '2026-11-29T10:00:00.000Z',
  completedAt: '2026-11-29T10:00:00.010Z',
  ...fields,
});

describe('a run leads with the most urgent level of any step', () => {
  it('takes the emergency of one step over the urgent of another, each step’s words once', () => {
    const combined = runUrgentCare([
      step('A', { result: { urgentCare: 'This needs prompt medical attention. Crisis reading.' } }),
      step('B', { result: { triage: 'emergency', advice: 'This may be an emergency. Call 911 now.' } }),
      step('C', { result: { urgentCare: 'This needs prompt medical attention. Crisis reading.' } }),
    ]);
    expect(combined).toEqual({
      urgency: 'emergency',
      urgentCare: 'This may be an emergency. Call 911 now. Crisis reading.',
    });
  });

  it('reads a refused step whose error leads with the urgent-care message, and nothing from calm steps', () => {
    expect(
      runUrgentCare([
        step('A', { result: { triage: 'self-care', advice: 'Rest.' } }),
        step('B', {
          status: 'failed',
          error: {
            status: 400,
            code: 'VALIDATION_ERROR',
            error:
              'This needs prompt medical attention. Potassium 7 mmol/L is critically high. The request body is not valid',
          },
        }),
      ])?.urgency,
    ).toBe('urgent');
    expect(
      runUrgentCare([step('A', { result: { triage: 'see-a-doctor', advice: 'See a GP.' } })]),
    ).toBeUndefined();
    expect(runUrgentCare([step('A', { result: ['not', 'an', 'object'] })])).toBeUndefined();
  });
});

describe('health-data-symptoms prepares what each step needs', () => {
  it('gives the analysis the symptoms and the triage the most urgent blood pressure', () => {
    const prepare = TEMPLATES['health-data-symptoms']?.prepare;
    expect(
      prepare?.({
        data: {
          bloodPressure: [
            { systolic: 130, diastolic: 80 },
            { systolic: 190, diastolic: 125 },
          ],
        },
        symptoms: ['headache'],
      }),
    ).toEqual({
      analysis: {
        data: {
          bloodPressure: [
            { systolic: 130, diastolic: 80 },
            { systolic: 190, diastolic: 125 },
          ],
          symptoms: ['headache'],
        },
      },
      triage: { symptoms: ['headache'], vitals: { systolic: 190, diastolic: 125 } },
    });
    // Without data, the analysis step refuses the run with its own 400 (no data), not a runtime error.
    expect(prepare?.({ symptoms: ['cough'] })).toEqual({ analysis: {}, triage: { symptoms: ['cough'] } });
  });

  it('picks a crisis reading first, then a low systolic, then the last reading', () => {
    expect(
      triagePressure([
        { systolic: 185, diastolic: 100 },
        { systolic: 170, diastolic: 130 },
        { systolic: 85, diastolic: 50 },
      ]),
    ).toEqual({ systolic: 170, diastolic: 130 });
    expect(
      triagePressure([
        { systolic: 120, diastolic: 80 },
        { systolic: 85, diastolic: 50 },
        { systolic: 125, diastolic: 82 },
      ]),
    ).toEqual({ systolic: 85, diastolic: 50 });
    expect(
      triagePressure([
        { systolic: 120, diastolic: 80 },
        { systolic: 125, diastolic: 82 },
      ]),
    ).toEqual({ systolic: 125, diastolic: 82 });
    expect(triagePressure([{ systolic: '190', diastolic: 125 }, 'x'])).toBeUndefined();
    expect(triagePressure(undefined)).toBeUndefined();
  });
});
