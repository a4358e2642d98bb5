import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../../shared/config.ts';
import { dataDir as dataDirOf, knowledgeDir as knowledgeDirOf } from '../../shared/data-files.ts';
import { PROJECT_ROOT } from './api.ts';
import { DataDirInUseError, ensureTable, startEmbeddedStore } from './store.ts';

/** Where the local server says its store listens, so the CLI can share it while the server runs. */
const markerOf = (dataDir: string): string => join(dataDir, 'server.json');

export const localDataDir = (): string => dataDirOf(PROJECT_ROOT);

/** The knowledge store of the local runtime and the kb CLI: KNOWLEDGE_DIR, or <DATA_DIR>/knowledge. */
export const localKnowledgeDir = (): string => knowledgeDirOf(PROJECT_ROOT);

interface ServerMarker {
  pid: number;
  /** Null while the server is starting. */
  storeEndpoint: string | null;
}

const readMarker = (dataDir: string): ServerMarker | undefined => {
  try {
    return JSON.parse(readFileSync(markerOf(dataDir), 'utf8')) as ServerMarker;
  } catch {
    return undefined;
  }
};

/**
 * Claims the data folder for this server, before its store opens: the marker is created
 * exclusively, so of two servers started on one DATA_DIR the second refuses to start (and leaves the
 * first one's marker alone). A marker whose process has gone is stale and is replaced.
 */
export const claimDataDir = (dataDir: string): void => {
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(markerOf(dataDir), JSON.stringify({ pid: process.pid, storeEndpoint: null }), {
        flag: 'wx',
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const marker = readMarker(dataDir);
    if (marker && marker.pid !== process.pid && isAlive(marker.pid)) {
      throw new DataDirInUseError(
        `Another local server (pid ${marker.pid}) is using ${dataDir}; stop it first, or give this one its own DATA_DIR`,
      );
    }
    rmSync(markerOf(dataDir), { force: true });
  }
  throw new DataDirInUseError(`Could not claim ${dataDir}; is another server starting on it?`);
};

/** Records where this server's store listens, so that the CLI can go through it. */
export const writeServerMarker = (dataDir: string, storeEndpoint: string): void => {
  const temporary = `${markerOf(dataDir)}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify({ pid: process.pid, storeEndpoint }));
  renameSync(temporary, markerOf(dataDir));
};

/** Removes the marker if it is this process's own (never another server's). */
export const removeServerMarker = (dataDir: string): void => {
  if (readMarker(dataDir)?.pid === process.pid) rmSync(markerOf(dataDir), { force: true });
};

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
  const tableName = config.tableName();
  const endpoint = config.dynamoEndpoint();
  if (endpoint) {
    return { description: `${endpoint} (${tableName})`, close: async () => undefined };
  }
  if (config.isSet('TABLE_NAME')) {
    return {
      description: `DynamoDB table ${tableName} in ${config.configuredRegion() ?? 'the default region'}`,
      close: async () => undefined,
    };
  }
  const dataDir = localDataDir();
  process.env.TABLE_NAME = tableName;
  const marker = readMarker(dataDir);
  if (marker && isAlive(marker.pid)) {
    if (!marker.storeEndpoint) {
      throw new DataDirInUseError(
        `The local server (pid ${marker.pid}) on ${dataDir} is starting; retry in a moment`,
      );
    }
    process.env.DYNAMODB_ENDPOINT = marker.storeEndpoint;
    return { description: `the running local server's store (${dataDir})`, close: async () => undefined };
  }
  const store = await startEmbeddedStore(dataDir);
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  await ensureTable(store.endpoint, tableName);
  return { description: `the local store in ${dataDir}`, close: () => store.close() };
};
