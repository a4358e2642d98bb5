import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { allOperations } from '../../functions/registry.ts';
import { documentClient, tableName } from '../../shared/data/client.ts';
import type { TestApi } from '../support/local-api.ts';
import { ms, summarize } from './stats.ts';

/** Concurrent callers and time per route: bounded, so the whole table takes well under a minute. */
const CONCURRENCY = 10;
const SECONDS_PER_ROUTE = Number(process.env.BENCH_THROUGHPUT_SECONDS) || 3;

interface Load {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

/** Runs `call` from CONCURRENCY loops for the time given; each loop waits for its last call. */
const drive = async (call: () => Promise<boolean>): Promise<Load> => {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + SECONDS_PER_ROUTE * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        if (!(await call())) errors += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies };
};

/** A keep-alive HTTP client (as a load generator such as autocannon uses), reading each body whole. */
const caller = (baseUrl: string) => {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const base = new URL(baseUrl);
  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<boolean>((resolve) => {
      const req = request(
        { host: base.hostname, port: base.port, method, path, agent, headers },
        (response) => {
          response.resume();
          response.on('end', () => resolve((response.statusCode ?? 500) < 400));
          response.on('error', () => resolve(false));
        },
      );
      req.on('error', () => resolve(false));
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
};

const example = (method: string, path: string): unknown =>
  allOperations().find((operation) => operation.method === method && operation.path === path)?.examples
    ?.request;

/**
 * Throughput of the local runtime per route (HTTP, authorizer, handler, audit write, dynalite), each
 * beside the floor the store sets on the same machine: one GetItem and one UpdateItem (what every
 * authorized request costs at least: the key read and the usage count) at the same concurrency.
 */
export const throughputRows = async (t: TestApi, key: string): Promise<Array<[string, string]>> => {
  const client = caller(t.api.url);
  const json = { 'content-type': 'application/json', 'x-api-key': key };
  const routes: Array<{ label: string; method: string; path: string; body?: unknown; auth: boolean }> = [
    { label: 'GET /api/v1/health (public)', method: 'GET', path: '/api/v1/health', auth: false },
    { label: 'GET /api/v1/users/me', method: 'GET', path: '/api/v1/users/me', auth: true },
    { label: 'GET /api/v1/usage', method: 'GET', path: '/api/v1/usage', auth: true },
    {
      label: 'GET /api/v1/medical-knowledge/search',
      method: 'GET',
      path: '/api/v1/medical-knowledge/search?query=high%20blood%20pressure%20treatment',
      auth: true,
    },
    ...(['/api/v1/drug-interactions', '/api/v1/labs/interpret', '/api/v1/ask'] as const).map((path) => ({
      label: `POST ${path} (its OpenAPI example)`,
      method: 'POST',
      path,
      body: example('POST', path),
      auth: true,
    })),
  ];
  const rows: Array<[string, string]> = [];
  try {
    const floorKey = { pk: 'BENCH#throughput', sk: 'FLOOR' };
    const store = documentClient();
    await store.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: floorKey,
        UpdateExpression: 'SET n = :z',
        ExpressionAttributeValues: { ':z': 0 },
      }),
    );
    const floor = await drive(async () => {
      await store.send(new GetCommand({ TableName: tableName(), Key: floorKey }));
      await store.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: floorKey,
          UpdateExpression: 'ADD n :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
      return true;
    });
    const floorRate = floor.requests / floor.seconds;
    const floorLatency = summarize(floor.latencies);
    rows.push([
      `floor: GetItem + UpdateItem on the same store, ${CONCURRENCY} callers`,
      `${floorRate.toFixed(0)} pairs/s, p50 / p99 ${ms(floorLatency.p50)} / ${ms(floorLatency.p99)}`,
    ]);
    for (const route of routes) {
      const body = route.body === undefined ? undefined : JSON.stringify(route.body);
      const headers = route.auth ? json : { 'content-type': 'application/json' };
      const load = await drive(() => client.send(route.method, route.path, headers, body));
      const latency = summarize(load.latencies);
      const rate = load.requests / load.seconds;
      rows.push([
        `${route.label}, ${CONCURRENCY} callers`,
        `${rate.toFixed(0)} req/s (${((rate / floorRate) * 100).toFixed(0)} % of the floor), p50 / p99 ${ms(latency.p50)} / ${ms(latency.p99)}${load.errors > 0 ? `, ${load.errors} errors` : ''}`,
      ]);
    }
    rows.push(['1-minute load average after the throughput runs', (loadavg()[0] ?? 0).toFixed(1)]);
  } finally {
    client.close();
  }
  return rows;
};
