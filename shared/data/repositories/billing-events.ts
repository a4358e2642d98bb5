import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionFailure, tableName } from '../client.ts';
import { keys } from '../keys.ts';

export const billingEvents = {
  /** Records a billing message id; false when it was already recorded (a redelivery). */
  async claim(messageId: string, at: string, expiresAtEpoch: number): Promise<boolean> {
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.billingEvent(messageId),
            entity: 'billingEvent',
            messageId,
            at,
            ttl: expiresAtEpoch,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** Forgets a message whose change failed, so that the provider's retry applies it. */
  async release(messageId: string): Promise<void> {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.billingEvent(messageId) }),
    );
  },
};
