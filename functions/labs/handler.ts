import { createApiHandler, route } from '../../shared/http/api.ts';
import { getLabUpload as getUploadOperation, interpretLabs, uploadLabs } from './contract.ts';
import { getLabUpload, interpretLabResults, uploadLabResults } from './service.ts';

export const routes = [
  route(interpretLabs, ({ tenant, body }) => interpretLabResults(tenant, body)),
  route(uploadLabs, ({ tenant, body }) => uploadLabResults(tenant, body)),
  route(getUploadOperation, ({ tenant, params }) => getLabUpload(tenant, params.id)),
];

export const handler = createApiHandler(routes);
