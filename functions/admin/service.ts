import type { Group } from '../../shared/api/catalog.ts';
import { actorOf, recordChange } from '../../shared/audit/record.ts';
import { atLeast, requireRole } from '../../shared/auth/roles.ts';
import type { Tenant } from '../../shared/auth/tenant.ts';
import { config } from '../../shared/config.ts';
import { type ApiKeyRecord, apiKeys } from '../../shared/data/repositories/api-keys.ts';
import { auditLog } from '../../shared/data/repositories/audit-log.ts';
import { type Organization, organizations } from '../../shared/data/repositories/organizations.ts';
import { slots } from '../../shared/data/repositories/slots.ts';
import { usage } from '../../shared/data/repositories/usage.ts';
import { type Role, type User, users } from '../../shared/data/repositories/users.ts';
import { ConflictError, NotFoundError, PermissionDeniedError } from '../../shared/errors.ts';
import { newId } from '../../shared/ids.ts';
import { organizationUsage } from '../usage/service.ts';

/** How deep sub-organizations may nest under an administering organization. */
const MAX_DEPTH = 3;

/** The caller's organization and its sub-organizations: the only ones an administrator reaches. */
const scope = async (orgId: string): Promise<Organization[]> => {
  const found: Organization[] = [await organizations.require(orgId)];
  let frontier = [orgId];
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth += 1) {
    const children = (await Promise.all(frontier.map((id) => organizations.childIds(id)))).flat();
    const loaded = (await Promise.all(children.map((id) => organizations.get(id)))).filter(
      (org) => org !== undefined,
    );
    found.push(...loaded);
    frontier = loaded.map((org) => org.id);
  }
  return found;
};

const inScope = async (tenant: Tenant, orgId: string): Promise<Organization> => {
  const organization = (await scope(tenant.orgId)).find((org) => org.id === orgId);
  if (!organization) throw new NotFoundError('No organization with this id');
  return organization;
};

const userView = (user: User) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  disabled: user.disabled === true,
  organizationId: user.orgId,
  createdAt: user.createdAt,
});

const orgView = (org: Organization) => ({
  id: org.id,
  name: org.name,
  tier: org.tier,
  parentId: org.parentId ?? null,
  createdAt: org.createdAt,
});

const findUser = async (tenant: Tenant, userId: string): Promise<User> => {
  for (const org of await scope(tenant.orgId)) {
    const user = await users.get(org.id, userId);
    if (user) return user;
  }
  throw new NotFoundError('No user with this id');
};

const revokeKeysOf = async (user: User, now: Date): Promise<string[]> => {
  const keys = (await apiKeys.listByOrganization(user.orgId)).filter(
    (key) => key.userId === user.id && !key.revokedAt,
  );
  for (const key of keys) {
    const revoked = await apiKeys.revoke(key.id, now.toISOString(), { orgId: user.orgId });
    if (revoked?.newlyRevoked) await slots.release(user.orgId, 'APIKEY');
  }
  return keys.map((key) => key.id);
};

export const listUsers = async (tenant: Tenant, organizationId?: string) => {
  const orgs = organizationId ? [await inScope(tenant, organizationId)] : await scope(tenant.orgId);
  const all = (await Promise.all(orgs.map((org) => users.listByOrganization(org.id)))).flat();
  return { users: all.map(userView) };
};

const isActiveOwner = (user: Pick<User, 'role' | 'disabled'>): boolean =>
  user.role === 'owner' && user.disabled !== true;

const enabledOwners = async (orgId: string): Promise<number> =>
  (await users.listByOrganization(orgId)).filter(isActiveOwner).length;

const LAST_OWNER =
  'An organization must keep an enabled owner: make another user owner before demoting, disabling or moving this one';

/**
 * Takes an owner away from an organization (demotion, disabling, moving out) only if another
 * enabled owner remains: one conditional decrement of the organization's owner count.
 */
const releaseOwner = async (orgId: string): Promise<void> => {
  if (!(await organizations.adjustOwners(orgId, -1, () => enabledOwners(orgId))))
    throw new ConflictError(LAST_OWNER);
};
const addOwner = (orgId: string) => organizations.adjustOwners(orgId, 1, () => enabledOwners(orgId));

/**
 * Roles (shared/auth/roles.ts): members change nobody; admins change members and admins (role
 * member or admin, disabled); only owners make owners or change, disable or move owners; the last
 * enabled owner of an organization stays one.
 */
export const updateUser = async (
  tenant: Tenant,
  userId: string,
  changes: { role?: Role; disabled?: boolean },
  now = new Date(),
) => {
  const caller = await requireRole(tenant, 'admin', "change users' roles or disable users");
  const user = await findUser(tenant, userId);
  if (!atLeast(caller.role, 'owner') && (user.role === 'owner' || changes.role === 'owner'))
    throw new PermissionDeniedError('Only an owner may make owners or change an owner');
  const before = isActiveOwner(user);
  const after = isActiveOwner({
    role: changes.role ?? user.role,
    disabled: changes.disabled ?? user.disabled === true,
  });
  if (before && !after) await releaseOwner(user.orgId);
  if (!before && after) await addOwner(user.orgId);
  const updated = await users.update(user.orgId, user.id, changes, {
    role: user.role,
    disabled: user.disabled === true,
  });
  if (!updated) {
    // Changed meanwhile: undo the owner count and let the caller look again.
    if (before && !after) await addOwner(user.orgId);
    if (!before && after) await organizations.adjustOwners(user.orgId, -1, () => enabledOwners(user.orgId));
    throw new ConflictError('The user was changed meanwhile; read it again and retry');
  }
  const revoked = changes.disabled ? await revokeKeysOf(updated, now) : [];
  await recordChange(
    user.orgId,
    actorOf(tenant),
    changes.disabled === undefined
      ? 'user.role_changed'
      : changes.disabled
        ? 'user.disabled'
        : 'user.enabled',
    { userId, ...(changes.role ? { role: changes.role } : {}), keysRevoked: revoked.length },
    now,
  );
  return userView(updated);
};

export const listOrganizations = async (tenant: Tenant) => ({
  organizations: (await scope(tenant.orgId)).map(orgView),
});

export const createOrganization = async (tenant: Tenant, name: string, now = new Date()) => {
  await requireRole(tenant, 'owner', 'create sub-organizations');
  const parent = await organizations.require(tenant.orgId);
  const child: Organization = {
    id: newId('org'),
    name,
    tier: parent.tier,
    ...(parent.dailyLimit !== undefined ? { dailyLimit: parent.dailyLimit } : {}),
    parentId: parent.id,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await organizations.create(child);
  await organizations.linkChild(parent.id, child.id, now.toISOString());
  await recordChange(parent.id, actorOf(tenant), 'organization.created', { organizationId: child.id }, now);
  return orgView(child);
};

export const moveUser = async (tenant: Tenant, toOrgId: string, userId: string, now = new Date()) => {
  await requireRole(tenant, 'owner', 'move users between organizations');
  const target = await inScope(tenant, toOrgId);
  const user = await findUser(tenant, userId);
  if (user.orgId === target.id) return userView(user);
  if (isActiveOwner(user)) {
    await releaseOwner(user.orgId);
    await addOwner(target.id);
  }
  const revoked = await revokeKeysOf(user, now);
  const moved = await users.move(user, target.id);
  for (const orgId of [user.orgId, target.id])
    await recordChange(
      orgId,
      actorOf(tenant),
      'user.moved',
      { userId, from: user.orgId, to: target.id, keysRevoked: revoked.length },
      now,
    );
  return userView(moved);
};

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
};

const COVERAGE_WINDOW_DAYS = 7;

export const complianceReport = async (tenant: Tenant, now = new Date()) => {
  const orgs = await scope(tenant.orgId);
  const keys: ApiKeyRecord[] = (
    await Promise.all(orgs.map((org) => apiKeys.listByOrganization(org.id)))
  ).flat();
  const allUsers = (await Promise.all(orgs.map((org) => users.listByOrganization(org.id)))).flat();
  const iso = now.toISOString();
  const ages = keys.map((key) => Math.floor((now.getTime() - Date.parse(key.createdAt)) / 86_400_000));
  const expired = keys.filter((key) => !key.revokedAt && key.expiresAt && key.expiresAt <= iso).length;
  const revoked = keys.filter((key) => key.revokedAt).length;

  const from = new Date(now.getTime() - (COVERAGE_WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  let counted = 0;
  for (const org of orgs) for (const day of await usage.history(org.id, from)) counted += day.count;
  let audited = 0;
  for (const org of orgs) {
    const entries = await auditLog.requests(org.id, `${from}T00:00:00.000Z`, iso);
    audited += entries.filter((entry) => entry.outcome !== 'denied').length;
  }
  return {
    generatedAt: iso,
    organizations: orgs.length,
    encryption: {
      atRest:
        'AWS KMS customer-managed key with yearly rotation for the table (all records, including questions and lab results), log groups and queues',
      inTransit:
        'TLS on every API request (API Gateway) and SSL-only queue access; webhooks only to HTTPS targets',
    },
    retentionDays: {
      answers: config.answerRetentionDays(),
      labUploads: config.labUploadRetentionDays(),
      auditLog: config.auditRetentionDays(),
      webhookDeliveries: 30,
      usageCounters: 400,
    },
    keys: {
      total: keys.length,
      active: keys.length - revoked - expired,
      revoked,
      expired,
      withoutExpiry: keys.filter((key) => !key.expiresAt && !key.revokedAt).length,
      olderThan365Days: ages.filter((age) => age > 365).length,
      ageDays: { median: median(ages), max: ages.length === 0 ? null : Math.max(...ages) },
    },
    users: {
      total: allUsers.length,
      disabled: allUsers.filter((user) => user.disabled).length,
      owners: allUsers.filter((user) => user.role === 'owner').length,
    },
    audit: {
      windowDays: COVERAGE_WINDOW_DAYS,
      countedRequests: counted,
      auditedRequests: audited,
      coverage: counted === 0 ? null : Math.round((audited / counted) * 1000) / 1000,
    },
  };
};

export const analytics = async (tenant: Tenant, days: number, now = new Date()) => {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const orgs = await scope(tenant.orgId);
  const reports = await Promise.all(
    orgs.map(async (org) => ({ org, report: await organizationUsage(org.id, { from, to }, now) })),
  );
  const byGroup: Partial<Record<Group, { total: number; daily: number[] }>> = {};
  for (const { report } of reports) {
    report.byDay.forEach((day, index) => {
      for (const [group, count] of Object.entries(day.byGroup) as Array<[Group, number]>) {
        const series = byGroup[group] ?? {
          total: 0,
          daily: Array.from({ length: report.byDay.length }, () => 0),
        };
        series.total += count;
        series.daily[index] = (series.daily[index] ?? 0) + count;
        byGroup[group] = series;
      }
    });
  }
  return {
    from,
    to,
    byGroup,
    byOrganization: reports.map(({ org, report }) => ({
      organizationId: org.id,
      name: org.name,
      total: report.total,
    })),
  };
};
