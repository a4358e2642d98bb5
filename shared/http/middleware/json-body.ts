import type { MiddlewareObj, Request } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { duplicateKeys, firstValueWins } from '../duplicate-keys.ts';
import { InvalidJsonError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.ts';
import type { ApiEvent, ApiResult } from '../types.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const CSV_MEDIA_TYPE = /^text\/csv\s*(;|$)/i;

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
    ? error.statusCode
    : undefined;

/**
 * Size limit, media type and JSON parsing, in that order, so a huge or foreign body is refused
 * before any work is spent on it. Runs after header normalising: header names are lower case here.
 * @middy/http-json-body-parser checks the media type and parses; its HTTP errors become ours. It
 * runs on a copy of the event: `event.body` stays the raw text that signed requests are verified
 * against, and the parsed value goes to `event.jsonBody`.
 */
export const jsonBody = (options: { maxBytes: number }): MiddlewareObj<ApiEvent, ApiResult> => {
  const parser = httpJsonBodyParser();
  const parse = parser.before as (request: Request) => unknown;
  return {
    before: async (request) => {
      const event = request.event;
      if (!METHODS_WITH_BODY.has(event.httpMethod) || event.body === null || event.body === undefined) return;
      const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      if (Buffer.byteLength(raw, 'utf8') > options.maxBytes) throw new PayloadTooLargeError(options.maxBytes);
      if (raw.length === 0) return;
      // A compressed body would only fail as "not valid JSON", which sends the caller the wrong way.
      const encoding = (event.headers?.['content-encoding'] ?? 'identity').trim().toLowerCase();
      if (encoding !== '' && encoding !== 'identity')
        throw new UnsupportedMediaTypeError(
          `Content-Encoding ${encoding} is not accepted: send the request body uncompressed`,
        );
      // Uploads may send CSV as it is; operations see it as {"csv": "<text>"} and validate it.
      if (CSV_MEDIA_TYPE.test(event.headers?.['content-type'] ?? '')) {
        event.jsonBody = { csv: raw };
        return;
      }
      // The body is read as UTF-8 (RFC 8259); another declared charset would be read wrong, not refused.
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(event.headers?.['content-type'] ?? '')?.[1];
      if (charset && !/^utf-?8$/i.test(charset))
        throw new UnsupportedMediaTypeError(
          `charset=${charset.slice(0, 40)} is not accepted: send JSON as UTF-8`,
        );
      const copy = { headers: event.headers, body: raw, isBase64Encoded: false };
      try {
        await parse({ ...request, event: copy });
      } catch (error) {
        if (statusOf(error) === 415)
          throw new UnsupportedMediaTypeError(
            'Send the request body as JSON with Content-Type: application/json (or CSV as text/csv to an upload)',
          );
        if (statusOf(error) === 422)
          throw new InvalidJsonError(
            error instanceof Error && error.message.startsWith('Forbidden key')
              ? 'The request body is not accepted: it holds a __proto__ or constructor.prototype key'
              : 'The request body is not valid JSON',
          );
        throw error;
      }
      event.jsonBody = copy.body;
      // Refused by the route, which knows the body's urgent-care reader (shared/http/api.ts).
      const duplicates = duplicateKeys(raw);
      if (duplicates.length > 0)
        event.duplicateKeys = { found: duplicates, firstWins: firstValueWins(raw, duplicates) };
    },
  };
};
