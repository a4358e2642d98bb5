import { route } from '../../shared/http/api.ts';
import { getUsage } from './schemas.ts';
import { usageReport } from './service.ts';

export const routes = [route(getUsage, ({ tenant, query }) => usageReport(tenant, query))];
