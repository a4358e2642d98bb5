import { createApiHandler, route } from '../../shared/http/api.ts';
import { getMetrics } from './contract.ts';
import { metricsReport } from './service.ts';

export const routes = [route(getMetrics, ({ tenant, query }) => metricsReport(tenant, query.window))];

export const handler = createApiHandler(routes);
