import { createApiHandler } from '../../shared/http/api.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { routes } from './routes.ts';

// The knowledge index is loaded in the cold start's init phase.
knowledgeIndex();

export const handler = createApiHandler(routes);
