import { keyMatchesHash, parseApiKey } from '../../shared/auth/api-key-format.ts';
import { decideForKey } from '../../shared/auth/decision.ts';
import type { AuthorizerOutcome } from '../../shared/auth/tenant.ts';
import { type ApiKeyRecord, apiKeys } from '../../shared/data/repositories/api-keys.ts';
import type { DailyUsage } from '../../shared/data/repositories/usage.ts';
import { utcDay } from '../../shared/time.ts';

export interface AuthorizeInput {
  apiKey: string | undefined;
  /** The resource template of the call, e.g. /api/v1/api-keys/{id}. */
  resource: string;
  now: Date;
}

const INVALID: AuthorizerOutcome = { decision: 'invalid_key' };

/**
 * The organization of each key this container has seen present its right secret. A key never
 * changes organization, so the entry never goes stale; knowing it lets the key and its
 * organization's counter be read in one request. Bounded so that a container serving many keys
 * keeps the most recent ones (Map keeps insertion order: the first entry is the oldest).
 */
const MAX_REMEMBERED_KEYS = 10_000;
const organizationOfKey = new Map<string, string>();

const remember = (keyId: string, orgId: string): void => {
  organizationOfKey.delete(keyId);
  if (organizationOfKey.size >= MAX_REMEMBERED_KEYS) {
    const oldest = organizationOfKey.keys().next().value;
    if (oldest !== undefined) organizationOfKey.delete(oldest);
  }
  organizationOfKey.set(keyId, orgId);
};

/** For tests and the benchmark: the next decision for every key is a cold container's. */
export const forgetKnownKeys = (): void => organizationOfKey.clear();

/**
 * Decides a call in at most two DynamoDB requests when allowed and one when refused (docs/decisions.md,
 * "Store calls per decision"). For a key this container knows, one strongly consistent batch read
 * returns the key record (with its copy of the organization's plan) and today's counter: a refusal
 * of any kind is decided from those, an allowed call adds the conditional counter write. A key not
 * seen before is read alone first, so its first tier, permission or limit refusal reads the counter
 * as a second request; an unknown or forged key always costs one.
 */
export const authorize = async ({ apiKey, resource, now }: AuthorizeInput): Promise<AuthorizerOutcome> => {
  const presented = apiKey?.trim();
  if (!presented) return { decision: 'missing_key' };
  const parsed = parseApiKey(presented);
  if (!parsed) return INVALID;

  const knownOrgId = organizationOfKey.get(parsed.keyId);
  let record: ApiKeyRecord | undefined;
  let today: DailyUsage | undefined;
  if (knownOrgId === undefined) record = await apiKeys.get(parsed.keyId);
  else ({ record, today } = await apiKeys.getWithDay(parsed.keyId, knownOrgId, utcDay(now)));
  if (!record || !keyMatchesHash(presented, record.secretHash) || record.revokedAt) return INVALID;
  remember(record.id, record.orgId);
  if (record.expiresAt && record.expiresAt <= now.toISOString()) return INVALID;

  return decideForKey(record, resource, now, record.orgId === knownOrgId ? today : undefined);
};
