import type * as v from 'valibot';
import type { Tenant } from '../../shared/auth/tenant.ts';
import { config } from '../../shared/config.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { describeError, logger } from '../../shared/logging/logger.ts';
import {
  CALLER_FIELD,
  TEMPLATE_INPUT_FIELD,
  TEMPLATES,
  type ValidatedDefinition,
  validateDefinition,
} from '../../shared/orchestration/definitions.ts';
import { ORPHANED_AFTER_MS, RUN_TIME_LIMIT_MS } from '../../shared/orchestration/limits.ts';
import { redactSecrets, storableResult } from '../../shared/orchestration/redact.ts';
import {
  newRunId,
  type RunRecord,
  type StepError,
  type StepRecord,
  workflowRuns,
} from '../../shared/orchestration/runs.ts';
import { runUrgentCare } from '../../shared/orchestration/urgent.ts';
import { expiryAfter } from '../../shared/retention.ts';
import { publishEvent } from '../../shared/webhooks/dispatch.ts';
import type { OrchestrateBody, WorkflowRun } from './contract.ts';
import { type ExecutionOutcome, executeLocally, RUN_LIMIT_ERRORS } from './executor.ts';
import { executionArnOf, stepFunctions } from './stepfunctions.ts';
import { type GroupInvoker, stepOperations } from './steps.ts';

type Body = v.InferOutput<typeof OrchestrateBody>;

const MAX_STORED_BYTES = 350_000;
type RunView = v.InferInput<typeof WorkflowRun>;

/** How a run is executed: locally with aws-local-stepfunctions (tests can pass their own invoker). */
interface Executor {
  execute: (validated: ValidatedDefinition, input: Record<string, unknown>) => Promise<ExecutionOutcome>;
}

const localExecutor = (invoke?: GroupInvoker): Executor => ({
  execute: (validated, input) => executeLocally(validated, input, invoke),
});

const executor: Executor = localExecutor();

const allowedOperations = (): Set<string> => new Set(stepOperations().keys());

/** Templates are validated once per process; custom definitions on every request. */
const validatedTemplates = new Map<string, ValidatedDefinition>();

const resolveDefinition = (body: Body): ValidatedDefinition => {
  const cached = body.template ? validatedTemplates.get(body.template) : undefined;
  if (cached) return cached;
  const raw = body.template ? TEMPLATES[body.template]?.definition : body.definition;
  const validated = validateDefinition(raw, allowedOperations());
  if ('issues' in validated)
    throw new ValidationError('The workflow definition is not valid', validated.issues);
  if (body.template) validatedTemplates.set(body.template, validated);
  return validated;
};

/**
 * Redacted again on the way out: runs stored before redaction still hold what their steps returned.
 * The most urgent message of any step leads (shared/orchestration/urgent.ts).
 */
const view = (run: RunRecord, steps: StepRecord[]): RunView => ({
  ...runUrgentCare(steps),
  runId: run.id,
  status: run.status,
  mode: run.mode,
  ...(run.template ? { template: run.template } : {}),
  steps: steps.map((step) =>
    step.result === undefined ? step : { ...step, result: redactSecrets(step.result) },
  ),
  ...(run.output !== undefined ? { output: redactSecrets(run.output) } : {}),
  ...(run.error ? { error: run.error } : {}),
  startedAt: run.startedAt,
  ...(run.completedAt ? { completedAt: run.completedAt } : {}),
  expiresAt: run.expiresAt,
});

const LIMIT_CODES: ReadonlyMap<string, string> = new Map(
  Object.values(RUN_LIMIT_ERRORS).map((name) => [name, name.slice('HealthAI.'.length)]),
);

/**
 * Why a run failed: its limits (limits.ts), its failed step's error, or the workflow's own Fail
 * state or runtime error.
 */
const runError = (outcome: ExecutionOutcome, steps: StepRecord[]): RunRecord['error'] => {
  const limit = outcome.errorName ? LIMIT_CODES.get(outcome.errorName) : undefined;
  if (limit)
    return { status: 422, code: limit, error: (outcome.cause ?? 'The run was stopped').slice(0, 1000) };
  const failed = [...steps].reverse().find((step) => step.status === 'failed' && step.error);
  if (failed?.error && outcome.errorName?.startsWith('HealthAI.'))
    return { state: failed.state, ...failed.error };
  const error: StepError = {
    status: 422,
    code: 'WORKFLOW_FAILED',
    error: `${outcome.errorName ?? 'States.Runtime'}: ${outcome.cause ?? 'The workflow failed'}`.slice(
      0,
      1000,
    ),
  };
  return error;
};

/**
 * Records a run's end once (the first to see it wins) and answers with the run as finished, or
 * undefined when another already finished it. An output too large to keep is returned, not stored.
 */
const complete = async (run: RunRecord, outcome: ExecutionOutcome) => {
  const steps = await workflowRuns.steps(run.orgId, run.id);
  const completed: RunRecord = {
    ...run,
    status: outcome.status,
    completedAt: new Date().toISOString(),
    ...(outcome.status === 'succeeded'
      ? { output: stripCaller(outcome.output) }
      : { error: runError(outcome, steps) }),
  };
  // A DynamoDB item holds 400 KB.
  const storable =
    completed.output !== undefined && JSON.stringify(completed.output).length > MAX_STORED_BYTES
      ? { ...completed, output: { note: 'The output was too large to store; each step result is kept' } }
      : completed;
  let first: boolean;
  try {
    first = await workflowRuns.finish(run.orgId, run.id, storable);
  } catch (error) {
    // A run is never left running because its end could not be stored: record why instead.
    logger.error('workflow end not stored', { runId: run.id, ...describeError(error) });
    const failed: RunRecord = {
      ...run,
      status: 'failed',
      completedAt: completed.completedAt,
      error: {
        status: 500,
        code: 'INTERNAL_ERROR',
        error: 'The run ended but its result could not be stored',
      },
    };
    first = await workflowRuns.finish(run.orgId, run.id, failed);
    return { completed: failed, steps, first };
  }
  return { completed, steps, first };
};

const announce = (run: RunRecord, status: RunRecord['status']) =>
  publishEvent(run.orgId, 'workflow.completed', {
    runId: run.id,
    status,
    ...(run.template ? { template: run.template } : {}),
  });

const finish = async (run: RunRecord, validated: ValidatedDefinition, input: Record<string, unknown>) => {
  let outcome: ExecutionOutcome;
  try {
    const sfn = stepFunctions();
    outcome = sfn
      ? await sfn.runSync(run.template, validated, input, run.id)
      : await executor.execute(validated, input);
  } catch (error) {
    logger.error('workflow execution fault', { runId: run.id, ...describeError(error) });
    outcome = { status: 'failed', errorName: 'States.Runtime', cause: 'The workflow could not be run' };
  }
  return complete(run, outcome);
};

/**
 * On AWS: the end a Standard execution reports (its last state invokes the step runner with
 * `complete`), or that a status read found. Finishes the run and, the first time, sends
 * workflow.completed.
 */
export const completeRun = async (
  caller: { orgId: string; runId: string },
  outcome: ExecutionOutcome,
  now = new Date(),
): Promise<RunRecord | undefined> => {
  const run = await workflowRuns.get(caller.orgId, caller.runId, now);
  if (run?.status !== 'running') return run;
  const { completed, first } = await complete(run, outcome);
  if (first) await announce(completed, completed.status);
  return completed;
};

/** The run's output without the caller the execution carried, as plain JSON without secrets. */
const stripCaller = (output: unknown): unknown => {
  if (typeof output !== 'object' || output === null || Array.isArray(output))
    return storableResult(output) ?? null;
  const {
    [CALLER_FIELD]: _caller,
    [TEMPLATE_INPUT_FIELD]: _prepared,
    ...rest
  } = output as Record<string, unknown>;
  return storableResult(rest) ?? null;
};

export const startRun = async (tenant: Tenant, body: Body, now = new Date()): Promise<RunView> => {
  const validated = resolveDefinition(body);
  const expiresAt = expiryAfter(now, config.answerRetentionDays());
  const run: RunRecord = {
    id: newRunId(),
    orgId: tenant.orgId,
    keyId: tenant.keyId,
    mode: body.mode,
    ...(body.template ? { template: body.template } : {}),
    status: 'running',
    startedAt: now.toISOString(),
    expiresAt,
  };
  const sfn = stepFunctions();
  if (sfn && body.mode === 'async')
    run.executionArn = executionArnOf(sfn.pairFor(run.template).standard, run.id);
  await workflowRuns.create(run);
  const prepare = body.template ? TEMPLATES[body.template]?.prepare : undefined;
  const input = {
    ...body.input,
    ...(prepare ? { [TEMPLATE_INPUT_FIELD]: prepare(body.input) } : {}),
    [CALLER_FIELD]: { orgId: tenant.orgId, keyId: tenant.keyId, runId: run.id, expiresAt },
  };
  logger.info('workflow started', {
    runId: run.id,
    orgId: tenant.orgId,
    mode: run.mode,
    template: run.template,
    operations: validated.tasks.map((task) => task.operation),
  });
  if (sfn && body.mode === 'async') {
    try {
      await sfn.start(run.template, validated, input, run.id);
    } catch (error) {
      logger.error('workflow execution not started', { runId: run.id, ...describeError(error) });
      const { completed, steps } = await complete(run, {
        status: 'failed',
        errorName: 'States.Runtime',
        cause: 'The workflow could not be started',
      });
      return view(completed, steps);
    }
    return view(run, []);
  }
  if (body.mode === 'async') {
    void finish(run, validated, input)
      .then(({ completed }) => announce(completed, completed.status))
      .catch((error: unknown) =>
        logger.error('workflow not finished', { runId: run.id, ...describeError(error) }),
      );
    return view(run, []);
  }
  const { completed, steps } = await finish(run, validated, input);
  logger.info('workflow finished', { runId: run.id, status: completed.status, steps: steps.length });
  return view(completed, steps);
};

/** A run no process will finish: not a Standard execution, and running well past its time limit. */
const isOrphaned = (run: RunRecord, now: Date): boolean =>
  run.status === 'running' &&
  !run.executionArn &&
  now.getTime() - Date.parse(run.startedAt) > ORPHANED_AFTER_MS;

export const getRun = async (tenant: Tenant, runId: string, now = new Date()): Promise<RunView> => {
  let run = await workflowRuns.get(tenant.orgId, runId, now);
  // Steps ran with the starting key's permissions: another key (even of the same organization, with
  // other permissions) does not see their results, nor learn that the run exists.
  if (!run || run.keyId !== tenant.keyId) throw new NotFoundError(`No workflow run ${runId.slice(0, 64)}`);
  // A running Standard execution may have ended without its report (a failed report invocation).
  const sfn = stepFunctions();
  if (sfn && run.status === 'running' && run.executionArn) {
    const outcome = await sfn.describe(run.executionArn);
    if (outcome) run = (await completeRun({ orgId: run.orgId, runId: run.id }, outcome, now)) ?? run;
  }
  if (isOrphaned(run, now)) {
    const outcome: ExecutionOutcome = {
      status: 'failed',
      errorName: RUN_LIMIT_ERRORS.time,
      cause: `The run did not finish within its time limit of ${RUN_TIME_LIMIT_MS / 1000} s (its process ended)`,
    };
    run = (await completeRun({ orgId: run.orgId, runId: run.id }, outcome, now)) ?? run;
  }
  const steps = await workflowRuns.steps(tenant.orgId, runId);
  return view(run, steps);
};
