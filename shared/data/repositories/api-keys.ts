import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { effectiveDailyLimit, type Tier } from '../../api/tiers.ts';
import type { Permissions } from '../../auth/tenant.ts';
import { ConflictError } from '../../errors.ts';
import { documentClient, isConditionFailure, queryAll, tableName, untilProcessed } from '../client.ts';
import { getEntity, putNew, toEntity } from '../items.ts';
import { GSI1, type ItemKey, keys } from '../keys.ts';
import type { Organization } from './organizations.ts';
import { type DailyUsage, dailyUsageOf } from './usage.ts';

/**
 * A copy, on each key, of what the authorizer needs from the key's organization, so that a
 * request is decided from the key record and one counter write (docs/decisions.md, "Store calls
 * per decision"). `changePlan` rewrites it on every key of the organization; a copy older than
 * PLAN_COPY_MAX_AGE_MS is read again from the organization, which bounds any copy a lost write
 * left behind.
 */
export interface KeyPlan {
  tier: Tier;
  /** The organization's daily limit, all its keys together. */
  dailyLimit: number;
  /** Organizations are never renamed, so the name is copied once, for /users/me. */
  orgName: string;
  /** The organization's planVersion this copy was taken from. */
  version: number;
  /** When the copy was taken or last confirmed (ISO 8601). */
  syncedAt: string;
}

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
  /** Absent on keys made before the copy existed: the first decision reads the organization. */
  plan?: KeyPlan;
}

/** The copy of an organization's plan its keys carry, as of `now`. */
export const planCopyOf = (organization: Organization, now: Date): KeyPlan => ({
  tier: organization.tier,
  dailyLimit: effectiveDailyLimit(organization.tier, organization.dailyLimit),
  orgName: organization.name,
  version: organization.planVersion ?? 0,
  syncedAt: now.toISOString(),
});

export const apiKeys = {
  async create(record: ApiKeyRecord): Promise<void> {
    const created = await putNew({
      ...keys.apiKey(record.id),
      ...keys.apiKeyIndex(record.orgId, record.createdAt, record.id),
      entity: 'apiKey',
      ...record,
    });
    if (!created) throw new ConflictError('An API key with this id already exists; retry');
  },

  /** Strongly consistent, so that a revocation is seen by the very next request. */
  get: (keyId: string): Promise<ApiKeyRecord | undefined> =>
    getEntity<ApiKeyRecord>(keys.apiKey(keyId), { consistent: true }),

  /**
   * The key and its organization's counter for a day in one strongly consistent request, for a
   * caller that already knows which organization the key belongs to (a key never changes
   * organization). Keys the store leaves unprocessed (throttling) are asked for again, a few times.
   */
  async getWithDay(
    keyId: string,
    orgId: string,
    day: string,
  ): Promise<{ record: ApiKeyRecord | undefined; today: DailyUsage }> {
    const wanted: ItemKey[] = [keys.apiKey(keyId), keys.usageDay(orgId, day)];
    const found: Record<string, unknown>[] = [];
    await untilProcessed<Record<string, unknown>>(
      wanted.map((key) => ({ ...key })),
      async (pending) => {
        const { Responses, UnprocessedKeys } = await documentClient().send(
          new BatchGetCommand({
            RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } },
          }),
        );
        found.push(...(Responses?.[tableName()] ?? []));
        return UnprocessedKeys?.[tableName()]?.Keys ?? [];
      },
    );
    const item = (key: ItemKey) =>
      found.find((candidate) => candidate.pk === key.pk && candidate.sk === key.sk);
    const keyItem = item(keys.apiKey(keyId));
    return {
      record: keyItem ? toEntity<ApiKeyRecord>(keyItem) : undefined,
      today: dailyUsageOf(item(keys.usageDay(orgId, day)), day),
    };
  },

  /**
   * Writes the organization's plan onto a key, unless the key already holds a copy of a later
   * version (a concurrent plan change that finished first). A revoked or missing key is left alone.
   */
  async syncPlan(keyId: string, plan: KeyPlan): Promise<boolean> {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.apiKey(keyId),
          UpdateExpression: 'SET #plan = :plan',
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(revokedAt) AND (attribute_not_exists(#plan) OR #plan.#version <= :version)',
          ExpressionAttributeNames: { '#plan': 'plan', '#version': 'version' },
          ExpressionAttributeValues: { ':plan': plan, ':version': plan.version },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /**
   * Narrows a key's copy of the plan (tier and organization limit) before the organization is
   * downgraded, so that no key allows more than the new plan while the change is under way. Keys
   * without a copy read the organization on their next decision instead. The narrowed copy takes a
   * version between the organization's current one and the next, so a refresh that read the
   * organization before the change (and carries the current version) cannot widen it again.
   */
  async narrowPlan(keyId: string, narrowed: Pick<KeyPlan, 'tier' | 'dailyLimit' | 'version'>): Promise<void> {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.apiKey(keyId),
          UpdateExpression: 'SET #plan.#tier = :tier, #plan.#limit = :limit, #plan.#version = :version',
          ConditionExpression: 'attribute_exists(#plan) AND attribute_not_exists(revokedAt)',
          ExpressionAttributeNames: {
            '#plan': 'plan',
            '#tier': 'tier',
            '#limit': 'dailyLimit',
            '#version': 'version',
          },
          ExpressionAttributeValues: {
            ':tier': narrowed.tier,
            ':limit': narrowed.dailyLimit,
            ':version': narrowed.version,
          },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
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
