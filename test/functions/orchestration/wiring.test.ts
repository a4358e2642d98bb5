import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { OrchestrationWiring } from '../../../infra/constructs/orchestration.ts';

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
