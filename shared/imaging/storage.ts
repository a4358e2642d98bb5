import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { sideBundle } from '../bundled-tables.ts';
import { config } from '../config.ts';
import { S3_CLIENT_FILE, S3_CLIENT_SOURCE } from '../data-files.ts';
import { PayloadTooLargeError } from '../http/errors.ts';
import { MAX_UPLOAD_BYTES } from './upload-limits.ts';

/**
 * Where uploaded images and their de-identified copies live: an S3 bucket on AWS (IMAGING_BUCKET,
 * set by the stack), files under DATA_DIR locally. Keys always start with the organization id, so
 * one organization's upload URL or analysis can never reach another's object.
 */

export interface ImagingStorage {
  /** A URL the client PUTs the raw file to, valid until `expiresAt`, for this one key and size only. */
  uploadUrl(key: string, expiresAt: Date, sizeBytes: number): Promise<string>;
  get(key: string): Promise<Uint8Array | undefined>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The raw upload and the de-identified copy of one upload, both under the organization's prefix. */
export const uploadKeys = (orgId: string, uploadId: string) => ({
  raw: `${orgId}/uploads/${uploadId}`,
  deidentified: `${orgId}/deidentified/${uploadId}`,
});

const KEY_PATTERN = /^[A-Za-z0-9_-]+\/(uploads|deidentified)\/[A-Za-z0-9_-]+$/;

// ---- AWS: S3 with presigned PUTs ----------------------------------------------------------------

let sdk: typeof import('./s3-bundle.ts') | undefined;
const s3Sdk = (): typeof import('./s3-bundle.ts') => {
  sdk ??= sideBundle(S3_CLIENT_FILE, S3_CLIENT_SOURCE) as typeof import('./s3-bundle.ts');
  return sdk;
};

let s3: S3Client | undefined;
const s3Client = (): S3Client => {
  const { NodeHttpHandler, S3Client } = s3Sdk();
  s3 ??= new S3Client({
    requestHandler: new NodeHttpHandler({
      connectionTimeout: 2_000,
      requestTimeout: 10_000,
      throwOnRequestTimeout: true,
    }),
    maxAttempts: 2,
  });
  return s3;
};

const isMissing = (error: unknown): boolean =>
  error instanceof s3Sdk().NoSuchKey || error instanceof s3Sdk().NotFound;

const s3Storage = (bucket: string): ImagingStorage => ({
  // Content-Length is signed: S3 refuses a PUT of any other size than the one declared.
  uploadUrl: (key, expiresAt, sizeBytes) =>
    s3Sdk().getSignedUrl(
      s3Client(),
      new (s3Sdk().PutObjectCommand)({ Bucket: bucket, Key: key, ContentLength: sizeBytes }),
      {
        expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
        signableHeaders: new Set(['content-length']),
      },
    ),
  async get(key) {
    try {
      const result = await s3Client().send(new (s3Sdk().GetObjectCommand)({ Bucket: bucket, Key: key }));
      if (!result.Body) return undefined;
      // A presigned PUT cannot cap the size: larger objects than the limit are never read into memory.
      if ((result.ContentLength ?? 0) > MAX_UPLOAD_BYTES) {
        if ('destroy' in result.Body && typeof result.Body.destroy === 'function') result.Body.destroy();
        throw new PayloadTooLargeError(MAX_UPLOAD_BYTES);
      }
      return await result.Body.transformToByteArray();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async put(key, bytes) {
    await s3Client().send(
      new (s3Sdk().PutObjectCommand)({
        Bucket: bucket,
        Key: key,
        Body: bytes,
        ContentType: 'application/octet-stream',
      }),
    );
  },
  async delete(key) {
    await s3Client().send(new (s3Sdk().DeleteObjectCommand)({ Bucket: bucket, Key: key }));
  },
});

// ---- Local: files under DATA_DIR, PUT through the local gateway ---------------------------------

const localSecret = (): string => config.imagingUploadSecret();

const localUploadDir = (): string => resolve(config.imagingLocalDir() ?? join(config.dataDir(), 'imaging'));

const localPath = (key: string): string => {
  if (!KEY_PATTERN.test(key)) throw new Error('Invalid imaging object key');
  return join(localUploadDir(), key);
};

const sign = (payload: string): string =>
  createHmac('sha256', localSecret()).update(payload).digest('base64url');

/** A token naming one object and its expiry, signed: it cannot be forged, altered or pointed elsewhere. */
export const signUploadToken = (key: string, expiresAt: Date, sizeBytes: number): string => {
  const payload = Buffer.from(JSON.stringify({ k: key, e: expiresAt.getTime(), s: sizeBytes })).toString(
    'base64url',
  );
  return `${payload}.${sign(payload)}`;
};

export type TokenCheck =
  | { ok: true; key: string; maxBytes: number }
  | { ok: false; reason: 'invalid' | 'expired' };

export const verifyUploadToken = (token: string, now = Date.now()): TokenCheck => {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'invalid' };
  const { k, e, s } = claims as { k?: unknown; e?: unknown; s?: unknown };
  if (typeof k !== 'string' || typeof e !== 'number' || typeof s !== 'number' || !KEY_PATTERN.test(k))
    return { ok: false, reason: 'invalid' };
  if (e <= now) return { ok: false, reason: 'expired' };
  return { ok: true, key: k, maxBytes: Math.min(s, MAX_UPLOAD_BYTES) };
};

const localStorage = (): ImagingStorage => ({
  async uploadUrl(key, expiresAt, sizeBytes) {
    const base = config.publicBaseUrl() ?? 'http://127.0.0.1:3000';
    return `${base.replace(/\/+$/, '')}/local-uploads/${signUploadToken(key, expiresAt, sizeBytes)}`;
  },
  async get(key) {
    try {
      return new Uint8Array(await readFile(localPath(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  },
  async put(key, bytes) {
    const path = localPath(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  },
  async delete(key) {
    await rm(localPath(key), { force: true });
  },
});

/** Whether a local object exists already (an upload token is good for one upload only). */
export const localObjectExists = async (key: string): Promise<boolean> => {
  try {
    await stat(localPath(key));
    return true;
  } catch {
    return false;
  }
};

export const imagingStorage = (
  env: Readonly<Record<string, string | undefined>> = { IMAGING_BUCKET: config.imagingBucket() },
): ImagingStorage => (env.IMAGING_BUCKET ? s3Storage(env.IMAGING_BUCKET) : localStorage());
