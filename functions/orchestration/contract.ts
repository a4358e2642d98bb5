import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { timestamp } from '../../shared/http/schemas.ts';
import { TEMPLATE_INPUT_FIELD, TEMPLATES } from '../../shared/orchestration/definitions.ts';

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TEMPLATE_NAMES = Object.keys(TEMPLATES) as [string, ...string[]];

export const OrchestrateBody = v.pipe(
  v.strictObject({
    template: v.optional(
      v.pipe(
        v.picklist(TEMPLATE_NAMES, `template is one of ${TEMPLATE_NAMES.join(', ')}`),
        v.description('A built-in workflow by name'),
      ),
    ),
    definition: v.optional(
      v.pipe(
        v.unknown(),
        v.check(isPlainObject, 'definition is an Amazon States Language state machine'),
        v.record(v.string(), v.unknown()),
        v.description(
          'A custom workflow in Amazon States Language (JSONPath). Task states name our health, clinical, research or knowledge operations with Resource "healthai:<METHOD> <path>", e.g. "healthai:POST /api/v1/labs/interpret" (account, API key, subscription, webhook, usage, audit, metrics and administration operations are refused); their Parameters are the operation body. Allowed states: Task, Pass, Choice, Succeed, Fail; at most 25 states and 10 Tasks; a loop must pass through a Task; Retry: IntervalSeconds 1–10, MaxAttempts at most 3, BackoffRate 1–5; no path through __proto__, constructor or prototype. A run makes at most 300 state transitions and 50 operation calls (retries included) within 20 s, or fails with WORKFLOW_LIMIT_EXCEEDED or WORKFLOW_TIMEOUT.',
        ),
      ),
    ),
    input: v.optional(
      v.pipe(
        v.unknown(),
        v.check(isPlainObject, 'input is an object'),
        v.record(v.string(), v.unknown()),
        v.check((input) => !('caller' in input), 'input.caller is reserved'),
        v.check((input) => !(TEMPLATE_INPUT_FIELD in input), `input.${TEMPLATE_INPUT_FIELD} is reserved`),
        v.description('The workflow input, e.g. {"labs": [...], "medications": [...], "question": "..."}'),
      ),
      {},
    ),
    mode: v.optional(
      v.pipe(
        v.picklist(['sync', 'async'], 'mode is sync or async'),
        v.description(
          'sync (default): run to the end and answer 200 with the run; async: answer 202 with the run id at once, then GET /api/v1/orchestrate/{runId} and the workflow.completed webhook',
        ),
      ),
      'sync',
    ),
  }),
  v.check(
    (body) => (body.template === undefined) !== (body.definition === undefined),
    'Give exactly one of template and definition',
  ),
);

const StepError = v.object({
  status: v.number(),
  code: v.string(),
  error: v.string(),
  details: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});

export const WorkflowRun = v.object({
  urgentCare: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Present when any step is urgent: the most urgent level of any step (its lead, "This may be an emergency." or "This needs prompt medical attention.") and each urgent step’s advice once, emergencies first; from a step’s urgentCare, a triage level of emergency or urgent-care, or a refused step whose error leads with the urgent-care message. Show it first.',
      ),
    ),
  ),
  urgency: v.optional(v.pipe(v.picklist(['emergency', 'urgent']), v.description('The level of urgentCare'))),
  runId: v.string(),
  status: v.pipe(
    v.picklist(['running', 'succeeded', 'failed']),
    v.description('running only for async runs'),
  ),
  mode: v.picklist(['sync', 'async']),
  template: v.optional(v.string()),
  steps: v.pipe(
    v.array(
      v.object({
        state: v.string(),
        operation: v.string(),
        status: v.picklist(['succeeded', 'failed']),
        startedAt: timestamp,
        completedAt: timestamp,
        result: v.optional(v.unknown()),
        error: v.optional(StepError),
      }),
    ),
    v.description('Each Task state run, in order, with its result or its error in the API error shape'),
  ),
  output: v.optional(v.unknown()),
  error: v.optional(
    v.object({
      state: v.optional(v.string()),
      status: v.number(),
      code: v.string(),
      error: v.string(),
      details: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
    }),
  ),
  startedAt: timestamp,
  completedAt: v.optional(timestamp),
  expiresAt: v.pipe(
    timestamp,
    v.description('When the run and its results are deleted (the retention period)'),
  ),
});

const exampleRun = {
  runId: 'run_3hQm0cJ2vW1aT9xZ8b7YkLpQ',
  status: 'succeeded',
  mode: 'sync',
  template: 'health-data-symptoms',
  steps: [
    {
      state: 'AnalyzeHealthData',
      operation: 'POST /api/v1/health-data/analyze',
      status: 'succeeded',
      startedAt: '2026-11-22T10:00:00.000Z',
      completedAt: '2026-11-22T10:00:00.050Z',
      result: { analysis: {} },
    },
  ],
  output: { steps: {} },
  startedAt: '2026-11-22T10:00:00.000Z',
  completedAt: '2026-11-22T10:00:00.120Z',
  expiresAt: '2027-02-20T10:00:00.000Z',
};

export const orchestrate = defineOperation({
  operationId: 'orchestrate',
  method: 'POST',
  path: '/api/v1/orchestrate',
  tag: 'Orchestration',
  summary: 'Run a multi-step workflow over this API',
  description:
    'Runs a built-in template or a custom Amazon States Language definition whose Task states call this API. Each step runs with the caller key: it needs its group permission and tier and counts against the daily limit; a refused or failed step fails the run with its error (a step answered 4xx is never retried). A run that reaches its limits (300 state transitions, 50 operation calls, 20 s) is stopped and fails with WORKFLOW_LIMIT_EXCEEDED or WORKFLOW_TIMEOUT. Secrets (API keys, webhook secrets, fields named like key, secret, password or token) are redacted from step results and the output. mode "async" answers 202 with the run (status running). When any step is urgent (its urgentCare, a triage of emergency or urgent-care, or an error led by the urgent-care message), the run leads with urgentCare at the most urgent level of any step.',
  public: false,
  status: 200,
  body: OrchestrateBody,
  response: WorkflowRun,
  errors: ['VALIDATION_ERROR', 'INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  examples: {
    request: {
      template: 'health-data-symptoms',
      input: { data: { bloodPressure: [{ systolic: 142, diastolic: 91 }] }, symptoms: ['headache'] },
    },
    response: exampleRun,
  },
});

const RunIdParams = v.object({ runId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

export const getRun = defineOperation({
  operationId: 'getWorkflowRun',
  method: 'GET',
  path: '/api/v1/orchestrate/{runId}',
  tag: 'Orchestration',
  summary: 'A workflow run: its status, step results and errors',
  description:
    "Only the API key that started it can read it (its steps ran with that key's permissions); another key's or another organization's run id answers 404. A run still running long after its time limit (its process ended) reads as failed with WORKFLOW_TIMEOUT.",
  public: false,
  status: 200,
  params: RunIdParams,
  response: WorkflowRun,
  errors: ['NOT_FOUND'],
  examples: { response: exampleRun },
});

export const operations = [orchestrate, getRun];
