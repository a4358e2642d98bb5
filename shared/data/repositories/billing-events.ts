import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../client.ts';
import { putNew } from '../items.ts';
import { keys } from '../keys.ts';

export const billingEvents = {
  /** Records a billing message id; false when it was already recorded (a redelivery). */
  claim: (messageId: string, at: string, expiresAtEpoch: number): Promise<boolean> =>
    putNew({ ...keys.billingEvent(messageId), entity: 'billingEvent', messageId, at, ttl: expiresAtEpoch }),

  /** Forgets a message whose change failed, so that the provider's retry applies it. */
  async release(messageId: string): Promise<void> {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.billingEvent(messageId) }),
    );
  },
};
