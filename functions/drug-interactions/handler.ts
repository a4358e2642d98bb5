import { importedInteractions } from '../../shared/clinical/drugs/checker.ts';
import { createApiHandler } from '../../shared/http/api.ts';
import { routes } from './routes.ts';

// Any imported interaction table is read during the cold start's init phase.
importedInteractions();

export const handler = createApiHandler(routes);
