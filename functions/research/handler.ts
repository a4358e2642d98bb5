import { createApiHandler, route } from '../../shared/http/api.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { literature, trials } from './contract.ts';
import { researchLiterature, researchPanel, researchTrials } from './service.ts';

export const routes = [
  route(literature, ({ tenant, body }) => researchLiterature(tenant, body)),
  route(trials, ({ tenant, body }) => researchTrials(tenant, body)),
];

// The summary panel is set up in the cold start's init phase, as /ask's is: a bad panel
// configuration fails the deployment's first invocation loudly instead of a user's request.
researchPanel(knowledgeIndex());

export const handler = createApiHandler(routes);
