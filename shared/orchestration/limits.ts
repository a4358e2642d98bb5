/**
 * What one workflow run may do. Step Functions allows 25,000 history events per Standard execution
 * and a year of running; a run of this API answers an HTTP request (API Gateway waits 29 s) and each
 * of its steps is a counted request of the caller's key, so its limits are far lower. A run that
 * reaches one ends failed, its record saying which.
 */

/** States entered, retries included: a straight run of the 25 states with every retry is far below. */
export const MAX_TRANSITIONS = 300;

/** Task invocations (operation calls), retries included: 10 Tasks, each retried 3 times, is 40. */
export const MAX_STEP_CALLS = 50;

/** Wall-clock time of a run, sync or async: under the 29 s of API Gateway and the function's 28 s. */
export const RUN_TIME_LIMIT_MS = 20_000;

/**
 * A run still `running` this long after its start was lost (its process ended, its function timed
 * out): it reads as failed. Standard executions on AWS are asked instead (DescribeExecution).
 */
export const ORPHANED_AFTER_MS = RUN_TIME_LIMIT_MS + 40_000;

/** A Retry field's bounds: AWS's own minimum interval (1 s) and its default MaxAttempts (3) as the cap. */
export const RETRY_LIMITS = {
  maxRetriers: 5,
  maxAttempts: 3,
  minIntervalSeconds: 1,
  maxIntervalSeconds: 10,
  maxBackoffRate: 5,
} as const;
