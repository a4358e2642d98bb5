import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface WireServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Stops listening and drops open connections, including requests left hanging on purpose. */
  close: () => Promise<void>;
}

/**
 * A loopback HTTP server for fakes of providers that cannot run here: it reads each request body
 * whole and hands it to `handle`, which may also never answer (to script a hanging provider).
 */
export const startWireServer = async (
  handle: (request: IncomingMessage, response: ServerResponse, body: string) => void,
): Promise<WireServer> => {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => handle(request, response, body));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
