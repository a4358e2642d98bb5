import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import {
  compileDefinition,
  type Definition,
  type ValidatedDefinition,
} from '../../shared/orchestration/definitions.ts';
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

/**
 * Runs a validated definition with aws-local-stepfunctions: the definition is compiled exactly as
 * for Step Functions, and every Task state (all of which call the step runner) runs `runStep` in
 * process.
 */
export const executeLocally = async (
  validated: ValidatedDefinition,
  input: Record<string, unknown>,
  invoke?: GroupInvoker,
): Promise<ExecutionOutcome> => {
  const compiled: Definition = compileDefinition(validated, LOCAL_RUNNER_ARN);
  const machine = new StateMachine(compiled as unknown as StateMachineDefinition, {
    // Already checked by validateDefinition (asl-validator and our rules); checking again costs a second.
    validationOptions: { noValidate: true },
  });
  const handlers: Record<string, (input: JsonValue) => Promise<JsonValue>> = {};
  for (const { state } of validated.tasks) {
    handlers[state] = async (payload) =>
      (await runStep(payload as unknown as StepPayload, invoke)) as JsonValue;
  }
  const execution = machine.run(input as JsonValue, { overrides: { taskResourceLocalHandlers: handlers } });
  try {
    const output = await execution.result;
    return { status: 'succeeded', output };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    return {
      status: 'failed',
      errorName: cause?.name ?? 'States.Runtime',
      cause: cause?.message ?? 'The workflow failed',
    };
  }
};
