import { beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from '../../functions/registry.ts';
import { resolveCatalogEntry } from '../../shared/api/catalog.ts';
import { TIERS, type Tier } from '../../shared/api/tiers.ts';
import { signUpTenant, type TestTenant, useApiWithCaller } from '../support/local-api.ts';

const api = useApiWithCaller();

/** A concrete path for an operation's template. */
const concrete = (path: string): string => path.replace(/\{[^}]+\}/g, 'someId000000');

const rank = (tier: Tier): number => TIERS.indexOf(tier);

/** Every keyed operation whose path needs more than the lowest tier, with that tier. */
const gated = allOperations().flatMap((operation) => {
  const entry = resolveCatalogEntry(concrete(operation.path));
  return entry && !entry.public && rank(entry.tier) > 0
    ? [[`${operation.method} ${operation.path}`, operation, entry.tier] as const]
    : [];
});

describe('every operation above the lowest tier refuses each lower tier', () => {
  const below = new Map<Tier, TestTenant>();
  beforeAll(async () => {
    for (const tier of TIERS.slice(0, -1)) below.set(tier, await signUpTenant(api.http, { tier }));
  });

  it('covers operations of every gated tier', () => {
    expect(new Set(gated.map(([, , tier]) => tier))).toEqual(new Set(TIERS.slice(1)));
  });

  it.each(gated)('%s needs %s', async (_name, operation, tier) => {
    for (const lower of TIERS.slice(0, rank(tier))) {
      const caller = below.get(lower);
      const result = await api.http.request(operation.method, concrete(operation.path), {
        key: caller?.key,
        headers: { 'Content-Type': 'application/json' },
        ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { body: '{}' }),
      });
      expect([lower, result.status, result.body.code]).toEqual([lower, 403, 'INSUFFICIENT_TIER']);
      expect(result.body, lower).toMatchObject({
        error: expect.any(String),
        requestId: expect.any(String),
        timestamp: expect.any(String),
      });
    }
  });
});
