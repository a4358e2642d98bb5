import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HashingBusyError } from '../../../shared/auth/passwords.ts';
import { InvalidSignatureError, NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { baseUrlOf, createApiHandler, route } from '../../../shared/http/api.ts';
import { ERROR_CODES, mapError, PayloadTooLargeError } from '../../../shared/http/errors.ts';
import { defineOperation } from '../../../shared/http/operation.ts';
import { METRICS_NAMESPACE, setMetricsSink } from '../../../shared/logging/metrics.ts';
import { apiGatewayEvent, lambdaContext, tenant } from '../../factories/events.ts';

const echo = defineOperation({
  operationId: 'echo',
  method: 'POST',
  path: '/api/v1/echo/{id}',
  tag: 'Test',
  summary: 'Echo',
  public: false,
  status: 201,
  params: v.object({ id: v.pipe(v.string(), v.minLength(3)) }),
  body: v.strictObject({
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(10)),
    count: v.optional(v.number()),
  }),
  response: v.object({ id: v.string(), name: v.string(), orgId: v.string() }),
  errors: [],
});

const publicPing = defineOperation({
  operationId: 'ping',
  method: 'GET',
  path: '/api/v1/ping',
  tag: 'Test',
  summary: 'Ping',
  public: true,
  status: 200,
  response: v.object({ pong: v.boolean() }),
  errors: [],
});

const failing = defineOperation({
  operationId: 'fail',
  method: 'GET',
  path: '/api/v1/fail',
  tag: 'Test',
  summary: 'Fails',
  public: true,
  status: 200,
  errors: [],
});

let lastRawBody: string | undefined;

const handler = createApiHandler([
  route(echo, async ({ params, body, tenant: caller, rawBody }) => {
    lastRawBody = rawBody;
    return { id: params.id, name: body.name, orgId: caller.orgId };
  }),
  route(publicPing, async () => ({ pong: true })),
  route(failing, async () => {
    throw new Error('secret internal detail: table health-ai-prod at 10.0.0.1');
  }),
]);

const allowed = { decision: 'allow' as const, tenant: tenant({ limit: 100, remaining: 41 }) };

const invoke = async (options: Parameters<typeof apiGatewayEvent>[0]) => {
  const result = await handler(apiGatewayEvent(options), lambdaContext());
  return { ...result, json: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : undefined };
};

const echoCall = (options: Parameters<typeof apiGatewayEvent>[0] = {}) =>
  invoke({
    method: 'POST',
    path: '/api/v1/echo/abc',
    resource: '/api/v1/echo/{id}',
    pathParameters: { id: 'abc' },
    outcome: allowed,
    ...options,
  });

describe('shared HTTP layer', () => {
  it('validates, runs the route and answers with its status, request id and quota headers', async () => {
    // Act
    const result = await echoCall({ json: { name: 'Ada' } });

    // Assess
    expect(result.statusCode).toBe(201);
    expect(result.json).toEqual({ id: 'abc', name: 'Ada', orgId: 'org_test' });
    expect(result.headers?.['X-Request-Id']).toMatch(/^test-request-/);
    expect(result.headers?.['X-RateLimit-Limit']).toBe('100');
    expect(result.headers?.['X-RateLimit-Remaining']).toBe('41');
    expect(result.headers?.['RateLimit-Policy']).toBe('"daily";q=100;w=86400');
    expect(result.headers?.RateLimit).toMatch(/^"daily";r=41;t=\d+$/);
    expect(result.headers?.['Cache-Control']).toBe('no-store');
  });

  it('answers malformed JSON with 400 INVALID_JSON in the error shape', async () => {
    const result = await echoCall({
      body: '{"name": "Ada"',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result.statusCode).toBe(400);
    expect(result.json).toMatchObject({ code: 'INVALID_JSON', error: expect.any(String) });
    expect(result.json?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(result.json?.requestId).toBe(result.headers?.['X-Request-Id']);
  });

  it('answers a body that is not JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const result = await echoCall({
      body: 'name=Ada',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(result.statusCode).toBe(415);
    expect(result.json?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts JSON media types with parameters and +json suffixes', async () => {
    for (const contentType of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const result = await echoCall({ body: '{"name":"Ada"}', headers: { 'Content-Type': contentType } });
      expect(result.statusCode, contentType).toBe(201);
    }
  });

  it('answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE before parsing it', async () => {
    const result = await echoCall({ json: { name: 'x'.repeat(1_048_577) } });
    expect(result.statusCode).toBe(413);
    expect(result.json?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lists every invalid field with its path', async () => {
    const result = await echoCall({
      path: '/api/v1/echo/ab',
      pathParameters: { id: 'ab' },
      json: { name: 'x'.repeat(11) },
    });
    expect(result.statusCode).toBe(400);
    expect(result.json?.code).toBe('VALIDATION_ERROR');
    expect(result.json?.details).toEqual([{ path: 'path.id', message: expect.any(String) }]);

    const body = await echoCall({ json: { name: 5, count: 'many', extra: true } });
    expect(body.statusCode).toBe(400);
    const details = (body.json?.details ?? []) as Array<{ path: string }>;
    const paths = details.map((detail) => detail.path).sort();
    expect(paths).toEqual(['body.count', 'body.extra', 'body.name']);
  });

  it('treats a missing body as a validation error, not a crash', async () => {
    const result = await echoCall({});
    expect(result.statusCode).toBe(400);
    expect(result.json?.code).toBe('VALIDATION_ERROR');
  });

  it('answers an unknown path with 404 NOT_FOUND and a wrong method with 405 and Allow', async () => {
    const missing = await invoke({ path: '/api/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json?.code).toBe('NOT_FOUND');

    const wrongMethod = await invoke({ method: 'DELETE', path: '/api/v1/ping' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json?.code).toBe('METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers?.Allow).toBe('GET');
  });

  it('answers HEAD on a GET route as the GET without a body, as API Gateway passes it on', async () => {
    const get = await invoke({ method: 'GET', path: '/api/v1/ping' });
    const head = await invoke({ method: 'HEAD', path: '/api/v1/ping' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers?.['Content-Type']).toBe(get.headers?.['Content-Type']);
    const missing = await invoke({ method: 'HEAD', path: '/api/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('');
  });

  it('hides the internals of an unexpected error behind 500 INTERNAL_ERROR', async () => {
    const result = await invoke({ path: '/api/v1/fail' });
    expect(result.statusCode).toBe(500);
    expect(result.json?.code).toBe('INTERNAL_ERROR');
    expect(result.body).not.toContain('secret');
    expect(result.body).not.toContain('10.0.0.1');
    expect(result.body).not.toContain('at ');
  });

  it.each([
    ['missing_key', 401, 'MISSING_API_KEY'],
    ['invalid_key', 403, 'INVALID_AUTH'],
    ['insufficient_tier', 403, 'INSUFFICIENT_TIER'],
    ['permission_denied', 403, 'PERMISSION_DENIED'],
    ['rate_limited', 429, 'RATE_LIMIT_EXCEEDED'],
  ] as const)('turns the authorizer decision %s into %i %s', async (decision, status, code) => {
    const result = await echoCall({
      json: { name: 'Ada' },
      outcome: { decision, tenant: tenant({ remaining: 0 }) },
    });
    expect(result.statusCode).toBe(status);
    expect(result.json?.code).toBe(code);
  });

  it('refuses before parsing: a refused request with a broken body is still refused for its key', async () => {
    const result = await echoCall({ body: '{broken', outcome: { decision: 'invalid_key' } });
    expect(result.statusCode).toBe(403);
    expect(result.json?.code).toBe('INVALID_AUTH');
  });

  it('gives a 429 a Retry-After up to the next UTC midnight and a zero remaining quota', async () => {
    const result = await echoCall({
      json: { name: 'Ada' },
      outcome: { decision: 'rate_limited', tenant: tenant({ remaining: 0 }) },
    });
    const retryAfter = Number(result.headers?.['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(result.headers?.['X-RateLimit-Remaining']).toBe('0');
  });

  it('fails closed when a protected route is reached without any authorizer context', async () => {
    const result = await echoCall({ json: { name: 'Ada' }, outcome: undefined });
    expect(result.statusCode).toBe(401);
    expect(result.json?.code).toBe('MISSING_API_KEY');
  });

  it('keeps the raw body beside the parsed one, for requests verified by their signature', async () => {
    const raw = '{ "name" : "Ada" }';
    const result = await echoCall({ body: raw, headers: { 'Content-Type': 'application/json' } });
    expect(result.statusCode).toBe(201);
    expect(lastRawBody).toBe(raw);
  });

  it('refuses a JSON body with a __proto__ key as INVALID_JSON', async () => {
    const result = await echoCall({
      body: '{"name":"Ada","__proto__":{"admin":true}}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result.statusCode).toBe(400);
    expect(result.json?.code).toBe('INVALID_JSON');
  });

  it('passes a text/csv body to the operation as {csv}', async () => {
    const result = await echoCall({ body: 'test,value', headers: { 'Content-Type': 'text/csv' } });
    expect(result.statusCode).toBe(400);
    expect(result.json?.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body.csv' })]),
    );
  });

  it('emits one EMF record per request with the group, latency and error counts', async () => {
    const lines: string[] = [];
    const previous = setMetricsSink((line) => lines.push(line));
    try {
      await invoke({ path: '/api/v1/fail' });
      await echoCall({ json: { name: 'Ada' }, outcome: { ...allowed, group: 'accounts' } });
    } finally {
      setMetricsSink(previous);
    }
    expect(lines).toHaveLength(2);
    const [failed, echoed] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const aws = failed?._aws as
      | { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][] }> }
      | undefined;
    const directive = aws?.CloudWatchMetrics[0];
    expect(directive?.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive?.Dimensions[0]).toContain('group');
    expect(failed).toMatchObject({
      ServerErrors: 1,
      ClientErrors: 0,
      Requests: 1,
      Latency: expect.any(Number),
    });
    expect(echoed).toMatchObject({ group: 'accounts', ServerErrors: 0, ClientErrors: 0 });
  });

  it('writes no metrics off Lambda without a sink', async () => {
    const write = process.stdout.write;
    const written: string[] = [];
    process.stdout.write = ((chunk: string) =>
      written.push(String(chunk)) > 0) as typeof process.stdout.write;
    try {
      await invoke({ path: '/api/v1/ping' });
    } finally {
      process.stdout.write = write;
    }
    expect(written.filter((line) => line.includes('CloudWatchMetrics'))).toEqual([]);
  });

  it('serves public routes without a tenant and without quota headers', async () => {
    const result = await invoke({ path: '/api/v1/ping' });
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({ pong: true });
    expect(result.headers?.['X-RateLimit-Limit']).toBeUndefined();
  });
});

describe('base URL', () => {
  // Issue #11: the base URL used to come from Host and X-Forwarded-Proto, which the caller chooses.
  it('is the stage URL API Gateway reports, whatever Host and X-Forwarded-Proto say', () => {
    const event = apiGatewayEvent({
      path: '/api/v1/ping',
      headers: { Host: 'evil.example', 'X-Forwarded-Proto': 'gopher' },
    });
    event.requestContext.path = '/prod/api/v1/ping';
    event.requestContext.domainName = 'abc.execute-api.eu-west-1.amazonaws.com';
    event.requestContext.stage = 'prod';
    expect(baseUrlOf(event)).toBe('https://abc.execute-api.eu-west-1.amazonaws.com/prod');
  });

  it('has no prefix behind a custom domain, and PUBLIC_BASE_URL wins when set', () => {
    const event = apiGatewayEvent({ path: '/api/v1/ping', headers: { host: 'evil.example' } });
    event.requestContext.domainName = 'api.example.org';
    expect(baseUrlOf(event)).toBe('https://api.example.org');
    process.env.PUBLIC_BASE_URL = 'http://127.0.0.1:3000/';
    try {
      expect(baseUrlOf(event)).toBe('http://127.0.0.1:3000');
    } finally {
      delete process.env.PUBLIC_BASE_URL;
    }
  });
});

describe('error codes', () => {
  it('takes the code from the error and the status from the one table', () => {
    const cases: Array<[Error, number, string]> = [
      [new ValidationError('bad', [{ path: 'body.x', message: 'no' }]), 400, 'VALIDATION_ERROR'],
      [new NotFoundError('none'), 404, 'NOT_FOUND'],
      [new InvalidSignatureError('forged'), 403, 'INVALID_AUTH'],
      [new PayloadTooLargeError(10), 413, 'PAYLOAD_TOO_LARGE'],
      [new HashingBusyError(), 503, 'SERVICE_UNAVAILABLE'],
    ];
    for (const [error, status, code] of cases) {
      const mapped = mapError(error, 'req-1');
      expect(mapped, error.name).toMatchObject({ status, expected: true, body: { code } });
      expect(ERROR_CODES[mapped.body.code]).toBe(status);
    }
    expect(mapError(new HashingBusyError(), 'req-1').headers['Retry-After']).toEqual(expect.any(String));
    expect(mapError(new TypeError('x'), 'req-1')).toMatchObject({ status: 500, expected: false });
  });
});
