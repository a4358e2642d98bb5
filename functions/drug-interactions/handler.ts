import { importedInteractions } from '../../shared/clinical/drugs/checker.ts';
import { createApiHandler, route } from '../../shared/http/api.ts';
import { medicationName } from '../../shared/http/schemas.ts';
import { checkDrugInteractions } from './contract.ts';
import { checkMedications } from './service.ts';

export const routes = [
  route(checkDrugInteractions, async ({ body }) => checkMedications(body.medications.map(medicationName))),
];

// Any imported interaction table is read during the cold start's init phase.
importedInteractions();

export const handler = createApiHandler(routes);
