import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhook, deleteWebhook, MAX_WEBHOOKS } from '../../../functions/webhooks/service.ts';
import { users } from '../../../shared/data/repositories/users.ts';
import { webhooks } from '../../../shared/data/repositories/webhooks.ts';
import { ConflictError } from '../../../shared/errors.ts';
import { newId } from '../../../shared/ids.ts';
import { tenant } from '../../factories/events.ts';
import { startTestStore } from '../../support/store.ts';

let store: Awaited<ReturnType<typeof startTestStore>>;

beforeAll(async () => {
  store = await startTestStore();
});

afterAll(async () => {
  await store.close();
});

const body = { url: 'https://example.org/hook', events: ['api_key.created'] };

/** A professional organization's owner: only owners and admins may change webhooks. */
const owner = async () => {
  const caller = tenant({ orgId: newId('org'), userId: newId('usr'), tier: 'professional' });
  await users.create({
    id: caller.userId,
    orgId: caller.orgId,
    email: `${caller.userId}@example.com`,
    name: 'Owner',
    role: 'owner',
    passwordHash: 'not used here',
    createdAt: new Date().toISOString(),
  });
  return caller;
};

describe('the webhook cap', () => {
  it('holds when 50 creations start at the same instant (a list-then-create check stores them all)', async () => {
    // Prepare
    const caller = await owner();

    // Act
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => createWebhook(caller, body)));

    // Assess
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_WEBHOOKS);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(50 - MAX_WEBHOOKS);
    expect(refused.every((result) => result.reason instanceof ConflictError)).toBe(true);
    expect(await webhooks.list(caller.orgId)).toHaveLength(MAX_WEBHOOKS);
  });

  it('counts endpoints made before the counter existed, and gives a slot back on delete', async () => {
    const caller = await owner();
    // Endpoints stored directly, as before the counter was kept.
    for (let i = 0; i < MAX_WEBHOOKS - 1; i += 1)
      await webhooks.create({
        id: newId('whk'),
        orgId: caller.orgId,
        url: body.url,
        events: body.events,
        secret: 'whsec_x',
        enabled: true,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
    const last = await createWebhook(caller, body);
    await expect(createWebhook(caller, body)).rejects.toBeInstanceOf(ConflictError);
    await deleteWebhook(caller, last.id);
    await expect(createWebhook(caller, body)).resolves.toMatchObject({ url: body.url });
  });
});
