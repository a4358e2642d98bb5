import { route } from '../../shared/http/api.ts';
import { getMetrics } from './schemas.ts';
import { metricsReport } from './service.ts';

export const routes = [route(getMetrics, ({ tenant, query }) => metricsReport(tenant, query.window))];
