import type { APIGatewayProxyEvent, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import * as v from 'valibot';
import { ENDPOINT_GROUPS, type EndpointGroup } from '../../functions/registry.ts';
import { encodeOutcome, type Tenant } from '../../shared/auth/tenant.ts';
import type { AnyOperation } from '../../shared/http/operation.ts';
import { callerIdentity } from '../../shared/http/types.ts';
import { signedHeaders } from '../../shared/webhooks/signing.ts';

/**
 * API Gateway events for every operation of the registry, made from the operation itself: its
 * method and path, its request example as the body, sample path and query values that its schemas
 * accept, and, for a protected operation, the authorizer context API Gateway would pass on for an
 * allowed key. `npm run invoke` runs them through the real handler, and they are what
 * `sam local invoke -e` takes (a direct invoke skips the authorizer, so the context must be there).
 */

/** A caller on the highest tier with every permission, so that no operation is refused for its plan. */
const SAMPLE_TENANT: Tenant = {
  userId: 'usr_sample',
  orgId: 'org_sample',
  orgName: 'Sample organization',
  keyId: 'key000000000',
  tier: 'clinical',
  permissions: '*',
  limit: 100_000,
  orgLimit: 100_000,
  remaining: 99_999,
  // Fixed rather than tomorrow's midnight so that a saved event stays the same file.
  resetAt: 4_102_444_800,
};

/** Values for required query parameters and path segments, by name; anything else gets 'sample'. */
const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  query: 'heart attack warning signs',
  id: 'sample',
  responseId: 'ans_sample',
  runId: 'run_sample',
};

/** Operations as `npm run invoke` names them: `<group> <operationId>`. */
export const findOperation = (
  groupName: string,
  operationId: string,
): { group: EndpointGroup; operation: AnyOperation } | undefined => {
  const group = ENDPOINT_GROUPS.find((candidate) => candidate.group === groupName);
  const operation = group?.operations.find((candidate) => candidate.operationId === operationId);
  return group && operation ? { group, operation } : undefined;
};

/**
 * The smallest record of text values the schema accepts: parameters it requires get their sample
 * value, the rest are left to their defaults.
 */
const sampleParameters = (schema: v.GenericSchema | undefined): Record<string, string> | null => {
  if (!schema) return null;
  const values: Record<string, string> = {};
  const result = v.safeParse(schema, values);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && issue.input === undefined) values[key] = SAMPLE_VALUES[key] ?? 'sample';
    }
  }
  return Object.keys(values).length > 0 ? values : null;
};

const pathParametersOf = (template: string): Record<string, string> | null => {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  return names.length > 0
    ? Object.fromEntries(names.map((name) => [name, SAMPLE_VALUES[name] ?? 'sample']))
    : null;
};

const fill = (template: string, params: Record<string, string> | null): string =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? 'sample'));

const signatureHeaders = (secret: string, operationId: string, body: string): Record<string, string> => {
  const headers = signedHeaders(
    secret,
    `msg_sample_${operationId}_${Date.now()}`,
    Math.floor(Date.now() / 1000),
    body,
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('webhook-')));
};

const multi = (values: Record<string, string> | null): Record<string, string[]> | null =>
  values ? Object.fromEntries(Object.entries(values).map(([name, value]) => [name, [value]])) : null;

export interface SampleEventOptions {
  /**
   * Signs the body as a Standard Webhooks sender would (the billing provider's hook): with the
   * current time, so a saved event is accepted for five minutes only.
   */
  signingSecret?: string;
}

/** The event API Gateway delivers to the group's function for this operation, stage `local`. */
export const sampleEvent = (
  operation: AnyOperation,
  options: SampleEventOptions = {},
): APIGatewayProxyEvent => {
  const pathParameters = pathParametersOf(operation.path);
  const query = sampleParameters(operation.query);
  const path = fill(operation.path, pathParameters);
  const request = operation.examples?.request;
  const body = request === undefined ? null : typeof request === 'string' ? request : JSON.stringify(request);
  const headers: Record<string, string> = {
    Host: '127.0.0.1:3000',
    'User-Agent': 'npm-run-invoke',
    'X-Forwarded-Proto': 'http',
    ...(body === null
      ? {}
      : { 'Content-Type': typeof request === 'string' ? 'text/csv' : 'application/json' }),
    ...(options.signingSecret && body !== null
      ? signatureHeaders(options.signingSecret, operation.operationId, body)
      : {}),
  };
  const authorizer = operation.public
    ? null
    : {
        ...Object.fromEntries(
          Object.entries(encodeOutcome({ decision: 'allow', tenant: SAMPLE_TENANT })).map(([name, value]) => [
            name,
            String(value),
          ]),
        ),
        principalId: SAMPLE_TENANT.keyId,
        integrationLatency: '0',
      };
  return {
    resource: operation.path,
    path,
    httpMethod: operation.method,
    headers,
    multiValueHeaders: multi(headers) ?? {},
    queryStringParameters: query,
    multiValueQueryStringParameters: multi(query),
    pathParameters,
    stageVariables: null,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer,
      protocol: 'HTTP/1.1',
      httpMethod: operation.method,
      path,
      stage: 'local',
      requestId: `sample-${operation.operationId}`,
      requestTimeEpoch: 0,
      resourceId: operation.path,
      resourcePath: operation.path,
      identity: callerIdentity('127.0.0.1', 'npm-run-invoke'),
    },
    body,
    isBase64Encoded: false,
  };
};

/** The authorizer's REQUEST event for this operation, with the key to check in X-API-Key. */
export const sampleAuthorizerEvent = (
  operation: AnyOperation,
  apiKey: string,
): APIGatewayRequestAuthorizerEvent => {
  const event = sampleEvent(operation);
  const { authorizer: _none, ...requestContext } = event.requestContext;
  const headers = { ...event.headers, 'X-API-Key': apiKey };
  return {
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:local:000000000000:local/local/${operation.method}${event.path}`,
    resource: operation.path,
    path: event.path,
    httpMethod: operation.method,
    headers,
    multiValueHeaders: multi(headers) ?? {},
    pathParameters: event.pathParameters,
    queryStringParameters: event.queryStringParameters,
    multiValueQueryStringParameters: event.multiValueQueryStringParameters,
    stageVariables: null,
    requestContext: { ...requestContext, authorizer: undefined },
  };
};
