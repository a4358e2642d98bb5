import type { MiddlewareObj, Request } from '@middy/core';
import { type AuthorizerOutcome, decodeOutcome } from '../../auth/tenant.ts';
import {
  InsufficientTierError,
  InvalidApiKeyError,
  MissingApiKeyError,
  PermissionDeniedError,
  RateLimitExceededError,
} from '../../errors.ts';
import { secondsUntilNextUtcMidnight } from '../../time.ts';
import { rateLimitHeaders } from '../rate-limit-headers.ts';
import type { ApiEvent, ApiResult } from '../types.ts';

/** Which daily limit a 429 met, with its size when the authorizer passed it on. */
const limitMessage = ({ limitReached, tenant }: AuthorizerOutcome): string => {
  switch (limitReached) {
    case 'organization':
      return `The organization's daily request limit${tenant ? ` of ${tenant.orgLimit}` : ''}, shared by all its API keys, is reached`;
    case 'key':
      return `This API key's own daily request limit${tenant ? ` of ${tenant.limit}` : ''} is reached`;
    default:
      return "The daily request limit of this API key, or its organization's, is reached";
  }
};

/**
 * Turns the authorizer's decision into the caller's answer. The authorizer lets every request
 * through with its decision attached (it cannot answer 429 itself); this middleware refuses what it
 * refused, before the body is even parsed, and stamps the key's quota on every response.
 */
export const authorization = (): MiddlewareObj<ApiEvent, ApiResult> => {
  const addQuotaHeaders = (request: Request<ApiEvent, ApiResult>): void => {
    const tenant = request.event.authorization?.tenant;
    if (!tenant || !request.response) return;
    request.response.headers = { ...request.response.headers, ...rateLimitHeaders(tenant, new Date()) };
  };

  return {
    before: (request) => {
      const outcome = decodeOutcome(request.event.requestContext?.authorizer);
      if (!outcome) return;
      request.event.authorization = outcome;
      switch (outcome.decision) {
        case 'allow':
          return;
        case 'missing_key':
          throw new MissingApiKeyError('An API key is required: send it in the X-API-Key header');
        case 'invalid_key':
          throw new InvalidApiKeyError('The API key is invalid, expired or revoked');
        case 'ambiguous_key':
          throw new InvalidApiKeyError('Send one X-API-Key header: this request carries more than one key');
        case 'insufficient_tier':
          throw new InsufficientTierError(
            `This endpoint needs the ${outcome.requiredTier ?? 'a higher'} tier or above; your organization is on ${
              outcome.tenant?.tier ?? 'a lower tier'
            }`,
          );
        case 'permission_denied':
          throw new PermissionDeniedError(
            `This API key does not have the "${outcome.group ?? 'required'}" permission`,
          );
        case 'rate_limited':
          throw new RateLimitExceededError(
            `${limitMessage(outcome)}; it resets at midnight UTC`,
            secondsUntilNextUtcMidnight(new Date()),
          );
      }
    },
    after: (request) => {
      addQuotaHeaders(request);
    },
    onError: (request) => {
      addQuotaHeaders(request);
    },
  };
};
