import { createApiHandler, route } from '../../shared/http/api.ts';
import { recommendSupplements } from './contract.ts';
import { supplementAdvice } from './service.ts';

export const routes = [route(recommendSupplements, async ({ body }) => supplementAdvice(body))];

export const handler = createApiHandler(routes);
