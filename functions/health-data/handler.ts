import { createApiHandler, route } from '../../shared/http/api.ts';
import { medicationName } from '../../shared/http/schemas.ts';
import { analyzeHealthData } from './contract.ts';
import { analyze } from './service.ts';

export const routes = [
  route(analyzeHealthData, ({ tenant, body }) =>
    analyze(tenant, {
      ...body,
      data: { ...body.data, medications: body.data.medications?.map(medicationName) },
    }),
  ),
];

export const handler = createApiHandler(routes);
