import type { IncomingMessage, ServerResponse } from 'node:http';
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
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(
        `The portal could not be built: ${error instanceof Error ? error.message : String(error)}`,
      );
      return true;
    }
    const name = path.slice('/portal/'.length) || 'index.html';
    const file = built.get(name);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...PORTAL_HEADERS });
      response.end('Not found');
      return true;
    }
    response.writeHead(200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      ...PORTAL_HEADERS,
    });
    response.end(request.method === 'HEAD' ? undefined : file.body);
    return true;
  };
};
