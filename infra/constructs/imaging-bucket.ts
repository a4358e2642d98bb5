import { type CfnElement, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface ImagingBucketProps {
  /** The stack's customer-managed key (the table's and the logs'): encrypts every imaging object. */
  key: IKey;
  /** How long de-identified copies (and any upload never analysed) are kept: the record retention. */
  retentionDays: number;
  /** How long the bucket's server access logs are kept. */
  logRetentionDays?: number;
}

/**
 * The imaging uploads: raw files PUT through presigned URLs (deleted when analysed) and the
 * de-identified copies kept for the retention period, keys prefixed by organization id. SSE-KMS
 * with the stack's key, public access blocked, TLS only, unversioned (a deleted raw file is gone),
 * every object expiring after the retention period, server access logs in their own bucket.
 */
export class ImagingBucket extends Construct {
  readonly bucket: Bucket;
  readonly logs: Bucket;

  constructor(scope: Construct, id: string, props: ImagingBucketProps) {
    super(scope, id);
    this.logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // S3 server access logs can be delivered only to an SSE-S3 bucket.
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: false,
      lifecycleRules: [{ expiration: Duration.days(props.logRetentionDays ?? 365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.KMS,
      encryptionKey: props.key,
      bucketKeyEnabled: true,
      enforceSSL: true,
      // Unversioned on purpose: replacing or deleting a raw upload must not leave a copy behind.
      versioned: false,
      lifecycleRules: [
        {
          expiration: Duration.days(props.retentionDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 'imaging/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this);
  }

  /**
   * Put, Get and DeleteObject on the bucket's objects (the function signs the upload URLs, so the
   * PUT is its own), and the key to encrypt and decrypt them. Nothing else: no List, no bucket actions.
   */
  grantObjects(fn: IFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [this.bucket.arnForObjects('*')],
      }),
    );
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnElement)}.Arn>/*]`,
      reason:
        'The imaging bucket holds imaging uploads only; object keys begin with an organization id chosen per request, so no narrower fixed prefix exists',
    });
  }
}

const acknowledge = (imaging: ImagingBucket): void => {
  const why: Array<[Construct, string, string]> = [
    [
      imaging.logs,
      'AwsSolutions-S1',
      'This is the access-log bucket itself; logging it into itself would loop',
    ],
    [imaging.logs, 'HIPAA.Security-S3BucketLoggingEnabled', 'This is the access-log bucket itself'],
    [
      imaging.logs,
      'HIPAA.Security-S3DefaultEncryptionKMS',
      'S3 server access logs can be delivered only to an SSE-S3 bucket; SSE-S3 encrypts them at rest',
    ],
    [
      imaging.logs,
      'HIPAA.Security-S3BucketReplicationEnabled',
      'Access logs with a retention; not replicated',
    ],
    [
      imaging.logs,
      'HIPAA.Security-S3BucketVersioningEnabled',
      'Access logs are written once by S3 and expire; versions would only keep them longer',
    ],
    [
      imaging.bucket,
      'HIPAA.Security-S3BucketReplicationEnabled',
      'De-identified copies kept for a limited retention; a replica would be another copy to delete',
    ],
    [
      imaging.bucket,
      'HIPAA.Security-S3BucketVersioningEnabled',
      'Unversioned on purpose: a deleted raw upload (with identifiers) must not survive as a noncurrent version',
    ],
  ];
  for (const [construct, id, reason] of why) Validations.of(construct).acknowledge({ id, reason });
};
