import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTierByEmail, signUp } from '../../../functions/accounts/service.ts';
import { createKey, revokeKey } from '../../../functions/api-keys/service.ts';
import { handler } from '../../../functions/authorizer/handler.ts';
import { authorize } from '../../../functions/authorizer/service.ts';
import { generateApiKey } from '../../../shared/auth/api-key-format.ts';
import { decodeOutcome } from '../../../shared/auth/tenant.ts';
import { usage } from '../../../shared/data/repositories/usage.ts';
import { nextUtcMidnightEpoch, utcDay } from '../../../shared/time.ts';
import { authorizerEvent, tenant } from '../../factories/events.ts';
import { uniqueEmail } from '../../support/local-api.ts';
import { startTestStore } from '../../support/store.ts';

let store: Awaited<ReturnType<typeof startTestStore>>;

const newAccount = async () => {
  const email = uniqueEmail();
  const account = await signUp({ email, password: 'a long enough passphrase' });
  const caller = tenant({
    orgId: account.organization.id,
    userId: account.user.id,
    keyId: account.apiKey.id,
  });
  return { email, key: account.apiKey.key, keyId: account.apiKey.id, caller };
};

beforeAll(async () => {
  store = await startTestStore();
});

afterAll(async () => {
  await store.close();
});

describe('authorizer rules', () => {
  const now = new Date();

  it('allows a valid key within its tier and counts the request', async () => {
    // Prepare
    const account = await newAccount();

    // Act
    const outcome = await authorize({ apiKey: account.key, resource: '/api/v1/users/me', now });

    // Assess
    expect(outcome.decision).toBe('allow');
    expect(outcome.group).toBe('accounts');
    expect(outcome.tenant).toMatchObject({
      keyId: account.keyId,
      orgId: account.caller.orgId,
      userId: account.caller.userId,
      tier: 'developer',
      permissions: '*',
      limit: 100,
      remaining: 99,
      resetAt: nextUtcMidnightEpoch(now),
    });
    expect((await usage.day(account.caller.orgId, utcDay(now))).byKey[account.keyId]).toBe(1);
  });

  it('reports a missing key without touching the store', async () => {
    expect(await authorize({ apiKey: undefined, resource: '/api/v1/users/me', now })).toEqual({
      decision: 'missing_key',
    });
    expect(await authorize({ apiKey: '   ', resource: '/api/v1/users/me', now })).toEqual({
      decision: 'missing_key',
    });
  });

  it('refuses malformed, unknown and forged keys alike', async () => {
    const account = await newAccount();
    const forged = `${account.key.slice(0, 16)}${generateApiKey().key.slice(16)}`;
    for (const apiKey of ['not-a-key', generateApiKey().key, forged]) {
      expect((await authorize({ apiKey, resource: '/api/v1/users/me', now })).decision, apiKey).toBe(
        'invalid_key',
      );
    }
  });

  it('refuses a revoked key on its next use', async () => {
    const account = await newAccount();
    await revokeKey(account.caller, account.keyId);
    expect((await authorize({ apiKey: account.key, resource: '/api/v1/users/me', now })).decision).toBe(
      'invalid_key',
    );
  });

  it('refuses an expired key from its expiry instant on', async () => {
    const account = await newAccount();
    const created = await createKey(account.caller, { name: 'short-lived', expiresIn: 1 }, now);
    const justBefore = new Date(now.getTime() + 86_400_000 - 1);
    const atExpiry = new Date(now.getTime() + 86_400_000);
    expect(
      (await authorize({ apiKey: created.key, resource: '/api/v1/users/me', now: justBefore })).decision,
    ).toBe('allow');
    expect(
      (await authorize({ apiKey: created.key, resource: '/api/v1/users/me', now: atExpiry })).decision,
    ).toBe('invalid_key');
  });

  it('refuses a tier below the path minimum without counting, and allows it after an upgrade', async () => {
    const account = await newAccount();
    const refused = await authorize({ apiKey: account.key, resource: '/api/v1/webhooks', now });
    expect(refused).toMatchObject({ decision: 'insufficient_tier', requiredTier: 'professional' });
    expect(refused.tenant?.remaining).toBe(100);
    expect((await usage.day(account.caller.orgId, utcDay(now))).count).toBe(0);

    await setTierByEmail(account.email, 'clinical', undefined);
    const clinical = await authorize({ apiKey: account.key, resource: '/api/v1/admin/compliance', now });
    expect(clinical.decision).toBe('allow');
    expect(clinical.tenant?.limit).toBe(1_000_000);
  });

  it('refuses a group the key has no permission for', async () => {
    const account = await newAccount();
    const restricted = await createKey(
      account.caller,
      { name: 'accounts only', permissions: ['accounts'] },
      now,
    );
    expect((await authorize({ apiKey: restricted.key, resource: '/api/v1/users/me', now })).decision).toBe(
      'allow',
    );
    expect(await authorize({ apiKey: restricted.key, resource: '/api/v1/api-keys/{id}', now })).toMatchObject(
      {
        decision: 'permission_denied',
        group: 'api-keys',
      },
    );
  });

  it('fails closed on a protected resource that is not in the catalog', async () => {
    const account = await newAccount();
    expect((await authorize({ apiKey: account.key, resource: '/api/v2/whatever', now })).decision).toBe(
      'permission_denied',
    );
  });

  it('stops at the key limit and starts again on the next UTC day', async () => {
    const account = await newAccount();
    const capped = await createKey(account.caller, { name: 'three a day', dailyLimit: 3 }, now);
    const decisions: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      decisions.push((await authorize({ apiKey: capped.key, resource: '/api/v1/users/me', now })).decision);
    }
    expect(decisions).toEqual(['allow', 'allow', 'allow', 'rate_limited', 'rate_limited']);
    const tomorrow = new Date(nextUtcMidnightEpoch(now) * 1000 + 1000);
    expect(
      (await authorize({ apiKey: capped.key, resource: '/api/v1/users/me', now: tomorrow })).decision,
    ).toBe('allow');
  });

  it("applies an operator's custom limit to the organization's keys", async () => {
    const account = await newAccount();
    await setTierByEmail(account.email, 'enterprise', 2);
    const results = [];
    for (let i = 0; i < 3; i += 1) {
      results.push(await authorize({ apiKey: account.key, resource: '/api/v1/users/me', now }));
    }
    expect(results.map((result) => result.decision)).toEqual(['allow', 'allow', 'rate_limited']);
    expect(results[0]?.tenant?.limit).toBe(2);
  });
});

describe('authorizer handler', () => {
  it('always allows the exact method ARN and passes the decision in its context', async () => {
    // Prepare
    const account = await newAccount();
    const event = authorizerEvent({ apiKey: account.key, resource: '/api/v1/users/me' });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.principalId).toBe(account.caller.userId);
    expect(result.policyDocument.Statement).toEqual([
      { Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn },
    ]);
    const decoded = decodeOutcome(result.context);
    expect(decoded?.decision).toBe('allow');
    expect(decoded?.tenant?.keyId).toBe(account.keyId);
  });

  it('reads the header in any case and passes refusals on too', async () => {
    const lower = await handler(authorizerEvent({ headers: { 'x-api-key': 'hcs_bad' } }));
    expect(decodeOutcome(lower.context)?.decision).toBe('invalid_key');
    const none = await handler(authorizerEvent({}));
    expect(decodeOutcome(none.context)?.decision).toBe('missing_key');
    expect(none.principalId).toBe('anonymous');
  });

  it('throws, so that the gateway answers 5xx, when the store does not answer', async () => {
    const account = await newAccount();
    const saved = process.env.DYNAMODB_ENDPOINT;
    process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:9';
    try {
      await expect(handler(authorizerEvent({ apiKey: account.key }))).rejects.toThrow('Authorizer failure');
    } finally {
      process.env.DYNAMODB_ENDPOINT = saved;
    }
  });
});
