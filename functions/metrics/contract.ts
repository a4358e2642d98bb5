import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';

export const METRIC_WINDOWS = { '1h': 3_600_000, '24h': 86_400_000, '7d': 604_800_000 } as const;

const MetricsQuery = v.strictObject({
  window: v.optional(
    v.pipe(
      v.picklist(['1h', '24h', '7d'], 'window is 1h, 24h or 7d'),
      v.description('How far back (default 24h)'),
    ),
    '24h',
  ),
});

const Stats = v.object({
  requests: v.number(),
  clientErrors: v.pipe(v.number(), v.description('4xx answers')),
  serverErrors: v.pipe(v.number(), v.description('5xx answers')),
  errorRate: v.pipe(v.number(), v.description('Share of 5xx answers, 0 to 1')),
  latencyMs: v.object({
    p50: v.nullable(v.number()),
    p95: v.nullable(v.number()),
    p99: v.nullable(v.number()),
  }),
});

export const MetricsReport = v.object({
  window: v.string(),
  from: v.string(),
  to: v.string(),
  overall: Stats,
  byGroup: v.record(v.string(), Stats),
});

export const getMetrics = defineOperation({
  operationId: 'getMetrics',
  method: 'GET',
  path: '/api/v1/metrics',
  tag: 'Account',
  summary: 'Performance metrics',
  description:
    "Request counts, error rates and latency percentiles (nearest rank, in the service's handler) per endpoint group over a window, from the requests the service records in the organization's audit log.",
  public: false,
  status: 200,
  query: MetricsQuery,
  response: MetricsReport,
  errors: [],
  examples: {
    response: {
      window: '24h',
      from: '2026-11-21T10:00:00.000Z',
      to: '2026-11-22T10:00:00.000Z',
      overall: {
        requests: 1520,
        clientErrors: 12,
        serverErrors: 1,
        errorRate: 0.0007,
        latencyMs: { p50: 38, p95: 120, p99: 310 },
      },
      byGroup: {
        consensus: {
          requests: 1520,
          clientErrors: 12,
          serverErrors: 1,
          errorRate: 0.0007,
          latencyMs: { p50: 38, p95: 120, p99: 310 },
        },
      },
    },
  },
});

export const operations = [getMetrics];
