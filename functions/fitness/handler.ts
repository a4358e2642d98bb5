import { createApiHandler, route } from '../../shared/http/api.ts';
import { planFitness } from './contract.ts';
import { fitnessPlan } from './service.ts';

export const routes = [route(planFitness, async ({ body }) => fitnessPlan(body))];

export const handler = createApiHandler(routes);
