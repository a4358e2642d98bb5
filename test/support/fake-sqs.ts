import { createHash } from 'node:crypto';
import { startWireServer } from './wire-server.ts';

/**
 * A local server speaking the SQS JSON protocol (X-Amz-Target: AmazonSQS.SendMessage), enough for
 * the webhook queue: it records each message and answers with its MD5, which the SDK verifies.
 */
interface SentMessage {
  QueueUrl: string;
  MessageBody: string;
  DelaySeconds?: number;
}

export const startFakeSqs = async () => {
  const sent: SentMessage[] = [];
  const server = await startWireServer((request, response, raw) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify(value));
    };
    if (target !== 'AmazonSQS.SendMessage')
      return json(400, { __type: 'com.amazonaws.sqs#InvalidAction', message: target });
    const message = JSON.parse(raw) as SentMessage;
    sent.push(message);
    return json(200, {
      MessageId: `m-${sent.length}`,
      MD5OfMessageBody: createHash('md5').update(message.MessageBody).digest('hex'),
    });
  });
  return { endpoint: server.origin, sent, close: server.close };
};
