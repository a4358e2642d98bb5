import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Group, isGroup } from '../../api/catalog.ts';
import { documentClient, isConditionFailure, queryAll, tableName } from '../client.ts';
import { keys } from '../keys.ts';

/** Counters outlive their day only for usage reports; TTL removes them after this many days. */
const COUNTER_RETENTION_DAYS = 400;

/**
 * One organization's requests on one UTC day, from its one counter item: the total the tier's
 * limit applies to, and the same requests by endpoint group, by key, and by key and group.
 */
export interface DailyUsage {
  day: string;
  count: number;
  byGroup: Partial<Record<Group, number>>;
  byKey: Record<string, number>;
  byKeyGroup: Record<string, Partial<Record<Group, number>>>;
}

const groupAttribute = (group: Group): string => `g:${group}`;
const keyAttribute = (keyId: string): string => `k:${keyId}`;
const keyGroupAttribute = (keyId: string, group: Group): string => `kg:${keyId}:${group}`;

/** A counter item as the day's usage (zeros when there is none yet). */
export const dailyUsageOf = (item: Record<string, unknown> | undefined, day: string): DailyUsage => {
  const usage: DailyUsage = {
    day: typeof item?.day === 'string' ? item.day : day,
    count: Number(item?.requests ?? 0),
    byGroup: {},
    byKey: {},
    byKeyGroup: {},
  };
  for (const [name, value] of Object.entries(item ?? {})) {
    if (typeof value !== 'number') continue;
    const [kind, first, second] = name.split(':');
    if (kind === 'g' && first && isGroup(first)) usage.byGroup[first] = value;
    else if (kind === 'k' && first) usage.byKey[first] = value;
    else if (kind === 'kg' && first && second && isGroup(second))
      usage.byKeyGroup[first] = { ...usage.byKeyGroup[first], [second]: value };
  }
  return usage;
};

export interface Consumed {
  /** The organization's requests today, this one included. */
  organization: number;
  /** The key's requests today, this one included. */
  key: number;
}

export const usage = {
  /**
   * Counts one request against its organization's counter for a UTC day, unless the organization
   * has reached its limit or the key its own. A single conditional update is atomic in DynamoDB
   * (and in dynalite), so concurrent requests, from one key or many, can never push either count
   * past its limit. Returns the new counts, or undefined when a limit was already reached.
   */
  async consume(input: {
    keyId: string;
    orgId: string;
    group: Group;
    day: string;
    /** The organization's daily limit, shared by all its keys. */
    orgLimit: number;
    /** The key's own, lower, limit, if it has one. */
    keyLimit?: number;
    nowEpoch: number;
  }): Promise<Consumed | undefined> {
    const keyCapped = input.keyLimit !== undefined && input.keyLimit < input.orgLimit;
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.usageDay(input.orgId, input.day),
          UpdateExpression:
            'ADD requests :one, #key :one, #group :one, #keyGroup :one SET orgId = :org, #day = :day, #ttl = :ttl',
          ConditionExpression: keyCapped
            ? '(attribute_not_exists(requests) OR requests < :orgLimit) AND (attribute_not_exists(#key) OR #key < :keyLimit)'
            : 'attribute_not_exists(requests) OR requests < :orgLimit',
          ExpressionAttributeNames: {
            '#key': keyAttribute(input.keyId),
            '#group': groupAttribute(input.group),
            '#keyGroup': keyGroupAttribute(input.keyId, input.group),
            '#day': 'day',
            '#ttl': 'ttl',
          },
          ExpressionAttributeValues: {
            ':one': 1,
            ':orgLimit': input.orgLimit,
            ...(keyCapped ? { ':keyLimit': input.keyLimit } : {}),
            ':org': input.orgId,
            ':day': input.day,
            ':ttl': input.nowEpoch + COUNTER_RETENTION_DAYS * 86_400,
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return {
        organization: Number(Attributes?.requests ?? 0),
        key: Number(Attributes?.[keyAttribute(input.keyId)] ?? 0),
      };
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  /** One day of an organization's counts (zeros when nothing was counted). */
  async day(orgId: string, day: string): Promise<DailyUsage> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.usageDay(orgId, day), ConsistentRead: true }),
    );
    return dailyUsageOf(Item, day);
  },

  /** The organization's days from `from` to `to` (YYYY-MM-DD, inclusive) that counted anything. */
  async history(orgId: string, from = '0000-00-00', to = '9999-99-99'): Promise<DailyUsage[]> {
    const { pk, skPrefix } = keys.usageDaysOf(orgId);
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': `${skPrefix}${from}`, ':to': `${skPrefix}${to}` },
    });
    return items.map((item) => dailyUsageOf(item, String(item.day)));
  },
};
