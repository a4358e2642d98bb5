import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { integerQuery } from '../../shared/http/params.ts';
import { timestamp } from '../../shared/http/schemas.ts';

const Outcome = v.picklist(
  ['success', 'denied', 'client_error', 'server_error'],
  'outcome is success, denied, client_error or server_error',
);

export const AuditQuery = v.strictObject({
  from: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('from is an ISO 8601 time'),
      v.description('Oldest entry time (default: 24 hours ago)'),
    ),
  ),
  to: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('to is an ISO 8601 time'),
      v.description('Newest entry time (default: now)'),
    ),
  ),
  actor: v.optional(v.pipe(v.string(), v.maxLength(64), v.description('A user id, key id, or "operator"'))),
  action: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200),
      v.description('Action, or its beginning: "api_key.", "POST /api/v1/ask"'),
    ),
  ),
  outcome: v.optional(Outcome),
  limit: integerQuery('limit', 1, 200, 50, 'Entries per page'),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(500), v.description('nextCursor of the previous page'))),
});

export const AuditPage = v.object({
  entries: v.array(
    v.object({
      id: v.string(),
      at: timestamp,
      kind: v.picklist(['request', 'change']),
      actor: v.object({
        type: v.picklist(['key', 'operator', 'system']),
        userId: v.optional(v.string()),
        keyId: v.optional(v.string()),
      }),
      action: v.string(),
      outcome: Outcome,
      requestId: v.optional(v.string()),
      group: v.optional(v.string()),
      status: v.optional(v.number()),
      durationMs: v.optional(v.number()),
      target: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
    }),
  ),
  nextCursor: v.nullable(v.string()),
});

export const listAuditLogs = defineOperation({
  operationId: 'listAuditLogs',
  method: 'GET',
  path: '/api/v1/audit-logs',
  tag: 'Account',
  summary: 'Audit trail',
  description:
    "The organization's append-only audit log, newest first: every authenticated request (who, which key, what, when, outcome, request id; never bodies or health data) and every account, key, plan and webhook change. Filter by time range, actor, action and outcome; page with nextCursor.",
  public: false,
  status: 200,
  query: AuditQuery,
  response: AuditPage,
  errors: [],
});

export const operations = [listAuditLogs];
