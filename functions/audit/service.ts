import { createHash } from 'node:crypto';
import type { Tenant } from '../../shared/auth/tenant.ts';
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

/** The sort key of an entry: its time, then its id. */
const SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#evt_[A-Za-z0-9]{20}$/;

/** Which filters a cursor was made for: a cursor only continues the query that made it. */
const fingerprint = (query: Pick<AuditRequest, 'actor' | 'action' | 'outcome'>): string =>
  createHash('sha256')
    .update(JSON.stringify([query.actor ?? null, query.action ?? null, query.outcome ?? null]))
    .digest('base64url')
    .slice(0, 16);

/**
 * Cursors carry only the sort key of the last entry read and the fingerprint of the filters; the
 * partition is always rebuilt from the caller's own organization and filters, so a cursor can never
 * reach another organization's entries.
 */
const encodeCursor = (key: Record<string, unknown>, query: AuditRequest): string =>
  Buffer.from(JSON.stringify({ sk: key.sk, f: fingerprint(query) })).toString('base64url');

const invalidCursor = (message: string) =>
  new ValidationError('The cursor is not valid', [{ path: 'query.cursor', message }]);

/**
 * A forged or mismatched cursor is a 400, never a store error: it must be what this query returned
 * (same filters), a well-formed sort key, and inside the time range asked for.
 */
const decodeCursor = (cursor: string, query: AuditRequest, from: string, to: string) => {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor('use nextCursor as it was returned');
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded))
    throw invalidCursor('use nextCursor as it was returned');
  const { sk, f } = decoded as { sk?: unknown; f?: unknown };
  if (typeof sk !== 'string' || !SORT_KEY.test(sk) || typeof f !== 'string')
    throw invalidCursor('use nextCursor as it was returned');
  if (f !== fingerprint(query))
    throw invalidCursor(
      'this cursor belongs to a query with other filters; repeat its actor, action and outcome',
    );
  if (sk < from || sk > `${to}\uffff`)
    throw invalidCursor('this cursor lies outside the time range from..to');
  return { sk };
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
    cursor: query.cursor ? decodeCursor(query.cursor, query, from, to) : undefined,
  });
  return {
    entries: page.entries.map(publicEntry),
    nextCursor: page.cursor ? encodeCursor(page.cursor, query) : null,
  };
};
