import { join } from 'node:path';
import { INTERACTIONS_FILE } from '../../shared/clinical/drugs/checker.ts';
import { INDEX_FILE } from '../../shared/knowledge/store.ts';
import { logger } from '../../shared/logging/logger.ts';
import { SHUTDOWN_GRACE_MS, startLocalApi } from './api.ts';
import {
  claimDataDir,
  localDataDir,
  localKnowledgeDir,
  removeServerMarker,
  writeServerMarker,
} from './connection.ts';

/** `npm start`: the API on http://127.0.0.1:3000 (PORT overrides), its data under DATA_DIR (.data/). */
const main = async (): Promise<void> => {
  const dataDir = localDataDir();
  // A built index (npm run kb -- import/build) is served; without one, the curated corpus is.
  process.env.KNOWLEDGE_INDEX ??= join(localKnowledgeDir(), INDEX_FILE);
  process.env.INTERACTIONS_FILE ??= join(localKnowledgeDir(), INTERACTIONS_FILE);
  const dynamoEndpoint = process.env.DYNAMODB_ENDPOINT || undefined;
  // One server per data folder: a second one refuses to start rather than share LevelDB.
  if (!dynamoEndpoint) claimDataDir(dataDir);
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  try {
    api = await startLocalApi({
      port: Number(process.env.PORT ?? 3000),
      host: process.env.HOST ?? '127.0.0.1',
      dataDir,
      dynamoEndpoint,
    });
  } catch (error) {
    if (!dynamoEndpoint) removeServerMarker(dataDir);
    throw error;
  }
  if (!dynamoEndpoint) writeServerMarker(dataDir, api.storeEndpoint);
  logger.info('local API listening', {
    url: api.url,
    store: dynamoEndpoint ?? dataDir,
    health: `${api.url}/api/v1/health`,
    openapi: `${api.url}/api/v1/openapi.json`,
  });
  const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? SHUTDOWN_GRACE_MS);
  let stopping = false;
  const stop = async (signal: string) => {
    // Repeated signals (a terminal's Ctrl-C reaches both tsx and the server) do not restart it.
    if (stopping) return;
    stopping = true;
    // Stop accepting, let the requests in flight finish (within the grace period), then exit.
    logger.info('local API stopping', { signal, inFlight: api.inFlight(), graceMs });
    const { unfinished } = await api.drain(graceMs);
    if (!dynamoEndpoint) removeServerMarker(dataDir);
    if (unfinished > 0) logger.warn('requests cut at shutdown', { unfinished });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error: unknown) => {
  process.stderr.write(
    `Could not start the local API: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
