import type { Tenant } from '../../shared/auth/tenant.ts';
import { type AuditEntry, auditLog } from '../../shared/data/repositories/audit-log.ts';
import { METRIC_WINDOWS } from './contract.ts';

/** Nearest-rank percentile of sorted values, or null without any. */
const percentile = (sorted: readonly number[], p: number): number | null =>
  sorted.length === 0
    ? null
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null);

const statsOf = (entries: readonly AuditEntry[]) => {
  const durations = entries.map((entry) => entry.durationMs ?? 0).sort((a, b) => a - b);
  const serverErrors = entries.filter((entry) => (entry.status ?? 0) >= 500).length;
  return {
    requests: entries.length,
    clientErrors: entries.filter((entry) => (entry.status ?? 0) >= 400 && (entry.status ?? 0) < 500).length,
    serverErrors,
    errorRate: entries.length === 0 ? 0 : Math.round((serverErrors / entries.length) * 10_000) / 10_000,
    latencyMs: {
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
      p99: percentile(durations, 99),
    },
  };
};

export const metricsReport = async (
  tenant: Tenant,
  window: keyof typeof METRIC_WINDOWS,
  now = new Date(),
) => {
  const to = now.toISOString();
  const from = new Date(now.getTime() - METRIC_WINDOWS[window]).toISOString();
  const entries = await auditLog.requests(tenant.orgId, from, to);
  const groups = new Map<string, AuditEntry[]>();
  for (const entry of entries) {
    const group = entry.group ?? 'unknown';
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  return {
    window,
    from,
    to,
    overall: statsOf(entries),
    byGroup: Object.fromEntries([...groups].map(([group, list]) => [group, statsOf(list)])),
  };
};
