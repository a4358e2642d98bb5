import type { Tenant } from '../../shared/auth/tenant.ts';
import { config } from '../../shared/config.ts';
import { isConditionFailure } from '../../shared/data/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import { PayloadTooLargeError } from '../../shared/http/errors.ts';
import { newId } from '../../shared/ids.ts';
import { analyzeImage, IMAGING_DISCLAIMER, ImageFormatError } from '../../shared/imaging/analyze.ts';
import { imagingStorage, uploadKeys } from '../../shared/imaging/storage.ts';
import { UPLOAD_URL_TTL_SECONDS } from '../../shared/imaging/upload-limits.ts';
import { type ImagingUploadRecord, imagingUploads } from '../../shared/imaging/uploads.ts';
import { visionModels } from '../../shared/imaging/vision.ts';
import { expiryAfter } from '../../shared/retention.ts';

export interface ImagingRequest {
  image?: string;
  uploadId?: string;
  clinicalContext?: string;
}

const readImage = async (bytes: Uint8Array, clinicalContext: string | undefined, path: string) => {
  try {
    return await analyzeImage(bytes, clinicalContext || undefined, visionModels(config.modelEnv()));
  } catch (error) {
    if (error instanceof ImageFormatError)
      throw new ValidationError('The image cannot be read', [{ path, message: error.message }]);
    throw error;
  }
};

/**
 * POST /api/v1/diagnostics/imaging. With `image` (the JSON-body path) nothing is stored: the
 * de-identified copy is dropped with the request. With `uploadId` the raw upload is read, deleted,
 * and only its de-identified copy (DICOM) is kept for the retention period. Pixels and identifying
 * tags are never logged.
 */
export const analyzeImaging = async (tenant: Tenant, body: ImagingRequest, now = new Date()) => {
  if ((body.image === undefined) === (body.uploadId === undefined))
    throw new ValidationError('Send either image (base64) or uploadId, not both', [
      {
        path: body.image === undefined ? 'body.image' : 'body.uploadId',
        message: 'Exactly one of image and uploadId',
      },
    ]);
  let reading: Awaited<ReturnType<typeof analyzeImage>>;
  let upload: { uploadId: string; deidentifiedCopyStored: boolean; expiresAt: string } | undefined;
  if (body.image !== undefined) {
    const bytes = Buffer.from(body.image.replace(/\s+/g, ''), 'base64');
    reading = await readImage(
      new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      body.clinicalContext,
      'body.image',
    );
  } else {
    const uploadId = body.uploadId ?? '';
    const record = await imagingUploads.get(tenant.orgId, uploadId, now);
    if (!record) throw new NotFoundError('No imaging upload with this id');
    if (record.status === 'analysed') throw new ConflictError('This upload was already analysed');
    const storage = imagingStorage();
    const { raw, deidentified } = uploadKeys(tenant.orgId, uploadId);
    let bytes: Uint8Array | undefined;
    try {
      bytes = await storage.get(raw);
    } catch (error) {
      // Over the size limit (possible only on S3, where a presigned PUT cannot cap it): not kept.
      if (error instanceof PayloadTooLargeError) await storage.delete(raw);
      throw error;
    }
    if (!bytes || bytes.byteLength === 0)
      throw new ConflictError('Nothing was uploaded for this id yet: PUT the file to its uploadUrl first');
    try {
      reading = await readImage(bytes, body.clinicalContext, 'body.uploadId');
    } catch (error) {
      // An unreadable upload is not kept either.
      if (error instanceof ValidationError) await storage.delete(raw);
      throw error;
    }
    // Only the de-identified copy is kept: the raw file, with its identifiers, is deleted.
    if (reading.deidentified) await storage.put(deidentified, reading.deidentified);
    await storage.delete(raw);
    const expiresAt = expiryAfter(now, config.labUploadRetentionDays());
    const analysed: ImagingUploadRecord = {
      ...record,
      status: 'analysed',
      analysedAt: now.toISOString(),
      expiresAt,
      format: reading.format,
      ...(reading.deidentified ? { deidentifiedKey: deidentified } : {}),
    };
    try {
      await imagingUploads.put(analysed, 'pending');
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError('This upload was already analysed');
      throw error;
    }
    upload = { uploadId, deidentifiedCopyStored: reading.deidentified !== undefined, expiresAt };
  }
  const { deidentified: _dropped, urgentCare, ...rest } = reading;
  // Urgent advice, when there is any, leads the response.
  return {
    ...(urgentCare ? { urgentCare } : {}),
    ...rest,
    ...(upload ? { upload } : {}),
    disclaimer: IMAGING_DISCLAIMER,
    timestamp: now.toISOString(),
  };
};

/** POST /api/v1/diagnostics/imaging/uploads: a pending upload and its single-object PUT URL. */
export const createImagingUpload = async (tenant: Tenant, body: { sizeBytes: number }, now = new Date()) => {
  const uploadId = newId('upl');
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  await imagingUploads.put(
    {
      id: uploadId,
      orgId: tenant.orgId,
      status: 'pending',
      createdAt: now.toISOString(),
      // A pending upload lives as long as its URL, plus the time to analyse it.
      expiresAt: new Date(expiresAt.getTime() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
    },
    'new',
  );
  const uploadUrl = await imagingStorage().uploadUrl(
    uploadKeys(tenant.orgId, uploadId).raw,
    expiresAt,
    body.sizeBytes,
  );
  return {
    uploadId,
    uploadUrl,
    method: 'PUT' as const,
    expiresAt: expiresAt.toISOString(),
    maxBytes: body.sizeBytes,
  };
};
