import { crc32 } from 'node:zlib';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTierByEmail, signUp } from '../../../functions/accounts/service.ts';
import { createKey } from '../../../functions/api-keys/service.ts';
import { authorize, forgetKnownKeys } from '../../../functions/authorizer/service.ts';
import type { Tier } from '../../../shared/api/tiers.ts';
import { generateApiKey } from '../../../shared/auth/api-key-format.ts';
import { PLAN_COPY_MAX_AGE_MS } from '../../../shared/auth/decision.ts';
import { documentClient, tableName } from '../../../shared/data/client.ts';
import { keys } from '../../../shared/data/keys.ts';
import { apiKeys, planCopyOf } from '../../../shared/data/repositories/api-keys.ts';
import { organizations } from '../../../shared/data/repositories/organizations.ts';
import { tenant } from '../../factories/events.ts';
import { uniqueEmail } from '../../support/local-api.ts';
import { startTestStore } from '../../support/store.ts';
import { countStoreCalls } from '../../support/store-calls.ts';

let store: Awaited<ReturnType<typeof startTestStore>>;
let counter: ReturnType<typeof countStoreCalls>;

beforeAll(async () => {
  store = await startTestStore();
  counter = countStoreCalls();
});

afterAll(async () => {
  counter.remove();
  await store.close();
});

const ME = '/api/v1/users/me';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const newAccount = async (tier: Tier = 'developer', dailyLimit?: number) => {
  const email = uniqueEmail();
  const account = await signUp({
    email,
    password: 'a long enough passphrase',
    tier,
    ...(dailyLimit !== undefined ? { dailyLimit } : {}),
  });
  const caller = tenant({
    orgId: account.organization.id,
    userId: account.user.id,
    keyId: account.apiKey.id,
    tier,
  });
  return { email, key: account.apiKey.key, keyId: account.apiKey.id, caller };
};

const decide = (apiKey: string, resource = ME, now = new Date()) => authorize({ apiKey, resource, now });

describe('store calls per decision', () => {
  it('allows in two calls: one read of the key and its counter, one conditional counter write', async () => {
    const account = await newAccount();
    await decide(account.key);

    const calls = await counter.during(() => decide(account.key));

    expect(calls.byCommand).toEqual({ BatchGetItem: 1, UpdateItem: 1 });
  });

  it('refuses an unknown key, or a known key id with a wrong secret, in one call', async () => {
    const account = await newAccount();
    await decide(account.key);
    // The right key id with another secret and a valid checksum: it passes the format check.
    const body = `${account.key.slice(0, 16)}${generateApiKey().key.slice(16, 48)}`;
    let sum = crc32(body);
    let checksum = '';
    for (let i = 0; i < 6; i += 1) {
      checksum = BASE62[sum % 62] + checksum;
      sum = Math.floor(sum / 62);
    }
    const forged = `${body}${checksum}`;

    for (const apiKey of [generateApiKey().key, forged]) {
      const calls = await counter.during(async () => {
        expect((await decide(apiKey)).decision).toBe('invalid_key');
      });
      expect(calls.total, apiKey).toBe(1);
    }
  });

  it('refuses a malformed key without any call', async () => {
    const calls = await counter.during(async () => {
      expect((await decide('hcs_not-a-key')).decision).toBe('invalid_key');
    });
    expect(calls.total).toBe(0);
  });

  it('refuses a tier, a permission or a reached limit in one call, with exact quota figures', async () => {
    const developer = await newAccount();
    const restricted = await createKey(developer.caller, { name: 'knowledge', permissions: ['knowledge'] });
    const exhausted = await newAccount('enterprise', 1);
    for (const key of [developer.key, restricted.key, exhausted.key]) await decide(key);

    const tier = await counter.during(async () => {
      const outcome = await decide(developer.key, '/api/v1/webhooks');
      // The developer key's own request counted; the refused one of the restricted key did not.
      expect(outcome).toMatchObject({ decision: 'insufficient_tier', tenant: { remaining: 99 } });
    });
    const permission = await counter.during(async () => {
      const outcome = await decide(restricted.key);
      expect(outcome).toMatchObject({ decision: 'permission_denied', tenant: { remaining: 99 } });
    });
    const limit = await counter.during(async () => {
      const outcome = await decide(exhausted.key);
      expect(outcome).toMatchObject({ decision: 'rate_limited', tenant: { limit: 1, remaining: 0 } });
    });

    expect([tier.total, permission.total, limit.total]).toEqual([1, 1, 1]);
  });

  it('reads the key alone the first time a container sees it: a refusal then costs a second read', async () => {
    const account = await newAccount();
    forgetKnownKeys();

    const allowed = await counter.during(() => decide(account.key));
    forgetKnownKeys();
    const refused = await counter.during(() => decide(account.key, '/api/v1/webhooks'));

    expect(allowed.byCommand).toEqual({ GetItem: 1, UpdateItem: 1 });
    expect(refused.byCommand).toEqual({ GetItem: 2 });
  });
});

describe("the key's copy of its organization's plan", () => {
  it('follows every plan change, so decisions never read the organization', async () => {
    const account = await newAccount();
    // The plan change announces itself; its delivery reads the store in the background, which the
    // counter waits for before it counts.
    await setTierByEmail(account.email, 'enterprise', 500);

    const calls = await counter.during(async () => {
      const outcome = await decide(account.key, '/api/v1/audit-logs');
      expect(outcome).toMatchObject({
        decision: 'allow',
        tenant: { tier: 'enterprise', limit: 500, orgLimit: 500 },
      });
    });
    expect(calls.total).toBe(2);

    await setTierByEmail(account.email, 'developer', undefined);
    expect(await decide(account.key, '/api/v1/audit-logs')).toMatchObject({
      decision: 'insufficient_tier',
      tenant: { tier: 'developer', limit: 100 },
    });
  });

  it('narrows the keys before a downgrade reaches the organization, and follows an upgrade after it', async () => {
    const account = await newAccount('enterprise');
    const order = (writes: string[]) =>
      writes.filter((pk) => pk.startsWith('APIKEY#') || pk === `ORG#${account.caller.orgId}`);
    const written: string[] = [];
    const name = 'planWriteOrder';
    documentClient().middlewareStack.add(
      (next, context) => async (args) => {
        const pk = (args.input as { Key?: { pk?: unknown } }).Key?.pk;
        // The document client's input, marshalled or not depending on where the step runs.
        const value = typeof pk === 'object' && pk !== null ? (pk as { S?: unknown }).S : pk;
        if (context.commandName === 'UpdateItemCommand' && typeof value === 'string') written.push(value);
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await setTierByEmail(account.email, 'professional', undefined);
      const downgrade = order(written.splice(0));
      await setTierByEmail(account.email, 'clinical', undefined);
      const upgrade = order(written.splice(0));

      const key = `APIKEY#${account.keyId}`;
      const org = `ORG#${account.caller.orgId}`;
      expect(downgrade).toEqual([key, org, key]);
      expect(upgrade).toEqual([org, key]);
    } finally {
      documentClient().middlewareStack.remove(name);
    }
    expect((await apiKeys.get(account.keyId))?.plan).toMatchObject({ tier: 'clinical', version: 2 });
  });

  it('never lets an older copy replace a newer one', async () => {
    const account = await newAccount();
    await setTierByEmail(account.email, 'professional', undefined);
    const organization = await organizations.require(account.caller.orgId);
    const older = { ...planCopyOf(organization, new Date()), tier: 'clinical' as const, version: 0 };

    expect(await apiKeys.syncPlan(account.keyId, older)).toBe(false);
    expect((await apiKeys.get(account.keyId))?.plan).toMatchObject({ tier: 'professional', version: 1 });
  });

  it('keeps a narrowed copy narrow against a refresh that read the organization before the downgrade', async () => {
    const account = await newAccount('enterprise');
    const before = await organizations.require(account.caller.orgId);
    const stale = planCopyOf(before, new Date());

    // The downgrade's first step: the keys are narrowed while the organization still says enterprise.
    await apiKeys.narrowPlan(account.keyId, {
      tier: 'professional',
      dailyLimit: 1_000,
      version: (before.planVersion ?? 0) + 0.5,
    });

    expect(await apiKeys.syncPlan(account.keyId, stale)).toBe(false);
    expect((await apiKeys.get(account.keyId))?.plan).toMatchObject({ tier: 'professional' });
  });

  it('takes a copy older than its bound again from the organization, so a lost write does not last', async () => {
    const account = await newAccount();
    const now = new Date();
    // A plan change whose writes to the keys were lost: only the organization changed.
    await organizations.setTier(account.caller.orgId, 'professional', undefined, now.toISOString());

    expect((await decide(account.key, '/api/v1/webhooks', now)).decision).toBe('insufficient_tier');
    const later = new Date(now.getTime() + PLAN_COPY_MAX_AGE_MS + 1000);
    const calls = await counter.during(async () => {
      expect((await decide(account.key, '/api/v1/webhooks', later)).decision).toBe('allow');
    });

    expect(calls.byCommand).toEqual({ BatchGetItem: 1, GetItem: 1, UpdateItem: 2 });
    expect((await apiKeys.get(account.keyId))?.plan).toMatchObject({
      tier: 'professional',
      syncedAt: later.toISOString(),
    });
  });

  it('gives a key made before the copy existed one on its first decision', async () => {
    const account = await newAccount('professional');
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.apiKey(account.keyId),
        UpdateExpression: 'REMOVE #plan',
        ExpressionAttributeNames: { '#plan': 'plan' },
      }),
    );

    expect(await decide(account.key, '/api/v1/webhooks')).toMatchObject({
      decision: 'allow',
      tenant: { tier: 'professional', orgLimit: 10_000 },
    });
    expect((await apiKeys.get(account.keyId))?.plan).toMatchObject({
      tier: 'professional',
      dailyLimit: 10_000,
    });
  });
});
