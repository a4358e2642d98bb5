import type { Tier } from '../../api/tiers.ts';
import { ConflictError } from '../../errors.ts';
import { putNew, queryPrefix } from '../items.ts';
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
    const created = await putNew({
      ...keys.planChange(change.orgId, change.at),
      entity: 'planChange',
      ...change,
    });
    if (!created) throw new ConflictError('Another plan change was recorded at the same instant; retry');
  },

  /** Oldest first. */
  list: (orgId: string): Promise<PlanChange[]> => queryPrefix<PlanChange>(keys.planChangesOf(orgId)),
};
