import { config } from '../../shared/config.ts';
import { route } from '../../shared/http/api.ts';
import { buildOpenApiDocument } from '../../shared/openapi/document.ts';
import { allOperations } from '../registry.ts';
import { getHealth, getOpenApi } from './schemas.ts';
import { health } from './service.ts';

let document: Record<string, unknown> | undefined;

export const routes = [
  route(getHealth, () => health()),
  route(getOpenApi, async () => {
    document ??= buildOpenApiDocument(allOperations(), {
      version: config.version(),
      serverUrl: process.env.PUBLIC_BASE_URL ?? 'http://127.0.0.1:3000',
    });
    return document;
  }),
];
