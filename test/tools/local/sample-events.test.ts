import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayAuthorizerResult, APIGatewayProxyResult } from 'aws-lambda';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTHORIZER, ENDPOINT_GROUPS, type EndpointGroup } from '../../../functions/registry.ts';
import { PROJECT_ROOT } from '../../../tools/local/api.ts';
import { invokeContext } from '../../../tools/local/gateway.ts';
import { findOperation, sampleAuthorizerEvent, sampleEvent } from '../../../tools/local/sample-events.ts';
import { type FakeCtgov, startFakeCtgov } from '../../support/fake-ctgov.ts';
import { type FakeEutils, startFakeEutils } from '../../support/fake-eutils.ts';
import { startTestStore } from '../../support/store.ts';

// Every group's handler loads on first use (the code set alone takes seconds of CPU).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

type ProxyHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyResult>;

let store: Awaited<ReturnType<typeof startTestStore>>;
let eutils: FakeEutils;
let ctgov: FakeCtgov;
const SIGNING_SECRET = `whsec_${Buffer.from('sample events billing secret 32b').toString('base64')}`;
const VARIABLES = ['LITERATURE_BASE_URL', 'TRIALS_BASE_URL', 'BILLING_WEBHOOK_SECRET', 'LOG_LEVEL'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  store = await startTestStore();
  // The research group's upstreams are the recorded fakes, never the network.
  eutils = await startFakeEutils();
  ctgov = await startFakeCtgov();
  process.env.LITERATURE_BASE_URL = eutils.url;
  process.env.TRIALS_BASE_URL = ctgov.url;
  process.env.BILLING_WEBHOOK_SECRET = SIGNING_SECRET;
  process.env.LOG_LEVEL = 'silent';
});

afterAll(async () => {
  await Promise.all([store.close(), eutils.close(), ctgov.close()]);
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const handlerOf = async (entry: string): Promise<ProxyHandler> =>
  ((await import(pathToFileURL(join(PROJECT_ROOT, entry)).href)) as { handler: ProxyHandler }).handler;

const cases = ENDPOINT_GROUPS.flatMap((group: EndpointGroup) =>
  group.operations.map((operation) => ({
    group,
    operation,
    name: `${group.group} ${operation.operationId}`,
  })),
);

describe('sample events (npm run invoke -- <group> <operationId>)', () => {
  it('cover every operation of the registry, each found by its group and id', () => {
    for (const { group, operation } of cases) {
      expect(findOperation(group.group, operation.operationId)?.operation).toBe(operation);
    }
  });

  it.each(cases)('$name: the event passes the operation’s schemas', ({ operation }) => {
    const event = sampleEvent(operation);
    expect(event.httpMethod).toBe(operation.method);
    expect(event.resource).toBe(operation.path);
    if (operation.body)
      expect(v.safeParse(operation.body, JSON.parse(event.body ?? 'null')).issues).toBeUndefined();
    if (operation.query)
      expect(v.safeParse(operation.query, event.queryStringParameters ?? {}).issues).toBeUndefined();
    if (operation.params)
      expect(v.safeParse(operation.params, event.pathParameters ?? {}).issues).toBeUndefined();
    // A direct invoke skips API Gateway's authorizer: a protected operation's event carries its decision.
    expect(event.requestContext.authorizer?.decision).toBe(operation.public ? undefined : 'allow');
  });

  it.each(cases)(
    '$name: the real handler answers it without a server error',
    async ({ group, operation }) => {
      const handler = await handlerOf(group.entry);
      const result = await handler(
        sampleEvent(operation, { signingSecret: SIGNING_SECRET }),
        invokeContext(`health-ai-${group.group}`, group.timeoutSeconds, `test-${operation.operationId}`),
      );
      expect(result.statusCode, result.body).toBeLessThan(500);
    },
  );

  it('the authorizer takes its sample event and decides (an unknown key is let through as invalid_key)', async () => {
    const found = findOperation('labs', 'interpretLabResults');
    if (!found) throw new Error('labs interpretLabResults is gone from the registry');
    const authorizer = (
      (await import(pathToFileURL(join(PROJECT_ROOT, AUTHORIZER.entry)).href)) as {
        handler: (event: unknown) => Promise<APIGatewayAuthorizerResult>;
      }
    ).handler;
    const decision = await authorizer(sampleAuthorizerEvent(found.operation, 'hcs_not_a_real_key'));
    expect(decision.context?.decision).toBe('invalid_key');
  });
});
