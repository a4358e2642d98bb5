import type { MiddlewareObj, Request } from '@middy/core';
import { resolveCatalogEntry } from '../../api/catalog.ts';
import { describeError, logger } from '../../logging/logger.ts';
import { recordRequestMetrics } from '../../logging/metrics.ts';
import { type ApiEvent, type ApiResult, requestIdOf } from '../types.ts';

/**
 * One structured log line per request, and on Lambda the group's latency and error metrics. The
 * line names the route template, never the path or body, so that ids, keys and readings stay out
 * of the logs.
 */
export const accessLog = (): MiddlewareObj<ApiEvent, ApiResult> => {
  const started = new WeakMap<object, number>();

  const finish = (request: Request<ApiEvent, ApiResult>): void => {
    const response = request.response;
    if (!response) return;
    const event = request.event;
    const tenant = event.authorization?.tenant;
    const durationMs = Date.now() - (started.get(request) ?? Date.now());
    logger.info('request', {
      requestId: requestIdOf(event),
      method: event.httpMethod,
      resource: event.resource,
      status: response.statusCode,
      durationMs,
      orgId: tenant?.orgId,
      keyId: tenant?.keyId,
      ...(response.statusCode >= 500 && request.error ? describeError(request.error) : {}),
    });
    // Public routes reach no authorizer: their group comes from the catalog, as the authorizer's does.
    const group =
      event.authorization?.group ??
      resolveCatalogEntry(event.resource ?? event.path ?? '')?.group ??
      'unknown';
    recordRequestMetrics({ group, status: response.statusCode, durationMs });
  };

  return {
    before: (request) => {
      started.set(request, Date.now());
    },
    after: finish,
    onError: finish,
  };
};
