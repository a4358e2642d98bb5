import type { Context } from 'aws-lambda';
import { createApiHandler } from '../../shared/http/api.ts';
import { routes } from './routes.ts';
import { handleRunnerEvent, isRunnerEvent, type RunnerEvent } from './runner.ts';

const api = createApiHandler(routes);
type ApiEvent = Parameters<typeof api>[0];

/** API Gateway's requests, and on AWS the state machines' Task invocations (the step runner). */
export const handler = async (event: ApiEvent | RunnerEvent, context: Context) =>
  isRunnerEvent(event) ? handleRunnerEvent(event) : api(event, context);
