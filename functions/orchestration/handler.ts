import { createApiHandler } from '../../shared/http/api.ts';
import { routes } from './routes.ts';

export const handler = createApiHandler(routes);
