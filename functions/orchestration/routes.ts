import { type Route, route } from '../../shared/http/api.ts';
import { getRun as getRunOperation, orchestrate } from './schemas.ts';
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
