import { route } from '../../shared/http/api.ts';
import { planFitness } from './schemas.ts';
import { fitnessPlan } from './service.ts';

export const routes = [route(planFitness, async ({ body }) => fitnessPlan(body))];
