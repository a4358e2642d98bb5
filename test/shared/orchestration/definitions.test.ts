import { describe, expect, it } from 'vitest';
import {
  compileDefinition,
  TEMPLATES,
  validateDefinition,
} from '../../../shared/orchestration/definitions.ts';

const allowed = new Set([
  'POST /api/v1/labs/interpret',
  'POST /api/v1/drug-interactions',
  'POST /api/v1/ask',
  'POST /api/v1/health-data/analyze',
  'POST /api/v1/diagnostics/symptoms',
]);

describe('workflow definitions', () => {
  it.each(Object.keys(TEMPLATES))('the built-in template %s is valid', (name) => {
    const validated = validateDefinition(TEMPLATES[name]?.definition, allowed);
    expect('issues' in validated ? validated.issues : []).toEqual([]);
  });

  it('compiles every Task to a call of the step runner carrying the caller from the execution input', () => {
    // Arrange
    const validated = validateDefinition(
      {
        StartAt: 'A',
        States: {
          A: {
            Type: 'Task',
            Resource: 'healthai:POST /api/v1/ask',
            Parameters: { 'question.$': '$.q' },
            Next: 'B',
          },
          B: { Type: 'Task', Resource: 'healthai:POST /api/v1/drug-interactions', End: true },
        },
      },
      allowed,
    );
    if ('issues' in validated) throw new Error(JSON.stringify(validated.issues));

    // Act
    const compiled = compileDefinition(validated, 'arn:aws:lambda:us-east-1:1:function:runner');

    // Assess
    expect(compiled.States.A).toMatchObject({
      Resource: 'arn:aws:lambda:us-east-1:1:function:runner',
      Parameters: {
        operation: 'POST /api/v1/ask',
        state: 'A',
        'caller.$': '$$.Execution.Input.caller',
        body: { 'question.$': '$.q' },
      },
    });
    expect(compiled.States.B?.Parameters).toMatchObject({ 'body.$': '$' });
  });

  it('names the state of a Task whose resource is not one of our operations', () => {
    const result = validateDefinition(
      {
        StartAt: 'X',
        States: { X: { Type: 'Task', Resource: 'arn:aws:states:::sqs:sendMessage', End: true } },
      },
      allowed,
    );
    expect(result).toEqual({
      issues: [expect.objectContaining({ path: 'body.definition.States.X.Resource' })],
    });
  });

  it('refuses Task fields that could reach other services', () => {
    const result = validateDefinition(
      {
        StartAt: 'X',
        States: {
          X: {
            Type: 'Task',
            Resource: 'healthai:POST /api/v1/ask',
            Credentials: { RoleArn: 'arn' },
            End: true,
          },
        },
      },
      allowed,
    );
    expect(result).toEqual({
      issues: [expect.objectContaining({ path: 'body.definition.States.X.Credentials' })],
    });
  });
});
