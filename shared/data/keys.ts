/**
 * Every key of the single table is built here and nowhere else.
 *
 * | item            | pk                 | sk                 | gsi1pk              | gsi1sk              |
 * |-----------------|--------------------|--------------------|---------------------|---------------------|
 * | organization    | ORG#<orgId>        | ORG                | ORGS                | <createdAt>#<orgId> |
 * | user            | ORG#<orgId>        | USER#<userId>      |                     |                     |
 * | e-mail claim    | EMAIL#<email>      | EMAIL              |                     |                     |
 * | API key         | APIKEY#<keyId>     | KEY                | ORG#<orgId>#KEYS    | <createdAt>#<keyId> |
 * | daily counter   | ORG#<orgId>        | USAGE#<YYYY-MM-DD> |                     |                     |
 * | slot counter    | ORG#<orgId>        | SLOTS#<kind>       |                     |                     |
 * | answer + trust  | ORG#<orgId>        | ANSWER#<answerId>  |                     |                     |
 * | lab upload      | ORG#<orgId>        | LABUPLOAD#<id>     |                     |                     |
 * | research cache  | ORG#<orgId>        | RESEARCH#<kind>#<sha256> |               |                     |
 * | audit entry     | AUDIT#<orgId>      | <at>#<entryId>     |                     |                     |
 * | audit index copy| AUDIT#<orgId>#<f>#<v> | <at>#<entryId>  |                     |                     |
 * | plan change     | ORG#<orgId>        | PLAN#<at>          |                     |                     |
 * | webhook         | ORG#<orgId>        | WEBHOOK#<id>       |                     |                     |
 * | sub-org link    | ORG#<parentId>     | CHILD#<orgId>      |                     |                     |
 * | billing event   | BILLING#<msgId>    | EVENT              |                     |                     |
 * | delivery        | WEBHOOK#<id>       | DELIVERY#<at>#<n>  |                     |                     |
 * | portal session  | SESSION#<sha256>   | SESSION            |                     |                     |
 * | login throttle  | LOGIN#<scope>#<v>  | THROTTLE           |                     |                     |
 *
 * Tenant data lives under its organization's partition or carries the organization id, and every
 * read by id checks that id against the caller's organization.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

export const GSI1 = 'gsi1';

export const keys = {
  organization: (orgId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: 'ORG' }),
  organizationIndex: (createdAt: string, orgId: string) => ({
    gsi1pk: 'ORGS',
    gsi1sk: `${createdAt}#${orgId}`,
  }),
  allOrganizations: () => ({ gsi1pk: 'ORGS' }),

  user: (orgId: string, userId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `USER#${userId}` }),
  usersOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'USER#' }),

  emailClaim: (email: string): ItemKey => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),

  apiKey: (keyId: string): ItemKey => ({ pk: `APIKEY#${keyId}`, sk: 'KEY' }),
  apiKeyIndex: (orgId: string, createdAt: string, keyId: string) => ({
    gsi1pk: `ORG#${orgId}#KEYS`,
    gsi1sk: `${createdAt}#${keyId}`,
  }),
  apiKeysOf: (orgId: string) => ({ gsi1pk: `ORG#${orgId}#KEYS` }),

  /**
   * One counter item per organization and UTC day: the organization's total, and per key, per group
   * and per key and group counts, so that one conditional update decides a request.
   */
  usageDay: (orgId: string, day: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `USAGE#${day}` }),
  usageDaysOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'USAGE#' }),

  /** How many of a capped kind of thing (webhooks, active API keys) an organization holds. */
  slots: (orgId: string, kind: 'WEBHOOK' | 'APIKEY'): ItemKey => ({
    pk: `ORG#${orgId}`,
    sk: `SLOTS#${kind}`,
  }),

  answer: (orgId: string, answerId: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `ANSWER#${answerId}` }),

  labUpload: (orgId: string, uploadId: string): ItemKey => ({
    pk: `ORG#${orgId}`,
    sk: `LABUPLOAD#${uploadId}`,
  }),

  /** An imaging upload: its state and, once analysed, where its de-identified copy is kept. */
  imagingUpload: (orgId: string, uploadId: string): ItemKey => ({
    pk: `ORG#${orgId}`,
    sk: `IMAGINGUPLOAD#${uploadId}`,
  }),

  /** A cached research answer: the query is only ever a hash here (it may describe a patient). */
  researchCache: (orgId: string, kind: 'LITERATURE' | 'TRIALS', queryHash: string): ItemKey => ({
    pk: `ORG#${orgId}`,
    sk: `RESEARCH#${kind}#${queryHash}`,
  }),

  /** Sort keys are the entry's time first, so a time range is a key range. */
  auditEntry: (orgId: string, at: string, entryId: string): ItemKey => ({
    pk: `AUDIT#${orgId}`,
    sk: `${at}#${entryId}`,
  }),
  auditLogOf: (orgId: string) => ({ pk: `AUDIT#${orgId}` }),
  /**
   * A copy of an audit entry under the partition of one filter value (actor, action family,
   * outcome), with the same sort key, so that a filtered query reads only entries of that value.
   */
  auditIndex: (orgId: string, filter: 'ACTOR' | 'ACTION' | 'OUTCOME', value: string) => ({
    pk: `AUDIT#${orgId}#${filter}#${value}`,
  }),

  planChange: (orgId: string, at: string): ItemKey => ({ pk: `ORG#${orgId}`, sk: `PLAN#${at}` }),
  planChangesOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'PLAN#' }),

  /** A processed billing hook message, so that a redelivery is applied once. */
  billingEvent: (messageId: string): ItemKey => ({ pk: `BILLING#${messageId}`, sk: 'EVENT' }),

  childLink: (parentId: string, childId: string): ItemKey => ({
    pk: `ORG#${parentId}`,
    sk: `CHILD#${childId}`,
  }),
  childrenOf: (parentId: string) => ({ pk: `ORG#${parentId}`, skPrefix: 'CHILD#' }),

  webhook: (orgId: string, webhookId: string): ItemKey => ({
    pk: `ORG#${orgId}`,
    sk: `WEBHOOK#${webhookId}`,
  }),
  webhooksOf: (orgId: string) => ({ pk: `ORG#${orgId}`, skPrefix: 'WEBHOOK#' }),
  delivery: (webhookId: string, at: string, attempt: number): ItemKey => ({
    pk: `WEBHOOK#${webhookId}`,
    sk: `DELIVERY#${at}#${attempt}`,
  }),
  deliveriesOf: (webhookId: string) => ({ pk: `WEBHOOK#${webhookId}`, skPrefix: 'DELIVERY#' }),

  /** A portal session, keyed by the SHA-256 of its token: the token itself is never stored. */
  session: (tokenHash: string): ItemKey => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  /** Failed sign-ins of one account (lower-cased e-mail) or one source IP, for the backoff. */
  loginThrottle: (scope: 'ACCOUNT' | 'IP', value: string): ItemKey => ({
    pk: `LOGIN#${scope}#${scope === 'ACCOUNT' ? value.toLowerCase() : value}`,
    sk: 'THROTTLE',
  }),

  /** Never written: reading it proves the table answers. */
  healthProbe: (): ItemKey => ({ pk: 'HEALTH', sk: 'PROBE' }),
};

/** Attribute names of the table's own schema, shared by the CDK stack and the local store. */
export const TABLE_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  gsi1PartitionKey: 'gsi1pk',
  gsi1SortKey: 'gsi1sk',
  ttlAttribute: 'ttl',
} as const;
