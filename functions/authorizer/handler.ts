import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { type AuthorizerOutcome, encodeOutcome } from '../../shared/auth/tenant.ts';
import { validateConfig } from '../../shared/config.ts';
import { describeError, logger } from '../../shared/logging/logger.ts';
import { authorize } from './service.ts';

// A bad setting stops the cold start with the variable's name, as in every other function.
validateConfig();

const headerValue = (event: APIGatewayRequestAuthorizerEvent, name: string): string | undefined => {
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === name && value) return value;
  }
  return undefined;
};

/**
 * API Gateway hands the authorizer the last of a repeated header in `headers`: a request carrying two
 * different keys would act as whichever came last. It is refused instead, without a store call.
 */
const keysPresented = (event: APIGatewayRequestAuthorizerEvent): number =>
  new Set(
    Object.entries(event.multiValueHeaders ?? {})
      .filter(([key]) => key.toLowerCase() === 'x-api-key')
      .flatMap(([, values]) => values ?? [])
      .map((value) => value.trim())
      .filter(Boolean),
  ).size;

/**
 * REQUEST authorizer with result caching off. It always allows the call and passes its decision
 * and the tenant in the context: only the shared HTTP layer can answer 429 and give every refusal
 * the one error shape. A fault (the store not answering) is thrown, which API Gateway answers 5xx.
 */
export const handler = async (
  event: APIGatewayRequestAuthorizerEvent,
): Promise<APIGatewayAuthorizerResult> => {
  try {
    const outcome: AuthorizerOutcome =
      keysPresented(event) > 1
        ? { decision: 'ambiguous_key' }
        : await authorize({
            apiKey: headerValue(event, 'x-api-key'),
            resource: event.resource,
            now: new Date(),
          });
    logger.info('authorize', {
      requestId: event.requestContext?.requestId,
      resource: event.resource,
      decision: outcome.decision,
      orgId: outcome.tenant?.orgId,
      keyId: outcome.tenant?.keyId,
    });
    return {
      principalId: outcome.tenant?.userId ?? 'anonymous',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
      },
      context: encodeOutcome(outcome),
    };
  } catch (error) {
    logger.error('authorizer failure', {
      requestId: event.requestContext?.requestId,
      ...describeError(error),
    });
    throw new Error('Authorizer failure');
  }
};
