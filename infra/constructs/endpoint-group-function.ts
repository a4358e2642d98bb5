import { join } from 'node:path';
import { Aws, SecretValue, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { EndpointGroup, SupportFunction, TableAction } from '../../functions/registry.ts';
import { bedrockModelIds, parseModelSpecs } from '../../shared/consensus/config.ts';
import {
  BEDROCK_RUNTIME_FILE,
  BEDROCK_RUNTIME_SOURCE,
  bundledPath,
  DICOM_PARSER_FILE,
  DICOM_PARSER_SOURCE,
  DRUG_CATALOG_FILE,
  drugCatalogBuildCommand,
  FOOD_TABLE_FILE,
  FOOD_TABLE_SOURCE,
  ICD10CM_FILE,
  ICD10CM_PHRASES_FILE,
  ICD10CM_SOURCE,
  INDEX_FILE,
  INTERACTION_RULES_FILE,
  INTERACTION_RULES_SOURCE,
  INTERACTIONS_FILE,
  icd10cmPhrasesBuildCommand,
  knowledgeDir,
  LAB_CATALOG_FILE,
  LAMBDA_CLIENT_FILE,
  LAMBDA_CLIENT_SOURCE,
  labCatalogBuildCommand,
  NDF_RT_FILE,
  NDF_RT_SOURCE,
  OPENAPI_FILE,
  RED_FLAGS_FILE,
  redFlagsBuildCommand,
  S3_CLIENT_FILE,
  S3_CLIENT_SOURCE,
  UCUM_FILE,
  WORKFLOW_ENGINE_FILE,
  WORKFLOW_ENGINE_SOURCE,
} from '../../shared/data-files.ts';
import { ucumBundleCommand } from '../bundling.ts';
import { sideBundleCommand } from '../side-bundles.ts';
import { ApiFunction } from './api-function.ts';
import type { ImagingBucket } from './imaging-bucket.ts';

/**
 * The answer panel of the functions that run it, from CDK context so that each deployment picks its
 * models without a code change: `-c consensusModels='[...]'` (CONSENSUS_MODELS syntax, see the
 * README) and `-c consensusQuorum=2`.
 */
export interface ConsensusSettings {
  models: string;
  quorum?: string;
}

/** What every function of one deployment shares: its stage, its data and the settings from CDK context. */
export interface ServiceResources {
  projectRoot: string;
  /** The environment name (dev, prod): in descriptions. */
  stage: string;
  logRetention: RetentionDays;
  key: IKey;
  table: ITable;
  webhookQueue: IQueue;
  /** Variables every function gets (table, stage, version, log level, queue). */
  environment: Record<string, string>;
  consensus: ConsensusSettings;
  /** Days health records are kept: the value of each `recordRetention` variable. */
  retentionDays: number;
  /** The research upstreams from CDK context, as environment variables. */
  research?: Record<string, string>;
  /** The Secrets Manager secret holding the billing hook's signing secret. */
  billingSecretName?: string;
  /** Present when some group takes imaging uploads. */
  imaging?: ImagingBucket;
}

/** The registry's capability flags: everything optional on an endpoint group but its routing. */
type Flags = Required<
  Omit<
    EndpointGroup,
    'group' | 'entry' | 'operations' | 'tableActions' | 'memoryMb' | 'timeoutSeconds' | 'catchAll'
  >
>;

interface Context {
  resources: ServiceResources;
  /** Paths at bundling time (inside the bundling container or on the host). */
  inputDir: string;
  outputDir: string;
}

interface Capability<V> {
  environment?: (value: V, resources: ServiceResources) => Record<string, string>;
  /** Shell commands run after esbuild, to ship the files the capability needs inside the bundle. */
  afterBundling?: (value: V, context: Context) => string[];
  grant?: (fn: LambdaFunction, value: V, resources: ServiceResources) => void;
}

/**
 * What each capability flag of the registry means for a deployed function. The mapped type makes a
 * flag added to EndpointGroup fail the type check until it has an entry here, so a new capability is
 * the registry field plus this one entry. Entries run in this order (environment, bundle, grants).
 */
const CAPABILITIES: { [K in keyof Flags]: Capability<Flags[K]> } = {
  // The index is built at synth time from the curated corpus and whatever was imported into
  // KNOWLEDGE_DIR, and ships inside the bundle, so a cold start only maps the file.
  knowledgeIndex: {
    environment: () => ({ KNOWLEDGE_INDEX: bundledPath(INDEX_FILE) }),
    afterBundling: (_, { inputDir, outputDir }) => [
      `"${inputDir}/node_modules/.bin/tsx" "${inputDir}/tools/cli/kb.ts" build --out "${outputDir}/${INDEX_FILE}"`,
    ],
  },
  // The system function serves the document without importing every group's contract.
  openApiDocument: {
    afterBundling: (_, { inputDir, outputDir }) => [
      `"${inputDir}/node_modules/.bin/tsx" "${inputDir}/tools/cli/openapi.ts" > "${outputDir}/${OPENAPI_FILE}"`,
    ],
  },
  consensusPanel: {
    environment: (_, { consensus }) => ({
      CONSENSUS_MODELS: consensus.models,
      ...(consensus.quorum ? { CONSENSUS_QUORUM: consensus.quorum } : {}),
    }),
    grant: (fn, _, { consensus }) => grantBedrock(fn, consensus),
  },
  // An imported interaction table (npm run kb -- import ndf-rt) ships the same way, when there is one.
  interactionTable: {
    environment: () => ({ INTERACTIONS_FILE: bundledPath(INTERACTIONS_FILE) }),
    afterBundling: (_, { resources, outputDir }) => {
      const table = join(knowledgeDir(resources.projectRoot), INTERACTIONS_FILE);
      return [`if [ -f "${table}" ]; then cp "${table}" "${outputDir}/${INTERACTIONS_FILE}"; fi`];
    },
  },
  // The ICD-10-CM table is committed (built by shared/clinical/coding/data/build-icd10cm.ts); the
  // stems of its phrases are written beside it, so a cold start reads them instead of stemming.
  icd10cmTable: {
    environment: () => ({ ICD10CM_FILE: bundledPath(ICD10CM_FILE) }),
    afterBundling: (_, { inputDir, outputDir }) => [
      `cp "${inputDir}/${ICD10CM_SOURCE}" "${outputDir}/${ICD10CM_FILE}"`,
      icd10cmPhrasesBuildCommand(
        inputDir,
        `${outputDir}/${ICD10CM_FILE}`,
        `${outputDir}/${ICD10CM_PHRASES_FILE}`,
      ),
    ],
  },
  // UCUM is bundled on its own (CommonJS, what units.ts requires) and loaded on the first conversion.
  ucumUnits: {
    environment: () => ({ UCUM_FILE: bundledPath(UCUM_FILE) }),
    afterBundling: (_, { inputDir, outputDir }) => [ucumBundleCommand(inputDir, `${outputDir}/${UCUM_FILE}`)],
  },
  // The built-in tables are committed as data (their build scripts write them) and read on first use.
  ndfRtTable: {
    environment: () => ({ NDF_RT_FILE: bundledPath(NDF_RT_FILE) }),
    afterBundling: (_, { inputDir, outputDir }) => [
      `cp "${inputDir}/${NDF_RT_SOURCE}" "${outputDir}/${NDF_RT_FILE}"`,
    ],
  },
  interactionRules: {
    environment: () => ({ INTERACTION_RULES_FILE: bundledPath(INTERACTION_RULES_FILE) }),
    afterBundling: (_, { inputDir, outputDir }) => [
      `cp "${inputDir}/${INTERACTION_RULES_SOURCE}" "${outputDir}/${INTERACTION_RULES_FILE}"`,
    ],
  },
  foodTable: {
    environment: () => ({ FOOD_TABLE_FILE: bundledPath(FOOD_TABLE_FILE) }),
    afterBundling: (_, { inputDir, outputDir }) => [
      `cp "${inputDir}/${FOOD_TABLE_SOURCE}" "${outputDir}/${FOOD_TABLE_FILE}"`,
    ],
  },
  // Required on the first model call.
  bedrockRuntime: {
    afterBundling: (_, { inputDir, outputDir }) => [
      sideBundleCommand(inputDir, BEDROCK_RUNTIME_SOURCE, `${outputDir}/${BEDROCK_RUNTIME_FILE}`),
    ],
  },
  // Required on the first custom definition (the step runner needs it on AWS too), and the Lambda
  // client on the step runner's first invoke of a group.
  workflowEngine: {
    afterBundling: (_, { inputDir, outputDir }) => [
      sideBundleCommand(inputDir, WORKFLOW_ENGINE_SOURCE, `${outputDir}/${WORKFLOW_ENGINE_FILE}`),
      sideBundleCommand(inputDir, LAMBDA_CLIENT_SOURCE, `${outputDir}/${LAMBDA_CLIENT_FILE}`),
    ],
  },
  labCatalog: {
    afterBundling: (_, { inputDir, outputDir }) => [
      labCatalogBuildCommand(inputDir, `${outputDir}/${LAB_CATALOG_FILE}`),
    ],
  },
  drugCatalog: {
    afterBundling: (_, { inputDir, outputDir }) => [
      drugCatalogBuildCommand(inputDir, `${outputDir}/${DRUG_CATALOG_FILE}`),
    ],
  },
  // Written from the rule modules at bundle time, so the shipped file is always the source's.
  redFlagRules: {
    afterBundling: (_, { inputDir, outputDir }) => [
      redFlagsBuildCommand(inputDir, `${outputDir}/${RED_FLAGS_FILE}`),
    ],
  },
  researchUpstreams: {
    environment: (_, { research }) => ({ ...research }),
  },
  recordRetention: {
    environment: (variables, { retentionDays }) =>
      Object.fromEntries(variables.map((variable) => [variable, String(retentionDays)])),
  },
  // Resolved by CloudFormation from Secrets Manager at deploy time; without it the hook answers 503.
  billingHook: {
    environment: (_, { billingSecretName }): Record<string, string> =>
      billingSecretName
        ? { BILLING_WEBHOOK_SECRET: SecretValue.secretsManager(billingSecretName).unsafeUnwrap() }
        : {},
  },
  // The S3 client and dicom-parser are bundled on their own and required on the first imaging
  // object and the first DICOM file: the symptom checker beside them uses neither.
  imagingBucket: {
    afterBundling: (_, { inputDir, outputDir }) => [
      sideBundleCommand(inputDir, S3_CLIENT_SOURCE, `${outputDir}/${S3_CLIENT_FILE}`),
      sideBundleCommand(inputDir, DICOM_PARSER_SOURCE, `${outputDir}/${DICOM_PARSER_FILE}`),
    ],
    grant: (fn, _, { imaging, key }) => {
      if (!imaging) throw new Error('A group takes imaging uploads but the stack has no imaging bucket');
      fn.addEnvironment('IMAGING_BUCKET', imaging.bucket.bucketName);
      imaging.grantObjects(fn);
      key.grantEncryptDecrypt(fn);
    },
  },
};

/** The flags a function has set, in CAPABILITIES order, each with its capability. */
const capabilitiesOf = (spec: EndpointGroup | SupportFunction) =>
  (Object.keys(CAPABILITIES) as Array<keyof Flags>).flatMap((flag) => {
    const value = 'group' in spec ? spec[flag] : undefined;
    return value === undefined ? [] : [{ capability: CAPABILITIES[flag] as Capability<typeof value>, value }];
  });

const WRITE_ACTIONS: readonly TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem'];

export interface EndpointGroupFunctionProps {
  /** An endpoint group, or a support function (the authorizer, the webhook worker). */
  spec: EndpointGroup | SupportFunction;
  resources: ServiceResources;
}

/**
 * One Lambda of the registry, deployed with everything its entry asks for: its table actions (and
 * the key use they need), the audit log append of every endpoint group, the webhook queue, and the
 * environment, bundled files and grants of each capability flag. The stack only routes to it.
 */
export class EndpointGroupFunction extends ApiFunction {
  constructor(scope: Construct, id: string, { spec, resources }: EndpointGroupFunctionProps) {
    const capabilities = capabilitiesOf(spec);
    super(scope, id, {
      entry: spec.entry,
      projectRoot: resources.projectRoot,
      memoryMb: spec.memoryMb,
      timeoutSeconds: spec.timeoutSeconds,
      environment: {
        ...resources.environment,
        ...Object.fromEntries(
          capabilities.flatMap(({ capability, value }) =>
            Object.entries(capability.environment?.(value, resources) ?? {}),
          ),
        ),
      },
      logRetention: resources.logRetention,
      logKey: resources.key,
      description: `${id} (${resources.stage})`,
      afterBundling: (inputDir, outputDir) =>
        capabilities.flatMap(
          ({ capability, value }) =>
            capability.afterBundling?.(value, { resources, inputDir, outputDir }) ?? [],
        ),
    });
    const fn = this.function;
    grantTable(fn, spec.tableActions, resources);
    // Every group writes its requests to the audit log: one batch of puts, on audit partitions only.
    if ('group' in spec) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['dynamodb:BatchWriteItem'],
          resources: [resources.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
        }),
      );
      resources.key.grantEncryptDecrypt(fn);
    }
    resources.webhookQueue.grantSendMessages(fn);
    for (const { capability, value } of capabilities) capability.grant?.(fn, value, resources);
  }
}

const grantTable = (fn: IFunction, actions: readonly TableAction[], { table, key }: ServiceResources) => {
  if (actions.length === 0) return;
  table.grant(fn, ...actions.map((action) => `dynamodb:${action}`));
  if (actions.some((action) => WRITE_ACTIONS.includes(action))) key.grantEncryptDecrypt(fn);
  else key.grantDecrypt(fn);
};

/**
 * InvokeModel on exactly the Bedrock models the panel names. A cross-region inference profile
 * (an id like us.anthropic…) routes to its model in any region of its geography, so the model
 * itself is granted in every region, and only through that profile.
 */
const grantBedrock = (fn: IFunction, consensus: ConsensusSettings): void => {
  const modelIds = bedrockModelIds(parseModelSpecs(consensus.models));
  if (modelIds.length === 0) return;
  const resources = modelIds.flatMap((modelId) => {
    const profile = /^(us|eu|apac|us-gov|global)\.(.+)$/.exec(modelId);
    return profile
      ? [
          `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${modelId}`,
          `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${profile[2]}`,
        ]
      : [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}::foundation-model/${modelId}`];
  });
  fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources }));
  for (const resource of resources.filter((arn) => arn.includes(':*:'))) {
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${resource.replace(Aws.PARTITION, '<AWS::Partition>')}]`,
      reason:
        'A cross-region inference profile may route to its foundation model in any region of its geography',
    });
  }
};
