import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { Level } from 'level';
import { GSI1, TABLE_SCHEMA } from '../../shared/data/keys.ts';
import { DomainError } from '../../shared/errors.ts';

export interface EmbeddedStore {
  endpoint: string;
  close: () => Promise<void>;
}

/** The data folder is held by another process: a clear error for the server and the CLI, never a crash. */
export class DataDirInUseError extends DomainError {
  override name = 'DataDirInUseError';
  readonly code = 'SERVICE_UNAVAILABLE' as const;
}

/**
 * LevelDB lets one process open a folder. dynalite opens it lazily and throws from inside a request
 * when it cannot, which kills the process; so the folder is opened (and closed) here first, to turn
 * a folder held by another process into an error the caller can report.
 */
const checkNotHeld = async (dataDir: string): Promise<void> => {
  const probe = new Level(dataDir);
  try {
    await probe.open();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
    throw new DataDirInUseError(
      `Could not open the local store in ${dataDir}: another process holds it (${cause}). Stop it, or set DATA_DIR`,
    );
  }
  await probe.close();
};

/**
 * dynalite speaking the DynamoDB wire protocol on a loopback port: persisted in LevelDB under
 * `dataDir`, or in memory without one. No AWS account, no JVM, no Docker.
 */
export const startEmbeddedStore = async (dataDir?: string): Promise<EmbeddedStore> => {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    await checkNotHeld(dataDir);
  }
  const server = dynalite({
    ...(dataDir ? { path: dataDir } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
};

/** Creates the table the same shape as the CDK stack's, if it is not there yet. */
export const ensureTable = async (
  endpoint: string,
  tableName: string,
  region = 'us-east-1',
): Promise<void> => {
  const client = new DynamoDBClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    if (!(await tableExists(client, tableName))) await createTable(client, tableName);
  } finally {
    client.destroy();
  }
};

const tableExists = async (client: DynamoDBClient, tableName: string): Promise<boolean> => {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
};

const createTable = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: TABLE_SCHEMA.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE_SCHEMA.sortKey, AttributeType: 'S' },
        { AttributeName: TABLE_SCHEMA.gsi1PartitionKey, AttributeType: 'S' },
        { AttributeName: TABLE_SCHEMA.gsi1SortKey, AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: GSI1,
          KeySchema: [
            { AttributeName: TABLE_SCHEMA.gsi1PartitionKey, KeyType: 'HASH' },
            { AttributeName: TABLE_SCHEMA.gsi1SortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
};
