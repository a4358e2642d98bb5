import { allOperations } from '../../functions/registry.ts';
import { config } from '../../shared/config.ts';
import { buildOpenApiDocument } from '../../shared/openapi/document.ts';

/**
 * `npm run openapi [-- <server URL>]` prints the OpenAPI document the service serves, for tools that
 * want it without starting the API (the server defaults to the local runtime's address).
 */
const serverUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
process.stdout.write(
  `${JSON.stringify(buildOpenApiDocument(allOperations(), { version: config.version(), serverUrl }), null, 2)}\n`,
);
