import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionFailure, tableName } from '../client.ts';
import { keys } from '../keys.ts';

type Kind = 'WEBHOOK' | 'APIKEY';

/**
 * Caps on how many of a kind of thing an organization holds (webhook endpoints, active API keys),
 * enforced by one conditional increment of a counter item: a list-then-create check loses races
 * (50 concurrent creations stored 12 endpoints under a cap of 10), a conditional write cannot.
 */
export const slots = {
  /**
   * Takes one slot if fewer than `max` are taken. `existing` counts what is there when the counter
   * item does not exist yet (organizations created before the counter), once.
   */
  async reserve(orgId: string, kind: Kind, max: number, existing: () => Promise<number>): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.slots(orgId, kind),
            UpdateExpression: 'ADD taken :one',
            ConditionExpression: 'attribute_exists(taken) AND taken < :max',
            ExpressionAttributeValues: { ':one': 1, ':max': max },
          }),
        );
        return true;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      // Either the cap is reached or the counter does not exist yet: create it from what exists.
      try {
        await documentClient().send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...keys.slots(orgId, kind), entity: 'slots', orgId, taken: await existing() },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        // It exists: the cap is reached, or a concurrent call created it first (try again once).
        if (!isConditionFailure(error)) throw error;
      }
    }
    return false;
  },

  /** Gives a slot back (after a deletion, a revocation, or a creation that failed); never below 0. */
  async release(orgId: string, kind: Kind): Promise<void> {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.slots(orgId, kind),
          UpdateExpression: 'ADD taken :minus',
          ConditionExpression: 'taken > :zero',
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
};
