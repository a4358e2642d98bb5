import type { Tenant } from '../../shared/auth/tenant.ts';
import { keys } from '../../shared/data/keys.ts';
import { type AuditEntry, auditLog, type Outcome } from '../../shared/data/repositories/audit-log.ts';
import { ValidationError } from '../../shared/errors.ts';

export interface AuditRequest {
  from?: string;
  to?: string;
  actor?: string;
  action?: string;
  outcome?: Outcome;
  limit: number;
  cursor?: string;
}

/** Cursors carry only the sort key; the partition is always the caller's own. */
const encodeCursor = (key: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify({ sk: key.sk })).toString('base64url');

const decodeCursor = (orgId: string, cursor: string): Record<string, unknown> => {
  try {
    const { sk } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { sk?: unknown };
    if (typeof sk === 'string' && sk.length < 200) return { pk: keys.auditLogOf(orgId).pk, sk };
  } catch {
    // Falls through to the validation error.
  }
  throw new ValidationError('The cursor is not valid', [
    { path: 'query.cursor', message: 'use nextCursor as it was returned' },
  ]);
};

const publicEntry = ({ orgId: _org, expiresAt: _expires, ...entry }: AuditEntry) => entry;

export const listEntries = async (tenant: Tenant, query: AuditRequest, now = new Date()) => {
  const to = query.to ?? now.toISOString();
  const from = query.from ?? new Date(now.getTime() - 86_400_000).toISOString();
  if (from > to)
    throw new ValidationError('The time range is empty', [
      { path: 'query.from', message: 'from is after to' },
    ]);
  const page = await auditLog.page(tenant.orgId, {
    from,
    to,
    actor: query.actor,
    action: query.action,
    outcome: query.outcome,
    limit: query.limit,
    cursor: query.cursor ? decodeCursor(tenant.orgId, query.cursor) : undefined,
  });
  return {
    entries: page.entries.map(publicEntry),
    nextCursor: page.cursor ? encodeCursor(page.cursor) : null,
  };
};
