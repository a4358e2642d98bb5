import type { MiddlewareObj, Request } from '@middy/core';
import { actorOf, recordRequest } from '../../audit/record.ts';
import { describeError, logger } from '../../logging/logger.ts';
import { type ApiEvent, type ApiResult, requestIdOf } from '../types.ts';

/**
 * Headers every response carries, and one structured log line per request. The line names the
 * route template, never the path or body, so that ids, keys and readings stay out of the logs.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

export const requestMeta = (): MiddlewareObj<ApiEvent, ApiResult> => {
  const started = new WeakMap<object, number>();

  const finish = async (request: Request<ApiEvent, ApiResult>): Promise<void> => {
    const response = request.response;
    if (!response) return;
    const requestId = requestIdOf(request.event);
    response.headers = { ...SECURITY_HEADERS, ...response.headers, 'X-Request-Id': requestId };
    const tenant = request.event.authorization?.tenant;
    const durationMs = Date.now() - (started.get(request) ?? Date.now());
    logger.info('request', {
      requestId,
      method: request.event.httpMethod,
      resource: request.event.resource,
      status: response.statusCode,
      durationMs,
      orgId: tenant?.orgId,
      keyId: tenant?.keyId,
      ...(response.statusCode >= 500 && request.error ? describeError(request.error) : {}),
    });
    // Every request an organization's key made goes into its audit log, which metrics also read.
    if (tenant) {
      await recordRequest({
        orgId: tenant.orgId,
        actor: actorOf(tenant),
        method: request.event.httpMethod,
        resource: request.event.resource,
        group: request.event.authorization?.group,
        status: response.statusCode,
        durationMs,
        requestId,
      });
    }
  };

  return {
    before: (request) => {
      started.set(request, Date.now());
    },
    after: finish,
    onError: finish,
  };
};
