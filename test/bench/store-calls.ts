import { signUp as createAccount } from '../../functions/accounts/service.ts';
import { createKey } from '../../functions/api-keys/service.ts';
import { authorize, forgetKnownKeys } from '../../functions/authorizer/service.ts';
import type { Tier } from '../../shared/api/tiers.ts';
import { generateApiKey } from '../../shared/auth/api-key-format.ts';
import { tenant } from '../factories/events.ts';
import { startTestApi, uniqueEmail } from '../support/local-api.ts';
import { countStoreCalls, describeCalls, type StoreCalls } from '../support/store-calls.ts';
import { table } from './stats.ts';

/**
 * Store calls per authorizer decision and per route, held to budgets (issue #19): two per allowed
 * decision and one per refusal for a key the container has seen, the first sight of a key costing
 * one more for a refusal; per route, the decision plus what the handler reads, with the audit-log
 * writes counted apart. A figure over its budget fails the benchmark (exit code 1), not the tests.
 */
const DECISION_BUDGETS = {
  allowed: 2,
  unknownKey: 1,
  wrongTier: 1,
  wrongPermission: 1,
  overLimit: 1,
  firstSightAllowed: 2,
  firstSightRefusal: 2,
} as const;

/** Calls outside the audit log, and audit-log writes, per allowed request of each route. */
const ROUTE_BUDGETS: Record<string, { calls: number; audit: number }> = {
  'GET /api/v1/users/me': { calls: 3, audit: 1 },
  'GET /api/v1/medical-knowledge/search': { calls: 2, audit: 1 },
  'POST /api/v1/health-data/analyze': { calls: 2, audit: 1 },
};

const RUNS = 50;

const account = async (tier: Tier, dailyLimit?: number) => {
  const created = await createAccount({
    email: uniqueEmail('store-calls'),
    password: 'benchmark passphrase',
    tier,
    ...(dailyLimit !== undefined ? { dailyLimit } : {}),
  });
  return {
    key: created.apiKey.key,
    caller: tenant({
      orgId: created.organization.id,
      orgName: created.organization.name,
      userId: created.user.id,
      keyId: created.apiKey.id,
      tier,
    }),
  };
};

export const storeCallsBenchmark = async (): Promise<void> => {
  const t = await startTestApi();
  const counter = countStoreCalls();
  const rows: Array<[string, string]> = [];
  const overBudget: string[] = [];
  const check = (label: string, calls: StoreCalls, budget: number, audit?: number) => {
    const counted = audit === undefined ? calls.total : calls.total - calls.audit;
    const within = counted <= budget && (audit === undefined || calls.audit <= audit);
    if (!within) overBudget.push(label);
    rows.push([
      label,
      `${counted.toFixed(2)} (budget ${budget})${
        audit === undefined ? '' : ` + audit ${calls.audit.toFixed(2)} (budget ${audit})`
      }  [${describeCalls(calls)}]${within ? '' : '  OVER BUDGET'}`,
    ]);
  };
  try {
    const clinical = await account('clinical');
    const developer = await account('developer');
    const restricted = await createKey(clinical.caller, {
      name: 'knowledge only',
      permissions: ['knowledge'],
    });
    const exhausted = await account('enterprise', 1);

    const decide = (apiKey: string, resource: string) => () =>
      authorize({ apiKey, resource, now: new Date() });
    const cold = (work: () => Promise<unknown>) => async () => {
      forgetKnownKeys();
      await work();
    };
    const me = '/api/v1/users/me';

    // Warm: the container has seen each key once.
    for (const key of [clinical.key, developer.key, restricted.key, exhausted.key]) await decide(key, me)();
    check('allowed', await counter.during(decide(clinical.key, me), RUNS), DECISION_BUDGETS.allowed);
    check(
      'refused: unknown key',
      await counter.during(() => decide(generateApiKey().key, me)(), RUNS),
      DECISION_BUDGETS.unknownKey,
    );
    check(
      'refused: tier below the path',
      await counter.during(decide(developer.key, '/api/v1/webhooks'), RUNS),
      DECISION_BUDGETS.wrongTier,
    );
    check(
      'refused: no permission for the group',
      await counter.during(decide(restricted.key, me), RUNS),
      DECISION_BUDGETS.wrongPermission,
    );
    check(
      'refused: over the daily limit',
      await counter.during(decide(exhausted.key, me), RUNS),
      DECISION_BUDGETS.overLimit,
    );
    check(
      'first sight of a key: allowed',
      await counter.during(cold(decide(clinical.key, me)), RUNS),
      DECISION_BUDGETS.firstSightAllowed,
    );
    for (const [label, key, resource] of [
      ['tier', developer.key, '/api/v1/webhooks'],
      ['permission', restricted.key, me],
      ['over the limit', exhausted.key, me],
    ] as const)
      check(
        `first sight of a key: refused (${label})`,
        await counter.during(cold(decide(key, resource)), RUNS),
        DECISION_BUDGETS.firstSightRefusal,
      );
    rows.push(['', '']);

    const routes: Record<string, () => Promise<{ status: number; text: string }>> = {
      'GET /api/v1/users/me': () => t.http.get(me, { key: clinical.key }),
      'GET /api/v1/medical-knowledge/search': () =>
        t.http.get('/api/v1/medical-knowledge/search?query=heart%20attack%20warning%20signs&limit=3', {
          key: clinical.key,
        }),
      'POST /api/v1/health-data/analyze': () =>
        t.http.post('/api/v1/health-data/analyze', {
          key: clinical.key,
          json: {
            data: { bloodPressure: [{ systolic: 142, diastolic: 91, timestamp: '2026-11-20T08:00:00Z' }] },
          },
        }),
    };
    for (const [route, request] of Object.entries(routes)) {
      // Only allowed, answered requests are measured: a refusal would count fewer calls.
      const answered = async () => {
        const result = await request();
        if (result.status !== 200) throw new Error(`${route} answered ${result.status}: ${result.text}`);
      };
      await answered();
      const budget = ROUTE_BUDGETS[route] ?? { calls: 0, audit: 0 };
      check(route, await counter.during(answered, RUNS), budget.calls, budget.audit);
    }
  } finally {
    counter.remove();
    await t.close();
  }
  table(`Store calls (per decision or request, mean of ${RUNS}; counted on the store client)`, rows);
  if (overBudget.length > 0) {
    process.stderr.write(`\nStore calls over budget: ${overBudget.join('; ')}\n`);
    process.exitCode = 1;
  }
};
