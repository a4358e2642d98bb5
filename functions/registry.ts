import type { Group } from '../shared/api/catalog.ts';
import type { AnyOperation } from '../shared/http/operation.ts';
import { operations as accounts } from './accounts/schemas.ts';
import { operations as admin } from './admin/schemas.ts';
import { operations as apiKeys } from './api-keys/schemas.ts';
import { operations as audit } from './audit/schemas.ts';
import { operations as consensus } from './consensus/schemas.ts';
import { operations as diagnostics } from './diagnostics/schemas.ts';
import { operations as drugInteractions } from './drug-interactions/schemas.ts';
import { operations as healthData } from './health-data/schemas.ts';
import { operations as knowledge } from './knowledge/schemas.ts';
import { operations as labs } from './labs/schemas.ts';
import { operations as metrics } from './metrics/schemas.ts';
import { operations as subscriptions } from './subscriptions/schemas.ts';
import { operations as system } from './system/schemas.ts';
import { operations as usage } from './usage/schemas.ts';
import { operations as webhooks } from './webhooks/schemas.ts';

/** DynamoDB actions a group's Lambda is granted on the table, and nothing more. */
export type TableAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query';

export interface EndpointGroup {
  group: Group;
  /** The handler module, relative to the repository root. */
  entry: string;
  operations: readonly AnyOperation[];
  tableActions: readonly TableAction[];
  memoryMb: number;
  timeoutSeconds: number;
  /** The group that answers every path no other group serves (with 404 NOT_FOUND). */
  catchAll?: true;
  /** Ships the knowledge index inside the bundle (built from the curated and imported corpus). */
  knowledgeIndex?: true;
  /** Runs the answer panel: gets its configuration and may invoke the Bedrock models it names. */
  consensusPanel?: true;
  /** Ships the imported drug interaction table (npm run kb -- import ndf-rt) inside the bundle. */
  interactionTable?: true;
  /** Receives the billing provider's hook: gets the signing secret named in CDK context. */
  billingHook?: true;
  /** Stores (or reports on) health records: the variables that get the deployment's retention period. */
  recordRetention?: ReadonlyArray<'ANSWER_RETENTION_DAYS' | 'LAB_UPLOAD_RETENTION_DAYS'>;
}

/**
 * The endpoint groups that are deployed: one Lambda each. The CDK stack, the local runtime and the
 * OpenAPI document all read this list, so a group added here is served, documented and deployed.
 */
export const ENDPOINT_GROUPS: readonly EndpointGroup[] = [
  {
    group: 'system',
    entry: 'functions/system/handler.ts',
    operations: system,
    tableActions: ['GetItem'],
    memoryMb: 256,
    timeoutSeconds: 5,
    catchAll: true,
  },
  {
    group: 'accounts',
    entry: 'functions/accounts/handler.ts',
    operations: accounts,
    tableActions: ['GetItem', 'PutItem', 'DeleteItem', 'Query'],
    // scrypt at OWASP cost needs 128 MiB per hash; more memory also buys Lambda CPU for it.
    memoryMb: 1024,
    timeoutSeconds: 10,
  },
  {
    group: 'api-keys',
    entry: 'functions/api-keys/handler.ts',
    operations: apiKeys,
    tableActions: ['GetItem', 'PutItem', 'UpdateItem', 'Query'],
    memoryMb: 512,
    timeoutSeconds: 10,
  },
  {
    group: 'knowledge',
    entry: 'functions/knowledge/handler.ts',
    operations: knowledge,
    tableActions: [],
    // The index is held in memory; more memory also buys Lambda CPU for ranking.
    memoryMb: 1024,
    timeoutSeconds: 10,
    knowledgeIndex: true,
  },
  {
    group: 'consensus',
    entry: 'functions/consensus/handler.ts',
    operations: consensus,
    tableActions: ['GetItem', 'PutItem'],
    // Holds the index for retrieval and the embedded answerers; models answer within 25 s at most.
    memoryMb: 1024,
    timeoutSeconds: 28,
    knowledgeIndex: true,
    consensusPanel: true,
    recordRetention: ['ANSWER_RETENTION_DAYS'],
  },
  {
    group: 'health-data',
    entry: 'functions/health-data/handler.ts',
    operations: healthData,
    tableActions: [],
    memoryMb: 512,
    timeoutSeconds: 10,
    interactionTable: true,
  },
  {
    group: 'labs',
    entry: 'functions/labs/handler.ts',
    operations: labs,
    tableActions: ['GetItem', 'PutItem'],
    // UCUM's unit tables load on first use; more memory also buys CPU for them.
    memoryMb: 512,
    timeoutSeconds: 10,
    recordRetention: ['LAB_UPLOAD_RETENTION_DAYS'],
  },
  {
    group: 'diagnostics',
    entry: 'functions/diagnostics/handler.ts',
    operations: diagnostics,
    tableActions: [],
    memoryMb: 1024,
    timeoutSeconds: 10,
    knowledgeIndex: true,
  },
  {
    group: 'drug-interactions',
    entry: 'functions/drug-interactions/handler.ts',
    operations: drugInteractions,
    tableActions: [],
    memoryMb: 512,
    timeoutSeconds: 10,
    interactionTable: true,
  },
  {
    group: 'usage',
    entry: 'functions/usage/handler.ts',
    operations: usage,
    tableActions: ['GetItem', 'Query'],
    memoryMb: 512,
    timeoutSeconds: 10,
  },
  {
    group: 'subscriptions',
    entry: 'functions/subscriptions/handler.ts',
    operations: subscriptions,
    tableActions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'],
    billingHook: true,
    memoryMb: 512,
    timeoutSeconds: 10,
  },
  {
    group: 'webhooks',
    entry: 'functions/webhooks/handler.ts',
    operations: webhooks,
    tableActions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'],
    memoryMb: 512,
    timeoutSeconds: 15,
  },
  {
    group: 'audit',
    entry: 'functions/audit/handler.ts',
    operations: audit,
    tableActions: ['Query'],
    memoryMb: 512,
    timeoutSeconds: 10,
  },
  {
    group: 'metrics',
    entry: 'functions/metrics/handler.ts',
    operations: metrics,
    tableActions: ['Query'],
    memoryMb: 1024,
    timeoutSeconds: 28,
  },
  {
    group: 'admin',
    entry: 'functions/admin/handler.ts',
    operations: admin,
    tableActions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'],
    memoryMb: 1024,
    timeoutSeconds: 28,
    recordRetention: ['ANSWER_RETENTION_DAYS', 'LAB_UPLOAD_RETENTION_DAYS'],
  },
];

export const allOperations = (): AnyOperation[] => ENDPOINT_GROUPS.flatMap((group) => group.operations);
