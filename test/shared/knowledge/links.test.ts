import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, networkReaches } from '../../../shared/knowledge/links.ts';

let server: Server;
let base: string;
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const done = (status: number) => {
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(status).end(request.method === 'GET' ? 'page' : undefined);
      }, 20);
    };
    if (request.url === '/live') return done(200);
    if (request.url === '/moved') {
      inFlight -= 1;
      return response.writeHead(301, { Location: '/live' }).end();
    }
    if (request.url === '/no-head') return done(request.method === 'HEAD' ? 405 : 200);
    if (request.url === '/gone') return done(404);
    if (request.url === '/broken') return done(500);
    // /hang never answers: only the timeout ends it.
    return undefined;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('link check', () => {
  it('passes live links (after a redirect, or by GET when HEAD is refused) and fails dead ones', async () => {
    // Act
    const results = await checkLinks(
      ['/live', '/moved', '/no-head', '/gone', '/broken', '/hang'].map((path) => `${base}${path}`),
      { timeoutMs: 300, concurrency: 2 },
    );

    // Assess
    expect(
      results.map((result) => [new URL(result.url).pathname, result.ok, result.status, result.method]),
    ).toEqual([
      ['/live', true, 200, 'HEAD'],
      ['/moved', true, 200, 'HEAD'],
      ['/no-head', true, 200, 'GET'],
      ['/gone', false, 404, 'GET'],
      ['/broken', false, 500, 'GET'],
      ['/hang', false, undefined, 'GET'],
    ]);
    expect(results[5]?.error).toBe('no answer within 300 ms');
    expect(mostInFlight).toBeLessThanOrEqual(2);
  });

  it('tells a network that answers from one that does not', async () => {
    expect(await networkReaches(`${base}/gone`, 500)).toBe(true);
    // Nothing listens on port 9 of the loopback address.
    expect(await networkReaches('http://127.0.0.1:9/', 500)).toBe(false);
  });
});
