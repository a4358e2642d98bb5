import type { MiddlewareObj, Request } from '@middy/core';
import { type ApiEvent, type ApiResult, requestIdOf } from '../types.ts';

/** Headers every response carries, errors included, with the request id a caller can quote. */
const SECURITY_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

export const securityHeaders = (): MiddlewareObj<ApiEvent, ApiResult> => {
  const stamp = (request: Request<ApiEvent, ApiResult>): void => {
    const response = request.response;
    if (!response) return;
    response.headers = {
      ...SECURITY_HEADERS,
      ...response.headers,
      'X-Request-Id': requestIdOf(request.event),
    };
  };
  return { after: stamp, onError: stamp };
};
