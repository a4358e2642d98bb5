import { type Role, type User, users } from '../data/repositories/users.ts';
import { PermissionDeniedError } from '../errors.ts';
import type { Tenant } from './tenant.ts';

/**
 * What each role may do. A key acts with the role of the user it belongs to, read on every
 * privileged write (never cached in the key, so a demotion applies from the next request), and an
 * owner or administrator of an organization acts with that role over its sub-organizations too.
 *
 * | action                                                        | owner | admin | member |
 * |---------------------------------------------------------------|-------|-------|--------|
 * | call the API with own keys, create keys (never wider than the | yes   | yes   | yes    |
 * | creating key), revoke own keys                                |       |       |        |
 * | create keys with every permission (`*`)                       | yes   | no    | no     |
 * | revoke any key of the organization                            | yes   | yes   | no     |
 * | change members and admins (role member/admin, disable)        | yes   | yes   | no     |
 * | make owners, change or disable owners (never the last one)    | yes   | no    | no     |
 * | create sub-organizations, move users between organizations    | yes   | no    | no     |
 * | change the plan                                               | yes   | no    | no     |
 * | add users; create, change, test or delete webhook endpoints   | yes   | yes   | no     |
 */
const ROLE_RANK: Record<Role, number> = { member: 0, admin: 1, owner: 2 };

export const atLeast = (role: Role, required: Role): boolean => ROLE_RANK[role] >= ROLE_RANK[required];

/** The user behind the calling key; a disabled or vanished user may do nothing privileged. */
export const callerOf = async (tenant: Pick<Tenant, 'orgId' | 'userId'>): Promise<User> => {
  const user = await users.get(tenant.orgId, tenant.userId);
  if (!user || user.disabled) throw new PermissionDeniedError('The user of this API key may not do this');
  return user;
};

/** Refuses with 403 PERMISSION_DENIED unless the caller's role is at least `required`. */
export const requireRole = async (
  tenant: Pick<Tenant, 'orgId' | 'userId'>,
  required: Role,
  what: string,
): Promise<User> => {
  const user = await callerOf(tenant);
  if (!atLeast(user.role, required))
    throw new PermissionDeniedError(
      `Only ${required === 'owner' ? 'an owner' : 'an owner or admin'} may ${what}; this key's user is ${
        user.role === 'admin' ? 'an admin' : `a ${user.role}`
      }`,
    );
  return user;
};
