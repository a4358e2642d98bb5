import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi } from '../support/local-api.ts';

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
});
