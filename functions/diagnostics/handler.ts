import { createApiHandler, route } from '../../shared/http/api.ts';
import { checkSymptoms as checkSymptomsOperation } from './contract.ts';
import { analyzeImagingOperation, createImagingUploadOperation } from './imaging-contract.ts';
import { analyzeImaging, createImagingUpload } from './imaging-service.ts';
import { checkSymptoms } from './service.ts';

export const routes = [
  route(checkSymptomsOperation, async ({ body }) => checkSymptoms(body)),
  route(analyzeImagingOperation, ({ tenant, body }) => analyzeImaging(tenant, body)),
  route(createImagingUploadOperation, ({ tenant, body }) => createImagingUpload(tenant, body)),
];

// The knowledge index is opened by the first symptom check (service.ts), not at init: the imaging
// routes never read it.
export const handler = createApiHandler(routes);
