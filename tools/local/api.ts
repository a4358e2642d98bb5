import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_GROUPS, type EndpointGroup } from '../../functions/registry.ts';
import { config } from '../../shared/config.ts';
import { errorBody } from '../../shared/http/errors.ts';
import { createGateway } from './gateway.ts';
import { createPortalServer } from './portal.ts';
import { ensureTable, startEmbeddedStore } from './store.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface LocalApiOptions {
  port?: number;
  host?: string;
  /** LevelDB folder of the embedded store; in memory when absent. Ignored with `dynamoEndpoint`. */
  dataDir?: string;
  /** Any DynamoDB-compatible endpoint instead of the embedded store. */
  dynamoEndpoint?: string;
  tableName?: string;
  /** The endpoint groups to serve; all deployed groups by default. */
  groups?: readonly EndpointGroup[];
  /** How long a request may take to arrive, headers and body (default 30 s, about API Gateway's 29 s). */
  requestTimeoutMs?: number;
}

export interface LocalApi {
  url: string;
  storeEndpoint: string;
  server: Server;
  /** Stops at once: open connections are cut. */
  close: () => Promise<void>;
  /**
   * Stops gracefully: no new connections, requests in flight finish (up to `graceMs`, then they are
   * cut), idle keep-alive connections are closed, then the store is closed.
   */
  drain: (graceMs: number) => Promise<{ unfinished: number }>;
  /** Requests being handled now. */
  inFlight: () => number;
}

/**
 * A request Node cannot parse (headers over its 16 KB limit, a malformed request line) never reaches
 * the gateway; Node's own answer is a status line without a body. It gets the one error shape
 * instead, with the status and code API Gateway's DEFAULT_4XX response gives deployed.
 */
const answerUnreadableRequest =
  (timeoutMs: number) =>
  (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) return;
    // A body that stops short of its Content-Length: API Gateway gives up after its 29 s timeout.
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const message = timedOut
      ? `The request did not arrive whole within ${timeoutMs / 1000} s (is Content-Length right?)`
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'The request headers are larger than the server accepts'
        : 'The request could not be read as HTTP';
    const body = JSON.stringify(errorBody('VALIDATION_ERROR', message, randomUUID()));
    const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };

/**
 * The whole API on one port, through the same authorizer and handler modules that run on Lambda.
 * The handlers read their store from the environment, exactly as on Lambda, so it is set first.
 */
export const startLocalApi = async (options: LocalApiOptions = {}): Promise<LocalApi> => {
  const store = options.dynamoEndpoint ? undefined : await startEmbeddedStore(options.dataDir);
  const storeEndpoint = options.dynamoEndpoint ?? store?.endpoint ?? '';
  const tableName = options.tableName ?? config.tableName();
  process.env.DYNAMODB_ENDPOINT = storeEndpoint;
  process.env.TABLE_NAME = tableName;
  process.env.APP_STAGE ??= 'local';
  await ensureTable(storeEndpoint, tableName, config.region());

  const gateway = await createGateway(options.groups ?? ENDPOINT_GROUPS, PROJECT_ROOT);
  const inFlight = new Set<Promise<void>>();
  let draining = false;
  const portal = createPortalServer();
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  // Node checks for timed-out requests every connectionsCheckingInterval (30 s by default).
  const timing = { requestTimeout: timeoutMs, connectionsCheckingInterval: Math.min(timeoutMs, 5_000) };
  const server = createServer(timing, (request, response) => {
    // While draining, a request on a kept-alive connection is still served, then the connection ends.
    if (draining) response.setHeader('Connection', 'close');
    // The developer portal's static page (/portal/), on the same origin as the API it calls.
    const handled: Promise<void> = portal(request, response)
      .then((served) => (served ? undefined : gateway.handle(request, response)))
      .finally(() => inFlight.delete(handled));
    inFlight.add(handled);
  });
  server.on('clientError', answerUnreadableRequest(timeoutMs));
  // An idle kept-alive connection is left for the client to close. With Node's 5 s server timeout, a
  // client whose event loop was blocked past it (a test's spawnSync of the CLI on a loaded machine)
  // sent its next request on a connection the server closed in the same instant: ECONNRESET.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  // The address the OpenAPI document names as its server: this one, never a request's Host header.
  process.env.PUBLIC_BASE_URL ??= url;
  return {
    url,
    storeEndpoint,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store?.close();
    },
    inFlight: () => inFlight.size,
    drain: async (graceMs) => {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = Date.now() + graceMs;
      while (inFlight.size > 0 && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...inFlight]),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
          }),
        ]);
        clearTimeout(timer);
        // Give the responses just finished a turn to flush before their connections are closed.
        await new Promise<void>((resolve) => setImmediate(resolve));
        server.closeIdleConnections();
      }
      const unfinished = inFlight.size;
      server.closeAllConnections();
      await closed;
      await store?.close();
      return { unfinished };
    },
  };
};
