import type { MiddlewareObj } from '@middy/core';
import { mapError } from '../errors.ts';
import { type ApiEvent, type ApiResult, requestIdOf } from '../types.ts';

/** The last middleware: every error, expected or not, leaves as a response in the one error shape. */
export const errorResponder = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: (request) => {
    const mapped = mapError(request.error, requestIdOf(request.event));
    request.response = {
      statusCode: mapped.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...mapped.headers },
      body: JSON.stringify(mapped.body),
    };
  },
});
