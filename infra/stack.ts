import { type CfnElement, Stack, type StackProps } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { isStepGroup } from '../functions/orchestration/steps.ts';
import {
  AUTHORIZER,
  ENDPOINT_GROUPS,
  type EndpointGroup,
  type SupportFunction,
  WEBHOOK_DELIVERY,
} from '../functions/registry.ts';
import { DEFAULT_RETENTION_DAYS } from '../shared/retention.ts';
import { DataStore } from './constructs/data-store.ts';
import {
  type ConsensusSettings,
  EndpointGroupFunction,
  type ServiceResources,
} from './constructs/endpoint-group-function.ts';
import { Firewall } from './constructs/firewall.ts';
import { ImagingBucket } from './constructs/imaging-bucket.ts';
import { acknowledgeStackWide } from './constructs/nag-acknowledgements.ts';
import { OrchestrationWiring } from './constructs/orchestration.ts';
import { PortalHosting } from './constructs/portal.ts';
import { ServiceApi } from './constructs/rest-api.ts';
import { WebhookQueue } from './constructs/webhook-queue.ts';

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

/**
 * One environment of the service. The parts live under infra/constructs/, so this reads as their
 * list; every Lambda comes from functions/registry.ts (endpoint groups and support functions) and
 * gets its grants, environment and bundled files from EndpointGroupFunction.
 */
export class HealthApiStack extends Stack {
  readonly api: RestApi;
  readonly table: Table;

  constructor(scope: Construct, id: string, props: HealthApiStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const { key, table } = new DataStore(this, {
      stage: settings.name,
      deletionProtection: settings.deletionProtection,
    });
    this.table = table;
    const webhooks = new WebhookQueue(this, { key });
    // Imaging uploads and their de-identified copies, for the groups that take them.
    const imaging = ENDPOINT_GROUPS.some((group) => group.imagingBucket)
      ? new ImagingBucket(this, 'Imaging', { key, retentionDays: props.retentionDays })
      : undefined;

    const resources: ServiceResources = {
      projectRoot: props.projectRoot,
      stage: settings.name,
      logRetention: settings.logRetention,
      key,
      table,
      webhookQueue: webhooks.queue,
      environment: {
        TABLE_NAME: table.tableName,
        APP_STAGE: settings.name,
        APP_VERSION: props.version,
        LOG_LEVEL: 'info',
        WEBHOOK_QUEUE_URL: webhooks.queue.queueUrl,
      },
      consensus: props.consensus,
      retentionDays: props.retentionDays,
      research: props.research,
      billingSecretName: props.billingSecretName,
      imaging,
    };
    const functionOf = (spec: EndpointGroup | SupportFunction, name: string) =>
      new EndpointGroupFunction(this, pascal(name), { spec, resources }).function;

    const authorizerFunction = functionOf(AUTHORIZER, AUTHORIZER.name);
    webhooks.addWorker(functionOf(WEBHOOK_DELIVERY, WEBHOOK_DELIVERY.name));

    const api = new ServiceApi(this, {
      stage: settings.name,
      throttle: settings.throttle,
      logRetention: settings.logRetention,
      key,
      authorizerFunction,
    });
    this.api = api.api;

    const groupFunctions = new Map<string, ReturnType<typeof functionOf>>();
    for (const group of ENDPOINT_GROUPS) {
      const fn = functionOf(group, group.group);
      groupFunctions.set(group.group, fn);
      api.route(group, fn);
    }

    // Workflow steps (POST /api/v1/orchestrate) invoke the step groups' functions, and only those
    // (no account, key, plan, webhook or administration function).
    const orchestrationFunction = groupFunctions.get('orchestration');
    if (orchestrationFunction) {
      new OrchestrationWiring(this, 'OrchestrationSteps', {
        runner: orchestrationFunction,
        targets: new Map([...groupFunctions].filter(([group]) => isStepGroup(group))),
        // Workflows run on Step Functions (Express for sync runs, Standard for async ones).
        stateMachines: { logKey: key, logRetention: settings.logRetention },
      });
    }

    new Firewall(this, {
      api: this.api,
      stage: settings.name,
      rateLimitPerIp: settings.wafRateLimitPerIp,
      logRetention: settings.logRetention,
      key,
    });

    if (props.portalDir) new PortalHosting(this, 'Portal', { sourceDir: props.portalDir, api: this.api });

    acknowledgeStackWide(this, this.getLogicalId(table.node.defaultChild as CfnElement));
  }
}

/** The construct id of a registry entry: `drug-interactions` → `DrugInteractions`. */
const pascal = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
