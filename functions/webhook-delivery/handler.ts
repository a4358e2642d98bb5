import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { validateConfig } from '../../shared/config.ts';
import { describeError, logger } from '../../shared/logging/logger.ts';
import { processMessage } from '../../shared/webhooks/dispatch.ts';
import type { QueueMessage } from '../../shared/webhooks/events.ts';

// A bad setting fails the cold start, naming the variable, instead of every message of a batch.
validateConfig();

/**
 * The delivery worker on AWS: each SQS message is an event to fan out or one delivery attempt.
 * Retries of failed deliveries are new, delayed messages; a message that cannot be processed at all
 * (a store outage) is reported as a batch item failure, retried by SQS, and ends in the dead-letter
 * queue after five receives.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await processMessage(JSON.parse(record.body) as QueueMessage);
    } catch (error) {
      logger.error('webhook message failed', { messageId: record.messageId, ...describeError(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
