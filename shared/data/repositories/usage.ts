import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Group } from '../../api/catalog.ts';
import { documentClient, isConditionFailure, queryAll, tableName } from '../client.ts';
import { keys } from '../keys.ts';

/** Counters outlive their day only for usage reports; TTL removes them after this many days. */
const COUNTER_RETENTION_DAYS = 400;

export interface DailyUsage {
  day: string;
  count: number;
  byGroup: Partial<Record<Group, number>>;
}

const groupAttribute = (group: Group): string => `g_${group}`;

const toDailyUsage = (item: Record<string, unknown>): DailyUsage => {
  const byGroup: Partial<Record<Group, number>> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith('g_') && typeof value === 'number') byGroup[name.slice(2) as Group] = value;
  }
  return { day: String(item.day), count: Number(item.requests ?? 0), byGroup };
};

export const usage = {
  /**
   * Counts one request against a key's counter for a UTC day, unless the counter has reached the
   * limit. A single conditional update is atomic in DynamoDB (and in dynalite), so concurrent
   * requests can never push the count past the limit. Returns the new count, or undefined when the
   * limit was already reached.
   */
  async consume(input: {
    keyId: string;
    orgId: string;
    group: Group;
    day: string;
    limit: number;
    nowEpoch: number;
  }): Promise<number | undefined> {
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.usageCounter(input.keyId, input.day),
          UpdateExpression: 'ADD requests :one, #group :one SET orgId = :org, #day = :day, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(requests) OR requests < :limit',
          ExpressionAttributeNames: { '#group': groupAttribute(input.group), '#day': 'day', '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':limit': input.limit,
            ':org': input.orgId,
            ':day': input.day,
            ':ttl': input.nowEpoch + COUNTER_RETENTION_DAYS * 86_400,
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.requests ?? 0);
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  async countFor(keyId: string, day: string): Promise<number> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.usageCounter(keyId, day), ConsistentRead: true }),
    );
    return Number(Item?.requests ?? 0);
  },

  async history(keyId: string): Promise<DailyUsage[]> {
    const { pk, skPrefix } = keys.usageCountersOf(keyId);
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    });
    return items.map(toDailyUsage);
  },
};
