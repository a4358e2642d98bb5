import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { integerQuery } from '../../shared/http/params.ts';
import { onRealDay, timestamp } from '../../shared/http/timestamp.ts';

const Outcome = v.picklist(
  ['success', 'denied', 'client_error', 'server_error'],
  'outcome is success, denied, client_error or server_error',
);

const AuditQuery = v.strictObject({
  from: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('from is an ISO 8601 time'),
      onRealDay('from'),
      v.description('Oldest entry time (default: 24 hours ago)'),
    ),
  ),
  to: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('to is an ISO 8601 time'),
      onRealDay('to'),
      v.description('Newest entry time (default: now)'),
    ),
  ),
  actor: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(64),
      v.description('A user id, key id, "operator" or "system"'),
    ),
  ),
  action: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200),
      v.regex(
        /^(?:[a-z_]+\.(?:[a-z_.]+)?|(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S*)$/,
        'action is an exact action ("api_key.created", "POST /api/v1/ask") or a kind of change ending in a dot ("api_key.")',
      ),
      v.description(
        'An exact action ("api_key.created", "POST /api/v1/ask"), or a kind of change ending in a dot ("api_key.")',
      ),
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
        type: v.picklist(['key', 'session', 'operator', 'system']),
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
  examples: {
    response: {
      entries: [
        {
          id: 'evt_3cR9sU6nMy0SuC8oLq4X',
          at: '2026-11-22T10:00:00.000Z',
          kind: 'change',
          actor: { type: 'key', userId: 'usr_4fQ9cV2mLx8RtB7nKp3W', keyId: '7Hq2LmN9xPzA' },
          action: 'api_key.revoked',
          outcome: 'success',
          target: { keyId: 'Kd93LmQ2xPzB' },
        },
        {
          id: 'evt_1aP7qS4kJw8QsA6mIo2V',
          at: '2026-11-22T09:59:59.000Z',
          kind: 'request',
          actor: { type: 'key', userId: 'usr_4fQ9cV2mLx8RtB7nKp3W', keyId: '7Hq2LmN9xPzA' },
          action: 'DELETE /api/v1/api-keys/{id}',
          outcome: 'success',
          requestId: 'c0a8012e-5d7c-4a4e-9d1b-2f3e4a5b6c7d',
          group: 'api-keys',
          status: 204,
          durationMs: 12,
        },
      ],
      nextCursor:
        'eyJzayI6IjIwMjYtMTEtMjJUMDk6NTk6NTkuMDAwWiNldnRfMWFQN3FTNGtKdzhRc0E2bUlvMlYiLCJmIjoiX2tTb3pNMko3YTV3dFV4ZSJ9',
    },
  },
});

export const operations = [listAuditLogs];
