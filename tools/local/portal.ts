import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody } from '../../shared/http/errors.ts';
import { buildPortal, CONTENT_SECURITY_POLICY, type PortalFile } from '../../shared/portal/build.ts';

/** Headers the portal's files carry locally; CloudFront's response headers policy sets the same. */
const PORTAL_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cache-Control': 'no-cache',
};

/** A refusal in the API's one error shape, with the portal's headers. */
const answerError = (response: ServerResponse, status: number, body: object): true => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...PORTAL_HEADERS,
  });
  response.end(text);
  return true;
};

/**
 * Serves the developer portal at /portal/ on the local API's own origin, so the page's calls to
 * /auth/* carry its SameSite=Strict session cookie exactly as behind CloudFront. The bundle is built
 * in memory on the first request to /portal.
 */
export const createPortalServer = () => {
  let files: Promise<Map<string, PortalFile>> | undefined;
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== '/portal' && !path.startsWith('/portal/')) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', ...PORTAL_HEADERS }).end();
      return true;
    }
    if (path === '/portal') {
      response.writeHead(308, { Location: '/portal/', ...PORTAL_HEADERS }).end();
      return true;
    }
    files ??= buildPortal();
    let built: Map<string, PortalFile>;
    try {
      built = await files;
    } catch (error) {
      files = undefined;
      const message = `The portal could not be built: ${error instanceof Error ? error.message : String(error)}`;
      return answerError(response, 500, errorBody('INTERNAL_ERROR', message, randomUUID()));
    }
    const name = path.slice('/portal/'.length) || 'index.html';
    const file = built.get(name);
    if (!file)
      return answerError(response, 404, errorBody('NOT_FOUND', `No portal file ${name}`, randomUUID()));
    response.writeHead(200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      ...PORTAL_HEADERS,
    });
    response.end(request.method === 'HEAD' ? undefined : file.body);
    return true;
  };
};
