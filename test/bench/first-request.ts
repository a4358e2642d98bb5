import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { findOperation, sampleEvent } from '../../tools/local/sample-events.ts';
import { ensureTable, startEmbeddedStore } from '../../tools/local/store.ts';

const run = promisify(execFile);

/**
 * The route whose first request loads the most of what a function defers to first use (its tables,
 * side bundles and indexes), by group: the cold start a caller of that route sees is the import and
 * this request, so both are reported, and nothing moved out of the import is hidden.
 */
const HEAVIEST_ROUTE: Readonly<Record<string, string>> = {
  knowledge: 'searchMedicalKnowledge',
  consensus: 'ask',
  'health-data': 'analyzeHealthData',
  labs: 'interpretLabResults',
  research: 'researchLiterature',
  diagnostics: 'checkSymptoms',
  'drug-interactions': 'checkDrugInteractions',
  supplements: 'recommendSupplements',
  nutrition: 'analyzeNutrition',
  fitness: 'planFitness',
  clinical: 'draftClinicalNote',
  wearables: 'wearableInsights',
  orchestration: 'orchestrate',
};

/** The bare function's one request: its schema, then one GetItem. */
const BARE_EVENT = { body: JSON.stringify({ id: 'bench' }) };

/** The event of a group's heaviest route (its OpenAPI example, as `npm run invoke` sends it), if it has one. */
export const firstRequestEvent = (group: string | undefined): unknown => {
  if (group === undefined) return BARE_EVENT;
  const operationId = HEAVIEST_ROUTE[group];
  const found = operationId ? findOperation(group, operationId) : undefined;
  return found ? (sampleEvent(found.operation) satisfies APIGatewayProxyEvent) : undefined;
};

/**
 * A local store for the requests' reads and audit writes, and the variables that point a bundle at
 * it; upstreams (research, models) point at a closed port, so a request that reaches one fails fast
 * rather than timing the network.
 */
export const startBenchStore = async (tableName: string) => {
  const store = await startEmbeddedStore();
  await ensureTable(store.endpoint, tableName);
  const closed = 'http://127.0.0.1:9';
  return {
    env: {
      DYNAMODB_ENDPOINT: store.endpoint,
      AWS_ENDPOINT_URL_DYNAMODB: store.endpoint,
      LITERATURE_BASE_URL: closed,
      TRIALS_BASE_URL: closed,
      EUROPE_PMC_BASE_URL: closed,
    },
    close: store.close,
  };
};

/** Imports the bundle and sends it one request in the same fresh process: CPU of both, and the status. */
const FIRST_REQUEST_SCRIPT = [
  'const started = process.cpuUsage();',
  'const { handler } = await import(process.argv[1]);',
  'const event = JSON.parse(process.argv[2]);',
  "const context = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 10000 };",
  'const response = await handler(event, context);',
  'const used = process.cpuUsage(started);',
  'process.stdout.write(JSON.stringify({ cpuMs: (used.user + used.system) / 1000, status: response?.statusCode }));',
  'process.exit(0);',
].join('');

export const firstRequestCpuMs = async (
  file: string,
  event: unknown,
  env: Record<string, string>,
): Promise<{ cpuMs: number; status?: number }> => {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', FIRST_REQUEST_SCRIPT, pathToFileURL(file).href, JSON.stringify(event)],
    { env, cwd: tmpdir(), timeout: 60_000 },
  );
  // The function's own lines (its metrics) come first; the figures are the last line.
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { cpuMs: number; status?: number };
};
