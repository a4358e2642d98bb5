import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi } from '../support/local-api.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
});

/** Points the handlers at a port where nothing listens, as if the store were down. */
const withStoreDown = async <T>(work: () => Promise<T>): Promise<T> => {
  const saved = process.env.DYNAMODB_ENDPOINT;
  process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:9';
  try {
    return await work();
  } finally {
    process.env.DYNAMODB_ENDPOINT = saved;
  }
};

describe('GET /api/v1/health', () => {
  it('is public and reports the version and a store that answers', async () => {
    const result = await t.http.get('/api/v1/health');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: 'ok',
      version: expect.any(String),
      checks: { store: { status: 'ok', latencyMs: expect.any(Number) } },
    });
  });

  it('reports degraded when the store does not answer', async () => {
    const result = await withStoreDown(() => t.http.get('/api/v1/health'));
    expect(result.body).toMatchObject({ status: 'degraded', checks: { store: { status: 'unavailable' } } });
  });
});

describe('gateway behaviour', () => {
  it('answers an unknown path with 404 NOT_FOUND in the error shape, with or without a key', async () => {
    for (const path of ['/', '/api/v2/ask', '/api/v1/not-a-thing', '/api/v1/users/me/extra']) {
      const result = await t.http.get(path);
      expect(result.status, path).toBe(404);
      expect(result.body, path).toMatchObject({
        code: 'NOT_FOUND',
        timestamp: expect.any(String),
        requestId: expect.any(String),
      });
    }
  });

  it('answers a wrong method with 405 METHOD_NOT_ALLOWED and the allowed methods', async () => {
    const health = await t.http.request('PUT', '/api/v1/health');
    expect(health.status).toBe(405);
    expect(health.headers.get('allow')).toBe('GET');

    const owner = await signUp(t.http);
    const keys = await t.http.request('PATCH', '/api/v1/api-keys', { key: owner.key });
    expect(keys.status).toBe(405);
    expect(keys.body.code).toBe('METHOD_NOT_ALLOWED');
    expect(keys.headers.get('allow')).toBe('POST, GET');
  });

  it('answers 503 SERVICE_UNAVAILABLE when the authorizer cannot reach the store', async () => {
    const owner = await signUp(t.http);
    const result = await withStoreDown(() => t.http.get('/api/v1/users/me', { key: owner.key }));
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('refuses a body over the gateway limit (10 MB) with 413 before any Lambda runs', async () => {
    const result = await t.http.post('/auth/signup', {
      body: `{"email":"${'a'.repeat(10 * 1024 * 1024)}"}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result.status).toBe(413);
    expect(result.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('gives every response an X-Request-Id equal to the requestId of its error body', async () => {
    const result = await t.http.get('/api/v1/users/me');
    expect(result.headers.get('x-request-id')).toBe(result.body.requestId);
  });

  it('answers unicode and hostile paths without a 5xx', async () => {
    for (const path of [
      '/api/v1/api-keys/%E2%9C%93',
      '/api/v1/api-keys/..%2F..%2Fetc',
      '/api/v1/%00',
      '/api/v1/api-keys/%ZZ',
    ]) {
      const result = await t.http.delete(path, { key: 'hcs_x' });
      expect(result.status, path).toBeLessThan(500);
    }
  });
});
