import { createApiHandler, route } from '../../shared/http/api.ts';
import { createUser, getCurrentUser, signUp } from './contract.ts';
import * as portal from './portal.ts';
import {
  createPortalKey,
  getPortalSession,
  listPortalKeys,
  login,
  logout,
  revokePortalKey,
  setPortalKeyLimit,
} from './portal-contract.ts';
import { addMember, signUp as createAccount, currentUser } from './service.ts';

export const routes = [
  route(signUp, ({ body }) => createAccount(body)),
  route(createUser, ({ tenant, body }) => addMember(tenant, body)),
  route(getCurrentUser, ({ tenant }) => currentUser(tenant)),
  route(login, ({ body, sourceIp, setResponseHeader, headers }) =>
    portal.logIn(body, { sourceIp, setResponseHeader, headers }),
  ),
  route(logout, ({ headers, setResponseHeader }) => portal.logOut(headers, setResponseHeader)),
  route(getPortalSession, async ({ headers }) => portal.portalSession(await portal.portalCaller(headers))),
  route(listPortalKeys, async ({ headers }) => portal.portalKeys(await portal.portalCaller(headers))),
  route(createPortalKey, async ({ headers, body }) =>
    portal.createPortalKey(await portal.portalCaller(headers), body),
  ),
  route(setPortalKeyLimit, async ({ headers, params, body }) =>
    portal.setPortalKeyLimit(await portal.portalCaller(headers), params.id, body.dailyLimit),
  ),
  route(revokePortalKey, async ({ headers, params }) =>
    portal.revokePortalKey(await portal.portalCaller(headers), params.id),
  ),
];

export const handler = createApiHandler(routes);
