import type { Group } from '../../shared/api/catalog.ts';
import { effectiveDailyLimit } from '../../shared/api/tiers.ts';
import { type Actor, actorOf, OPERATOR, recordChange } from '../../shared/audit/record.ts';
import { generateApiKey } from '../../shared/auth/api-key-format.ts';
import type { Permissions, Tenant } from '../../shared/auth/tenant.ts';
import { type ApiKeyRecord, apiKeys } from '../../shared/data/repositories/api-keys.ts';
import { type Organization, organizations } from '../../shared/data/repositories/organizations.ts';
import { usage } from '../../shared/data/repositories/usage.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { addDays, utcDay } from '../../shared/time.ts';

export interface IssueKeyInput {
  organization: Organization;
  userId: string;
  name: string;
  expiresInDays?: number;
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

const keyLimit = (record: ApiKeyRecord, organization: Organization): number => {
  const orgLimit = effectiveDailyLimit(organization.tier, organization.dailyLimit);
  return Math.min(record.dailyLimit ?? orgLimit, orgLimit);
};

/** Creates a key record and returns the one view that ever contains the full secret. */
export const issueApiKey = async (input: IssueKeyInput): Promise<CreatedKeyView> => {
  const orgLimit = effectiveDailyLimit(input.organization.tier, input.organization.dailyLimit);
  if (input.dailyLimit !== undefined && input.dailyLimit > orgLimit) {
    throw new ValidationError('The request body is not valid', [
      {
        path: 'body.dailyLimit',
        message: `At most ${orgLimit}, the daily limit of your organization's tier`,
      },
    ]);
  }
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
      input.expiresInDays === undefined ? undefined : addDays(input.now, input.expiresInDays).toISOString(),
  };
  await apiKeys.create(record);
  await recordChange(
    record.orgId,
    input.actor ?? { type: 'key', userId: input.userId },
    'api_key.created',
    { keyId: record.id, name: record.name, dailyLimit: keyLimit(record, input.organization) },
    input.now,
  );
  return {
    id: record.id,
    name: record.name,
    key: generated.key,
    prefix: record.prefix,
    permissions: permissionList(record.permissions),
    dailyLimit: keyLimit(record, input.organization),
    createdAt: record.createdAt,
    expiresAt: record.expiresAt ?? null,
  };
};

export const createKey = async (
  tenant: Tenant,
  body: { name: string; expiresIn?: number; permissions?: string[]; dailyLimit?: number },
  now = new Date(),
): Promise<CreatedKeyView> =>
  issueApiKey({
    organization: await organizations.require(tenant.orgId),
    userId: tenant.userId,
    name: body.name,
    expiresInDays: body.expiresIn,
    permissions: body.permissions,
    dailyLimit: body.dailyLimit,
    actor: actorOf(tenant),
    now,
  });

const statusOf = (record: ApiKeyRecord, now: Date): 'active' | 'expired' | 'revoked' => {
  if (record.revokedAt) return 'revoked';
  if (record.expiresAt && record.expiresAt <= now.toISOString()) return 'expired';
  return 'active';
};

export const listKeys = async (tenant: Tenant, now = new Date()) => {
  const [organization, records] = await Promise.all([
    organizations.require(tenant.orgId),
    apiKeys.listByOrganization(tenant.orgId),
  ]);
  const today = utcDay(now);
  const keys = await Promise.all(
    records.map(async (record) => {
      const history = await usage.history(record.id);
      return {
        id: record.id,
        name: record.name,
        prefix: record.prefix,
        permissions: permissionList(record.permissions),
        dailyLimit: keyLimit(record, organization),
        createdAt: record.createdAt,
        expiresAt: record.expiresAt ?? null,
        status: statusOf(record, now),
        revokedAt: record.revokedAt ?? null,
        usage: {
          today: history.find((day) => day.day === today)?.count ?? 0,
          total: history.reduce((sum, day) => sum + day.count, 0),
        },
      };
    }),
  );
  return { keys };
};

/** Another organization's key answers exactly like a key that does not exist. */
export const revokeKey = async (tenant: Tenant, keyId: string, now = new Date()): Promise<void> => {
  const revoked = await apiKeys.revoke(keyId, now.toISOString(), tenant.orgId);
  if (!revoked) throw new NotFoundError('API key not found');
  await recordChange(tenant.orgId, actorOf(tenant), 'api_key.revoked', { keyId }, now);
};

/** Operator revocation from the CLI, across organizations. */
export const revokeKeyAsOperator = async (keyId: string, now = new Date()): Promise<ApiKeyRecord> => {
  const revoked = await apiKeys.revoke(keyId, now.toISOString());
  if (!revoked) throw new NotFoundError('API key not found');
  await recordChange(revoked.orgId, OPERATOR, 'api_key.revoked', { keyId }, now);
  return revoked;
};
