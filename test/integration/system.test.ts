import { request as httpRequest } from 'node:http';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../shared/auth/terms.ts';
import { signUp, startTestApi, type TestApi, uniqueEmail } from '../support/local-api.ts';

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
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
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

/** A TCP server on 127.0.0.1 that accepts connections and then never answers, or closes them at once. */
const faultyStore = async (behaviour: 'silent' | 'close') => {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (behaviour === 'close') socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

describe('store faults', () => {
  it.each(['silent', 'close'] as const)(
    'a store that is %s gives 503 SERVICE_UNAVAILABLE with Retry-After, never a hang or a 500',
    async (behaviour) => {
      // Prepare: short bounds so that the test does not wait for the production ones.
      const owner = await signUp(t.http);
      const store = await faultyStore(behaviour);
      const saved = process.env.DYNAMODB_ENDPOINT;
      Object.assign(process.env, {
        DYNAMODB_ENDPOINT: store.endpoint,
        DYNAMODB_CONNECT_TIMEOUT_MS: '200',
        DYNAMODB_REQUEST_TIMEOUT_MS: '300',
      });

      // Act
      let signUpResult: Awaited<ReturnType<typeof t.http.post>>;
      let meResult: Awaited<ReturnType<typeof t.http.get>>;
      try {
        signUpResult = await t.http.post('/auth/signup', {
          json: {
            email: uniqueEmail('fault'),
            password: 'plum velvet harbor kite',
            acceptTerms: TERMS_VERSION,
          },
        });
        meResult = await t.http.get('/api/v1/users/me', { key: owner.key });
      } finally {
        process.env.DYNAMODB_ENDPOINT = saved;
        delete process.env.DYNAMODB_CONNECT_TIMEOUT_MS;
        delete process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
        await store.close();
      }

      // Assess
      expect(signUpResult.status).toBe(503);
      expect(signUpResult.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        error: expect.any(String),
        timestamp: expect.any(String),
        requestId: expect.any(String),
      });
      expect(Number(signUpResult.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(meResult.status).toBe(503);
      expect(meResult.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      // And the service is back as soon as the store is.
      expect((await t.http.get('/api/v1/users/me', { key: owner.key })).status).toBe(200);
    },
  );
});

/** A raw request, so that Host and other headers fetch would fix are sent as given. */
const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const request = httpRequest(`${t.api.url}${path}`, { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });

describe('openapi.json servers and HEAD', () => {
  it('names this deployment as its server whatever Host and X-Forwarded-Proto say', async () => {
    const result = await raw('GET', '/api/v1/openapi.json', {
      Host: 'evil.example',
      'X-Forwarded-Proto': 'gopher',
    });
    expect(result.status).toBe(200);
    const document = JSON.parse(result.body) as { servers: Array<{ url: string }> };
    expect(document.servers.map((server) => server.url)).toEqual([t.api.url]);
    expect(result.body).not.toContain('evil.example');
  });

  it('answers HEAD on a GET route like the GET, without a body', async () => {
    const owner = await signUp(t.http);
    for (const [path, key] of [
      ['/api/v1/health', undefined],
      ['/api/v1/openapi.json', undefined],
      ['/api/v1/users/me', owner.key],
    ] as const) {
      const get = await raw('GET', path, key ? { 'X-API-Key': key } : {});
      const head = await raw('HEAD', path, key ? { 'X-API-Key': key } : {});
      expect(head.status, path).toBe(get.status);
      expect(head.body, path).toBe('');
      expect(head.headers['content-type'], path).toBe(get.headers['content-type']);
    }
    const missing = await raw('HEAD', '/api/v1/users/me');
    expect(missing.status).toBe(401);
    expect(missing.body).toBe('');
  });
});

describe('request-targets with empty path segments (hostile test X3)', () => {
  it.each(['//x/api/v1/users/me', '//api/v1/users/me', '/api//v1/users/me', '//localhost/api/v1/health'])(
    '%s is no endpoint: 404 in the error shape, never served as the path without them',
    async (path) => {
      // Act
      const owner = await signUp(t.http);
      const result = await t.http.get(path, { key: owner.key });

      // Assess
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({
        code: 'NOT_FOUND',
        error: `No endpoint at ${path}`,
        requestId: expect.any(String),
        timestamp: expect.any(String),
      });
    },
  );

  it('still serves the path itself, and with one trailing slash', async () => {
    const owner = await signUp(t.http);
    expect((await t.http.get('/api/v1/users/me', { key: owner.key })).status).toBe(200);
    expect((await t.http.get('/api/v1/users/me/', { key: owner.key })).status).toBe(200);
  });
});
