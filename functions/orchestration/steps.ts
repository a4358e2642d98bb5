import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { encodeOutcome } from '../../shared/auth/tenant.ts';
import { sideBundle } from '../../shared/bundled-tables.ts';
import { config } from '../../shared/config.ts';
import { LAMBDA_CLIENT_FILE, LAMBDA_CLIENT_SOURCE } from '../../shared/data-files.ts';
import type { AnyOperation } from '../../shared/http/operation.ts';
import { callerIdentity } from '../../shared/http/types.ts';
import { authorizeStep } from '../../shared/orchestration/authorize-step.ts';
import { operationName } from '../../shared/orchestration/definitions.ts';
import { storableResult } from '../../shared/orchestration/redact.ts';
import { type StepError, workflowRuns } from '../../shared/orchestration/runs.ts';
import { ENDPOINT_GROUPS, type EndpointGroup } from '../registry.ts';

/** What the state machine hands the step runner for one Task. */
export interface StepPayload {
  operation: string;
  state: string;
  caller: { orgId: string; keyId: string; runId: string; expiresAt: string };
  body?: unknown;
}

/**
 * Groups whose operations are never workflow steps: the workflows themselves, and account, key,
 * plan, webhook and administration operations. A step of those would create credentials (a new key's
 * secret, a webhook's signing secret) or change the account inside a run any key of the
 * organization with the orchestration permission could start; workflows are for the health,
 * clinical, research and knowledge operations.
 */
const NON_STEP_GROUPS: ReadonlySet<string> = new Set([
  'orchestration',
  'system',
  'accounts',
  'api-keys',
  'subscriptions',
  'webhooks',
  'usage',
  'audit',
  'metrics',
  'admin',
]);

export const isStepGroup = (group: string): boolean => !NON_STEP_GROUPS.has(group);

/** The operations a step may call: every protected operation of a step group without path parameters. */
export const stepOperations = (): Map<string, { operation: AnyOperation; group: EndpointGroup }> => {
  const map = new Map<string, { operation: AnyOperation; group: EndpointGroup }>();
  for (const group of ENDPOINT_GROUPS) {
    if (!isStepGroup(group.group)) continue;
    for (const operation of group.operations) {
      if (operation.public || operation.path.includes('{')) continue;
      map.set(operationName(operation), { operation, group });
    }
  }
  return map;
};

/** A failed step: Step Functions sees the error name `HealthAI.<CODE>` and our error body as its cause. */
class StepFailure extends Error {
  constructor(readonly stepError: StepError) {
    super(JSON.stringify(stepError));
    this.name = `HealthAI.${stepError.code}`;
  }

  /**
   * Read by the emulator's Retry: a 4xx (invalid body, refused, over the limit) answers the same
   * again, so only a server-side failure is retried. It can still be caught.
   */
  get isRetryable(): boolean {
    return this.stepError.status >= 500;
  }
}

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
export type GroupInvoker = (
  group: EndpointGroup,
  event: APIGatewayProxyEvent,
) => Promise<APIGatewayProxyResult>;

/** Locally (and in tests) a step calls the group's own handler in process, as the local gateway does. */
const inProcessInvoker = (): GroupInvoker => {
  const handlers = new Map<string, Promise<ProxyHandler>>();
  return async (group, event) => {
    let handler = handlers.get(group.group);
    if (!handler) {
      const url = new URL(`../../${group.entry}`, import.meta.url).href;
      handler = import(url).then((module: Record<string, unknown>) => module.handler as ProxyHandler);
      handlers.set(group.group, handler);
    }
    return (await handler)(event, stepContext(group, event.requestContext.requestId));
  };
};

/** On AWS a step invokes the group's Lambda, named in ORCHESTRATION_FUNCTIONS ({"labs":"<name>",…}). */
const lambdaInvoker = (functions: Record<string, string>): GroupInvoker => {
  let client: import('@aws-sdk/client-lambda').LambdaClient | undefined;
  return async (group, event) => {
    const name = functions[group.group];
    if (!name) throw new Error(`no function for group ${group.group}`);
    const { InvokeCommand, LambdaClient } = sideBundle(
      LAMBDA_CLIENT_FILE,
      LAMBDA_CLIENT_SOURCE,
    ) as typeof import('../../shared/orchestration/lambda-bundle.ts');
    client ??= new LambdaClient({});
    const answer = await client.send(
      new InvokeCommand({ FunctionName: name, Payload: new TextEncoder().encode(JSON.stringify(event)) }),
    );
    if (answer.FunctionError || !answer.Payload) throw new Error(`group ${group.group} failed`);
    return JSON.parse(new TextDecoder().decode(answer.Payload)) as APIGatewayProxyResult;
  };
};

const defaultInvoker = (): GroupInvoker => {
  const configured = config.orchestrationFunctions();
  return configured ? lambdaInvoker(configured) : inProcessInvoker();
};

const stepContext = (group: EndpointGroup, requestId: string): Context => {
  const deadline = Date.now() + group.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `health-ai-${group.group}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:health-ai-${group.group}`,
    memoryLimitInMB: String(group.memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/health-ai-${group.group}`,
    logStreamName: 'orchestration',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

const queryOf = (body: unknown): Record<string, string> | null => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    query[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return Object.keys(query).length > 0 ? query : null;
};

const parseJson = (text: string | undefined): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const asStepError = (status: number, body: unknown): StepError => {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    status,
    code: typeof value.code === 'string' ? value.code : 'INTERNAL_ERROR',
    error: typeof value.error === 'string' ? value.error : 'The step failed',
    ...(Array.isArray(value.details) ? { details: value.details as StepError['details'] } : {}),
  };
};

/**
 * Runs one step: decides it for the caller's key as the authorizer would (tier, permission, the
 * daily count), calls the operation's group with an API Gateway event carrying that decision, so
 * the group's own middleware refuses what was refused, and records the step under the run. A step
 * answered with 4xx or 5xx throws a StepFailure, which fails the run unless the definition catches it.
 */
export const runStep = async (
  payload: StepPayload,
  invoke: GroupInvoker = defaultInvoker(),
  now: () => Date = () => new Date(),
): Promise<unknown> => {
  const startedAt = now().toISOString();
  const target = stepOperations().get(payload.operation);
  const { orgId, keyId, runId, expiresAt } = payload.caller;
  const record = async (status: 'succeeded' | 'failed', result: unknown, error?: StepError) =>
    workflowRuns.addStep(
      orgId,
      runId,
      {
        state: payload.state,
        operation: payload.operation,
        status,
        startedAt,
        completedAt: now().toISOString(),
        ...(result !== undefined ? { result } : {}),
        ...(error ? { error } : {}),
      },
      expiresAt,
    );
  if (!target) {
    const error: StepError = {
      status: 400,
      code: 'VALIDATION_ERROR',
      error: `Unknown operation ${payload.operation}`,
    };
    await record('failed', undefined, error);
    throw new StepFailure(error);
  }
  const { operation, group } = target;
  const outcome = await authorizeStep({ keyId, orgId, resource: operation.path, now: now() });
  const authorizer: Record<string, string> = {};
  for (const [name, value] of Object.entries(encodeOutcome(outcome))) authorizer[name] = String(value);
  const requestId = randomUUID();
  const isGet = operation.method === 'GET';
  const event: APIGatewayProxyEvent = {
    resource: operation.path,
    path: operation.path,
    httpMethod: operation.method,
    headers: isGet ? {} : { 'Content-Type': 'application/json' },
    multiValueHeaders: isGet ? {} : { 'Content-Type': ['application/json'] },
    queryStringParameters: isGet ? queryOf(payload.body) : null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: isGet ? null : JSON.stringify(payload.body ?? {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'orchestration',
      protocol: 'HTTP/1.1',
      httpMethod: operation.method,
      path: operation.path,
      stage: 'orchestration',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: operation.path,
      resourcePath: operation.path,
      identity: callerIdentity('127.0.0.1', `health-ai-orchestration/${runId}`),
      authorizer: { ...authorizer, principalId: outcome.tenant?.userId ?? 'anonymous' },
    },
  };
  let answer: APIGatewayProxyResult;
  try {
    answer = await invoke(group, event);
  } catch {
    const error: StepError = { status: 502, code: 'INTERNAL_ERROR', error: 'The step could not be run' };
    await record('failed', undefined, error);
    throw new StepFailure(error);
  }
  const body = parseJson(answer.body);
  if (answer.statusCode >= 400) {
    const error = asStepError(answer.statusCode, body);
    await record('failed', undefined, error);
    throw new StepFailure(error);
  }
  // The next state, the stored step and the run's output all get the result without secrets.
  const result = storableResult(body ?? {}) ?? {};
  await record('succeeded', result);
  return result;
};
