import { createApiHandler, route } from '../../shared/http/api.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { searchKnowledge } from './contract.ts';
import { searchKnowledge as search } from './service.ts';

export const routes = [route(searchKnowledge, async ({ query }) => search(query))];

// Loaded during the cold start's init phase, not on the first request.
knowledgeIndex();

export const handler = createApiHandler(routes);
