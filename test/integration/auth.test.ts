import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../shared/auth/passwords.ts';
import { TERMS_VERSION } from '../../shared/auth/terms.ts';
import { documentClient, queryAll, tableName } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { users } from '../../shared/data/repositories/users.ts';
import { signUp, startTestApi, type TestApi, uniqueEmail } from '../support/local-api.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
});

const PASSWORD = 'a long enough passphrase';
const PORTAL = { 'X-Portal-Request': '1' };

interface Session {
  cookie: string;
  setCookie: string;
  body: { user: { id: string; role: string }; tier: { name: string; dailyLimit: number; groups: string[] } };
}

const logIn = async (email: string, password = PASSWORD): Promise<Session> => {
  const result = await t.http.post<Session['body']>('/auth/login', {
    headers: PORTAL,
    json: { email, password },
  });
  expect(result.status, result.text).toBe(200);
  const setCookie = result.headers.get('set-cookie') ?? '';
  return { cookie: setCookie.split(';')[0] ?? '', setCookie, body: result.body };
};

const portal = (session: Session, extra: Record<string, string> = {}) => ({
  headers: { Cookie: session.cookie, ...PORTAL, ...extra },
});

const auditActions = async (orgId: string): Promise<string[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.auditLogOf(orgId).pk },
  });
  return items.map((item) => String(item.action));
};

describe('sign-up and the terms of service', () => {
  it('refuses a sign-up that does not accept the current terms', async () => {
    // Act
    const missing = await t.http.post('/auth/signup', { json: { email: uniqueEmail(), password: PASSWORD } });
    const old = await t.http.post('/auth/signup', {
      json: { email: uniqueEmail(), password: PASSWORD, acceptTerms: '2020-01-01' },
    });

    // Assert
    for (const result of [missing, old]) {
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(JSON.stringify(result.body)).toContain('acceptTerms');
    }
  });

  it('records the accepted version and when with the user', async () => {
    // Act
    const owner = await signUp(t.http);

    // Assert
    const user = await users.get(owner.orgId, owner.userId);
    expect(user?.termsVersion).toBe(TERMS_VERSION);
    expect(user?.termsAcceptedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await auditActions(owner.orgId)).toContain('user.terms_accepted');
  });
});

describe('portal sessions', () => {
  it('signs in with an HttpOnly, Secure, SameSite=Strict cookie that is not an API key', async () => {
    // Prepare
    const owner = await signUp(t.http);

    // Act
    const session = await logIn(owner.email);

    // Assert
    expect(session.setCookie).toMatch(/HttpOnly/);
    expect(session.setCookie).toMatch(/Secure/);
    expect(session.setCookie).toMatch(/SameSite=Strict/);
    expect(session.setCookie).toMatch(/Max-Age=3600/);
    expect(session.body.user.role).toBe('owner');
    expect(session.body.tier.name).toBe('developer');
    const token = session.cookie.split('=')[1] ?? '';
    const asKey = await t.http.get('/api/v1/users/me', { key: token });
    expect(asKey.status).toBe(403);
    expect(asKey.body).toMatchObject({ code: 'INVALID_AUTH' });
    const me = await t.http.get('/auth/portal/session', portal(session));
    expect(me.status).toBe(200);
  });

  it('refuses portal calls without the session, or without the CSRF header', async () => {
    // Prepare
    const owner = await signUp(t.http);
    const session = await logIn(owner.email);

    // Act
    const noSession = await t.http.get('/auth/portal/keys', { headers: PORTAL });
    const noHeader = await t.http.get('/auth/portal/keys', { headers: { Cookie: session.cookie } });
    const apiKeyInstead = await t.http.get('/auth/portal/keys', { headers: PORTAL, key: owner.key });

    // Assert
    expect(noSession.status).toBe(403);
    expect(noSession.body).toMatchObject({ code: 'INVALID_AUTH' });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(apiKeyInstead.status).toBe(403);
    expect(apiKeyInstead.body).toMatchObject({ code: 'INVALID_AUTH' });
  });

  it('refuses a sign-in without the portal header (login CSRF)', async () => {
    // Prepare
    const owner = await signUp(t.http);

    // Act
    const result = await t.http.post('/auth/login', { json: { email: owner.email, password: PASSWORD } });

    // Assert
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(result.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    // Prepare
    const owner = await signUp(t.http);

    // Act
    const wrong = await t.http.post('/auth/login', {
      headers: PORTAL,
      json: { email: owner.email, password: 'not the password at all' },
    });
    const unknown = await t.http.post('/auth/login', {
      headers: PORTAL,
      json: { email: uniqueEmail(), password: PASSWORD },
    });

    // Assert
    expect(wrong.status).toBe(403);
    expect(unknown.status).toBe(403);
    expect((wrong.body as { error: string }).error).toBe((unknown.body as { error: string }).error);
  });

  it('ends the session on sign-out', async () => {
    // Prepare
    const owner = await signUp(t.http);
    const session = await logIn(owner.email);

    // Act
    const out = await t.http.post('/auth/logout', portal(session));
    const after = await t.http.get('/auth/portal/session', portal(session));

    // Assert
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(after.status).toBe(403);
    expect(await auditActions(owner.orgId)).toEqual(expect.arrayContaining(['auth.login', 'auth.logout']));
  });

  it('ends every session when the password changes', async () => {
    // Prepare
    const owner = await signUp(t.http);
    const session = await logIn(owner.email);
    const newHash = await hashPassword('a different long passphrase');

    // Act
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(owner.orgId, owner.userId),
        UpdateExpression: 'SET passwordHash = :hash',
        ExpressionAttributeValues: { ':hash': newHash },
      }),
    );
    const after = await t.http.get('/auth/portal/session', portal(session));

    // Assert
    expect(after.status).toBe(403);
  });

  it('slows brute force down per account, and audits the failures', async () => {
    // Prepare
    const owner = await signUp(t.http);
    const attempt = () =>
      t.http.post('/auth/login', {
        headers: PORTAL,
        json: { email: owner.email, password: 'wrong guess number one' },
      });

    // Act
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt()).status);
    const held = await attempt();
    const rightButHeld = await t.http.post('/auth/login', {
      headers: PORTAL,
      json: { email: owner.email, password: PASSWORD },
    });

    // Assert
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(rightButHeld.status).toBe(429);
    const actions = await auditActions(owner.orgId);
    expect(actions.filter((action) => action === 'auth.login_failed').length).toBe(5);
  });
});

describe('keys from the portal', () => {
  it('lets a member sign in and manage keys within its rights', async () => {
    // Prepare
    const owner = await signUp(t.http);
    const memberEmail = uniqueEmail('member');
    const added = await t.http.post('/api/v1/users', {
      key: owner.key,
      json: { email: memberEmail, password: PASSWORD },
    });
    expect(added.status).toBe(201);
    const session = await logIn(memberEmail);

    // Act
    const everything = await t.http.post('/auth/portal/keys', {
      ...portal(session),
      json: { name: 'too wide', permissions: ['*'] },
    });
    const tooMany = await t.http.post('/auth/portal/keys', {
      ...portal(session),
      json: { name: 'too much', permissions: ['knowledge'], dailyLimit: 1_000_000 },
    });
    const created = await t.http.post<{ id: string; key: string; permissions: string[] }>(
      '/auth/portal/keys',
      {
        ...portal(session),
        json: { name: 'knowledge only', permissions: ['knowledge', 'system'], dailyLimit: 10, expiresIn: 30 },
      },
    );
    const allowed = await t.http.get('/api/v1/users/me', { key: created.body.key });
    const ownersKeyRevoke = await t.http.request(
      'DELETE',
      `/auth/portal/keys/${owner.keyId}`,
      portal(session),
    );

    // Assert
    expect(everything.status).toBe(403);
    expect(tooMany.status).toBe(400);
    expect(created.status).toBe(201);
    expect(created.body.permissions).toEqual(['knowledge', 'system']);
    expect(allowed.status).toBe(403);
    expect(ownersKeyRevoke.status).toBe(404);
  });

  it('lists keys with 30 days of usage, changes a limit and revokes', async () => {
    // Prepare
    const owner = await signUp(t.http);
    const session = await logIn(owner.email);
    const created = await t.http.post<{ id: string; key: string }>('/auth/portal/keys', {
      ...portal(session),
      json: { name: 'usage', permissions: ['accounts'] },
    });
    for (let i = 0; i < 3; i += 1)
      expect((await t.http.get('/api/v1/users/me', { key: created.body.key })).status).toBe(200);

    // Act
    const listed = await t.http.get<{
      keys: Array<{ id: string; remainingToday: number; daily: Array<{ day: string; count: number }> }>;
    }>('/auth/portal/keys', portal(session));
    const limited = await t.http.request<{ dailyLimit: number }>(
      'PATCH',
      `/auth/portal/keys/${created.body.id}`,
      {
        ...portal(session),
        json: { dailyLimit: 4 },
      },
    );
    const fourth = await t.http.get('/api/v1/users/me', { key: created.body.key });
    const fifth = await t.http.get('/api/v1/users/me', { key: created.body.key });
    const revoked = await t.http.request('DELETE', `/auth/portal/keys/${created.body.id}`, portal(session));
    const afterRevoke = await t.http.get('/api/v1/users/me', { key: created.body.key });
    const limitRevoked = await t.http.request('PATCH', `/auth/portal/keys/${created.body.id}`, {
      ...portal(session),
      json: { dailyLimit: 5 },
    });

    // Assert
    const key = listed.body.keys.find((k) => k.id === created.body.id);
    expect(key?.daily).toHaveLength(30);
    expect(key?.daily.at(-1)?.count).toBe(3);
    expect(key?.remainingToday).toBe(97);
    expect(limited.status).toBe(200);
    expect(limited.body.dailyLimit).toBe(4);
    expect(fourth.status).toBe(200);
    expect(fifth.status).toBe(429);
    expect(revoked.status).toBe(204);
    expect(afterRevoke.status).toBe(403);
    expect(limitRevoked.status).toBe(404);
  });
});
