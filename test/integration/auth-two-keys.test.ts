import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi } from '../support/local-api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.close();
});

/**
 * A GET written by hand, repeated headers kept as sent (as curl -H twice does): fetch folds two into
 * one "a, b", and node:http's array form is not sent as written.
 */
const rawGet = (base: string, path: string, headers: ReadonlyArray<readonly [string, string]>) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(base);
    const socket = connect(Number(url.port), url.hostname, () => {
      const lines = headers.map(([name, value]) => `${name}: ${value}`).join('\r\n');
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n${lines}\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });

describe('a request carrying two X-API-Key headers', () => {
  // A hostile tester's request with user A's key then user B's was answered as user B.
  it('is refused as ambiguous, whichever keys they are, and one key twice is one key', async () => {
    const first = await signUp(t.http);
    const second = await signUp(t.http);
    const path = '/api/v1/users/me';
    const both = await rawGet(t.api.url, path, [
      ['X-API-Key', first.key],
      ['X-API-Key', second.key],
    ]);
    expect(both.status).toBe(403);
    expect(both.body).toMatchObject({ code: 'INVALID_AUTH' });
    expect(String(both.body.error)).toMatch(/one X-API-Key header/);
    const twice = await rawGet(t.api.url, path, [
      ['X-API-Key', first.key],
      ['x-api-key', first.key],
    ]);
    expect(twice.status).toBe(200);
    expect(twice.body).toMatchObject({ id: first.userId });
  });
});
