import { RemovalPolicy } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface FirewallProps {
  api: RestApi;
  /** The environment name (dev, prod): in metric and log group names. */
  stage: string;
  /** Requests per 5 minutes from one IP address before the WAF blocks it. */
  rateLimitPerIp: number;
  logRetention: RetentionDays;
  key: IKey;
}

/**
 * The WAF in front of the API stage: AWS's common and known-bad-inputs rule sets, a per-IP rate
 * limit, and logs with the credentials redacted. Resources keep their original ids in the given
 * scope (see DataStore).
 */
export class Firewall {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, props: FirewallProps) {
    this.webAcl = new CfnWebACL(scope, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: `health-ai-${props.stage}`,
        sampledRequestsEnabled: false,
      },
      rules: [
        // The common set blocks bodies over 8 KB, which would refuse lab uploads, FHIR bundles and
        // clinical notes with a 403 outside our error shape; the service answers 413 above 1 MB itself.
        managedRule('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 2),
        {
          name: 'RateLimitPerIp',
          priority: 3,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: props.rateLimitPerIp, aggregateKeyType: 'IP' } },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: 'RateLimitPerIp',
            sampledRequestsEnabled: false,
          },
        },
      ],
    });
    new CfnWebACLAssociation(scope, 'WebAclAssociation', {
      resourceArn: props.api.deploymentStage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
    const wafLogs = new LogGroup(scope, 'WafLogs', {
      // WAF delivers only to log groups whose name starts with aws-waf-logs-.
      logGroupName: `aws-waf-logs-health-ai-${props.stage}`,
      retention: props.logRetention,
      encryptionKey: props.key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new CfnLoggingConfiguration(scope, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [wafLogs.logGroupArn],
      // The API key travels in this header; it must never reach a log.
      redactedFields: [
        { singleHeader: { Name: 'x-api-key' } },
        // Portal sessions travel in the cookie (or as a bearer token).
        { singleHeader: { Name: 'cookie' } },
        { singleHeader: { Name: 'authorization' } },
      ],
    });
  }
}

/** A managed rule group; the rules named in `countOnly` only count, they never block. */
const managedRule = (name: string, priority: number, countOnly: string[] = []): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(countOnly.length > 0
        ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
        : {}),
    },
  },
  visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: false },
});
