import { route } from '../../shared/http/api.ts';
import { analyzeNutrition } from './schemas.ts';
import { analyzeFoodLog } from './service.ts';

export const routes = [route(analyzeNutrition, async ({ body }) => analyzeFoodLog(body))];
