import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/webhook-delivery/handler.ts';
import { webhooks } from '../../../shared/data/repositories/webhooks.ts';
import type { QueueMessage } from '../../../shared/webhooks/events.ts';
import { SqsDeliveryQueue } from '../../../shared/webhooks/queue.ts';
import { sqsEvent } from '../../factories/events.ts';
import { startFakeSqs } from '../../support/fake-sqs.ts';
import { startTestStore } from '../../support/store.ts';
import { startWebhookReceiver } from '../../support/webhook-receiver.ts';

/**
 * The AWS side of webhooks: messages go to SQS over its JSON wire protocol (a local server stands
 * in for SQS), and the delivery worker processes SQS events, retrying through the same queue.
 */
let store: Awaited<ReturnType<typeof startTestStore>>;
let sqs: Awaited<ReturnType<typeof startFakeSqs>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** The SDK sends to the queue URL's host, so the queue lives on the local server. */
let QUEUE_URL: string;

beforeAll(async () => {
  store = await startTestStore();
  sqs = await startFakeSqs();
  receiver = await startWebhookReceiver();
  QUEUE_URL = `${sqs.endpoint}/123456789012/WebhookQueue`;
  Object.assign(process.env, {
    APP_STAGE: 'local',
    WEBHOOK_QUEUE_URL: QUEUE_URL,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
});

afterAll(async () => {
  await receiver.close();
  await sqs.close();
  await store.close();
});

const event = {
  id: 'msg_sqs',
  type: 'api_key.created' as const,
  timestamp: '2026-11-22T00:00:00.000Z',
  data: { keyId: 'k1' },
};

describe('the SQS delivery queue', () => {
  it('sends messages with their delay, and carries waits over 15 minutes as notBefore', async () => {
    // Prepare
    const queue = new SqsDeliveryQueue(QUEUE_URL);
    const message: QueueMessage = {
      kind: 'delivery',
      orgId: 'org_sqs',
      webhookId: 'whk_1',
      event,
      attempt: 2,
    };

    // Act
    await queue.send(message, 300);
    await queue.send(message, 7_200);

    // Assess
    const [short, long] = sqs.sent.slice(-2);
    expect(short).toMatchObject({ QueueUrl: QUEUE_URL, DelaySeconds: 300 });
    expect(JSON.parse(short?.MessageBody ?? '{}')).toEqual(message);
    expect(long?.DelaySeconds).toBe(900);
    const notBefore = Date.parse(JSON.parse(long?.MessageBody ?? '{}').notBefore);
    expect(notBefore - Date.now()).toBeGreaterThan(7_100_000);
  });
});

describe('the webhook delivery worker', () => {
  it('fans an event out to the endpoints that want it and queues a failed delivery for retry', async () => {
    // Prepare
    await webhooks.create({
      id: 'whk_worker',
      orgId: 'org_worker',
      url: receiver.url,
      events: ['api_key.created'],
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      enabled: true,
      createdAt: '2026-11-22T00:00:00.000Z',
      updatedAt: '2026-11-22T00:00:00.000Z',
    });
    receiver.answer(500);
    const before = sqs.sent.length;

    // Act
    const result = await handler(sqsEvent([JSON.stringify({ kind: 'event', orgId: 'org_worker', event })]));

    // Assess
    expect(result.batchItemFailures).toEqual([]);
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe('msg_sqs');
    const retry = sqs.sent.slice(before);
    expect(retry).toHaveLength(1);
    expect(retry[0]?.DelaySeconds).toBe(5);
    expect(JSON.parse(retry[0]?.MessageBody ?? '{}')).toMatchObject({
      kind: 'delivery',
      webhookId: 'whk_worker',
      attempt: 2,
    });
  });

  it('reports a message it cannot process as a batch item failure, for SQS to redrive', async () => {
    const result = await handler(
      sqsEvent(['{"kind":"event"', JSON.stringify({ kind: 'event', orgId: 'org_none', event })]),
    );
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'message-0' }]);
  });
});
