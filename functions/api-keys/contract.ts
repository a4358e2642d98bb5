import * as v from 'valibot';
import { GROUPS } from '../../shared/api/catalog.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { requiredDisplayText } from '../../shared/http/schemas.ts';
import { timestamp } from '../../shared/http/timestamp.ts';

const Permission = v.picklist(['*', ...GROUPS], 'Unknown permission; use "*" or endpoint group names');

const Permissions = v.pipe(
  v.array(Permission),
  v.minLength(1, 'Give at least one permission, or leave permissions out for all'),
  v.maxLength(GROUPS.length + 1),
  v.description('Endpoint groups the key may call; ["*"] means every group the tier allows'),
);

export const CreateApiKeyBody = v.strictObject({
  name: v.pipe(requiredDisplayText('name', 100, 'Name the key'), v.description('Label of the key')),
  expiresIn: v.optional(
    v.pipe(
      v.number(),
      v.integer('expiresIn is a whole number of days'),
      v.minValue(1),
      v.maxValue(3650),
      v.description('Days until the key expires; leave out for a key that does not expire'),
    ),
  ),
  permissions: v.optional(Permissions),
  dailyLimit: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.description("Requests per UTC day for this key, at most the organization's limit"),
    ),
  ),
});

const keyFields = {
  id: v.string(),
  name: v.string(),
  prefix: v.pipe(v.string(), v.description('Leading part of the key, to recognise it')),
  permissions: v.array(v.string()),
  dailyLimit: v.pipe(v.number(), v.description('Requests per UTC day this key may make')),
  createdAt: timestamp,
  expiresAt: v.nullable(timestamp),
};

export const CreatedApiKey = v.object({
  ...keyFields,
  key: v.pipe(v.string(), v.description('The full secret key; shown only in this response')),
});

export const ApiKeySummary = v.object({
  ...keyFields,
  status: v.picklist(['active', 'expired', 'revoked']),
  revokedAt: v.nullable(timestamp),
  usage: v.object({
    today: v.pipe(v.number(), v.description('Requests counted today (UTC)')),
    total: v.pipe(v.number(), v.description('Requests counted over the retained history')),
  }),
});

const ApiKeyList = v.object({ keys: v.array(ApiKeySummary) });

export const KeyIdParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

const exampleKey = {
  id: '7Hq2LmN9xPzA',
  name: 'production backend',
  prefix: 'hcs_7Hq2LmN9xPzA',
  permissions: ['*'],
  dailyLimit: 100,
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: '2027-02-20T10:00:00.000Z',
};

export const createApiKey = defineOperation({
  operationId: 'createApiKey',
  method: 'POST',
  path: '/api/v1/api-keys',
  tag: 'API keys',
  summary: 'Create an API key',
  description:
    "Creates a key for the caller's organization. The full `key` is in this response only; store it as a secret. A key is never wider than the key that creates it: its permissions, daily limit and expiry are within the creating key's (what the body leaves out is inherited from it; 403 PERMISSION_DENIED otherwise), and only an owner's key with every permission creates keys with every permission. A permission for a group the organization's tier does not include (`admin` below Clinical) is 403 INSUFFICIENT_TIER. Each tier caps the organization's active keys (409 CONFLICT at the cap).",
  public: false,
  status: 201,
  body: CreateApiKeyBody,
  response: CreatedApiKey,
  errors: ['CONFLICT'],
  examples: {
    request: { name: 'production backend', expiresIn: 90 },
    response: { ...exampleKey, key: 'hcs_7Hq2LmN9xPzA…' },
  },
});

export const listApiKeys = defineOperation({
  operationId: 'listApiKeys',
  method: 'GET',
  path: '/api/v1/api-keys',
  tag: 'API keys',
  summary: "List the organization's API keys",
  description: 'Secrets are never returned; each key shows its status and its requests today and in total.',
  public: false,
  status: 200,
  response: ApiKeyList,
  errors: [],
  examples: {
    response: {
      keys: [{ ...exampleKey, status: 'active', revokedAt: null, usage: { today: 12, total: 4031 } }],
    },
  },
});

export const revokeApiKey = defineOperation({
  operationId: 'revokeApiKey',
  method: 'DELETE',
  path: '/api/v1/api-keys/{id}',
  tag: 'API keys',
  summary: 'Revoke an API key',
  description: 'The key is refused from its next use on. Revoking a revoked key again is harmless.',
  public: false,
  status: 204,
  params: KeyIdParams,
  errors: ['NOT_FOUND'],
});

export const operations = [createApiKey, listApiKeys, revokeApiKey];
