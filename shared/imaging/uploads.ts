import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/client.ts';
import { toEntity } from '../data/items.ts';
import { keys } from '../data/keys.ts';

/**
 * One imaging upload under its organization: `pending` until analysed, then `analysed` with the key
 * of its de-identified copy (none for PNG and JPEG, which are deleted once read). Never holds pixels,
 * tag values or the clinical context.
 */
export interface ImagingUploadRecord {
  id: string;
  orgId: string;
  status: 'pending' | 'analysed';
  createdAt: string;
  /** Until the upload URL's expiry while pending; the retention period once analysed. */
  expiresAt: string;
  analysedAt?: string;
  format?: 'dicom' | 'png' | 'jpeg';
  deidentifiedKey?: string;
}

export const imagingUploads = {
  async put(record: ImagingUploadRecord, condition?: 'new' | 'pending'): Promise<void> {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.imagingUpload(record.orgId, record.id),
          entity: 'imagingUpload',
          ttl: Math.floor(Date.parse(record.expiresAt) / 1000),
          ...record,
        },
        ...(condition === 'new'
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : condition === 'pending'
            ? {
                ConditionExpression: '#status = :pending',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':pending': 'pending' },
              }
            : {}),
      }),
    );
  },

  async get(orgId: string, uploadId: string, now: Date): Promise<ImagingUploadRecord | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.imagingUpload(orgId, uploadId) }),
    );
    if (!Item) return undefined;
    const record = toEntity<ImagingUploadRecord>(Item);
    return Date.parse(record.expiresAt) <= now.getTime() ? undefined : record;
  },
};
