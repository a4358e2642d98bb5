import { readFileSync } from 'node:fs';
import { startWireServer } from './wire-server.ts';

/**
 * A local server speaking the ClinicalTrials.gov API v2 `GET /api/v2/studies`, with this project's
 * 12 fixture studies over two pages joined by `nextPageToken`. `script(behaviour)`: `ok`;
 * `throttle:<n>` (n replies of 429, then ok); `fail` (503 always); `hang`; `malformed` (a 200 that
 * is not JSON); `wrong-shape` (JSON without `studies`).
 */
interface CtgovRequest {
  params: URLSearchParams;
  at: number;
}

export interface FakeCtgov {
  /** The base URL to set as TRIALS_BASE_URL. */
  url: string;
  requests: CtgovRequest[];
  script: (behaviour: string) => void;
  close: () => Promise<void>;
}

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/research/${name}`, import.meta.url), 'utf8');

export const startFakeCtgov = async (): Promise<FakeCtgov> => {
  const requests: CtgovRequest[] = [];
  let behaviour = 'ok';
  const server = await startWireServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ params: url.searchParams, at: Date.now() });
    const json = (status: number, body: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(body);
    };
    const [kind, count] = behaviour.split(':');
    if (kind === 'hang') return;
    if (kind === 'fail') return json(503, '{"message":"Service Unavailable"}');
    if (kind === 'throttle' && Number(count) > 0) {
      behaviour = `throttle:${Number(count) - 1}`;
      response.writeHead(429, { 'Retry-After': '0' });
      return response.end();
    }
    if (kind === 'malformed') return json(200, '<html>maintenance</html>');
    if (kind === 'wrong-shape') return json(200, '{"items":[]}');
    if (url.pathname !== '/api/v2/studies') return json(404, '{"message":"Not found"}');
    const token = url.searchParams.get('pageToken');
    if (token && token !== 'NF0g5JGBlPMuwQY') return json(400, '{"message":"invalid pageToken"}');
    json(200, fixture(token ? 'ctgov-page-2.json' : 'ctgov-page-1.json'));
  });
  return {
    url: `${server.origin}/api/v2`,
    requests,
    script: (next) => {
      behaviour = next;
    },
    close: server.close,
  };
};
