import { type Group, minimumTierOf } from '../../shared/api/catalog.ts';
import { effectiveDailyLimit, MAX_ACTIVE_KEYS, tierAtLeast } from '../../shared/api/tiers.ts';
import { type Actor, actorOf, OPERATOR } from '../../shared/audit/record.ts';
import { generateApiKey } from '../../shared/auth/api-key-format.ts';
import { atLeast, callerOf } from '../../shared/auth/roles.ts';
import type { Permissions, Tenant } from '../../shared/auth/tenant.ts';
import { type ApiKeyRecord, apiKeys, planCopyOf } from '../../shared/data/repositories/api-keys.ts';
import { type Organization, organizations } from '../../shared/data/repositories/organizations.ts';
import { slots } from '../../shared/data/repositories/slots.ts';
import { usage } from '../../shared/data/repositories/usage.ts';
import type { Role } from '../../shared/data/repositories/users.ts';
import {
  ConflictError,
  type FieldIssue,
  InsufficientTierError,
  NotFoundError,
  PermissionDeniedError,
  ValidationError,
} from '../../shared/errors.ts';
import { addDays, utcDay } from '../../shared/time.ts';
import { recordAndPublishEvent } from '../../shared/webhooks/announce.ts';

export interface IssueKeyInput {
  organization: Organization;
  userId: string;
  name: string;
  expiresInDays?: number;
  /** An exact expiry instead of `expiresInDays` (a key inheriting its creator's). */
  expiresAt?: string;
  permissions?: readonly string[];
  dailyLimit?: number;
  /** Who is creating it, for the audit log; the key's own user when left out (sign-up). */
  actor?: Actor;
  now: Date;
}

export interface CreatedKeyView {
  id: string;
  name: string;
  key: string;
  prefix: string;
  permissions: string[];
  dailyLimit: number;
  createdAt: string;
  expiresAt: string | null;
}

const permissionsOf = (requested: readonly string[] | undefined): Permissions =>
  !requested || requested.includes('*') ? '*' : ([...new Set(requested)] as Group[]);

const permissionList = (permissions: Permissions): string[] =>
  permissions === '*' ? ['*'] : [...permissions];

const keyLimit = (record: ApiKeyRecord, orgLimit: number): number =>
  Math.min(record.dailyLimit ?? orgLimit, orgLimit);

/**
 * Groups a key is asked for that its organization's tier does not include (`["admin"]` on the
 * developer tier): the key could never use them, and a portal list showing them would mislead. `*`
 * means every group the tier allows and follows upgrades, so it is never refused.
 */
const refuseGroupsAboveTier = (
  organization: Organization,
  requested: readonly string[] | undefined,
): void => {
  const permissions = permissionsOf(requested);
  if (permissions === '*') return;
  const issues: FieldIssue[] = permissions.flatMap((group) => {
    const minimum = minimumTierOf(group);
    return minimum === undefined || tierAtLeast(organization.tier, minimum)
      ? []
      : [
          {
            path: `body.permissions.${requested?.indexOf(group) ?? 0}`,
            message: `"${group}" needs the ${minimum} tier or above; your organization is on ${organization.tier}`,
          },
        ];
  });
  if (issues.length > 0)
    throw new InsufficientTierError(
      "A key cannot be given groups its organization's tier does not include",
      issues,
    );
};

/** Creates a key record and returns the one view that ever contains the full secret. */
export const issueApiKey = async (input: IssueKeyInput): Promise<CreatedKeyView> => {
  refuseGroupsAboveTier(input.organization, input.permissions);
  const orgLimit = effectiveDailyLimit(input.organization.tier, input.organization.dailyLimit);
  if (input.dailyLimit !== undefined && input.dailyLimit > orgLimit) {
    throw new ValidationError('The request body is not valid', [
      {
        path: 'body.dailyLimit',
        message: `At most ${orgLimit}, the daily limit of your organization's tier`,
      },
    ]);
  }
  const maxKeys = MAX_ACTIVE_KEYS[input.organization.tier];
  const reserved = await slots.reserve(
    input.organization.id,
    'APIKEY',
    maxKeys,
    async () =>
      (await apiKeys.listByOrganization(input.organization.id)).filter((key) => !key.revokedAt).length,
  );
  if (!reserved)
    throw new ConflictError(
      `An organization on the ${input.organization.tier} tier can hold at most ${maxKeys} active API keys; revoke one first`,
    );
  const generated = generateApiKey();
  const record: ApiKeyRecord = {
    id: generated.keyId,
    orgId: input.organization.id,
    userId: input.userId,
    name: input.name,
    prefix: generated.prefix,
    secretHash: generated.secretHash,
    permissions: permissionsOf(input.permissions),
    dailyLimit: input.dailyLimit,
    createdAt: input.now.toISOString(),
    expiresAt:
      input.expiresInDays === undefined
        ? input.expiresAt
        : addDays(input.now, input.expiresInDays).toISOString(),
    plan: planCopyOf(input.organization, input.now),
  };
  try {
    await apiKeys.create(record);
  } catch (error) {
    await slots.release(record.orgId, 'APIKEY');
    throw error;
  }
  await recordAndPublishEvent(
    record.orgId,
    input.actor ?? { type: 'key', userId: input.userId },
    'api_key.created',
    { keyId: record.id, name: record.name, dailyLimit: keyLimit(record, orgLimit) },
    input.now,
  );
  return {
    id: record.id,
    name: record.name,
    key: generated.key,
    prefix: record.prefix,
    permissions: permissionList(record.permissions),
    dailyLimit: keyLimit(record, orgLimit),
    createdAt: record.createdAt,
    expiresAt: record.expiresAt ?? null,
  };
};

export interface CreateKeyBody {
  name: string;
  expiresIn?: number;
  permissions?: string[];
  dailyLimit?: number;
}

const wider = (path: string, message: string): FieldIssue => ({ path: `body.${path}`, message });

/**
 * A key may only create keys no wider than itself: permissions within its own, a daily limit at
 * most its own, an expiry no later than its own. What the body leaves out is inherited from the
 * creating key. Only an owner's key with every permission may create keys with every permission.
 */
const boundedByCreator = (
  creator: ApiKeyRecord,
  role: Role,
  body: CreateKeyBody,
  now: Date,
): { permissions: Permissions; dailyLimit?: number; expiresAt?: string } => {
  const issues: FieldIssue[] = [];
  const permissions = body.permissions === undefined ? creator.permissions : permissionsOf(body.permissions);
  if (permissions === '*') {
    if (creator.permissions !== '*')
      issues.push(wider('permissions', 'At most the permissions of the key that creates it'));
    else if (!atLeast(role, 'owner'))
      issues.push(
        wider('permissions', 'Only an owner may create keys with every permission ("*"); list the groups'),
      );
  } else if (creator.permissions !== '*') {
    const missing = permissions.filter((group) => !creator.permissions.includes(group));
    if (missing.length > 0)
      issues.push(
        wider('permissions', `The key that creates it lacks ${missing.map((g) => `"${g}"`).join(', ')}`),
      );
  }
  const dailyLimit = body.dailyLimit ?? creator.dailyLimit;
  if (creator.dailyLimit !== undefined && dailyLimit !== undefined && dailyLimit > creator.dailyLimit)
    issues.push(
      wider('dailyLimit', `At most ${creator.dailyLimit}, the daily limit of the key that creates it`),
    );
  const expiresAt =
    body.expiresIn === undefined ? creator.expiresAt : addDays(now, body.expiresIn).toISOString();
  if (creator.expiresAt !== undefined && (expiresAt === undefined || expiresAt > creator.expiresAt))
    issues.push(
      wider('expiresIn', `The key that creates it expires at ${creator.expiresAt}; this one must too`),
    );
  if (issues.length > 0)
    throw new PermissionDeniedError('A key cannot create a key wider than itself', issues);
  return {
    permissions,
    ...(dailyLimit !== undefined ? { dailyLimit } : {}),
    ...(expiresAt ? { expiresAt } : {}),
  };
};

export const createKey = async (
  tenant: Tenant,
  body: CreateKeyBody,
  now = new Date(),
): Promise<CreatedKeyView> => {
  const [organization, creator, user] = await Promise.all([
    organizations.require(tenant.orgId),
    apiKeys.get(tenant.keyId),
    callerOf(tenant),
  ]);
  if (!creator || creator.orgId !== tenant.orgId)
    throw new PermissionDeniedError('The calling key is unknown');
  const bounded = boundedByCreator(creator, user.role, body, now);
  return issueApiKey({
    organization,
    userId: tenant.userId,
    name: body.name,
    ...(bounded.expiresAt ? { expiresAt: bounded.expiresAt } : {}),
    permissions: bounded.permissions === '*' ? ['*'] : bounded.permissions,
    dailyLimit: bounded.dailyLimit,
    actor: actorOf(tenant),
    now,
  });
};

const statusOf = (record: ApiKeyRecord, now: Date): 'active' | 'expired' | 'revoked' => {
  if (record.revokedAt) return 'revoked';
  if (record.expiresAt && record.expiresAt <= now.toISOString()) return 'expired';
  return 'active';
};

/** The organization's limit comes from the tenant, which the authorizer read from the calling key. */
export const listKeys = async (tenant: Pick<Tenant, 'orgId' | 'orgLimit'>, now = new Date()) => {
  const [records, history] = await Promise.all([
    apiKeys.listByOrganization(tenant.orgId),
    usage.history(tenant.orgId),
  ]);
  const today = utcDay(now);
  const todays = history.find((day) => day.day === today);
  const keys = await Promise.all(
    records.map(async (record) => {
      return {
        id: record.id,
        name: record.name,
        prefix: record.prefix,
        permissions: permissionList(record.permissions),
        dailyLimit: keyLimit(record, tenant.orgLimit),
        createdAt: record.createdAt,
        expiresAt: record.expiresAt ?? null,
        status: statusOf(record, now),
        revokedAt: record.revokedAt ?? null,
        usage: {
          today: todays?.byKey[record.id] ?? 0,
          total: history.reduce((sum, day) => sum + (day.byKey[record.id] ?? 0), 0),
        },
      };
    }),
  );
  return { keys };
};

/**
 * Another organization's key answers exactly like a key that does not exist; so does, for a
 * member, another user's key (owners and admins may revoke any key of the organization).
 */
export const revokeKey = async (tenant: Tenant, keyId: string, now = new Date()): Promise<void> => {
  const user = await callerOf(tenant);
  const revoked = await apiKeys.revoke(keyId, now.toISOString(), {
    orgId: tenant.orgId,
    ...(atLeast(user.role, 'admin') ? {} : { userId: tenant.userId }),
  });
  if (!revoked) throw new NotFoundError('API key not found');
  if (revoked.newlyRevoked) await slots.release(tenant.orgId, 'APIKEY');
  await recordAndPublishEvent(tenant.orgId, actorOf(tenant), 'api_key.revoked', { keyId }, now);
};

/** Operator revocation from the CLI, across organizations. */
export const revokeKeyAsOperator = async (keyId: string, now = new Date()): Promise<ApiKeyRecord> => {
  const revoked = await apiKeys.revoke(keyId, now.toISOString());
  if (!revoked) throw new NotFoundError('API key not found');
  if (revoked.newlyRevoked) await slots.release(revoked.record.orgId, 'APIKEY');
  await recordAndPublishEvent(revoked.record.orgId, OPERATOR, 'api_key.revoked', { keyId }, now);
  return revoked.record;
};
