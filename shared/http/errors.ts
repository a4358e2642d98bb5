import {
  DomainError,
  type DomainErrorCode,
  type FieldIssue,
  InsufficientTierError,
  ModelsUnavailableError,
  PermissionDeniedError,
  ValidationError,
} from '../errors.ts';

/**
 * Errors of the transport, not of the domain: a body the service cannot read, a method the path
 * does not serve. Each carries its code like a domain error does.
 */
export type TransportErrorCode =
  | 'INVALID_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'METHOD_NOT_ALLOWED';

abstract class TransportError extends Error {
  override name = 'TransportError';
  abstract readonly code: TransportErrorCode;
}

export class InvalidJsonError extends TransportError {
  override name = 'InvalidJsonError';
  readonly code = 'INVALID_JSON' as const;
}

export class UnsupportedMediaTypeError extends TransportError {
  override name = 'UnsupportedMediaTypeError';
  readonly code = 'UNSUPPORTED_MEDIA_TYPE' as const;
}

export class PayloadTooLargeError extends TransportError {
  override name = 'PayloadTooLargeError';
  readonly code = 'PAYLOAD_TOO_LARGE' as const;
  constructor(readonly limitBytes: number) {
    super(`The request body exceeds the limit of ${limitBytes} bytes`);
  }
}

export class MethodNotAllowedError extends TransportError {
  override name = 'MethodNotAllowedError';
  readonly code = 'METHOD_NOT_ALLOWED' as const;
  constructor(readonly allowed: string[]) {
    super(`Method not allowed; this path accepts ${allowed.join(', ')}`);
  }
}

/**
 * The one place where a code becomes an HTTP status. Every error body the service sends, from a
 * Lambda or from the gateway, is `{error, code, timestamp, requestId}` plus `details` for field
 * problems. INTERNAL_ERROR and GATEWAY_TIMEOUT are no error class's: the responder and the gateway
 * send them.
 */
export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  MISSING_API_KEY: 401,
  PAYMENT_REQUIRED: 402,
  INVALID_AUTH: 403,
  INSUFFICIENT_TIER: 403,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  MODELS_UNAVAILABLE: 503,
  UPSTREAM_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const satisfies Record<DomainErrorCode | TransportErrorCode, number> & Record<string, number>;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  timestamp: string;
  requestId: string;
  details?: FieldIssue[];
}

export interface MappedError {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  /** False for errors we did not anticipate: their message is replaced and they are logged. */
  expected: boolean;
}

export const errorBody = (
  code: ErrorCode,
  message: string,
  requestId: string,
  details?: FieldIssue[],
): ErrorBody => ({
  error: message,
  code,
  timestamp: new Date().toISOString(),
  requestId,
  ...(details && details.length > 0 ? { details } : {}),
});

const headersOf = (error: DomainError | TransportError): Record<string, string> => {
  const headers: Record<string, string> = {};
  // Rate limits, busy dependencies and upstreams may each say when to come back.
  if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number')
    headers['Retry-After'] = String(error.retryAfterSeconds);
  if (error instanceof MethodNotAllowedError) headers.Allow = error.allowed.join(', ');
  return headers;
};

const detailsOf = (error: DomainError | TransportError): FieldIssue[] | undefined =>
  error instanceof ValidationError ||
  error instanceof PermissionDeniedError ||
  error instanceof InsufficientTierError
    ? error.details
    : error instanceof ModelsUnavailableError
      ? error.failures.map(({ model, reason }) => ({ path: `models.${model}`, message: reason }))
      : undefined;

export const mapError = (error: unknown, requestId: string): MappedError => {
  if (!(error instanceof DomainError || error instanceof TransportError)) {
    return {
      status: 500,
      body: errorBody(
        'INTERNAL_ERROR',
        'An unexpected error occurred; quote the requestId if you report it',
        requestId,
      ),
      headers: {},
      expected: false,
    };
  }
  return {
    status: ERROR_CODES[error.code],
    body: errorBody(error.code, error.message, requestId, detailsOf(error)),
    headers: headersOf(error),
    expected: true,
  };
};
