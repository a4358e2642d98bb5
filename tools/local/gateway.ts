import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  APIGatewayAuthorizerResult,
  APIGatewayEventRequestContext,
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  APIGatewayRequestAuthorizerEvent,
  Context,
} from 'aws-lambda';
import { AUTHORIZER, type EndpointGroup } from '../../functions/registry.ts';
import { type GatewayError, gatewayError } from '../../infra/gateway-responses.ts';
import { errorBody } from '../../shared/http/errors.ts';
import { callerIdentity } from '../../shared/http/types.ts';
import { handleLocalUpload, LOCAL_UPLOAD_PREFIX } from '../../shared/imaging/local-upload.ts';

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
type AuthorizerHandler = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

/** API Gateway's own limits: a 10 MB payload and a 29-second integration timeout. */
const GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;
const INTEGRATION_TIMEOUT_MS = 29_000;
const STAGE = 'local';

interface Resource {
  template: string;
  segments: string[];
  group: EndpointGroup;
  isPublic: boolean;
}

/** Resources as the CDK stack declares them: one per distinct operation path, method ANY. */
const resourcesOf = (groups: readonly EndpointGroup[]): Resource[] => {
  const byTemplate = new Map<string, Resource>();
  for (const group of groups) {
    for (const operation of group.operations) {
      const existing = byTemplate.get(operation.path);
      if (existing && existing.group !== group) {
        throw new Error(`${operation.path} is claimed by both ${existing.group.group} and ${group.group}`);
      }
      byTemplate.set(operation.path, {
        template: operation.path,
        segments: operation.path.split('/').filter(Boolean),
        group,
        isPublic: (existing?.isPublic ?? true) && operation.public,
      });
    }
  }
  return [...byTemplate.values()];
};

/** API Gateway's choice: the resource matching every segment, static segments beating parameters. */
const matchResource = (resources: Resource[], path: string) => {
  // Segment by segment, as API Gateway matches: an empty segment ("//", "/api//v1") is kept, and
  // matches no resource, rather than being dropped so that "/api//v1/health" would serve /api/v1/health.
  const segments = path === '/' ? [] : path.split('/').slice(1);
  let best: { resource: Resource; params: Record<string, string>; score: number } | undefined;
  for (const resource of resources) {
    if (resource.segments.length !== segments.length) continue;
    const params = dictionary<string>();
    let score = 0;
    const matches = resource.segments.every((segment, i) => {
      const actual = segments[i] ?? '';
      if (segment.startsWith('{') && segment.endsWith('}')) {
        params[segment.slice(1, -1)] = safeDecode(actual);
        return actual.length > 0;
      }
      score += 1;
      return segment === actual;
    });
    if (matches && (!best || score > best.score)) best = { resource, params, score };
  }
  return best;
};

/**
 * A map for keys that come from the request (header, query and path parameter names): without a
 * prototype, so names such as `__proto__`, `constructor` or `toString` are plain keys.
 */
const dictionary = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const headersOf = (request: IncomingMessage) => {
  const single = dictionary<string>();
  const multi = dictionary<string[]>();
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i] ?? '';
    const value = request.rawHeaders[i + 1] ?? '';
    single[name] = value;
    multi[name] = [...(multi[name] ?? []), value];
  }
  return { single, multi };
};

const queryOf = (url: URL) => {
  const single = dictionary<string>();
  const multi = dictionary<string[]>();
  for (const [name, value] of url.searchParams) {
    single[name] = value;
    multi[name] = [...(multi[name] ?? []), value];
  }
  const any = Object.keys(single).length > 0;
  return { single: any ? single : null, multi: any ? multi : null };
};

/** A Lambda context for an in-process invocation, with the function's own timeout. */
export const invokeContext = (functionName: string, timeoutSeconds: number, requestId: string): Context => {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

const proxyParameters = (path: string): Record<string, string> => {
  const params = dictionary<string>();
  params.proxy = path.replace(/^\//, '');
  return params;
};

const readBody = (request: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > GATEWAY_MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => resolveBody(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });

const withTimeout = <T>(work: Promise<T>): Promise<T | 'timeout'> =>
  new Promise((resolveWork, reject) => {
    const timer = setTimeout(() => resolveWork('timeout'), INTEGRATION_TIMEOUT_MS);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolveWork(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

const send = (response: ServerResponse, result: APIGatewayProxyResult, requestId: string): void => {
  const headers = dictionary<string | string[]>();
  headers['x-amzn-RequestId'] = requestId;
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    headers[name] = values.map(String);
  const body = result.isBase64Encoded
    ? Buffer.from(result.body, 'base64')
    : Buffer.from(result.body ?? '', 'utf8');
  headers['Content-Length'] = String(body.length);
  response.writeHead(result.statusCode, headers);
  // A HEAD request gets the headers of the GET, and no body (Node drops it for HEAD responses).
  response.end(response.req.method === 'HEAD' ? undefined : body);
};

const sendGatewayError = (response: ServerResponse, error: GatewayError, requestId: string): void =>
  send(
    response,
    {
      statusCode: error.status,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Request-Id': requestId,
        ...(error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {}),
      },
      body: JSON.stringify(errorBody(error.code, error.message, requestId)),
    },
    requestId,
  );

export interface Gateway {
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
}

/**
 * API Gateway (REST, Lambda proxy) in a few hundred lines: matches the resource, runs the real
 * authorizer on protected resources with caching off, passes its context on stringified as API
 * Gateway does, invokes the group's real handler and writes its result back.
 */
export const createGateway = async (groups: readonly EndpointGroup[], root: string): Promise<Gateway> => {
  const load = async <T>(entry: string, name: string): Promise<T> =>
    ((await import(pathToFileURL(resolve(root, entry)).href)) as Record<string, T>)[name] as T;
  const handlers = new Map<EndpointGroup, ProxyHandler>();
  for (const group of groups) handlers.set(group, await load<ProxyHandler>(group.entry, 'handler'));
  const authorizer = await load<AuthorizerHandler>(AUTHORIZER.entry, 'handler');
  const resources = resourcesOf(groups);
  const catchAll = groups.find((group) => group.catchAll);

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const requestId = randomUUID();
    try {
      // The request-target is origin-form (RFC 9112 section 3.2.1): an absolute path and a query. Read as
      // a URL reference, "//x/api/v1/users/me" would be the authority "x" and the path /api/v1/users/me;
      // here it is the path "//x/api/v1/users/me", which no resource matches (API Gateway does not merge
      // slashes either), so the catch-all answers 404.
      const target = request.url ?? '/';
      const url = new URL(`http://localhost${target.startsWith('/') ? target : `/${target}`}`);
      // HEAD is answered as the GET of the same path, without the body: Lambda integrations see GET.
      const requested = (request.method ?? 'GET').toUpperCase();
      const method = requested === 'HEAD' ? 'GET' : requested;
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname;
      // The local stand-in for S3's presigned PUT of imaging uploads (its own 50 MB limit).
      if (path.startsWith(LOCAL_UPLOAD_PREFIX))
        return await handleLocalUpload(request, response, path.slice(LOCAL_UPLOAD_PREFIX.length));
      const body = await readBody(request);
      if (body === 'too-large')
        return sendGatewayError(response, gatewayError('REQUEST_TOO_LARGE'), requestId);

      const matched = matchResource(resources, path);
      const group = matched?.resource.group ?? catchAll;
      const handler = group && handlers.get(group);
      if (!group || !handler) return sendGatewayError(response, gatewayError('DEFAULT_5XX'), requestId);
      const template = matched?.resource.template ?? '/{proxy+}';
      const pathParameters = matched ? matched.params : proxyParameters(path);
      const headers = headersOf(request);
      headers.single['X-Forwarded-Proto'] ??= 'http';
      headers.multi['X-Forwarded-Proto'] ??= ['http'];
      const query = queryOf(url);
      const sourceIp = request.socket.remoteAddress ?? '127.0.0.1';
      const baseContext: Omit<APIGatewayEventRequestContext, 'authorizer'> = {
        accountId: '000000000000',
        apiId: 'local',
        protocol: `HTTP/${request.httpVersion}`,
        httpMethod: method,
        // Like a custom domain: the local URL has no stage prefix.
        path,
        stage: STAGE,
        requestId,
        requestTimeEpoch: Date.now(),
        resourceId: template,
        resourcePath: template,
        identity: callerIdentity(
          sourceIp,
          headers.single['User-Agent'] ?? headers.single['user-agent'] ?? null,
        ),
      };
      const params = Object.keys(pathParameters).length > 0 ? pathParameters : null;
      const requestContext: APIGatewayEventRequestContext = { ...baseContext, authorizer: null };

      if (matched && !matched.resource.isPublic) {
        const methodArn = `arn:aws:execute-api:local:000000000000:local/${STAGE}/${method}${path}`;
        let decision: APIGatewayAuthorizerResult;
        try {
          decision = await authorizer({
            type: 'REQUEST',
            methodArn,
            resource: template,
            path,
            httpMethod: method,
            headers: headers.single,
            multiValueHeaders: headers.multi,
            pathParameters: params,
            queryStringParameters: query.single,
            multiValueQueryStringParameters: query.multi,
            stageVariables: null,
            requestContext: { ...baseContext, authorizer: undefined },
          });
        } catch (error) {
          const unauthorized = error instanceof Error && error.message === 'Unauthorized';
          return sendGatewayError(
            response,
            gatewayError(unauthorized ? 'UNAUTHORIZED' : 'AUTHORIZER_FAILURE'),
            requestId,
          );
        }
        const allowed = decision.policyDocument.Statement.some(
          (statement) =>
            statement.Effect === 'Allow' &&
            'Resource' in statement &&
            [statement.Resource].flat().some((resource) => resource === methodArn || resource === '*'),
        );
        if (!allowed) return sendGatewayError(response, gatewayError('ACCESS_DENIED'), requestId);
        const context = dictionary<string>();
        for (const [name, value] of Object.entries(decision.context ?? {})) {
          if (value !== null && value !== undefined) context[name] = String(value);
        }
        requestContext.authorizer = {
          ...context,
          principalId: decision.principalId,
          integrationLatency: '0',
        };
      }

      const event: APIGatewayProxyEvent = {
        resource: template,
        path,
        httpMethod: method,
        headers: headers.single,
        multiValueHeaders: headers.multi,
        queryStringParameters: query.single,
        multiValueQueryStringParameters: query.multi,
        pathParameters: params,
        stageVariables: null,
        requestContext,
        body: body.length > 0 ? body.toString('utf8') : null,
        isBase64Encoded: false,
      };
      const result = await withTimeout(
        handler(event, invokeContext(`health-ai-${group.group}`, INTEGRATION_TIMEOUT_MS / 1000, requestId)),
      );
      if (result === 'timeout')
        return sendGatewayError(response, gatewayError('INTEGRATION_TIMEOUT'), requestId);
      send(response, result, requestId);
    } catch {
      // A handler that throws past its own error layer is a Lambda error: API Gateway answers 502/500.
      sendGatewayError(response, gatewayError('DEFAULT_5XX'), requestId);
    }
  };

  return { handle };
};
