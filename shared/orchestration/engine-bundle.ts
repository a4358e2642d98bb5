/**
 * The Step Functions emulator and the ASL validator, bundled on their own at bundle time
 * (WORKFLOW_ENGINE_FILE) and required on the first custom definition (workflow-engine.ts), so the
 * orchestration function does not parse them at every cold start.
 */

export { default as validateAsl } from 'asl-validator';
export { StateMachine } from 'aws-local-stepfunctions';
