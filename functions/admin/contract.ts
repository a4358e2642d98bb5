import * as v from 'valibot';
import { GROUPS } from '../../shared/api/catalog.ts';
import { TIERS } from '../../shared/api/tiers.ts';
import { ROLES } from '../../shared/data/repositories/users.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { integerQuery } from '../../shared/http/params.ts';
import { requiredDisplayText } from '../../shared/http/schemas.ts';
import { timestamp } from '../../shared/http/timestamp.ts';

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const tag = 'Administration';

const AdminUser = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(ROLES),
  disabled: v.boolean(),
  organizationId: v.string(),
  createdAt: timestamp,
});

const AdminOrganization = v.object({
  id: v.string(),
  name: v.string(),
  tier: v.picklist(TIERS),
  parentId: v.nullable(v.string()),
  createdAt: timestamp,
});

const UsersQuery = v.strictObject({
  organizationId: v.optional(
    v.pipe(Id, v.description('Only this organization (yours or a sub-organization)')),
  ),
});

const UpdateUserBody = v.pipe(
  v.strictObject({
    role: v.optional(v.picklist(ROLES, 'role is owner, admin or member')),
    disabled: v.optional(
      v.pipe(v.boolean('disabled is true or false'), v.description("Disabling revokes the user's keys")),
    ),
  }),
  v.check((body) => body.role !== undefined || body.disabled !== undefined, 'Give role or disabled'),
);

const CreateOrganizationBody = v.strictObject({ name: requiredDisplayText('name', 200) });

const MoveUserBody = v.strictObject({ userId: Id });

const IdParams = v.object({ id: Id });

const exampleUser = {
  id: 'usr_8dS0tV7oNz1TvD9pMr5Y',
  email: 'nurse@example.org',
  name: 'nurse',
  role: 'member',
  disabled: false,
  organizationId: 'org_5gR0dW3nMy9SuC8oLq4X',
  createdAt: '2026-11-22T10:00:00.000Z',
};

const exampleOrganization = {
  id: 'org_5gR0dW3nMy9SuC8oLq4X',
  name: 'Clinic North',
  tier: 'clinical',
  parentId: 'org_4fQ9cV2mLx8RtB7nKp3W',
  createdAt: '2026-11-22T10:00:00.000Z',
};

export const listUsers = defineOperation({
  operationId: 'adminListUsers',
  method: 'GET',
  path: '/api/v1/admin/users',
  tag,
  summary: 'Users of your organization and its sub-organizations',
  public: false,
  status: 200,
  query: UsersQuery,
  response: v.object({ users: v.array(AdminUser) }),
  errors: ['NOT_FOUND'],
  examples: {
    response: {
      users: [exampleUser],
    },
  },
});

export const updateUser = defineOperation({
  operationId: 'adminUpdateUser',
  method: 'PATCH',
  path: '/api/v1/admin/users/{id}',
  tag,
  summary: 'Change a user’s role, or disable them',
  description:
    'Disabling revokes every key of the user at once. Users outside your organization tree answer 404. Owners and admins only: admins change members and admins; only owners make owners or change owners; the last enabled owner of an organization cannot be demoted or disabled (409).',
  public: false,
  status: 200,
  params: IdParams,
  body: UpdateUserBody,
  response: AdminUser,
  errors: ['NOT_FOUND', 'CONFLICT'],
  examples: {
    request: { role: 'owner' },
    response: { ...exampleUser, role: 'owner' },
  },
});

export const listOrganizations = defineOperation({
  operationId: 'adminListOrganizations',
  method: 'GET',
  path: '/api/v1/admin/organizations',
  tag,
  summary: 'Your organization and its sub-organizations',
  public: false,
  status: 200,
  response: v.object({ organizations: v.array(AdminOrganization) }),
  errors: [],
  examples: {
    response: {
      organizations: [exampleOrganization],
    },
  },
});

export const createOrganization = defineOperation({
  operationId: 'adminCreateOrganization',
  method: 'POST',
  path: '/api/v1/admin/organizations',
  tag,
  summary: 'Create a sub-organization',
  description:
    'The sub-organization shares your plan; its users and data are separate, and you administer it.',
  public: false,
  status: 201,
  body: CreateOrganizationBody,
  response: AdminOrganization,
  errors: [],
  examples: {
    request: { name: 'Clinic North' },
    response: exampleOrganization,
  },
});

export const moveUser = defineOperation({
  operationId: 'adminMoveUser',
  method: 'POST',
  path: '/api/v1/admin/organizations/{id}/users',
  tag,
  summary: 'Move a user into this organization',
  description:
    "Within your organization tree only. The user's keys are revoked: keys belong to one organization.",
  public: false,
  status: 200,
  params: IdParams,
  body: MoveUserBody,
  response: AdminUser,
  errors: ['NOT_FOUND'],
  examples: {
    request: { userId: 'usr_8dS0tV7oNz1TvD9pMr5Y' },
    response: exampleUser,
  },
});

export const complianceReport = defineOperation({
  operationId: 'adminComplianceReport',
  method: 'GET',
  path: '/api/v1/admin/compliance',
  tag,
  summary: 'Compliance report',
  description:
    'Encryption, retention settings, key ages, revoked and expired keys, users, and audit coverage of your organization tree.',
  public: false,
  status: 200,
  response: v.object({
    generatedAt: timestamp,
    organizations: v.number(),
    encryption: v.object({ atRest: v.string(), inTransit: v.string() }),
    retentionDays: v.record(v.string(), v.number()),
    keys: v.object({
      total: v.number(),
      active: v.number(),
      revoked: v.number(),
      expired: v.number(),
      withoutExpiry: v.number(),
      olderThan365Days: v.number(),
      ageDays: v.object({ median: v.nullable(v.number()), max: v.nullable(v.number()) }),
    }),
    users: v.object({ total: v.number(), disabled: v.number(), owners: v.number() }),
    audit: v.object({
      windowDays: v.number(),
      countedRequests: v.pipe(
        v.number(),
        v.description('Requests the daily counters admitted in the window'),
      ),
      auditedRequests: v.pipe(v.number(), v.description('Admitted requests with an audit entry')),
      coverage: v.nullable(v.pipe(v.number(), v.description('auditedRequests / countedRequests'))),
    }),
  }),
  errors: [],
  examples: {
    response: {
      generatedAt: '2026-11-22T10:00:00.000Z',
      organizations: 2,
      encryption: {
        atRest: 'AWS KMS customer-managed key with yearly rotation for the table, log groups and queues',
        inTransit: 'TLS on every API request and SSL-only queue access; webhooks only to HTTPS targets',
      },
      retentionDays: {
        answers: 90,
        labUploads: 90,
        auditLog: 2190,
        webhookDeliveries: 30,
        usageCounters: 400,
      },
      keys: {
        total: 6,
        active: 4,
        revoked: 1,
        expired: 1,
        withoutExpiry: 2,
        olderThan365Days: 0,
        ageDays: { median: 41, max: 200 },
      },
      users: { total: 9, disabled: 1, owners: 2 },
      audit: { windowDays: 7, countedRequests: 18234, auditedRequests: 18234, coverage: 1 },
    },
  },
});

export const analytics = defineOperation({
  operationId: 'adminAnalytics',
  method: 'GET',
  path: '/api/v1/admin/analytics',
  tag,
  summary: 'Usage trends per endpoint group',
  public: false,
  status: 200,
  query: v.strictObject({ days: integerQuery('days', 1, 90, 30, 'How many days back, today included') }),
  response: v.object({
    from: v.string(),
    to: v.string(),
    byGroup: v.record(v.picklist(GROUPS), v.object({ total: v.number(), daily: v.array(v.number()) })),
    byOrganization: v.array(v.object({ organizationId: v.string(), name: v.string(), total: v.number() })),
  }),
  errors: [],
  examples: {
    response: {
      from: '2026-11-20',
      to: '2026-11-22',
      byGroup: {
        consensus: { total: 410, daily: [120, 150, 140] },
        labs: { total: 35, daily: [10, 12, 13] },
      },
      byOrganization: [
        { organizationId: 'org_4fQ9cV2mLx8RtB7nKp3W', name: 'Health Co', total: 300 },
        { organizationId: 'org_5gR0dW3nMy9SuC8oLq4X', name: 'Clinic North', total: 145 },
      ],
    },
  },
});

export const operations = [
  listUsers,
  updateUser,
  listOrganizations,
  createOrganization,
  moveUser,
  complianceReport,
  analytics,
];
