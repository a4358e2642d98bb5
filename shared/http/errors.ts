import {
  ConflictError,
  type FieldIssue,
  InsufficientTierError,
  InvalidApiKeyError,
  InvalidJsonError,
  InvalidSignatureError,
  MethodNotAllowedError,
  MissingApiKeyError,
  ModelsUnavailableError,
  NotFoundError,
  PayloadTooLargeError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitExceededError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  UpstreamUnavailableError,
  ValidationError,
} from '../errors.ts';

/**
 * The only place where domain errors become HTTP statuses and machine-readable codes. Every error
 * body the service sends, from a Lambda or from the gateway, is `{error, code, timestamp, requestId}`
 * plus `details` for field problems.
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
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

type ErrorClass = abstract new (...args: never[]) => Error;

const MAPPING: ReadonlyArray<readonly [ErrorClass, ErrorCode]> = [
  [ValidationError, 'VALIDATION_ERROR'],
  [InvalidJsonError, 'INVALID_JSON'],
  [MissingApiKeyError, 'MISSING_API_KEY'],
  [InvalidApiKeyError, 'INVALID_AUTH'],
  [InsufficientTierError, 'INSUFFICIENT_TIER'],
  [PermissionDeniedError, 'PERMISSION_DENIED'],
  [NotFoundError, 'NOT_FOUND'],
  [MethodNotAllowedError, 'METHOD_NOT_ALLOWED'],
  [ConflictError, 'CONFLICT'],
  [PayloadTooLargeError, 'PAYLOAD_TOO_LARGE'],
  [UnsupportedMediaTypeError, 'UNSUPPORTED_MEDIA_TYPE'],
  [RateLimitExceededError, 'RATE_LIMIT_EXCEEDED'],
  [ServiceUnavailableError, 'SERVICE_UNAVAILABLE'],
  [ModelsUnavailableError, 'MODELS_UNAVAILABLE'],
  [UpstreamUnavailableError, 'UPSTREAM_UNAVAILABLE'],
  [PaymentRequiredError, 'PAYMENT_REQUIRED'],
  [InvalidSignatureError, 'INVALID_AUTH'],
];

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

export const mapError = (error: unknown, requestId: string): MappedError => {
  const match = MAPPING.find(([type]) => error instanceof type);
  if (!match || !(error instanceof Error)) {
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
  const code = match[1];
  const headers: Record<string, string> = {};
  if (error instanceof RateLimitExceededError) headers['Retry-After'] = String(error.retryAfterSeconds);
  if (error instanceof MethodNotAllowedError) headers.Allow = error.allowed.join(', ');
  if (error instanceof ServiceUnavailableError && error.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(error.retryAfterSeconds);
  if (error instanceof UpstreamUnavailableError && error.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(error.retryAfterSeconds);
  const details =
    error instanceof ValidationError || error instanceof PermissionDeniedError
      ? error.details
      : error instanceof ModelsUnavailableError
        ? error.failures.map(({ model, reason }) => ({ path: `models.${model}`, message: reason }))
        : undefined;
  return {
    status: ERROR_CODES[code],
    body: errorBody(code, error.message, requestId, details),
    headers,
    expected: true,
  };
};
