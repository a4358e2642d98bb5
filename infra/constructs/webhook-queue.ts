import { Duration } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { WEBHOOK_DELIVERY } from '../../functions/registry.ts';

/**
 * Webhook work: events and delivery attempts wait in the queue; what cannot be processed after five
 * receives ends in the dead-letter queue, kept 14 days. Both are encrypted with the stack's key and
 * refuse plain HTTP. Resources keep their original ids in the given scope (see DataStore): the
 * worker's event source mapping is named after the queue's path, and a second mapping of the same
 * queue and function fails the deployment.
 */
export class WebhookQueue {
  readonly queue: Queue;
  readonly deadLetters: Queue;

  constructor(scope: Construct, props: { key: IKey }) {
    this.deadLetters = new Queue(scope, 'WebhookDeadLetters', {
      encryption: QueueEncryption.KMS,
      encryptionMasterKey: props.key,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(scope, 'WebhookQueue', {
      encryption: QueueEncryption.KMS,
      encryptionMasterKey: props.key,
      enforceSSL: true,
      // Six times the worker's timeout, as Lambda's SQS integration advises.
      visibilityTimeout: Duration.seconds(6 * WEBHOOK_DELIVERY.timeoutSeconds),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: 5 },
    });
  }

  /** The worker drains the queue in batches of ten and reports failed records one by one. */
  addWorker(worker: IFunction): void {
    worker.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));
  }
}
