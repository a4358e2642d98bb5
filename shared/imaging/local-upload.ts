import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { imagingStorage, localObjectExists, verifyUploadToken } from './storage.ts';
import { imagingUploads } from './uploads.ts';

/** The path prefix the local runtime serves upload URLs under (the local stand-in for S3). */
export const LOCAL_UPLOAD_PREFIX = '/local-uploads/';

/** The API's one error shape, with the upload's own codes (S3 answers these itself when deployed). */
const reply = (response: ServerResponse, status: number, code: string, message: string): void => {
  const body = JSON.stringify({
    error: message,
    code,
    timestamp: new Date().toISOString(),
    requestId: randomUUID(),
  });
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  response.end(body);
};

/**
 * PUT /local-uploads/{token}: stores the request's bytes as the one object its signed token names,
 * once, up to the declared size and MAX_UPLOAD_BYTES (a larger body is refused with 413 without being kept). The bytes
 * are never logged.
 */
export const handleLocalUpload = async (
  request: IncomingMessage,
  response: ServerResponse,
  token: string,
): Promise<void> => {
  if ((request.method ?? '').toUpperCase() !== 'PUT') {
    response.setHeader('Allow', 'PUT');
    request.resume();
    return reply(response, 405, 'METHOD_NOT_ALLOWED', 'Upload URLs accept PUT only');
  }
  const check = verifyUploadToken(token);
  if (!check.ok) {
    request.resume();
    return check.reason === 'expired'
      ? reply(response, 403, 'UPLOAD_URL_EXPIRED', 'This upload URL has expired: create a new upload')
      : reply(response, 403, 'INVALID_UPLOAD_URL', 'This upload URL is not valid');
  }
  const declared = Number(request.headers['content-length'] ?? '0');
  if (declared > check.maxBytes) {
    request.resume();
    response.setHeader('Connection', 'close');
    return reply(
      response,
      413,
      'PAYLOAD_TOO_LARGE',
      `This upload URL accepts at most ${check.maxBytes} bytes (the declared sizeBytes)`,
    );
  }
  // Once: not over an earlier upload, nor after the upload was analysed (its raw file deleted).
  const [orgId = '', , uploadId = ''] = check.key.split('/');
  const record = await imagingUploads.get(orgId, uploadId, new Date());
  if ((await localObjectExists(check.key)) || record?.status !== 'pending') {
    request.resume();
    return reply(response, 409, 'CONFLICT', 'This upload URL was already used');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  await new Promise<void>((resolve, reject) => {
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > check.maxBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => resolve());
    request.on('error', reject);
  });
  if (tooLarge) {
    response.setHeader('Connection', 'close');
    return reply(
      response,
      413,
      'PAYLOAD_TOO_LARGE',
      `This upload URL accepts at most ${check.maxBytes} bytes (the declared sizeBytes)`,
    );
  }
  if (size === 0) return reply(response, 400, 'VALIDATION_ERROR', 'The upload is empty');
  await imagingStorage({}).put(check.key, new Uint8Array(Buffer.concat(chunks)));
  response.writeHead(200, { 'Content-Length': '0' });
  response.end();
};
