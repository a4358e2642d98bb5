import { createApiHandler, route } from '../../shared/http/api.ts';
import { wearableInsights } from './contract.ts';
import { wearableDataInsights } from './service.ts';

export const routes = [route(wearableInsights, async ({ body }) => wearableDataInsights(body))];

export const handler = createApiHandler(routes);
