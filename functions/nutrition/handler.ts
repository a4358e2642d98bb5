import { createApiHandler, route } from '../../shared/http/api.ts';
import { analyzeNutrition } from './contract.ts';
import { analyzeFoodLog } from './service.ts';

export const routes = [route(analyzeNutrition, async ({ body }) => analyzeFoodLog(body))];

export const handler = createApiHandler(routes);
