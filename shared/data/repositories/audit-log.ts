import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, queryAll, tableName } from '../client.ts';
import { toEntity } from '../items.ts';
import { keys } from '../keys.ts';

/**
 * The append-only audit log of an organization: one entry per authenticated request and per
 * account, key, plan or webhook change. Entries are only ever put (never updated or deleted by the
 * service); TTL removes them after the audit retention period.
 */
export type Outcome = 'success' | 'denied' | 'client_error' | 'server_error';

export interface AuditEntry {
  id: string;
  orgId: string;
  at: string;
  kind: 'request' | 'change';
  /** Who: the user and the key that acted, or "operator" for the CLI and "system" for the service. */
  actor: { userId?: string; keyId?: string; type: 'key' | 'operator' | 'system' };
  /** What: "GET /api/v1/usage" for requests, "api_key.created" and the like for changes. */
  action: string;
  outcome: Outcome;
  requestId?: string;
  /** Requests: the endpoint group, status and duration. */
  group?: string;
  status?: number;
  durationMs?: number;
  /** Changes: what was changed (ids and settings, never secrets or health data). */
  target?: Record<string, string | number | boolean>;
  expiresAt: string;
}

export interface AuditQuery {
  from: string;
  to: string;
  actor?: string;
  action?: string;
  outcome?: Outcome;
  kind?: AuditEntry['kind'];
  limit: number;
  cursor?: Record<string, unknown>;
}

interface Filter {
  FilterExpression?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
  ExpressionAttributeNames?: Record<string, string>;
}

const filterOf = (query: Pick<AuditQuery, 'actor' | 'action' | 'outcome' | 'kind'>): Filter => {
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  if (query.actor) {
    conditions.push('(actor.userId = :actor OR actor.keyId = :actor OR actor.#type = :actor)');
    names['#type'] = 'type';
    values[':actor'] = query.actor;
  }
  if (query.action) {
    conditions.push('begins_with(#action, :action)');
    names['#action'] = 'action';
    values[':action'] = query.action;
  }
  if (query.outcome) {
    conditions.push('outcome = :outcome');
    values[':outcome'] = query.outcome;
  }
  if (query.kind) {
    conditions.push('kind = :kind');
    values[':kind'] = query.kind;
  }
  return conditions.length === 0
    ? {}
    : {
        FilterExpression: conditions.join(' AND '),
        ExpressionAttributeValues: values,
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      };
};

export const auditLog = {
  async append(entry: AuditEntry): Promise<void> {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.auditEntry(entry.orgId, entry.at, entry.id),
          entity: 'audit',
          ttl: Math.floor(Date.parse(entry.expiresAt) / 1000),
          ...entry,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Newest first, one page: filters apply before the page is counted, so a page is `limit` entries. */
  async page(
    orgId: string,
    query: AuditQuery,
  ): Promise<{ entries: AuditEntry[]; cursor?: Record<string, unknown> }> {
    const filter = filterOf(query);
    const entries: AuditEntry[] = [];
    let cursor = query.cursor;
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ...filter,
          ExpressionAttributeValues: {
            ...filter.ExpressionAttributeValues,
            ':pk': keys.auditLogOf(orgId).pk,
            ':from': query.from,
            ':to': `${query.to}\uffff`,
          },
          ScanIndexForward: false,
          Limit: query.limit - entries.length,
          ExclusiveStartKey: cursor,
        }),
      );
      entries.push(...(page.Items ?? []).map((item) => toEntity<AuditEntry>(item)));
      cursor = page.LastEvaluatedKey;
    } while (cursor && entries.length < query.limit);
    return { entries, ...(cursor ? { cursor } : {}) };
  },

  /** Every request entry of a time range, for metrics. */
  async requests(orgId: string, from: string, to: string): Promise<AuditEntry[]> {
    const filter = filterOf({ kind: 'request' });
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ...filter,
      ExpressionAttributeValues: {
        ...filter.ExpressionAttributeValues,
        ':pk': keys.auditLogOf(orgId).pk,
        ':from': from,
        ':to': `${to}\uffff`,
      },
    });
    return items.map((item) => toEntity<AuditEntry>(item));
  },
};
