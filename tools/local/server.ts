import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../../shared/config.ts';
import { INTERACTIONS_FILE } from '../../shared/data-files.ts';
import { refreshIndexFromCache } from '../../shared/knowledge/builder.ts';
import { logger } from '../../shared/logging/logger.ts';
import { PROJECT_ROOT, startLocalApi } from './api.ts';
import {
  claimDataDir,
  localDataDir,
  localKnowledgeDir,
  removeServerMarker,
  writeServerMarker,
} from './connection.ts';

/** Points KNOWLEDGE_INDEX at the store's index, and starts building it when it is not current. */
const prepareKnowledgeIndex = (dir: string): ChildProcess | undefined => {
  const { index, current } = refreshIndexFromCache(dir);
  if (existsSync(index)) process.env.KNOWLEDGE_INDEX = index;
  if (current) return undefined;
  const started = performance.now();
  logger.info('knowledge index building in the background', { index });
  const child = spawn(
    join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
    [join(PROJECT_ROOT, 'tools/cli/kb.ts'), 'build'],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, KNOWLEDGE_DIR: dir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  child.once('exit', (code) => {
    if (code !== 0) {
      logger.warn('knowledge index build failed; serving the previous index', { code });
      return;
    }
    process.env.KNOWLEDGE_INDEX = index;
    logger.info('knowledge index built', { index, buildMs: Math.round(performance.now() - started) });
  });
  return child;
};

/** `npm start`: the API on http://127.0.0.1:3000 (PORT overrides), its data under DATA_DIR (.data/). */
const main = async (): Promise<void> => {
  const dataDir = localDataDir();
  // The store's index, up to date with the corpus (MedQuAD and the medicines included): from the
  // cache when the content has not changed; otherwise built in a child process while the server
  // already answers (from the previous index, or the curated entries), and picked up when written.
  const builder = config.knowledgeIndexFile() ? undefined : prepareKnowledgeIndex(localKnowledgeDir());
  process.env.INTERACTIONS_FILE ??= join(localKnowledgeDir(), INTERACTIONS_FILE);
  const dynamoEndpoint = config.dynamoEndpoint();
  // One server per data folder: a second one refuses to start rather than share LevelDB.
  if (!dynamoEndpoint) claimDataDir(dataDir);
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  try {
    api = await startLocalApi({
      port: config.port(),
      host: config.host(),
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
  const graceMs = config.shutdownGraceMs();
  let stopping = false;
  const stop = async (signal: string) => {
    // Repeated signals (a terminal's Ctrl-C reaches both tsx and the server) do not restart it.
    if (stopping) return;
    stopping = true;
    if (builder && builder.exitCode === null) builder.kill('SIGTERM');
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
