import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../functions/api-keys/service.ts';
import { changePlan } from '../../shared/billing/plans.ts';
import { organizations } from '../../shared/data/repositories/organizations.ts';
import { type SignedUp, signUp, startTestApi, type TestApi, uniqueEmail } from '../support/local-api.ts';

interface AdminUser {
  id: string;
  organizationId: string;
  role: string;
  disabled: boolean;
}
interface AdminOrg {
  id: string;
  parentId: string | null;
  tier: string;
}

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
});

const clinical = async (): Promise<SignedUp> => {
  const caller = await signUp(t.http);
  await changePlan(caller.orgId, 'clinical', { type: 'operator' });
  return caller;
};

const addMember = async (caller: SignedUp) =>
  (
    await t.http.post<{ id: string }>('/api/v1/users', {
      key: caller.key,
      json: { email: uniqueEmail('member'), password: 'a long enough passphrase' },
    })
  ).body;

describe('administration (Clinical+)', () => {
  it('is refused below Clinical', async () => {
    const caller = await signUp(t.http);
    await changePlan(caller.orgId, 'enterprise', { type: 'operator' });
    for (const path of [
      '/api/v1/admin/users',
      '/api/v1/admin/organizations',
      '/api/v1/admin/compliance',
      '/api/v1/admin/analytics',
    ]) {
      const result = await t.http.get<{ code: string }>(path, { key: caller.key });
      expect(result.status, path).toBe(403);
      expect(result.body.code).toBe('INSUFFICIENT_TIER');
    }
  });

  it('creates sub-organizations on the same plan and moves users into them', async () => {
    // Prepare
    const caller = await clinical();
    const member = await addMember(caller);

    // Act
    const child = await t.http.post<AdminOrg>('/api/v1/admin/organizations', {
      key: caller.key,
      json: { name: 'Clinic North' },
    });
    const moved = await t.http.post<AdminUser>(`/api/v1/admin/organizations/${child.body.id}/users`, {
      key: caller.key,
      json: { userId: member.id },
    });
    const orgs = await t.http.get<{ organizations: AdminOrg[] }>('/api/v1/admin/organizations', {
      key: caller.key,
    });
    const inChild = await t.http.get<{ users: AdminUser[] }>(
      `/api/v1/admin/users?organizationId=${child.body.id}`,
      {
        key: caller.key,
      },
    );

    // Assess
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({ parentId: caller.orgId, tier: 'clinical' });
    expect(moved.body).toMatchObject({ id: member.id, organizationId: child.body.id });
    expect(orgs.body.organizations.map((org) => org.id)).toEqual([caller.orgId, child.body.id]);
    expect(inChild.body.users.map((user) => user.id)).toEqual([member.id]);
    expect(await organizations.childIds(caller.orgId)).toEqual([child.body.id]);
  });

  it('changes roles and disables users, revoking their keys at once', async () => {
    // Prepare
    const caller = await clinical();
    const member = await addMember(caller);
    const organization = await organizations.require(caller.orgId);
    const memberKey = await issueApiKey({
      organization,
      userId: member.id,
      name: 'member key',
      now: new Date(),
    });
    expect((await t.http.get('/api/v1/users/me', { key: memberKey.key })).status).toBe(200);

    // Act
    const promoted = await t.http.request<AdminUser>('PATCH', `/api/v1/admin/users/${member.id}`, {
      key: caller.key,
      json: { role: 'owner' },
    });
    const disabled = await t.http.request<AdminUser>('PATCH', `/api/v1/admin/users/${member.id}`, {
      key: caller.key,
      json: { disabled: true },
    });

    // Assess
    expect(promoted.body.role).toBe('owner');
    expect(disabled.body.disabled).toBe(true);
    expect((await t.http.get('/api/v1/users/me', { key: memberKey.key })).status).toBe(403);
  });

  it('never reaches another organization tree: its ids answer 404 and its data is never listed', async () => {
    const mine = await clinical();
    const theirs = await clinical();
    const theirMember = await addMember(theirs);
    const theirChild = await t.http.post<AdminOrg>('/api/v1/admin/organizations', {
      key: theirs.key,
      json: { name: 'Theirs' },
    });

    const patch = await t.http.request('PATCH', `/api/v1/admin/users/${theirMember.id}`, {
      key: mine.key,
      json: { disabled: true },
    });
    const move = await t.http.post(`/api/v1/admin/organizations/${mine.orgId}/users`, {
      key: mine.key,
      json: { userId: theirMember.id },
    });
    const intoTheirs = await t.http.post(`/api/v1/admin/organizations/${theirChild.body.id}/users`, {
      key: mine.key,
      json: { userId: mine.userId },
    });
    const filtered = await t.http.get(`/api/v1/admin/users?organizationId=${theirs.orgId}`, {
      key: mine.key,
    });
    const users = await t.http.get<{ users: AdminUser[] }>('/api/v1/admin/users', { key: mine.key });
    const orgs = await t.http.get<{ organizations: AdminOrg[] }>('/api/v1/admin/organizations', {
      key: mine.key,
    });

    expect([patch.status, move.status, intoTheirs.status, filtered.status]).toEqual([404, 404, 404, 404]);
    expect(users.body.users.map((user) => user.organizationId)).toEqual([mine.orgId]);
    expect(orgs.body.organizations.map((org) => org.id)).toEqual([mine.orgId]);
  });

  it('reports compliance: encryption, retention, keys, users and full audit coverage', async () => {
    const caller = await clinical();
    await t.http.post('/api/v1/api-keys', { key: caller.key, json: { name: 'short', expiresIn: 1 } });
    const revoked = await t.http.post<{ id: string }>('/api/v1/api-keys', {
      key: caller.key,
      json: { name: 'gone' },
    });
    await t.http.delete(`/api/v1/api-keys/${revoked.body.id}`, { key: caller.key });
    const report = await t.http.get<{
      keys: Record<string, unknown>;
      audit: { coverage: number; countedRequests: number; auditedRequests: number };
      retentionDays: Record<string, number>;
      encryption: Record<string, string>;
      users: Record<string, number>;
    }>('/api/v1/admin/compliance', { key: caller.key });
    expect(report.status).toBe(200);
    expect(report.body.keys).toMatchObject({ total: 3, revoked: 1, active: 2, withoutExpiry: 1 });
    expect(report.body.users).toEqual({ total: 1, disabled: 0, owners: 1 });
    expect(report.body.retentionDays).toMatchObject({ answers: 90, labUploads: 90, auditLog: 2_190 });
    expect(report.body.encryption.atRest).toMatch(/KMS/);
    // The report's own request is counted before it runs and audited after it answers.
    expect(report.body.audit.countedRequests - report.body.audit.auditedRequests).toBe(1);
  });

  it('audits every administrative and webhook change', async () => {
    const caller = await clinical();
    const member = await addMember(caller);
    const child = await t.http.post<AdminOrg>('/api/v1/admin/organizations', {
      key: caller.key,
      json: { name: 'Audited' },
    });
    await t.http.request('PATCH', `/api/v1/admin/users/${member.id}`, {
      key: caller.key,
      json: { role: 'owner' },
    });
    await t.http.request('PATCH', `/api/v1/admin/users/${member.id}`, {
      key: caller.key,
      json: { disabled: true },
    });
    const hook = await t.http.post<{ id: string }>('/api/v1/webhooks', {
      key: caller.key,
      json: { url: 'https://example.org/hook', events: ['api_key.created'] },
    });
    await t.http.request('PATCH', `/api/v1/webhooks/${hook.body.id}`, {
      key: caller.key,
      json: { enabled: false },
    });
    await t.http.delete(`/api/v1/webhooks/${hook.body.id}`, { key: caller.key });
    const log = await t.http.get<{
      entries: Array<{ action: string; kind: string; target?: Record<string, unknown> }>;
    }>('/api/v1/audit-logs?limit=200', { key: caller.key });
    const changes = log.body.entries.filter((entry) => entry.kind === 'change').map((entry) => entry.action);
    for (const action of [
      'user.created',
      'organization.created',
      'user.role_changed',
      'user.disabled',
      'webhook.created',
      'webhook.updated',
      'webhook.deleted',
      'subscription.changed',
    ])
      expect(changes, action).toContain(action);
    expect(log.body.entries.find((entry) => entry.action === 'organization.created')?.target).toEqual({
      organizationId: child.body.id,
    });
  });

  it.each([
    ['GET', '/api/v1/admin/analytics?days=91', undefined],
    ['GET', '/api/v1/admin/users?organizationId=', undefined],
    ['POST', '/api/v1/admin/organizations', { name: '' }],
    ['POST', '/api/v1/admin/organizations', { name: 'x'.repeat(201) }],
    ['PATCH', '/api/v1/admin/users/usr_x', {}],
    ['PATCH', '/api/v1/admin/users/usr_x', { role: 'king' }],
  ])('refuses %s %s with bad input: 400', async (method, path, json) => {
    const caller = await clinical();
    const result = await t.http.request(method, path, {
      key: caller.key,
      ...(json === undefined ? {} : { json }),
    });
    expect(result.status).toBe(400);
  });

  it('shows usage trends per endpoint group across the tree', async () => {
    const caller = await clinical();
    for (let i = 0; i < 3; i += 1) await t.http.get('/api/v1/users/me', { key: caller.key });
    const result = await t.http.get<{
      byGroup: Record<string, { total: number; daily: number[] }>;
      byOrganization: Array<{ organizationId: string; total: number }>;
    }>('/api/v1/admin/analytics?days=7', { key: caller.key });
    expect(result.status).toBe(200);
    expect(result.body.byGroup.accounts?.total).toBe(3);
    expect(result.body.byGroup.accounts?.daily).toHaveLength(7);
    expect(result.body.byGroup.accounts?.daily.at(-1)).toBe(3);
    expect(result.body.byOrganization[0]).toMatchObject({ organizationId: caller.orgId, total: 4 });
  });
});
