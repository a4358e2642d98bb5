import { keyMatchesHash, parseApiKey } from '../../shared/auth/api-key-format.ts';
import { decideForKey } from '../../shared/auth/decision.ts';
import type { AuthorizerOutcome } from '../../shared/auth/tenant.ts';
import { apiKeys } from '../../shared/data/repositories/api-keys.ts';

export interface AuthorizeInput {
  apiKey: string | undefined;
  /** The resource template of the call, e.g. /api/v1/api-keys/{id}. */
  resource: string;
  now: Date;
}

const INVALID: AuthorizerOutcome = { decision: 'invalid_key' };

/**
 * Decides a call in at most three DynamoDB requests: the key record (by the id embedded in the key),
 * then decideForKey (its organization and one conditional counter increment).
 */
export const authorize = async ({ apiKey, resource, now }: AuthorizeInput): Promise<AuthorizerOutcome> => {
  const presented = apiKey?.trim();
  if (!presented) return { decision: 'missing_key' };
  const parsed = parseApiKey(presented);
  if (!parsed) return INVALID;

  const record = await apiKeys.get(parsed.keyId);
  if (!record || !keyMatchesHash(presented, record.secretHash) || record.revokedAt) return INVALID;
  if (record.expiresAt && record.expiresAt <= now.toISOString()) return INVALID;

  return decideForKey(record, resource, now);
};
