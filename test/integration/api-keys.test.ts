import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../functions/api-keys/service.ts';
import { organizations } from '../../shared/data/repositories/organizations.ts';
import { signUp, signUpTenant, startTestApi, type TestApi, uniqueEmail } from '../support/local-api.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
});

interface CreatedKey {
  id: string;
  key: string;
  prefix: string;
  expiresAt: string | null;
  dailyLimit: number;
  permissions: string[];
}

interface KeyList {
  keys: Array<{
    id: string;
    status: string;
    usage: { today: number; total: number };
    revokedAt: string | null;
  }>;
}

describe('API keys', () => {
  it('creates a key that expires after expiresIn days and works at once', async () => {
    // Prepare
    const owner = await signUp(t.http);
    const before = Date.now();

    // Act
    const created = await t.http.post<CreatedKey>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'backend', expiresIn: 30 },
    });

    // Assess
    expect(created.status).toBe(201);
    expect(created.body.key.startsWith(created.body.prefix)).toBe(true);
    const expiresAt = Date.parse(created.body.expiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 5_000);
    expect(expiresAt - before).toBeLessThanOrEqual(30 * 86_400_000 + 5_000);
    expect((await t.http.get('/api/v1/users/me', { key: created.body.key })).status).toBe(200);
  });

  it('lists keys without secrets, with requests today and in total', async () => {
    const owner = await signUp(t.http);
    const second = await t.http.post<CreatedKey>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'second' },
    });
    await t.http.get('/api/v1/users/me', { key: second.body.key });
    await t.http.get('/api/v1/users/me', { key: second.body.key });

    const list = await t.http.get<KeyList>('/api/v1/api-keys', { key: owner.key });

    expect(list.status).toBe(200);
    expect(list.text).not.toContain(owner.key);
    expect(list.text).not.toContain(second.body.key);
    expect(list.text).not.toContain('secretHash');
    const listed = list.body.keys.find((key) => key.id === second.body.id);
    expect(listed).toMatchObject({ status: 'active', usage: { today: 2, total: 2 }, revokedAt: null });
    // The owner's own key counted: the key creation and this listing.
    expect(list.body.keys.find((key) => key.id === owner.keyId)?.usage.today).toBe(2);
  });

  it('revokes a key with 204; the key is refused on its next use and listed as revoked', async () => {
    const owner = await signUp(t.http);
    const victim = await t.http.post<CreatedKey>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'temp' },
    });
    expect((await t.http.get('/api/v1/users/me', { key: victim.body.key })).status).toBe(200);

    const revoked = await t.http.delete(`/api/v1/api-keys/${victim.body.id}`, { key: owner.key });

    expect(revoked.status).toBe(204);
    expect(revoked.text).toBe('');
    const refused = await t.http.get('/api/v1/users/me', { key: victim.body.key });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INVALID_AUTH');
    const list = await t.http.get<KeyList>('/api/v1/api-keys', { key: owner.key });
    expect(list.body.keys.find((key) => key.id === victim.body.id)?.status).toBe('revoked');
    expect((await t.http.delete(`/api/v1/api-keys/${victim.body.id}`, { key: owner.key })).status).toBe(204);
  });

  it("answers another organization's key id with 404 and leaves that key working", async () => {
    const mine = await signUp(t.http);
    const theirs = await signUp(t.http);

    const attempt = await t.http.delete(`/api/v1/api-keys/${theirs.keyId}`, { key: mine.key });

    expect(attempt.status).toBe(404);
    expect(attempt.body.code).toBe('NOT_FOUND');
    expect((await t.http.get('/api/v1/users/me', { key: theirs.key })).status).toBe(200);
    const myList = await t.http.get<KeyList>('/api/v1/api-keys', { key: mine.key });
    expect(myList.body.keys.map((key) => key.id)).not.toContain(theirs.keyId);
  });

  it('answers an unknown key id with 404', async () => {
    const owner = await signUp(t.http);
    const result = await t.http.delete('/api/v1/api-keys/doesNotExist1', { key: owner.key });
    expect(result.status).toBe(404);
  });

  it('restricts a key to its permissions: other groups answer 403 PERMISSION_DENIED', async () => {
    const owner = await signUp(t.http);
    const restricted = await t.http.post<CreatedKey>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'profile reader', permissions: ['accounts'] },
    });
    expect(restricted.body.permissions).toEqual(['accounts']);
    expect((await t.http.get('/api/v1/users/me', { key: restricted.body.key })).status).toBe(200);
    const denied = await t.http.get('/api/v1/api-keys', { key: restricted.body.key });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('PERMISSION_DENIED');
  });

  it.each([
    ['missing name', {}, 'body.name'],
    ['empty name', { name: '  ' }, 'body.name'],
    ['oversized name', { name: 'n'.repeat(101) }, 'body.name'],
    ['expiresIn as text', { name: 'k', expiresIn: '30' }, 'body.expiresIn'],
    ['fractional expiresIn', { name: 'k', expiresIn: 1.5 }, 'body.expiresIn'],
    ['zero expiresIn', { name: 'k', expiresIn: 0 }, 'body.expiresIn'],
    ['expiresIn over ten years', { name: 'k', expiresIn: 3651 }, 'body.expiresIn'],
    ['unknown permission', { name: 'k', permissions: ['everything'] }, 'body.permissions.0'],
    ['empty permissions', { name: 'k', permissions: [] }, 'body.permissions'],
    ['dailyLimit above the tier', { name: 'k', dailyLimit: 101 }, 'body.dailyLimit'],
    ['negative dailyLimit', { name: 'k', dailyLimit: -1 }, 'body.dailyLimit'],
  ])('answers 400 VALIDATION_ERROR for %s', async (_label, json, path) => {
    const owner = await signUp(t.http);
    const result = await t.http.post<{ code: string; details: Array<{ path: string }> }>('/api/v1/api-keys', {
      key: owner.key,
      json,
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details.map((detail) => detail.path)).toContain(path);
  });

  it('never lets a key create a wider key: permissions, daily limit and expiry stay within its own', async () => {
    // Prepare: the issue's case, on a Clinical organization so that /admin/compliance exists.
    const owner = await signUpTenant(t.http, { tier: 'clinical' });
    const narrow = await t.http.post<CreatedKey>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'narrow', permissions: ['api-keys'], dailyLimit: 5, expiresIn: 1 },
    });

    // Act
    const wider = await t.http.post<{ code: string; details: Array<{ path: string }> }>('/api/v1/api-keys', {
      key: narrow.body.key,
      json: { name: 'wider', permissions: ['*'], dailyLimit: 1_000_000 },
    });
    const inherited = await t.http.post<CreatedKey>('/api/v1/api-keys', {
      key: narrow.body.key,
      json: { name: 'inherits' },
    });
    const longer = await t.http.post<{ code: string; details: Array<{ path: string }> }>('/api/v1/api-keys', {
      key: narrow.body.key,
      json: { name: 'longer', expiresIn: 2 },
    });

    // Assess
    expect(wider.status).toBe(403);
    expect(wider.body.code).toBe('PERMISSION_DENIED');
    // Leaving expiresIn out inherits the creating key's expiry rather than asking for none.
    expect(wider.body.details.map((detail) => detail.path).sort()).toEqual([
      'body.dailyLimit',
      'body.permissions',
    ]);
    expect(longer.status).toBe(403);
    expect(longer.body.details.map((detail) => detail.path)).toEqual(['body.expiresIn']);
    expect(inherited.status).toBe(201);
    expect(inherited.body).toMatchObject({
      permissions: ['api-keys'],
      dailyLimit: 5,
      expiresAt: narrow.body.expiresAt,
    });
    const compliance = await t.http.get('/api/v1/admin/compliance', { key: inherited.body.key });
    expect(compliance.status).toBe(403);
    expect(compliance.body.code).toBe('PERMISSION_DENIED');
    const list = await t.http.get<KeyList>('/api/v1/api-keys', { key: owner.key });
    expect(list.body.keys).toHaveLength(3);
  });

  it("lets only an owner's key with every permission create keys with every permission", async () => {
    // Prepare: a member with a "*" key of their own.
    const owner = await signUp(t.http);
    const member = await t.http.post<{ id: string }>('/api/v1/users', {
      key: owner.key,
      json: { email: uniqueEmail('member'), password: 'a long enough passphrase' },
    });
    const memberKey = await issueApiKey({
      organization: await organizations.require(owner.orgId),
      userId: member.body.id,
      name: 'member key',
      now: new Date(),
    });

    // Act
    const everything = await t.http.post('/api/v1/api-keys', { key: memberKey.key, json: { name: 'all' } });
    const listed = await t.http.post<CreatedKey>('/api/v1/api-keys', {
      key: memberKey.key,
      json: { name: 'some', permissions: ['accounts', 'knowledge'] },
    });
    const byOwner = await t.http.post<CreatedKey>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'all' },
    });

    // Assess
    expect(everything.status).toBe(403);
    expect(everything.body.code).toBe('PERMISSION_DENIED');
    expect(listed.status).toBe(201);
    expect(listed.body.permissions).toEqual(['accounts', 'knowledge']);
    expect(byOwner.status).toBe(201);
    expect(byOwner.body.permissions).toEqual(['*']);
  });

  it("lets a member revoke only their own keys; another user's key answers 404", async () => {
    const owner = await signUp(t.http);
    const member = await t.http.post<{ id: string }>('/api/v1/users', {
      key: owner.key,
      json: { email: uniqueEmail('member'), password: 'a long enough passphrase' },
    });
    const memberKey = await issueApiKey({
      organization: await organizations.require(owner.orgId),
      userId: member.body.id,
      name: 'member key',
      now: new Date(),
    });
    const own = await t.http.post<CreatedKey>('/api/v1/api-keys', {
      key: memberKey.key,
      json: { name: 'own', permissions: ['accounts'] },
    });

    const othersKey = await t.http.delete(`/api/v1/api-keys/${owner.keyId}`, { key: memberKey.key });
    const ownKey = await t.http.delete(`/api/v1/api-keys/${own.body.id}`, { key: memberKey.key });

    expect(othersKey.status).toBe(404);
    expect((await t.http.get('/api/v1/users/me', { key: owner.key })).status).toBe(200);
    expect(ownKey.status).toBe(204);
    expect((await t.http.delete(`/api/v1/api-keys/${memberKey.id}`, { key: owner.key })).status).toBe(204);
  });

  it('caps active keys per organization by tier (5 on Developer), even under concurrency; revoking frees one', async () => {
    // Prepare
    const owner = await signUp(t.http);

    // Act: the sign-up key plus 20 concurrent creations.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.http.post<CreatedKey>('/api/v1/api-keys', { key: owner.key, json: { name: `k${i}` } }),
      ),
    );

    // Assess
    const created = results.filter((result) => result.status === 201);
    expect(created).toHaveLength(4);
    expect(results.filter((result) => result.status === 409)).toHaveLength(16);
    expect(results.find((result) => result.status === 409)?.body).toMatchObject({ code: 'CONFLICT' });
    const first = created[0]?.body.id;
    expect((await t.http.delete(`/api/v1/api-keys/${first}`, { key: owner.key })).status).toBe(204);
    // Revoking twice frees one slot, not two.
    expect((await t.http.delete(`/api/v1/api-keys/${first}`, { key: owner.key })).status).toBe(204);
    const again = await t.http.post('/api/v1/api-keys', { key: owner.key, json: { name: 'again' } });
    const over = await t.http.post('/api/v1/api-keys', { key: owner.key, json: { name: 'over' } });
    expect([again.status, over.status]).toEqual([201, 409]);
  });
});
