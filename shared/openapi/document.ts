import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { CATALOG, resolveCatalogEntry } from '../api/catalog.ts';
import { ERROR_CODES, type ErrorCode } from '../http/errors.ts';
import type { AnyOperation } from '../http/operation.ts';

type JsonObject = Record<string, unknown>;

/**
 * A schema may declare the JSON Schema it stands for in `v.metadata({ jsonSchema })`, e.g. a query
 * parameter parsed from text; the converter copies metadata into the node, where it is swapped in.
 */
const applyDeclared = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(applyDeclared);
  if (node === null || typeof node !== 'object') return node;
  const object = node as JsonObject;
  if (object.jsonSchema && typeof object.jsonSchema === 'object') return object.jsonSchema;
  const mapped = Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, applyDeclared(value)]),
  );
  // A valibot tuple converts to `prefixItems` alone; it lets further items through (and drops them),
  // which `items: {}` says, and Spectral's array-items rule wants an `items` beside every array.
  return Array.isArray(mapped.prefixItems) && !('items' in mapped) ? { ...mapped, items: {} } : mapped;
};

const schemaOf = (schema: v.GenericSchema): JsonObject => {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
  });
  return applyDeclared(rest) as JsonObject;
};

const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'A field is missing, of the wrong type or out of bounds; `details` lists each one',
  INVALID_JSON: 'The body is not valid JSON',
  MISSING_API_KEY: 'No X-API-Key header',
  PAYMENT_REQUIRED: 'A paid plan is applied after payment, by an operator or the billing hook',
  INVALID_AUTH: 'The key is malformed, unknown, expired or revoked',
  INSUFFICIENT_TIER: "The organization's tier is below the endpoint's minimum",
  PERMISSION_DENIED: "The key's permissions do not include this endpoint group",
  NOT_FOUND: 'No such resource, or it belongs to another organization',
  METHOD_NOT_ALLOWED: 'The path exists but not with this method; see the Allow header',
  CONFLICT: 'The resource already exists',
  PAYLOAD_TOO_LARGE: 'The body is larger than 1 MB',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not sent as application/json (or text/csv to an upload)',
  RATE_LIMIT_EXCEEDED: "The key's daily limit is reached; see Retry-After",
  INTERNAL_ERROR: 'An unexpected fault; quote the requestId',
  SERVICE_UNAVAILABLE: 'A dependency does not answer; retry later',
  MODELS_UNAVAILABLE: 'Fewer answer models replied than the quorum; retry later',
  UPSTREAM_UNAVAILABLE:
    'A public service the endpoint stands on (PubMed, ClinicalTrials.gov) cannot be reached or answers unreadably; the message names it',
  GATEWAY_TIMEOUT: 'The request took too long',
};

/** The error codes an operation can answer: its own plus those its shape implies. */
const errorCodesOf = (operation: AnyOperation): ErrorCode[] => {
  const codes = new Set<ErrorCode>(operation.errors);
  if (operation.body) {
    for (const code of [
      'VALIDATION_ERROR',
      'INVALID_JSON',
      'UNSUPPORTED_MEDIA_TYPE',
      'PAYLOAD_TOO_LARGE',
    ] as const) {
      codes.add(code);
    }
  }
  if (operation.query || operation.params) codes.add('VALIDATION_ERROR');
  if (!operation.public) {
    for (const code of [
      'MISSING_API_KEY',
      'INVALID_AUTH',
      'INSUFFICIENT_TIER',
      'PERMISSION_DENIED',
      'RATE_LIMIT_EXCEEDED',
    ] as const) {
      codes.add(code);
    }
  }
  codes.add('INTERNAL_ERROR');
  return [...codes];
};

const RATE_LIMIT_HEADERS = [
  'RateLimit-Policy',
  'RateLimit',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];

const headerRefs = (names: string[]): JsonObject =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** Every parameter carries a description, for generated clients' documentation comments. */
const defaultDescription = (name: string, location: 'path' | 'query'): string =>
  location === 'path' && name === 'id'
    ? 'Identifier of the resource'
    : `The \`${name}\` ${location === 'path' ? 'path segment' : 'query parameter'}`;

/** `askQuestion` → `AskQuestion`: component schema names are derived from the operation id. */
const schemaNameOf = (operation: AnyOperation, part: 'Request' | 'Response'): string =>
  `${operation.operationId.charAt(0).toUpperCase()}${operation.operationId.slice(1)}${part}`;

const componentRef = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

const parametersOf = (operation: AnyOperation): JsonObject[] => {
  const parameters: JsonObject[] = [];
  for (const [location, schema] of [
    ['path', operation.params],
    ['query', operation.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema) as { properties?: Record<string, JsonObject>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property;
      parameters.push({
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: rest,
        description:
          typeof description === 'string' && description ? description : defaultDescription(name, location),
      });
    }
  }
  return parameters;
};

const responsesOf = (operation: AnyOperation): JsonObject => {
  const quota = operation.public ? {} : { headers: headerRefs(['X-Request-Id', ...RATE_LIMIT_HEADERS]) };
  const responses: JsonObject = {
    [operation.status]: operation.response
      ? {
          description: operation.summary,
          ...(operation.public ? { headers: headerRefs(['X-Request-Id']) } : quota),
          content: {
            'application/json': {
              schema: componentRef(schemaNameOf(operation, 'Response')),
              ...(operation.examples?.response === undefined ? {} : { example: operation.examples.response }),
            },
          },
        }
      : { description: operation.summary, ...quota },
  };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(operation)) {
    const status = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
    responses[status] = {
      description: codes.map((code) => `\`${code}\`: ${ERROR_DESCRIPTIONS[code]}`).join('; '),
      headers: headerRefs(status === 429 ? ['X-Request-Id', 'Retry-After'] : ['X-Request-Id']),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return responses;
};

const operationObject = (operation: AnyOperation): JsonObject => {
  const entry = resolveCatalogEntry(operation.path);
  const tierNote = operation.public ? 'Public: no API key.' : `Minimum tier: ${entry?.tier ?? 'developer'}.`;
  const parameters = parametersOf(operation);
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: [operation.description, tierNote].filter(Boolean).join('\n\n'),
    tags: [operation.tag],
    security: operation.public ? [] : [{ ApiKey: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: componentRef(schemaNameOf(operation, 'Request')),
                ...(operation.examples?.request === undefined ? {} : { example: operation.examples.request }),
              },
            },
          },
        }
      : {}),
    responses: responsesOf(operation),
    ...(operation.idempotent ? { 'x-idempotent': true } : {}),
    ...(operation.public
      ? {}
      : { 'x-minimum-tier': entry?.tier ?? 'developer', 'x-endpoint-group': entry?.group }),
  };
};

export interface DocumentOptions {
  version: string;
  serverUrl: string;
}

export const buildOpenApiDocument = (
  operations: readonly AnyOperation[],
  options: DocumentOptions,
): JsonObject => {
  const paths: Record<string, JsonObject> = {};
  // Every request and response body is a named component, so generated clients get named types.
  const bodies: Record<string, JsonObject> = {};
  for (const operation of operations) {
    if (operation.body) bodies[schemaNameOf(operation, 'Request')] = schemaOf(operation.body);
    if (operation.response) bodies[schemaNameOf(operation, 'Response')] = schemaOf(operation.response);
  }
  for (const operation of operations) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method.toLowerCase()]: operationObject(operation),
    };
  }
  const tags = [...new Set(operations.map((operation) => operation.tag))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Health AI Consensus Service',
      version: options.version,
      description: [
        'Health questions answered by a consensus of models, with a trust score and sources; health data',
        'analysis; a medical knowledge base. Answers are informational only and are not medical advice.',
        '',
        `Tiers, lowest first: developer, professional, enterprise, clinical. Paths: ${CATALOG.length} in the catalog.`,
      ].join('\n'),
      contact: { name: 'Health AI Consensus Service team' },
      license: { name: 'Proprietary: use under the terms of your Health AI Consensus Service plan' },
    },
    servers: [{ url: options.serverUrl, description: 'This deployment' }],
    tags: tags.map((name) => ({ name, description: `${name} operations` })),
    paths,
    components: {
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'An API key: hcs_ followed by 50 characters',
        },
      },
      schemas: {
        ...Object.fromEntries(Object.entries(bodies).sort(([a], [b]) => a.localeCompare(b))),
        Error: {
          type: 'object',
          required: ['error', 'code', 'timestamp', 'requestId'],
          properties: {
            error: { type: 'string', description: 'Human-readable message' },
            code: { type: 'string', enum: Object.keys(ERROR_CODES), description: 'Machine-readable code' },
            timestamp: { type: 'string', format: 'date-time' },
            requestId: { type: 'string', description: 'Also in the X-Request-Id header' },
            details: {
              type: 'array',
              description: 'One entry per invalid field',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
      headers: {
        'X-Request-Id': { description: 'Identifier of this request', schema: { type: 'string' } },
        'Retry-After': { description: 'Seconds until the next UTC midnight', schema: { type: 'integer' } },
        'RateLimit-Policy': {
          description: 'IETF httpapi draft: the daily quota, e.g. "daily";q=100;w=86400',
          schema: { type: 'string' },
        },
        RateLimit: {
          description:
            'IETF httpapi draft: remaining requests and seconds to reset, e.g. "daily";r=57;t=3600',
          schema: { type: 'string' },
        },
        'X-RateLimit-Limit': {
          description: 'Requests per UTC day for this key',
          schema: { type: 'integer' },
        },
        'X-RateLimit-Remaining': { description: 'Requests left today', schema: { type: 'integer' } },
        'X-RateLimit-Reset': {
          description: 'Epoch seconds of the next UTC midnight',
          schema: { type: 'integer' },
        },
      },
    },
  };
};
