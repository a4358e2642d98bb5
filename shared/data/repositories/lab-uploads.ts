import type { LabReport } from '../../clinical/labs/interpret.ts';
import { ConflictError } from '../../errors.ts';
import { getEntity, putNew } from '../items.ts';
import { keys } from '../keys.ts';

/** A lab upload and its interpretation, one item under its organization: stored whole or not at all. */
export interface LabUploadRecord extends LabReport {
  id: string;
  orgId: string;
  keyId: string;
  format: 'fhir' | 'csv';
  name?: string;
  createdAt: string;
  expiresAt: string;
}

export const labUploads = {
  async create(record: LabUploadRecord): Promise<void> {
    const created = await putNew({
      ...keys.labUpload(record.orgId, record.id),
      entity: 'labUpload',
      ttl: Math.floor(Date.parse(record.expiresAt) / 1000),
      ...record,
    });
    if (!created) throw new ConflictError('A lab upload with this id already exists; retry');
  },

  async get(orgId: string, uploadId: string, now: Date): Promise<LabUploadRecord | undefined> {
    const record = await getEntity<LabUploadRecord>(keys.labUpload(orgId, uploadId));
    return !record || Date.parse(record.expiresAt) <= now.getTime() ? undefined : record;
  },
};
