import { groupsOfTier } from '../../shared/api/catalog.ts';
import { effectiveDailyLimit, MAX_ACTIVE_KEYS } from '../../shared/api/tiers.ts';
import { type Actor, recordChange } from '../../shared/audit/record.ts';
import { hashPassword, verifyPassword } from '../../shared/auth/passwords.ts';
import { atLeast } from '../../shared/auth/roles.ts';
import {
  backoffSeconds,
  clearedSessionCookie,
  hashSessionToken,
  LOGIN_BACKOFF,
  newSessionToken,
  PORTAL_HEADER,
  passwordFingerprint,
  SESSION_TTL_SECONDS,
  sessionCookie,
  sessionTokenOf,
} from '../../shared/auth/sessions.ts';
import { type ApiKeyRecord, apiKeys } from '../../shared/data/repositories/api-keys.ts';
import { type Organization, organizations } from '../../shared/data/repositories/organizations.ts';
import { loginThrottles, type SessionRecord, sessions } from '../../shared/data/repositories/sessions.ts';
import { slots } from '../../shared/data/repositories/slots.ts';
import { usage } from '../../shared/data/repositories/usage.ts';
import { type User, users } from '../../shared/data/repositories/users.ts';
import {
  InvalidApiKeyError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitExceededError,
  ValidationError,
} from '../../shared/errors.ts';
import { logger } from '../../shared/logging/logger.ts';
import { addDays, utcDay } from '../../shared/time.ts';
import { recordAndPublishEvent } from '../../shared/webhooks/announce.ts';
import { type CreateKeyBody, issueApiKey, listKeys } from '../api-keys/service.ts';
import { userView } from './service.ts';

type Headers = Readonly<Record<string, string | undefined>>;
type SetHeader = (name: string, value: string) => void;

const requirePortalHeader = (headers: Headers): void => {
  if (headers[PORTAL_HEADER] !== '1')
    throw new PermissionDeniedError(`Portal calls carry the header ${PORTAL_HEADER}: 1`);
};

const BAD_CREDENTIALS = 'The e-mail address or the password is not right';

const sessionView = (user: User, organization: Organization, expiresAt: string) => ({
  user: userView(user, organization),
  tier: {
    name: organization.tier,
    dailyLimit: effectiveDailyLimit(organization.tier, organization.dailyLimit),
    maxActiveKeys: MAX_ACTIVE_KEYS[organization.tier],
    groups: groupsOfTier(organization.tier),
  },
  expiresAt,
});

const sessionActor = (user: Pick<User, 'id'>): Actor => ({ type: 'session', userId: user.id });

/** A hash to verify against when the account does not exist, so both cases cost the same. */
let decoyHash: Promise<string> | undefined;
const decoy = (): Promise<string> => {
  decoyHash ??= hashPassword('decoy password that never matches anything');
  return decoyHash;
};

const refuseWhileBlocked = async (email: string, ip: string, now: Date): Promise<void> => {
  const [account, address] = await Promise.all([
    loginThrottles.get('ACCOUNT', email),
    loginThrottles.get('IP', ip),
  ]);
  const until = Math.max(account.blockedUntil, address.blockedUntil);
  if (until > now.getTime())
    throw new RateLimitExceededError(
      'Too many failed sign-ins; wait before trying again',
      Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
    );
};

const countFailure = async (email: string, ip: string, user: User | undefined, now: Date): Promise<void> => {
  for (const [scope, value] of [
    ['ACCOUNT', email],
    ['IP', ip],
  ] as const) {
    const failures = await loginThrottles.fail(scope, value, now, LOGIN_BACKOFF.forgetAfterSeconds);
    const delay = backoffSeconds(failures, scope);
    if (delay > 0) await loginThrottles.block(scope, value, now.getTime() + delay * 1000);
    if (delay > 0 && scope === 'IP')
      logger.warn('sign-in backoff for an address', { failures, delaySeconds: delay });
  }
  if (user) await recordChange(user.orgId, sessionActor(user), 'auth.login_failed', { userId: user.id }, now);
  else logger.info('sign-in for an unknown account refused');
};

/**
 * Opens a portal session. Sign-in attempts are held back while the account or the address is in
 * backoff; a wrong password and an unknown address answer alike (same message, same hashing cost).
 */
export const logIn = async (
  input: { email: string; password: string },
  context: { sourceIp: string; setResponseHeader: SetHeader; headers: Headers },
  now = new Date(),
) => {
  // Login CSRF (signing a victim into the attacker's account) is refused like any portal call.
  requirePortalHeader(context.headers);
  const email = input.email.toLowerCase();
  const started = performance.now();
  await refuseWhileBlocked(email, context.sourceIp, now);
  const user = await users.findByEmail(email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoy()));
  if (!user || !matches || user.disabled) {
    // The hold runs from the failure, not from the request's start: the memory-hard hash takes a
    // while (longer on a busy machine), and a hold that began before it would be partly spent.
    const failedAt = new Date(now.getTime() + Math.round(performance.now() - started));
    await countFailure(email, context.sourceIp, user, failedAt);
    throw new InvalidApiKeyError(BAD_CREDENTIALS);
  }
  await loginThrottles.clear('ACCOUNT', email);
  const organization = await organizations.require(user.orgId);
  const token = newSessionToken();
  const record: SessionRecord = {
    tokenHash: hashSessionToken(token),
    orgId: user.orgId,
    userId: user.id,
    passwordFingerprint: passwordFingerprint(user.passwordHash),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString(),
  };
  await sessions.create(record);
  await recordChange(user.orgId, sessionActor(user), 'auth.login', { userId: user.id }, now);
  context.setResponseHeader('Set-Cookie', sessionCookie(token));
  return sessionView(user, organization, record.expiresAt);
};

export const logOut = async (headers: Headers, setResponseHeader: SetHeader, now = new Date()) => {
  setResponseHeader('Set-Cookie', clearedSessionCookie());
  const token = sessionTokenOf(headers);
  if (!token) return;
  const hash = hashSessionToken(token);
  const record = await sessions.get(hash);
  await sessions.delete(hash);
  if (record)
    await recordChange(
      record.orgId,
      sessionActor({ id: record.userId }),
      'auth.logout',
      { userId: record.userId },
      now,
    );
};

export interface PortalCaller {
  user: User;
  organization: Organization;
  session: SessionRecord;
}

/**
 * The signed-in user behind a portal call, or 401. The session must exist, be unexpired, belong to
 * a user who is not disabled and whose password has not changed since; the call must carry the
 * portal header (CSRF).
 */
export const portalCaller = async (headers: Headers, now = new Date()): Promise<PortalCaller> => {
  requirePortalHeader(headers);
  const token = sessionTokenOf(headers);
  const ended = new InvalidApiKeyError('Sign in to the portal: the session is missing, expired or ended');
  if (!token) throw ended;
  const session = await sessions.get(hashSessionToken(token));
  if (!session || session.expiresAt <= now.toISOString()) throw ended;
  const [user, organization] = await Promise.all([
    users.get(session.orgId, session.userId),
    organizations.get(session.orgId),
  ]);
  if (!user || user.disabled || !organization) throw ended;
  if (passwordFingerprint(user.passwordHash) !== session.passwordFingerprint) {
    await sessions.delete(session.tokenHash);
    throw ended;
  }
  return { user, organization, session };
};

export const portalSession = async (caller: PortalCaller) =>
  sessionView(caller.user, caller.organization, caller.session.expiresAt);

/** The tenant-shaped view of a session, for the key services that only read who and where. */
const asTenant = (caller: PortalCaller) => ({
  userId: caller.user.id,
  orgId: caller.organization.id,
  orgName: caller.organization.name,
  keyId: 'portal-session',
  tier: caller.organization.tier,
  permissions: '*' as const,
  limit: 0,
  orgLimit: effectiveDailyLimit(caller.organization.tier, caller.organization.dailyLimit),
  remaining: 0,
  resetAt: 0,
});

const keyLimitOf = (record: Pick<ApiKeyRecord, 'dailyLimit'>, orgLimit: number): number =>
  Math.min(record.dailyLimit ?? orgLimit, orgLimit);

export const portalKeys = async (caller: PortalCaller, now = new Date()) => {
  const orgId = caller.organization.id;
  const from = utcDay(addDays(now, -29));
  const [{ keys }, history] = await Promise.all([
    listKeys(asTenant(caller), now),
    usage.history(orgId, from),
  ]);
  const orgLimit = effectiveDailyLimit(caller.organization.tier, caller.organization.dailyLimit);
  const today = history.find((day) => day.day === utcDay(now));
  const orgLeft = Math.max(0, orgLimit - (today?.count ?? 0));
  const days = Array.from({ length: 30 }, (_, i) => utcDay(addDays(now, i - 29)));
  return {
    keys: keys.map((key) => ({
      ...key,
      remainingToday:
        key.status === 'active' ? Math.max(0, Math.min(orgLeft, key.dailyLimit - key.usage.today)) : 0,
      daily: days.map((day) => ({ day, count: history.find((d) => d.day === day)?.byKey[key.id] ?? 0 })),
    })),
  };
};

/**
 * A key created from the portal acts for the signed-in user. It is bounded by the user's role and
 * the tier instead of by a creating key: every permission ("*") only for an owner, a daily limit at
 * most the organization's (issueApiKey checks that), any expiry.
 */
export const createPortalKey = async (caller: PortalCaller, body: CreateKeyBody, now = new Date()) => {
  const everything = body.permissions === undefined || body.permissions.includes('*');
  if (everything && !atLeast(caller.user.role, 'owner'))
    throw new PermissionDeniedError(
      'Only an owner may create keys with every permission; choose the groups',
      [{ path: 'body.permissions', message: 'Choose the endpoint groups this key may call' }],
    );
  return issueApiKey({
    organization: caller.organization,
    userId: caller.user.id,
    name: body.name,
    ...(body.expiresIn !== undefined ? { expiresInDays: body.expiresIn } : {}),
    permissions: everything ? ['*'] : body.permissions,
    ...(body.dailyLimit !== undefined ? { dailyLimit: body.dailyLimit } : {}),
    actor: sessionActor(caller.user),
    now,
  });
};

export const setPortalKeyLimit = async (
  caller: PortalCaller,
  keyId: string,
  dailyLimit: number | null,
  now = new Date(),
) => {
  const orgLimit = effectiveDailyLimit(caller.organization.tier, caller.organization.dailyLimit);
  if (dailyLimit !== null && dailyLimit > orgLimit)
    throw new ValidationError('The request body is not valid', [
      {
        path: 'body.dailyLimit',
        message: `At most ${orgLimit}, the daily limit of your organization's tier`,
      },
    ]);
  const updated = await apiKeys.setDailyLimit(keyId, dailyLimit ?? undefined, {
    orgId: caller.organization.id,
    ...(atLeast(caller.user.role, 'admin') ? {} : { userId: caller.user.id }),
  });
  if (!updated) throw new NotFoundError('API key not found');
  const limit = keyLimitOf(updated, orgLimit);
  await recordChange(
    caller.organization.id,
    sessionActor(caller.user),
    'api_key.limit_changed',
    { keyId, dailyLimit: limit },
    now,
  );
  const listed = (await listKeys(asTenant(caller), now)).keys.find((key) => key.id === keyId);
  if (!listed) throw new NotFoundError('API key not found');
  return listed;
};

/** Members revoke their own keys; owners and admins any key of the organization. */
export const revokePortalKey = async (
  caller: PortalCaller,
  keyId: string,
  now = new Date(),
): Promise<void> => {
  const orgId = caller.organization.id;
  const revoked = await apiKeys.revoke(keyId, now.toISOString(), {
    orgId,
    ...(atLeast(caller.user.role, 'admin') ? {} : { userId: caller.user.id }),
  });
  if (!revoked) throw new NotFoundError('API key not found');
  if (revoked.newlyRevoked) await slots.release(orgId, 'APIKEY');
  await recordAndPublishEvent(orgId, sessionActor(caller.user), 'api_key.revoked', { keyId }, now);
};
