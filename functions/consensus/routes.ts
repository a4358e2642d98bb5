import { route } from '../../shared/http/api.ts';
import { ask, getTrustScore } from './schemas.ts';
import { askQuestion, trustRecord } from './service.ts';

export const routes = [
  route(ask, ({ tenant, body }) => askQuestion(tenant, body)),
  route(getTrustScore, ({ tenant, params }) => trustRecord(tenant, params.responseId)),
];
