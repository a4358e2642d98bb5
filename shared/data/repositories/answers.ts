import type { ConsensusAnswer } from '../../consensus/engine.ts';
import { ConflictError } from '../../errors.ts';
import { getEntity, putNew } from '../items.ts';
import { keys } from '../keys.ts';

/** An answer of /ask with its trust record, kept under its organization's partition. */
export interface AnswerRecord extends ConsensusAnswer {
  id: string;
  orgId: string;
  keyId: string;
  question: string;
  context?: string;
  timestamp: string;
  /** When the record is deleted (ISO 8601), from the retention period in force when it was written. */
  expiresAt: string;
}

const epochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

export const answers = {
  async create(record: AnswerRecord): Promise<void> {
    const created = await putNew({
      ...keys.answer(record.orgId, record.id),
      entity: 'answer',
      // DynamoDB's TTL deletes the item within days of this time; reads check expiresAt as well.
      ttl: epochSeconds(record.expiresAt),
      ...record,
    });
    if (!created) throw new ConflictError('An answer with this id already exists; retry');
  },

  /** Only within the organization: another organization's id is simply not there. */
  async get(orgId: string, answerId: string, now: Date): Promise<AnswerRecord | undefined> {
    const record = await getEntity<AnswerRecord>(keys.answer(orgId, answerId));
    return !record || Date.parse(record.expiresAt) <= now.getTime() ? undefined : record;
  },
};
