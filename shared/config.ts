import { randomBytes } from 'node:crypto';
import * as v from 'valibot';

/**
 * The one place that reads the environment. Every variable the runtime and the local tools use is
 * declared here with its valibot schema; the README's configuration table lists the same names.
 *
 * Each read parses its variable lazily, again only when its text changes, so the local runtime can
 * set variables before the first request and a test can point a process at its own store without a
 * reload step. `createApiHandler` calls `validateConfig()` when a handler module loads, so a bad
 * value fails a Lambda's cold start with a ConfigError naming the variable, never a user's request.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Schema<T> = v.GenericSchema<string | undefined, T>;

const text = v.optional(v.string());
const textOr = (fallback: string) => v.optional(v.string(), fallback);
const trimmedUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.transform((url) => url.replace(/\/+$/, '')),
);
const url = v.optional(trimmedUrl);
const urlOr = (fallback: string) => v.optional(trimmedUrl, fallback);
const numberOf = (kind: 'positive' | 'non-negative', integer: boolean) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.number('must be a number'),
    v.check((n) => !integer || Number.isInteger(n), 'must be a whole number'),
    kind === 'positive'
      ? v.check((n) => n > 0, 'must be greater than zero')
      : v.check((n) => n >= 0, 'must not be negative'),
  );
const positiveOr = (fallback: number, integer = false) =>
  v.optional(numberOf('positive', integer), String(fallback));
const positive = (integer = false) => v.optional(numberOf('positive', integer));
/** How long health records are kept: a whole number of days from 1 to 3650. */
const daysOr = (fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.check(
        (n) => Number.isInteger(n) && n >= 1 && n <= 3_650,
        'must be a whole number of days from 1 to 3650',
      ),
    ),
    String(fallback),
  );
/** A JSON object of strings, as CDK writes it (`Stack.toJsonString`). */
const jsonRecord = v.optional(
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: 'must be JSON' });
        return NEVER;
      }
    }),
    v.record(v.string(), v.string(), 'must be a JSON object of strings'),
  ),
);

const VARIABLES = {
  // The store.
  TABLE_NAME: textOr('health-ai-local'),
  DYNAMODB_ENDPOINT: url,
  DYNAMODB_CONNECT_TIMEOUT_MS: positiveOr(1_000),
  DYNAMODB_REQUEST_TIMEOUT_MS: positiveOr(3_000),
  DYNAMODB_MAX_ATTEMPTS: positiveOr(2, true),
  AWS_REGION: text,
  AWS_DEFAULT_REGION: text,
  // The deployment.
  APP_STAGE: textOr('local'),
  APP_VERSION: textOr('0.1.0'),
  PUBLIC_BASE_URL: url,
  MAX_BODY_BYTES: positiveOr(1_048_576, true),
  LOG_LEVEL: v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.picklist(['debug', 'info', 'warn', 'error', 'silent'], 'must be debug, info, warn, error or silent'),
    ),
    'info',
  ),
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: positive(),
  AWS_LAMBDA_FUNCTION_NAME: text,
  POWERTOOLS_SERVICE_NAME: textOr('health-ai-consensus'),
  // Retention.
  ANSWER_RETENTION_DAYS: daysOr(90),
  LAB_UPLOAD_RETENTION_DAYS: daysOr(90),
  AUDIT_RETENTION_DAYS: daysOr(2_190),
  // The model panel: CONSENSUS_MODELS is validated, naming what is wrong, by shared/consensus/config.ts.
  CONSENSUS_MODELS: text,
  CONSENSUS_QUORUM: text,
  // Research upstreams.
  LITERATURE_BASE_URL: urlOr('https://eutils.ncbi.nlm.nih.gov/entrez/eutils'),
  TRIALS_BASE_URL: urlOr('https://clinicaltrials.gov/api/v2'),
  NCBI_API_KEY: text,
  NCBI_TOOL: textOr('health-ai-consensus-service'),
  NCBI_EMAIL: text,
  EUROPE_PMC_BASE_URL: url,
  TRIALS_REQUESTS_PER_MINUTE: positiveOr(50),
  RESEARCH_TIMEOUT_MS: positiveOr(10_000),
  // Accounts and billing.
  PASSWORD_HASH_CONCURRENCY: positive(true),
  PASSWORD_HASH_QUEUE: v.optional(numberOf('non-negative', true), '16'),
  BILLING_WEBHOOK_SECRET: text,
  // Data files.
  DATA_DIR: textOr('.data'),
  KNOWLEDGE_DIR: text,
  KNOWLEDGE_INDEX: text,
  KNOWLEDGE_MEDQUAD: text,
  KNOWLEDGE_CACHE_DIR: text,
  INTERACTIONS_FILE: text,
  ICD10CM_FILE: text,
  UCUM_FILE: text,
  NDF_RT_FILE: text,
  INTERACTION_RULES_FILE: text,
  FOOD_TABLE_FILE: text,
  // Imaging uploads.
  IMAGING_BUCKET: text,
  IMAGING_LOCAL_DIR: text,
  IMAGING_UPLOAD_SECRET: text,
  // Orchestration: which function or state machine serves each group on AWS (written by CDK).
  ORCHESTRATION_FUNCTIONS: jsonRecord,
  ORCHESTRATION_STATE_MACHINES: text,
  // Webhooks.
  WEBHOOK_QUEUE_URL: url,
  WEBHOOK_TIME_SCALE: positiveOr(1),
  // The local runtime (tools/local).
  PORT: positiveOr(3000, true),
  HOST: textOr('127.0.0.1'),
  // How long `npm start` lets requests in flight finish on SIGTERM or SIGINT (API Gateway's 29 s).
  SHUTDOWN_GRACE_MS: v.optional(numberOf('non-negative', false), '30000'),
  // `npm run invoke -- authorizer …`: the key its sample request carries.
  API_KEY: text,
  // The kb CLI (tools/cli/kb.ts).
  KB_PROGRESS_INTERVAL_MS: positiveOr(2_000),
  KB_LINK_PROBE: text,
} satisfies Record<string, Schema<unknown>>;

export type VariableName = keyof typeof VARIABLES;
type Settings = { [K in VariableName]: v.InferOutput<(typeof VARIABLES)[K]> };

const NAMES = Object.keys(VARIABLES) as VariableName[];

/** Empty counts as unset, as a shell's `VAR=` means. */
const rawOf = (env: Readonly<Record<string, string | undefined>>, name: string): string | undefined =>
  env[name]?.trim() || undefined;

/** Values are never echoed in the message: some are secrets. */
const problemOf = (name: VariableName, raw: string | undefined): { value: unknown } | { problem: string } => {
  const result = v.safeParse(VARIABLES[name] as Schema<unknown>, raw);
  return result.success ? { value: result.output } : { problem: `${name} ${result.issues[0].message}` };
};

/** Parses a whole environment; throws one ConfigError naming every variable that is wrong. */
export const parseConfig = (env: Readonly<Record<string, string | undefined>>): Settings => {
  const settings: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of NAMES) {
    const parsed = problemOf(name, rawOf(env, name));
    if ('problem' in parsed) problems.push(parsed.problem);
    else settings[name] = parsed.value;
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return settings as Settings;
};

/**
 * Checks every variable that is set, at once: handlers call it when their module loads (the cold
 * start). An unset one takes its default, a constant of this file that parseConfig({}) is tested
 * to accept, so parsing the forty-odd a function does not set would be init work for nothing.
 */
export const validateConfig = (): void => {
  const problems: string[] = [];
  for (const name of NAMES) {
    const raw = rawOf(process.env, name);
    if (raw === undefined) continue;
    const parsed = problemOf(name, raw);
    if ('problem' in parsed) problems.push(parsed.problem);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
};

// Each variable is parsed again only when its text changes: a read costs one lookup, so code can
// read settings on every request and still see a variable a test or the local runtime just set.
const parsed = new Map<VariableName, { raw: string | undefined; value: unknown }>();

const read = <K extends VariableName>(name: K): Settings[K] => {
  const raw = rawOf(process.env, name);
  const hit = parsed.get(name);
  if (hit && hit.raw === raw) return hit.value as Settings[K];
  const result = problemOf(name, raw);
  if ('problem' in result) throw new ConfigError(`Invalid configuration: ${result.problem}`);
  parsed.set(name, { raw, value: result.value });
  return result.value as Settings[K];
};

/**
 * What the model panels read: CONSENSUS_MODELS, CONSENSUS_QUORUM, the region, and each variable a
 * model spec names in `apiKeyEnv` (operator-chosen names, so they cannot be declared above).
 */
const modelEnv = (): Readonly<Record<string, string | undefined>> => {
  const models = read('CONSENSUS_MODELS');
  const env: Record<string, string | undefined> = {
    CONSENSUS_MODELS: models,
    CONSENSUS_QUORUM: read('CONSENSUS_QUORUM'),
    AWS_REGION: region(),
  };
  let specs: unknown;
  try {
    specs = JSON.parse(models ?? '[]');
  } catch {
    // shared/consensus/config.ts reports the malformed JSON, naming CONSENSUS_MODELS.
    return env;
  }
  if (Array.isArray(specs)) {
    for (const spec of specs) {
      const name = (spec as { apiKeyEnv?: unknown } | null)?.apiKeyEnv;
      if (typeof name === 'string' && /^[A-Z_][A-Z0-9_]*$/.test(name)) env[name] = process.env[name];
    }
  }
  return env;
};

const region = (): string => read('AWS_REGION') ?? read('AWS_DEFAULT_REGION') ?? 'us-east-1';

export const config = {
  tableName: (): string => read('TABLE_NAME'),
  dynamoEndpoint: (): string | undefined => read('DYNAMODB_ENDPOINT'),
  /** Bounds on every store call; tests use short values against a store that never answers. */
  storeConnectTimeoutMs: (): number => read('DYNAMODB_CONNECT_TIMEOUT_MS'),
  storeRequestTimeoutMs: (): number => read('DYNAMODB_REQUEST_TIMEOUT_MS'),
  storeMaxAttempts: (): number => read('DYNAMODB_MAX_ATTEMPTS'),
  region,
  /** The region only when the environment names one (AWS sets it on Lambda). */
  configuredRegion: (): string | undefined => read('AWS_REGION'),
  stage: (): string => read('APP_STAGE'),
  version: (): string => read('APP_VERSION'),
  /** The deployment's public address (the local runtime sets its own), for links and `servers`. */
  publicBaseUrl: (): string | undefined => read('PUBLIC_BASE_URL'),
  maxBodyBytes: (): number => read('MAX_BODY_BYTES'),
  logLevel: (): Settings['LOG_LEVEL'] => read('LOG_LEVEL'),
  lambdaMemoryMb: (): number | undefined => read('AWS_LAMBDA_FUNCTION_MEMORY_SIZE'),
  /** Set by Lambda: where this code runs decides, for example, whether metrics are emitted. */
  lambdaFunctionName: (): string | undefined => read('AWS_LAMBDA_FUNCTION_NAME'),
  /** The `service` of every log line and metric. */
  serviceName: (): string => read('POWERTOOLS_SERVICE_NAME'),
  /** The API key `npm run invoke -- authorizer …` puts in its sample request. */
  invokeApiKey: (): string | undefined => read('API_KEY'),
  answerRetentionDays: (): number => read('ANSWER_RETENTION_DAYS'),
  labUploadRetentionDays: (): number => read('LAB_UPLOAD_RETENTION_DAYS'),
  auditRetentionDays: (): number => read('AUDIT_RETENTION_DAYS'),
  modelEnv,
  /** NCBI E-utilities (PubMed) base, or a mirror; the public service unless set. */
  literatureBaseUrl: (): string => read('LITERATURE_BASE_URL'),
  /** ClinicalTrials.gov API v2 base, or a mirror; the public service unless set. */
  trialsBaseUrl: (): string => read('TRIALS_BASE_URL'),
  /** Optional NCBI API key: raises the E-utilities limit from 3 to 10 requests a second. */
  ncbiApiKey: (): string | undefined => read('NCBI_API_KEY'),
  /** The `tool` and `email` NCBI asks every E-utilities client to send, so it can reach the operator. */
  ncbiTool: (): string => read('NCBI_TOOL'),
  ncbiEmail: (): string | undefined => read('NCBI_EMAIL'),
  /** Europe PMC REST base (…/europepmc/webservices/rest): a second literature source, off unless set. */
  europePmcBaseUrl: (): string | undefined => read('EUROPE_PMC_BASE_URL'),
  /** ClinicalTrials.gov asks clients for about 50 requests a minute; a mirror may allow more. */
  trialsRequestsPerMinute: (): number => read('TRIALS_REQUESTS_PER_MINUTE'),
  /**
   * The budget of one research request's calls to PubMed or ClinicalTrials.gov, retries included:
   * well inside API Gateway's 29 s, leaving time for the evidence summary.
   */
  researchTimeoutMs: (): number => read('RESEARCH_TIMEOUT_MS'),
  passwordHashConcurrency: (): number | undefined => read('PASSWORD_HASH_CONCURRENCY'),
  passwordHashQueue: (): number => read('PASSWORD_HASH_QUEUE'),
  billingWebhookSecret: (): string | undefined => read('BILLING_WEBHOOK_SECRET'),
  dataDir: (): string => read('DATA_DIR'),
  knowledgeDir: (): string | undefined => read('KNOWLEDGE_DIR'),
  knowledgeIndexFile: (): string | undefined => read('KNOWLEDGE_INDEX'),
  /** The MedQuAD pack an index build takes: a path, or `none`; the committed pack when unset. */
  knowledgeMedquad: (): string | undefined => read('KNOWLEDGE_MEDQUAD'),
  knowledgeCacheDir: (): string | undefined => read('KNOWLEDGE_CACHE_DIR'),
  interactionsFile: (): string | undefined => read('INTERACTIONS_FILE'),
  icd10cmFile: (): string | undefined => read('ICD10CM_FILE'),
  ucumFile: (): string | undefined => read('UCUM_FILE'),
  ndfRtFile: (): string | undefined => read('NDF_RT_FILE'),
  interactionRulesFile: (): string | undefined => read('INTERACTION_RULES_FILE'),
  foodTableFile: (): string | undefined => read('FOOD_TABLE_FILE'),
  imagingBucket: (): string | undefined => read('IMAGING_BUCKET'),
  imagingLocalDir: (): string | undefined => read('IMAGING_LOCAL_DIR'),
  /**
   * The secret that signs local upload URLs: IMAGING_UPLOAD_SECRET, else one made up for this process
   * and kept in its environment, so every module instance of the process signs with the same one.
   */
  imagingUploadSecret: (): string => {
    process.env.IMAGING_UPLOAD_SECRET ??= randomBytes(32).toString('hex');
    return process.env.IMAGING_UPLOAD_SECRET;
  },
  orchestrationFunctions: (): Readonly<Record<string, string>> | undefined => read('ORCHESTRATION_FUNCTIONS'),
  orchestrationStateMachines: (): string | undefined => read('ORCHESTRATION_STATE_MACHINES'),
  webhookQueueUrl: (): string | undefined => read('WEBHOOK_QUEUE_URL'),
  webhookTimeScale: (): number => read('WEBHOOK_TIME_SCALE'),
  port: (): number => read('PORT'),
  host: (): string => read('HOST'),
  shutdownGraceMs: (): number => read('SHUTDOWN_GRACE_MS'),
  kbProgressIntervalMs: (): number => read('KB_PROGRESS_INTERVAL_MS'),
  kbLinkProbe: (): string | undefined => read('KB_LINK_PROBE'),
  /** Whether the environment sets the variable at all, where unset means something else than its default. */
  isSet: (name: VariableName): boolean => Boolean(process.env[name]?.trim()),
};
