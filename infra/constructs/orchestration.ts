import { ArnFormat, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { StateMachines } from '../../functions/orchestration/stepfunctions.ts';
import { stepOperations } from '../../functions/orchestration/steps.ts';
import { type Definition, TEMPLATES, validateDefinition } from '../../shared/orchestration/definitions.ts';
import { expressDefinition, standardDefinition } from '../../shared/orchestration/machines.ts';

export interface OrchestrationWiringProps {
  /** The orchestration group's function: it runs each step by invoking the step's group. */
  runner: LambdaFunction;
  /** Every other endpoint group's function, by group name. */
  targets: ReadonlyMap<string, LambdaFunction>;
  /** With these, workflows run on Step Functions: the log group's key and retention. */
  stateMachines?: { logKey: IKey; logRetention: RetentionDays };
}

/**
 * Lets the orchestration function run workflow steps on AWS: it learns each group's function name
 * (ORCHESTRATION_FUNCTIONS) and may invoke exactly those functions, nothing else. Each step carries
 * the authorizer decision the runner made again for the caller's key, so the group's own middleware
 * refuses what the key may not do, as it does for a request through API Gateway.
 *
 * With `stateMachines`, the workflows themselves run on Step Functions: an Express (sync) and a
 * Standard (async) machine per template and a pair for custom definitions, every Task invoking the
 * orchestration function as the step runner. Their one role may invoke that function and nothing
 * else (besides logging and X-Ray); the function learns the machines (ORCHESTRATION_STATE_MACHINES)
 * and may start and describe executions of exactly those.
 */
export class OrchestrationWiring extends Construct {
  readonly stateMachines: StateMachine[] = [];

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
    if (props.stateMachines) this.addStateMachines(props.runner, props.stateMachines);
  }

  private addStateMachines(
    runner: LambdaFunction,
    { logKey, logRetention }: NonNullable<OrchestrationWiringProps['stateMachines']>,
  ): void {
    const stack = Stack.of(this);
    const logs = new LogGroup(this, 'StateMachineLogs', {
      retention: logRetention,
      encryptionKey: logKey,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const role = new Role(this, 'StateMachineRole', {
      assumedBy: new ServicePrincipal('states.amazonaws.com'),
      description: 'Workflow state machines: invoke the step runner (the orchestration function) only',
    });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Wildcards only where AWS requires them: the CloudWatch Logs delivery actions and X-Ray PutTraceSegments/PutTelemetryRecords accept only *',
    });
    // The function's own ARN: no `:*` for its versions and aliases.
    role.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [runner.functionArn] }),
    );

    // Named machines, so that the function's environment and policy name their ARNs without
    // referring to the machines, whose definitions refer to the function.
    const arnOf = (name: string) =>
      stack.formatArn({
        service: 'states',
        resource: 'stateMachine',
        resourceName: name,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      });
    const machine = (id: string, type: StateMachineType, definition: Definition): string => {
      const name = `${stack.stackName}-wf-${id}`.slice(0, 80);
      this.stateMachines.push(
        new StateMachine(this, `Machine-${id}`, {
          stateMachineName: name,
          stateMachineType: type,
          definitionBody: DefinitionBody.fromString(stack.toJsonString(definition)),
          role,
          tracingEnabled: true,
          // Every event, without the execution data: inputs and results hold health data.
          logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: false },
        }),
      );
      return arnOf(name);
    };
    const pair = (id: string, validated: Parameters<typeof expressDefinition>[0]) => ({
      express: machine(
        `${id}-express`,
        StateMachineType.EXPRESS,
        expressDefinition(validated, runner.functionArn),
      ),
      standard: machine(
        `${id}-standard`,
        StateMachineType.STANDARD,
        standardDefinition(validated, runner.functionArn),
      ),
    });

    const allowed = new Set(stepOperations().keys());
    const machines: StateMachines = { templates: {}, custom: pair('custom', undefined) };
    for (const [template, { definition }] of Object.entries(TEMPLATES)) {
      const validated = validateDefinition(definition, allowed);
      if ('issues' in validated) throw new Error(`template ${template} is not valid`);
      machines.templates[template] = pair(template, validated);
    }
    const arns = [machines.custom, ...Object.values(machines.templates)].flatMap((p) => [
      p.express,
      p.standard,
    ]);
    runner.addToRolePolicy(
      new PolicyStatement({
        actions: ['states:StartExecution', 'states:StartSyncExecution'],
        resources: arns,
      }),
    );
    // An async run's status: executions of the Standard machines only (Express ones are not described).
    const executions = [machines.custom, ...Object.values(machines.templates)].map(
      (p) => `${p.standard.replace(':stateMachine:', ':execution:')}:*`,
    );
    runner.addToRolePolicy(
      new PolicyStatement({ actions: ['states:DescribeExecution'], resources: executions }),
    );
    // cdk-nag names unresolved pseudo parameters as <AWS::…> and shows resolved ones (a region from
    // CDK_DEFAULT_REGION when the CLI synthesizes) as they are.
    const asNagShows = (arn: string): string =>
      [
        [stack.partition, '<AWS::Partition>'],
        [stack.region, '<AWS::Region>'],
        [stack.account, '<AWS::AccountId>'],
      ].reduce(
        (text, [value = '', name = '']) => (Token.isUnresolved(value) ? text.replace(value, name) : text),
        arn,
      );
    for (const execution of executions) {
      Validations.of(runner).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${asNagShows(execution)}]`,
        reason:
          "An execution's ARN is its machine's plus its name (the run id): the executions of our own Standard machines, nothing else",
      });
    }
    runner.addEnvironment('ORCHESTRATION_STATE_MACHINES', stack.toJsonString(machines));
  }
}
