import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhooks } from '../../../shared/data/repositories/webhooks.ts';
import {
  attemptDelivery,
  deliveryQueue,
  processMessage,
  RETRY_SCHEDULE_SECONDS,
} from '../../../shared/webhooks/dispatch.ts';
import type { LocalDeliveryQueue } from '../../../shared/webhooks/queue.ts';
import { signature } from '../../../shared/webhooks/signing.ts';
import { resolver } from '../../../shared/webhooks/url-guard.ts';
import { startTestStore } from '../../support/store.ts';
import { startWebhookReceiver } from '../../support/webhook-receiver.ts';

let store: Awaited<ReturnType<typeof startTestStore>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  process.env.APP_STAGE = 'local';
  process.env.WEBHOOK_TIME_SCALE = '0.00001';
  store = await startTestStore();
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  await receiver.close();
  await store.close();
});

const endpoint = (id: string) => ({
  id,
  orgId: 'org_dispatch',
  url: receiver.url,
  events: ['api_key.created'],
  secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  enabled: true,
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
});

const event = {
  id: 'msg_fixed',
  type: 'api_key.created' as const,
  timestamp: '2026-11-22T00:00:00.000Z',
  data: { keyId: 'k1' },
};

describe('the retry schedule', () => {
  it('spans more than a day over eight attempts', () => {
    expect(RETRY_SCHEDULE_SECONDS).toHaveLength(7);
    expect(RETRY_SCHEDULE_SECONDS.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(86_400);
  });

  it('gives up after the last attempt: logged as failed, nothing queued', async () => {
    // Prepare
    const last = endpoint('whk_last');
    await webhooks.create(last);
    receiver.answer(500);

    // Act
    const result = await attemptDelivery(last, event, RETRY_SCHEDULE_SECONDS.length + 1);
    await (deliveryQueue() as LocalDeliveryQueue).idle();

    // Assess
    expect(result).toEqual({ outcome: 'failed', responseStatus: 500 });
    const log = await webhooks.deliveries(last.id, 10);
    expect(log.map((delivery) => delivery.outcome)).toEqual(['failed']);
  });

  it('logs a timeout or refused connection as a failure to retry', async () => {
    const unreachable = { ...endpoint('whk_unreachable'), url: 'http://127.0.0.1:9/hook' };
    await webhooks.create(unreachable);
    const result = await attemptDelivery(unreachable, event, RETRY_SCHEDULE_SECONDS.length + 1);
    expect(result.outcome).toBe('failed');
    const [logged] = await webhooks.deliveries(unreachable.id, 1);
    expect(logged?.error).toBe('connection failed');
  });
});

describe('fan-out of an event', () => {
  it('reaches the webhooks that existed when it happened, not one created before the queue got to it', async () => {
    // Prepare
    const orgId = 'org_fanout';
    const before = { ...endpoint('whk_before'), orgId, createdAt: '2026-11-21T23:59:59.000Z' };
    const sameMoment = { ...endpoint('whk_same'), orgId, createdAt: event.timestamp };
    const after = { ...endpoint('whk_after'), orgId, createdAt: '2026-11-22T00:00:01.000Z' };
    for (const hook of [before, sameMoment, after]) await webhooks.create(hook);
    receiver.answer(200);

    // Act
    await processMessage({ kind: 'event', orgId, event }, new Date('2026-11-22T00:00:05.000Z'));

    // Assess
    expect((await webhooks.deliveries(before.id, 10)).map((d) => d.outcome)).toEqual(['delivered']);
    expect((await webhooks.deliveries(sameMoment.id, 10)).map((d) => d.outcome)).toEqual(['delivered']);
    expect(await webhooks.deliveries(after.id, 10)).toEqual([]);
  });
});

describe('signatures', () => {
  it('match a vector computed by hand from the specification', () => {
    const secret = `whsec_${Buffer.from('a fixed test key of 32 bytes!!!!').toString('base64')}`;
    // HMAC-SHA256("a fixed test key of 32 bytes!!!!", "msg_1.1700000000.{}") in base64, from openssl.
    expect(signature(secret, 'msg_1', 1_700_000_000, '{}')).toBe(
      'v1,l7fT23VcM9HYeiK19fTqMJDDY/Nt000KuDhfGp/sYJ8=',
    );
    expect(signature(secret, 'msg_1', 1_700_000_000, '{}')).not.toBe(
      signature(secret, 'msg_2', 1_700_000_000, '{}'),
    );
    expect(signature(secret, 'msg_1', 1_700_000_000, '{}')).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });
});

describe('the address delivered to', () => {
  it('is the address checked: a name that rebinds after the check is blocked, nothing is sent', async () => {
    // Prepare: the check sees loopback (allowed locally), the connection would get a private address.
    const port = new URL(receiver.url).port;
    const rebinding = { ...endpoint('whk_rebind'), url: `http://localhost:${port}/hook` };
    await webhooks.create(rebinding);
    const before = receiver.received.length;
    let calls = 0;
    const spy = vi.spyOn(resolver, 'lookup').mockImplementation(async () => {
      calls += 1;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.7', family: 4 }];
    });

    // Act
    let result: Awaited<ReturnType<typeof attemptDelivery>>;
    try {
      result = await attemptDelivery(rebinding, event, 1);
    } finally {
      spy.mockRestore();
    }

    // Assess
    expect(result).toEqual({ outcome: 'blocked' });
    expect(calls).toBe(2);
    expect(receiver.received.length).toBe(before);
    const [logged] = await webhooks.deliveries(rebinding.id, 1);
    expect(logged?.outcome).toBe('blocked');
  });
});
