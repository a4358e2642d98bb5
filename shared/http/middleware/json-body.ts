import type { MiddlewareObj } from '@middy/core';
import { InvalidJsonError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors.ts';
import type { ApiEvent, ApiResult } from '../types.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;
const CSV_MEDIA_TYPE = /^text\/csv\s*(;|$)/i;

/**
 * Size limit, media type and JSON parsing, in that order, so a huge or foreign body is refused
 * before any work is spent on it. Runs after header normalising: header names are lower case here.
 */
export const jsonBody = (options: { maxBytes: number }): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: (request) => {
    const event = request.event;
    if (!METHODS_WITH_BODY.has(event.httpMethod) || event.body === null || event.body === undefined) return;
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    if (Buffer.byteLength(raw, 'utf8') > options.maxBytes) throw new PayloadTooLargeError(options.maxBytes);
    if (raw.length === 0) return;
    const contentType = event.headers?.['content-type'] ?? '';
    // Uploads may send CSV as it is; operations see it as {"csv": "<text>"} and validate it.
    if (CSV_MEDIA_TYPE.test(contentType)) {
      event.jsonBody = { csv: raw };
      return;
    }
    if (!JSON_MEDIA_TYPE.test(contentType)) {
      throw new UnsupportedMediaTypeError(
        'Send the request body as JSON with Content-Type: application/json (or CSV as text/csv to an upload)',
      );
    }
    try {
      event.jsonBody = JSON.parse(raw);
    } catch {
      throw new InvalidJsonError('The request body is not valid JSON');
    }
  },
});
