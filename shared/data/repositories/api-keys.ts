import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Permissions } from '../../auth/tenant.ts';
import { documentClient, isConditionFailure, queryAll, tableName } from '../client.ts';
import { toEntity } from '../items.ts';
import { GSI1, keys } from '../keys.ts';

export interface ApiKeyRecord {
  id: string;
  orgId: string;
  userId: string;
  name: string;
  prefix: string;
  /** SHA-256 of the whole key; the key itself is never stored. */
  secretHash: string;
  permissions: Permissions;
  /** A per-key cap below the organization's limit. */
  dailyLimit?: number;
  createdAt: string;
  expiresAt?: string;
  revokedAt?: string;
}

export const apiKeys = {
  async create(record: ApiKeyRecord): Promise<void> {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.apiKey(record.id),
          ...keys.apiKeyIndex(record.orgId, record.createdAt, record.id),
          entity: 'apiKey',
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Strongly consistent, so that a revocation is seen by the very next request. */
  async get(keyId: string): Promise<ApiKeyRecord | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.apiKey(keyId), ConsistentRead: true }),
    );
    return Item ? toEntity<ApiKeyRecord>(Item) : undefined;
  },

  async listByOrganization(orgId: string): Promise<ApiKeyRecord[]> {
    const items = await queryAll({
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.apiKeysOf(orgId).gsi1pk },
    });
    return items.map((item) => toEntity<ApiKeyRecord>(item));
  },

  /** Lowers a key's own daily limit (never raises it); returns false when it was already at or below. */
  async lowerLimit(keyId: string, limit: number): Promise<boolean> {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.apiKey(keyId),
          UpdateExpression: 'SET dailyLimit = :limit',
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(dailyLimit) OR dailyLimit > :limit)',
          ExpressionAttributeValues: { ':limit': limit },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /**
   * Sets (or with `undefined` removes) a key's own daily limit. Only a key of `scope.orgId` (and of
   * `scope.userId` when given) that is not revoked is changed; undefined when no such key.
   */
  async setDailyLimit(
    keyId: string,
    dailyLimit: number | undefined,
    scope: { orgId: string; userId?: string },
  ): Promise<ApiKeyRecord | undefined> {
    const values: Record<string, unknown> = { ':org': scope.orgId };
    if (scope.userId !== undefined) values[':user'] = scope.userId;
    if (dailyLimit !== undefined) values[':limit'] = dailyLimit;
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.apiKey(keyId),
          UpdateExpression: dailyLimit === undefined ? 'REMOVE dailyLimit' : 'SET dailyLimit = :limit',
          ConditionExpression: `attribute_exists(pk) AND orgId = :org AND attribute_not_exists(revokedAt)${
            scope.userId !== undefined ? ' AND userId = :user' : ''
          }`,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toEntity<ApiKeyRecord>(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  /**
   * Marks a key revoked (keeping the first revocation time). With `orgId`, only a key of that
   * organization is touched; with `userId` too, only a key of that user. Returns the record and
   * whether this call revoked it (false when it already was), or undefined when no such key is
   * visible.
   */
  async revoke(
    keyId: string,
    at: string,
    scope: { orgId?: string; userId?: string } = {},
  ): Promise<{ record: ApiKeyRecord; newlyRevoked: boolean } | undefined> {
    const conditions = ['attribute_exists(pk)'];
    const values: Record<string, unknown> = { ':at': at };
    if (scope.orgId !== undefined) {
      conditions.push('orgId = :org');
      values[':org'] = scope.orgId;
    }
    if (scope.userId !== undefined) {
      conditions.push('userId = :user');
      values[':user'] = scope.userId;
    }
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.apiKey(keyId),
          UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (!Attributes) return undefined;
      const before = toEntity<ApiKeyRecord>(Attributes);
      return { record: { ...before, revokedAt: before.revokedAt ?? at }, newlyRevoked: !before.revokedAt };
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },
};
