import { createApiHandler } from '../../shared/http/api.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { routes } from './routes.ts';

// Loaded during the cold start's init phase, not on the first request.
knowledgeIndex();

export const handler = createApiHandler(routes);
