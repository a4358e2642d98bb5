import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { startWireServer } from './wire-server.ts';

/**
 * A local server speaking NCBI E-utilities (esearch.fcgi and efetch.fcgi under any base path) with
 * this project's fixtures in the real XML formats. `script(behaviour)` decides the next replies:
 * `ok`; `empty` (a search that finds nothing); `throttle:<n>` (n replies of 429 with Retry-After,
 * then ok); `fail` (500 always); `hang` (never answers); `malformed` (a 200 that is not XML);
 * `error` (esearch's own <ERROR> reply); `truncated-fetch` (efetch cut in the middle of an element).
 */
interface EutilsRequest {
  utility: string;
  params: URLSearchParams;
  at: number;
}

export interface FakeEutils {
  /** The base URL to set as LITERATURE_BASE_URL. */
  url: string;
  requests: EutilsRequest[];
  script: (behaviour: string) => void;
  close: () => Promise<void>;
}

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/research/${name}`, import.meta.url), 'utf8');

export const startFakeEutils = async (): Promise<FakeEutils> => {
  const requests: EutilsRequest[] = [];
  let behaviour = 'ok';
  const xml = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'Content-Type': 'text/xml; charset=UTF-8' });
    response.end(body);
  };
  const server = await startWireServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const utility = /\/(\w+)\.fcgi$/.exec(url.pathname)?.[1] ?? '';
    requests.push({ utility, params: url.searchParams, at: Date.now() });
    const [kind, count] = behaviour.split(':');
    if (kind === 'hang') return;
    if (kind === 'fail') return xml(response, 500, '<html><body>Internal Server Error</body></html>');
    if (kind === 'throttle' && Number(count) > 0) {
      behaviour = `throttle:${Number(count) - 1}`;
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '0' });
      return response.end('{"error":"API rate limit exceeded","count":"4"}');
    }
    if (kind === 'malformed') return xml(response, 200, '<html><body>Service temporarily unavailable');
    if (utility === 'esearch') {
      if (kind === 'error') return xml(response, 200, fixture('esearch-error.xml'));
      return xml(response, 200, fixture(kind === 'empty' ? 'esearch-empty.xml' : 'esearch-metformin.xml'));
    }
    if (utility === 'efetch') {
      const body = fixture('efetch-metformin.xml');
      return xml(response, 200, kind === 'truncated-fetch' ? body.slice(0, body.length / 2) : body);
    }
    xml(response, 400, '<eSearchResult><ERROR>Unknown utility</ERROR></eSearchResult>');
  });
  return {
    url: `${server.origin}/entrez/eutils`,
    requests,
    script: (next) => {
      behaviour = next;
    },
    close: server.close,
  };
};
