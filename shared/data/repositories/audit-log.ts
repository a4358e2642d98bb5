import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, queryAll, tableName, untilProcessed } from '../client.ts';
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
  actor: { userId?: string; keyId?: string; type: 'key' | 'session' | 'operator' | 'system' };
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

/** Which filter a query is answered from: the whole log, or the copies of one filter value. */
export type AuditIndex = { filter: 'ACTOR' | 'ACTION' | 'OUTCOME'; value: string } | undefined;

/** The family of a change action, `api_key.` for `api_key.created`; requests have none. */
const actionFamily = (action: string): string | undefined => {
  const match = /^([a-z_]+)\.[a-z_.]+$/.exec(action);
  return match ? `${match[1]}.` : undefined;
};

/** The filter values an entry is copied under: each lets a filtered query read only its entries. */
const indexesOf = (entry: AuditEntry): Array<{ filter: 'ACTOR' | 'ACTION' | 'OUTCOME'; value: string }> => {
  const actors = [
    entry.actor.userId,
    entry.actor.keyId,
    entry.actor.type === 'key' ? undefined : entry.actor.type,
  ];
  const family = actionFamily(entry.action);
  return [
    ...[...new Set(actors)]
      .filter((value) => value !== undefined)
      .map((value) => ({ filter: 'ACTOR' as const, value })),
    { filter: 'ACTION', value: entry.action },
    ...(family ? [{ filter: 'ACTION' as const, value: family }] : []),
    { filter: 'OUTCOME', value: entry.outcome },
  ];
};

/**
 * The index a query reads: the actor's copies first (the most selective), then the action's (an
 * exact action, or a change family such as `api_key.`), then the outcome's; the other filters apply
 * to what that index holds. Without a filter, the log itself.
 */
const indexFor = (query: Pick<AuditQuery, 'actor' | 'action' | 'outcome'>): AuditIndex =>
  query.actor
    ? { filter: 'ACTOR', value: query.actor }
    : query.action
      ? { filter: 'ACTION', value: query.action }
      : query.outcome
        ? { filter: 'OUTCOME', value: query.outcome }
        : undefined;

export const auditLog = {
  /**
   * Appends an entry to the log with its copies under each filter value it has (one item each, same
   * sort key, same retention), so that filtered queries never read the whole time window. One
   * BatchWriteItem carries them all: a single store call per request instead of one per item. It
   * takes no condition, which the entry does not need: its id is random and the log is append-only.
   */
  async append(entry: AuditEntry): Promise<void> {
    const item = { entity: 'audit', ttl: Math.floor(Date.parse(entry.expiresAt) / 1000), ...entry };
    const main = keys.auditEntry(entry.orgId, entry.at, entry.id);
    type Put = { PutRequest: { Item: Record<string, unknown> } };
    const requests: Put[] = [
      { PutRequest: { Item: { ...main, ...item } } },
      ...indexesOf(entry).map(({ filter, value }) => ({
        PutRequest: {
          Item: {
            ...keys.auditIndex(entry.orgId, filter, value),
            sk: main.sk,
            ...item,
            entity: 'auditIndex',
          },
        },
      })),
    ];
    await untilProcessed<Put>(requests, async (pending) => {
      const result = await documentClient().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
      );
      return (result.UnprocessedItems?.[tableName()] ?? []) as Put[];
    });
  },

  /**
   * Newest first, one page: filters apply before the page is counted, so a page is `limit` entries.
   * `scanned` is how many items the store read for it (DynamoDB's ScannedCount).
   */
  async page(
    orgId: string,
    query: AuditQuery,
  ): Promise<{ entries: AuditEntry[]; cursor?: Record<string, unknown>; scanned: number }> {
    const index = indexFor(query);
    // The index answers its own filter; the others apply to what it holds.
    const combined = filterOf({
      action: index?.filter === 'ACTOR' ? query.action : undefined,
      outcome: index?.filter === 'OUTCOME' ? undefined : query.outcome,
      kind: query.kind,
    });
    const pk = index ? keys.auditIndex(orgId, index.filter, index.value).pk : keys.auditLogOf(orgId).pk;
    const entries: AuditEntry[] = [];
    let scanned = 0;
    let cursor = query.cursor;
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ...combined,
          ExpressionAttributeValues: {
            ...combined.ExpressionAttributeValues,
            ':pk': pk,
            ':from': query.from,
            ':to': `${query.to}\uffff`,
          },
          ScanIndexForward: false,
          Limit: query.limit - entries.length,
          ExclusiveStartKey: cursor ? { ...cursor, pk } : undefined,
        }),
      );
      scanned += page.ScannedCount ?? 0;
      entries.push(...(page.Items ?? []).map((item) => toEntity<AuditEntry>(item)));
      cursor = page.LastEvaluatedKey;
    } while (cursor && entries.length < query.limit);
    return { entries, ...(cursor ? { cursor } : {}), scanned };
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
