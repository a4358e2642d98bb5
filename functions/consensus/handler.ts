import { createApiHandler, route } from '../../shared/http/api.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { ask, getTrustScore } from './contract.ts';
import { askQuestion, consensusSettings, trustRecord } from './service.ts';

export const routes = [
  route(ask, ({ tenant, body }) => askQuestion(tenant, body)),
  route(getTrustScore, ({ tenant, params }) => trustRecord(tenant, params.responseId)),
];

// The index and the panel are set up in the cold start's init phase; a bad panel configuration
// fails the deployment's first invocation loudly instead of a user's request.
consensusSettings(knowledgeIndex());

export const handler = createApiHandler(routes);
