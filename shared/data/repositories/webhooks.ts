import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../errors.ts';
import { documentClient, isConditionFailure, tableName } from '../client.ts';
import { getEntity, putNew, queryPrefix, toEntity } from '../items.ts';
import { keys } from '../keys.ts';

/** A webhook endpoint. The signing secret is kept (encrypted at rest) because every delivery needs it. */
export interface WebhookEndpoint {
  id: string;
  orgId: string;
  url: string;
  events: string[];
  description?: string;
  secret: string;
  enabled: boolean;
  disabledReason?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Delivery {
  webhookId: string;
  eventId: string;
  type: string;
  attempt: number;
  at: string;
  outcome: 'delivered' | 'retrying' | 'failed' | 'gone' | 'blocked';
  responseStatus?: number;
  error?: string;
  durationMs: number;
  nextAttemptAt?: string;
  expiresAt: string;
}

export const webhooks = {
  async create(endpoint: WebhookEndpoint): Promise<void> {
    const created = await putNew({
      ...keys.webhook(endpoint.orgId, endpoint.id),
      entity: 'webhook',
      ...endpoint,
    });
    if (!created) throw new ConflictError('A webhook with this id already exists; retry');
  },

  get: (orgId: string, id: string): Promise<WebhookEndpoint | undefined> =>
    getEntity<WebhookEndpoint>(keys.webhook(orgId, id), { consistent: true }),

  list: (orgId: string): Promise<WebhookEndpoint[]> => queryPrefix<WebhookEndpoint>(keys.webhooksOf(orgId)),

  /** Replaces the settable fields of an existing endpoint; undefined when there is none. */
  async update(
    orgId: string,
    id: string,
    changes: Partial<Pick<WebhookEndpoint, 'url' | 'events' | 'description' | 'enabled' | 'disabledReason'>>,
    at: string,
  ): Promise<WebhookEndpoint | undefined> {
    const sets = ['updatedAt = :at'];
    const removes: string[] = [];
    const values: Record<string, unknown> = { ':at': at };
    const names: Record<string, string> = {};
    for (const [field, value] of Object.entries(changes)) {
      names[`#${field}`] = field;
      if (value === undefined) removes.push(`#${field}`);
      else {
        sets.push(`#${field} = :${field}`);
        values[`:${field}`] = value;
      }
    }
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.webhook(orgId, id),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: values,
          ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toEntity<WebhookEndpoint>(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  async remove(orgId: string, id: string): Promise<boolean> {
    try {
      await documentClient().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.webhook(orgId, id),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async logDelivery(delivery: Delivery): Promise<void> {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.delivery(delivery.webhookId, delivery.at, delivery.attempt),
          entity: 'delivery',
          ttl: Math.floor(Date.parse(delivery.expiresAt) / 1000),
          ...delivery,
        },
      }),
    );
  },

  /** Newest first. */
  async deliveries(webhookId: string, limit: number): Promise<Delivery[]> {
    const { pk, skPrefix } = keys.deliveriesOf(webhookId);
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []).map((item) => toEntity<Delivery>(item));
  },
};
