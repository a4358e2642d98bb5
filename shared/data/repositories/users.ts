import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../errors.ts';
import { documentClient, isConditionFailure, tableName } from '../client.ts';
import { getEntity, putNew, queryPrefix, toEntity } from '../items.ts';
import { keys } from '../keys.ts';

/** What each role may do is in shared/auth/roles.ts (and the README's table). */
export const ROLES = ['owner', 'admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  id: string;
  orgId: string;
  email: string;
  name: string;
  role: Role;
  /** Set by an administrator; a disabled user's keys are revoked. */
  disabled?: boolean;
  passwordHash: string;
  createdAt: string;
  /** The terms-of-service version the user accepted at sign-up, and when (shared/auth/terms.ts). */
  termsVersion?: string;
  termsAcceptedAt?: string;
}

interface EmailClaim {
  email: string;
  userId: string;
  orgId: string;
}

export const users = {
  /**
   * Claims the e-mail address (case-insensitively) with a conditional write, the one guard against
   * duplicates that holds under concurrency without transactions. Call `releaseEmail` if creating
   * the rest of the account then fails.
   */
  async claimEmail(email: string, userId: string, orgId: string): Promise<void> {
    const claimed = await putNew({
      ...keys.emailClaim(email),
      entity: 'email',
      email: email.toLowerCase(),
      userId,
      orgId,
    });
    if (!claimed) throw new ConflictError('An account with this e-mail address already exists');
  },

  async releaseEmail(email: string): Promise<void> {
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.emailClaim(email) }));
  },

  async create(user: User): Promise<void> {
    const created = await putNew({ ...keys.user(user.orgId, user.id), entity: 'user', ...user });
    if (!created) throw new ConflictError('A user with this id already exists; retry');
  },

  get: (orgId: string, userId: string): Promise<User | undefined> =>
    getEntity<User>(keys.user(orgId, userId), { consistent: true }),

  async findByEmail(email: string): Promise<User | undefined> {
    const claim = await getEntity<EmailClaim>(keys.emailClaim(email), { consistent: true });
    return claim ? users.get(claim.orgId, claim.userId) : undefined;
  },

  /**
   * With `expected`, only a user whose role and disabled flag are still as read is changed, so that
   * a decision taken on what was read (the last owner rule) cannot be overtaken by another change.
   */
  async update(
    orgId: string,
    userId: string,
    changes: { role?: Role; disabled?: boolean },
    expected?: { role: Role; disabled: boolean },
  ): Promise<User | undefined> {
    const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
    const condition = expected
      ? `attribute_exists(pk) AND #role = :wasRole AND ${
          expected.disabled ? '#disabled = :true' : '(attribute_not_exists(#disabled) OR #disabled = :false)'
        }`
      : 'attribute_exists(pk)';
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.user(orgId, userId),
          UpdateExpression: `SET ${fields.map(([name]) => `#${name} = :${name}`).join(', ')}`,
          ConditionExpression: condition,
          ExpressionAttributeNames: {
            ...Object.fromEntries(fields.map(([name]) => [`#${name}`, name])),
            ...(expected ? { '#role': 'role', '#disabled': 'disabled' } : {}),
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(fields.map(([name, value]) => [`:${name}`, value])),
            ...(expected
              ? {
                  ':wasRole': expected.role,
                  ...(expected.disabled ? { ':true': true } : { ':false': false }),
                }
              : {}),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toEntity<User>(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  /**
   * Moves a user to another organization: the new record first, then the e-mail claim, then the old
   * record, so that at every step the claim points at a record that exists.
   */
  async move(user: User, toOrgId: string): Promise<User> {
    const moved: User = { ...user, orgId: toOrgId };
    await users.create(moved);
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.emailClaim(user.email),
          entity: 'email',
          email: user.email.toLowerCase(),
          userId: user.id,
          orgId: toOrgId,
        },
      }),
    );
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.user(user.orgId, user.id) }),
    );
    return moved;
  },

  listByOrganization: (orgId: string): Promise<User[]> => queryPrefix<User>(keys.usersOf(orgId)),
};
