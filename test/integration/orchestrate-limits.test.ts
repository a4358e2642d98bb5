import { describe, expect, it } from 'vitest';
import { MAX_STEP_CALLS, ORPHANED_AFTER_MS } from '../../shared/orchestration/limits.ts';
import { newRunId, workflowRuns } from '../../shared/orchestration/runs.ts';
import { type ErrorBody, useApiWithCaller } from '../support/local-api.ts';

/**
 * Hostile workflows (issue: a tester froze the process with a Pass/Choice loop, read a created API
 * key back from a run, retried a Task 99,999 times, and wrote through `$.constructor`): each is
 * refused up front or ends as a failed run, and the process keeps answering.
 */

interface Step {
  state: string;
  operation: string;
  status: 'succeeded' | 'failed';
  result?: unknown;
  error?: { status: number; code: string; error: string };
}
interface Run {
  runId: string;
  status: 'running' | 'succeeded' | 'failed';
  steps: Step[];
  output?: Record<string, unknown>;
  error?: { state?: string; status: number; code: string; error: string };
}

const t = useApiWithCaller({ tier: 'clinical' });

/** A hang guard, not a speed assertion: a request that never answers fails the test instead. */
const HANG_GUARD_MS = 20_000;
const withinGuard = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no answer: the request hung')), HANG_GUARD_MS),
    ),
  ]);

const orchestrate = <T = Run>(json: unknown, key = t.caller.key) =>
  withinGuard(t.http.post<T>('/api/v1/orchestrate', { key, json }));

const expectOneErrorShape = (body: ErrorBody) => {
  expect(body).toMatchObject({
    error: expect.any(String),
    code: 'VALIDATION_ERROR',
    timestamp: expect.any(String),
    requestId: expect.any(String),
  });
};

describe('workflow loops', () => {
  it("refuses the tester's Pass/Choice loop with 400 naming the state, and the process keeps answering", async () => {
    // Arrange
    const definition = {
      StartAt: 'A',
      States: {
        A: { Type: 'Pass', Next: 'B' },
        B: {
          Type: 'Choice',
          Choices: [{ Variable: '$.x', NumericEquals: 1, Next: 'A' }],
          Default: 'Done',
        },
        Done: { Type: 'Succeed' },
      },
    };

    // Act
    const [result, health] = await Promise.all([
      orchestrate<ErrorBody>({ definition, input: { x: 1 } }),
      withinGuard(t.http.get('/api/v1/health')),
    ]);

    // Assess
    expect(result.status).toBe(400);
    expectOneErrorShape(result.body);
    expect(result.body.details).toContainEqual(
      expect.objectContaining({ path: 'body.definition.States.A', message: expect.stringContaining('Task') }),
    );
    expect(health.status).toBe(200);
  });

  it('stops a loop through a Task at its operation-call cap, failing the run, while other requests are answered', async () => {
    // Arrange: every pass fails its step (400) and catches it, then goes round again.
    const definition = {
      StartAt: 'Check',
      States: {
        Check: {
          Type: 'Task',
          Resource: 'healthai:POST /api/v1/drug-interactions',
          Parameters: { medications: 'not a list' },
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'Again' }],
          End: true,
        },
        Again: { Type: 'Pass', Next: 'Check' },
      },
    };
    let runAnswered = false;

    // Act
    const run = orchestrate({ definition, input: {} }).then((answer) => {
      runAnswered = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await withinGuard(t.http.get('/api/v1/health'));
    const healthAnsweredWhileRunning = !runAnswered;
    const result = await run;

    // Assess
    expect(health.status).toBe(200);
    expect(healthAnsweredWhileRunning).toBe(true);
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('failed');
    expect(result.body.error).toMatchObject({ status: 422, code: 'WORKFLOW_LIMIT_EXCEEDED' });
    expect(result.body.steps.length).toBeLessThanOrEqual(MAX_STEP_CALLS);
    const read = await t.http.get<Run>(`/api/v1/orchestrate/${result.body.runId}`, { key: t.caller.key });
    expect(read.body).toMatchObject({ status: 'failed', error: { code: 'WORKFLOW_LIMIT_EXCEEDED' } });
  });
});

describe('secrets in workflows', () => {
  it.each([
    ['a new API key', 'healthai:POST /api/v1/api-keys', { name: 'escalate', permissions: ['*'] }],
    ['a webhook (its signing secret)', 'healthai:POST /api/v1/webhooks', { url: 'https://example.org/hook' }],
    ['the plan', 'healthai:PUT /api/v1/subscriptions', { plan: 'clinical' }],
    ['an organization (administration)', 'healthai:POST /api/v1/admin/organizations', { name: 'x' }],
    ['the user list (administration)', 'healthai:GET /api/v1/admin/users', {}],
  ])(
    'refuses a Task creating or reading %s with 400 naming the state',
    async (_name, resource, parameters) => {
      // Act
      const result = await orchestrate<ErrorBody>({
        definition: {
          StartAt: 'Escalate',
          States: { Escalate: { Type: 'Task', Resource: resource, Parameters: parameters, End: true } },
        },
      });

      // Assess
      expect(result.status).toBe(400);
      expectOneErrorShape(result.body);
      expect(result.body.details).toContainEqual(
        expect.objectContaining({ path: 'body.definition.States.Escalate.Resource' }),
      );
    },
  );

  it('stores and answers no API key or webhook secret that went through a run', async () => {
    // Arrange: the caller's own key and a webhook secret travel in the input, into the output.
    const secrets = { note: `key ${t.caller.key} and whsec_c2VjcmV0c2VjcmV0`, apiKey: t.caller.key };

    // Act
    const result = await orchestrate({
      definition: {
        StartAt: 'Keep',
        States: { Keep: { Type: 'Pass', ResultPath: '$.copy', End: true } },
      },
      input: secrets,
    });
    const read = await t.http.get<Run>(`/api/v1/orchestrate/${result.body.runId}`, { key: t.caller.key });

    // Assess
    expect(result.body.status).toBe('succeeded');
    for (const text of [JSON.stringify(result.body), read.text]) {
      expect(text).not.toContain(t.caller.key);
      expect(text).not.toContain('whsec_');
      expect(text).not.toMatch(/hcs_[A-Za-z0-9]/);
    }
    expect(read.body.output).toMatchObject({ apiKey: '[redacted]', copy: { apiKey: '[redacted]' } });
  });

  it('answers a run stored before redaction with its secrets redacted', async () => {
    // Arrange: what a run that called POST /api/v1/api-keys stored before workflows were refused it.
    const runId = newRunId();
    const now = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const leaked = { id: 'key_x', key: t.caller.key, permissions: ['*'] };
    await workflowRuns.create({
      id: runId,
      orgId: t.caller.orgId,
      keyId: t.caller.keyId,
      mode: 'sync',
      status: 'succeeded',
      startedAt: now,
      completedAt: now,
      output: { created: leaked },
      expiresAt,
    });
    await workflowRuns.addStep(
      t.caller.orgId,
      runId,
      {
        state: 'Escalate',
        operation: 'POST /api/v1/api-keys',
        status: 'succeeded',
        startedAt: now,
        completedAt: now,
        result: leaked,
      },
      expiresAt,
    );

    // Act
    const read = await t.http.get<Run>(`/api/v1/orchestrate/${runId}`, { key: t.caller.key });

    // Assess
    expect(read.status).toBe(200);
    expect(read.text).not.toContain(t.caller.key);
    expect(read.body.steps[0]?.result).toEqual({ id: 'key_x', key: '[redacted]', permissions: ['*'] });
  });

  it('answers 404 to another key of the organization for a run it did not start', async () => {
    // Arrange
    const other = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: t.caller.key,
      json: { name: 'workflows only', permissions: ['orchestration'] },
    });
    expect(other.status).toBe(201);
    const run = await orchestrate({
      definition: { StartAt: 'Keep', States: { Keep: { Type: 'Pass', End: true } } },
      input: { a: 1 },
    });

    // Act
    const foreign = await t.http.get<ErrorBody>(`/api/v1/orchestrate/${run.body.runId}`, {
      key: other.body.key,
    });
    const own = await t.http.get<Run>(`/api/v1/orchestrate/${run.body.runId}`, { key: t.caller.key });

    // Assess
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(own.status).toBe(200);
  });
});

describe('retries', () => {
  it.each([
    ['IntervalSeconds 0', { ErrorEquals: ['States.ALL'], IntervalSeconds: 0 }, 'IntervalSeconds'],
    ['MaxAttempts 99999', { ErrorEquals: ['States.ALL'], MaxAttempts: 99999 }, 'MaxAttempts'],
    ['a BackoffRate below 1', { ErrorEquals: ['States.ALL'], BackoffRate: 0.5 }, 'BackoffRate'],
  ])('refuses a retrier with %s with 400 naming its field', async (_name, retrier, field) => {
    // Act
    const result = await orchestrate<ErrorBody>({
      definition: {
        StartAt: 'Check',
        States: {
          Check: {
            Type: 'Task',
            Resource: 'healthai:POST /api/v1/drug-interactions',
            Retry: [retrier],
            End: true,
          },
        },
      },
    });

    // Assess
    expect(result.status).toBe(400);
    expectOneErrorShape(result.body);
    expect(result.body.details).toContainEqual(
      expect.objectContaining({ path: `body.definition.States.Check.Retry.0.${field}` }),
    );
  });

  it('does not retry a step its operation refused (4xx), even with States.ALL', async () => {
    // Act
    const result = await orchestrate({
      definition: {
        StartAt: 'Check',
        States: {
          Check: {
            Type: 'Task',
            Resource: 'healthai:POST /api/v1/drug-interactions',
            Parameters: { medications: 'not a list' },
            Retry: [{ ErrorEquals: ['States.ALL'], MaxAttempts: 3, IntervalSeconds: 1 }],
            End: true,
          },
        },
      },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('failed');
    expect(result.body.steps).toHaveLength(1);
    expect(result.body.error).toMatchObject({ state: 'Check', status: 400, code: 'VALIDATION_ERROR' });
  });

  it('reads a run left running past its time limit (its process ended) as failed', async () => {
    // Arrange: a run whose process is gone, as after a restart.
    const startedAt = new Date(Date.now() - ORPHANED_AFTER_MS - 60_000).toISOString();
    const runId = newRunId();
    await workflowRuns.create({
      id: runId,
      orgId: t.caller.orgId,
      keyId: t.caller.keyId,
      mode: 'async',
      status: 'running',
      startedAt,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });

    // Act
    const read = await t.http.get<Run>(`/api/v1/orchestrate/${runId}`, { key: t.caller.key });
    const again = await t.http.get<Run>(`/api/v1/orchestrate/${runId}`, { key: t.caller.key });

    // Assess
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'failed', error: { status: 422, code: 'WORKFLOW_TIMEOUT' } });
    expect(again.body.status).toBe('failed');
  });
});

describe('paths through the prototype chain', () => {
  it.each([
    [
      'ResultPath $.constructor.prototype.polluted',
      { ResultPath: '$.constructor.prototype.polluted', Result: 1 },
      'ResultPath',
    ],
    ['ResultPath $.constructor.name', { ResultPath: '$.constructor.name', Result: 1 }, 'ResultPath'],
    ['InputPath $.__proto__', { InputPath: '$.__proto__' }, 'InputPath'],
    ['a Parameters path to $.constructor', { Parameters: { 'x.$': '$.constructor' } }, 'Parameters.x.$'],
    [
      'a constructor field in Parameters',
      { Parameters: { 'constructor.$': '$.x' } },
      'Parameters.constructor.$',
    ],
  ])('refuses %s with 400 naming the path', async (_name, fields, field) => {
    // Act
    const result = await orchestrate<ErrorBody>({
      definition: { StartAt: 'A', States: { A: { Type: 'Pass', ...fields, End: true } } },
      input: {},
    });

    // Assess
    expect(result.status).toBe(400);
    expectOneErrorShape(result.body);
    expect(result.body.details).toContainEqual(
      expect.objectContaining({ path: `body.definition.States.A.${field}` }),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
