import * as v from 'valibot';
import { TIERS } from '../../shared/api/tiers.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { timestamp } from '../../shared/http/timestamp.ts';
import { ApiKeySummary, CreateApiKeyBody, CreatedApiKey, KeyIdParams } from '../api-keys/contract.ts';
import { exampleUser } from './examples.ts';

/**
 * The developer portal's own routes. They are public to API Gateway (no API key, no authorizer)
 * and authenticate with a portal session instead: the cookie set by `POST /auth/login` (or
 * `Authorization: Bearer`), plus the `X-Portal-Request: 1` header against cross-site requests.
 */
const SESSION_NOTE =
  'Authenticates with the portal session (the HttpOnly cookie from POST /auth/login, or Authorization: Bearer) and needs the header `X-Portal-Request: 1`; never with an API key.';

const LoginBody = v.strictObject({
  email: v.pipe(v.string(), v.trim(), v.minLength(1, 'Give your e-mail address'), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1, 'Give your password'), v.maxLength(256)),
});

const SessionUser = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  organization: v.string(),
  organizationId: v.string(),
  role: v.picklist(['owner', 'admin', 'member']),
  createdAt: timestamp,
});

const PortalSession = v.object({
  user: SessionUser,
  tier: v.object({
    name: v.picklist(TIERS),
    dailyLimit: v.pipe(
      v.number(),
      v.description("Requests per UTC day for the organization's keys together"),
    ),
    maxActiveKeys: v.number(),
    groups: v.pipe(v.array(v.string()), v.description('Endpoint groups the tier may call')),
  }),
  expiresAt: timestamp,
});

const PortalKey = v.object({
  ...ApiKeySummary.entries,
  remainingToday: v.pipe(v.number(), v.description('Requests this key may still make today (UTC)')),
  daily: v.pipe(
    v.array(v.object({ day: v.string(), count: v.number() })),
    v.description('Requests per UTC day over the last 30 days, oldest first'),
  ),
});

const PortalKeyList = v.object({ keys: v.array(PortalKey) });

const SetKeyLimitBody = v.strictObject({
  dailyLimit: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer('A whole number of requests'), v.minValue(1))),
    v.description(
      "Requests per UTC day for this key, at most the organization's; null for the organization's",
    ),
  ),
});

const exampleSession = {
  user: exampleUser,
  tier: { name: 'developer', dailyLimit: 100, maxActiveKeys: 5, groups: ['consensus', 'knowledge'] },
  expiresAt: '2026-11-22T11:00:00.000Z',
};
const exampleKey = {
  id: '7Hq2LmN9xPzA',
  name: 'production backend',
  prefix: 'hcs_7Hq2LmN9xPzA',
  permissions: ['knowledge'],
  dailyLimit: 50,
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: null,
};

export const login = defineOperation({
  operationId: 'login',
  method: 'POST',
  path: '/auth/login',
  tag: 'Accounts',
  summary: 'Sign in to the developer portal',
  description:
    'Opens a portal session of one hour, set as an HttpOnly, Secure, SameSite=Strict cookie. A session is not an API key: it opens only the /auth/portal routes. Repeated failures slow sign-in down for the account and for the calling address (429 with Retry-After).',
  public: true,
  status: 200,
  body: LoginBody,
  response: PortalSession,
  errors: ['INVALID_AUTH', 'PERMISSION_DENIED', 'RATE_LIMIT_EXCEEDED'],
  examples: {
    request: { email: 'dana@example.org', password: 'plum velvet harbor kite' },
    response: exampleSession,
  },
});

export const logout = defineOperation({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/logout',
  tag: 'Accounts',
  summary: 'Sign out of the developer portal',
  description:
    'Ends the portal session (it is refused from then on) and clears its cookie. Harmless without one.',
  public: true,
  status: 204,
  errors: [],
});

export const getPortalSession = defineOperation({
  operationId: 'getPortalSession',
  method: 'GET',
  path: '/auth/portal/session',
  tag: 'Accounts',
  summary: "The signed-in user, the organization's tier and its limits",
  description: SESSION_NOTE,
  public: true,
  status: 200,
  response: PortalSession,
  errors: ['INVALID_AUTH', 'PERMISSION_DENIED'],
  examples: { response: exampleSession },
});

export const listPortalKeys = defineOperation({
  operationId: 'listPortalKeys',
  method: 'GET',
  path: '/auth/portal/keys',
  tag: 'Accounts',
  summary: "The organization's API keys with 30 days of usage",
  description: SESSION_NOTE,
  public: true,
  status: 200,
  response: PortalKeyList,
  errors: ['INVALID_AUTH', 'PERMISSION_DENIED'],
  examples: {
    response: {
      keys: [
        {
          ...exampleKey,
          status: 'active',
          revokedAt: null,
          usage: { today: 3, total: 40 },
          remainingToday: 47,
          daily: [{ day: '2026-11-22', count: 3 }],
        },
      ],
    },
  },
});

export const createPortalKey = defineOperation({
  operationId: 'createPortalKey',
  method: 'POST',
  path: '/auth/portal/keys',
  tag: 'Accounts',
  summary: 'Create an API key from the portal',
  description: `${SESSION_NOTE} The key acts for the signed-in user: permissions among the endpoint groups the tier includes (every permission, "*", only for an owner; a group above the tier is 403 INSUFFICIENT_TIER), a daily limit at most the organization's. The secret is in this response only.`,
  public: true,
  status: 201,
  body: CreateApiKeyBody,
  response: CreatedApiKey,
  errors: ['CONFLICT', 'INVALID_AUTH', 'PERMISSION_DENIED', 'INSUFFICIENT_TIER'],
  examples: {
    request: { name: 'production backend', permissions: ['knowledge'], dailyLimit: 50 },
    response: { ...exampleKey, key: 'hcs_7Hq2LmN9xPzA…' },
  },
});

export const setPortalKeyLimit = defineOperation({
  operationId: 'setPortalKeyLimit',
  method: 'PATCH',
  path: '/auth/portal/keys/{id}',
  tag: 'Accounts',
  summary: "Change an API key's daily limit",
  description: `${SESSION_NOTE} Members change their own keys; owners and admins any key of the organization. The limit is at most the organization's.`,
  public: true,
  status: 200,
  params: KeyIdParams,
  body: SetKeyLimitBody,
  response: ApiKeySummary,
  errors: ['INVALID_AUTH', 'PERMISSION_DENIED', 'NOT_FOUND'],
  examples: {
    request: { dailyLimit: 20 },
    response: {
      ...exampleKey,
      dailyLimit: 20,
      status: 'active',
      revokedAt: null,
      usage: { today: 3, total: 40 },
    },
  },
});

export const revokePortalKey = defineOperation({
  operationId: 'revokePortalKey',
  method: 'DELETE',
  path: '/auth/portal/keys/{id}',
  tag: 'Accounts',
  summary: 'Revoke an API key from the portal',
  description: `${SESSION_NOTE} Members revoke their own keys; owners and admins any key of the organization.`,
  public: true,
  status: 204,
  params: KeyIdParams,
  errors: ['INVALID_AUTH', 'PERMISSION_DENIED', 'NOT_FOUND'],
});

export const portalOperations = [
  login,
  logout,
  getPortalSession,
  listPortalKeys,
  createPortalKey,
  setPortalKeyLimit,
  revokePortalKey,
];
