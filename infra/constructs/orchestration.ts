import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface OrchestrationWiringProps {
  /** The orchestration group's function: it runs each step by invoking the step's group. */
  runner: LambdaFunction;
  /** Every other endpoint group's function, by group name. */
  targets: ReadonlyMap<string, LambdaFunction>;
}

/**
 * Lets the orchestration function run workflow steps on AWS: it learns each group's function name
 * (ORCHESTRATION_FUNCTIONS) and may invoke exactly those functions, nothing else. Each step carries
 * the authorizer decision the runner made again for the caller's key, so the group's own middleware
 * refuses what the key may not do, as it does for a request through API Gateway.
 */
export class OrchestrationWiring extends Construct {
  constructor(scope: Construct, id: string, props: OrchestrationWiringProps) {
    super(scope, id);
    const names: Record<string, string> = {};
    for (const [group, fn] of props.targets) names[group] = fn.functionName;
    // The functions' own ARNs only (grantInvoke would add `<arn>:*`, every version and alias).
    props.runner.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [...props.targets.values()].map((fn) => fn.functionArn),
      }),
    );
    props.runner.addEnvironment('ORCHESTRATION_FUNCTIONS', Stack.of(this).toJsonString(names));
  }
}
