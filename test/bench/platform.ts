import { signUp as createAccount } from '../../functions/accounts/service.ts';
import { authorize } from '../../functions/authorizer/service.ts';
import { generateApiKey, parseApiKey } from '../../shared/auth/api-key-format.ts';
import { hashPassword } from '../../shared/auth/passwords.ts';
import { startTestApi, uniqueEmail } from '../support/local-api.ts';
import { ms, summarize, table, timeIt } from './stats.ts';

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
      ['authorizer decision, 3 store calls (p50 / p99)', `${ms(authorizer.p50)} / ${ms(authorizer.p99)}`],
      ['GET /api/v1/health, public (p50 / p99)', `${ms(health.p50)} / ${ms(health.p99)}`],
      ['GET /api/v1/users/me, authenticated (p50 / p99)', `${ms(request.p50)} / ${ms(request.p99)}`],
      [
        'authorizer share of the authenticated request (p50)',
        `${((authorizer.p50 / request.p50) * 100).toFixed(0)} %`,
      ],
      [
        `throughput, ${concurrency} clients x ${perClient} requests`,
        `${((concurrency * perClient) / seconds).toFixed(0)} req/s`,
      ],
    ]);
  } finally {
    await t.close();
  }
};
