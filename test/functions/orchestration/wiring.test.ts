import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { OrchestrationWiring } from '../../../infra/constructs/orchestration.ts';
import { TEMPLATES } from '../../../shared/orchestration/definitions.ts';

const inline = (stack: Stack, id: string) =>
  new LambdaFunction(stack, id, {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('exports.handler = async () => ({})'),
  });

describe('OrchestrationWiring', () => {
  it('lets the orchestration function invoke exactly the step groups and tells it their names', () => {
    // Arrange
    const stack = new Stack(new App(), 'Test');
    const runner = inline(stack, 'Orchestration');
    const labs = inline(stack, 'Labs');
    const unrelated = inline(stack, 'Unrelated');

    // Act
    new OrchestrationWiring(stack, 'Wiring', { runner, targets: new Map([['labs', labs]]) });

    // Assess
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'lambda:InvokeFunction',
            Effect: 'Allow',
            // Exactly the function's ARN: no `:*` for its versions and aliases.
            Resource: { 'Fn::GetAtt': [stack.getLogicalId(labs.node.defaultChild as never), 'Arn'] },
          }),
        ]),
      },
    });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).not.toContain(stack.getLogicalId(unrelated.node.defaultChild as never));
    const functions = template.findResources('AWS::Lambda::Function');
    const runnerId = stack.getLogicalId(runner.node.defaultChild as never);
    expect(JSON.stringify(functions[runnerId]?.Properties?.Environment)).toContain('ORCHESTRATION_FUNCTIONS');
  });
});

describe('OrchestrationWiring with state machines', () => {
  const build = () => {
    const stack = new Stack(new App(), 'Test');
    const runner = inline(stack, 'Orchestration');
    const labs = inline(stack, 'Labs');
    const key = new Key(stack, 'Key');
    const wiring = new OrchestrationWiring(stack, 'Wiring', {
      runner,
      targets: new Map([['labs', labs]]),
      stateMachines: { logKey: key, logRetention: RetentionDays.ONE_MONTH },
    });
    return { stack, runner, key, wiring, template: Template.fromStack(stack) };
  };

  it('deploys an Express and a Standard machine per template and for custom definitions, traced and logged', () => {
    // Act
    const { stack, key, template } = build();

    // Assess
    const pairs = Object.keys(TEMPLATES).length + 1;
    template.resourcePropertiesCountIs(
      'AWS::StepFunctions::StateMachine',
      { StateMachineType: 'EXPRESS' },
      pairs,
    );
    template.resourcePropertiesCountIs(
      'AWS::StepFunctions::StateMachine',
      { StateMachineType: 'STANDARD' },
      pairs,
    );
    template.allResourcesProperties('AWS::StepFunctions::StateMachine', {
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: false }),
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', {
      KmsKeyId: { 'Fn::GetAtt': [stack.getLogicalId(key.node.defaultChild as never), 'Arn'] },
    });
  });

  it('lets the machines invoke only the step runner, and the runner start and describe only those machines', () => {
    // Act
    const { stack, runner, wiring, template } = build();

    // Assess: one role for all machines, whose only Lambda grant is the runner's own ARN.
    const roles = new Set(wiring.stateMachines.map((machine) => JSON.stringify(machine.role.roleArn)));
    expect(roles.size).toBe(1);
    const runnerId = stack.getLogicalId(runner.node.defaultChild as never);
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (
        policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>
      ).map((statement) => ({ ...statement, roles: JSON.stringify(policy.Properties.Roles) })),
    );
    const invokes = statements.filter((statement) =>
      [statement.Action].flat().includes('lambda:InvokeFunction'),
    );
    const machineInvoke = invokes.filter((statement) => statement.roles.includes('StateMachineRole'));
    expect(machineInvoke).toHaveLength(1);
    expect(machineInvoke[0]?.Resource).toEqual({ 'Fn::GetAtt': [runnerId, 'Arn'] });
    const machineActions = statements
      .filter((statement) => statement.roles.includes('StateMachineRole'))
      .flatMap((statement) => [statement.Action].flat());
    expect(machineActions.filter((action) => !/^(logs|xray):/.test(action))).toEqual([
      'lambda:InvokeFunction',
    ]);

    const start = statements.find((statement) =>
      [statement.Action].flat().includes('states:StartSyncExecution'),
    );
    expect([start?.Action].flat().sort()).toEqual(['states:StartExecution', 'states:StartSyncExecution']);
    expect(JSON.stringify(start?.Resource)).toContain(':stateMachine:Test-wf-custom-express');
    expect(start?.Resource).toHaveLength(wiring.stateMachines.length);
    const describeStatement = statements.find((statement) =>
      [statement.Action].flat().includes('states:DescribeExecution'),
    );
    expect(JSON.stringify(describeStatement?.Resource)).toContain(':execution:Test-wf-custom-standard:*');
    expect(JSON.stringify(describeStatement?.Resource)).not.toContain('express');
    const functions = template.findResources('AWS::Lambda::Function');
    const environment = JSON.stringify(functions[runnerId]?.Properties?.Environment);
    expect(environment).toContain('ORCHESTRATION_STATE_MACHINES');
    expect(environment).toContain('Test-wf-labs-medications-question-standard');
  });

  it('compiles each template machine so that every Task calls the step runner', () => {
    // Act
    const { stack, runner, template } = build();

    // Assess
    const runnerId = stack.getLogicalId(runner.node.defaultChild as never);
    const machines = Object.values(template.findResources('AWS::StepFunctions::StateMachine'));
    for (const machine of machines) {
      const body = JSON.stringify(machine.Properties.DefinitionString);
      expect(body).not.toContain('healthai:');
      expect(body).toContain(runnerId);
    }
  });
});
