import { SFNClient } from '@aws-sdk/client-sfn';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handleRunnerEvent, isRunnerEvent } from '../../../functions/orchestration/runner.ts';
import {
  type StateMachines,
  StepFunctionsRunner,
  setStepFunctions,
} from '../../../functions/orchestration/stepfunctions.ts';
import { stepOperations } from '../../../functions/orchestration/steps.ts';
import { type Definition, TEMPLATES, validateDefinition } from '../../../shared/orchestration/definitions.ts';
import { expressDefinition, standardDefinition } from '../../../shared/orchestration/machines.ts';
import { workflowRuns } from '../../../shared/orchestration/runs.ts';
import { deliveryQueue } from '../../../shared/webhooks/dispatch.ts';
import type { LocalDeliveryQueue } from '../../../shared/webhooks/queue.ts';
import { startFakeStepFunctions } from '../../support/fake-sfn.ts';
import { useApiWithCaller } from '../../support/local-api.ts';
import { startWebhookReceiver } from '../../support/webhook-receiver.ts';

/**
 * The AWS path: the orchestration function starts executions of the deployed machines (the same
 * definitions CDK deploys, from shared/orchestration/machines.ts) on a local server speaking the
 * Step Functions protocol, which runs them and invokes the step runner for every Task.
 */
const RUNNER = 'arn:aws:lambda:us-east-1:000000000000:function:health-ai-orchestration';
const machineArn = (name: string) => `arn:aws:states:us-east-1:000000000000:stateMachine:wf-${name}`;

interface Run {
  runId: string;
  status: 'running' | 'succeeded' | 'failed';
  steps: Array<{ state: string; status: string }>;
  output?: Record<string, unknown>;
  error?: { code: string; state?: string };
}

const t = useApiWithCaller({ tier: 'enterprise' });
let sfn: Awaited<ReturnType<typeof startFakeStepFunctions>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let dropReports = false;

const healthDataInput = {
  data: { bloodPressure: [{ systolic: 142, diastolic: 91, timestamp: '2026-11-20T08:00:00Z' }] },
  symptoms: ['mild headache'],
};

beforeAll(async () => {
  const allowed = new Set(stepOperations().keys());
  const definitions: Record<string, Definition> = {};
  const pair = (id: string, definition?: Definition) => {
    const validated = definition ? validateDefinition(definition, allowed) : undefined;
    if (validated && 'issues' in validated) throw new Error(`template ${id}`);
    definitions[machineArn(`${id}-express`)] = expressDefinition(validated, RUNNER);
    definitions[machineArn(`${id}-standard`)] = standardDefinition(validated, RUNNER);
    return { express: machineArn(`${id}-express`), standard: machineArn(`${id}-standard`) };
  };
  const machines: StateMachines = { templates: {}, custom: pair('custom') };
  for (const [name, { definition }] of Object.entries(TEMPLATES))
    machines.templates[name] = pair(name, definition);
  sfn = await startFakeStepFunctions(definitions, async (payload) => {
    // As Lambda would: the orchestration handler's runner branch, for an event it recognises.
    if (!isRunnerEvent(payload)) throw new Error('not a runner event');
    if (dropReports && 'complete' in payload) return {};
    return handleRunnerEvent(payload);
  });
  const client = new SFNClient({
    endpoint: sfn.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    // StartSyncExecution goes to sync-states.<region>: no host prefix on a local endpoint.
    disableHostPrefix: true,
    requestHandler: { requestTimeout: 20_000 },
  });
  setStepFunctions(new StepFunctionsRunner(machines, client));
  receiver = await startWebhookReceiver();
});

afterEach(() => {
  sfn.calls.length = 0;
});

afterAll(async () => {
  setStepFunctions(undefined);
  // Runs and webhook deliveries still in flight read the store: let them end before it closes
  // (after this hook, in reverse order of registration).
  await sfn.close();
  await (deliveryQueue() as LocalDeliveryQueue).idle();
  await receiver.close();
});

describe('orchestration on Step Functions', () => {
  it('runs a sync template on its Express machine and answers 200 with every step', async () => {
    // Act
    const result = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', input: healthDataInput },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('succeeded');
    expect(sfn.calls.map((call) => [call.target, call.body.stateMachineArn])).toEqual([
      ['AWSStepFunctions.StartSyncExecution', machineArn('health-data-symptoms-express')],
    ]);
    expect(sfn.calls[0]?.body.name).toBe(result.body.runId);
    expect(result.body.steps.map((step) => [step.state, step.status])).toEqual([
      ['AnalyzeHealthData', 'succeeded'],
      ['CheckSymptoms', 'succeeded'],
    ]);
    expect(result.body.output).toHaveProperty('steps.symptoms');
    expect(result.body.output).not.toHaveProperty('caller');
  });

  it('runs a custom definition on the custom Express machine, failing with the step that failed', async () => {
    // Arrange
    const definition = {
      StartAt: 'Analyze',
      States: {
        Analyze: {
          Type: 'Task',
          Resource: 'healthai:POST /api/v1/health-data/analyze',
          Parameters: { data: 'not health data' },
          End: true,
        },
      },
    };

    // Act
    const result = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { definition, input: {} },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(sfn.calls[0]?.body.stateMachineArn).toBe(machineArn('custom-express'));
    expect(JSON.parse(sfn.calls[0]?.body.input ?? '{}')).toMatchObject({ definition, input: {} });
    expect(result.body.status).toBe('failed');
    expect(result.body.error).toMatchObject({ state: 'Analyze', code: 'VALIDATION_ERROR' });
  });

  it('starts an async run on the Standard machine (202), reads it running, then finished, with one webhook', async () => {
    // Arrange
    const webhook = await t.http.post<{ id: string }>('/api/v1/webhooks', {
      key: t.caller.key,
      json: { url: receiver.url, events: ['workflow.completed'] },
    });
    expect(webhook.status).toBe(201);

    // Act
    const started = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', mode: 'async', input: healthDataInput },
    });
    const running = await t.http.get<Run>(`/api/v1/orchestrate/${started.body.runId}`, {
      key: t.caller.key,
    });
    await sfn.settle();
    const finished = await t.http.get<Run>(`/api/v1/orchestrate/${started.body.runId}`, {
      key: t.caller.key,
    });
    await (deliveryQueue() as LocalDeliveryQueue).idle();

    // Assess
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('running');
    expect(sfn.calls[0]).toMatchObject({
      target: 'AWSStepFunctions.StartExecution',
      body: { stateMachineArn: machineArn('health-data-symptoms-standard'), name: started.body.runId },
    });
    expect(running.body.status).toBe('running');
    expect(sfn.calls.some((call) => call.target === 'AWSStepFunctions.DescribeExecution')).toBe(true);
    expect(finished.body.status).toBe('succeeded');
    expect(finished.body.steps).toHaveLength(2);
    expect(finished.body.output).toHaveProperty('steps.symptoms');
    const completed = receiver.received.filter((event) => event.body.includes(started.body.runId));
    expect(completed).toHaveLength(1);
    expect(JSON.parse(completed[0]?.body ?? '{}')).toMatchObject({
      type: 'workflow.completed',
      data: { runId: started.body.runId, status: 'succeeded' },
    });
  });

  it('finishes an async run from a status read when the execution ended without its report', async () => {
    // Arrange: the report invocation is lost; the execution itself succeeds.
    dropReports = true;
    const started = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { template: 'health-data-symptoms', mode: 'async', input: healthDataInput },
    });
    await sfn.settle();
    dropReports = false;
    const before = await workflowRuns.get(t.caller.orgId, started.body.runId, new Date());

    // Act
    const read = await t.http.get<Run>(`/api/v1/orchestrate/${started.body.runId}`, { key: t.caller.key });
    const again = await t.http.get<Run>(`/api/v1/orchestrate/${started.body.runId}`, { key: t.caller.key });
    await (deliveryQueue() as LocalDeliveryQueue).idle();

    // Assess
    expect(before?.status).toBe('running');
    expect(before?.executionArn).toBe(
      `${machineArn('health-data-symptoms-standard').replace(':stateMachine:', ':execution:')}:${started.body.runId}`,
    );
    expect(read.body.status).toBe('succeeded');
    expect(read.body.output).toHaveProperty('steps.symptoms');
    expect(again.body.status).toBe('succeeded');
    // Read as finished once: DescribeExecution once, and one webhook.
    expect(sfn.calls.filter((call) => call.target === 'AWSStepFunctions.DescribeExecution')).toHaveLength(1);
    expect(receiver.received.filter((event) => event.body.includes(started.body.runId))).toHaveLength(1);
  });

  it('reports a failed async run from its Standard execution, with the step that failed', async () => {
    // Arrange
    const definition = {
      StartAt: 'Analyze',
      States: {
        Analyze: {
          Type: 'Task',
          Resource: 'healthai:POST /api/v1/health-data/analyze',
          Parameters: { data: 'not health data' },
          End: true,
        },
      },
    };
    const started = await t.http.post<Run>('/api/v1/orchestrate', {
      key: t.caller.key,
      json: { definition, input: {}, mode: 'async' },
    });

    // Act
    await sfn.settle();
    const record = await workflowRuns.get(t.caller.orgId, started.body.runId, new Date());

    // Assess: the report finished the run before any status read; the execution itself failed.
    expect(sfn.calls[0]?.body.stateMachineArn).toBe(machineArn('custom-standard'));
    expect(record?.status).toBe('failed');
    expect(record?.error).toMatchObject({ state: 'Analyze', code: 'VALIDATION_ERROR' });
    const arn = `${machineArn('custom-standard').replace(':stateMachine:', ':execution:')}:${started.body.runId}`;
    expect(sfn.executions.get(arn)?.status).toBe('FAILED');
  });

  it('tells runner events from API Gateway events', () => {
    expect(isRunnerEvent({ operation: 'POST /x', state: 'S', caller: {} })).toBe(true);
    expect(isRunnerEvent({ complete: 'succeeded', caller: {} })).toBe(true);
    expect(isRunnerEvent({ httpMethod: 'POST', operation: 'x', caller: {} })).toBe(false);
    expect(isRunnerEvent(null)).toBe(false);
  });
});
