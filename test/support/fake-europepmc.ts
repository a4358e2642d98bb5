import { readFileSync } from 'node:fs';
import { startWireServer } from './wire-server.ts';

/**
 * A local server speaking Europe PMC's REST `search` (JSON, core results) with this project's
 * fixture. `script(behaviour)`: `ok`; `fail` (500 always); `malformed` (a 200 that is not JSON).
 */
export interface FakeEuropePmc {
  /** The base URL to set as EUROPE_PMC_BASE_URL. */
  url: string;
  requests: URLSearchParams[];
  script: (behaviour: string) => void;
  close: () => Promise<void>;
}

export const startFakeEuropePmc = async (): Promise<FakeEuropePmc> => {
  const requests: URLSearchParams[] = [];
  let behaviour = 'ok';
  const body = readFileSync(new URL('../fixtures/research/europepmc-search.json', import.meta.url), 'utf8');
  const server = await startWireServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url.searchParams);
    if (behaviour === 'fail') {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      return response.end('Internal error');
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(behaviour === 'malformed' ? '<html>' : body);
  });
  return {
    url: `${server.origin}/europepmc/webservices/rest`,
    requests,
    script: (next) => {
      behaviour = next;
    },
    close: server.close,
  };
};
