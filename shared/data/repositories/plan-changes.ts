import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Tier } from '../../api/tiers.ts';
import { documentClient, queryAll, tableName } from '../client.ts';
import { toEntity } from '../items.ts';
import { keys } from '../keys.ts';

/** A subscription change: who changed which plan to which, and when. */
export interface PlanChange {
  orgId: string;
  at: string;
  from: Tier;
  to: Tier;
  dailyLimit: number;
  by: { type: 'key' | 'operator' | 'billing'; userId?: string; keyId?: string };
  /** Keys whose own limit was lowered to fit the new plan. */
  keysLowered: string[];
}

export const planChanges = {
  async record(change: PlanChange): Promise<void> {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.planChange(change.orgId, change.at), entity: 'planChange', ...change },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Oldest first. */
  async list(orgId: string): Promise<PlanChange[]> {
    const { pk, skPrefix } = keys.planChangesOf(orgId);
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    });
    return items.map((item) => toEntity<PlanChange>(item));
  },
};
