import type { IncomingMessage } from 'node:http';
import { startWireServer } from './wire-server.ts';

/**
 * A local HTTP receiver for webhook deliveries: records each request and answers with the next
 * scripted status (200 once the script runs out).
 */
export interface ReceivedDelivery {
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

export const startWebhookReceiver = async () => {
  const received: ReceivedDelivery[] = [];
  const statuses: number[] = [];
  const server = await startWireServer((request, response, body) => {
    received.push({ headers: request.headers, body, at: Date.now() });
    response.writeHead(statuses.shift() ?? 200, { 'Content-Type': 'text/plain' });
    response.end('ok');
  });
  return {
    url: `${server.origin}/hook`,
    received,
    /** Answers the next requests with these statuses, in order. */
    answer: (...next: number[]) => {
      statuses.push(...next);
    },
    close: server.close,
  };
};
