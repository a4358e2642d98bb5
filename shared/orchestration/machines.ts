import { CALLER_FIELD, compileDefinition, type Definition, type ValidatedDefinition } from './definitions.ts';

/**
 * The definitions of the deployed state machines. A template's Express machine is the template
 * compiled (each Task calls the step runner); the custom Express machine is one Task that hands the
 * definition in its input to the step runner, which runs it with aws-local-stepfunctions, each Task
 * still one `runStep`. A Standard machine runs the same inside a Parallel state and then reports
 * the end to the step runner (`complete`), which finishes the run and sends workflow.completed.
 */

/** The custom machine's one Task: the definition and input from the execution's input. */
const customDefinition = (runnerArn: string): Definition => ({
  Comment: 'A custom definition, run by the step runner',
  StartAt: 'Run',
  States: {
    Run: {
      Type: 'Task',
      Resource: runnerArn,
      Parameters: { 'interpret.$': '$.definition', 'input.$': '$.input' },
      End: true,
    },
  },
});

export const expressDefinition = (
  validated: ValidatedDefinition | undefined,
  runnerArn: string,
): Definition => (validated ? compileDefinition(validated, runnerArn) : customDefinition(runnerArn));

/** Wraps a machine so that its end, success or failure, reaches the step runner once. */
export const standardDefinition = (
  validated: ValidatedDefinition | undefined,
  runnerArn: string,
): Definition => {
  const { Comment: _comment, ...branch } = expressDefinition(validated, runnerArn);
  const caller = { [`${CALLER_FIELD}.$`]: `$$.Execution.Input.${CALLER_FIELD}` };
  return {
    Comment: 'The workflow, then its end reported to the step runner',
    StartAt: 'Workflow',
    States: {
      Workflow: {
        Type: 'Parallel',
        Branches: [branch],
        Catch: [{ ErrorEquals: ['States.ALL'], Next: 'ReportFailure' }],
        Next: 'ReportSuccess',
      },
      ReportSuccess: {
        Type: 'Task',
        Resource: runnerArn,
        Parameters: { complete: 'succeeded', ...caller, 'output.$': '$[0]' },
        ResultPath: null,
        OutputPath: '$[0]',
        End: true,
      },
      ReportFailure: {
        Type: 'Task',
        Resource: runnerArn,
        Parameters: { complete: 'failed', ...caller, 'error.$': '$.Error', 'cause.$': '$.Cause' },
        ResultPath: null,
        Next: 'Failed',
      },
      Failed: { Type: 'Fail', ErrorPath: '$.Error', CausePath: '$.Cause' },
    },
  };
};
