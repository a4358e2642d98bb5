import { createApiHandler } from '../../shared/http/api.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { routes } from './routes.ts';
import { researchPanel } from './service.ts';

// The summary panel is set up in the cold start's init phase, as /ask's is: a bad panel
// configuration fails the deployment's first invocation loudly instead of a user's request.
researchPanel(knowledgeIndex());

export const handler = createApiHandler(routes);
