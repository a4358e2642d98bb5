import { route } from '../../shared/http/api.ts';
import { medicationName } from '../../shared/http/schemas.ts';
import { checkDrugInteractions } from './schemas.ts';
import { checkMedications } from './service.ts';

export const routes = [
  route(checkDrugInteractions, async ({ body }) => checkMedications(body.medications.map(medicationName))),
];
