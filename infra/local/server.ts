import { join } from 'node:path';
import { INTERACTIONS_FILE } from '../../shared/clinical/drugs/checker.ts';
import { INDEX_FILE } from '../../shared/knowledge/store.ts';
import { logger } from '../../shared/logging/logger.ts';
import { startLocalApi } from './api.ts';
import { localDataDir, localKnowledgeDir, removeServerMarker, writeServerMarker } from './connection.ts';

/** `npm start`: the API on http://127.0.0.1:3000 (PORT overrides), its data under DATA_DIR (.data/). */
const main = async (): Promise<void> => {
  const dataDir = localDataDir();
  // A built index (npm run kb -- import/build) is served; without one, the curated corpus is.
  process.env.KNOWLEDGE_INDEX ??= join(localKnowledgeDir(), INDEX_FILE);
  process.env.INTERACTIONS_FILE ??= join(localKnowledgeDir(), INTERACTIONS_FILE);
  const dynamoEndpoint = process.env.DYNAMODB_ENDPOINT || undefined;
  const api = await startLocalApi({
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
    dataDir,
    dynamoEndpoint,
  });
  if (!dynamoEndpoint) writeServerMarker(dataDir, api.storeEndpoint);
  logger.info('local API listening', {
    url: api.url,
    store: dynamoEndpoint ?? dataDir,
    health: `${api.url}/api/v1/health`,
    openapi: `${api.url}/api/v1/openapi.json`,
  });
  const stop = async () => {
    removeServerMarker(dataDir);
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
};

main().catch((error: unknown) => {
  process.stderr.write(
    `Could not start the local API: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
