import { route } from '../../shared/http/api.ts';
import { literature, trials } from './schemas.ts';
import { researchLiterature, researchTrials } from './service.ts';

export const routes = [
  route(literature, ({ tenant, body }) => researchLiterature(tenant, body)),
  route(trials, ({ tenant, body }) => researchTrials(tenant, body)),
];
