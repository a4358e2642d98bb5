import { createHmac, timingSafeEqual } from 'node:crypto';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../functions/api-keys/service.ts';
import type { CreatedWebhook, WebhookDetail } from '../../functions/webhooks/contract.ts';
import { changePlan } from '../../shared/billing/plans.ts';
import { organizations } from '../../shared/data/repositories/organizations.ts';
import { deliveryQueue } from '../../shared/webhooks/dispatch.ts';
import type { LocalDeliveryQueue } from '../../shared/webhooks/queue.ts';
import {
  type ErrorBody,
  type SignedUp,
  signUp,
  signUpTenant,
  startTestApi,
  type TestApi,
  type TestTenant,
} from '../support/local-api.ts';
import { type ReceivedDelivery, startWebhookReceiver } from '../support/webhook-receiver.ts';

type Created = v.InferOutput<typeof CreatedWebhook>;
type Detail = v.InferOutput<typeof WebhookDetail>;
/**
 * Verification written from the Standard Webhooks specification, independently of the service's
 * signing code: base64-decode the secret after "whsec_", HMAC-SHA256 over "id.timestamp.body",
 * compare in constant time with each "v1," signature, and refuse timestamps over 5 minutes off.
 */
const verifyStandardWebhook = (secret: string, delivery: ReceivedDelivery): boolean => {
  const id = String(delivery.headers['webhook-id']);
  const timestamp = Number(delivery.headers['webhook-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.body}`).digest();
  return String(delivery.headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, value] = part.split(',');
      const given = Buffer.from(value ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
};

let t: TestApi;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  // A day of retries in about a second.
  process.env.WEBHOOK_TIME_SCALE = '0.00001';
  t = await startTestApi();
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  await receiver.close();
  await t.close();
});

const settle = () => (deliveryQueue() as LocalDeliveryQueue).idle();

/**
 * A new organization on the professional plan. Its move to that plan publishes a
 * `subscription.changed` of its own; settle it first, or under load it reaches a webhook the test
 * subscribes a moment later and counts as one more delivery.
 */
const professional = async (): Promise<TestTenant> => {
  const tenant = await signUpTenant(t.http, { tier: 'professional' });
  await settle();
  return tenant;
};

const subscribe = (caller: SignedUp, events: string[], url = receiver.url) =>
  t.http.post<Created>('/api/v1/webhooks', { key: caller.key, json: { url, events } });

const deliveriesFor = (type: string) =>
  receiver.received.filter((delivery) => (JSON.parse(delivery.body) as { type: string }).type === type);

describe('webhook endpoints', () => {
  it('are created with a whsec_ secret shown once, listed, changed and deleted', async () => {
    const caller = await professional();
    const created = await subscribe(caller, ['api_key.created']);
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await t.http.get<{ webhooks: Array<Record<string, unknown>> }>('/api/v1/webhooks', {
      key: caller.key,
    });
    expect(list.body.webhooks).toHaveLength(1);
    expect(list.body.webhooks[0]).not.toHaveProperty('secret');
    const changed = await t.http.request<Detail>('PATCH', `/api/v1/webhooks/${created.body.id}`, {
      key: caller.key,
      json: { events: ['api_key.revoked'], description: 'ops' },
    });
    expect(changed.body).toMatchObject({ events: ['api_key.revoked'], description: 'ops' });
    expect((await t.http.delete(`/api/v1/webhooks/${created.body.id}`, { key: caller.key })).status).toBe(
      204,
    );
    expect((await t.http.get(`/api/v1/webhooks/${created.body.id}`, { key: caller.key })).status).toBe(404);
  });

  it.each([
    ['a private address', { url: 'http://10.0.0.7/hook', events: ['api_key.created'] }, 'body.url'],
    [
      'plain HTTP to a public host',
      { url: 'http://example.org/hook', events: ['api_key.created'] },
      'body.url',
    ],
    ['an unknown event', { url: 'https://example.org/hook', events: ['everything'] }, 'body.events.0'],
    ['no events', { url: 'https://example.org/hook', events: [] }, 'body.events'],
    ['a URL that is not one', { url: 'hook', events: ['api_key.created'] }, 'body.url'],
  ])('refuse %s with 400', async (_label, json, path) => {
    const caller = await professional();
    const result = await t.http.post<ErrorBody>('/api/v1/webhooks', { key: caller.key, json });
    expect(result.status).toBe(400);
    expect(result.body.details?.map((detail) => detail.path)).toContain(path);
  });

  it("answer 404 for another organization's endpoint, and never list it", async () => {
    const owner = await professional();
    const stranger = await professional();
    const created = await subscribe(owner, ['api_key.created']);
    const path = `/api/v1/webhooks/${created.body.id}`;
    expect((await t.http.get(path, { key: stranger.key })).status).toBe(404);
    expect(
      (await t.http.request('PATCH', path, { key: stranger.key, json: { enabled: false } })).status,
    ).toBe(404);
    expect((await t.http.post(`${path}/test`, { key: stranger.key })).status).toBe(404);
    expect((await t.http.delete(path, { key: stranger.key })).status).toBe(404);
    const list = await t.http.get<{ webhooks: unknown[] }>('/api/v1/webhooks', { key: stranger.key });
    expect(list.body.webhooks).toEqual([]);
  });

  it("are changed only by an owner or admin: a member's key may list them and nothing more", async () => {
    // Prepare: an owner's endpoint, and a member of the same organization with a key of their own.
    const owner = await professional();
    const created = await subscribe(owner, ['api_key.created']);
    const member = await t.http.post<{ id: string }>('/api/v1/users', {
      key: owner.key,
      json: {
        email: `member-${Date.now()}-${Math.random()}@example.com`,
        password: 'a long enough passphrase',
      },
    });
    expect(member.status).toBe(201);
    const memberKey = await issueApiKey({
      organization: await organizations.require(owner.orgId),
      userId: member.body.id,
      name: 'member key',
      now: new Date(),
    });
    const path = `/api/v1/webhooks/${created.body.id}`;
    // Act and assert
    expect((await t.http.get(path, { key: memberKey.key })).status).toBe(200);
    const refused = [
      await t.http.post<ErrorBody>('/api/v1/webhooks', {
        key: memberKey.key,
        json: { url: receiver.url, events: ['api_key.created'] },
      }),
      await t.http.request<ErrorBody>('PATCH', path, { key: memberKey.key, json: { enabled: false } }),
      await t.http.post<ErrorBody>(`${path}/test`, { key: memberKey.key }),
      await t.http.delete<ErrorBody>(path, { key: memberKey.key }),
    ];
    for (const result of refused) {
      expect(result.status).toBe(403);
      expect(result.body.code).toBe('PERMISSION_DENIED');
    }
    expect((await t.http.get<Detail>(path, { key: owner.key })).body.enabled).toBe(true);
  });
});

describe('deliveries', () => {
  it('are signed per Standard Webhooks, verified by an independent implementation', async () => {
    // Prepare
    const caller = await professional();
    const created = await subscribe(caller, ['api_key.created', 'api_key.revoked']);
    const before = receiver.received.length;

    // Act
    const key = await t.http.post<{ id: string }>('/api/v1/api-keys', {
      key: caller.key,
      json: { name: 'announced' },
    });
    await t.http.delete(`/api/v1/api-keys/${key.body.id}`, { key: caller.key });
    await settle();

    // Assess
    const mine = receiver.received.slice(before);
    expect(mine.map((delivery) => JSON.parse(delivery.body).type)).toEqual([
      'api_key.created',
      'api_key.revoked',
    ]);
    for (const delivery of mine) {
      expect(delivery.headers['webhook-id']).toMatch(/^msg_/);
      expect(verifyStandardWebhook(created.body.secret, delivery)).toBe(true);
      expect(verifyStandardWebhook(`whsec_${Buffer.alloc(32).toString('base64')}`, delivery)).toBe(false);
    }
    expect(JSON.parse(mine[0]?.body ?? '{}')).toMatchObject({
      type: 'api_key.created',
      data: { keyId: key.body.id },
    });
  });

  it('are retried with backoff under the same webhook-id until the endpoint answers 2xx, and logged', async () => {
    // Prepare
    const caller = await professional();
    const created = await subscribe(caller, ['subscription.changed']);
    receiver.answer(500, 503);

    // Act
    await changePlan(caller.orgId, 'enterprise', { type: 'operator' });
    await settle();

    // Assess
    const attempts = deliveriesFor('subscription.changed').filter((d) =>
      verifyStandardWebhook(created.body.secret, d),
    );
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((d) => d.headers['webhook-id'])).size).toBe(1);
    const log = await t.http.get<Detail>(`/api/v1/webhooks/${created.body.id}`, { key: caller.key });
    expect(log.body.deliveries.map((d) => [d.attempt, d.outcome, d.responseStatus])).toEqual([
      [3, 'delivered', 200],
      [2, 'retrying', 503],
      [1, 'retrying', 500],
    ]);
    expect(
      Date.parse(log.body.deliveries[2]?.nextAttemptAt ?? '') - Date.parse(log.body.deliveries[2]?.at ?? ''),
    ).toBe(5_000);
  });

  it('disable the endpoint when it answers 410 Gone', async () => {
    const caller = await professional();
    const created = await subscribe(caller, ['api_key.created']);
    receiver.answer(410);
    await t.http.post('/api/v1/api-keys', { key: caller.key, json: { name: 'first' } });
    await settle();
    const before = receiver.received.length;
    await t.http.post('/api/v1/api-keys', { key: caller.key, json: { name: 'second' } });
    await settle();
    const detail = await t.http.get<Detail>(`/api/v1/webhooks/${created.body.id}`, { key: caller.key });
    expect(detail.body).toMatchObject({ enabled: false, disabledReason: 'The endpoint answered 410 Gone' });
    expect(detail.body.deliveries[0]).toMatchObject({ outcome: 'gone', responseStatus: 410 });
    expect(receiver.received.length).toBe(before);
  });

  it('hold the cap of 10 per organization under 50 concurrent creations, and free a slot on delete', async () => {
    // Prepare
    const caller = await professional();

    // Act
    const results = await Promise.all(
      Array.from({ length: 50 }, () => subscribe(caller, ['api_key.created'])),
    );

    // Assess
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(results.find((result) => result.status === 409)?.body).toMatchObject({ code: 'CONFLICT' });
    const list = await t.http.get<{ webhooks: Array<{ id: string }> }>('/api/v1/webhooks', {
      key: caller.key,
    });
    expect(list.body.webhooks).toHaveLength(10);
    const first = list.body.webhooks[0]?.id;
    expect((await t.http.delete(`/api/v1/webhooks/${first}`, { key: caller.key })).status).toBe(204);
    expect((await subscribe(caller, ['api_key.created'])).status).toBe(201);
    expect((await subscribe(caller, ['api_key.created'])).status).toBe(409);
  });

  it('are sent on demand by the test operation', async () => {
    const caller = await professional();
    const created = await subscribe(caller, ['api_key.created']);
    const result = await t.http.post<{ outcome: string; responseStatus: number }>(
      `/api/v1/webhooks/${created.body.id}/test`,
      {
        key: caller.key,
      },
    );
    expect(result.body).toEqual({ outcome: 'delivered', responseStatus: 200 });
    expect(verifyStandardWebhook(created.body.secret, receiver.received.at(-1) as ReceivedDelivery)).toBe(
      true,
    );
  });

  it('announce 80% and 100% of a key’s daily limit once each', async () => {
    const caller = await professional();
    const created = await subscribe(caller, ['usage.limit_warning', 'usage.limit_reached']);
    const capped = await t.http.post<{ key: string; id: string }>('/api/v1/api-keys', {
      key: caller.key,
      json: { name: 'capped', dailyLimit: 5 },
    });
    for (let i = 0; i < 6; i += 1) await t.http.get('/api/v1/users/me', { key: capped.body.key });
    await settle();
    const mine = receiver.received
      .filter((d) => verifyStandardWebhook(created.body.secret, d))
      .map((d) => JSON.parse(d.body));
    expect(mine.map((event) => [event.type, event.data.count])).toEqual([
      ['usage.limit_warning', 4],
      ['usage.limit_reached', 5],
    ]);
    expect(mine[0].data.keyId).toBe(capped.body.id);
  });

  it("announce 80% and 100% of the organization's daily limit once each, whichever keys reach them", async () => {
    // Prepare: an organization limit of 5; the subscription and the second key count 2 of them.
    const caller = await signUp(t.http);
    await changePlan(caller.orgId, 'enterprise', { type: 'operator' }, { dailyLimit: 5 });
    const created = await subscribe(caller, ['usage.limit_warning', 'usage.limit_reached']);
    const other = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: caller.key,
      json: { name: 'other' },
    });

    // Act
    const statuses: number[] = [];
    for (const key of [other.body.key, caller.key, other.body.key, caller.key, other.body.key])
      statuses.push((await t.http.get('/api/v1/users/me', { key })).status);
    await settle();

    // Assess
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const mine = receiver.received
      .filter((d) => verifyStandardWebhook(created.body.secret, d))
      .map((d) => JSON.parse(d.body));
    expect(mine.map((event) => [event.type, event.data.scope, event.data.count, event.data.limit])).toEqual([
      ['usage.limit_warning', 'organization', 4, 5],
      ['usage.limit_reached', 'organization', 5, 5],
    ]);
  });

  it('announce each mark of the organization once under 150 concurrent requests over three keys', async () => {
    // Prepare: an organization limit of 100; the subscription and two keys count 3 of them.
    const caller = await signUp(t.http);
    await changePlan(caller.orgId, 'enterprise', { type: 'operator' }, { dailyLimit: 100 });
    const created = await subscribe(caller, ['usage.limit_warning', 'usage.limit_reached']);
    const more = await Promise.all(
      ['b', 'c'].map((name) =>
        t.http.post<{ key: string }>('/api/v1/api-keys', { key: caller.key, json: { name } }),
      ),
    );
    const keys = [caller.key, ...more.map((result) => result.body.key)];

    // Act
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => t.http.get('/api/v1/users/me', { key: keys[i % 3] })),
    );
    await settle();

    // Assess
    expect(results.filter((result) => result.status === 200)).toHaveLength(97);
    const mine = receiver.received
      .filter((d) => verifyStandardWebhook(created.body.secret, d))
      .map((d) => JSON.parse(d.body));
    expect(mine.map((event) => [event.type, event.data.count]).sort()).toEqual([
      ['usage.limit_reached', 100],
      ['usage.limit_warning', 80],
    ]);
  });

  it('announce urgent findings and processed lab uploads without health data', async () => {
    const caller = await professional();
    const created = await subscribe(caller, ['analysis.urgent_finding', 'lab_upload.processed']);
    await t.http.post('/api/v1/health-data/analyze', {
      key: caller.key,
      json: { data: { bloodPressure: [{ systolic: 190, diastolic: 125 }] } },
    });
    await t.http.post('/api/v1/labs/upload', { key: caller.key, json: { csv: 'test,value\nsodium,150' } });
    await settle();
    const mine = receiver.received
      .filter((d) => verifyStandardWebhook(created.body.secret, d))
      .map((d) => JSON.parse(d.body));
    expect(mine.map((event) => event.type).sort()).toEqual([
      'analysis.urgent_finding',
      'lab_upload.processed',
    ]);
    const urgent = mine.find((event) => event.type === 'analysis.urgent_finding');
    expect(urgent.data.findings).toBe('hypertensive-crisis');
    // Only ids, rule ids and counts: no reading (190/125, sodium 150) in any field. The payload's
    // timestamp is left out, since its milliseconds can be any three digits.
    expect(mine.map((event) => Object.keys(event.data).sort())).toEqual(
      expect.arrayContaining([
        ['analysisId', 'findings'],
        ['flagged', 'results', 'uploadId'],
      ]),
    );
    for (const value of mine.flatMap((event) => Object.values(event.data).map(String)))
      expect(value).not.toMatch(/\b(?:190|125|150)\b/);
  });
});
