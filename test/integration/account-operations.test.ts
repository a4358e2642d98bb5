import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../functions/audit/contract.ts';
import type { MetricsReport } from '../../functions/metrics/contract.ts';
import type { Subscription } from '../../functions/subscriptions/contract.ts';
import type { UsageReport } from '../../functions/usage/contract.ts';
import { changePlan } from '../../shared/billing/plans.ts';
import {
  type ErrorBody,
  signUp,
  signUpTenant,
  startTestApi,
  type TestApi,
  type TestTenant,
} from '../support/local-api.ts';

type Usage = v.InferOutput<typeof UsageReport>;
type Plan = v.InferOutput<typeof Subscription>;
type Audit = v.InferOutput<typeof AuditPage>;
type Metrics = v.InferOutput<typeof MetricsReport>;
let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
});

/** An organization an operator has moved to a tier (the CLI's code path). */
const onTier = (tier: 'enterprise' | 'clinical' | 'professional'): Promise<TestTenant> =>
  signUpTenant(t.http, { tier });

describe('GET /api/v1/usage', () => {
  it('counts exactly what the limiter counted, per day, group and key, with limits and a bill', async () => {
    // Prepare
    const caller = await signUp(t.http);
    for (let i = 0; i < 3; i += 1) await t.http.get('/api/v1/users/me', { key: caller.key });
    await t.http.get('/api/v1/medical-knowledge/search?query=asthma', { key: caller.key });

    // Act
    const result = await t.http.get<Usage>('/api/v1/usage', { key: caller.key });

    // Assess
    expect(result.status).toBe(200);
    const remaining = Number(result.headers.get('x-ratelimit-remaining'));
    expect(result.body.total).toBe(100 - remaining);
    expect(result.body.total).toBe(5);
    expect(result.body.byGroup).toEqual({ accounts: 3, knowledge: 1, usage: 1 });
    expect(result.body.byKey).toEqual([
      expect.objectContaining({ keyId: caller.keyId, requests: 5, dailyLimit: 100 }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(result.body.byDay.find((day) => day.day === today)?.requests).toBe(5);
    expect(result.body.from).toBe(`${today.slice(0, 8)}01`);
    expect(result.body.limits).toEqual({ tier: 'developer', dailyLimit: 100, maxActiveKeys: 5 });
    expect(result.body.today).toEqual({ day: today, requests: 5, remaining: remaining });
    expect(result.body.bill).toMatchObject({ currency: 'USD', estimated: 0 });
  });

  it("answers 404 for another organization's key, and counts only its own", async () => {
    const mine = await signUp(t.http);
    const theirs = await signUp(t.http);
    await t.http.get('/api/v1/users/me', { key: theirs.key });
    const foreign = await t.http.get<ErrorBody>(`/api/v1/usage?keyId=${theirs.keyId}`, { key: mine.key });
    const own = await t.http.get<Usage>('/api/v1/usage', { key: mine.key });
    expect(foreign.status).toBe(404);
    expect(own.body.byKey.map((key) => key.keyId)).toEqual([mine.keyId]);
  });

  it('prorates the bill of a paid tier by day', async () => {
    const caller = await onTier('professional');
    const today = new Date().toISOString().slice(0, 10);
    const result = await t.http.get<Usage>(`/api/v1/usage?from=${today}&to=${today}`, { key: caller.key });
    const [year, month] = today.split('-').map(Number);
    const days = new Date(Date.UTC(year ?? 0, month ?? 0, 0)).getUTCDate();
    expect(result.body.bill.estimated).toBe(Math.round((49 / days) * 100) / 100);
  });

  it.each([
    ['a malformed date', '?from=2026-13-45', 'query.from'],
    ['a day the calendar does not have', '?from=2026-02-30', 'query.from'],
    ['an empty key id', '?keyId=', 'query.keyId'],
    ['from after to', '?from=2026-11-20&to=2026-11-01', 'query'],
    ['an unknown parameter', '?page=2', 'query.page'],
  ])('refuses %s with 400', async (_label, search, path) => {
    const caller = await signUp(t.http);
    const result = await t.http.get<ErrorBody>(`/api/v1/usage${search}`, { key: caller.key });
    expect(result.status).toBe(400);
    expect(result.body.details?.map((detail) => detail.path)).toContain(path);
  });
});

describe('/api/v1/subscriptions', () => {
  it('shows the plan, refuses a self-service upgrade with 402, and records operator changes', async () => {
    const caller = await signUp(t.http);
    const plan = await t.http.get<Plan>('/api/v1/subscriptions', { key: caller.key });
    expect(plan.body).toMatchObject({
      tier: 'developer',
      dailyLimit: 100,
      price: { currency: 'USD', monthly: 0 },
      changes: [],
    });

    const upgrade = await t.http.request<ErrorBody>('PUT', '/api/v1/subscriptions', {
      key: caller.key,
      json: { tier: 'professional' },
    });
    expect(upgrade.status).toBe(402);
    expect(upgrade.body.code).toBe('PAYMENT_REQUIRED');

    await changePlan(caller.orgId, 'professional', { type: 'operator' });
    const after = await t.http.get<Plan>('/api/v1/subscriptions', { key: caller.key });
    expect(after.body).toMatchObject({ tier: 'professional', dailyLimit: 10_000, price: { monthly: 49 } });
    expect(after.body.changes).toEqual([
      expect.objectContaining({ from: 'developer', to: 'professional', by: { type: 'operator' } }),
    ]);
    // The new plan applies from the next request.
    expect(after.headers.get('x-ratelimit-limit')).toBe('10000');
  });

  it('downgrades at once, lowering keys whose own limit is above the new plan, and says who did it', async () => {
    // Prepare
    const caller = await onTier('professional');
    const big = await t.http.post<{ id: string; key: string }>('/api/v1/api-keys', {
      key: caller.key,
      json: { name: 'big', dailyLimit: 5_000 },
    });

    // Act
    const result = await t.http.request<Plan>('PUT', '/api/v1/subscriptions', {
      key: caller.key,
      json: { tier: 'developer' },
    });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.tier).toBe('developer');
    const change = result.body.changes.at(-1);
    expect(change).toMatchObject({ from: 'professional', to: 'developer', keysLowered: [big.body.id] });
    expect(change?.by).toEqual({ type: 'key', userId: caller.userId, keyId: caller.keyId });
    const next = await t.http.get('/api/v1/users/me', { key: big.body.key });
    expect(next.headers.get('x-ratelimit-limit')).toBe('100');
  });

  it('records nothing when the plan asked for is the plan in force', async () => {
    const caller = await onTier('professional');
    const before = await t.http.get<Plan>('/api/v1/subscriptions', { key: caller.key });

    const result = await t.http.request<Plan>('PUT', '/api/v1/subscriptions', {
      key: caller.key,
      json: { tier: 'professional' },
    });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ tier: 'professional', since: before.body.since });
    expect(result.body.changes).toEqual(before.body.changes);
  });

  it('refuses an unknown tier with 400', async () => {
    const caller = await signUp(t.http);
    const result = await t.http.request<ErrorBody>('PUT', '/api/v1/subscriptions', {
      key: caller.key,
      json: { tier: 'gold' },
    });
    expect(result.status).toBe(400);
  });
});

describe('GET /api/v1/audit-logs and /api/v1/metrics (Enterprise+)', () => {
  it('are refused below Enterprise with 403 INSUFFICIENT_TIER', async () => {
    const caller = await onTier('professional');
    for (const path of ['/api/v1/audit-logs', '/api/v1/metrics']) {
      const result = await t.http.get<ErrorBody>(path, { key: caller.key });
      expect(result.status).toBe(403);
      expect(result.body.code).toBe('INSUFFICIENT_TIER');
    }
  });

  it('logs every authenticated request and every change, filters them and pages with a cursor', async () => {
    // Prepare
    const caller = await onTier('enterprise');
    const created = await t.http.post<{ id: string }>('/api/v1/api-keys', {
      key: caller.key,
      json: { name: 'audited' },
    });
    await t.http.delete(`/api/v1/api-keys/${created.body.id}`, { key: caller.key });
    await t.http.post('/api/v1/api-keys', { key: caller.key, json: { name: '' } });
    for (let i = 0; i < 3; i += 1) await t.http.get('/api/v1/users/me', { key: caller.key });

    // Act
    const all = await t.http.get<Audit>('/api/v1/audit-logs?limit=200', { key: caller.key });
    const changes = await t.http.get<Audit>('/api/v1/audit-logs?action=api_key.', { key: caller.key });
    const failures = await t.http.get<Audit>('/api/v1/audit-logs?outcome=client_error', { key: caller.key });
    const first = await t.http.get<Audit>('/api/v1/audit-logs?limit=2&action=GET%20/api/v1/users/me', {
      key: caller.key,
    });
    const second = await t.http.get<Audit>(
      `/api/v1/audit-logs?limit=2&action=GET%20/api/v1/users/me&cursor=${first.body.nextCursor}`,
      { key: caller.key },
    );

    // Assess
    expect(all.status).toBe(200);
    const actions = all.body.entries.map((entry) => entry.action);
    expect(actions).toContain('POST /api/v1/api-keys');
    expect(actions).toContain('DELETE /api/v1/api-keys/{id}');
    expect(actions).toContain('subscription.changed');
    // The sign-up's first key, the key created here, and its revocation.
    expect(changes.body.entries.map((entry) => entry.action).sort()).toEqual([
      'api_key.created',
      'api_key.created',
      'api_key.revoked',
    ]);
    expect(changes.body.entries[0]).toMatchObject({
      action: 'api_key.revoked',
      actor: { type: 'key', userId: caller.userId, keyId: caller.keyId },
      target: { keyId: created.body.id },
    });
    expect(failures.body.entries.every((entry) => entry.outcome === 'client_error')).toBe(true);
    expect(failures.body.entries.length).toBeGreaterThan(0);
    expect(first.body.entries).toHaveLength(2);
    expect(second.body.entries).toHaveLength(1);
    expect(new Set([...first.body.entries, ...second.body.entries].map((entry) => entry.id)).size).toBe(3);
    expect(JSON.stringify(all.body)).not.toContain(caller.key);
  });

  it("never shows another organization's entries, whatever the cursor", async () => {
    const mine = await onTier('enterprise');
    const theirs = await onTier('enterprise');
    await t.http.get('/api/v1/users/me', { key: theirs.key });
    const page = await t.http.get<Audit>('/api/v1/audit-logs?limit=1', { key: theirs.key });
    const borrowed = await t.http.get<Audit>(`/api/v1/audit-logs?cursor=${page.body.nextCursor}`, {
      key: mine.key,
    });
    expect(borrowed.status).toBe(200);
    for (const entry of borrowed.body.entries) expect(entry.actor.keyId).not.toBe(theirs.keyId);
    const forged = await t.http.get<ErrorBody>('/api/v1/audit-logs?cursor=not-a-cursor', { key: mine.key });
    expect(forged.status).toBe(400);
  });

  it('answers a forged or mismatched cursor with 400, never 500', async () => {
    // Prepare: a real cursor of a filtered query over a past hour.
    const caller = await onTier('enterprise');
    for (let i = 0; i < 3; i += 1) await t.http.get('/api/v1/users/me', { key: caller.key });
    const first = await t.http.get<Audit>('/api/v1/audit-logs?limit=1&outcome=success', { key: caller.key });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const cursor = String(first.body.nextCursor);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const { sk } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { sk: string };

    // Act
    const attempts = [
      // Forged: an empty sort key, another shape of key, no object at all, not JSON.
      `cursor=${encode({ sk: '' })}`,
      `cursor=${encode({ sk: 'ORG' })}`,
      `cursor=${encode({ sk: 'zzzz', pk: 'AUDIT#org_x' })}`,
      `cursor=${encode(null)}`,
      `cursor=${encode([sk])}`,
      'cursor=%7B%7D',
      // Mismatched: another time range, other filters.
      `cursor=${cursor}&outcome=success&from=2020-01-01T00:00:00Z&to=2020-01-02T00:00:00Z`,
      `cursor=${cursor}&outcome=denied`,
      `cursor=${cursor}`,
    ];
    const results = await Promise.all(
      attempts.map((search) => t.http.get<ErrorBody>(`/api/v1/audit-logs?${search}`, { key: caller.key })),
    );

    // Assess
    for (const [i, result] of results.entries()) {
      expect(result.status, attempts[i]).toBe(400);
      expect(result.body.code).toBe('VALIDATION_ERROR');
      expect(result.body.details?.map((detail) => detail.path)).toEqual(['query.cursor']);
    }
    const next = await t.http.get<Audit>(`/api/v1/audit-logs?limit=1&outcome=success&cursor=${cursor}`, {
      key: caller.key,
    });
    expect(next.status).toBe(200);
    expect(next.body.entries).toHaveLength(1);
  });

  it('refuses an action filter that is neither an exact action nor a kind of change', async () => {
    const caller = await onTier('enterprise');
    const result = await t.http.get<ErrorBody>('/api/v1/audit-logs?action=POST', { key: caller.key });
    expect(result.status).toBe(400);
    expect(result.body.details?.map((detail) => detail.path)).toContain('query.action');
  });

  it.each([
    ['/api/v1/metrics?window=2h', 'query.window'],
    ['/api/v1/audit-logs?limit=0', 'query.limit'],
    ['/api/v1/audit-logs?from=yesterday', 'query.from'],
    ['/api/v1/audit-logs?outcome=maybe', 'query.outcome'],
    ['/api/v1/audit-logs?from=2026-11-22T10:00:00Z&to=2026-11-21T10:00:00Z', 'query.from'],
  ])('refuses %s with 400 naming %s', async (path, field) => {
    const caller = await onTier('enterprise');
    const result = await t.http.get<ErrorBody>(path, { key: caller.key });
    expect(result.status).toBe(400);
    expect(result.body.details?.map((detail) => detail.path)).toContain(field);
  });

  it('reports request counts, error rates and latency percentiles per endpoint group', async () => {
    const caller = await onTier('enterprise');
    for (let i = 0; i < 4; i += 1) await t.http.get('/api/v1/users/me', { key: caller.key });
    await t.http.post('/api/v1/ask', { key: caller.key, json: {} });
    const result = await t.http.get<Metrics>('/api/v1/metrics?window=1h', { key: caller.key });
    expect(result.status).toBe(200);
    expect(result.body.byGroup.accounts).toMatchObject({
      requests: 4,
      clientErrors: 0,
      serverErrors: 0,
      errorRate: 0,
    });
    expect(result.body.byGroup.consensus).toMatchObject({ requests: 1, clientErrors: 1 });
    expect(result.body.byGroup.accounts?.latencyMs.p50).toBeGreaterThanOrEqual(0);
    expect(result.body.overall.requests).toBe(5);
  });
});
