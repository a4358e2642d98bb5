import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import type { Definition } from '../../shared/orchestration/definitions.ts';
import { startWireServer } from './wire-server.ts';

/**
 * A local server speaking the Step Functions JSON protocol (X-Amz-Target:
 * AWSStepFunctions.StartSyncExecution / StartExecution / DescribeExecution), which runs each
 * machine's deployed definition with aws-local-stepfunctions and hands every Task's input to
 * `invoke`, as Step Functions invokes the step runner Lambda. A Standard execution stays RUNNING
 * until `settle()` lets it end, so a test can read a run while it runs.
 */
type Json = Parameters<StateMachine['run']>[0];

interface FakeCall {
  target: string;
  body: Record<string, string>;
}

interface Execution {
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  output?: string;
  error?: string;
  cause?: string;
}

const taskStates = (definition: Record<string, unknown>, found = new Set<string>()): Set<string> => {
  const states = (definition.States ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, state] of Object.entries(states)) {
    if (state.Type === 'Task') found.add(name);
    for (const branch of (state.Branches ?? []) as Array<Record<string, unknown>>) taskStates(branch, found);
  }
  return found;
};

const run = async (
  definition: Definition,
  input: unknown,
  invoke: (payload: unknown) => Promise<unknown>,
): Promise<Execution> => {
  const machine = new StateMachine(definition as unknown as StateMachineDefinition, {
    validationOptions: { noValidate: true },
  });
  const handlers: Record<string, (input: Json) => Promise<Json>> = {};
  for (const name of taskStates(definition))
    handlers[name] = async (payload) => (await invoke(payload)) as Json;
  try {
    const output = await machine.run(input as Json, { overrides: { taskResourceLocalHandlers: handlers } })
      .result;
    return { status: 'SUCCEEDED', output: JSON.stringify(output) };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    return {
      status: 'FAILED',
      error: cause?.name ?? 'States.Runtime',
      cause: cause?.message ?? (error instanceof Error ? error.message : 'failed'),
    };
  }
};

export const startFakeStepFunctions = async (
  machines: Record<string, Definition>,
  invoke: (payload: unknown) => Promise<unknown>,
) => {
  const calls: FakeCall[] = [];
  const executions = new Map<string, Execution>();
  const pending: Array<Promise<void>> = [];
  // Sync executions still running (a client that gave up leaves one behind): close waits for them,
  // so no step reaches the store after a test has closed it.
  const syncRuns = new Set<Promise<void>>();
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = await startWireServer((request, response, raw) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify(value));
    };
    const body = JSON.parse(raw || '{}') as Record<string, string>;
    calls.push({ target, body });
    const definition = body.stateMachineArn ? machines[body.stateMachineArn] : undefined;
    const arnOf = (machineArn: string) =>
      `${machineArn.replace(':stateMachine:', ':execution:')}:${body.name}`;
    if (target === 'AWSStepFunctions.DescribeExecution') {
      const execution = executions.get(body.executionArn ?? '');
      if (!execution)
        return json(400, { __type: 'com.amazonaws.sfn#ExecutionDoesNotExist', message: 'none' });
      return json(200, {
        executionArn: body.executionArn,
        stateMachineArn: 'arn',
        status: execution.status,
        startDate: Date.now() / 1000,
        ...(execution.output ? { output: execution.output } : {}),
        ...(execution.error ? { error: execution.error, cause: execution.cause } : {}),
      });
    }
    if (!definition || !body.stateMachineArn)
      return json(400, { __type: 'com.amazonaws.sfn#StateMachineDoesNotExist', message: 'no machine' });
    const input = JSON.parse(body.input ?? '{}') as unknown;
    const executionArn = arnOf(body.stateMachineArn);
    if (target === 'AWSStepFunctions.StartSyncExecution') {
      const running = run(definition, input, invoke).then((end) =>
        json(200, { executionArn, startDate: Date.now() / 1000, stopDate: Date.now() / 1000, ...end }),
      );
      syncRuns.add(running);
      void running.finally(() => syncRuns.delete(running));
      return;
    }
    if (target === 'AWSStepFunctions.StartExecution') {
      executions.set(executionArn, { status: 'RUNNING' });
      pending.push(
        gate.then(async () => {
          executions.set(executionArn, await run(definition, input, invoke));
        }),
      );
      return json(200, { executionArn, startDate: Date.now() / 1000 });
    }
    return json(400, { __type: 'com.amazonaws.sfn#UnknownOperation', message: target });
  });
  return {
    endpoint: server.origin,
    calls,
    executions,
    /** Lets the Standard executions started so far run to their end, and waits for them. */
    settle: async () => {
      release();
      await Promise.all(pending);
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    close: async () => {
      await Promise.allSettled([...syncRuns]);
      await server.close();
    },
  };
};
