import { route } from '../../shared/http/api.ts';
import { analyzeImagingOperation, createImagingUploadOperation } from './imaging-contract.ts';
import { analyzeImaging, createImagingUpload } from './imaging-service.ts';
import { checkSymptoms as checkSymptomsOperation } from './schemas.ts';
import { checkSymptoms } from './service.ts';

export const routes = [
  route(checkSymptomsOperation, async ({ body }) => checkSymptoms(body)),
  route(analyzeImagingOperation, ({ tenant, body }) => analyzeImaging(tenant, body)),
  route(createImagingUploadOperation, ({ tenant, body }) => createImagingUpload(tenant, body)),
];
