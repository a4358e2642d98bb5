import { createHash, randomBytes } from 'node:crypto';

/**
 * Portal sessions. They are not API keys: they open only the portal's own `/auth/portal/*`
 * routes (never the public API, where API keys stay the only credential), last at most
 * SESSION_TTL_SECONDS, end on sign-out and on any password change (the session keeps a fingerprint
 * of the password hash it was opened under), and are stored only as the SHA-256 of their token.
 */
export const SESSION_TTL_SECONDS = 60 * 60;
const SESSION_COOKIE = 'hcs_portal_session';
/** The cookie is only sent to the routes that read it. */
const SESSION_COOKIE_PATH = '/auth';
/**
 * CSRF: every portal call must carry this header as well as the SameSite=Strict cookie. A page on
 * another origin can only set a custom header through CORS, which this API never grants, so a
 * forged cross-site request arrives without it.
 */
export const PORTAL_HEADER = 'x-portal-request';
const TOKEN_PREFIX = 'hps_';

export const newSessionToken = (): string => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a string could be a session token at all (so garbage never reaches the store). */
const isSessionTokenShape = (token: string): boolean =>
  token.startsWith(TOKEN_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(token.slice(TOKEN_PREFIX.length));

export const passwordFingerprint = (passwordHash: string): string =>
  createHash('sha256').update(`session:${passwordHash}`).digest('hex').slice(0, 32);

export const sessionCookie = (token: string, maxAgeSeconds = SESSION_TTL_SECONDS): string =>
  `${SESSION_COOKIE}=${token}; Path=${SESSION_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;

export const clearedSessionCookie = (): string =>
  `${SESSION_COOKIE}=; Path=${SESSION_COOKIE_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;

/** The session token from a Cookie header, or from `Authorization: Bearer` (scripts, tests). */
export const sessionTokenOf = (headers: Readonly<Record<string, string | undefined>>): string | undefined => {
  const bearer = headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer && isSessionTokenShape(bearer)) return bearer;
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      if (isSessionTokenShape(value)) return value;
    }
  }
  return undefined;
};

/**
 * Brute-force backoff. Each account and each source address gets a few free failures; from then on
 * every failure holds sign-in back for twice as long as the last (1 s, 2 s, 4 s, … up to 15
 * minutes), whatever the password tried next. A success clears the account's count. Counts are
 * forgotten a day after the last failure.
 */
export const LOGIN_BACKOFF = {
  freeFailures: { ACCOUNT: 5, IP: 20 },
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

export const backoffSeconds = (failures: number, scope: 'ACCOUNT' | 'IP'): number => {
  const over = failures - LOGIN_BACKOFF.freeFailures[scope];
  if (over < 0) return 0;
  return Math.min(LOGIN_BACKOFF.maxDelaySeconds, 2 ** Math.min(over, 20));
};
