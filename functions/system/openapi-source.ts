import { buildOpenApiDocument } from '../../shared/openapi/document.ts';
import { allOperations } from '../registry.ts';

/** The document from the registry; version and server are filled in per request by ./openapi.ts. */
export const buildDocument = (): Record<string, unknown> =>
  buildOpenApiDocument(allOperations(), { version: '', serverUrl: '' });
