import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LabReport } from '../../clinical/labs/interpret.ts';
import { documentClient, tableName } from '../client.ts';
import { toEntity } from '../items.ts';
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
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.labUpload(record.orgId, record.id),
          entity: 'labUpload',
          ttl: Math.floor(Date.parse(record.expiresAt) / 1000),
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async get(orgId: string, uploadId: string, now: Date): Promise<LabUploadRecord | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.labUpload(orgId, uploadId) }),
    );
    if (!Item) return undefined;
    const record = toEntity<LabUploadRecord>(Item);
    return Date.parse(record.expiresAt) <= now.getTime() ? undefined : record;
  },
};
