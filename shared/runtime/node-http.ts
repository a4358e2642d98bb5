import type * as Http from 'node:http';

/**
 * Stands in for `node:http` in the Lambda bundles (an esbuild alias in infra/bundling.ts). An ESM
 * `import … from 'node:http'` makes Node 22 build the module's ESM facade, which reads every export,
 * and the `WebSocket`, `CloseEvent` and `MessageEvent` getters among them load undici: ~15 ms of
 * import CPU for a module whose `STATUS_CODES` (@middy/util) or `request` is all we use. Taken as
 * the CommonJS object, the getters stay unread. The lazy getters (`globalAgent`, `maxHeaderSize`,
 * the WebSocket classes) are left out: a bundle importing one fails to build rather than get a copy.
 */
const http = process.getBuiltinModule('node:http') as typeof Http;

export default http;
export const {
  Agent,
  ClientRequest,
  IncomingMessage,
  METHODS,
  OutgoingMessage,
  STATUS_CODES,
  Server,
  ServerResponse,
  createServer,
  get,
  request,
  setMaxIdleHTTPParsers,
  validateHeaderName,
  validateHeaderValue,
} = http;
