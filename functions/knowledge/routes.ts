import { route } from '../../shared/http/api.ts';
import { searchKnowledge } from './schemas.ts';
import { searchKnowledge as search } from './service.ts';

export const routes = [route(searchKnowledge, async ({ query }) => search(query))];
