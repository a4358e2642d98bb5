/**
 * The Lambda client, bundled on its own at bundle time (LAMBDA_CLIENT_FILE) and required when the
 * step runner first invokes a group (functions/orchestration/steps.ts): the orchestration API routes,
 * which share the function, never invoke one.
 */
export { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
