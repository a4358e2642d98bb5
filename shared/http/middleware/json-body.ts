import type { MiddlewareObj, Request } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { duplicateKeys, firstValueWins } from '../duplicate-keys.ts';
import { InvalidJsonError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.ts';
import type { ApiEvent, ApiResult } from '../types.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const CSV_MEDIA_TYPE = /^text\/csv\s*(;|$)/i;

/**
 * The parameters of a media type, RFC 9110 section 8.3.1: `*( OWS ";" OWS [ parameter ] )`, a
 * parameter being `token "=" ( token / quoted-string )`. Empty ones (`;;`) are allowed by the
 * grammar; a name without a value, or `====`, is not a parameter.
 */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED_STRING = '"(?:[\\t !#-\\[\\]-~\\x80-\\xff]|\\\\[\\t -~\\x80-\\xff])*"';
const PARAMETERS = new RegExp(`^(?:[ \\t]*;[ \\t]*(?:${TOKEN}=(?:${TOKEN}|${QUOTED_STRING}))?)*[ \\t]*$`);

/** Whether a Content-Type's parameters follow RFC 9110 (its type and subtype are checked by the parser). */
const wellFormedParameters = (contentType: string): boolean => {
  const start = contentType.indexOf(';');
  return start < 0 || PARAMETERS.test(contentType.slice(start));
};

/**
 * JSON is UTF-8 (RFC 8259 section 8.1). API Gateway passes a text body on as a string with each byte
 * that is not UTF-8 already replaced by U+FFFD, so that character, unescaped, is the only trace left
 * of one: refused, with the escape to use for a U+FFFD meant.
 */
const notUtf8 = (raw: string): boolean => raw.includes('\ufffd');
export const NOT_UTF8 =
  'The request body is not valid UTF-8: bytes that are not UTF-8 reach the service as U+FFFD, the replacement character. Send the body as UTF-8 (a U+FFFD you mean to send goes as the JSON escape \\ufffd)';

/** RFC 8259 section 8.1: a networked JSON text must not start with one (a parser may ignore it; we say so). */
const BOM =
  'The request body starts with a byte order mark (U+FEFF), which JSON sent over a network must not have (RFC 8259 section 8.1): send it without';

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
      // A base64 body (a binary media type) is decoded as API Gateway decodes a text one: each byte that
      // is not UTF-8 becomes U+FFFD.
      const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      if (Buffer.byteLength(raw, 'utf8') > options.maxBytes) throw new PayloadTooLargeError(options.maxBytes);
      if (raw.length === 0) return;
      // A compressed body would only fail as "not valid JSON", which sends the caller the wrong way.
      const encoding = (event.headers?.['content-encoding'] ?? 'identity').trim().toLowerCase();
      if (encoding !== '' && encoding !== 'identity')
        throw new UnsupportedMediaTypeError(
          `Content-Encoding ${encoding} is not accepted: send the request body uncompressed`,
        );
      // A malformed media type (`application/json;;;====`) is not a JSON media type: 415, like a foreign one.
      if (!wellFormedParameters(event.headers?.['content-type'] ?? ''))
        throw new UnsupportedMediaTypeError(
          'The Content-Type header is not a well-formed media type (RFC 9110 section 8.3.1): send Content-Type: application/json (or text/csv to an upload)',
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
              : notUtf8(raw)
                ? NOT_UTF8
                : raw.startsWith('\ufeff')
                  ? BOM
                  : 'The request body is not valid JSON',
          );
        throw error;
      }
      // Refused by the route, which leads with what the body's urgent-care reader finds in it.
      if (notUtf8(raw)) event.notUtf8 = true;
      event.jsonBody = copy.body;
      // Refused by the route, which knows the body's urgent-care reader (shared/http/api.ts).
      const duplicates = duplicateKeys(raw);
      if (duplicates.length > 0)
        event.duplicateKeys = { found: duplicates, firstWins: firstValueWins(raw, duplicates) };
    },
  };
};
