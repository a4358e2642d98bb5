import { createApiHandler } from '../../shared/http/api.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { routes } from './routes.ts';
import { consensusSettings } from './service.ts';

// The index and the panel are set up in the cold start's init phase; a bad panel configuration
// fails the deployment's first invocation loudly instead of a user's request.
consensusSettings(knowledgeIndex());

export const handler = createApiHandler(routes);
