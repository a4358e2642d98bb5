import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionFailure, queryAll, tableName } from './client.ts';
import type { ItemKey } from './keys.ts';

/** Removes the table's own key attributes from an item, leaving the entity as the domain knows it. */
export const toEntity = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ttl: _ttl, entity: _entity, ...rest } = item;
  return rest as T;
};

/**
 * Writes an item only if its key holds none yet: the one guard against duplicates that holds under
 * concurrency without transactions. False when the key was taken; the caller decides what that means.
 */
export const putNew = async (item: ItemKey & Record<string, unknown>): Promise<boolean> => {
  try {
    await documentClient().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * One item as its entity. `consistent` for reads that must see the latest write (a revocation, a
 * role change); eventually consistent reads cost half and suit write-once items.
 */
export const getEntity = async <T>(
  key: ItemKey,
  options: { consistent?: boolean } = {},
): Promise<T | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ...(options.consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return Item ? toEntity<T>(Item) : undefined;
};

/** Every entity of one partition whose sort key starts with a prefix, in sort key order. */
export const queryPrefix = async <T>(of: { pk: string; skPrefix: string }): Promise<T[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': of.pk, ':prefix': of.skPrefix },
  });
  return items.map((item) => toEntity<T>(item));
};
