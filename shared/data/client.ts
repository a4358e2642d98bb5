import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';
import { keys } from './keys.ts';

/**
 * One document client per process, made on first use rather than at import so that the local
 * runtime and the CLI can choose the endpoint first. On Lambda it is made once per container.
 */
let client: DynamoDBDocumentClient | undefined;
let clientEndpoint: string | undefined;

export const documentClient = (): DynamoDBDocumentClient => {
  const endpoint = config.dynamoEndpoint();
  if (client && clientEndpoint === endpoint) return client;
  const base = new DynamoDBClient({
    region: config.region(),
    ...(endpoint
      ? {
          endpoint,
          // dynalite and other local stores accept any credentials; never read a developer's own.
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
    maxAttempts: 3,
  });
  client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  clientEndpoint = endpoint;
  return client;
};

export const tableName = (): string => config.tableName();

export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

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
