import { route } from '../../shared/http/api.ts';
import { analyzeImagingOperation } from './imaging-contract.ts';
import { analyzeImaging } from './imaging-service.ts';
import { checkSymptoms as checkSymptomsOperation } from './schemas.ts';
import { checkSymptoms } from './service.ts';

export const routes = [
  route(checkSymptomsOperation, async ({ body }) => checkSymptoms(body)),
  route(analyzeImagingOperation, ({ body }) => analyzeImaging(body)),
];
