import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINT_GROUPS } from '../../functions/registry.ts';
import { buildApp } from '../../infra/app.ts';
import { GATEWAY_ERRORS } from '../../infra/gateway-responses.ts';
import { CATALOG, resolveCatalogEntry } from '../../shared/api/catalog.ts';
import { parseDataset } from '../../shared/clinical/coding/codes.ts';
import { phraseSources } from '../../shared/clinical/coding/matcher.ts';
import { decodePhraseFile } from '../../shared/clinical/coding/phrase-file.ts';
import {
  FOOD_TABLE_FILE,
  FOOD_TABLE_SOURCE,
  ICD10CM_FILE,
  ICD10CM_PHRASES_FILE,
  ICD10CM_SOURCE,
  INDEX_FILE,
  INTERACTION_RULES_FILE,
  INTERACTION_RULES_SOURCE,
  NDF_RT_FILE,
  NDF_RT_SOURCE,
  OPENAPI_FILE,
  UCUM_FILE,
} from '../../shared/data-files.ts';
import { deserializeIndex } from '../../shared/knowledge/index/format.ts';
import { KnowledgeIndex } from '../../shared/knowledge/index/search.ts';

type Resources = Record<
  string,
  { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string }
>;

/**
 * Bundling every function takes most of a synth, so only the first app (whose bundles the tests
 * open) bundles; the others check the template alone (CDK skips bundling for unlisted stacks).
 */
const newApp = (env: string, context: Record<string, string> = {}, bundle = false) =>
  new App({
    outdir: mkdtempSync(join(tmpdir(), 'cdk-')),
    context: { env, ...context, ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });

// Synthesis bundles every function with esbuild: minutes, not seconds, on a busy two-core machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 600_000 });

let template: Template;
let resources: Resources;
let outdir: string;

beforeAll(() => {
  const app = newApp('dev', {}, true);
  outdir = app.outdir;
  const { stack } = buildApp(app);
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Resources;
});

const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);

/** The path of an API Gateway resource, rebuilt from its PathPart and ParentId chain. */
const pathOf = (resourceId: unknown): string => {
  const ref = (resourceId as { Ref?: string }).Ref;
  if (!ref) return '';
  const resource = resources[ref];
  if (!resource) return '';
  return `${pathOf(resource.Properties.ParentId)}/${String(resource.Properties.PathPart)}`;
};

const logicalIdOf = (pathPrefix: string): string => {
  const found = Object.keys(resources).find(
    (id) => id.startsWith(pathPrefix) && resources[id]?.Type === 'AWS::Lambda::Function',
  );
  if (!found) throw new Error(`no function ${pathPrefix}`);
  return found;
};

interface Statement {
  Action: string | string[];
  Condition?: Record<string, Record<string, unknown>>;
}

/** The statements of the inline policies attached to a function's role. */
const statementsOf = (functionLogicalId: string): Statement[] => {
  const roleAttribute = resources[functionLogicalId]?.Properties.Role as
    | { 'Fn::GetAtt': [string] }
    | undefined;
  const role = roleAttribute?.['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties.Roles as Array<{ Ref: string }>).some((candidate) => candidate.Ref === role),
    )
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
};

/** The audit-log grant: BatchWriteItem limited to audit partitions by a LeadingKeys condition. */
const isAuditAppend = (statement: Statement): boolean =>
  JSON.stringify(statement.Condition ?? {}).includes('"dynamodb:LeadingKeys":["AUDIT#*"]');

/** DynamoDB actions in the inline policy attached to a function's role, beyond the audit-log grant. */
const dynamoActionsOf = (functionLogicalId: string): string[] => {
  const actions = new Set<string>();
  for (const statement of statementsOf(functionLogicalId)) {
    if (isAuditAppend(statement)) continue;
    for (const action of [statement.Action].flat()) if (action.startsWith('dynamodb:')) actions.add(action);
  }
  return [...actions].sort();
};

describe('CDK stack', () => {
  it('has one Lambda per endpoint group plus the authorizer and the webhook worker, all Node 22 on ARM with tracing', () => {
    const functions = ofType('AWS::Lambda::Function');
    expect(functions).toHaveLength(ENDPOINT_GROUPS.length + 2);
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it('uses a REQUEST authorizer with no identity source and no result cache', () => {
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      AuthorizerResultTtlInSeconds: 0,
      IdentitySource: '',
    });
  });

  it('puts the authorizer on every method except the public paths and the 404 catch-all', () => {
    const publicPaths = new Set([
      ...CATALOG.filter((entry) => entry.public).map((entry) => entry.path),
      '',
      '/{proxy+}',
    ]);
    const methods = ofType('AWS::ApiGateway::Method');
    const protectedPaths = new Set<string>();
    for (const [, method] of methods) {
      const path = pathOf(method.Properties.ResourceId);
      // The portal's routes under /auth/portal are public to the gateway (the session is checked inside).
      if (publicPaths.has(path) || (path !== '' && resolveCatalogEntry(path)?.public)) {
        expect(method.Properties.AuthorizationType, path).toBe('NONE');
      } else {
        expect(method.Properties.AuthorizationType, path).toBe('CUSTOM');
        expect(method.Properties.AuthorizerId, path).toBeDefined();
        protectedPaths.add(path);
      }
    }
    const expected = ENDPOINT_GROUPS.flatMap((group) => group.operations)
      .filter((operation) => !operation.public)
      .map((operation) => operation.path);
    expect([...protectedPaths].sort()).toEqual([...new Set(expected)].sort());
  });

  it('grants each function only the DynamoDB actions its group declares', () => {
    expect(dynamoActionsOf(logicalIdOf('AuthorizerFunction'))).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
    ]);
    for (const group of ENDPOINT_GROUPS) {
      const name = group.group
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
      expect(dynamoActionsOf(logicalIdOf(`${name}Function`)), group.group).toEqual(
        group.tableActions.map((action) => `dynamodb:${action}`).sort(),
      );
    }
    const everything = JSON.stringify(ofType('AWS::IAM::Policy'));
    expect(everything).not.toContain('dynamodb:*');
    for (const group of ENDPOINT_GROUPS) {
      const name = group.group
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
      const audit = statementsOf(logicalIdOf(`${name}Function`)).filter(isAuditAppend);
      expect(
        audit.map((statement) => statement.Action),
        group.group,
      ).toEqual(['dynamodb:BatchWriteItem']);
    }
    expect(everything).not.toContain('dynamodb:Scan');
  });

  it('keeps data in one on-demand table with PITR, a customer-managed key and TTL, retained on delete', () => {
    const [[, table] = []] = ofType('AWS::DynamoDB::Table');
    expect(table?.DeletionPolicy).toBe('Retain');
    expect(table?.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: {
        SSEEnabled: true,
        SSEType: 'KMS',
        KMSMasterKeyId: { 'Fn::GetAtt': [expect.stringMatching(/^DataKey/), 'Arn'] },
      },
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
    });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('rewrites every gateway-level error into the service error shape', () => {
    for (const gatewayError of GATEWAY_ERRORS) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: gatewayError.type,
        StatusCode: String(gatewayError.status),
        ResponseTemplates: { 'application/json': Match.stringLikeRegexp(`"code":"${gatewayError.code}"`) },
        ...(gatewayError.retryAfterSeconds
          ? {
              ResponseParameters: {
                'gatewayresponse.header.Retry-After': `'${gatewayError.retryAfterSeconds}'`,
              },
            }
          : {}),
      });
    }
  });

  it('traces the stage, logs access without bodies, and sits behind a WAF that redacts the credential headers', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      TracingEnabled: true,
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      MethodSettings: Match.arrayWith([Match.objectLike({ LoggingLevel: 'ERROR', DataTraceEnabled: false })]),
    });
    template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
    // Body size is the service's (413 above 1 MB), not the common rule set's 8 KB block.
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'AWSManagedRulesCommonRuleSet',
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
            }),
          },
        }),
      ]),
    });
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      RedactedFields: [
        { SingleHeader: { Name: 'x-api-key' } },
        { SingleHeader: { Name: 'cookie' } },
        { SingleHeader: { Name: 'authorization' } },
      ],
    });
    for (const [, logGroup] of ofType('AWS::Logs::LogGroup')) {
      expect(logGroup.Properties.KmsKeyId).toBeDefined();
      expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });

  it('ships a loadable knowledge index inside the knowledge bundle, and gives that function no table access', () => {
    const [logicalId, fn] = Object.entries(resources).find(
      ([id, resource]) => id.startsWith('KnowledgeFunction') && resource.Type === 'AWS::Lambda::Function',
    ) ?? ['', undefined];
    expect(fn?.Properties.Environment).toMatchObject({
      Variables: { KNOWLEDGE_INDEX: `/var/task/${INDEX_FILE}` },
    });
    // The bundle is staged in the assembly as asset.<hash>, the hash also naming its S3 object.
    const code = fn?.Properties.Code as { S3Key?: string } | undefined;
    const assetHash = String(code?.S3Key).replace(/\.zip$/, '');
    const indexFile = join(outdir, `asset.${assetHash}`, INDEX_FILE);
    const index = new KnowledgeIndex(deserializeIndex(readFileSync(indexFile)));
    expect(index.size).toBeGreaterThanOrEqual(250);
    expect(index.search('heart attack warning signs', 1).hits[0]?.document.id).toBe('urgent-heart-attack');
    expect(dynamoActionsOf(logicalId)).toEqual([]);
  });

  it('ships the OpenAPI document inside the system bundle, printed from the registry', () => {
    const [, fn] =
      Object.entries(resources).find(
        ([id, resource]) => id.startsWith('SystemFunction') && resource.Type === 'AWS::Lambda::Function',
      ) ?? [];
    const code = fn?.Properties.Code as { S3Key?: string } | undefined;
    const assetHash = String(code?.S3Key).replace(/\.zip$/, '');
    const document = JSON.parse(readFileSync(join(outdir, `asset.${assetHash}`, OPENAPI_FILE), 'utf8')) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/ask']));
  });

  it('ships the tables read on first use beside the bundles that reach them, as committed', () => {
    const shipped = (prefix: string) => {
      const [, fn] =
        Object.entries(resources).find(
          ([id, resource]) => id.startsWith(prefix) && resource.Type === 'AWS::Lambda::Function',
        ) ?? [];
      const code = fn?.Properties.Code as { S3Key?: string } | undefined;
      const dir = join(outdir, `asset.${String(code?.S3Key).replace(/\.zip$/, '')}`);
      return {
        variables: (fn?.Properties.Environment as { Variables?: Record<string, string> } | undefined)
          ?.Variables,
        dir,
      };
    };
    const root = join(import.meta.dirname, '../..');
    const consensus = shipped('ConsensusFunction');
    expect(consensus.variables).toMatchObject({
      UCUM_FILE: `/var/task/${UCUM_FILE}`,
      NDF_RT_FILE: `/var/task/${NDF_RT_FILE}`,
      INTERACTION_RULES_FILE: `/var/task/${INTERACTION_RULES_FILE}`,
    });
    for (const [file, source] of [
      [NDF_RT_FILE, NDF_RT_SOURCE],
      [INTERACTION_RULES_FILE, INTERACTION_RULES_SOURCE],
    ] as const)
      expect(readFileSync(join(consensus.dir, file)).equals(readFileSync(join(root, source)))).toBe(true);
    const ucum = createRequire(import.meta.url)(join(consensus.dir, UCUM_FILE)) as {
      UcumLhcUtils: {
        getInstance(): { convertUnitTo(from: string, value: number, to: string): { toVal: number } };
      };
    };
    expect(ucum.UcumLhcUtils.getInstance().convertUnitTo('g/dL', 13.5, 'g/L').toVal).toBeCloseTo(135);
    const nutrition = shipped('NutritionFunction');
    expect(nutrition.variables).toMatchObject({ FOOD_TABLE_FILE: `/var/task/${FOOD_TABLE_FILE}` });
    expect(
      readFileSync(join(nutrition.dir, FOOD_TABLE_FILE)).equals(readFileSync(join(root, FOOD_TABLE_SOURCE))),
    ).toBe(true);
    const clinical = shipped('ClinicalFunction');
    expect(clinical.variables).toMatchObject({ ICD10CM_FILE: `/var/task/${ICD10CM_FILE}` });
    const codeSet = readFileSync(join(clinical.dir, ICD10CM_FILE));
    expect(codeSet.equals(readFileSync(join(root, ICD10CM_SOURCE)))).toBe(true);
    // The phrase stems beside it were made from that code set (decoding checks its digest).
    const phrases = decodePhraseFile(readFileSync(join(clinical.dir, ICD10CM_PHRASES_FILE)), codeSet);
    expect(phrases).toHaveLength(phraseSources(parseDataset(codeSet, ICD10CM_FILE)).length);
  });

  it('protects the prod table from deletion and keeps logs a year', () => {
    const prod = Template.fromStack(buildApp(newApp('prod')).stack);
    prod.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    prod.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 365 });
  });

  it('gives the consensus function its panel and retention, and no function any Bedrock access by default', () => {
    const consensus = resources[logicalIdOf('Consensus')];
    expect(consensus?.Properties.Environment).toMatchObject({
      Variables: { CONSENSUS_MODELS: '[{"provider":"embedded"}]', ANSWER_RETENTION_DAYS: '30' },
    });
    expect(resources[logicalIdOf('Labs')]?.Properties.Environment).toMatchObject({
      Variables: { LAB_UPLOAD_RETENTION_DAYS: '30' },
    });
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('bedrock:');
  });

  it('grants InvokeModel on exactly the configured Bedrock models, to the functions that run the panel only', () => {
    // Prepare
    const models = JSON.stringify([
      { provider: 'embedded' },
      { provider: 'bedrock', modelId: 'amazon.nova-lite-v1:0' },
      { provider: 'bedrock', modelId: 'us.anthropic.claude-3-5-haiku-20241022-v1:0' },
    ]);

    // Act
    const { app, stack } = buildApp(newApp('prod', { consensusModels: models, consensusQuorum: '3' }));
    const withBedrock = Template.fromStack(stack);

    // Assess
    const policies = Object.values(withBedrock.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes('bedrock:'),
    );
    // /ask's panel, and every other group that runs the same panel (research summaries…).
    const panelGroups = ENDPOINT_GROUPS.filter((group) => group.consensusPanel).map((group) =>
      group.group.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase()),
    );
    expect(panelGroups).toContain('Consensus');
    expect(policies).toHaveLength(panelGroups.length);
    for (const policy of policies) {
      const text = JSON.stringify(policy);
      expect(text).toContain('foundation-model/amazon.nova-lite-v1:0');
      expect(text).toContain('inference-profile/us.anthropic.claude-3-5-haiku-20241022-v1:0');
      expect(text).toContain(':bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
      expect(text).not.toMatch(/bedrock:\*"|foundation-model\/\*/);
    }
    const roles = policies.map(
      (policy) =>
        (policy as { Properties: { Roles: Array<{ Ref: string }> } }).Properties.Roles[0]?.Ref ?? '',
    );
    expect(roles.map((role) => role.replace(/Function.*$/, '')).sort()).toEqual([...panelGroups].sort());
    withBedrock.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          CONSENSUS_MODELS: models,
          CONSENSUS_QUORUM: '3',
          ANSWER_RETENTION_DAYS: '90',
        }),
      },
    });
    expect(() => app.synth()).not.toThrow();
  });

  it('fails synthesis on a panel configuration that would fail at run time', () => {
    expect(() => buildApp(newApp('dev', { consensusModels: '[{"provider":"gpt"}]' }))).toThrow(
      /CONSENSUS_MODELS/,
    );
    expect(() => buildApp(newApp('dev', { consensusModels: 'not json' }))).toThrow(/not valid JSON/);
    expect(() => buildApp(newApp('dev', { retentionDays: '0' }))).toThrow(
      /retentionDays must be a whole number/,
    );
  });

  it('queues webhook work in an encrypted SQS queue with a dead-letter queue, drained by the delivery worker', () => {
    const queues = ofType('AWS::SQS::Queue');
    expect(queues).toHaveLength(2);
    const main = queues.find(([, queue]) => queue.Properties.RedrivePolicy !== undefined)?.[1];
    expect(main?.Properties).toMatchObject({
      RedrivePolicy: { maxReceiveCount: 5 },
      KmsMasterKeyId: expect.anything(),
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FunctionName: { Ref: logicalIdOf('WebhookDeliveryFunction') },
    });
    for (const group of ENDPOINT_GROUPS) {
      const name = group.group
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
      const actions = statementsOf(logicalIdOf(`${name}Function`)).flatMap((statement) =>
        [statement.Action].flat(),
      );
      expect(actions, group.group).toContain('sqs:SendMessage');
      expect(actions, group.group).not.toContain('sqs:ReceiveMessage');
    }
  });

  it('gives the billing hook its secret from Secrets Manager, and no other function', () => {
    const { stack } = buildApp(newApp('dev', { billingSecretName: 'health-ai/billing' }));
    const functions = Object.entries(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
    const holders = functions.filter(([, fn]) => JSON.stringify(fn).includes('BILLING_WEBHOOK_SECRET'));
    expect(holders.map(([id]) => id.replace(/Function.*/, ''))).toEqual(['Subscriptions']);
    expect(JSON.stringify(holders[0]?.[1])).toContain(
      '{{resolve:secretsmanager:health-ai/billing:SecretString:::}}',
    );
    expect(JSON.stringify(template.toJSON())).not.toContain('BILLING_WEBHOOK_SECRET');
  });

  it('gives the research function its upstream settings from context, and no other function', () => {
    const { stack } = buildApp(
      newApp('dev', { ncbiEmail: 'ops@example.org', trialsBaseUrl: 'https://trials.mirror.example' }),
    );
    const functions = Object.entries(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
    const holders = functions.filter(([, fn]) => JSON.stringify(fn).includes('NCBI_EMAIL'));
    expect(holders.map(([id]) => id.replace(/Function.*/, ''))).toEqual(['Research']);
    expect(JSON.stringify(holders[0]?.[1])).toContain('https://trials.mirror.example');
    expect(JSON.stringify(template.toJSON())).not.toContain('NCBI_EMAIL');
  });

  it('keeps imaging uploads in a KMS-encrypted, private, TLS-only, expiring bucket, logged, reachable by diagnostics alone', () => {
    const buckets = ofType('AWS::S3::Bucket').filter(([id]) => id.startsWith('ImagingBucket'));
    expect(buckets).toHaveLength(1);
    const [bucketId, bucket] = buckets[0] ?? ['', { Properties: {} }];
    const props = bucket.Properties as Record<string, unknown>;
    expect(JSON.stringify(props.BucketEncryption)).toContain('"SSEAlgorithm":"aws:kms"');
    expect(JSON.stringify(props.BucketEncryption)).toContain('DataKey');
    expect(props.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(props.VersioningConfiguration).toBeUndefined();
    // Objects expire with the deployment's record retention (30 days in dev), as the items do.
    expect(JSON.stringify(props.LifecycleConfiguration)).toContain('"ExpirationInDays":30,');
    expect(JSON.stringify(props.LoggingConfiguration)).toContain('ImagingAccessLogs');
    const policies = ofType('AWS::S3::BucketPolicy').filter(
      ([, policy]) => JSON.stringify(policy.Properties.Bucket) === JSON.stringify({ Ref: bucketId }),
    );
    expect(JSON.stringify(policies)).toContain('"aws:SecureTransport":"false"');

    const s3Actions = (logicalId: string) =>
      statementsOf(logicalId)
        .flatMap((statement) => [statement.Action].flat())
        .filter((action) => action.startsWith('s3:'))
        .sort();
    const functions = ofType('AWS::Lambda::Function').map(([id]) => id);
    const holders = functions.filter((id) => s3Actions(id).length > 0 && !id.startsWith('Custom'));
    expect(holders.map((id) => id.replace(/Function.*/, ''))).toEqual(['Diagnostics']);
    expect(s3Actions(logicalIdOf('Diagnostics'))).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    const env = (resources[logicalIdOf('Diagnostics')]?.Properties.Environment ?? {}) as {
      Variables?: Record<string, unknown>;
    };
    expect(env.Variables?.IMAGING_BUCKET).toEqual({ Ref: bucketId });
    expect(env.Variables?.LAB_UPLOAD_RETENTION_DAYS).toBe('30');
  });

  it('refuses an unknown environment name', () => {
    expect(() => buildApp(newApp('staging'))).toThrow(/Unknown environment/);
  });
});

describe('cdk-nag (AwsSolutions and HIPAA.Security)', () => {
  it('finds nothing that is not acknowledged with a written reason', () => {
    const { app } = buildApp(newApp('dev'));
    expect(() => app.synth()).not.toThrow();
  });

  it('fails synthesis on a finding nobody acknowledged', () => {
    const { app, stack } = buildApp(newApp('dev'));
    new Bucket(stack, 'UnreviewedBucket');
    expect(() => app.synth()).toThrow(/S3 Bucket/);
  });
});
