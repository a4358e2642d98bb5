import { createApiHandler, route } from '../../shared/http/api.ts';
import { getLabUpload as getUploadOperation, interpretLabs, uploadLabs } from './contract.ts';
import { getLabUpload, interpretLabResults, uploadLabResults } from './service.ts';

export const routes = [
  route(interpretLabs, ({ tenant, body }) => interpretLabResults(tenant, body)),
  // The query carries what a text/csv body cannot; fields in a JSON body win.
  route(uploadLabs, ({ tenant, body, query }) => uploadLabResults(tenant, { ...query, ...body })),
  route(getUploadOperation, ({ tenant, params }) => getLabUpload(tenant, params.id)),
];

export const handler = createApiHandler(routes);
