import { createApiHandler } from '../../shared/http/api.ts';
import { routes } from './routes.ts';

/** Also the catch-all: any path no endpoint group serves arrives here and answers 404 NOT_FOUND. */
export const handler = createApiHandler(routes);
