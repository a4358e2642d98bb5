import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { setLogSink } from '../../../shared/logging/logger.ts';
import { ensureTable, startEmbeddedStore } from '../../../tools/local/store.ts';
import { type ErrorBody, signUp, startTestApi, type TestApi } from '../../support/local-api.ts';

const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Sends raw bytes and reads until the server closes: requests a client library would not send. */
const rawExchange = (url: string, request: string, { end = true } = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    // Without `end`, the socket stays open as a client still sending its body would leave it.
    const socket = connect(Number(port), hostname, () => (end ? socket.end(request) : socket.write(request)));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });

describe('local API', () => {
  it.each([
    [
      'headers over the 16 KB limit',
      `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'headers are larger',
    ],
    ['a malformed request line', 'GET /api/v1/health NOT-HTTP\r\n\r\n', 'could not be read as HTTP'],
  ])('answers %s with 400 in the error shape, not a bare status line', async (_name, request, message) => {
    const t = await startTestApi();
    cleanups.push(t.close);

    const response = await rawExchange(t.api.url, request);

    const [head = '', body = ''] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringContaining(message),
      requestId: expect.any(String),
      timestamp: expect.any(String),
    });
  });

  // A hostile tester's body cut short of its Content-Length held the connection for five minutes.
  it('answers a body that never arrives whole with 408 in the error shape, after the request timeout', async () => {
    const t = await startTestApi({ requestTimeoutMs: 1_000 });
    cleanups.push(t.close);
    const started = Date.now();
    const response = await rawExchange(
      t.api.url,
      'POST /api/v1/ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"question":',
      { end: false },
    );
    const [head = '', body = ''] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body)).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringContaining('1 s'),
    });
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('answers a missing portal file in the one error shape, not plain text', async () => {
    const t = await startTestApi();
    cleanups.push(t.close);
    const missing = await t.http.get<ErrorBody>('/portal/nonexistent.js');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'NOT_FOUND',
      error: expect.stringContaining('nonexistent.js'),
      requestId: expect.any(String),
      timestamp: expect.any(String),
    });
    expect((await t.http.get('/portal/')).status).toBe(200);
  });

  it('uses any DynamoDB endpoint given instead of the embedded store, creating its table', async () => {
    // Prepare: a separate store, as DYNAMODB_ENDPOINT would name one.
    const external = await startEmbeddedStore();
    cleanups.push(external.close);

    // Act
    const t: TestApi = await startTestApi({ dynamoEndpoint: external.endpoint, tableName: 'external-table' });
    cleanups.push(t.close);
    const account = await signUp(t.http);

    // Assess: the data went to that store, and the table exists there.
    expect(t.api.storeEndpoint).toBe(external.endpoint);
    expect((await t.http.get('/api/v1/users/me', { key: account.key })).status).toBe(200);
    await expect(ensureTable(external.endpoint, 'external-table')).resolves.toBeUndefined();
  });

  it('writes structured request logs that never contain keys, passwords or bodies', async () => {
    // Prepare
    const lines: string[] = [];
    const previousLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    const restore = setLogSink((line) => lines.push(line));
    const t = await startTestApi();
    cleanups.push(t.close);
    const password = 'a very particular passphrase';

    try {
      // Act
      const account = await signUp(t.http, { password, name: 'Log Probe' });
      await t.http.get('/api/v1/users/me', { key: account.key });
      await t.http.post('/api/v1/api-keys', { key: account.key, json: { name: 'logged?' } });
      await t.http.post('/api/v1/api-keys', {
        key: account.key,
        body: `{"name":"${password}"`,
        headers: { 'Content-Type': 'application/json' },
      });

      // Assess
      expect(lines.length).toBeGreaterThanOrEqual(7);
      for (const line of lines) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        expect(entry).toMatchObject({
          level: expect.any(String),
          time: expect.any(String),
          msg: expect.any(String),
        });
        expect(line).not.toContain(account.key);
        expect(line).not.toContain(password);
        expect(line).not.toContain('Log Probe');
        expect(line).not.toContain('logged?');
      }
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
      expect(requests.map((entry) => entry.status)).toEqual([201, 200, 201, 400]);
      expect(requests[1]).toMatchObject({
        resource: '/api/v1/users/me',
        orgId: account.orgId,
        keyId: account.keyId,
      });
    } finally {
      setLogSink(restore);
      process.env.LOG_LEVEL = previousLevel;
    }
  });
});
