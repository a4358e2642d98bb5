import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { MockIntegration, RestApi } from 'aws-cdk-lib/aws-apigateway';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { PortalHosting } from '../../infra/constructs/portal.ts';
import { writePortal } from '../../shared/portal/build.ts';

let sourceDir: string;

beforeAll(async () => {
  sourceDir = mkdtempSync(join(tmpdir(), 'portal-build-'));
  await writePortal(sourceDir);
});

const build = () => {
  const app = new App();
  const stack = new Stack(app, 'PortalTest', { env: { account: '111111111111', region: 'eu-west-1' } });
  const api = new RestApi(stack, 'Api', { deployOptions: { stageName: 'v1' } });
  api.root.addResource('auth').addMethod('POST', new MockIntegration());
  // The stand-in API is not under review here (the real one is, in stack.test.ts).
  for (const id of [
    'AwsSolutions-APIG1',
    'AwsSolutions-APIG2',
    'AwsSolutions-APIG3',
    'AwsSolutions-APIG4',
    'AwsSolutions-APIG6',
    'AwsSolutions-COG4',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
    'HIPAA.Security-APIGWCacheEnabledAndEncrypted',
    'HIPAA.Security-APIGWExecutionLoggingEnabled',
    'HIPAA.Security-APIGWSSLEnabled',
    'HIPAA.Security-APIGWAssociatedWithWAF',
    'HIPAA.Security-APIGWXrayEnabled',
  ])
    Validations.of(api).acknowledge({ id, reason: 'Stand-in API of this test' });
  const portal = new PortalHosting(stack, 'Portal', { sourceDir, api });
  return { app, stack, portal };
};

describe('the portal on S3 behind CloudFront', () => {
  it('serves the bucket only through CloudFront, HTTPS only, with security headers and logs', () => {
    const { stack } = build();
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/' }),
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
        CacheBehaviors: [Match.objectLike({ PathPattern: '/auth/*', ViewerProtocolPolicy: 'https-only' })],
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'none'"),
          }),
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      }),
    });
  });

  it('is clean under cdk-nag (AwsSolutions and HIPAA.Security), every exception acknowledged', () => {
    const { app } = build();
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
    expect(() => app.synth()).not.toThrow();
  });
});
