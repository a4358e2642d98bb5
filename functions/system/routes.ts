import { config } from '../../shared/config.ts';
import { route } from '../../shared/http/api.ts';
import { buildOpenApiDocument } from '../../shared/openapi/document.ts';
import { allOperations } from '../registry.ts';
import { getHealth, getOpenApi } from './schemas.ts';
import { health } from './service.ts';

/** One document per base URL the API is reached at; built on first request, then reused. */
const documents = new Map<string, Record<string, unknown>>();

export const routes = [
  route(getHealth, () => health()),
  route(getOpenApi, async ({ baseUrl }) => {
    const serverUrl = process.env.PUBLIC_BASE_URL ?? baseUrl;
    let document = documents.get(serverUrl);
    if (!document) {
      document = buildOpenApiDocument(allOperations(), { version: config.version(), serverUrl });
      documents.set(serverUrl, document);
    }
    return document;
  }),
];
