import type { Group } from '../shared/api/catalog.ts';
import type { AnyOperation } from '../shared/http/operation.ts';
import { operations as accounts } from './accounts/contract.ts';
import { operations as admin } from './admin/contract.ts';
import { operations as apiKeys } from './api-keys/contract.ts';
import { operations as audit } from './audit/contract.ts';
import { operations as clinical } from './clinical/contract.ts';
import { operations as consensus } from './consensus/contract.ts';
import { operations as diagnostics } from './diagnostics/contract.ts';
import { operations as drugInteractions } from './drug-interactions/contract.ts';
import { operations as fitness } from './fitness/contract.ts';
import { operations as healthData } from './health-data/contract.ts';
import { operations as knowledge } from './knowledge/contract.ts';
import { operations as labs } from './labs/contract.ts';
import { operations as metrics } from './metrics/contract.ts';
import { operations as nutrition } from './nutrition/contract.ts';
import { operations as orchestration } from './orchestration/contract.ts';
import { operations as research } from './research/contract.ts';
import { operations as subscriptions } from './subscriptions/contract.ts';
import { operations as supplements } from './supplements/contract.ts';
import { operations as system } from './system/contract.ts';
import { operations as usage } from './usage/contract.ts';
import { operations as wearables } from './wearables/contract.ts';
import { operations as webhooks } from './webhooks/contract.ts';

/** DynamoDB actions a group's Lambda is granted on the table, and nothing more. */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query';

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
  /** Ships the OpenAPI document, printed from this registry at bundle time, inside the bundle. */
  openApiDocument?: true;
  /** Runs the answer panel: gets its configuration and may invoke the Bedrock models it names. */
  consensusPanel?: true;
  /**
   * Ships the imported drug interaction table (npm run kb -- import ndf-rt), when there is one: set
   * with ndfRtTable on every group that reaches the drug checker, so a pair gets the same answer from
   * /drug-interactions, /ask, clinical notes and triage.
   */
  interactionTable?: true;
  /** Ships the ICD-10-CM code set, notes and index (shared/clinical/coding/data) inside the bundle. */
  icd10cmTable?: true;
  /**
   * Ships UCUM, bundled on its own, beside the bundle: set on every group that reaches
   * shared/clinical/units.ts, which requires it on the first conversion (test/infra/bundling.test.ts checks).
   */
  ucumUnits?: true;
  /** Ships the built-in VA NDF-RT table beside the bundle: every group that reaches the drug checker. */
  ndfRtTable?: true;
  /** Ships the curated interaction rules as JSON beside the bundle: every group that reaches the drug checker. */
  interactionRules?: true;
  /** Ships the built-in USDA SR food table beside the bundle: every group that reaches shared/nutrition/foods.ts. */
  foodTable?: true;
  /**
   * Ships the red-flag findings and rules as JSON beside the bundle, written from their modules at
   * bundle time: every group that reaches shared/clinical/red-flags/tables.ts.
   */
  redFlagRules?: true;
  /** Ships the drug catalog as JSON beside the bundle, written at bundle time: every group that reaches the drug checker. */
  drugCatalog?: true;
  /** Ships the lab test catalog as JSON beside the bundle, written at bundle time: every group that reaches the lab interpreter. */
  labCatalog?: true;
  /**
   * Ships the Step Functions emulator and the ASL validator, and the step runner's Lambda client, each
   * bundled on its own, beside the bundle: every group that reaches shared/orchestration/workflow-engine.ts
   * (and functions/orchestration/steps.ts), which require them on first use.
   */
  workflowEngine?: true;
  /** Ships the Bedrock runtime client, bundled on its own, beside the bundle: every group that reaches shared/consensus/providers/chat.ts. */
  bedrockRuntime?: true;
  /** Receives the billing provider's hook: gets the signing secret named in CDK context. */
  billingHook?: true;
  /** Calls PubMed, Europe PMC and ClinicalTrials.gov: gets the deployment's upstream settings from CDK context. */
  researchUpstreams?: true;
  /** Stores (or reports on) health records: the variables that get the deployment's retention period. */
  recordRetention?: ReadonlyArray<'ANSWER_RETENTION_DAYS' | 'LAB_UPLOAD_RETENTION_DAYS'>;
  /** Takes imaging uploads: gets IMAGING_BUCKET and Put/Get/DeleteObject on its objects. */
  imagingBucket?: true;
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
    openApiDocument: true,
  },
  {
    group: 'accounts',
    entry: 'functions/accounts/handler.ts',
    operations: accounts,
    // UpdateItem: the first key of a sign-up takes a slot of the organization's key cap.
    tableActions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'],
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
    bedrockRuntime: true,
    recordRetention: ['ANSWER_RETENTION_DAYS'],
    ucumUnits: true,
    interactionTable: true,
    ndfRtTable: true,
    interactionRules: true,
    drugCatalog: true,
    redFlagRules: true,
    labCatalog: true,
  },
  {
    group: 'health-data',
    entry: 'functions/health-data/handler.ts',
    operations: healthData,
    tableActions: [],
    memoryMb: 512,
    timeoutSeconds: 10,
    interactionTable: true,
    ucumUnits: true,
    ndfRtTable: true,
    interactionRules: true,
    drugCatalog: true,
    redFlagRules: true,
    labCatalog: true,
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
    ucumUnits: true,
    redFlagRules: true,
    labCatalog: true,
  },
  {
    group: 'research',
    entry: 'functions/research/handler.ts',
    operations: research,
    // The answer cache only: one item per organization and query hash, read and written whole.
    tableActions: ['GetItem', 'PutItem'],
    // Holds the knowledge index and the panel for the evidence summary; the upstream budget is 10 s,
    // the panel's at most 25 s less, well within API Gateway's 29 s.
    memoryMb: 1024,
    timeoutSeconds: 28,
    knowledgeIndex: true,
    consensusPanel: true,
    bedrockRuntime: true,
    researchUpstreams: true,
    ucumUnits: true,
    interactionTable: true,
    ndfRtTable: true,
    interactionRules: true,
    drugCatalog: true,
    redFlagRules: true,
    labCatalog: true,
  },
  {
    group: 'diagnostics',
    entry: 'functions/diagnostics/handler.ts',
    operations: diagnostics,
    // Imaging uploads: one item per upload under its organization, written whole.
    tableActions: ['GetItem', 'PutItem'],
    recordRetention: ['LAB_UPLOAD_RETENTION_DAYS'],
    imagingBucket: true,
    memoryMb: 1024,
    // /diagnostics/imaging waits for the panel's vision models (25 s at most, within API Gateway's 29 s).
    timeoutSeconds: 28,
    knowledgeIndex: true,
    consensusPanel: true,
    bedrockRuntime: true,
    ucumUnits: true,
    interactionTable: true,
    ndfRtTable: true,
    interactionRules: true,
    drugCatalog: true,
    redFlagRules: true,
    labCatalog: true,
  },
  {
    group: 'drug-interactions',
    entry: 'functions/drug-interactions/handler.ts',
    operations: drugInteractions,
    tableActions: [],
    memoryMb: 512,
    timeoutSeconds: 10,
    interactionTable: true,
    ndfRtTable: true,
    interactionRules: true,
    drugCatalog: true,
  },
  {
    group: 'supplements',
    entry: 'functions/supplements/handler.ts',
    operations: supplements,
    // Rules over the request only: nothing is stored or read.
    tableActions: [],
    memoryMb: 512,
    timeoutSeconds: 10,
    // Supplement–medication interactions go through the checker and its imported table.
    interactionTable: true,
    ucumUnits: true,
    ndfRtTable: true,
    interactionRules: true,
    drugCatalog: true,
    redFlagRules: true,
    labCatalog: true,
  },
  {
    group: 'nutrition',
    entry: 'functions/nutrition/handler.ts',
    operations: nutrition,
    // Analyses the request against the built-in USDA SR food table: nothing is stored or read.
    tableActions: [],
    // The food table (8,463 foods) and its index are held in memory; more memory also buys CPU.
    memoryMb: 1024,
    timeoutSeconds: 10,
    foodTable: true,
    redFlagRules: true,
    // The red-flag engine reads critical lab values written in the notes against the lab catalog.
    labCatalog: true,
  },
  {
    group: 'fitness',
    entry: 'functions/fitness/handler.ts',
    operations: fitness,
    // Rules over the request only: nothing is stored or read.
    tableActions: [],
    memoryMb: 512,
    timeoutSeconds: 10,
    interactionTable: true,
    ndfRtTable: true,
    interactionRules: true,
    drugCatalog: true,
    redFlagRules: true,
    // The red-flag engine reads critical lab values written in the conditions against the lab catalog.
    labCatalog: true,
  },
  {
    group: 'clinical',
    entry: 'functions/clinical/handler.ts',
    operations: clinical,
    // Coding, notes and protocols answer from the request alone and store nothing.
    tableActions: [],
    // The code set and its phrase index (180k phrases, built in about 1.7 s of CPU on a cold start)
    // are held in memory; 1,769 MB is one full vCPU, which halves that start against 1,024 MB.
    memoryMb: 1769,
    // The optional model review waits for the panel's language models (25 s at most).
    timeoutSeconds: 28,
    icd10cmTable: true,
    // `models: true` asks the panel's language models for codes, which pass the coding validator.
    consensusPanel: true,
    bedrockRuntime: true,
    ucumUnits: true,
    interactionTable: true,
    ndfRtTable: true,
    interactionRules: true,
    drugCatalog: true,
    redFlagRules: true,
    labCatalog: true,
  },
  {
    group: 'wearables',
    entry: 'functions/wearables/handler.ts',
    operations: wearables,
    // Rules over the request only: nothing is stored or read.
    tableActions: [],
    // A month of minute samples is parsed and analyzed in memory; more memory also buys CPU.
    memoryMb: 1024,
    timeoutSeconds: 10,
    ucumUnits: true,
    redFlagRules: true,
    labCatalog: true,
  },
  {
    group: 'orchestration',
    entry: 'functions/orchestration/handler.ts',
    operations: orchestration,
    // Runs and their steps, one partition per organization; results expire with the retention period.
    tableActions: ['GetItem', 'PutItem', 'UpdateItem', 'Query'],
    memoryMb: 1024,
    timeoutSeconds: 28,
    recordRetention: ['ANSWER_RETENTION_DAYS'],
    ucumUnits: true,
    interactionTable: true,
    ndfRtTable: true,
    interactionRules: true,
    drugCatalog: true,
    redFlagRules: true,
    workflowEngine: true,
    labCatalog: true,
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

/**
 * A Lambda that serves no route of its own: what a deployment needs to run it, read by the CDK stack,
 * the local runtime and `npm run invoke` like an endpoint group, so its path and grants live here once.
 */
export interface SupportFunction
  extends Pick<EndpointGroup, 'entry' | 'tableActions' | 'memoryMb' | 'timeoutSeconds'> {
  /** The name `npm run invoke` takes; its PascalCase form is the function's construct id. */
  name: 'authorizer' | 'webhook-delivery';
}

/** Runs before every protected request: checks the key, counts the call and hands its decision on. */
export const AUTHORIZER: SupportFunction = {
  name: 'authorizer',
  entry: 'functions/authorizer/handler.ts',
  // GetItem reads a key (and, to refresh a key's copy of its plan, its organization), BatchGetItem
  // a known key with its organization's counter, UpdateItem counts the request or refreshes the copy.
  tableActions: ['GetItem', 'BatchGetItem', 'UpdateItem'],
  memoryMb: 512,
  timeoutSeconds: 5,
};

/** Drains the webhook queue: fans events out to subscriptions and delivers them with retries. */
export const WEBHOOK_DELIVERY: SupportFunction = {
  name: 'webhook-delivery',
  entry: 'functions/webhook-delivery/handler.ts',
  tableActions: ['GetItem', 'PutItem', 'UpdateItem', 'Query'],
  memoryMb: 512,
  // The queue's visibility timeout is six times this.
  timeoutSeconds: 60,
};

export const SUPPORT_FUNCTIONS: readonly SupportFunction[] = [AUTHORIZER, WEBHOOK_DELIVERY];
