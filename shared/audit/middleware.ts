import type { MiddlewareObj, Request } from '@middy/core';
import type { ApiEvent, ApiResult } from '../http/types.ts';
import { requestIdOf } from '../http/types.ts';
import { actorOf, recordRequest } from './record.ts';

/**
 * Every request an organization's key made goes into its audit log, which the metrics endpoint
 * also reads. Requests without a tenant (public routes, refused keys) have no log to go to.
 */
export const auditRequests = (): MiddlewareObj<ApiEvent, ApiResult> => {
  const started = new WeakMap<object, number>();

  const finish = async (request: Request<ApiEvent, ApiResult>): Promise<void> => {
    const response = request.response;
    const tenant = request.event.authorization?.tenant;
    if (!response || !tenant) return;
    await recordRequest({
      orgId: tenant.orgId,
      actor: actorOf(tenant),
      method: request.event.httpMethod,
      resource: request.event.resource,
      group: request.event.authorization?.group,
      status: response.statusCode,
      durationMs: Date.now() - (started.get(request) ?? Date.now()),
      requestId: requestIdOf(request.event),
    });
  };

  return {
    before: (request) => {
      started.set(request, Date.now());
    },
    after: finish,
    onError: finish,
  };
};
