import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi } from '../support/local-api.ts';

const SECRET = `whsec_${Buffer.from('billing provider test secret 32b').toString('base64')}`;

let t: TestApi;

beforeAll(async () => {
  process.env.BILLING_WEBHOOK_SECRET = SECRET;
  t = await startTestApi();
});

afterAll(async () => {
  delete process.env.BILLING_WEBHOOK_SECRET;
  await t.close();
});

/** Signs as a billing provider would, from the Standard Webhooks specification (not our code). */
const send = (payload: unknown, options: { id?: string; secret?: string; timestamp?: number } = {}) => {
  const body = JSON.stringify(payload);
  const id = options.id ?? `msg_${randomUUID()}`;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const key = Buffer.from((options.secret ?? SECRET).slice('whsec_'.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return t.http.post<{ status?: string; code?: string; tier?: string }>('/billing/events', {
    body,
    headers: {
      'Content-Type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': `v1,${mac}`,
    },
  });
};

describe('POST /billing/events', () => {
  it('applies a paid plan once, recorded as made by billing, and from the next request', async () => {
    // Prepare
    const caller = await signUp(t.http);
    const event = {
      type: 'subscription.activated',
      data: { organizationId: caller.orgId, tier: 'professional' },
    };

    // Act
    const applied = await send(event, { id: 'msg_once' });
    const again = await send(event, { id: 'msg_once' });

    // Assess
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ status: 'applied', organizationId: caller.orgId, tier: 'professional' });
    expect(again.body.status).toBe('duplicate');
    const plan = await t.http.get<{ tier: string; changes: Array<{ by: { type: string } }> }>(
      '/api/v1/subscriptions',
      {
        key: caller.key,
      },
    );
    expect(plan.body.tier).toBe('professional');
    expect(plan.body.changes.map((change) => change.by.type)).toEqual(['billing']);
    expect(plan.headers.get('x-ratelimit-limit')).toBe('10000');
  });

  it('returns a canceled subscription to Developer', async () => {
    const caller = await signUp(t.http);
    await send({
      type: 'subscription.activated',
      data: { organizationId: caller.orgId, tier: 'enterprise' },
    });
    const canceled = await send({ type: 'subscription.canceled', data: { organizationId: caller.orgId } });
    expect(canceled.body.tier).toBe('developer');
  });

  it('refuses a wrong signature, a stale timestamp and a missing signature with 403', async () => {
    const caller = await signUp(t.http);
    const event = {
      type: 'subscription.activated',
      data: { organizationId: caller.orgId, tier: 'clinical' },
    };
    const forged = await send(event, { secret: `whsec_${Buffer.alloc(32).toString('base64')}` });
    const stale = await send(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const unsigned = await t.http.post<{ code: string }>('/billing/events', { json: event });
    for (const result of [forged, stale, unsigned]) {
      expect(result.status).toBe(403);
      expect(result.body.code).toBe('INVALID_AUTH');
    }
    const plan = await t.http.get<{ tier: string }>('/api/v1/subscriptions', { key: caller.key });
    expect(plan.body.tier).toBe('developer');
  });

  it('answers 404 for an unknown organization and 400 for a malformed event', async () => {
    const unknown = await send({
      type: 'subscription.activated',
      data: { organizationId: 'org_nope', tier: 'professional' },
    });
    const malformed = await send({ type: 'subscription.upgraded', data: {} });
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(400);
  });

  it('answers 503 when the deployment has no billing secret', async () => {
    delete process.env.BILLING_WEBHOOK_SECRET;
    try {
      const result = await send({ type: 'subscription.canceled', data: { organizationId: 'org_x' } });
      expect(result.status).toBe(503);
    } finally {
      process.env.BILLING_WEBHOOK_SECRET = SECRET;
    }
  });
});
