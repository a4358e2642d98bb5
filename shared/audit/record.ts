import type { Tenant } from '../auth/tenant.ts';
import { config } from '../config.ts';
import { type AuditEntry, auditLog, type Outcome } from '../data/repositories/audit-log.ts';
import { newId } from '../ids.ts';
import { describeError, logger } from '../logging/logger.ts';
import { expiryAfter } from '../retention.ts';

const expiry = (now: Date): string => expiryAfter(now, config.auditRetentionDays());

const outcomeOf = (status: number): Outcome =>
  status < 400
    ? 'success'
    : status === 401 || status === 403 || status === 429
      ? 'denied'
      : status < 500
        ? 'client_error'
        : 'server_error';

export type Actor = AuditEntry['actor'];

export const actorOf = (tenant: Pick<Tenant, 'userId' | 'keyId'>): Actor => ({
  userId: tenant.userId,
  keyId: tenant.keyId,
  type: 'key',
});
export const OPERATOR: Actor = { type: 'operator' };

/**
 * Writes an audit entry. The entry never holds bodies, secrets or health data: only who, what,
 * when, the outcome and ids. A failure to write is logged, not thrown: the caller's work is done.
 */
const append = async (entry: Omit<AuditEntry, 'id' | 'expiresAt'>, now: Date): Promise<void> => {
  try {
    await auditLog.append({ ...entry, id: newId('evt'), expiresAt: expiry(now) });
  } catch (error) {
    logger.error('audit write failed', { orgId: entry.orgId, action: entry.action, ...describeError(error) });
  }
};

export const recordRequest = (
  request: {
    orgId: string;
    actor: Actor;
    method: string;
    resource: string;
    group?: string;
    status: number;
    durationMs: number;
    requestId: string;
  },
  now = new Date(),
): Promise<void> =>
  append(
    {
      orgId: request.orgId,
      at: now.toISOString(),
      kind: 'request',
      actor: request.actor,
      action: `${request.method} ${request.resource}`,
      outcome: outcomeOf(request.status),
      requestId: request.requestId,
      ...(request.group ? { group: request.group } : {}),
      status: request.status,
      durationMs: request.durationMs,
    },
    now,
  );

/**
 * Audits a change, and only that: a change the organization's webhooks hear of goes through
 * recordAndPublishEvent (shared/webhooks/announce.ts), which says so in its name.
 */
export const recordChange = (
  orgId: string,
  actor: Actor,
  action: string,
  target: Record<string, string | number | boolean>,
  now = new Date(),
): Promise<void> =>
  append({ orgId, at: now.toISOString(), kind: 'change', actor, action, outcome: 'success', target }, now);
