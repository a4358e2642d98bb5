import { route } from '../../shared/http/api.ts';
import { createUser, getCurrentUser, signUp } from './schemas.ts';
import { addMember, signUp as createAccount, currentUser } from './service.ts';

export const routes = [
  route(signUp, ({ body }) => createAccount(body)),
  route(createUser, ({ tenant, body }) => addMember(tenant, body)),
  route(getCurrentUser, ({ tenant }) => currentUser(tenant)),
];
