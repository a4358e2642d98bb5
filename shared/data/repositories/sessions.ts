import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../errors.ts';
import { documentClient, tableName } from '../client.ts';
import { getEntity, putNew } from '../items.ts';
import { keys } from '../keys.ts';

/** A portal session. Only the SHA-256 of its token is stored (it is the item's key). */
export interface SessionRecord {
  tokenHash: string;
  orgId: string;
  userId: string;
  /** A fingerprint of the password hash in force at sign-in: a password change ends the session. */
  passwordFingerprint: string;
  createdAt: string;
  expiresAt: string;
}

/** Failed sign-ins of one account or one source address, and until when sign-in is held back. */
export interface LoginThrottle {
  failures: number;
  /** Epoch milliseconds before which a sign-in attempt is refused without checking the password. */
  blockedUntil: number;
}

const epochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

export const sessions = {
  async create(record: SessionRecord): Promise<void> {
    const created = await putNew({
      ...keys.session(record.tokenHash),
      entity: 'session',
      ttl: epochSeconds(record.expiresAt),
      ...record,
    });
    if (!created) throw new ConflictError('A session with this token already exists; sign in again');
  },

  get: (tokenHash: string): Promise<SessionRecord | undefined> =>
    getEntity<SessionRecord>(keys.session(tokenHash), { consistent: true }),

  async delete(tokenHash: string): Promise<void> {
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
  },
};

export const loginThrottles = {
  async get(scope: 'ACCOUNT' | 'IP', value: string): Promise<LoginThrottle> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.loginThrottle(scope, value), ConsistentRead: true }),
    );
    return {
      failures: typeof Item?.failures === 'number' ? Item.failures : 0,
      blockedUntil: typeof Item?.blockedUntil === 'number' ? Item.blockedUntil : 0,
    };
  },

  /** Counts one failure atomically and returns the new count. */
  async fail(scope: 'ACCOUNT' | 'IP', value: string, now: Date, forgetAfterSeconds: number): Promise<number> {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginThrottle(scope, value),
        UpdateExpression: 'SET entity = :entity, #ttl = :ttl ADD failures :one',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':entity': 'login-throttle',
          ':ttl': Math.floor(now.getTime() / 1000) + forgetAfterSeconds,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return typeof Attributes?.failures === 'number' ? Attributes.failures : 1;
  },

  async block(scope: 'ACCOUNT' | 'IP', value: string, until: number): Promise<void> {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginThrottle(scope, value),
        UpdateExpression: 'SET blockedUntil = :until',
        ExpressionAttributeValues: { ':until': until },
      }),
    );
  },

  async clear(scope: 'ACCOUNT' | 'IP', value: string): Promise<void> {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.loginThrottle(scope, value) }),
    );
  },
};
