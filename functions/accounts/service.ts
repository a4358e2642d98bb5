import { effectiveDailyLimit, type Tier } from '../../shared/api/tiers.ts';
import { type Actor, actorOf, recordChange } from '../../shared/audit/record.ts';
import {
  commonPasswordProblem,
  contextPasswordProblem,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../shared/auth/passwords.ts';
import { requireRole } from '../../shared/auth/roles.ts';
import type { Tenant } from '../../shared/auth/tenant.ts';
import { changePlan } from '../../shared/billing/plans.ts';
import { type Organization, organizations } from '../../shared/data/repositories/organizations.ts';
import { type Role, type User, users } from '../../shared/data/repositories/users.ts';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../../shared/errors.ts';
import { newId } from '../../shared/ids.ts';
import { issueApiKey } from '../api-keys/service.ts';
import { undo, type Written } from './rollback.ts';

const SYSTEM: Actor = { type: 'system' };

export interface UserView {
  id: string;
  email: string;
  name: string;
  organization: string;
  organizationId: string;
  role: Role;
  createdAt: string;
}

/** A user as the API shows it, to its own organization and in a portal session. */
export const userView = (user: User, organization: Pick<Organization, 'id' | 'name'>): UserView => ({
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
 * Sign-up must finish well inside API Gateway's 29-second integration timeout: past this, the
 * caller may already have been answered 504, so the account is undone rather than left without
 * anyone holding its key.
 */
const SIGN_UP_BUDGET_MS = 20_000;

/**
 * The whole password policy, whoever creates the user (the request schema checks the same rules
 * first over HTTP; the operator CLI reaches only this).
 */
const refuseWeakPassword = (password: string, email: string): void => {
  const problem =
    password.length < MIN_PASSWORD_LENGTH
      ? `Use a password of at least ${MIN_PASSWORD_LENGTH} characters: a few words work well`
      : password.length > MAX_PASSWORD_LENGTH
        ? `A password has at most ${MAX_PASSWORD_LENGTH} characters`
        : (commonPasswordProblem(password) ?? contextPasswordProblem(password, email));
  if (problem)
    throw new ValidationError('The request body is not valid', [{ path: 'body.password', message: problem }]);
};

/**
 * Claims the e-mail first (the conditional write that settles races between duplicate sign-ups),
 * then writes the user. The password is hashed before any write, so a hashing failure or refusal
 * (503 when too many run at once) leaves nothing behind.
 */
const createUserRecord = async (
  input: {
    email: string;
    password: string;
    name?: string;
    orgId: string;
    role: Role;
    now: Date;
    acceptTerms?: string;
  },
  written: Written,
): Promise<User> => {
  refuseWeakPassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  const user: User = {
    id: newId('usr'),
    orgId: input.orgId,
    email: input.email,
    name: input.name ?? defaultName(input.email),
    role: input.role,
    passwordHash,
    createdAt: input.now.toISOString(),
    ...(input.acceptTerms
      ? { termsVersion: input.acceptTerms, termsAcceptedAt: input.now.toISOString() }
      : {}),
  };
  // Each write is noted before it is sent: one that times out may still have landed. Undoing a
  // claim that turns out to be another account's is harmless (the delete is conditional on our id).
  written.claim = { email: user.email, userId: user.id };
  await users.claimEmail(user.email, user.id, user.orgId);
  written.user = { orgId: user.orgId, userId: user.id };
  await users.create(user);
  return user;
};

export interface SignUpInput {
  email: string;
  password: string;
  name?: string;
  organization?: string;
  tier?: Tier;
  dailyLimit?: number;
  /**
   * The terms-of-service version accepted; required over HTTP (the request schema refuses sign-up
   * without the current one). Accounts an operator creates from the CLI have none.
   */
  acceptTerms?: string;
}

/**
 * Creates the user, the organization and a first key. Either it answers with the key or it leaves
 * nothing: a failure (or running past the budget) after a write undoes every item it may have
 * written, each with a conditional delete that only removes this sign-up's own items.
 */
export const signUp = async (
  input: SignUpInput,
  now = new Date(),
  deadline = Date.now() + SIGN_UP_BUDGET_MS,
) => {
  const orgId = newId('org');
  const written: Written = {};
  try {
    const user = await createUserRecord({ ...input, orgId, role: 'owner', now }, written);
    const organization: Organization = {
      id: orgId,
      name: input.organization ?? `${user.name}'s organization`,
      tier: input.tier ?? 'developer',
      dailyLimit: input.dailyLimit,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    written.orgId = orgId;
    await organizations.create(organization);
    written.keysOf = orgId;
    // Sign-up has no caller yet: the service itself creates the account.
    const apiKey = await issueApiKey({
      organization,
      userId: user.id,
      name: 'Default key',
      now,
    });
    if (Date.now() > deadline)
      throw new ServiceUnavailableError('Creating the account took too long; retry', 5);
    await recordChange(user.orgId, SYSTEM, 'user.created', { userId: user.id, role: user.role }, now);
    if (user.termsVersion)
      await recordChange(
        user.orgId,
        SYSTEM,
        'user.terms_accepted',
        { userId: user.id, version: user.termsVersion },
        now,
      );
    return { user: userView(user, organization), organization: organizationView(organization), apiKey };
  } catch (error) {
    await undo(written);
    throw error;
  }
};

export const addMember = async (
  tenant: Tenant,
  input: { email: string; password: string; name?: string; organization?: string },
  now = new Date(),
): Promise<UserView> => {
  await requireRole(tenant, 'admin', 'add users');
  const organization = await organizations.require(tenant.orgId);
  if (input.organization !== undefined && input.organization !== organization.name) {
    throw new ValidationError('The request body is not valid', [
      { path: 'body.organization', message: `Members join your own organization, "${organization.name}"` },
    ]);
  }
  const written: Written = {};
  let user: User;
  try {
    user = await createUserRecord({ ...input, orgId: organization.id, role: 'member', now }, written);
  } catch (error) {
    await undo(written);
    throw error;
  }
  await recordChange(user.orgId, actorOf(tenant), 'user.created', { userId: user.id, role: user.role }, now);
  return userView(user, organization);
};

/** The organization's name, tier and limit come from the tenant: only the user is read. */
export const currentUser = async (tenant: Tenant) => {
  const user = await users.get(tenant.orgId, tenant.userId);
  if (!user) throw new NotFoundError('User not found');
  return {
    ...userView(user, { id: tenant.orgId, name: tenant.orgName }),
    tier: tenant.tier,
    dailyLimit: tenant.orgLimit,
  };
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
