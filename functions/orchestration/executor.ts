import type { StateMachine, StateMachineDefinition } from 'aws-local-stepfunctions';
import {
  compileDefinition,
  type Definition,
  type ValidatedDefinition,
} from '../../shared/orchestration/definitions.ts';
import { MAX_STEP_CALLS, MAX_TRANSITIONS, RUN_TIME_LIMIT_MS } from '../../shared/orchestration/limits.ts';
import { workflowEngine } from '../../shared/orchestration/workflow-engine.ts';
import { type GroupInvoker, runStep, type StepPayload } from './steps.ts';

/** The step runner's ARN in compiled definitions run locally (each Task is overridden in process). */
const LOCAL_RUNNER_ARN = 'arn:aws:lambda:us-east-1:000000000000:function:health-ai-orchestration-steps';

export interface ExecutionOutcome {
  status: 'succeeded' | 'failed';
  output?: unknown;
  /** For a failed run: the error name and cause Step Functions reports. */
  errorName?: string;
  cause?: string;
}

type JsonValue = Parameters<StateMachine['run']>[0];

/** The errors of a run stopped by its limits (limits.ts), as Step Functions would report them. */
export const RUN_LIMIT_ERRORS = {
  transitions: 'HealthAI.WORKFLOW_LIMIT_EXCEEDED',
  time: 'HealthAI.WORKFLOW_TIMEOUT',
} as const;

export interface RunLimits {
  maxTransitions: number;
  maxStepCalls: number;
  timeLimitMs: number;
}

const DEFAULT_LIMITS: RunLimits = {
  maxTransitions: MAX_TRANSITIONS,
  maxStepCalls: MAX_STEP_CALLS,
  timeLimitMs: RUN_TIME_LIMIT_MS,
};

/** Thrown to a Task that starts after its run was stopped: neither retried nor caught. */
class RunStopped extends Error {
  readonly isRetryable = false;
  readonly isCatchable = false;
  constructor() {
    super('The run was stopped');
    this.name = 'States.Runtime';
  }
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs a validated definition with aws-local-stepfunctions: the definition is compiled exactly as
 * for Step Functions, and every Task state (all of which call the step runner) runs `runStep` in
 * process.
 *
 * The emulator runs Pass and Choice states back to back without awaiting anything but promises, so
 * its own loop never gives timers or other requests a turn: the run's limits are kept from its
 * event log (each state entered or retried is a transition), which it fills as it goes and which,
 * read here, stays empty instead of holding every state's input; every Task first yields to the
 * event loop, so the time limit's timer fires and other requests are served. A stopped run is
 * aborted: the emulator ends at its next transition and no further Task calls an operation.
 */
export const executeLocally = async (
  validated: ValidatedDefinition,
  input: Record<string, unknown>,
  invoke?: GroupInvoker,
  limits: RunLimits = DEFAULT_LIMITS,
): Promise<ExecutionOutcome> => {
  const compiled: Definition = compileDefinition(validated, LOCAL_RUNNER_ARN);
  const { StateMachine } = workflowEngine();
  const machine = new StateMachine(compiled as unknown as StateMachineDefinition, {
    // Already checked by validateDefinition (asl-validator and our rules); checking again costs a second.
    validationOptions: { noValidate: true },
  });
  let stopped: ExecutionOutcome | undefined;
  let abort: (() => void) | undefined;
  const stop = (errorName: string, cause: string): void => {
    if (stopped) return;
    stopped = { status: 'failed', errorName, cause };
    abort?.();
  };
  let calls = 0;
  const handlers: Record<string, (input: JsonValue) => Promise<JsonValue>> = {};
  for (const { state } of validated.tasks) {
    handlers[state] = async (payload) => {
      await yieldToEventLoop();
      if (stopped) throw new RunStopped();
      calls += 1;
      if (calls > limits.maxStepCalls) {
        stop(
          RUN_LIMIT_ERRORS.transitions,
          `The run reached its limit of ${limits.maxStepCalls} operation calls (Task states run, retries included) at state ${state}`,
        );
        throw new RunStopped();
      }
      return (await runStep(payload as unknown as StepPayload, invoke)) as JsonValue;
    };
  }
  const execution = machine.run(input as JsonValue, { overrides: { taskResourceLocalHandlers: handlers } });
  abort = execution.abort;
  if (stopped) execution.abort();
  const timer = setTimeout(
    () =>
      stop(
        RUN_LIMIT_ERRORS.time,
        `The run reached its time limit of ${limits.timeLimitMs / 1000} s and was stopped`,
      ),
    limits.timeLimitMs,
  );
  void (async () => {
    let transitions = 0;
    for await (const event of execution.eventLogs) {
      if (event.type !== 'StateEntered' && event.type !== 'StateRetried') continue;
      transitions += 1;
      if (transitions > limits.maxTransitions) {
        stop(
          RUN_LIMIT_ERRORS.transitions,
          `The run reached its limit of ${limits.maxTransitions} state transitions (retries included) at state ${event.state.name}`,
        );
        return;
      }
    }
  })().catch(() => undefined);
  try {
    const output = await execution.result;
    return stopped ?? { status: 'succeeded', output };
  } catch (error) {
    if (stopped) return stopped;
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    return {
      status: 'failed',
      errorName: cause?.name ?? 'States.Runtime',
      cause: cause?.message ?? 'The workflow failed',
    };
  } finally {
    clearTimeout(timer);
  }
};
