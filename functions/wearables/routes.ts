import { route } from '../../shared/http/api.ts';
import { wearableInsights } from './schemas.ts';
import { wearableDataInsights } from './service.ts';

export const routes = [route(wearableInsights, async ({ body }) => wearableDataInsights(body))];
