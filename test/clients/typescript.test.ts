import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthAiApiError, HealthAiClient } from '../../clients/typescript/src/client.ts';
import { type SignedUp, signUp, startTestApi, type TestApi } from '../support/local-api.ts';

let t: TestApi;
let owner: SignedUp;
let client: HealthAiClient;

beforeAll(async () => {
  t = await startTestApi();
  owner = await signUp(t.http);
  client = new HealthAiClient({ apiKey: owner.key, baseUrl: t.api.url });
});

afterAll(async () => {
  await t.close();
});

/** The error a call throws. */
const failure = async (call: Promise<unknown>): Promise<HealthAiApiError> => {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HealthAiApiError);
  return error as HealthAiApiError;
};

describe('TypeScript client against the local runtime', () => {
  it('calls a public operation without a key', async () => {
    const health = await new HealthAiClient({ baseUrl: `${t.api.url}/` }).getHealth();
    expect(health.status).toBeDefined();
  });

  it('sends the key on every call and returns typed bodies', async () => {
    const me = await client.getCurrentUser();
    expect(me.email).toBe(owner.email);
    expect(me.organizationId).toBe(owner.orgId);
    const created = await client.createApiKey({ name: 'ts-client', expiresIn: 7 });
    expect(created.key).toMatch(/^hcs_/);
    const keys = await client.listApiKeys();
    expect(JSON.stringify(keys)).toContain(created.id);
    await expect(client.revokeApiKey({ id: created.id })).resolves.toBeUndefined();
  });

  it('sends query parameters', async () => {
    const found = await client.searchMedicalKnowledge({ query: 'asthma inhaler', limit: 2 });
    expect(found).toBeTypeOf('object');
  });

  it('asks a question and reads its trust score by path parameter', async () => {
    const answer = await client.ask({ question: 'What helps a tension headache?' });
    const trust = await client.getTrustScore({ responseId: answer.id });
    expect(trust).toBeTypeOf('object');
  });

  it('throws a typed HealthAiApiError with status, code, requestId and details', async () => {
    const notFound = await failure(client.getTrustScore({ responseId: 'ans_unknown' }));
    expect(notFound.status).toBe(404);
    expect(notFound.code).toBe('NOT_FOUND');
    expect(notFound.requestId).toBeTruthy();

    const invalid = await failure(client.ask({ question: '' }));
    expect(invalid.status).toBe(400);
    expect(invalid.code).toBe('VALIDATION_ERROR');
    expect(invalid.details.length).toBeGreaterThan(0);
    expect(invalid.details[0]).toHaveProperty('path');

    const unknownKey = await failure(
      new HealthAiClient({ apiKey: 'hcs_nope', baseUrl: t.api.url }).getCurrentUser(),
    );
    expect(unknownKey.status).toBe(403);
    expect(unknownKey.code).toBe('INVALID_AUTH');
  });

  it('does not wait for a Retry-After of hours: the 429 is thrown at once', async () => {
    const capped = await client.createApiKey({ name: 'one a day', dailyLimit: 1 });
    const limited = new HealthAiClient({ apiKey: capped.key, baseUrl: t.api.url });
    await limited.getCurrentUser();
    const started = Date.now();
    const error = await failure(limited.getCurrentUser());
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

/** A fetch that answers from a script and records what it was sent. */
const scriptedFetch = (
  script: Array<{ status: number; headers?: Record<string, string>; body?: unknown }>,
) => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fake = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = script.shift();
    if (!next) throw new Error('no more scripted responses');
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status,
      headers: next.headers,
    });
  }) as typeof fetch;
  return { fake, calls };
};

const apiError = (code: string) => ({
  error: code,
  code,
  timestamp: '2026-01-01T00:00:00Z',
  requestId: 'req_1',
});

describe('TypeScript client retries', () => {
  it('retries an idempotent call on 503 after Retry-After', async () => {
    const { fake, calls } = scriptedFetch([
      { status: 503, headers: { 'Retry-After': '0' }, body: apiError('SERVICE_UNAVAILABLE') },
      { status: 429, headers: { 'Retry-After': '0' }, body: apiError('RATE_LIMIT_EXCEEDED') },
      { status: 200, body: { email: 'a@example.org' } },
    ]);
    const retrying = new HealthAiClient({ apiKey: 'hcs_test', baseUrl: 'http://api.test', fetch: fake });
    await expect(retrying.getCurrentUser()).resolves.toEqual({ email: 'a@example.org' });
    expect(calls).toHaveLength(3);
    expect(new Headers(calls[0]?.init.headers).get('X-API-Key')).toBe('hcs_test');
  });

  it('never retries a POST', async () => {
    const { fake, calls } = scriptedFetch([
      { status: 503, headers: { 'Retry-After': '0' }, body: apiError('MODELS_UNAVAILABLE') },
    ]);
    const retrying = new HealthAiClient({ apiKey: 'hcs_test', baseUrl: 'http://api.test', fetch: fake });
    const error = await failure(retrying.ask({ question: 'q' }));
    expect(error.code).toBe('MODELS_UNAVAILABLE');
    expect(calls).toHaveLength(1);
  });

  it('gives up after maxRetries', async () => {
    const busy = { status: 503, headers: { 'Retry-After': '0' }, body: apiError('SERVICE_UNAVAILABLE') };
    const { fake, calls } = scriptedFetch([busy, busy]);
    const retrying = new HealthAiClient({
      apiKey: 'hcs_test',
      baseUrl: 'http://api.test',
      fetch: fake,
      maxRetries: 1,
    });
    const error = await failure(retrying.listApiKeys());
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  it('keeps the status of an answer that is not the API error body', async () => {
    const { fake } = scriptedFetch([{ status: 502, headers: { 'X-Request-Id': 'gw' } }]);
    const error = await failure(new HealthAiClient({ baseUrl: 'http://api.test', fetch: fake }).getHealth());
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.requestId).toBe('gw');
  });
});

describe('TypeScript client in a browser', () => {
  it('refuses an API key in client-side code unless told otherwise', () => {
    const global = globalThis as { document?: unknown };
    global.document = {};
    try {
      expect(() => new HealthAiClient({ apiKey: 'hcs_test', baseUrl: 'http://api.test' })).toThrow(
        /browser code/,
      );
      expect(
        () =>
          new HealthAiClient({
            apiKey: 'hcs_test',
            baseUrl: 'http://api.test',
            dangerouslyAllowBrowser: true,
          }),
      ).not.toThrow();
      expect(() => new HealthAiClient({ baseUrl: 'http://api.test' })).not.toThrow();
    } finally {
      delete global.document;
    }
  });
});
