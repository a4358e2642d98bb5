import type { APIGatewayEventIdentity, APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { AuthorizerOutcome } from '../auth/tenant.ts';
import type { DuplicateKey } from './duplicate-keys.ts';

/** The API Gateway REST proxy event as our middleware leaves it for the routes. */
export interface ApiEvent extends APIGatewayProxyEvent {
  /** The parsed JSON body, set by the body middleware. */
  jsonBody?: unknown;
  /** Keys the JSON body gives twice in one object, and the body as it reads if the first ones win. */
  duplicateKeys?: { found: readonly DuplicateKey[]; firstWins: unknown };
  /** The body held U+FFFD, the trace of bytes that were not UTF-8: parsed all the same, refused by the route. */
  notUtf8?: boolean;
  /** The authorizer's outcome, decoded once by the decision middleware. */
  authorization?: AuthorizerOutcome;
}

export type ApiResult = APIGatewayProxyResult;

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const requestIdOf = (event: APIGatewayProxyEvent): string =>
  event.requestContext?.requestId ?? 'unknown';

/** The caller identity of a request authenticated by our authorizer: only its address and agent. */
export const callerIdentity = (sourceIp: string, userAgent: string | null): APIGatewayEventIdentity => ({
  accessKey: null,
  accountId: null,
  apiKey: null,
  apiKeyId: null,
  caller: null,
  clientCert: null,
  cognitoAuthenticationProvider: null,
  cognitoAuthenticationType: null,
  cognitoIdentityId: null,
  cognitoIdentityPoolId: null,
  principalOrgId: null,
  sourceIp,
  user: null,
  userAgent,
  userArn: null,
});
