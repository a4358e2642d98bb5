import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '../config.ts';
import { ServiceUnavailableError } from '../errors.ts';
import { keys } from './keys.ts';

/**
 * Bounds on every store call, chosen for Lambda behind API Gateway's 29-second integration timeout:
 * DynamoDB answers in milliseconds, so a connection that takes a second or a request that takes three
 * is a fault, and two attempts (one retry, with the SDK's jittered backoff) keep the worst case of a
 * call near 8 seconds instead of forever. Each can be overridden by the environment (tests use short
 * values against a store that never answers).
 */
const STORE_LIMITS = {
  connectTimeoutMs: () => config.storeConnectTimeoutMs(),
  requestTimeoutMs: () => config.storeRequestTimeoutMs(),
  maxAttempts: () => config.storeMaxAttempts(),
};

/** Seconds a caller is told to wait (Retry-After) when the store does not answer. */
const STORE_RETRY_AFTER_SECONDS = 5;

/** The store did not answer, or answered that it cannot serve now: a 503, never a 500. */
export class StoreUnavailableError extends ServiceUnavailableError {
  override name = 'StoreUnavailableError';
  constructor() {
    super('The data store is not answering; retry shortly', STORE_RETRY_AFTER_SECONDS);
  }
}

/**
 * Runs a batch request until the store has processed every item: DynamoDB hands back what it could
 * not take under throttling. A few tries with a growing pause, then a 503 rather than a spin until
 * the function times out.
 */
export const untilProcessed = async <T>(
  items: T[],
  send: (pending: T[]) => Promise<T[]>,
  tries = 5,
): Promise<void> => {
  let pending = items;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt >= tries) throw new StoreUnavailableError();
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    pending = await send(pending);
  }
};

/** Outcomes that are answers, not faults: the caller decides what they mean. */
const ANSWERS = new Set(['ConditionalCheckFailedException', 'TransactionCanceledException']);
const FAULT_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'ResourceNotFoundException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'AbortError',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Whether an error from the store client is the store failing (network, timeout, throttling, 5xx). */
export const isStoreFault = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (ANSWERS.has(error.name)) return false;
  if (FAULT_NAMES.has(error.name)) return true;
  const details = error as Error & {
    code?: unknown;
    $metadata?: { httpStatusCode?: number };
    $fault?: string;
  };
  if (typeof details.code === 'string' && NETWORK_CODES.has(details.code)) return true;
  const status = details.$metadata?.httpStatusCode;
  if (typeof status === 'number') return status >= 500;
  // A response never came (socket closed, hang up): the SDK attaches no status.
  return details.$metadata !== undefined || /socket hang up|ECONN|EPIPE/i.test(error.message);
};

/**
 * One document client per process, made on first use rather than at import so that the local
 * runtime and the CLI can choose the endpoint first. On Lambda it is made once per container.
 */
let client: DynamoDBDocumentClient | undefined;
let clientSettings: string | undefined;

export const documentClient = (): DynamoDBDocumentClient => {
  const endpoint = config.dynamoEndpoint();
  const connectionTimeout = STORE_LIMITS.connectTimeoutMs();
  const requestTimeout = STORE_LIMITS.requestTimeoutMs();
  const maxAttempts = STORE_LIMITS.maxAttempts();
  const settings = JSON.stringify([endpoint, connectionTimeout, requestTimeout, maxAttempts]);
  if (client && clientSettings === settings) return client;
  const base = new DynamoDBClient({
    region: config.region(),
    ...(endpoint
      ? {
          endpoint,
          // dynalite and other local stores accept any credentials; never read a developer's own.
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
    maxAttempts,
    requestHandler: new NodeHttpHandler({ connectionTimeout, requestTimeout, throwOnRequestTimeout: true }),
  });
  // Outermost step, so it sees the outcome after the retries: a store fault leaves as a 503.
  base.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if (isStoreFault(error)) throw new StoreUnavailableError();
        throw error;
      }
    },
    { step: 'initialize', name: 'storeFaultsAreUnavailable' },
  );
  client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  clientSettings = settings;
  return client;
};

export const tableName = (): string => config.tableName();

export const isConditionFailure = (error: unknown): error is ConditionalCheckFailedException =>
  error instanceof ConditionalCheckFailedException;

/** Whether the table answers a read within the timeout, and how fast. */
export const probeStore = async (timeoutMs = 2000): Promise<{ ok: boolean; latencyMs: number }> => {
  const started = performance.now();
  try {
    await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.healthProbe() }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - started) };
  }
};

/** Every item of a query, following LastEvaluatedKey through all pages. */
export const queryAll = async (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>) => {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: cursor }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
};
