import { validateDefinition } from '../../shared/orchestration/definitions.ts';
import { isRecord } from '../../shared/records.ts';
import { executeLocally } from './executor.ts';
import { completeRun } from './service.ts';
import { type GroupInvoker, runStep, type StepPayload, stepOperations } from './steps.ts';

/**
 * What Step Functions hands the orchestration function, which is also the step runner: one Task
 * (`operation`), a custom definition to run (`interpret`, from the custom machines), or a Standard
 * execution's end (`complete`). API Gateway events always carry `httpMethod`; these never do.
 */
export type RunnerEvent =
  | StepPayload
  | { interpret: unknown; input: Record<string, unknown> }
  | {
      complete: 'succeeded' | 'failed';
      caller: StepPayload['caller'];
      output?: unknown;
      error?: string;
      cause?: string;
    };

export const isRunnerEvent = (event: unknown): event is RunnerEvent =>
  isRecord(event) &&
  event.httpMethod === undefined &&
  ('interpret' in event || 'complete' in event || ('operation' in event && 'caller' in event));

/** A failed workflow as Step Functions should see it: its error name and cause. */
class WorkflowFailure extends Error {
  constructor(name: string, cause: string) {
    super(cause);
    this.name = name;
  }
}

export const handleRunnerEvent = async (event: RunnerEvent, invoke?: GroupInvoker): Promise<unknown> => {
  if ('complete' in event) {
    await completeRun(
      { orgId: event.caller.orgId, runId: event.caller.runId },
      event.complete === 'succeeded'
        ? { status: 'succeeded', output: event.output }
        : {
            status: 'failed',
            errorName: event.error ?? 'States.Runtime',
            cause: event.cause ?? 'The workflow failed',
          },
    );
    return {};
  }
  if ('interpret' in event) {
    // Validated when the run started; checked again, as this input could come from anywhere.
    const validated = validateDefinition(event.interpret, new Set(stepOperations().keys()));
    if ('issues' in validated)
      throw new WorkflowFailure('HealthAI.VALIDATION_ERROR', 'The workflow definition is not valid');
    const outcome = await executeLocally(validated, event.input, invoke);
    if (outcome.status === 'failed')
      throw new WorkflowFailure(
        outcome.errorName ?? 'States.Runtime',
        outcome.cause ?? 'The workflow failed',
      );
    return outcome.output;
  }
  return runStep(event, invoke);
};
