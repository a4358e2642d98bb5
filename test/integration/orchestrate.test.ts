import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryQueue } from '../../shared/webhooks/dispatch.ts';
import type { LocalDeliveryQueue } from '../../shared/webhooks/queue.ts';
import { type ErrorBody, signUpTenant, useApiWithCaller } from '../support/local-api.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

interface Step {
  state: string;
  operation: string;
  status: 'succeeded' | 'failed';
  result?: Record<string, unknown>;
  error?: { status: number; code: string; error: string };
}
interface Run {
  urgentCare?: string;
  urgency?: 'emergency' | 'urgent';
  runId: string;
  status: 'running' | 'succeeded' | 'failed';
  mode: 'sync' | 'async';
  steps: Step[];
  output?: Record<string, unknown>;
  error?: { state?: string; status: number; code: string; error: string };
  expiresAt: string;
}

const t = useApiWithCaller({ tier: 'enterprise' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  await receiver.close();
});

const healthDataInput = {
  data: {
    bloodPressure: [
      { systolic: 142, diastolic: 91, timestamp: '2026-11-20T08:00:00Z' },
      { systolic: 138, diastolic: 88, timestamp: '2026-11-21T08:00:00Z' },
    ],
  },
  symptoms: ['mild headache'],
};

const remaining = async (key: string): Promise<number> =>
  Number((await t.http.get('/api/v1/users/me', { key })).headers.get('x-ratelimit-remaining'));

describe('POST /api/v1/orchestrate', () => {
  it('runs a template through each step and answers 200 with every step result', async () => {
    // Act
    const result = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', input: healthDataInput },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('succeeded');
    expect(result.body.steps.map((step) => [step.state, step.operation, step.status])).toEqual([
      ['AnalyzeHealthData', 'POST /api/v1/health-data/analyze', 'succeeded'],
      ['CheckSymptoms', 'POST /api/v1/diagnostics/symptoms', 'succeeded'],
    ]);
    expect(result.body.steps[0]?.result).toHaveProperty('analysis');
    expect(result.body.output).toHaveProperty('steps.analysis');
    expect(result.body.output).not.toHaveProperty('caller');
    const read = await t.http.get<Run>(`/api/v1/orchestrate/${result.body.runId}`, { key: t.caller.key });
    expect(read.status).toBe(200);
    expect(read.body.steps).toHaveLength(2);
  });

  it('health-data-symptoms: each step sees the blood pressure and the symptoms, and the run leads with the most urgent', async () => {
    // Arrange: hostile test S7 (2026-11-29): a crisis reading with a headache was self-care in triage.
    const input = {
      data: { bloodPressure: [{ systolic: 190, diastolic: 125 }] },
      symptoms: ['headache'],
    };
    const direct = await t.http.post<{ alerts: Array<{ urgency: string }> }>('/api/v1/health-data/analyze', {
      key: t.caller.key,
      json: { data: { ...input.data, symptoms: input.symptoms } },
    });

    // Act
    const result = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', input },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(direct.body.alerts[0]?.urgency).toBe('emergency');
    const [analysis, triage] = result.body.steps;
    expect(analysis?.result?.alerts).toEqual(direct.body.alerts);
    expect(triage?.result?.triage).toBe('urgent-care');
    expect(result.body.urgency).toBe('emergency');
    expect(result.body.urgentCare).toMatch(/^This may be an emergency\. .*180\/120/);
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.output).not.toHaveProperty('templateInput');
    const read = await t.http.get<Run>(`/api/v1/orchestrate/${result.body.runId}`, { key: t.caller.key });
    expect(read.body.urgentCare).toBe(result.body.urgentCare);
    const calm = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', input: healthDataInput },
    });
    expect(calm.body).not.toHaveProperty('urgentCare');
    const reserved = await t.http.post<ErrorBody>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', input: { ...input, templateInput: {} } },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.details?.[0]?.path).toBe('body.input');
  });

  it('runs labs → drug interactions → ask with the findings as context', async () => {
    // Act
    const result = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: {
        template: 'labs-medications-question',
        input: {
          labs: [{ test: 'potassium', value: 5.8, unit: 'mmol/L' }],
          medications: ['lisinopril', 'spironolactone'],
          question: 'Is my potassium level a concern with my medicines?',
        },
      },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('succeeded');
    expect(result.body.steps.map((step) => step.state)).toEqual([
      'InterpretLabs',
      'CheckInteractions',
      'Ask',
    ]);
    expect(result.body.steps[2]?.result).toHaveProperty('answer');
  });

  it('counts each step against the daily limit', async () => {
    // Arrange
    const before = await remaining(t.caller.key);

    // Act
    const result = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', input: healthDataInput },
    });

    // Assess: the orchestrate call, its two steps and the users/me call itself.
    expect(result.body.status).toBe('succeeded');
    expect(before - (await remaining(t.caller.key))).toBe(4);
  });

  it('fails the run with 403 in the step a key may not call', async () => {
    // Arrange
    const limited = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: t.caller.key,
      json: { name: 'orchestration only', permissions: ['orchestration', 'health-data'] },
    });
    expect(limited.status).toBe(201);

    // Act
    const result = await t.http.post<Run>('/api/v1/orchestrate', {
      key: limited.body.key,
      json: { template: 'health-data-symptoms', input: healthDataInput },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('failed');
    expect(result.body.steps.map((step) => step.status)).toEqual(['succeeded', 'failed']);
    expect(result.body.steps[1]?.error).toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });
    expect(result.body.error).toMatchObject({
      state: 'CheckSymptoms',
      status: 403,
      code: 'PERMISSION_DENIED',
    });
  });

  it('reports a step refused by the operation with its 400 in our error shape', async () => {
    // Act
    const result = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: {
        definition: {
          StartAt: 'Interactions',
          States: {
            Interactions: { Type: 'Task', Resource: 'healthai:POST /api/v1/drug-interactions', End: true },
          },
        },
        input: { medications: 'not a list' },
      },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('failed');
    expect(result.body.error).toMatchObject({ state: 'Interactions', status: 400, code: 'VALIDATION_ERROR' });
  });

  it('runs a custom definition with Pass and Choice states', async () => {
    // Act
    const result = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: {
        definition: {
          StartAt: 'Prepare',
          States: {
            Prepare: { Type: 'Pass', Result: ['warfarin', 'aspirin'], ResultPath: '$.meds', Next: 'Check' },
            Check: {
              Type: 'Task',
              Resource: 'healthai:POST /api/v1/drug-interactions',
              Parameters: { 'medications.$': '$.meds' },
              ResultSelector: { 'count.$': 'States.ArrayLength($.interactions)' },
              ResultPath: '$.found',
              Next: 'Any',
            },
            Any: {
              Type: 'Choice',
              Choices: [{ Variable: '$.found.count', NumericGreaterThan: 0, Next: 'Done' }],
              Default: 'Done',
            },
            Done: { Type: 'Succeed' },
          },
        },
      },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('succeeded');
    expect(result.body.output).toMatchObject({ found: { count: expect.any(Number) } });
  });

  it('answers 202 for an async run, then GET shows its status and results', async () => {
    // Act
    const started = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', input: healthDataInput, mode: 'async' },
    });

    // Assess
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'running', mode: 'async' });
    let run = started.body;
    for (let i = 0; i < 100 && run.status === 'running'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await t.http.get<Run>(`/api/v1/orchestrate/${started.body.runId}`, { key: t.caller.key })).body;
    }
    expect(run.status).toBe('succeeded');
    expect(run.steps).toHaveLength(2);
  });

  it('announces the end of an async run with a workflow.completed webhook, without health data', async () => {
    // Arrange
    const subscribed = await t.http.post('/api/v1/webhooks', {
      key: t.caller.key,
      json: { url: receiver.url, events: ['workflow.completed'] },
    });
    expect(subscribed.status).toBe(201);

    // Act
    const started = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', input: healthDataInput, mode: 'async' },
    });
    let run = started.body;
    for (let i = 0; i < 100 && run.status === 'running'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await t.http.get<Run>(`/api/v1/orchestrate/${started.body.runId}`, { key: t.caller.key })).body;
    }
    await (deliveryQueue() as LocalDeliveryQueue).idle();

    // Assess
    const events = receiver.received
      .map((delivery) => JSON.parse(delivery.body) as { type: string; data: Record<string, unknown> })
      .filter((event) => event.type === 'workflow.completed' && event.data.runId === started.body.runId);
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({ status: 'succeeded', template: 'health-data-symptoms' });
    // No reading in any field (the timestamp is left out: its milliseconds can be any three digits).
    for (const value of Object.values(events[0]?.data ?? {}).map(String))
      expect(value).not.toMatch(/\b142\b/);
  });

  it('refuses a custom definition whose Task names an unknown resource with 400 and the state', async () => {
    // Act
    const result = await t.http.post<ErrorBody>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: {
        definition: {
          StartAt: 'Steal',
          States: {
            Steal: { Type: 'Task', Resource: 'arn:aws:states:::dynamodb:getItem', End: true },
          },
        },
      },
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details).toContainEqual(
      expect.objectContaining({ path: 'body.definition.States.Steal.Resource' }),
    );
  });

  it.each([
    [
      'an unknown operation',
      { StartAt: 'A', States: { A: { Type: 'Task', Resource: 'healthai:POST /api/v1/nope', End: true } } },
    ],
    [
      'the orchestration itself',
      {
        StartAt: 'A',
        States: { A: { Type: 'Task', Resource: 'healthai:POST /api/v1/orchestrate', End: true } },
      },
    ],
    ['a missing StartAt target', { StartAt: 'B', States: { A: { Type: 'Pass', End: true } } }],
    ['no States', { StartAt: 'A' }],
    ['an unknown state type', { StartAt: 'A', States: { A: { Type: 'Tusk', End: true } } }],
    ['a Map state', { StartAt: 'A', States: { A: { Type: 'Map', End: true } } }],
    ['a Wait state', { StartAt: 'A', States: { A: { Type: 'Wait', Seconds: 600, End: true } } }],
    ['a state without Next or End', { StartAt: 'A', States: { A: { Type: 'Pass' } } }],
    ['JSONata', { QueryLanguage: 'JSONata', StartAt: 'A', States: { A: { Type: 'Pass', End: true } } }],
  ])('refuses a malformed definition (%s) with 400', async (_name, definition) => {
    // Act
    const result = await t.http.post<ErrorBody>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { definition },
    });

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.length).toBeGreaterThan(0);
  });

  it.each([
    ['both template and definition', { template: 'health-data-symptoms', definition: { StartAt: 'A' } }],
    ['neither', { input: {} }],
    ['an unknown template', { template: 'nope' }],
    ['a definition of the wrong type', { definition: 'StartAt' }],
    ['input of the wrong type', { template: 'health-data-symptoms', input: [] }],
    ['a reserved input field', { template: 'health-data-symptoms', input: { caller: {} } }],
    ['an unknown mode', { template: 'health-data-symptoms', mode: 'later' }],
    ['an unknown field', { template: 'health-data-symptoms', extra: true }],
  ])('refuses %s with 400', async (_name, json) => {
    const result = await t.http.post<ErrorBody>('/api/v1/orchestrate', { key: t.caller.key, json });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another organization's run and for an unknown run", async () => {
    // Arrange
    const run = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', input: healthDataInput },
    });
    const other = await signUpTenant(t.http, { tier: 'enterprise' });

    // Act
    const foreign = await t.http.get<ErrorBody>(`/api/v1/orchestrate/${run.body.runId}`, { key: other.key });
    const unknown = await t.http.get<ErrorBody>('/api/v1/orchestrate/run_unknown', { key: t.caller.key });

    // Assess
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
