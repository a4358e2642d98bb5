import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` and
 * base64 of random bytes; each delivery carries `webhook-id`, `webhook-timestamp` (Unix seconds)
 * and `webhook-signature`, `v1,` and base64 of HMAC-SHA256 over `id.timestamp.body` keyed with the
 * decoded secret.
 */
const SECRET_PREFIX = 'whsec_';

export const generateSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export const signature = (secret: string, id: string, timestamp: number, body: string): string => {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
};

export const signedHeaders = (
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> => ({
  'content-type': 'application/json',
  'user-agent': 'HealthAIConsensus-Webhooks/1',
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signature(secret, id, timestamp, body),
});

/** Standard Webhooks tolerance for the timestamp, against replay. */
const TIMESTAMP_TOLERANCE_SECONDS = 300;

/**
 * Verifies an incoming signed request (the billing provider's hook): the timestamp within the
 * tolerance and one of the `v1,` signatures matching, compared in constant time.
 */
export const verifySignature = (
  secret: string,
  headers: Readonly<Record<string, string | undefined>>,
  body: string,
  now = new Date(),
): boolean => {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const given = headers['webhook-signature'];
  if (!id || !given || !Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > TIMESTAMP_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signature(secret, id, timestamp, body));
  return given.split(' ').some((candidate) => {
    const bytes = Buffer.from(candidate);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  });
};
