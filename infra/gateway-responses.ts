import type { ErrorCode } from '../shared/http/errors.ts';

/**
 * Errors that API Gateway itself answers, before any of our Lambdas runs. The CDK stack rewrites
 * them into the service's error shape and the local runtime answers them the same way.
 */
export interface GatewayError {
  /** API Gateway's response type. */
  type:
    | 'REQUEST_TOO_LARGE'
    | 'AUTHORIZER_FAILURE'
    | 'AUTHORIZER_CONFIGURATION_ERROR'
    | 'ACCESS_DENIED'
    | 'UNAUTHORIZED'
    | 'THROTTLED'
    | 'INTEGRATION_TIMEOUT'
    | 'DEFAULT_4XX'
    | 'DEFAULT_5XX';
  status: number;
  code: ErrorCode;
  message: string;
  /** Seconds a client should wait before trying again (sent as Retry-After). */
  retryAfterSeconds?: number;
}

export const GATEWAY_ERRORS: readonly GatewayError[] = [
  {
    type: 'REQUEST_TOO_LARGE',
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request is larger than the gateway accepts',
  },
  {
    type: 'AUTHORIZER_FAILURE',
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'Authorization is unavailable; retry shortly',
    retryAfterSeconds: 5,
  },
  {
    type: 'AUTHORIZER_CONFIGURATION_ERROR',
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'Authorization is unavailable; retry shortly',
    retryAfterSeconds: 5,
  },
  {
    type: 'ACCESS_DENIED',
    status: 403,
    code: 'INVALID_AUTH',
    message: 'The API key is invalid, expired or revoked',
  },
  {
    type: 'UNAUTHORIZED',
    status: 401,
    code: 'MISSING_API_KEY',
    message: 'An API key is required: send it in the X-API-Key header',
  },
  {
    type: 'THROTTLED',
    status: 429,
    code: 'RATE_LIMIT_EXCEEDED',
    message: 'Too many requests at once; slow down and retry',
  },
  { type: 'INTEGRATION_TIMEOUT', status: 504, code: 'GATEWAY_TIMEOUT', message: 'The request took too long' },
  {
    type: 'DEFAULT_4XX',
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The request could not be accepted',
  },
  { type: 'DEFAULT_5XX', status: 500, code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
];

export const gatewayError = (type: GatewayError['type']): GatewayError => {
  const found = GATEWAY_ERRORS.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`Unknown gateway response ${type}`);
  return found;
};
