import { createApiHandler, route } from '../../shared/http/api.ts';
import { getUsage } from './contract.ts';
import { usageReport } from './service.ts';

export const routes = [route(getUsage, ({ tenant, query }) => usageReport(tenant, query))];

export const handler = createApiHandler(routes);
