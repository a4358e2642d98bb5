import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDicom } from '../../shared/imaging/dicom.ts';
import { imagingStorage, signUploadToken, uploadKeys } from '../../shared/imaging/storage.ts';
import { MAX_UPLOAD_BYTES } from '../../shared/imaging/upload-limits.ts';
import { imagingUploads } from '../../shared/imaging/uploads.ts';
import { makeDicom, makePng, PHI_VALUES } from '../support/imaging-fixtures.ts';
import {
  type ErrorBody,
  type SignedUp,
  signUpTenant,
  startTestApi,
  type TestApi,
} from '../support/local-api.ts';

interface Ticket {
  uploadId: string;
  uploadUrl: string;
  method: string;
  expiresAt: string;
  maxBytes: number;
}
interface Report {
  format: string;
  study: Record<string, unknown>;
  privacy: { phiDetected: boolean; phiTags: string[] };
  upload?: { uploadId: string; deidentifiedCopyStored: boolean; expiresAt: string };
}
const UPLOADS = '/api/v1/diagnostics/imaging/uploads';
const ANALYSE = '/api/v1/diagnostics/imaging';
const DAY_MS = 86_400_000;

describe('imaging uploads: POST /diagnostics/imaging/uploads, PUT, analyse by uploadId', () => {
  let t: TestApi;
  let caller: SignedUp;
  let other: SignedUp;
  let dir: string;
  const savedDir = process.env.IMAGING_LOCAL_DIR;
  const savedModels = process.env.CONSENSUS_MODELS;

  const create = (key = caller.key, sizeBytes = 64 * 1024) =>
    t.http.post<Ticket>(UPLOADS, { key, json: { sizeBytes } });
  const put = (url: string, bytes: Uint8Array) =>
    fetch(url, { method: 'PUT', body: bytes, headers: { 'Content-Type': 'application/octet-stream' } });
  const analyse = <T = Report>(json: unknown, key = caller.key) => t.http.post<T>(ANALYSE, { key, json });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'imaging-uploads-'));
    process.env.IMAGING_LOCAL_DIR = dir;
    delete process.env.CONSENSUS_MODELS;
    t = await startTestApi();
    caller = await signUpTenant(t.http, { tier: 'professional' });
    other = await signUpTenant(t.http, { tier: 'professional' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
    if (savedDir === undefined) delete process.env.IMAGING_LOCAL_DIR;
    else process.env.IMAGING_LOCAL_DIR = savedDir;
    if (savedModels === undefined) delete process.env.CONSENSUS_MODELS;
    else process.env.CONSENSUS_MODELS = savedModels;
  });

  it('uploads a DICOM study, analyses it by id and keeps only a de-identified copy with retention', async () => {
    const ticket = await create();
    expect(ticket.status).toBe(201);
    expect(ticket.body).toMatchObject({ method: 'PUT', maxBytes: 64 * 1024 });
    expect(ticket.body.uploadId).toMatch(/^upl_/);
    expect(Date.parse(ticket.body.expiresAt)).toBeGreaterThan(Date.now());

    const file = makeDicom({ phi: true, modality: 'CT', bodyPart: 'CHEST' });
    const uploaded = await put(ticket.body.uploadUrl, file);
    expect(uploaded.status).toBe(200);
    // A token names one object once: it cannot overwrite what it uploaded.
    expect((await put(ticket.body.uploadUrl, file)).status).toBe(409);

    const result = await analyse({ uploadId: ticket.body.uploadId, clinicalContext: 'Cough' });
    expect(result.status).toBe(200);
    expect(result.body.format).toBe('dicom');
    expect(result.body.study).toMatchObject({ modality: 'CT', bodyPart: 'CHEST' });
    expect(result.body.privacy.phiDetected).toBe(true);
    expect(result.body.upload).toMatchObject({
      uploadId: ticket.body.uploadId,
      deidentifiedCopyStored: true,
    });
    for (const value of Object.values(PHI_VALUES)) expect(result.text).not.toContain(value);

    // Stored: the de-identified copy only, with no identifying tags; the raw file is gone.
    const storage = imagingStorage({});
    const keys = uploadKeys(caller.orgId, ticket.body.uploadId);
    expect(await storage.get(keys.raw)).toBeUndefined();
    const copy = await storage.get(keys.deidentified);
    expect(copy).toBeDefined();
    const text = Buffer.from(copy ?? new Uint8Array()).toString('latin1');
    for (const value of Object.values(PHI_VALUES)) expect(text).not.toContain(value);
    const reread = readDicom(copy ?? new Uint8Array());
    // Identifying tags are blanked (private tags keep their element, with its value zeroed).
    expect(reread.phiTags).toEqual([]);

    // Recorded for the organization, expiring after the retention period (90 days by default).
    const record = await imagingUploads.get(caller.orgId, ticket.body.uploadId, new Date());
    expect(record).toMatchObject({ status: 'analysed', format: 'dicom', deidentifiedKey: keys.deidentified });
    const days = (Date.parse(record?.expiresAt ?? '') - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);

    // Analysed once: again is a 409, and so is a new PUT to the same URL.
    const again = await analyse<ErrorBody>({ uploadId: ticket.body.uploadId });
    expect(again.status).toBe(409);
    expect((await put(ticket.body.uploadUrl, file)).status).toBe(409);
    expect(await storage.get(keys.raw)).toBeUndefined();
  });

  it('analyses a PNG upload and keeps no copy of it', async () => {
    const ticket = await create();
    expect((await put(ticket.body.uploadUrl, makePng(8, 8))).status).toBe(200);
    const result = await analyse({ uploadId: ticket.body.uploadId });
    expect(result.status).toBe(200);
    expect(result.body.format).toBe('png');
    expect(result.body.upload).toMatchObject({ deidentifiedCopyStored: false });
    const keys = uploadKeys(caller.orgId, ticket.body.uploadId);
    expect(await imagingStorage({}).get(keys.raw)).toBeUndefined();
    expect(await imagingStorage({}).get(keys.deidentified)).toBeUndefined();
  });

  it("answers 404 for another organization's upload id, and 409 before the file is uploaded", async () => {
    const ticket = await create();
    const foreign = await analyse<ErrorBody>({ uploadId: ticket.body.uploadId }, other.key);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const early = await analyse<ErrorBody>({ uploadId: ticket.body.uploadId });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/PUT the file/);
    const unknown = await analyse<ErrorBody>({ uploadId: 'upl_AAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.status).toBe(404);
  });

  it('refuses forged, altered and expired upload URLs with 403', async () => {
    const ticket = await create();
    const url = new URL(ticket.body.uploadUrl);
    const token = url.pathname.split('/').pop() ?? '';
    const [payload, signature] = token.split('.');
    // Pointed at another organization's object with the same signature.
    const altered = Buffer.from(
      JSON.stringify({
        k: uploadKeys(other.orgId, ticket.body.uploadId).raw,
        e: Date.now() + 60_000,
        s: 1024,
      }),
    ).toString('base64url');
    for (const bad of [`${altered}.${signature}`, `${payload}.AAAA`, 'garbage']) {
      const result = await put(`${url.origin}/local-uploads/${bad}`, makePng(4, 4));
      expect(result.status).toBe(403);
      expect(((await result.json()) as ErrorBody).code).toBe('INVALID_UPLOAD_URL');
    }
    const expired = signUploadToken(
      uploadKeys(caller.orgId, ticket.body.uploadId).raw,
      new Date(Date.now() - 1),
      1024,
    );
    const result = await put(`${url.origin}/local-uploads/${expired}`, makePng(4, 4));
    expect(result.status).toBe(403);
    // The one error shape, as every answer of the API (a hostile tester found it without them).
    expect((await result.json()) as ErrorBody).toMatchObject({
      code: 'UPLOAD_URL_EXPIRED',
      error: expect.any(String),
      timestamp: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it('refuses an upload over the 50 MB limit, or over its declared size, with 413 and keeps nothing', async () => {
    const big = await create(caller.key, MAX_UPLOAD_BYTES);
    expect(big.status).toBe(201);
    const result = await put(big.body.uploadUrl, new Uint8Array(MAX_UPLOAD_BYTES + 1));
    expect(result.status).toBe(413);
    expect(await imagingStorage({}).get(uploadKeys(caller.orgId, big.body.uploadId).raw)).toBeUndefined();

    const small = await create(caller.key, 100);
    const over = await put(small.body.uploadUrl, new Uint8Array(101));
    expect(over.status).toBe(413);
    expect(((await over.json()) as ErrorBody).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await imagingStorage({}).get(uploadKeys(caller.orgId, small.body.uploadId).raw)).toBeUndefined();
  });

  it('refuses malformed JSON, wrong types, unknown fields and both image and uploadId with 400', async () => {
    const malformed = await t.http.post<ErrorBody>(UPLOADS, {
      key: caller.key,
      body: '{"sizeBytes":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    for (const json of [
      {},
      { sizeBytes: 'big' },
      { sizeBytes: 0 },
      { sizeBytes: 1.5 },
      { sizeBytes: MAX_UPLOAD_BYTES + 1 },
      { sizeBytes: 10, name: 'x' },
    ]) {
      const result = await t.http.post<ErrorBody>(UPLOADS, { key: caller.key, json });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION_ERROR');
    }
    for (const json of [
      { uploadId: 42 },
      { uploadId: 'not-an-id' },
      {},
      { uploadId: 'upl_AAAAAAAAAAAAAAAAAAAA', image: makePng(4, 4).toString('base64') },
      { uploadId: 'upl_AAAAAAAAAAAAAAAAAAAA', extra: true },
    ]) {
      const result = await analyse<ErrorBody>(json);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION_ERROR');
    }
  });
});
