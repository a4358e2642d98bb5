import { createApiHandler, route } from '../../shared/http/api.ts';
import * as ops from './contract.ts';
import * as service from './service.ts';

export const routes = [
  route(ops.listUsers, ({ tenant, query }) => service.listUsers(tenant, query.organizationId)),
  route(ops.updateUser, ({ tenant, params, body }) => service.updateUser(tenant, params.id, body)),
  route(ops.listOrganizations, ({ tenant }) => service.listOrganizations(tenant)),
  route(ops.createOrganization, ({ tenant, body }) => service.createOrganization(tenant, body.name)),
  route(ops.moveUser, ({ tenant, params, body }) => service.moveUser(tenant, params.id, body.userId)),
  route(ops.complianceReport, ({ tenant }) => service.complianceReport(tenant)),
  route(ops.analytics, ({ tenant, query }) => service.analytics(tenant, query.days)),
];

export const handler = createApiHandler(routes);
