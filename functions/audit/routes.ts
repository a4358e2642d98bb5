import { route } from '../../shared/http/api.ts';
import { listAuditLogs } from './schemas.ts';
import { listEntries } from './service.ts';

export const routes = [route(listAuditLogs, ({ tenant, query }) => listEntries(tenant, query))];
