import { createApiHandler, route } from '../../shared/http/api.ts';
import { listAuditLogs } from './contract.ts';
import { listEntries } from './service.ts';

export const routes = [route(listAuditLogs, ({ tenant, query }) => listEntries(tenant, query))];

export const handler = createApiHandler(routes);
