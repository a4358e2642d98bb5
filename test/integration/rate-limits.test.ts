import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTierByEmail } from '../../functions/accounts/service.ts';
import { signUp, startTestApi, type TestApi } from '../support/local-api.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
});

describe('daily limits', () => {
  it('puts the quota on every authenticated response in both header styles', async () => {
    // Prepare
    const owner = await signUp(t.http);

    // Act
    const first = await t.http.get('/api/v1/users/me', { key: owner.key });
    const second = await t.http.get('/api/v1/users/me', { key: owner.key });

    // Assess
    expect(first.headers.get('x-ratelimit-limit')).toBe('100');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(second.headers.get('x-ratelimit-remaining')).toBe('98');
    const reset = Number(second.headers.get('x-ratelimit-reset'));
    const midnight = Math.floor(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) / 1000,
    );
    expect(reset).toBe(midnight);
    expect(second.headers.get('ratelimit-policy')).toBe('"daily";q=100;w=86400');
    expect(second.headers.get('ratelimit')).toMatch(/^"daily";r=98;t=\d+$/);
    const errorResponse = await t.http.post('/api/v1/api-keys', { key: owner.key, json: {} });
    expect(errorResponse.status).toBe(400);
    expect(errorResponse.headers.get('x-ratelimit-remaining')).toBe('97');
  });

  it('counts exactly under concurrency: 150 simultaneous requests give 100 successes and 50 429s', async () => {
    // Prepare
    const owner = await signUp(t.http);

    // Act
    const results = await Promise.all(
      Array.from({ length: 150 }, () => t.http.get('/api/v1/users/me', { key: owner.key })),
    );

    // Assess
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    const remaining = results
      .filter((result) => result.status === 200)
      .map((result) => Number(result.headers.get('x-ratelimit-remaining')))
      .sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const limited = results.find((result) => result.status === 429);
    expect(limited?.body).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', error: expect.any(String) });
    const retryAfter = Number(limited?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(limited?.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('answers a tier below the path minimum with 403 INSUFFICIENT_TIER, without counting it', async () => {
    const owner = await signUp(t.http);
    const refused = await t.http.get('/api/v1/webhooks', { key: owner.key });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_TIER' });
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('100');

    await setTierByEmail(owner.email, 'professional', undefined);
    const allowed = await t.http.get('/api/v1/webhooks', { key: owner.key });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ webhooks: [] });
    expect(allowed.headers.get('x-ratelimit-limit')).toBe('10000');
  });

  it("makes the tier's daily limit the organization's: 150 concurrent requests over three keys give 100", async () => {
    // Prepare: a Developer organization with three keys, none with a limit of its own.
    const owner = await signUp(t.http);
    const more = await Promise.all(
      ['second', 'third'].map((name) =>
        t.http.post<{ key: string; id: string }>('/api/v1/api-keys', { key: owner.key, json: { name } }),
      ),
    );
    const keys = [owner.key, ...more.map((created) => created.body.key)];

    // Act
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => t.http.get('/api/v1/users/me', { key: keys[i % 3] })),
    );

    // Assess: the two creations counted too, so 98 of the 150 pass.
    const ok = results.filter((result) => result.status === 200);
    expect(ok).toHaveLength(98);
    expect(results.filter((result) => result.status === 429)).toHaveLength(52);
    // Remaining is the organization's: each value once, whichever key made the request.
    const remaining = ok
      .map((result) => Number(result.headers.get('x-ratelimit-remaining')))
      .sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 98 }, (_, i) => i));
    expect(new Set(ok.map((result) => result.headers.get('x-ratelimit-limit')))).toEqual(new Set(['100']));
    const report = await t.http.get<{
      total: number;
      byKey: Array<{ requests: number }>;
      today: { requests: number; remaining: number };
    }>('/api/v1/usage', { key: owner.key });
    expect(report.status).toBe(429);
    await setTierByEmail(owner.email, 'professional', undefined);
    const after = await t.http.get<{
      total: number;
      byKey: Array<{ requests: number }>;
      today: { requests: number; remaining: number };
    }>('/api/v1/usage', { key: owner.key });
    expect(after.body.total).toBe(101);
    expect(after.body.byKey.reduce((sum, key) => sum + key.requests, 0)).toBe(101);
    expect(after.body.today).toMatchObject({ requests: 101, remaining: 10_000 - 101 });
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(10_000 - 101);
  });

  it("lets a key's own dailyLimit only lower the organization's, and reports the lower of both as remaining", async () => {
    const owner = await signUp(t.http);
    const capped = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'capped', dailyLimit: 10 },
    });
    // 1 (creation) + 93 = 94 of the organization's 100 used: 6 left for everyone.
    for (let i = 0; i < 93; i += 1) await t.http.get('/api/v1/users/me', { key: owner.key });

    const first = await t.http.get('/api/v1/users/me', { key: capped.body.key });

    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('10');
    // The key has 9 of its own left, the organization 5: the lower one.
    expect(first.headers.get('x-ratelimit-remaining')).toBe('5');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await t.http.get('/api/v1/users/me', { key: capped.body.key })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await t.http.get('/api/v1/users/me', { key: owner.key })).status).toBe(429);
  });

  it("says in a 429 which limit was reached: the organization's, even to a key that made no request", async () => {
    // Prepare: an organization of 5 a day, used up by its first key.
    const owner = await signUp(t.http);
    await setTierByEmail(owner.email, 'enterprise', 5);
    const fresh = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'fresh' },
    });
    for (let i = 0; i < 4; i += 1)
      expect((await t.http.get('/api/v1/users/me', { key: owner.key })).status).toBe(200);

    // Act: the first use of the fresh key (decided by the conditional write) and the next (by the read).
    const first = await t.http.get('/api/v1/users/me', { key: fresh.body.key });
    const second = await t.http.get('/api/v1/users/me', { key: fresh.body.key });

    // Assess
    for (const refused of [first, second]) {
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'RATE_LIMIT_EXCEEDED',
        error:
          "The organization's daily request limit of 5, shared by all its API keys, is reached; it resets at midnight UTC",
      });
    }
  });

  it("says in a 429 when a key's own limit was reached", async () => {
    // Prepare
    const owner = await signUp(t.http);
    const capped = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'capped', dailyLimit: 2 },
    });
    for (let i = 0; i < 2; i += 1)
      expect((await t.http.get('/api/v1/users/me', { key: capped.body.key })).status).toBe(200);

    // Act
    const refused = await t.http.get('/api/v1/users/me', { key: capped.body.key });

    // Assess
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      error: "This API key's own daily request limit of 2 is reached; it resets at midnight UTC",
    });
    expect((await t.http.get('/api/v1/users/me', { key: owner.key })).status).toBe(200);
  });
});

describe('which refusals count against the daily limit (docs/decisions.md, "Limits count per organization")', () => {
  const remainingAfter = async (key: string, send: () => Promise<{ status: number }>, status: number) => {
    const before = Number(
      (await t.http.get('/api/v1/users/me', { key })).headers.get('x-ratelimit-remaining'),
    );
    expect((await send()).status).toBe(status);
    const after = Number(
      (await t.http.get('/api/v1/users/me', { key })).headers.get('x-ratelimit-remaining'),
    );
    // The two reads count one each; what is left is what the request in between cost.
    return before - after - 1;
  };

  it("does not count what the authorizer refuses: a group the key's permissions leave out", async () => {
    const owner = await signUp(t.http);
    const narrow = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'accounts only', permissions: ['accounts'] },
    });
    const cost = await remainingAfter(
      narrow.body.key,
      () => t.http.get('/api/v1/api-keys', { key: narrow.body.key }),
      403,
    );
    expect(cost).toBe(0);
  });

  it('counts what the handler refuses: bad JSON, a foreign media type, a method the path lacks, a wider key', async () => {
    const owner = await signUp(t.http);
    const keysOnly = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'keys and accounts', permissions: ['api-keys', 'accounts'] },
    });
    const key = keysOnly.body.key;
    const refusals: Array<[() => Promise<{ status: number }>, number]> = [
      [
        () =>
          t.http.post('/api/v1/api-keys', {
            key,
            body: '{"name":',
            headers: { 'Content-Type': 'application/json' },
          }),
        400,
      ],
      [
        () =>
          t.http.post('/api/v1/api-keys', { key, body: 'name', headers: { 'Content-Type': 'text/plain' } }),
        415,
      ],
      [() => t.http.request('PUT', '/api/v1/users/me', { key }), 405],
      [
        () => t.http.post('/api/v1/api-keys', { key, json: { name: 'wider', permissions: ['knowledge'] } }),
        403,
      ],
    ];
    for (const [send, status] of refusals) expect(await remainingAfter(key, send, status)).toBe(1);
  });
});
