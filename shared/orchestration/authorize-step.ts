import { decideForKey } from '../auth/decision.ts';
import type { AuthorizerOutcome } from '../auth/tenant.ts';
import { apiKeys } from '../data/repositories/api-keys.ts';

/**
 * The authorizer's decision for one workflow step, made again for the key that started the run:
 * the key must still be valid, the organization's tier must reach the step's path, the key must
 * hold the step's group, and the step counts against the daily limits like any request. The key's
 * secret is never handed to the workflow: the step is decided by the key's id, which the run
 * carries in its execution input (set by us, never by the definition).
 */
export const authorizeStep = async (input: {
  keyId: string;
  orgId: string;
  resource: string;
  now: Date;
}): Promise<AuthorizerOutcome> => {
  const { keyId, orgId, resource, now } = input;
  const record = await apiKeys.get(keyId);
  if (!record || record.orgId !== orgId || record.revokedAt) return { decision: 'invalid_key' };
  if (record.expiresAt && record.expiresAt <= now.toISOString()) return { decision: 'invalid_key' };
  return decideForKey(record, resource, now);
};
