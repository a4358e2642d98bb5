import { createApiHandler, route } from '../../shared/http/api.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './contract.ts';
import { createKey, listKeys, revokeKey } from './service.ts';

export const routes = [
  route(createApiKey, ({ tenant, body }) => createKey(tenant, body)),
  route(listApiKeys, ({ tenant }) => listKeys(tenant)),
  route(revokeApiKey, ({ tenant, params }) => revokeKey(tenant, params.id)),
];

export const handler = createApiHandler(routes);
