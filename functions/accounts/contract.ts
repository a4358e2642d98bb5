import * as v from 'valibot';
import { TIERS } from '../../shared/api/tiers.ts';
import {
  commonPasswordProblem,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../shared/auth/passwords.ts';
import { TERMS_PATH, TERMS_VERSION } from '../../shared/auth/terms.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { requiredDisplayText } from '../../shared/http/schemas.ts';
import { timestamp } from '../../shared/http/timestamp.ts';
import { CreatedApiKey } from '../api-keys/contract.ts';
import { exampleUser } from './examples.ts';
import { portalOperations } from './portal-contract.ts';

const Email = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, 'An e-mail address has at most 254 characters'),
  v.email('Give a valid e-mail address'),
);

/**
 * NIST SP 800-63B rev. 4 for a password used alone: at least 15 characters, passphrases up to 256,
 * no composition rules, and not a common or easily guessed value (shared/auth/passwords.ts). A
 * password built on the account's e-mail address is refused by the service.
 */
const Password = v.pipe(
  v.string(),
  v.minLength(
    MIN_PASSWORD_LENGTH,
    `Use a password of at least ${MIN_PASSWORD_LENGTH} characters: a few words work well`,
  ),
  v.maxLength(MAX_PASSWORD_LENGTH, `A password has at most ${MAX_PASSWORD_LENGTH} characters`),
  v.check(
    (password) => commonPasswordProblem(password) === undefined,
    (issue) => commonPasswordProblem(String(issue.input)) ?? 'This password is too easy to guess',
  ),
  v.description(
    `At least ${MIN_PASSWORD_LENGTH} characters, no composition rules; common passwords and passwords built on the e-mail address are refused`,
  ),
);

/** A user's or an organization's name, shown back in the portal and in lists. */
const Name = (field: string) => requiredDisplayText(field, 200);

const SignUpBody = v.strictObject({
  email: Email,
  password: Password,
  name: v.optional(Name('name')),
  organization: v.optional(Name('organization')),
  acceptTerms: v.pipe(
    v.literal(
      TERMS_VERSION,
      `Read the terms of service (${TERMS_PATH}) and accept them by sending their version, "${TERMS_VERSION}"`,
    ),
    v.description(
      `The version of the terms of service accepted (${TERMS_PATH}); must be the current one, "${TERMS_VERSION}". Required.`,
    ),
  ),
});

const CreateUserBody = v.strictObject({
  email: Email,
  password: Password,
  name: v.optional(Name('name')),
  organization: v.optional(
    v.pipe(
      Name('organization'),
      v.description("Must be the caller's organization when given: members join the caller's"),
    ),
  ),
});

const User = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  organization: v.pipe(v.string(), v.description('Name of the organization')),
  organizationId: v.string(),
  role: v.picklist(['owner', 'admin', 'member']),
  createdAt: timestamp,
});

const Organization = v.object({
  id: v.string(),
  name: v.string(),
  tier: v.picklist(TIERS),
  dailyLimit: v.pipe(v.number(), v.description('Requests per UTC day for each key of the organization')),
});

const SignUpResult = v.object({ user: User, organization: Organization, apiKey: CreatedApiKey });

const Profile = v.object({ ...User.entries, tier: v.picklist(TIERS), dailyLimit: v.number() });

export const signUp = defineOperation({
  operationId: 'signUp',
  method: 'POST',
  path: '/auth/signup',
  tag: 'Accounts',
  summary: 'Create an account and its first API key',
  description: `Creates the user and a new organization on the Developer tier, and returns a first API key. The key is shown only in this response. The caller must accept the terms of service by sending their current version in \`acceptTerms\` ("${TERMS_VERSION}"); the acceptance is recorded with the user.`,
  public: true,
  status: 201,
  body: SignUpBody,
  response: SignUpResult,
  errors: ['CONFLICT'],
  examples: {
    request: {
      email: 'dana@example.org',
      password: 'plum velvet harbor kite',
      name: 'Dana Reyes',
      acceptTerms: TERMS_VERSION,
    },
    response: {
      user: exampleUser,
      organization: {
        id: exampleUser.organizationId,
        name: 'Example Health',
        tier: 'developer',
        dailyLimit: 100,
      },
      apiKey: {
        id: '7Hq2LmN9xPzA',
        name: 'Default key',
        key: 'hcs_7Hq2LmN9xPzA…',
        prefix: 'hcs_7Hq2LmN9xPzA',
        permissions: ['*'],
        dailyLimit: 100,
        createdAt: '2026-11-22T10:00:00.000Z',
        expiresAt: null,
      },
    },
  },
});

export const createUser = defineOperation({
  operationId: 'createUser',
  method: 'POST',
  path: '/api/v1/users',
  tag: 'Accounts',
  summary: "Add a member to the caller's organization",
  public: false,
  status: 201,
  body: CreateUserBody,
  response: User,
  errors: ['CONFLICT'],
  examples: {
    request: { email: 'sam@example.org', password: 'another long passphrase', name: 'Sam Lee' },
    response: {
      ...exampleUser,
      id: 'usr_1aB2cD3eF4gH5iJ6kL7m',
      email: 'sam@example.org',
      name: 'Sam Lee',
      role: 'member',
    },
  },
});

export const getCurrentUser = defineOperation({
  operationId: 'getCurrentUser',
  method: 'GET',
  path: '/api/v1/users/me',
  tag: 'Accounts',
  summary: 'The user who owns the calling API key, with the tier in force',
  public: false,
  status: 200,
  response: Profile,
  errors: [],
  examples: { response: { ...exampleUser, tier: 'developer', dailyLimit: 100 } },
});

export const operations = [signUp, createUser, getCurrentUser, ...portalOperations];
