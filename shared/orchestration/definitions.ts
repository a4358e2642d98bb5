import type validateAsl from 'asl-validator';
import type { FieldIssue } from '../errors.ts';
import { isRecord } from '../records.ts';
import { prototypePathIssues, retryIssues, taskFreeLoopIssues } from './definition-rules.ts';
import { workflowEngine } from './workflow-engine.ts';

/**
 * Workflow definitions in Amazon States Language. A Task names one of our operations with the
 * pseudo-resource `healthai:<METHOD> <path>`; its Parameters (or, without them, its input) are the
 * operation's body. Before a run, every Task is compiled to a call of the step runner Lambda, with
 * the caller taken from the execution's own input, so the same compiled definition runs on Step
 * Functions and, with the Task states overridden in process, on aws-local-stepfunctions.
 */

const RESOURCE_PREFIX = 'healthai:';

/** The states a definition may use: no Map, Parallel or Wait (a run must finish within its limits). */
const ALLOWED_TYPES = new Set(['Task', 'Pass', 'Choice', 'Succeed', 'Fail']);
const TASK_FIELDS = new Set([
  'Type',
  'Comment',
  'Resource',
  'Parameters',
  'InputPath',
  'OutputPath',
  'ResultPath',
  'ResultSelector',
  'Retry',
  'Catch',
  'TimeoutSeconds',
  'Next',
  'End',
]);
const MAX_STATES = 25;
const MAX_TASKS = 10;

/** An operation a step may call: `POST /api/v1/labs/interpret`. */
export interface StepOperation {
  method: string;
  path: string;
}

export const operationName = (operation: StepOperation): string => `${operation.method} ${operation.path}`;

export type Definition = { StartAt: string; States: Record<string, Record<string, unknown>> } & Record<
  string,
  unknown
>;

export interface ValidatedDefinition {
  definition: Definition;
  /** Each Task state's name and the operation it calls, in definition order. */
  tasks: Array<{ state: string; operation: string }>;
}

/**
 * Checks a definition with asl-validator and against our restrictions; every problem becomes a field
 * issue naming the state (`body.definition.States.<name>.Resource`). Returns the issues, or the
 * definition with its tasks.
 */
export const validateDefinition = (
  raw: unknown,
  allowed: ReadonlySet<string>,
  at = 'body.definition',
): { issues: FieldIssue[] } | ValidatedDefinition => {
  if (!isRecord(raw)) return { issues: [{ path: at, message: 'definition is an ASL state machine object' }] };
  const issues: FieldIssue[] = [];
  if (raw.QueryLanguage !== undefined && raw.QueryLanguage !== 'JSONPath') {
    issues.push({ path: `${at}.QueryLanguage`, message: 'Only JSONPath definitions are accepted' });
  }
  const states = raw.States;
  if (!isRecord(states)) {
    issues.push({ path: `${at}.States`, message: 'States is an object of states' });
    return { issues };
  }
  const names = Object.keys(states);
  if (names.length > MAX_STATES) {
    issues.push({ path: `${at}.States`, message: `At most ${MAX_STATES} states` });
    return { issues };
  }
  const tasks: ValidatedDefinition['tasks'] = [];
  for (const name of names) {
    const state = states[name];
    const path = `${at}.States.${name}`;
    if (!isRecord(state)) {
      issues.push({ path, message: `State ${name} is an object` });
      continue;
    }
    if (typeof state.Type !== 'string' || !ALLOWED_TYPES.has(state.Type)) {
      issues.push({
        path: `${path}.Type`,
        message: `State ${name}: Type is one of ${[...ALLOWED_TYPES].join(', ')}`,
      });
      continue;
    }
    if (state.QueryLanguage !== undefined && state.QueryLanguage !== 'JSONPath') {
      issues.push({ path: `${path}.QueryLanguage`, message: `State ${name}: only JSONPath is accepted` });
    }
    issues.push(...prototypePathIssues(name, state, path));
    if (state.Type !== 'Task') continue;
    issues.push(...retryIssues(name, state.Retry, `${path}.Retry`));
    for (const field of Object.keys(state)) {
      if (!TASK_FIELDS.has(field)) {
        issues.push({
          path: `${path}.${field}`,
          message: `State ${name}: ${field} is not allowed in a Task`,
        });
      }
    }
    const resource = state.Resource;
    const operation =
      typeof resource === 'string' && resource.startsWith(RESOURCE_PREFIX)
        ? resource.slice(RESOURCE_PREFIX.length).trim()
        : undefined;
    if (!operation || !allowed.has(operation)) {
      issues.push({
        path: `${path}.Resource`,
        message: `State ${name}: Resource is "${RESOURCE_PREFIX}<METHOD> <path>" naming one of this API's health, clinical, research or knowledge operations (see the OpenAPI document); account, API key, subscription, webhook, usage, audit, metrics and administration operations cannot be workflow steps`,
      });
      continue;
    }
    tasks.push({ state: name, operation });
  }
  if (tasks.length > MAX_TASKS)
    issues.push({ path: `${at}.States`, message: `At most ${MAX_TASKS} Task states` });
  issues.push(...taskFreeLoopIssues(states, at));
  if (issues.length > 0) return { issues };

  // asl-validator compiles its JSON schemas on every call (about a second of CPU): remember the
  // verdicts on the last definitions seen. It adds QueryLanguage to what it checks: give it a copy.
  const cacheKey = JSON.stringify(raw);
  let result = aslVerdicts.get(cacheKey);
  if (!result) {
    result = workflowEngine().validateAsl(structuredClone(raw), { checkArn: false, checkPaths: true });
    if (aslVerdicts.size >= 100) aslVerdicts.delete(aslVerdicts.keys().next().value ?? '');
    aslVerdicts.set(cacheKey, result);
  }
  if (!result.isValid) {
    return {
      issues: result.errors.slice(0, 20).map((error) => ({
        path: at,
        message: `${error['Error code']}: ${error.Message}`.slice(0, 500),
      })),
    };
  }
  return { definition: raw as Definition, tasks };
};

const aslVerdicts = new Map<string, ReturnType<typeof validateAsl>>();

/** Where the caller travels: the execution's input, set by us, never by the definition. */
export const CALLER_FIELD = 'caller';

/** Where a template's prepared step inputs travel (see TEMPLATES' `prepare`); left out of the output. */
export const TEMPLATE_INPUT_FIELD = 'templateInput';

/** The readings of a raw list with numeric systolic and diastolic. */
const pressures = (list: unknown): Array<{ systolic: number; diastolic: number }> =>
  Array.isArray(list)
    ? list.flatMap((item: unknown) => {
        if (!isRecord(item)) return [];
        const { systolic, diastolic } = item;
        return typeof systolic === 'number' && typeof diastolic === 'number' ? [{ systolic, diastolic }] : [];
      })
    : [];

/**
 * The blood pressure triage is to see, of several readings: the highest reading above 180/120 when
 * there is one (the 2017 ACC/AHA crisis, which triage escalates with the symptoms), else the lowest
 * systolic when it is 100 mm Hg or less (where qSOFA and NEWS2 score), else the last reading.
 */
export const triagePressure = (list: unknown): { systolic: number; diastolic: number } | undefined => {
  const readings = pressures(list);
  const crisis = readings
    .filter((reading) => reading.systolic > 180 || reading.diastolic > 120)
    .sort((a, b) => b.systolic + b.diastolic - (a.systolic + a.diastolic))[0];
  if (crisis) return crisis;
  const lowest = [...readings].sort((a, b) => a.systolic - b.systolic)[0];
  return lowest && lowest.systolic <= 100 ? lowest : readings.at(-1);
};

/**
 * The health-data-symptoms template's step inputs: the analysis reads the symptoms as well (a
 * crisis reading with a headache is an emergency there), and the triage the blood pressure as
 * vitals (triagePressure), so that neither step answers for half the person.
 */
const healthDataAndSymptoms = (input: Record<string, unknown>): Record<string, unknown> => {
  const data = isRecord(input.data) ? input.data : undefined;
  const symptoms = input.symptoms;
  const given = Array.isArray(data?.symptoms) ? data.symptoms : [];
  const analysisData =
    data && Array.isArray(symptoms) ? { ...data, symptoms: [...given, ...symptoms] } : input.data;
  const pressure = triagePressure(data?.bloodPressure);
  return {
    analysis: { data: analysisData },
    triage: {
      symptoms: symptoms ?? given,
      ...(pressure ? { vitals: pressure } : {}),
    },
  };
};

/**
 * Rewrites every Task to call the step runner: Parameters become
 * `{ operation, state, caller.$, body }`, the state's own Parameters (or its whole input) the body.
 */
export const compileDefinition = (validated: ValidatedDefinition, runnerArn: string): Definition => {
  const definition = structuredClone(validated.definition);
  for (const { state: name, operation } of validated.tasks) {
    const state = definition.States[name];
    if (!state) continue;
    const parameters = state.Parameters;
    state.Resource = runnerArn;
    state.Parameters = {
      operation,
      state: name,
      [`${CALLER_FIELD}.$`]: `$$.Execution.Input.${CALLER_FIELD}`,
      ...(parameters === undefined ? { 'body.$': '$' } : { body: parameters }),
    };
  }
  return definition;
};

/**
 * The built-in workflows: each names its inputs in `input`. `prepare` makes the inputs of its
 * steps from the run's input before the run (in TEMPLATE_INPUT_FIELD), where a step needs what
 * JSONPath cannot assemble (a list joined with another, the most urgent of several readings).
 */
export const TEMPLATES: Record<
  string,
  {
    description: string;
    definition: Definition;
    prepare?: (input: Record<string, unknown>) => Record<string, unknown>;
  }
> = {
  'labs-medications-question': {
    description:
      'Interprets lab results (input.labs), checks the medication list (input.medications) for interactions, then asks input.question with both findings as context.',
    definition: {
      Comment: 'labs/interpret → drug-interactions → ask',
      StartAt: 'InterpretLabs',
      States: {
        InterpretLabs: {
          Type: 'Task',
          Resource: 'healthai:POST /api/v1/labs/interpret',
          Parameters: { 'results.$': '$.labs' },
          ResultSelector: { 'flags.$': '$.results[*].flag', 'results.$': '$.results' },
          ResultPath: '$.steps.labs',
          Next: 'CheckInteractions',
        },
        CheckInteractions: {
          Type: 'Task',
          Resource: 'healthai:POST /api/v1/drug-interactions',
          Parameters: { 'medications.$': '$.medications' },
          ResultSelector: { 'interactions.$': '$.interactions' },
          ResultPath: '$.steps.interactions',
          Next: 'Ask',
        },
        Ask: {
          Type: 'Task',
          Resource: 'healthai:POST /api/v1/ask',
          Parameters: {
            'question.$': '$.question',
            'context.$':
              "States.Format('Lab result flags: {}. Medication interactions found: {}.', States.JsonToString($.steps.labs.flags), States.ArrayLength($.steps.interactions.interactions))",
          },
          ResultPath: '$.steps.ask',
          End: true,
        },
      },
    },
  },
  'health-data-symptoms': {
    description:
      'Analyzes health data (input.data) with the symptoms (input.symptoms), then checks the symptoms with the diagnostics symptom checker, with the most urgent blood pressure reading as vitals.',
    prepare: healthDataAndSymptoms,
    definition: {
      Comment: 'health-data/analyze → diagnostics/symptoms',
      StartAt: 'AnalyzeHealthData',
      States: {
        AnalyzeHealthData: {
          Type: 'Task',
          Resource: 'healthai:POST /api/v1/health-data/analyze',
          InputPath: `$.${TEMPLATE_INPUT_FIELD}.analysis`,
          ResultPath: '$.steps.analysis',
          Next: 'CheckSymptoms',
        },
        CheckSymptoms: {
          Type: 'Task',
          Resource: 'healthai:POST /api/v1/diagnostics/symptoms',
          InputPath: `$.${TEMPLATE_INPUT_FIELD}.triage`,
          ResultPath: '$.steps.symptoms',
          End: true,
        },
      },
    },
  },
};
