import type {
  APIGatewayEventRequestContext,
  APIGatewayProxyEvent,
  APIGatewayRequestAuthorizerEvent,
  Context,
  SQSEvent,
} from 'aws-lambda';
import { type AuthorizerOutcome, encodeOutcome, type Tenant } from '../../shared/auth/tenant.ts';
import { callerIdentity } from '../../shared/http/types.ts';

let counter = 0;
const nextRequestId = (): string => {
  counter += 1;
  return `test-request-${counter}`;
};

const requestContext = (
  overrides: Partial<APIGatewayEventRequestContext> = {},
): APIGatewayEventRequestContext => ({
  accountId: '000000000000',
  apiId: 'test',
  authorizer: null,
  protocol: 'HTTP/1.1',
  httpMethod: 'GET',
  path: '/test',
  stage: 'test',
  requestId: nextRequestId(),
  requestTimeEpoch: Date.now(),
  resourceId: 'test',
  resourcePath: '/',
  identity: callerIdentity('127.0.0.1', 'vitest'),
  ...overrides,
});

export interface ApiEventOptions {
  method?: string;
  path?: string;
  resource?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  /** A raw body string, sent as is. */
  body?: string;
  /** A value sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** The authorizer outcome, stringified as API Gateway passes it on. */
  outcome?: AuthorizerOutcome;
}

/** An API Gateway REST proxy event as the gateway would deliver it to an endpoint group. */
export const apiGatewayEvent = (options: ApiEventOptions = {}): APIGatewayProxyEvent => {
  const method = options.method ?? 'GET';
  const path = options.path ?? '/';
  const headers: Record<string, string> = {
    ...(options.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  const body = options.json !== undefined ? JSON.stringify(options.json) : (options.body ?? null);
  const authorizer = options.outcome
    ? Object.fromEntries(
        Object.entries(encodeOutcome(options.outcome)).map(([name, value]) => [name, String(value)]),
      )
    : null;
  return {
    resource: options.resource ?? path,
    path,
    httpMethod: method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    queryStringParameters: options.query ?? null,
    multiValueQueryStringParameters: options.query
      ? Object.fromEntries(Object.entries(options.query).map(([name, value]) => [name, [value]]))
      : null,
    pathParameters: options.pathParameters ?? null,
    stageVariables: null,
    requestContext: requestContext({
      httpMethod: method,
      path,
      resourcePath: options.resource ?? path,
      authorizer,
    }),
    body,
    isBase64Encoded: false,
  };
};

export const authorizerEvent = (
  options: { resource?: string; method?: string; apiKey?: string; headers?: Record<string, string> } = {},
): APIGatewayRequestAuthorizerEvent => {
  const method = options.method ?? 'GET';
  const resource = options.resource ?? '/api/v1/users/me';
  const headers = {
    ...(options.apiKey === undefined ? {} : { 'X-API-Key': options.apiKey }),
    ...options.headers,
  };
  const { authorizer: _none, ...context } = requestContext({ httpMethod: method, resourcePath: resource });
  return {
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:us-east-1:000000000000:test/test/${method}${resource}`,
    resource,
    path: resource,
    httpMethod: method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    pathParameters: null,
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    stageVariables: null,
    requestContext: { ...context, authorizer: undefined },
  };
};

export const lambdaContext = (): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test',
  memoryLimitInMB: '512',
  awsRequestId: nextRequestId(),
  logGroupName: '/aws/lambda/test',
  logStreamName: 'test',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

export const tenant = (overrides: Partial<Tenant> = {}): Tenant => ({
  userId: 'usr_test',
  orgId: 'org_test',
  orgName: 'Test organization',
  keyId: 'key000000000',
  tier: 'developer',
  permissions: '*',
  limit: 100,
  orgLimit: 100,
  remaining: 99,
  resetAt: Math.floor(Date.now() / 1000) + 3600,
  ...overrides,
});

/** An SQS event as Lambda delivers it to the webhook worker, one record per body. */
export const sqsEvent = (bodies: readonly string[]): SQSEvent => ({
  Records: bodies.map((body, i) => ({
    messageId: `message-${i}`,
    receiptHandle: `receipt-${i}`,
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: String(Date.now()),
      SenderId: 'AIDAEXAMPLE',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:WebhookQueue',
    awsRegion: 'us-east-1',
  })),
});
