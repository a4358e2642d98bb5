import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from './api.ts';
import { ensureTable, startEmbeddedStore } from './store.ts';

/** Where the local server says its store listens, so the CLI can share it while the server runs. */
const markerOf = (dataDir: string): string => join(dataDir, 'server.json');

export const localDataDir = (): string => resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');

/** The knowledge store of the local runtime and the kb CLI: KNOWLEDGE_DIR, or <DATA_DIR>/knowledge. */
export const localKnowledgeDir = (): string =>
  resolve(PROJECT_ROOT, process.env.KNOWLEDGE_DIR ?? join(localDataDir(), 'knowledge'));

export const writeServerMarker = (dataDir: string, storeEndpoint: string): void =>
  writeFileSync(markerOf(dataDir), JSON.stringify({ pid: process.pid, storeEndpoint }));

export const removeServerMarker = (dataDir: string): void => rmSync(markerOf(dataDir), { force: true });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export interface StoreConnection {
  description: string;
  close: () => Promise<void>;
}

/**
 * The store the operator CLI works on, in this order: `DYNAMODB_ENDPOINT` if set; the real table
 * named by `TABLE_NAME` in the AWS region if that is set; else the local server's store (LevelDB
 * allows one process per folder, so while the server runs the CLI goes through it); else the data
 * folder opened directly.
 */
export const connectStore = async (): Promise<StoreConnection> => {
  const tableName = process.env.TABLE_NAME ?? 'health-ai-local';
  if (process.env.DYNAMODB_ENDPOINT) {
    return { description: `${process.env.DYNAMODB_ENDPOINT} (${tableName})`, close: async () => undefined };
  }
  if (process.env.TABLE_NAME) {
    return {
      description: `DynamoDB table ${tableName} in ${process.env.AWS_REGION ?? 'the default region'}`,
      close: async () => undefined,
    };
  }
  const dataDir = localDataDir();
  process.env.TABLE_NAME = tableName;
  if (existsSync(markerOf(dataDir))) {
    const marker = JSON.parse(readFileSync(markerOf(dataDir), 'utf8')) as {
      pid: number;
      storeEndpoint: string;
    };
    if (isAlive(marker.pid)) {
      process.env.DYNAMODB_ENDPOINT = marker.storeEndpoint;
      return { description: `the running local server's store (${dataDir})`, close: async () => undefined };
    }
  }
  const store = await startEmbeddedStore(dataDir);
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  await ensureTable(store.endpoint, tableName);
  return { description: `the local store in ${dataDir}`, close: () => store.close() };
};
