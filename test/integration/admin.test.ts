import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../functions/api-keys/service.ts';
import { organizations } from '../../shared/data/repositories/organizations.ts';
import {
  type SignedUp,
  signUpTenant,
  startTestApi,
  type TestApi,
  type TestTenant,
  uniqueEmail,
} from '../support/local-api.ts';

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

const clinical = (): Promise<TestTenant> => signUpTenant(t.http, { tier: 'clinical' });

const addMember = async (caller: SignedUp) =>
  (
    await t.http.post<{ id: string }>('/api/v1/users', {
      key: caller.key,
      json: { email: uniqueEmail('member'), password: 'a long enough passphrase' },
    })
  ).body;

describe('administration (Clinical+)', () => {
  it('is refused below Clinical', async () => {
    const caller = await signUpTenant(t.http, { tier: 'enterprise' });
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

describe('roles (owner, admin, member) on administrative writes', () => {
  /** A user of the caller's organization with a role and a key of their own. */
  const withRole = async (caller: SignedUp, role: 'owner' | 'admin' | 'member') => {
    const user = await addMember(caller);
    if (role !== 'member') {
      const changed = await t.http.request('PATCH', `/api/v1/admin/users/${user.id}`, {
        key: caller.key,
        json: { role },
      });
      expect(changed.status).toBe(200);
    }
    const key = await issueApiKey({
      organization: await organizations.require(caller.orgId),
      userId: user.id,
      name: `${role} key`,
      now: new Date(),
    });
    return { id: user.id, key: key.key };
  };

  const patch = (key: string, userId: string, json: Record<string, unknown>) =>
    t.http.request<AdminUser & { code: string }>('PATCH', `/api/v1/admin/users/${userId}`, { key, json });

  it('refuses a demoted owner promoting itself back (the issue’s case)', async () => {
    // Prepare: two owners; the second demotes the first to member.
    const caller = await clinical();
    const other = await withRole(caller, 'owner');
    expect((await patch(other.key, caller.userId, { role: 'member' })).status).toBe(200);

    // Act
    const back = await patch(caller.key, caller.userId, { role: 'owner' });

    // Assess
    expect(back.status).toBe(403);
    expect(back.body.code).toBe('PERMISSION_DENIED');
    const users = await t.http.get<{ users: AdminUser[] }>('/api/v1/admin/users', { key: other.key });
    expect(users.body.users.find((user) => user.id === caller.userId)?.role).toBe('member');
  });

  it('keeps the last enabled owner: it cannot demote or disable itself (409)', async () => {
    const caller = await clinical();
    const demote = await patch(caller.key, caller.userId, { role: 'admin' });
    const disable = await patch(caller.key, caller.userId, { disabled: true });
    expect([demote.status, disable.status]).toEqual([409, 409]);
    expect(demote.body.code).toBe('CONFLICT');
    expect((await t.http.get('/api/v1/users/me', { key: caller.key })).status).toBe(200);
  });

  it('refuses to move the last enabled owner out of its organization', async () => {
    const caller = await clinical();
    const child = await t.http.post<AdminOrg>('/api/v1/admin/organizations', {
      key: caller.key,
      json: { name: 'Elsewhere' },
    });
    const moved = await t.http.post<{ code: string }>(`/api/v1/admin/organizations/${child.body.id}/users`, {
      key: caller.key,
      json: { userId: caller.userId },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('CONFLICT');
    expect((await t.http.get('/api/v1/users/me', { key: caller.key })).status).toBe(200);
  });

  it('lets only one of two owners demoting each other at once succeed', async () => {
    const caller = await clinical();
    const other = await withRole(caller, 'owner');
    const results = await Promise.all([
      patch(caller.key, other.id, { role: 'member' }),
      patch(other.key, caller.userId, { role: 'member' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const users = await t.http.get<{ users: AdminUser[] }>('/api/v1/admin/users', {
      key: results[0]?.status === 200 ? caller.key : other.key,
    });
    expect(users.body.users.filter((user) => user.role === 'owner')).toHaveLength(1);
  });

  it('lets admins change members and admins but never owners, and never make owners', async () => {
    const caller = await clinical();
    const admin = await withRole(caller, 'admin');
    const member = await withRole(caller, 'member');

    const promote = await patch(admin.key, member.id, { role: 'admin' });
    const disable = await patch(admin.key, member.id, { disabled: true });
    const makeOwner = await patch(admin.key, admin.id, { role: 'owner' });
    const touchOwner = await patch(admin.key, caller.userId, { disabled: true });

    expect(promote.status).toBe(200);
    expect(promote.body.role).toBe('admin');
    expect(disable.status).toBe(200);
    expect([makeOwner.status, touchOwner.status]).toEqual([403, 403]);
    expect((await t.http.get('/api/v1/users/me', { key: caller.key })).status).toBe(200);
  });

  it('refuses every administrative write from a member, and sub-organizations and moves from an admin', async () => {
    const caller = await clinical();
    const admin = await withRole(caller, 'admin');
    const member = await withRole(caller, 'member');
    const child = await t.http.post<AdminOrg>('/api/v1/admin/organizations', {
      key: caller.key,
      json: { name: 'Child' },
    });

    const writes = (key: string) => [
      patch(key, caller.userId, { disabled: true }),
      t.http.post('/api/v1/admin/organizations', { key, json: { name: 'Mine' } }),
      t.http.post(`/api/v1/admin/organizations/${child.body.id}/users`, { key, json: { userId: member.id } }),
    ];
    const byMember = await Promise.all(writes(member.key));
    const byAdmin = await Promise.all(writes(admin.key).slice(1));

    for (const result of [...byMember, ...byAdmin]) {
      expect(result.status).toBe(403);
      expect(result.body.code).toBe('PERMISSION_DENIED');
    }
    const orgs = await t.http.get<{ organizations: AdminOrg[] }>('/api/v1/admin/organizations', {
      key: caller.key,
    });
    expect(orgs.body.organizations).toHaveLength(2);
  });
});
