import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/app.ts';

/**
 * CloudFormation replaces a resource whose logical id changes: a new, empty table, a new API URL, a
 * second event source mapping of the same queue (which fails the deployment). Ids derive from
 * construct paths, so moving code between constructs must leave these as they were deployed.
 */
const DEPLOYED: ReadonlyArray<readonly [string, string]> = [
  ['AWS::KMS::Key', 'DataKey17AFBB84'],
  ['AWS::DynamoDB::Table', 'TableCD117FA1'],
  ['AWS::SQS::Queue', 'WebhookDeadLettersCE7A6689'],
  ['AWS::SQS::Queue', 'WebhookQueueA9D318EA'],
  [
    'AWS::Lambda::EventSourceMapping',
    'WebhookDeliveryFunctionSqsEventSourceHealthAiConsensusdevWebhookQueue1FF0E9BCCAE5000B',
  ],
  ['AWS::ApiGateway::RestApi', 'ApiF70053CD'],
  ['AWS::ApiGateway::Stage', 'ApiDeploymentStagedev51EE5D56'],
  ['AWS::ApiGateway::Authorizer', 'ApiKeyAuthorizerD0BEAC37'],
  ['AWS::Logs::LogGroup', 'AccessLogs8B620ECA'],
  ['AWS::S3::Bucket', 'ImagingBucketBF481A76'],
  ['AWS::WAFv2::WebACL', 'WebAcl'],
  ['AWS::Logs::LogGroup', 'WafLogsF9F75746'],
  ['AWS::Lambda::Function', 'AuthorizerFunctionEB19F618'],
  ['AWS::Lambda::Function', 'WebhookDeliveryFunctionBF7B4700'],
  ['AWS::Lambda::Function', 'ConsensusFunctionA1DE63FC'],
];

describe('logical ids of deployed resources', () => {
  it('stay those of the deployed dev stack', () => {
    const app = new App({
      outdir: mkdtempSync(join(tmpdir(), 'cdk-ids-')),
      context: { env: 'dev', 'aws:cdk:bundling-stacks': [] },
    });
    const resources = Template.fromStack(buildApp(app).stack).toJSON().Resources as Record<
      string,
      { Type: string }
    >;
    for (const [type, logicalId] of DEPLOYED) expect(resources[logicalId]?.Type, logicalId).toBe(type);
  });
});
