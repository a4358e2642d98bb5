import { sideBundle } from '../bundled-tables.ts';
import { WORKFLOW_ENGINE_FILE, WORKFLOW_ENGINE_SOURCE } from '../data-files.ts';
import type * as Engine from './engine-bundle.ts';

let engine: typeof Engine | undefined;

/**
 * aws-local-stepfunctions, jsonata, jsonpath-plus, asl-validator and ajv (~400 KB, a third of the
 * orchestration bundle), loaded when a custom definition is first validated or run. They are not
 * local-only: on AWS the step runner runs custom definitions with the emulator.
 */
export const workflowEngine = (): typeof Engine => {
  engine ??= sideBundle(WORKFLOW_ENGINE_FILE, WORKFLOW_ENGINE_SOURCE) as typeof Engine;
  return engine;
};
