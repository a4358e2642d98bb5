import { describe, expect, it, vi } from 'vitest';
import { executeLocally } from '../../../functions/orchestration/executor.ts';
import type { ValidatedDefinition } from '../../../shared/orchestration/definitions.ts';

const runStep = vi.hoisted(() => vi.fn());
vi.mock('../../../functions/orchestration/steps.ts', () => ({ runStep }));

/** Each Task's operation answers after a few milliseconds, as a real one would after its I/O. */
const slowStep = () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 5));

const input = {
  caller: { orgId: 'org_1', keyId: 'key_1', runId: 'run_1', expiresAt: '2099-01-01T00:00:00Z' },
};

const taskLoop: ValidatedDefinition = {
  definition: {
    StartAt: 'Check',
    States: {
      Check: { Type: 'Task', Resource: 'healthai:POST /api/v1/ask', Next: 'Again' },
      Again: { Type: 'Pass', Next: 'Check' },
    },
  },
  tasks: [{ state: 'Check', operation: 'POST /api/v1/ask' }],
};

describe('executeLocally limits', () => {
  it('ends a Pass/Choice loop (were one to pass validation) at the transition cap', async () => {
    // Arrange: refused by validateDefinition; the cap is the second line.
    const loop: ValidatedDefinition = {
      definition: {
        StartAt: 'A',
        States: {
          A: { Type: 'Pass', Next: 'B' },
          B: { Type: 'Choice', Choices: [{ Variable: '$.x', NumericEquals: 1, Next: 'A' }], Default: 'Done' },
          Done: { Type: 'Succeed' },
        },
      },
      tasks: [],
    };

    // Act
    const outcome = await executeLocally(loop, { x: 1 }, undefined, {
      maxTransitions: 50,
      maxStepCalls: 10,
      timeLimitMs: 60_000,
    });

    // Assess
    expect(outcome).toMatchObject({ status: 'failed', errorName: 'HealthAI.WORKFLOW_LIMIT_EXCEEDED' });
  });

  it('stops a loop through a Task at its time limit, with timers running meanwhile, and calls no step after', async () => {
    // Arrange
    runStep.mockReset().mockImplementation(slowStep);
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 10);

    // Act
    const outcome = await executeLocally(taskLoop, input, undefined, {
      maxTransitions: 1_000_000,
      maxStepCalls: 1_000_000,
      timeLimitMs: 300,
    });
    clearInterval(ticker);
    const callsAtEnd = runStep.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Assess
    expect(outcome).toMatchObject({ status: 'failed', errorName: 'HealthAI.WORKFLOW_TIMEOUT' });
    expect(ticks).toBeGreaterThan(0);
    expect(runStep.mock.calls.length).toBe(callsAtEnd);
  });

  it('stops a loop through a Task at its operation-call cap', async () => {
    // Arrange
    runStep.mockReset().mockImplementation(slowStep);

    // Act
    const outcome = await executeLocally(taskLoop, input, undefined, {
      maxTransitions: 1_000_000,
      maxStepCalls: 7,
      timeLimitMs: 60_000,
    });

    // Assess
    expect(outcome).toMatchObject({ status: 'failed', errorName: 'HealthAI.WORKFLOW_LIMIT_EXCEEDED' });
    expect(runStep).toHaveBeenCalledTimes(7);
  });
});
