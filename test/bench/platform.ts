import { signUp as createAccount } from '../../functions/accounts/service.ts';
import { authorize } from '../../functions/authorizer/service.ts';
import { generateApiKey, parseApiKey } from '../../shared/auth/api-key-format.ts';
import { hashPassword } from '../../shared/auth/passwords.ts';
import { documentClient } from '../../shared/data/client.ts';
import { startTestApi, uniqueEmail } from '../support/local-api.ts';
import { coldStartBenchmark } from './cold-start.ts';
import { ms, summarize, table, timeIt } from './stats.ts';
import { throughputRows } from './throughput.ts';

/**
 * Counts the store calls made through the shared document client, by command, with a middleware
 * at the outermost step (so a retried call counts once, as one call of the code).
 */
const countStoreCalls = () => {
  const counts = new Map<string, number>();
  const name = 'benchmarkStoreCallCounter';
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName ?? 'unknown').replace(/Command$/, '');
      counts.set(command, (counts.get(command) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    /** Calls (total and by command) made while `work` runs, per run. */
    during: async (runs: number, work: () => Promise<unknown>) => {
      counts.clear();
      for (let i = 0; i < runs; i += 1) await work();
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
      const byCommand = [...counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([command, count]) => `${command} ${(count / runs).toFixed(1)}`)
        .join(', ');
      return { perRun: total / runs, byCommand };
    },
    remove: () => documentClient().middlewareStack.remove(name),
  };
};

/**
 * The platform's own costs: key checks, password hashing, the authorizer's store round trips, and
 * a whole authenticated request through the local runtime (HTTP, authorizer, handler, dynalite).
 */
export const platformBenchmark = async (): Promise<void> => {
  const keyParse = summarize(await timeIt(20_000, () => parseApiKey(generateApiKey().key)));
  const scrypt = summarize(await timeIt(5, () => hashPassword('benchmark passphrase')));

  const t = await startTestApi();
  try {
    const account = await createAccount({
      email: uniqueEmail('bench'),
      password: 'benchmark passphrase',
      tier: 'clinical',
    });
    const key = account.apiKey.key;
    const now = new Date();
    const authorizer = summarize(
      await timeIt(500, () => authorize({ apiKey: key, resource: '/api/v1/users/me', now })),
    );
    const request = summarize(await timeIt(500, () => t.http.get('/api/v1/users/me', { key })));
    const counter = countStoreCalls();
    const decisionCalls = await counter.during(100, () =>
      authorize({ apiKey: key, resource: '/api/v1/users/me', now: new Date() }),
    );
    const requestCalls = await counter.during(100, () => t.http.get('/api/v1/users/me', { key }));
    counter.remove();
    const health = summarize(await timeIt(500, () => t.http.get('/api/v1/health')));

    const concurrency = 20;
    const perClient = 50;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = 0; i < perClient; i += 1) await t.http.get('/api/v1/users/me', { key });
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    table('Platform (one run; dynalite in memory, loopback HTTP)', [
      ['generate + parse an API key (median)', ms(keyParse.p50)],
      ['scrypt N=2^17 r=8 p=1 password hash (median of 5)', ms(scrypt.p50)],
      ['authorizer decision (p50 / p99)', `${ms(authorizer.p50)} / ${ms(authorizer.p99)}`],
      [
        'store calls per authorizer decision',
        `${decisionCalls.perRun.toFixed(1)} (${decisionCalls.byCommand})`,
      ],
      [
        'store calls per allowed GET /api/v1/users/me (authorizer, handler, audit)',
        `${requestCalls.perRun.toFixed(1)} (${requestCalls.byCommand})`,
      ],
      ['GET /api/v1/health, public (p50 / p99)', `${ms(health.p50)} / ${ms(health.p99)}`],
      ['GET /api/v1/users/me, allowed (p50 / p99)', `${ms(request.p50)} / ${ms(request.p99)}`],
      [
        'authorizer share of the authenticated request (p50)',
        `${((authorizer.p50 / request.p50) * 100).toFixed(0)} %`,
      ],
      [
        `throughput, ${concurrency} clients x ${perClient} requests`,
        `${((concurrency * perClient) / seconds).toFixed(0)} req/s`,
      ],
    ]);
    table(
      'Local runtime throughput per route (one run; keep-alive HTTP, dynalite in memory)',
      await throughputRows(t, key),
    );
  } finally {
    await t.close();
  }
  await coldStartBenchmark();
};
