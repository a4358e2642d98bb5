import { config } from '../../shared/config.ts';
import { createApiHandler, route } from '../../shared/http/api.ts';
import { KNOWLEDGE_SOURCES } from '../../shared/knowledge/sources.ts';
import { getHealth, getOpenApi, getSources } from './contract.ts';
import { openApiDocument } from './openapi.ts';
import { health } from './service.ts';

/** One document per base URL the API is reached at; built on first request, then reused. */
const documents = new Map<string, Record<string, unknown>>();

export const routes = [
  route(getHealth, () => health()),
  route(getSources, async () => ({ sources: [...KNOWLEDGE_SOURCES] })),
  route(getOpenApi, async ({ baseUrl }) => {
    const serverUrl = config.publicBaseUrl() ?? baseUrl;
    let document = documents.get(serverUrl);
    if (!document) {
      document = await openApiDocument(config.version(), serverUrl);
      documents.set(serverUrl, document);
    }
    return document;
  }),
];

/** Also the catch-all: any path no endpoint group serves arrives here and answers 404 NOT_FOUND. */
export const handler = createApiHandler(routes);
