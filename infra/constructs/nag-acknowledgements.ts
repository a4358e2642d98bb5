import { type Stack, Validations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/** A method reachable without an API key: the cdk-nag findings for it, acknowledged with the reason. */
export const acknowledgePublic = (method: Construct, path: string): void => {
  const reason = `${path} is public by design (sign-up, portal sign-in/out and the portal routes that check the portal session in the function, the billing hook verified by its signature, health, OpenAPI document, or the 404 catch-all); every other method uses the API-key authorizer`;
  Validations.of(method).acknowledge({ id: 'AwsSolutions-APIG4', reason });
  Validations.of(method).acknowledge({ id: 'AwsSolutions-COG4', reason });
};

/**
 * The cdk-nag findings (AwsSolutions, HIPAA Security) acknowledged for the whole stack, each with
 * the reason it does not apply. Findings about one resource are acknowledged where it is made.
 */
export const acknowledgeStackWide = (stack: Stack, tableLogicalId: string): void => {
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
