import { join } from 'node:path';
import {
  Aws,
  type CfnElement,
  Duration,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  RequestAuthorizer,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { CfnLoggingConfiguration, CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { ENDPOINT_GROUPS, type EndpointGroup, type TableAction } from '../functions/registry.ts';
import { ICD10CM_FILE } from '../shared/clinical/coding/codes.ts';
import { INTERACTIONS_FILE } from '../shared/clinical/drugs/checker.ts';
import { bedrockModelIds, parseModelSpecs } from '../shared/consensus/config.ts';
import { GSI1, TABLE_SCHEMA } from '../shared/data/keys.ts';
import { errorBody } from '../shared/http/errors.ts';
import { INDEX_FILE } from '../shared/knowledge/store.ts';
import { DEFAULT_RETENTION_DAYS } from '../shared/retention.ts';
import { localKnowledgeDir } from '../tools/local/connection.ts';
import { ApiFunction } from './constructs/api-function.ts';
import { ImagingBucket } from './constructs/imaging-bucket.ts';
import { OrchestrationWiring } from './constructs/orchestration.ts';
import { PortalHosting } from './constructs/portal.ts';
import { GATEWAY_ERRORS } from './gateway-responses.ts';

export interface EnvironmentSettings {
  name: string;
  logRetention: RetentionDays;
  /** Steady requests per second and burst the stage accepts before API Gateway throttles. */
  throttle: { rate: number; burst: number };
  /** Requests per 5 minutes from one IP address before the WAF blocks it. */
  wafRateLimitPerIp: number;
  deletionProtection: boolean;
  /** Days health records (answers with their trust records, lab uploads) are kept; the table's TTL deletes them. */
  recordRetentionDays: number;
}

/**
 * The answer panel of the consensus function, from CDK context so that each deployment picks its
 * models without a code change: `-c consensusModels='[...]'` (CONSENSUS_MODELS syntax, see the
 * README) and `-c consensusQuorum=2`.
 */
export interface ConsensusSettings {
  models: string;
  quorum?: string;
}

export const ENVIRONMENTS: Record<string, EnvironmentSettings> = {
  dev: {
    name: 'dev',
    logRetention: RetentionDays.ONE_MONTH,
    throttle: { rate: 50, burst: 100 },
    wafRateLimitPerIp: 2000,
    deletionProtection: false,
    recordRetentionDays: 30,
  },
  prod: {
    name: 'prod',
    logRetention: RetentionDays.ONE_YEAR,
    throttle: { rate: 500, burst: 1000 },
    wafRateLimitPerIp: 10000,
    deletionProtection: true,
    recordRetentionDays: DEFAULT_RETENTION_DAYS,
  },
};

export interface HealthApiStackProps extends StackProps {
  settings: EnvironmentSettings;
  consensus: ConsensusSettings;
  /** `-c retentionDays=…`, or the environment's default. */
  retentionDays: number;
  /** `-c billingSecretName=…`: the Secrets Manager secret holding the billing hook's whsec_ secret. */
  billingSecretName?: string;
  projectRoot: string;
  version: string;
  /** `-c portalDir=cdk.out/portal` (after `npm run portal:build`): also deploy the developer portal. */
  portalDir?: string;
  /**
   * The research group's upstreams from CDK context (`-c ncbiEmail=… -c ncbiApiKey=…
   * -c literatureBaseUrl=… -c trialsBaseUrl=… -c europePmcBaseUrl=…`), as environment variables.
   */
  research?: Record<string, string>;
}

const WRITE_ACTIONS: readonly TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem'];

export class HealthApiStack extends Stack {
  readonly api: RestApi;
  readonly table: Table;

  constructor(scope: Construct, id: string, props: HealthApiStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const key = new Key(this, 'DataKey', {
      description: `Health AI Consensus Service ${settings.name}: table and logs`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    key.grantEncryptDecrypt(new ServicePrincipal(`logs.${Aws.REGION}.amazonaws.com`));

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_SCHEMA.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: key,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: settings.deletionProtection,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: GSI1,
      partitionKey: { name: TABLE_SCHEMA.gsi1PartitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.gsi1SortKey, type: AttributeType.STRING },
    });

    // Webhook work: events and delivery attempts wait here; what cannot be processed ends in the DLQ.
    const deadLetters = new Queue(this, 'WebhookDeadLetters', {
      encryption: QueueEncryption.KMS,
      encryptionMasterKey: key,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const webhookQueue = new Queue(this, 'WebhookQueue', {
      encryption: QueueEncryption.KMS,
      encryptionMasterKey: key,
      enforceSSL: true,
      // Six times the worker's timeout, as Lambda's SQS integration advises.
      visibilityTimeout: Duration.seconds(6 * 60),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 5 },
    });

    const environment = {
      TABLE_NAME: this.table.tableName,
      APP_STAGE: settings.name,
      APP_VERSION: props.version,
      LOG_LEVEL: 'info',
      WEBHOOK_QUEUE_URL: webhookQueue.queueUrl,
    };
    const interactionTable = join(localKnowledgeDir(), INTERACTIONS_FILE);
    const makeFunction = (
      name: string,
      entry: string,
      memoryMb: number,
      timeoutSeconds: number,
      options: Pick<
        EndpointGroup,
        | 'knowledgeIndex'
        | 'consensusPanel'
        | 'interactionTable'
        | 'icd10cmTable'
        | 'recordRetention'
        | 'billingHook'
        | 'researchUpstreams'
      > = {},
    ) =>
      new ApiFunction(this, name, {
        entry,
        projectRoot: props.projectRoot,
        memoryMb,
        timeoutSeconds,
        environment: {
          ...environment,
          ...(options.knowledgeIndex ? { KNOWLEDGE_INDEX: `/var/task/${INDEX_FILE}` } : {}),
          ...(options.consensusPanel ? consensusEnvironment(props.consensus) : {}),
          ...(options.interactionTable ? { INTERACTIONS_FILE: `/var/task/${INTERACTIONS_FILE}` } : {}),
          ...(options.icd10cmTable ? { ICD10CM_FILE: `/var/task/${ICD10CM_FILE}` } : {}),
          ...(options.researchUpstreams ? props.research : {}),
          ...Object.fromEntries(
            (options.recordRetention ?? []).map((variable) => [variable, String(props.retentionDays)]),
          ),
          // Resolved by CloudFormation from Secrets Manager at deploy time; without it the hook answers 503.
          ...(options.billingHook && props.billingSecretName
            ? { BILLING_WEBHOOK_SECRET: SecretValue.secretsManager(props.billingSecretName).unsafeUnwrap() }
            : {}),
        },
        logRetention: settings.logRetention,
        logKey: key,
        description: `${name} (${settings.name})`,
        // The index is built at synth time from the curated corpus and whatever was imported into
        // KNOWLEDGE_DIR, and ships inside the bundle, so a cold start only maps the file.
        // An imported interaction table (npm run kb -- import ndf-rt) ships the same way, when there is one.
        afterBundling: (inputDir, outputDir) => [
          ...(options.knowledgeIndex
            ? [
                `"${inputDir}/node_modules/.bin/tsx" "${inputDir}/tools/cli/kb.ts" build --out "${outputDir}/${INDEX_FILE}"`,
              ]
            : []),
          ...(options.interactionTable
            ? [
                `if [ -f "${interactionTable}" ]; then cp "${interactionTable}" "${outputDir}/${INTERACTIONS_FILE}"; fi`,
              ]
            : []),
          // The ICD-10-CM table is committed (built by shared/clinical/coding/data/build-icd10cm.ts).
          ...(options.icd10cmTable
            ? [`cp "${inputDir}/shared/clinical/coding/data/${ICD10CM_FILE}" "${outputDir}/${ICD10CM_FILE}"`]
            : []),
        ],
      }).function;
    // Every group writes its requests to the audit log: PutItem, on audit partitions only.
    const grantAuditAppend = (fn: IFunction) => {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: [this.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
        }),
      );
      key.grantEncryptDecrypt(fn);
    };
    const grantTable = (fn: IFunction, actions: readonly TableAction[]) => {
      if (actions.length === 0) return;
      this.table.grant(fn, ...actions.map((action) => `dynamodb:${action}`));
      if (actions.some((action) => WRITE_ACTIONS.includes(action))) key.grantEncryptDecrypt(fn);
      else key.grantDecrypt(fn);
    };

    const authorizerFunction = makeFunction('Authorizer', 'functions/authorizer/handler.ts', 512, 5);
    grantTable(authorizerFunction, ['GetItem', 'UpdateItem']);
    webhookQueue.grantSendMessages(authorizerFunction);

    const deliveryFunction = makeFunction(
      'WebhookDelivery',
      'functions/webhook-delivery/handler.ts',
      512,
      60,
    );
    grantTable(deliveryFunction, ['GetItem', 'PutItem', 'UpdateItem', 'Query']);
    webhookQueue.grantSendMessages(deliveryFunction);
    deliveryFunction.addEventSource(
      new SqsEventSource(webhookQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );
    const authorizer = new RequestAuthorizer(this, 'ApiKeyAuthorizer', {
      handler: authorizerFunction,
      // No identity source and no cache: the authorizer must run (and count) on every request,
      // including those without a key, so that it can hand its decision to the shared layer.
      identitySources: [],
      resultsCacheTtl: Duration.seconds(0),
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: settings.logRetention,
      encryptionKey: key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.api = new RestApi(this, 'Api', {
      restApiName: `health-ai-consensus-${settings.name}`,
      description: 'Health AI Consensus Service',
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: true,
      deployOptions: {
        stageName: settings.name,
        tracingEnabled: true,
        metricsEnabled: true,
        // Execution logs at ERROR, never with request or response data: bodies carry health data.
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        throttlingRateLimit: settings.throttle.rate,
        throttlingBurstLimit: settings.throttle.burst,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
    });

    for (const gatewayError of GATEWAY_ERRORS) {
      this.api.addGatewayResponse(`Gateway${gatewayError.type}`, {
        type: ResponseType.of(gatewayError.type),
        statusCode: String(gatewayError.status),
        ...(gatewayError.retryAfterSeconds
          ? { responseHeaders: { 'Retry-After': `'${gatewayError.retryAfterSeconds}'` } }
          : {}),
        templates: {
          'application/json': JSON.stringify({
            ...errorBody(gatewayError.code, gatewayError.message, '$context.requestId'),
            timestamp: '$context.requestTime',
          }),
        },
      });
    }

    // Imaging uploads and their de-identified copies, for the groups that take them.
    const imaging = ENDPOINT_GROUPS.some((group) => group.imagingBucket)
      ? new ImagingBucket(this, 'Imaging', { key, retentionDays: props.retentionDays })
      : undefined;
    const groupFunctions = new Map<string, ReturnType<typeof makeFunction>>();
    for (const group of ENDPOINT_GROUPS) {
      const fn = makeFunction(pascal(group.group), group.entry, group.memoryMb, group.timeoutSeconds, {
        knowledgeIndex: group.knowledgeIndex,
        consensusPanel: group.consensusPanel,
        interactionTable: group.interactionTable,
        icd10cmTable: group.icd10cmTable,
        recordRetention: group.recordRetention,
        billingHook: group.billingHook,
        researchUpstreams: group.researchUpstreams,
      });
      groupFunctions.set(group.group, fn);
      grantTable(fn, group.tableActions);
      grantAuditAppend(fn);
      webhookQueue.grantSendMessages(fn);
      if (group.consensusPanel) grantBedrock(fn, props.consensus);
      if (group.imagingBucket && imaging) {
        fn.addEnvironment('IMAGING_BUCKET', imaging.bucket.bucketName);
        imaging.grantObjects(fn);
        key.grantEncryptDecrypt(fn);
      }
      const integration = new LambdaIntegration(fn, { allowTestInvoke: false });
      const paths = new Map<string, boolean>();
      for (const operation of group.operations) {
        paths.set(operation.path, (paths.get(operation.path) ?? true) && operation.public);
      }
      for (const [path, isPublic] of paths) {
        const method = this.api.root
          .resourceForPath(path)
          .addMethod(
            'ANY',
            integration,
            isPublic
              ? { authorizationType: AuthorizationType.NONE }
              : { authorizer, authorizationType: AuthorizationType.CUSTOM },
          );
        if (isPublic) acknowledgePublic(method, path);
      }
      if (group.catchAll) {
        // Any path no group serves reaches the catch-all group and answers 404 in the error shape.
        const proxy = this.api.root.addProxy({ defaultIntegration: integration, anyMethod: true });
        for (const method of [proxy.anyMethod, this.api.root.node.tryFindChild('ANY')]) {
          if (method) acknowledgePublic(method, '/{proxy+}');
        }
      }
    }

    // Workflow steps (POST /api/v1/orchestrate) invoke the other groups' functions, and only those.
    const orchestrationFunction = groupFunctions.get('orchestration');
    if (orchestrationFunction) {
      new OrchestrationWiring(this, 'OrchestrationSteps', {
        runner: orchestrationFunction,
        targets: new Map(
          [...groupFunctions].filter(([group]) => group !== 'orchestration' && group !== 'system'),
        ),
        // Workflows run on Step Functions (Express for sync runs, Standard for async ones).
        stateMachines: { logKey: key, logRetention: settings.logRetention },
      });
    }

    const webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: `health-ai-${settings.name}`,
        sampledRequestsEnabled: false,
      },
      rules: [
        managedRule('AWSManagedRulesCommonRuleSet', 1),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 2),
        {
          name: 'RateLimitPerIp',
          priority: 3,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: settings.wafRateLimitPerIp, aggregateKeyType: 'IP' } },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: 'RateLimitPerIp',
            sampledRequestsEnabled: false,
          },
        },
      ],
    });
    new CfnWebACLAssociation(this, 'WebAclAssociation', {
      resourceArn: this.api.deploymentStage.stageArn,
      webAclArn: webAcl.attrArn,
    });
    const wafLogs = new LogGroup(this, 'WafLogs', {
      // WAF delivers only to log groups whose name starts with aws-waf-logs-.
      logGroupName: `aws-waf-logs-health-ai-${settings.name}`,
      retention: settings.logRetention,
      encryptionKey: key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: webAcl.attrArn,
      logDestinationConfigs: [wafLogs.logGroupArn],
      // The API key travels in this header; it must never reach a log.
      redactedFields: [
        { singleHeader: { Name: 'x-api-key' } },
        // Portal sessions travel in the cookie (or as a bearer token).
        { singleHeader: { Name: 'cookie' } },
        { singleHeader: { Name: 'authorization' } },
      ],
    });

    if (props.portalDir) new PortalHosting(this, 'Portal', { sourceDir: props.portalDir, api: this.api });

    acknowledgeStackWide(this, this.getLogicalId(this.table.node.defaultChild as CfnElement));
  }
}

const pascal = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const managedRule = (name: string, priority: number): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: false },
});

const consensusEnvironment = (consensus: ConsensusSettings): Record<string, string> => ({
  CONSENSUS_MODELS: consensus.models,
  ...(consensus.quorum ? { CONSENSUS_QUORUM: consensus.quorum } : {}),
});

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

const acknowledgePublic = (method: Construct, path: string): void => {
  const reason = `${path} is public by design (sign-up, portal sign-in/out and the portal routes that check the portal session in the function, the billing hook verified by its signature, health, OpenAPI document, or the 404 catch-all); every other method uses the API-key authorizer`;
  Validations.of(method).acknowledge({ id: 'AwsSolutions-APIG4', reason });
  Validations.of(method).acknowledge({ id: 'AwsSolutions-COG4', reason });
};

/** Findings acknowledged for the whole stack, each with the reason it does not apply. */
const acknowledgeStackWide = (stack: Stack, tableLogicalId: string): void => {
  const managedLogs =
    'AWSLambdaBasicExecutionRole and the API Gateway CloudWatch role are the AWS-managed minimum for writing logs';
  const wildcards = 'Wildcards only where AWS requires them';
  const acknowledgements: Array<[string, string]> = [
    [
      'AwsSolutions-COG4',
      'Callers authenticate with API keys checked by the Lambda authorizer, not Cognito user pools',
    ],
    [
      'AwsSolutions-APIG2',
      'Every request is validated in the Lambda by the valibot schemas that also generate the OpenAPI document',
    ],
    [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      managedLogs,
    ],
    [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      managedLogs,
    ],
    [
      'AwsSolutions-IAM5[Resource::*]',
      `${wildcards}: X-Ray PutTraceSegments and PutTelemetryRecords accept only *`,
    ],
    [
      `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
      `${wildcards}: the table's own indexes, by ARN prefix`,
    ],
    [
      'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]',
      `${wildcards}: DynamoDB and CloudWatch Logs need data keys of the one CMK`,
    ],
    [
      'AwsSolutions-IAM5[Action::kms:ReEncrypt*]',
      `${wildcards}: re-encryption under the same single CMK on key rotation`,
    ],
    [
      'AwsSolutions-L1',
      'The project pins Node.js 22 (the runtime its local server and tests use); moving to 24 is one constant in ApiFunction',
    ],
    [
      'HIPAA.Security-APIGWCacheEnabledAndEncrypted',
      'Response caching is off on purpose: responses are per tenant and may carry health data',
    ],
    [
      'HIPAA.Security-APIGWSSLEnabled',
      'Backends are Lambda proxy integrations, not HTTP endpoints that a client certificate could protect',
    ],
    [
      'HIPAA.Security-DynamoDBInBackupPlan',
      'Point-in-time recovery (35 days) is on and the table is retained on stack deletion',
    ],
    [
      'HIPAA.Security-IAMNoInlinePolicy',
      'Inline policies are the per-function least-privilege grants; each belongs to exactly one role',
    ],
    [
      'HIPAA.Security-LambdaConcurrency',
      'Reserved concurrency would take capacity from the account pool per function; API Gateway stage throttling and the WAF bound load instead',
    ],
    [
      'HIPAA.Security-LambdaDLQ',
      'All functions are invoked synchronously by API Gateway; a failed call answers the caller, nothing is queued',
    ],
    [
      'HIPAA.Security-LambdaInsideVPC',
      'The functions reach only DynamoDB, KMS and X-Ray over TLS with IAM; a VPC would add NAT or endpoints without a private resource to protect',
    ],
  ];
  for (const [id, reason] of acknowledgements) Validations.of(stack).acknowledge({ id, reason });
};
