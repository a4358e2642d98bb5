import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { KNOWLEDGE_SOURCES } from '../../shared/knowledge/sources.ts';

const Health = v.object({
  status: v.pipe(v.picklist(['ok', 'degraded']), v.description('degraded when a dependency does not answer')),
  version: v.string(),
  stage: v.string(),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
  checks: v.object({
    store: v.object({ status: v.picklist(['ok', 'unavailable']), latencyMs: v.number() }),
  }),
});

const OpenApiDocument = v.pipe(v.record(v.string(), v.unknown()), v.description('An OpenAPI 3.1 document'));

export const getHealth = defineOperation({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/v1/health',
  tag: 'System',
  summary: 'API health status',
  description: 'Public. Reports the version and whether the data store answers.',
  public: true,
  status: 200,
  response: Health,
  errors: [],
  examples: {
    response: {
      status: 'ok',
      version: '0.1.0',
      stage: 'dev',
      timestamp: '2026-11-22T10:00:00.000Z',
      checks: { store: { status: 'ok', latencyMs: 4 } },
    },
  },
});

export const getOpenApi = defineOperation({
  operationId: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/v1/openapi.json',
  tag: 'System',
  summary: 'This OpenAPI document',
  description: 'Public. Generated from the same schemas that validate every request.',
  public: true,
  status: 200,
  response: OpenApiDocument,
  errors: [],
});

const KnowledgeSources = v.object({
  sources: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      description: v.string(),
      authors: v.optional(v.array(v.string())),
      citation: v.optional(v.string()),
      url: v.string(),
      license: v.string(),
      licenseUrl: v.optional(v.string()),
      publishers: v.array(v.string()),
    }),
  ),
});

export const getSources = defineOperation({
  operationId: 'listKnowledgeSources',
  method: 'GET',
  path: '/api/v1/sources',
  tag: 'System',
  summary: 'Collections the knowledge base is built from',
  description:
    'Public. Each collection with its authors, citation and licence (MedQuAD is CC BY 4.0 and is attributed here and in every result drawn from it).',
  public: true,
  status: 200,
  response: KnowledgeSources,
  errors: [],
  examples: { response: { sources: KNOWLEDGE_SOURCES.map((source) => ({ ...source })) } },
});

export const operations = [getHealth, getOpenApi, getSources];
