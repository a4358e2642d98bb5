import type { Context } from 'aws-lambda';
import { createApiHandler, type Route, route } from '../../shared/http/api.ts';
import { getRun as getRunOperation, orchestrate } from './contract.ts';
import { handleRunnerEvent, isRunnerEvent, type RunnerEvent } from './runner.ts';
import { getRun, startRun } from './service.ts';

const start = route(orchestrate, ({ tenant, body }) => startRun(tenant, body));

export const routes: Route[] = [
  {
    operation: orchestrate,
    // An async run answers 202 Accepted with the run still running; a sync run 200 with its end.
    handler: async (event, context) => {
      const result = await start.handler(event, context);
      if (
        result.statusCode === 200 &&
        (JSON.parse(result.body) as { status?: unknown }).status === 'running'
      ) {
        return { ...result, statusCode: 202 };
      }
      return result;
    },
  },
  route(getRunOperation, ({ tenant, params }) => getRun(tenant, params.runId)),
];

const api = createApiHandler(routes);
type ApiEvent = Parameters<typeof api>[0];

/** API Gateway's requests, and on AWS the state machines' Task invocations (the step runner). */
export const handler = async (event: ApiEvent | RunnerEvent, context: Context) =>
  isRunnerEvent(event) ? handleRunnerEvent(event) : api(event, context);
