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
});
