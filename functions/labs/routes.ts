import { route } from '../../shared/http/api.ts';
import { getLabUpload as getUploadOperation, interpretLabs, uploadLabs } from './schemas.ts';
import { getLabUpload, interpretLabResults, uploadLabResults } from './service.ts';

export const routes = [
  route(interpretLabs, async ({ body }) => interpretLabResults(body)),
  route(uploadLabs, ({ tenant, body }) => uploadLabResults(tenant, body)),
  route(getUploadOperation, ({ tenant, params }) => getLabUpload(tenant, params.id)),
];
