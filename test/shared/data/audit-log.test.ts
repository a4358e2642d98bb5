import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, auditLog } from '../../../shared/data/repositories/audit-log.ts';
import { newId } from '../../../shared/ids.ts';
import { startTestStore } from '../../support/store.ts';

let store: Awaited<ReturnType<typeof startTestStore>>;

beforeAll(async () => {
  store = await startTestStore();
});

afterAll(async () => {
  await store.close();
});

const at = (i: number): string => new Date(Date.UTC(2026, 10, 22, 10, 0, 0) + i * 1000).toISOString();

const entry = (orgId: string, i: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id: newId('evt'),
  orgId,
  at: at(i),
  kind: 'request',
  actor: { type: 'key', userId: 'usr_busy', keyId: 'busyKey00001' },
  action: 'GET /api/v1/users/me',
  outcome: 'success',
  expiresAt: '2032-11-22T10:00:00.000Z',
  ...fields,
});

describe('audit log filters', () => {
  const orgId = newId('org');
  const window = { from: at(0), to: at(1000), limit: 200 };

  beforeAll(async () => {
    // 300 ordinary requests, 10 client errors by another key, 4 key changes by an operator.
    const entries = [
      ...Array.from({ length: 300 }, (_, i) => entry(orgId, i, {})),
      ...Array.from({ length: 10 }, (_, i) =>
        entry(orgId, 400 + i, {
          outcome: 'client_error',
          status: 400,
          actor: { type: 'key', userId: 'usr_other', keyId: 'otherKey0001' },
          action: 'POST /api/v1/ask',
        }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        entry(orgId, 500 + i, {
          kind: 'change',
          actor: { type: 'operator' },
          action: i === 0 ? 'api_key.revoked' : 'api_key.created',
          target: { keyId: `key${i}` },
        }),
      ),
    ];
    for (let i = 0; i < entries.length; i += 50)
      await Promise.all(entries.slice(i, i + 50).map((item) => auditLog.append(item)));
  });

  it.each([
    ['a change family', { action: 'api_key.' }, 4],
    ['an exact change action', { action: 'api_key.created' }, 3],
    ['an exact request action', { action: 'POST /api/v1/ask' }, 10],
    ['an outcome', { outcome: 'client_error' as const }, 10],
    ['a key', { actor: 'otherKey0001' }, 10],
    ['a user', { actor: 'usr_other' }, 10],
    ['the operator', { actor: 'operator' }, 4],
  ])('reads only the entries matching %s', async (_label, filter, expected) => {
    const page = await auditLog.page(orgId, { ...window, ...filter });
    expect(page.entries).toHaveLength(expected);
    expect(page.scanned).toBe(expected);
    // Newest first.
    const times = page.entries.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('applies a second filter to the first one’s entries only', async () => {
    const page = await auditLog.page(orgId, { ...window, actor: 'usr_other', outcome: 'success' });
    expect(page.entries).toHaveLength(0);
    expect(page.scanned).toBe(10);
  });

  it('pages a filtered query with the index’s own keys', async () => {
    const first = await auditLog.page(orgId, { ...window, outcome: 'client_error', limit: 6 });
    const second = await auditLog.page(orgId, {
      ...window,
      outcome: 'client_error',
      limit: 6,
      cursor: first.cursor,
    });
    expect(first.entries).toHaveLength(6);
    expect(second.entries).toHaveLength(4);
    expect(new Set([...first.entries, ...second.entries].map((item) => item.id)).size).toBe(10);
  });

  it('reads the whole window only without a filter', async () => {
    const page = await auditLog.page(orgId, { ...window, limit: 200 });
    expect(page.entries).toHaveLength(200);
  });
});
