import * as v from 'valibot';
import { GROUPS } from '../../shared/api/catalog.ts';
import { TIERS } from '../../shared/api/tiers.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { onRealDay } from '../../shared/http/timestamp.ts';

const day = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} is a date as YYYY-MM-DD`),
      // Date.parse rolls 2026-02-30 over to March 2: the calendar decides.
      onRealDay(name),
      v.description(
        `${name === 'from' ? 'First' : 'Last'} UTC day (YYYY-MM-DD); default: ${name === 'from' ? 'the first of this month' : 'today'}`,
      ),
    ),
  );

const UsageQuery = v.pipe(
  v.strictObject({
    from: day('from'),
    to: day('to'),
    keyId: v.optional(
      v.pipe(v.string(), v.minLength(1, 'keyId is empty'), v.maxLength(64), v.description('Only this key')),
    ),
  }),
  v.check((query) => !query.from || !query.to || query.from <= query.to, 'from is after to'),
);

const ByGroup = v.pipe(
  v.record(v.picklist(GROUPS), v.number()),
  v.description('Requests per endpoint group'),
);

export const UsageReport = v.object({
  from: v.string(),
  to: v.string(),
  total: v.number(),
  byGroup: ByGroup,
  byDay: v.array(v.object({ day: v.string(), requests: v.number(), byGroup: ByGroup })),
  byKey: v.array(
    v.object({
      keyId: v.string(),
      name: v.string(),
      prefix: v.string(),
      requests: v.number(),
      byGroup: ByGroup,
      dailyLimit: v.number(),
    }),
  ),
  limits: v.object({
    tier: v.picklist(TIERS),
    dailyLimit: v.pipe(
      v.number(),
      v.description(
        "Requests per UTC day for the whole organization, all its keys together; a key's own dailyLimit can only be lower",
      ),
    ),
    maxActiveKeys: v.pipe(v.number(), v.description('Unrevoked API keys the organization may hold')),
  }),
  today: v.pipe(
    v.object({
      day: v.string(),
      requests: v.pipe(v.number(), v.description("The organization's requests today, all keys")),
      remaining: v.pipe(v.number(), v.description('Requests the organization may still make today')),
    }),
    v.description(
      "Today's organization-wide figures; for a key without its own limit they equal X-RateLimit-Limit minus X-RateLimit-Remaining, and X-RateLimit-Remaining",
    ),
  ),
  bill: v.object({
    currency: v.literal('USD'),
    estimated: v.pipe(
      v.number(),
      v.description('Monthly list price of the tier in force each day, prorated by day'),
    ),
    priceTable: v.record(v.picklist(TIERS), v.number()),
  }),
});

export const getUsage = defineOperation({
  operationId: 'getUsage',
  method: 'GET',
  path: '/api/v1/usage',
  tag: 'Account',
  summary: 'Usage and estimated bill',
  description:
    "Requests per day, endpoint group and key over a date range (default: this month so far), from the same counters the daily limits are enforced with, so they agree exactly; with the limits in force and an estimated bill from the price table. The daily limit is the organization's, shared by all its keys.",
  public: false,
  status: 200,
  query: UsageQuery,
  response: UsageReport,
  errors: [],
  examples: {
    response: {
      from: '2026-11-01',
      to: '2026-11-22',
      total: 5,
      byGroup: { accounts: 3, knowledge: 1, usage: 1 },
      byDay: [{ day: '2026-11-22', requests: 5, byGroup: { accounts: 3, knowledge: 1, usage: 1 } }],
      byKey: [
        {
          keyId: '7Hq2LmN9xPzA',
          name: 'production backend',
          prefix: 'hcs_7Hq2LmN9xPzA',
          requests: 5,
          byGroup: { accounts: 3, knowledge: 1, usage: 1 },
          dailyLimit: 10000,
        },
      ],
      limits: { tier: 'professional', dailyLimit: 10000, maxActiveKeys: 25 },
      today: { day: '2026-11-22', requests: 5, remaining: 9995 },
      bill: {
        currency: 'USD',
        estimated: 35.93,
        priceTable: { developer: 0, professional: 49, enterprise: 499, clinical: 1999 },
      },
    },
  },
});

export const operations = [getUsage];
