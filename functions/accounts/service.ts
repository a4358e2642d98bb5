import { effectiveDailyLimit, type Tier } from '../../shared/api/tiers.ts';
import { type Actor, actorOf, recordChange } from '../../shared/audit/record.ts';
import { hashPassword } from '../../shared/auth/passwords.ts';
import type { Tenant } from '../../shared/auth/tenant.ts';
import { changePlan } from '../../shared/billing/plans.ts';
import { type Organization, organizations } from '../../shared/data/repositories/organizations.ts';
import { type Role, type User, users } from '../../shared/data/repositories/users.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { newId } from '../../shared/ids.ts';
import { issueApiKey } from '../api-keys/service.ts';

export interface UserView {
  id: string;
  email: string;
  name: string;
  organization: string;
  organizationId: string;
  role: Role;
  createdAt: string;
}

const userView = (user: User, organization: Organization): UserView => ({
  id: user.id,
  email: user.email,
  name: user.name,
  organization: organization.name,
  organizationId: organization.id,
  role: user.role,
  createdAt: user.createdAt,
});

const organizationView = (organization: Organization) => ({
  id: organization.id,
  name: organization.name,
  tier: organization.tier,
  dailyLimit: effectiveDailyLimit(organization.tier, organization.dailyLimit),
});

const defaultName = (email: string): string => email.split('@')[0] ?? email;

/**
 * Claims the e-mail first (the conditional write that settles races between duplicate sign-ups),
 * then writes the user. Without transactions, a failure after the claim releases it again so the
 * address can be used on a retry.
 */
const createUserRecord = async (input: {
  email: string;
  password: string;
  name?: string;
  orgId: string;
  role: Role;
  /** Who creates the user, for the audit log. */
  actor: Actor;
  now: Date;
}): Promise<User> => {
  // Hashing comes before the claim: a timeout while hashing must not leave the address claimed.
  const passwordHash = await hashPassword(input.password);
  const user: User = {
    id: newId('usr'),
    orgId: input.orgId,
    email: input.email,
    name: input.name ?? defaultName(input.email),
    role: input.role,
    passwordHash,
    createdAt: input.now.toISOString(),
  };
  await users.claimEmail(user.email, user.id, user.orgId);
  try {
    await users.create(user);
  } catch (error) {
    await users.releaseEmail(user.email).catch(() => undefined);
    throw error;
  }
  await recordChange(
    user.orgId,
    input.actor,
    'user.created',
    { userId: user.id, role: user.role },
    input.now,
  );
  return user;
};

export interface SignUpInput {
  email: string;
  password: string;
  name?: string;
  organization?: string;
  tier?: Tier;
  dailyLimit?: number;
}

export const signUp = async (input: SignUpInput, now = new Date()) => {
  const orgId = newId('org');
  // Sign-up has no caller yet: the service itself creates the account.
  const user = await createUserRecord({ ...input, orgId, role: 'owner', actor: { type: 'system' }, now });
  const organization: Organization = {
    id: orgId,
    name: input.organization ?? `${user.name}'s organization`,
    tier: input.tier ?? 'developer',
    dailyLimit: input.dailyLimit,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  try {
    await organizations.create(organization);
    const apiKey = await issueApiKey({ organization, userId: user.id, name: 'Default key', now });
    return { user: userView(user, organization), organization: organizationView(organization), apiKey };
  } catch (error) {
    await users.releaseEmail(user.email).catch(() => undefined);
    throw error;
  }
};

export const addMember = async (
  tenant: Tenant,
  input: { email: string; password: string; name?: string; organization?: string },
  now = new Date(),
): Promise<UserView> => {
  const organization = await organizations.require(tenant.orgId);
  if (input.organization !== undefined && input.organization !== organization.name) {
    throw new ValidationError('The request body is not valid', [
      { path: 'body.organization', message: `Members join your own organization, "${organization.name}"` },
    ]);
  }
  const user = await createUserRecord({
    ...input,
    orgId: organization.id,
    role: 'member',
    actor: actorOf(tenant),
    now,
  });
  return userView(user, organization);
};

export const currentUser = async (tenant: Tenant) => {
  const [user, organization] = await Promise.all([
    users.get(tenant.orgId, tenant.userId),
    organizations.require(tenant.orgId),
  ]);
  if (!user) throw new NotFoundError('User not found');
  const view = organizationView(organization);
  return { ...userView(user, organization), tier: view.tier, dailyLimit: view.dailyLimit };
};

/** Operator commands (the admin CLI); they act across organizations and are never exposed over HTTP. */
export const setTierByEmail = async (
  email: string,
  tier: Tier,
  dailyLimit: number | undefined,
  now = new Date(),
) => {
  const user = await users.findByEmail(email);
  if (!user) throw new NotFoundError(`No account with the e-mail address ${email}`);
  await changePlan(user.orgId, tier, { type: 'operator' }, { dailyLimit, now });
  return organizationView(await organizations.require(user.orgId));
};

export const listAccounts = async () => {
  const all = await organizations.list();
  return Promise.all(
    all.map(async (organization) => ({
      ...organizationView(organization),
      createdAt: organization.createdAt,
      users: (await users.listByOrganization(organization.id)).map((user) => userView(user, organization)),
    })),
  );
};
