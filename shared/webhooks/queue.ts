import { describeError, logger } from '../logging/logger.ts';
import type { QueueMessage } from './events.ts';
import { sendMessage } from './sqs.ts';

/**
 * Where webhook work waits. On AWS an SQS queue (with a dead-letter queue) feeds the delivery
 * Lambda; locally an in-process queue runs the same processing code after the same delays
 * (scaled by WEBHOOK_TIME_SCALE, so tests can compress a day of retries into moments).
 */
export interface DeliveryQueue {
  send(message: QueueMessage, delaySeconds: number): Promise<void>;
}

/** SQS delays a message by at most 15 minutes; longer waits carry `notBefore` and are re-queued. */
const SQS_MAX_DELAY_SECONDS = 900;

export class SqsDeliveryQueue implements DeliveryQueue {
  constructor(private readonly queueUrl: string) {}

  async send(message: QueueMessage, delaySeconds: number): Promise<void> {
    const delay = Math.max(0, Math.round(delaySeconds));
    const body =
      delay > SQS_MAX_DELAY_SECONDS && message.kind === 'delivery'
        ? { ...message, notBefore: new Date(Date.now() + delay * 1000).toISOString() }
        : message;
    await sendMessage({
      QueueUrl: this.queueUrl,
      MessageBody: JSON.stringify(body),
      DelaySeconds: Math.min(delay, SQS_MAX_DELAY_SECONDS),
    });
  }
}

export class LocalDeliveryQueue implements DeliveryQueue {
  private pending = 0;
  private waiters: Array<() => void> = [];

  constructor(
    private readonly handle: (message: QueueMessage) => Promise<void>,
    private readonly timeScale: number,
  ) {}

  async send(message: QueueMessage, delaySeconds: number): Promise<void> {
    this.pending += 1;
    const timer = setTimeout(
      () => {
        this.handle(message)
          .catch((error: unknown) => logger.error('webhook processing failed', describeError(error)))
          .finally(() => {
            this.pending -= 1;
            if (this.pending === 0) for (const resolve of this.waiters.splice(0)) resolve();
          });
      },
      delaySeconds * 1000 * this.timeScale,
    );
    timer.unref?.();
  }

  /** Resolves once nothing is waiting or running (for tests and shutdown). */
  idle(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}
