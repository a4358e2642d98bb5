import { createApiHandler, route } from '../../shared/http/api.ts';
import * as ops from './contract.ts';
import * as service from './service.ts';

export const routes = [
  route(ops.createWebhook, ({ tenant, body }) => service.createWebhook(tenant, body)),
  route(ops.listWebhooks, ({ tenant }) => service.listWebhooks(tenant)),
  route(ops.getWebhook, ({ tenant, params }) => service.getWebhook(tenant, params.id)),
  route(ops.updateWebhook, ({ tenant, params, body }) => service.updateWebhook(tenant, params.id, body)),
  route(ops.deleteWebhook, ({ tenant, params }) => service.deleteWebhook(tenant, params.id)),
  route(ops.testWebhook, ({ tenant, params }) => service.testWebhook(tenant, params.id)),
];

export const handler = createApiHandler(routes);
