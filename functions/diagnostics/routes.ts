import { route } from '../../shared/http/api.ts';
import { checkSymptoms as checkSymptomsOperation } from './schemas.ts';
import { checkSymptoms } from './service.ts';

export const routes = [route(checkSymptomsOperation, async ({ body }) => checkSymptoms(body))];
