import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../functions/api-keys/service.ts';
import { TERMS_VERSION } from '../../shared/auth/terms.ts';
import { documentClient, StoreUnavailableError, tableName } from '../../shared/data/client.ts';
import { organizations } from '../../shared/data/repositories/organizations.ts';
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
        password: 'plum velvet harbor kite',
        name: 'Dana Reyes',
        organization: 'Example Health',
        acceptTerms: TERMS_VERSION,
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
    expect(result.text).not.toContain('velvet harbor');
    expect(result.headers.get('x-request-id')).toBeTruthy();
  });

  it('refuses the same e-mail in another case with 409 CONFLICT', async () => {
    const email = uniqueEmail('case');
    expect(
      (
        await t.http.post('/auth/signup', {
          json: { email, password: 'long enough passphrase 1', acceptTerms: TERMS_VERSION },
        })
      ).status,
    ).toBe(201);
    const again = await t.http.post('/auth/signup', {
      json: { email: email.toUpperCase(), password: 'long enough passphrase 2', acceptTerms: TERMS_VERSION },
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
      [1, 2, 3].map(() =>
        t.http.post('/auth/signup', {
          json: { email, password: 'long enough passphrase race', acceptTerms: TERMS_VERSION },
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ['missing e-mail', { password: 'a long enough passphrase', acceptTerms: TERMS_VERSION }, 'body.email'],
    ['missing password', { email: 'x@example.org' }, 'body.password'],
    [
      'invalid e-mail',
      { email: 'not-an-email', password: 'a long enough passphrase', acceptTerms: TERMS_VERSION },
      'body.email',
    ],
    [
      'short password',
      { email: 'x@example.org', password: 'short', acceptTerms: TERMS_VERSION },
      'body.password',
    ],
    [
      'e-mail of the wrong type',
      { email: 42, password: 'a long enough passphrase', acceptTerms: TERMS_VERSION },
      'body.email',
    ],
    [
      'oversized name',
      {
        email: 'x@example.org',
        password: 'a long enough passphrase',
        name: 'n'.repeat(201),
        acceptTerms: TERMS_VERSION,
      },
      'body.name',
    ],
    [
      'oversized password',
      { email: 'x@example.org', password: 'p'.repeat(257), acceptTerms: TERMS_VERSION },
      'body.password',
    ],
    [
      'unknown field',
      {
        email: 'x@example.org',
        password: 'a long enough passphrase',
        tier: 'clinical',
        acceptTerms: TERMS_VERSION,
      },
      'body.tier',
    ],
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

  it("refuses a member's key adding users (only an owner or admin may)", async () => {
    // Prepare
    const owner = await signUp(t.http);
    const member = await t.http.post<{ id: string }>('/api/v1/users', {
      key: owner.key,
      json: { email: uniqueEmail('member'), password: 'member passphrase' },
    });
    const memberKey = await issueApiKey({
      organization: await organizations.require(owner.orgId),
      userId: member.body.id,
      name: 'member key',
      now: new Date(),
    });

    // Act
    const added = await t.http.post('/api/v1/users', {
      key: memberKey.key,
      json: { email: uniqueEmail('friend'), password: 'member passphrase' },
    });

    // Assess
    expect(added.status).toBe(403);
    expect(added.body.code).toBe('PERMISSION_DENIED');
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

describe('password policy (NIST SP 800-63B rev. 4)', () => {
  it.each([
    ['eight digits', '12345678'],
    ['eight spaces', '        '],
    ['fifteen spaces', ' '.repeat(15)],
    ['a common password with digits', 'password12345678'],
    ['a keyboard walk', 'qwertyuiopasdfgh'],
    ['a digit run', '123456789012345'],
    ['a famous passphrase', 'correct horse battery staple'],
    ['a repeated word', 'monkeymonkeymonkey'],
    ['fourteen characters', 'fourteen chars'],
  ])('refuses %s with 400 on body.password', async (_label, password) => {
    const result = await t.http.post<{ code: string; details: Array<{ path: string }> }>('/auth/signup', {
      json: { email: uniqueEmail(), password, acceptTerms: TERMS_VERSION },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details.map((detail) => detail.path)).toContain('body.password');
  });

  it('refuses the e-mail address, or its local part with a few digits, as the password', async () => {
    const email = `dana.reyes.${Date.now()}@example.org`;
    for (const password of [email, `${email.split('@')[0]}12`, email.toUpperCase()]) {
      const result = await t.http.post<{ code: string; details: Array<{ path: string }> }>('/auth/signup', {
        json: { email, password, acceptTerms: TERMS_VERSION },
      });
      expect(result.status, password).toBe(400);
      expect(result.body.details.map((detail) => detail.path)).toContain('body.password');
    }
    // Nothing was stored: the address is still free.
    expect(
      (
        await t.http.post('/auth/signup', {
          json: { email, password: 'plum velvet harbor kite', acceptTerms: TERMS_VERSION },
        })
      ).status,
    ).toBe(201);
  });

  it('accepts a long passphrase of any characters, up to 256', async () => {
    const long = Array.from({ length: 60 }, (_, n) => `leaf${n}`)
      .join(' ')
      .slice(0, 256);
    for (const password of ['ünïcödé pässphräsé ✓ 🌱', long]) {
      const result = await t.http.post('/auth/signup', {
        json: { email: uniqueEmail(), password, acceptTerms: TERMS_VERSION },
      });
      expect(result.status, password).toBe(201);
    }
  });
});

const scanAll = async () => {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: cursor }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
};

/** The keys of every item outside the (append-only) audit log. */
const tableKeys = async (): Promise<Set<string>> =>
  new Set(
    (await scanAll())
      .filter((item) => !String(item.pk).startsWith('AUDIT#'))
      .map((item) => `${String(item.pk)} ${String(item.sk)}`),
  );

/** Items of the table that belong to the account with this e-mail, by its attributes. */
const storedFor = async (email: string) => {
  const items = await scanAll();
  const lower = email.toLowerCase();
  const users = items.filter((item) => String(item.email ?? '').toLowerCase() === lower);
  const orgIds = new Set(users.map((item) => String(item.orgId)));
  return items.filter(
    (item) =>
      String(item.email ?? '').toLowerCase() === lower ||
      (typeof item.orgId === 'string' && orgIds.has(item.orgId) && item.entity !== 'audit') ||
      (item.entity === 'organization' && orgIds.has(String(item.id))),
  );
};

/** Makes the store fail the write of one kind of item, before or after the write lands. */
const failWriteOf = (entity: string, when: 'before' | 'after') => {
  const name = `test-fail-${entity}-${when}`;
  documentClient().middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { Item?: { entity?: unknown } };
      const hit = input.Item?.entity === entity;
      if (hit && when === 'before') throw new StoreUnavailableError();
      const result = await next(args);
      if (hit) throw new StoreUnavailableError();
      return result;
    },
    { step: 'initialize', name, priority: 'high' },
  );
  return () => documentClient().middlewareStack.remove(name);
};

describe('sign-up is all or nothing', () => {
  it.each([
    ['the organization write fails', 'organization', 'before'],
    ['the key write lands but its answer is lost', 'apiKey', 'after'],
    ['the user write lands but its answer is lost', 'user', 'after'],
  ] as const)(
    'when %s: 503 with Retry-After, nothing stored, the address free again',
    async (_label, entity, when) => {
      // Prepare
      const email = uniqueEmail('atomic');
      const before = await tableKeys();
      const restore = failWriteOf(entity, when);

      // Act
      let failed: Awaited<ReturnType<typeof t.http.post>>;
      try {
        failed = await t.http.post('/auth/signup', {
          json: { email, password: 'plum velvet harbor kite', acceptTerms: TERMS_VERSION },
        });
      } finally {
        restore();
      }

      // Assess
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) });
      expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await storedFor(email)).toEqual([]);
      expect([...(await tableKeys())].filter((key) => !before.has(key))).toEqual([]);
      const retried = await t.http.post('/auth/signup', {
        json: { email, password: 'plum velvet harbor kite', acceptTerms: TERMS_VERSION },
      });
      expect(retried.status).toBe(201);
    },
  );

  it('takes 40 sign-ups at once: each 201 with its key or 503 storing nothing, and other routes keep answering', async () => {
    // Prepare
    const owner = await signUp(t.http);
    const emails = Array.from({ length: 40 }, () => uniqueEmail('forty'));
    const finished: string[] = [];

    // Act: the burst, and an authenticated call sent just after it starts.
    const burst = Promise.all(
      emails.map(async (email) => {
        const result = await t.http.post('/auth/signup', {
          json: { email, password: 'plum velvet harbor kite', acceptTerms: TERMS_VERSION },
        });
        finished.push('signup');
        return result;
      }),
    );
    const me = await t.http.get('/api/v1/users/me', { key: owner.key });
    finished.push('me');
    const results = await burst;

    // Assess: the other route answered, before the burst was over.
    expect(me.status).toBe(200);
    expect(finished.indexOf('me')).toBeLessThan(finished.length - 1);
    for (const [i, result] of results.entries()) {
      expect([201, 503]).toContain(result.status);
      if (result.status === 201) {
        expect((result.body as { apiKey: { key: string } }).apiKey.key).toMatch(/^hcs_/);
      } else {
        expect(result.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(result.headers.get('retry-after')).toBeTruthy();
        expect(await storedFor(emails[i] ?? '')).toEqual([]);
      }
    }
    // At most 2 hash at once and 16 wait: a burst of 40 overflows rather than queueing without bound.
    expect(results.filter((result) => result.status === 201).length).toBeGreaterThanOrEqual(2);
    expect(results.filter((result) => result.status === 503).length).toBeGreaterThanOrEqual(1);
  });

  it('bounds concurrent password hashing: each sign-up is 201 with its key or 503 and stores nothing', async () => {
    // Prepare: one hash at a time and one waiting, so a burst overflows.
    process.env.PASSWORD_HASH_CONCURRENCY = '1';
    process.env.PASSWORD_HASH_QUEUE = '1';
    const emails = Array.from({ length: 8 }, () => uniqueEmail('burst'));

    // Act
    let results: Array<Awaited<ReturnType<typeof t.http.post>>>;
    try {
      results = await Promise.all(
        emails.map((email) =>
          t.http.post('/auth/signup', {
            json: { email, password: 'plum velvet harbor kite', acceptTerms: TERMS_VERSION },
          }),
        ),
      );
    } finally {
      delete process.env.PASSWORD_HASH_CONCURRENCY;
      delete process.env.PASSWORD_HASH_QUEUE;
    }

    // Assess
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    for (const [i, result] of results.entries()) {
      const email = emails[i] ?? '';
      if (result.status === 201) {
        expect((result.body as { apiKey: { key: string } }).apiKey.key).toMatch(/^hcs_/);
      } else {
        expect(result.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await storedFor(email)).toEqual([]);
      }
    }
  });
});
