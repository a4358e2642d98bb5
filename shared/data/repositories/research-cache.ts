import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isStoreFault, tableName } from '../client.ts';
import { keys } from '../keys.ts';

/**
 * Research answers cached per organization and query, with a TTL: the same question or profile
 * within the TTL is answered from the table instead of the public service (which asks clients not to
 * repeat requests). The key holds only a SHA-256 of the query, never its text: a trial profile is
 * health data. A store fault on the cache is not the caller's problem: the request goes upstream.
 */
const MAX_CACHED_BYTES = 350_000;

export type ResearchKind = 'LITERATURE' | 'TRIALS';

export const queryHash = (query: unknown): string =>
  createHash('sha256').update(JSON.stringify(query)).digest('hex');

export const researchCache = {
  async get<T>(orgId: string, kind: ResearchKind, hash: string, now: Date): Promise<T | undefined> {
    try {
      const { Item } = await documentClient().send(
        new GetCommand({ TableName: tableName(), Key: keys.researchCache(orgId, kind, hash) }),
      );
      // DynamoDB deletes expired items within days, not at once: the TTL is checked on read too.
      if (!Item || typeof Item.ttl !== 'number' || Item.ttl * 1000 <= now.getTime()) return undefined;
      return JSON.parse(String(Item.value)) as T;
    } catch (error) {
      if (isStoreFault(error)) return undefined;
      throw error;
    }
  },

  async put(orgId: string, kind: ResearchKind, hash: string, value: unknown, ttlSeconds: number, now: Date) {
    const serialized = JSON.stringify(value);
    // An answer too large for one item (400 KB) is served but not cached.
    if (Buffer.byteLength(serialized) > MAX_CACHED_BYTES) return;
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.researchCache(orgId, kind, hash),
            entity: 'researchCache',
            ttl: Math.floor(now.getTime() / 1000) + ttlSeconds,
            cachedAt: now.toISOString(),
            // One string attribute: the answer as served, well under DynamoDB's 400 KB item limit.
            value: serialized,
          },
        }),
      );
    } catch (error) {
      if (!isStoreFault(error)) throw error;
    }
  },
};
