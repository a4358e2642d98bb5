import {
  DescribeExecutionCommand,
  SFNClient,
  StartExecutionCommand,
  StartSyncExecutionCommand,
} from '@aws-sdk/client-sfn';
import { config } from '../../shared/config.ts';
import type { ValidatedDefinition } from '../../shared/orchestration/definitions.ts';
import type { ExecutionOutcome } from './executor.ts';

/**
 * The state machines CDK deploys (ORCHESTRATION_STATE_MACHINES): an Express and a Standard machine
 * per template, and one pair for custom definitions, which receives the definition in its input.
 */
export interface MachinePair {
  express: string;
  standard: string;
}
export interface StateMachines {
  templates: Record<string, MachinePair>;
  custom: MachinePair;
}

/** API Gateway answers within 29 s; the orchestration function has 28. */
const REQUEST_TIMEOUT_MS = 26_000;

const parseStateMachines = (configured: string): StateMachines => {
  const value = JSON.parse(configured) as Partial<StateMachines>;
  if (!value.custom?.express || !value.custom.standard || typeof value.templates !== 'object')
    throw new Error('ORCHESTRATION_STATE_MACHINES names no custom machines');
  return { templates: value.templates ?? {}, custom: value.custom };
};

/** An execution's ARN from its machine's and its name (the run id): known before it starts. */
export const executionArnOf = (stateMachineArn: string, name: string): string =>
  `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;

const outcomeOf = (status: string | undefined, output?: string, error?: string, cause?: string) => {
  if (status === 'SUCCEEDED')
    return { status: 'succeeded', output: output === undefined ? null : JSON.parse(output) } as const;
  return {
    status: 'failed',
    errorName: error ?? (status === 'TIMED_OUT' ? 'States.Timeout' : 'States.Runtime'),
    cause: cause ?? `The execution ended ${status ?? 'without a status'}`,
  } as const;
};

export class StepFunctionsRunner {
  constructor(
    readonly machines: StateMachines,
    private readonly client: SFNClient = new SFNClient({
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS },
    }),
  ) {}

  /** The machines a run uses: its template's, or the custom pair. */
  pairFor(template: string | undefined): MachinePair {
    const pair = template ? this.machines.templates[template] : undefined;
    return pair ?? this.machines.custom;
  }

  /** A template's machine takes the input itself; the custom one the definition beside it. */
  private inputFor(
    template: string | undefined,
    validated: ValidatedDefinition,
    input: Record<string, unknown>,
  ): string {
    if (template && this.machines.templates[template]) return JSON.stringify(input);
    return JSON.stringify({ definition: validated.definition, input, caller: input.caller });
  }

  /** Runs on the Express machine and answers with its end. */
  async runSync(
    template: string | undefined,
    validated: ValidatedDefinition,
    input: Record<string, unknown>,
    name: string,
  ): Promise<ExecutionOutcome> {
    const answer = await this.client.send(
      new StartSyncExecutionCommand({
        stateMachineArn: this.pairFor(template).express,
        name,
        input: this.inputFor(template, validated, input),
      }),
    );
    return outcomeOf(answer.status, answer.output, answer.error, answer.cause);
  }

  /** Starts on the Standard machine, named after the run; answers with the execution's ARN. */
  async start(
    template: string | undefined,
    validated: ValidatedDefinition,
    input: Record<string, unknown>,
    name: string,
  ): Promise<string> {
    const answer = await this.client.send(
      new StartExecutionCommand({
        stateMachineArn: this.pairFor(template).standard,
        name,
        input: this.inputFor(template, validated, input),
      }),
    );
    return answer.executionArn ?? executionArnOf(this.pairFor(template).standard, name);
  }

  /** The execution's end, or undefined while it runs. */
  async describe(executionArn: string): Promise<ExecutionOutcome | undefined> {
    const answer = await this.client.send(new DescribeExecutionCommand({ executionArn }));
    if (answer.status === 'RUNNING' || answer.status === 'PENDING_REDRIVE') return undefined;
    return outcomeOf(answer.status, answer.output, answer.error, answer.cause);
  }
}

let configured: { env: string; runner: StepFunctionsRunner } | undefined;
let override: StepFunctionsRunner | null | undefined;

/** Step Functions when CDK named the machines; undefined locally (aws-local-stepfunctions). */
export const stepFunctions = (): StepFunctionsRunner | undefined => {
  if (override !== undefined) return override ?? undefined;
  const env = config.orchestrationStateMachines();
  if (!env) return undefined;
  if (configured?.env !== env) configured = { env, runner: new StepFunctionsRunner(parseStateMachines(env)) };
  return configured.runner;
};

/** Tests: a runner with its own client, or null for none; undefined goes back to the environment. */
export const setStepFunctions = (runner: StepFunctionsRunner | null | undefined): void => {
  override = runner;
};
