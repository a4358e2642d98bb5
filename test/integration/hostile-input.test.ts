import { beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from '../../functions/registry.ts';
import { useApiWithCaller } from '../support/local-api.ts';

// The highest tier, so that every endpoint's body handling is reached.
const api = useApiWithCaller({ tier: 'clinical' });

/** A concrete path for an operation's template. */
const concrete = (path: string): string => path.replace(/\{[^}]+\}/g, 'someId000000');

const withBody = allOperations().filter((operation) => operation.body);

/** The one error shape every refusal has. */
const ERROR_SHAPE = {
  code: expect.any(String),
  error: expect.any(String),
  requestId: expect.any(String),
  timestamp: expect.any(String),
};

describe.each(withBody.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  'every endpoint with a body: %s',
  (_name, operation) => {
    // A key per endpoint, so that the endpoints together stay within a Developer key's daily limit.
    let key: string | undefined;
    beforeAll(async () => {
      if (operation.public) return;
      const created = await api.http.post<{ key: string }>('/api/v1/api-keys', {
        key: api.caller.key,
        json: { name: operation.operationId },
      });
      key = created.body.key;
    });
    const send = (body: string, contentType = 'application/json') =>
      api.http.request(operation.method, concrete(operation.path), {
        key,
        body,
        headers: { 'Content-Type': contentType },
      });

    it('answers malformed JSON with 400 INVALID_JSON in the error shape', async () => {
      for (const body of ['{', '{"a":}', "{'single':'quotes'}", '{"a":1,}', 'undefined', '{"cut": [1, 2']) {
        const result = await send(body);
        expect(result.status, body).toBe(400);
        expect(result.body, body).toMatchObject(ERROR_SHAPE);
        expect(result.body.code, body).toBe('INVALID_JSON');
      }
    });

    it('answers wrong types and missing fields with 400 VALIDATION_ERROR and details', async () => {
      for (const body of ['[]', '42', '{}', '{"email":[],"name":{},"password":true}']) {
        const result = await send(body);
        expect(result.status, body).toBe(400);
        expect(result.body.code, body).toBe('VALIDATION_ERROR');
        expect(Array.isArray(result.body.details), body).toBe(true);
      }
    });

    it('answers a non-JSON media type with 415', async () => {
      const result = await send('a=1', 'text/plain');
      expect(result.status).toBe(415);
      expect(result.body).toMatchObject(ERROR_SHAPE);
      expect(result.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers a compressed body with 415 rather than INVALID_JSON', async () => {
      const result = await api.http.request(operation.method, concrete(operation.path), {
        key,
        body: '{}',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      });
      expect(result.status).toBe(415);
      expect(result.body).toMatchObject(ERROR_SHAPE);
      expect(result.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers a body over 1 MB with 413', async () => {
      const result = await send(JSON.stringify({ name: 'x'.repeat(1_100_000) }));
      expect(result.status).toBe(413);
      expect(result.body).toMatchObject(ERROR_SHAPE);
      expect(result.body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('survives deeply nested and unicode-laden bodies without a 5xx', async () => {
      const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const unicode = JSON.stringify({
        name: '\u202e\ud83e\uddea\u0000',
        email: 'ü@ß.example',
        password: '\ud800',
      });
      for (const body of [nested, unicode, '{"__proto__":{"polluted":true}}']) {
        const result = await send(body);
        expect(result.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(result.status, body.slice(0, 40)).toBeLessThan(500);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  },
);

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('query parameters and headers named like Object.prototype members', () => {
  it.each(allOperations().map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers without a 5xx, in the error shape when refused',
    async (_name, operation) => {
      const query = PROTOTYPE_NAMES.map((name, i) => `${name}=${i}`).join('&');
      for (const [label, path, headers] of [
        ['query', `${concrete(operation.path)}?${query}`, {}],
        ['headers', concrete(operation.path), Object.fromEntries(PROTOTYPE_NAMES.map((name) => [name, 'x']))],
        ['repeated query', `${concrete(operation.path)}?toString=a&toString=b&__proto__=c&__proto__=d`, {}],
      ] as const) {
        const result = await api.http.request(operation.method, path, {
          key: api.caller.key,
          headers: { ...headers, 'Content-Type': 'application/json' },
          ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { body: '{}' }),
        });
        expect(result.status, label).toBeLessThan(500);
        if (result.status >= 400) expect(result.body, label).toMatchObject(ERROR_SHAPE);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});

describe('a query parameter given twice', () => {
  const withQuery = allOperations().filter((operation) => operation.query);

  it.each(withQuery.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s is refused with 400 naming the parameter, whichever value comes last',
    async (_name, operation) => {
      const result = await api.http.request(
        operation.method,
        `${concrete(operation.path)}?limit=5&limit=500`,
        {
          key: api.caller.key,
        },
      );
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ...ERROR_SHAPE,
        code: 'VALIDATION_ERROR',
        details: [{ path: 'query.limit', message: 'limit is given 2 times: give it once' }],
      });
    },
  );

  it('leaves a parameter given once as it was', async () => {
    const result = await api.http.get<{ results: unknown[] }>(
      '/api/v1/medical-knowledge/search?query=asthma&limit=2',
      { key: api.caller.key },
    );
    expect(result.status).toBe(200);
    expect(result.body.results).toHaveLength(2);
  });
});
