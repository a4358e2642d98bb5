import { createApiHandler, route } from '../../shared/http/api.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { checkSymptoms as checkSymptomsOperation } from './contract.ts';
import { analyzeImagingOperation, createImagingUploadOperation } from './imaging-contract.ts';
import { analyzeImaging, createImagingUpload } from './imaging-service.ts';
import { checkSymptoms } from './service.ts';

export const routes = [
  route(checkSymptomsOperation, async ({ body }) => checkSymptoms(body)),
  route(analyzeImagingOperation, ({ tenant, body }) => analyzeImaging(tenant, body)),
  route(createImagingUploadOperation, ({ tenant, body }) => createImagingUpload(tenant, body)),
];

// The knowledge index is loaded in the cold start's init phase.
knowledgeIndex();

export const handler = createApiHandler(routes);
