import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, queryAll, tableName } from '../data/client.ts';
import { toEntity } from '../data/items.ts';
import { toPlainJson } from './redact.ts';

/**
 * Workflow runs, one item per run and one per step under the organization's partition. Results hold
 * health data: every item carries the deployment's retention as `expiresAt` (and the table's TTL),
 * and reads treat an expired item as gone.
 */

type RunStatus = 'running' | 'succeeded' | 'failed';
type RunMode = 'sync' | 'async';

/** A step's error, in the API's one error shape (without timestamp and request id). */
export interface StepError {
  status: number;
  code: string;
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export interface StepRecord {
  state: string;
  operation: string;
  status: 'succeeded' | 'failed';
  startedAt: string;
  completedAt: string;
  result?: unknown;
  error?: StepError;
}

export interface RunRecord {
  id: string;
  orgId: string;
  keyId: string;
  mode: RunMode;
  template?: string;
  status: RunStatus;
  startedAt: string;
  completedAt?: string;
  output?: unknown;
  /** Why a failed run failed: the failing state and its error, or the workflow's own Fail state. */
  error?: StepError & { state?: string };
  expiresAt: string;
  /** On AWS, an async run's Standard execution. */
  executionArn?: string;
}

export const newRunId = (): string => `run_${randomBytes(15).toString('base64url')}`;

const runKey = (orgId: string, runId: string) => ({ pk: `ORG#${orgId}`, sk: `WFRUN#${runId}` });
const stepPrefix = (runId: string) => `WFRUN#${runId}#STEP#`;
const ttlOf = (expiresAt: string) => Math.floor(Date.parse(expiresAt) / 1000);

export const workflowRuns = {
  async create(record: RunRecord): Promise<void> {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...runKey(record.orgId, record.id),
          entity: 'workflowRun',
          ttl: ttlOf(record.expiresAt),
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async finish(
    orgId: string,
    runId: string,
    outcome: Pick<RunRecord, 'status' | 'completedAt' | 'output' | 'error'>,
  ): Promise<boolean> {
    const names: Record<string, string> = { '#status': 'status', '#completedAt': 'completedAt' };
    const values: Record<string, unknown> = {
      ':running': 'running',
      ':status': outcome.status,
      ':completedAt': outcome.completedAt,
    };
    const sets = ['#status = :status', '#completedAt = :completedAt'];
    const output = toPlainJson(outcome.output);
    if (output !== undefined) {
      names['#output'] = 'output';
      values[':output'] = output;
      sets.push('#output = :output');
    }
    const error = toPlainJson(outcome.error);
    if (error !== undefined) {
      names['#error'] = 'error';
      values[':error'] = error;
      sets.push('#error = :error');
    }
    // A run finishes once: whoever sees its end first (the run, its report, a status read) records it.
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: runKey(orgId, runId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ConditionExpression: 'attribute_exists(pk) AND #status = :running',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },

  async get(orgId: string, runId: string, now: Date): Promise<RunRecord | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: runKey(orgId, runId) }),
    );
    if (!Item) return undefined;
    const record = toEntity<RunRecord>(Item);
    return Date.parse(record.expiresAt) <= now.getTime() ? undefined : record;
  },

  async addStep(orgId: string, runId: string, input: StepRecord, expiresAt: string): Promise<void> {
    const suffix = randomBytes(4).toString('hex');
    // Plain JSON only (DynamoDB cannot marshal class instances); a DynamoDB item holds 400 KB: a
    // result too large to keep is replaced by a note.
    const { result: raw, error, ...rest } = input;
    const result = toPlainJson(raw);
    const step: StepRecord = {
      ...rest,
      ...(result === undefined
        ? {}
        : {
            result:
              JSON.stringify(result).length > 350_000
                ? { note: 'The result was too large to store' }
                : result,
          }),
      ...(error === undefined ? {} : { error: toPlainJson(error) as StepError }),
    };
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `ORG#${orgId}`,
          sk: `${stepPrefix(runId)}${step.startedAt}#${suffix}`,
          entity: 'workflowStep',
          ttl: ttlOf(expiresAt),
          expiresAt,
          ...step,
        },
      }),
    );
  },

  async steps(orgId: string, runId: string): Promise<StepRecord[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `ORG#${orgId}`, ':prefix': stepPrefix(runId) },
    });
    return items.map((item) => {
      const { state, operation, status, startedAt, completedAt, result, error } = toEntity<StepRecord>(item);
      return {
        state,
        operation,
        status,
        startedAt,
        completedAt,
        ...(result !== undefined ? { result } : {}),
        ...(error !== undefined ? { error } : {}),
      };
    });
  },
};
