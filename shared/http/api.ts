import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouterHandler from '@middy/http-router';
import type { Context } from 'aws-lambda';
import { auditRequests } from '../audit/middleware.ts';
import { config, validateConfig } from '../config.ts';
import { MissingApiKeyError, NotFoundError, ValidationError } from '../errors.ts';
import { withRequestId } from '../logging/logger.ts';
import { InvalidJsonError, MethodNotAllowedError } from './errors.ts';
import { accessLog } from './middleware/access-log.ts';
import { authorization } from './middleware/authorization.ts';
import { errorResponder } from './middleware/error-responder.ts';
import { jsonBody, NOT_UTF8 } from './middleware/json-body.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import type { AnyOperation, OperationRequest, OperationResult } from './operation.ts';
import { type ApiEvent, type ApiResult, requestIdOf } from './types.ts';
import { urgentInBody } from './urgent-readers.ts';
import { refuseRepeatedQuery, refuseUnreadQuery, validate } from './validation.ts';

export interface Route {
  operation: AnyOperation;
  handler: (event: ApiEvent, context: Context) => Promise<ApiResult>;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResult => ({
  statusCode: status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/**
 * The public base URL of this deployment, for the OpenAPI document's `servers`: PUBLIC_BASE_URL
 * when set (the local runtime sets it to its own address), else the stage URL API Gateway reports
 * in the request context (`https://<domainName>/<stage>` on execute-api, no stage prefix on a custom
 * domain). Never request headers: `Host` and `X-Forwarded-Proto` are the caller's to choose.
 */
export const baseUrlOf = (event: ApiEvent): string => {
  const configured = config.publicBaseUrl();
  if (configured) return configured;
  const domain = event.requestContext?.domainName;
  if (!domain) return '/';
  const stage = event.requestContext?.stage;
  return `https://${domain}${domain.includes('.execute-api.') && stage ? `/${stage}` : ''}`;
};

/**
 * Binds an operation to its implementation: checks that a protected operation has a tenant,
 * validates path, query and body with the operation's schemas, and serialises the result with the
 * operation's success status.
 */
/**
 * A body that gives a field twice says two things, and JSON.parse would keep the last silently: a
 * 400 naming each, led by the urgent-care message of either reading (the stroke in the first
 * "question" as much as the second).
 */
const refuseDuplicateKeys = (schema: object, event: ApiEvent): never => {
  const { found, firstWins } = event.duplicateKeys ?? { found: [], firstWins: undefined };
  const urgent = urgentInBody(schema, firstWins) ?? urgentInBody(schema, event.jsonBody);
  throw new ValidationError(
    `${urgent ? `${urgent} ` : ''}The request body gives a field twice`,
    found.map(({ key, path }) => ({ path, message: `${key} is given twice in one object; send it once` })),
  );
};

/** A body that was not UTF-8 (shared/http/middleware/json-body.ts), led by what could be read in it. */
const refuseNotUtf8 = (schema: object | undefined, event: ApiEvent): never => {
  const urgent = schema ? urgentInBody(schema, event.jsonBody) : undefined;
  throw new InvalidJsonError(`${urgent ? `${urgent} ` : ''}${NOT_UTF8}`);
};

export const route = <O extends AnyOperation>(
  operation: O,
  implementation: (request: OperationRequest<O>) => Promise<OperationResult<O>>,
): Route => ({
  operation,
  handler: async (event) => {
    const tenant = event.authorization?.tenant;
    // Fails closed: a protected route reached without an authorizer decision is refused.
    if (!operation.public && (event.authorization?.decision !== 'allow' || !tenant)) {
      throw new MissingApiKeyError('An API key is required: send it in the X-API-Key header');
    }
    const params = operation.params
      ? validate(operation.params, event.pathParameters ?? {}, 'path')
      : undefined;
    if (operation.query) refuseRepeatedQuery(event.multiValueQueryStringParameters);
    else refuseUnreadQuery(event.queryStringParameters);
    const query = operation.query
      ? validate(operation.query, event.queryStringParameters ?? {}, 'query')
      : undefined;
    if (event.notUtf8) refuseNotUtf8(operation.body, event);
    if (operation.body && event.duplicateKeys) refuseDuplicateKeys(operation.body, event);
    const body = operation.body ? validate(operation.body, event.jsonBody, 'body') : undefined;
    const responseHeaders: Record<string, string> = {};
    const result = await implementation({
      body,
      query,
      params,
      tenant,
      requestId: requestIdOf(event),
      baseUrl: baseUrlOf(event),
      rawBody:
        event.isBase64Encoded && event.body
          ? Buffer.from(event.body, 'base64').toString('utf8')
          : (event.body ?? ''),
      headers: event.headers ?? {},
      sourceIp: event.requestContext?.identity?.sourceIp ?? 'unknown',
      setResponseHeader: (name: string, value: string) => {
        responseHeaders[name] = value;
      },
    } as OperationRequest<O>);
    if (operation.status === 204) return { statusCode: 204, headers: responseHeaders, body: '' };
    return jsonResponse(operation.status, result, responseHeaders);
  },
});

/**
 * HEAD is answered as the GET of the same path without its body (RFC 9110 section 9.3.2): deployed,
 * the gateway's ANY resources pass HEAD to the function, where the router only knows GET.
 */
const headAsGet = (): middy.MiddlewareObj<ApiEvent, ApiResult> => {
  const heads = new WeakSet<ApiEvent>();
  return {
    before: ({ event }) => {
      if (event.httpMethod?.toUpperCase() === 'HEAD') {
        heads.add(event);
        event.httpMethod = 'GET';
      }
    },
    after: (request) => {
      if (request.response && heads.has(request.event)) request.response = { ...request.response, body: '' };
    },
    onError: (request) => {
      if (request.response && heads.has(request.event)) request.response = { ...request.response, body: '' };
    },
  };
};

const templateMatcher = (path: string): RegExp => new RegExp(`^${path.replace(/\{[^/]+\}/g, '[^/]+')}/?$`);

/**
 * The middy chain every endpoint group shares: header normaliser first, the error responder last
 * (so that its onError runs first), the group's routes in @middy/http-router as the handler. After
 * and onError hooks run in reverse: the audit entry and the log line see the final status, and the
 * security headers go on last.
 */
export const createApiHandler = (routes: readonly Route[]) => {
  // A bad setting fails the cold start here, naming the variable, before any request is taken.
  validateConfig();
  const matchers = routes.map((r) => ({
    method: r.operation.method,
    pattern: templateMatcher(r.operation.path),
  }));
  const router = httpRouterHandler<ApiEvent, ApiResult>({
    routes: routes.map((r) => ({ method: r.operation.method, path: r.operation.path, handler: r.handler })),
    notFoundResponse: ({ path }) => {
      const allowed = matchers.filter((m) => m.pattern.test(path)).map((m) => m.method);
      if (allowed.length > 0) throw new MethodNotAllowedError([...new Set(allowed)]);
      throw new NotFoundError(`No endpoint at ${path.slice(0, 200)}`);
    },
  });
  const chain = middy<ApiEvent, ApiResult>()
    .use(httpHeaderNormalizer())
    .use(headAsGet())
    .use(securityHeaders())
    .use(accessLog())
    .use(auditRequests())
    .use(authorization())
    .use(jsonBody({ maxBytes: config.maxBodyBytes() }))
    .use(errorResponder())
    .handler(router);
  return (event: ApiEvent, context: Context): Promise<ApiResult> =>
    withRequestId(requestIdOf(event), () => chain(event, context));
};
