import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi, uniqueEmail } from '../support/local-api.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
});

describe('POST /auth/signup', () => {
  it('creates a Developer-tier account and shows its first key once', async () => {
    // Prepare
    const email = uniqueEmail('Dana');

    // Act
    const result = await t.http.post<Record<string, Record<string, unknown>>>('/auth/signup', {
      json: {
        email,
        password: 'correct horse battery staple',
        name: 'Dana Reyes',
        organization: 'Example Health',
      },
    });

    // Assess
    expect(result.status).toBe(201);
    expect(result.body.user).toMatchObject({
      id: expect.stringMatching(/^usr_/),
      email,
      name: 'Dana Reyes',
      organization: 'Example Health',
      role: 'owner',
    });
    expect(result.body.organization).toMatchObject({
      tier: 'developer',
      dailyLimit: 100,
      name: 'Example Health',
    });
    expect(result.body.apiKey).toMatchObject({
      key: expect.stringMatching(/^hcs_[0-9A-Za-z]{50}$/),
      prefix: expect.stringMatching(/^hcs_[0-9A-Za-z]{12}$/),
      permissions: ['*'],
      expiresAt: null,
    });
    expect(result.text).not.toContain('password');
    expect(result.text).not.toContain('correct horse');
    expect(result.headers.get('x-request-id')).toBeTruthy();
  });

  it('refuses the same e-mail in another case with 409 CONFLICT', async () => {
    const email = uniqueEmail('case');
    expect((await t.http.post('/auth/signup', { json: { email, password: 'long enough 1' } })).status).toBe(
      201,
    );
    const again = await t.http.post('/auth/signup', {
      json: { email: email.toUpperCase(), password: 'long enough 2' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      error: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it('lets exactly one of two simultaneous sign-ups with one e-mail win', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      [1, 2, 3].map(() => t.http.post('/auth/signup', { json: { email, password: 'long enough race' } })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ['missing e-mail', { password: 'long enough' }, 'body.email'],
    ['missing password', { email: 'x@example.org' }, 'body.password'],
    ['invalid e-mail', { email: 'not-an-email', password: 'long enough' }, 'body.email'],
    ['short password', { email: 'x@example.org', password: 'short' }, 'body.password'],
    ['e-mail of the wrong type', { email: 42, password: 'long enough' }, 'body.email'],
    [
      'oversized name',
      { email: 'x@example.org', password: 'long enough', name: 'n'.repeat(201) },
      'body.name',
    ],
    ['oversized password', { email: 'x@example.org', password: 'p'.repeat(257) }, 'body.password'],
    ['unknown field', { email: 'x@example.org', password: 'long enough', tier: 'clinical' }, 'body.tier'],
  ])('answers 400 VALIDATION_ERROR for %s', async (_label, json, path) => {
    const result = await t.http.post<{ code: string; details: Array<{ path: string }> }>('/auth/signup', {
      json,
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details.map((detail) => detail.path)).toContain(path);
  });

  it('answers a JSON array or null body with 400 VALIDATION_ERROR', async () => {
    for (const body of ['[]', 'null', '"text"']) {
      const result = await t.http.post('/auth/signup', {
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(result.status, body).toBe(400);
      expect(result.body.code, body).toBe('VALIDATION_ERROR');
    }
  });
});

describe('POST /api/v1/users and GET /api/v1/users/me', () => {
  it('adds a member to the caller organization', async () => {
    // Prepare
    const owner = await signUp(t.http);
    const email = uniqueEmail('member');

    // Act
    const created = await t.http.post('/api/v1/users', {
      key: owner.key,
      json: { email, password: 'member passphrase', name: 'Sam Lee' },
    });

    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email,
      name: 'Sam Lee',
      role: 'member',
      organizationId: owner.orgId,
    });
    expect(created.text).not.toContain('passphrase');
  });

  it('refuses a member for another organization and a duplicate e-mail', async () => {
    const owner = await signUp(t.http, { organization: 'Mine' });
    const other = await t.http.post('/api/v1/users', {
      key: owner.key,
      json: { email: uniqueEmail(), password: 'member passphrase', organization: 'Theirs' },
    });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('VALIDATION_ERROR');

    const duplicate = await t.http.post('/api/v1/users', {
      key: owner.key,
      json: { email: owner.email, password: 'member passphrase' },
    });
    expect(duplicate.status).toBe(409);
  });

  it('returns the key owner with the tier and limit in force', async () => {
    const owner = await signUp(t.http, { name: 'Ada' });
    const me = await t.http.get('/api/v1/users/me', { key: owner.key });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: owner.userId,
      email: owner.email,
      name: 'Ada',
      tier: 'developer',
      dailyLimit: 100,
    });
  });

  it('needs a key: 401 without, 403 with a bad one', async () => {
    const missing = await t.http.get('/api/v1/users/me');
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('MISSING_API_KEY');
    const bad = await t.http.get('/api/v1/users/me', { key: 'hcs_thisisnotakey' });
    expect(bad.status).toBe(403);
    expect(bad.body.code).toBe('INVALID_AUTH');
  });
});
