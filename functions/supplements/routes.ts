import { route } from '../../shared/http/api.ts';
import { recommendSupplements } from './schemas.ts';
import { supplementAdvice } from './service.ts';

export const routes = [route(recommendSupplements, async ({ body }) => supplementAdvice(body))];
