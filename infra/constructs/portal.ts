import { type CfnElement, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { CONTENT_SECURITY_POLICY } from '../../shared/portal/build.ts';

export interface PortalHostingProps {
  /** The built portal (`npm run portal:build` writes it to cdk.out/portal). */
  sourceDir: string;
  /** The API whose /auth/* routes the portal calls, served under the same CloudFront origin. */
  api: RestApi;
  /** Days CloudFront and S3 access logs are kept. */
  logRetentionDays?: number;
}

/**
 * The developer portal on AWS: its static files in a private S3 bucket read only by CloudFront
 * (origin access control), HTTPS only, security headers on every response, access logs for the
 * bucket and the distribution. The API's /auth/* routes are a second origin of the same
 * distribution, so the page and its calls share one origin and the SameSite=Strict session cookie
 * is sent without any CORS.
 */
export class PortalHosting extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: PortalHostingProps) {
    super(scope, id);
    const logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      // CloudFront standard logs are written with an ACL.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(props.logRetentionDays ?? 90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
      },
    });
    // /portal and /portal/ are the page itself (S3 has no directory index behind OAC).
    const index = new EdgeFunction(this, 'PortalIndex', {
      code: FunctionCode.fromInline(
        "function handler(event) { var r = event.request; if (r.uri === '/portal' || r.uri === '/portal/' || r.uri === '/') { r.uri = '/portal/index.html'; } return r; }",
      ),
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Health AI Consensus Service developer portal',
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: index, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/auth/*': {
          // RestApiOrigin connects over HTTPS only.
          origin: new RestApiOrigin(props.api),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(props.sourceDir)],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'portal/',
      distribution: this.distribution,
      distributionPaths: ['/portal/*'],
      memoryLimit: 256,
    });
    acknowledge(this, logs);
  }
}

const acknowledge = (portal: PortalHosting, logs: Bucket): void => {
  const why: Array<[Construct, string, string]> = [
    [logs, 'AwsSolutions-S1', 'This is the access-log bucket itself; logging it into itself would loop'],
    [logs, 'HIPAA.Security-S3BucketLoggingEnabled', 'This is the access-log bucket itself'],
    [logs, 'HIPAA.Security-S3BucketReplicationEnabled', 'Access logs of a static site; not replicated'],
    [
      portal.bucket,
      'HIPAA.Security-S3BucketReplicationEnabled',
      'Static, rebuildable site files; not replicated',
    ],
    [
      portal.bucket,
      'HIPAA.Security-S3DefaultEncryptionKMS',
      'Public static files (HTML, JS, CSS) with no data in them: SSE-S3 is enough',
    ],
    [
      logs,
      'HIPAA.Security-S3DefaultEncryptionKMS',
      'CloudFront standard logs cannot be delivered to an SSE-KMS bucket; SSE-S3 encrypts them at rest',
    ],
    [
      portal.distribution,
      'AwsSolutions-CFR1',
      'A developer portal for a worldwide audience: no geographic restriction',
    ],
    [
      portal.distribution,
      'AwsSolutions-CFR2',
      'Static files; the API behind /auth/* has its own regional WAF web ACL, and a CloudFront web ACL must live in us-east-1',
    ],
    [
      portal.distribution,
      'AwsSolutions-CFR4',
      'The default *.cloudfront.net certificate; a custom domain with TLSv1.2_2021 is set up with its certificate',
    ],
  ];
  for (const [construct, id, reason] of why) Validations.of(construct).acknowledge({ id, reason });
  // BucketDeployment's provider function is a stack-level singleton CDK owns.
  const stack = Stack.of(portal);
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const siteArn = `<${stack.getLogicalId(portal.bucket.node.defaultChild as CfnElement)}.Arn>`;
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    for (const id of [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      ...['s3:Abort*', 's3:DeleteObject*', 's3:GetBucket*', 's3:GetObject*', 's3:List*'].map(
        (action) => `AwsSolutions-IAM5[Action::${action}]`,
      ),
      `AwsSolutions-IAM5[Resource::${siteArn}/*]`,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${region}/*]`,
      'AwsSolutions-IAM5[Resource::*]',
      'AwsSolutions-L1',
      'HIPAA.Security-LambdaConcurrency',
      'HIPAA.Security-LambdaDLQ',
      'HIPAA.Security-LambdaInsideVPC',
      'HIPAA.Security-IAMNoInlinePolicy',
    ])
      Validations.of(child).acknowledge({
        id,
        reason: "The CDK's own BucketDeployment provider, run only at deployment to copy the portal's files",
      });
  }
};
