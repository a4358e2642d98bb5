import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Tier } from '../../api/tiers.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { documentClient, isConditionFailure, queryAll, tableName } from '../client.ts';
import { getEntity, putNew, queryPrefix, toEntity } from '../items.ts';
import { GSI1, keys } from '../keys.ts';

export interface Organization {
  id: string;
  name: string;
  tier: Tier;
  /** A custom daily limit, for the tiers whose limit is set per account. */
  dailyLimit?: number;
  /** The organization this one was created under (administration, Clinical tier). */
  parentId?: string;
  /** Enabled owners, kept by `adjustOwners` (absent on organizations that never changed one). */
  owners?: number;
  /**
   * Counts the organization's plan changes (absent: none yet), so that the copies of the plan on
   * its keys are only ever replaced by a later one.
   */
  planVersion?: number;
  createdAt: string;
  updatedAt: string;
}

export const organizations = {
  async create(org: Organization): Promise<void> {
    const created = await putNew({
      ...keys.organization(org.id),
      ...keys.organizationIndex(org.createdAt, org.id),
      entity: 'organization',
      ...org,
    });
    if (!created) throw new ConflictError('An organization with this id already exists; retry');
  },

  /** Links a sub-organization under its parent, so that the parent can list its children. */
  async linkChild(parentId: string, childId: string, at: string): Promise<void> {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.childLink(parentId, childId), entity: 'childLink', parentId, childId, createdAt: at },
      }),
    );
  },

  async childIds(parentId: string): Promise<string[]> {
    const links = await queryPrefix<{ childId: string }>(keys.childrenOf(parentId));
    return links.map((link) => String(link.childId));
  },

  get: (orgId: string): Promise<Organization | undefined> =>
    getEntity<Organization>(keys.organization(orgId), { consistent: true }),

  /** For callers holding a tenant context: its organization must exist. */
  async require(orgId: string): Promise<Organization> {
    const organization = await organizations.get(orgId);
    if (!organization) throw new NotFoundError('Organization not found');
    return organization;
  },

  /**
   * Returns the updated organization, or undefined when it does not exist. Each change takes the
   * next planVersion atomically, which orders the copies written to the keys.
   */
  async setTier(orgId: string, tier: Tier, dailyLimit: number | undefined, at: string) {
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.organization(orgId),
          UpdateExpression: `SET tier = :tier, updatedAt = :at, planVersion = if_not_exists(planVersion, :zero) + :one${
            dailyLimit === undefined ? ' REMOVE dailyLimit' : ', dailyLimit = :limit'
          }`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':tier': tier,
            ':at': at,
            ':zero': 0,
            ':one': 1,
            ...(dailyLimit === undefined ? {} : { ':limit': dailyLimit }),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toEntity<Organization>(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  /**
   * Counts the organization's enabled owners on its own item, so that "the last owner cannot be
   * demoted, disabled or moved away" holds under concurrency: taking an owner away is one
   * conditional decrement that fails when it would leave none. `current` counts them when the
   * organization has no count yet (created before it was kept), once. Returns false when refused.
   */
  async adjustOwners(orgId: string, delta: 1 | -1, current: () => Promise<number>): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.organization(orgId),
            UpdateExpression: 'ADD owners :delta',
            ConditionExpression:
              delta < 0 ? 'attribute_exists(owners) AND owners > :one' : 'attribute_exists(owners)',
            ExpressionAttributeValues: { ':delta': delta, ...(delta < 0 ? { ':one': 1 } : {}) },
          }),
        );
        return true;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.organization(orgId),
            UpdateExpression: 'SET owners = :count',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(owners)',
            ExpressionAttributeValues: { ':count': await current() },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    return false;
  },

  async list(): Promise<Organization[]> {
    const items = await queryAll({
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.allOrganizations().gsi1pk },
    });
    return items.map((item) => toEntity<Organization>(item));
  },
};
