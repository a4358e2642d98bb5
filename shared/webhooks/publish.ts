import { config } from '../config.ts';
import { newId } from '../ids.ts';
import { describeError, logger } from '../logging/logger.ts';
import type { EventType, QueueMessage, WebhookEvent } from './events.ts';
import { type DeliveryQueue, LocalDeliveryQueue, SqsDeliveryQueue } from './queue.ts';

/**
 * Announcing an event, apart from delivering it (dispatch.ts): most functions only announce, and
 * on AWS that is one SQS message for the delivery function. The delivery code (its HTTP client,
 * address guard and signing) is what the local queue runs in-process, so it is loaded there, on the
 * first message, through a computed specifier esbuild leaves unresolved: it stays out of the bundles
 * of the functions that only announce (every deployed function has WEBHOOK_QUEUE_URL).
 */
const processLocally = async (message: QueueMessage): Promise<void> => {
  const source = new URL('./dispatch.ts', import.meta.url).href;
  const { processMessage } = (await import(source)) as typeof import('./dispatch.ts');
  await processMessage(message);
};

let queue: DeliveryQueue | undefined;

/** The queue of this runtime: SQS when WEBHOOK_QUEUE_URL is set (AWS), in-process otherwise. */
export const deliveryQueue = (): DeliveryQueue => {
  if (!queue) {
    const url = config.webhookQueueUrl();
    queue = url
      ? new SqsDeliveryQueue(url)
      : new LocalDeliveryQueue(processLocally, config.webhookTimeScale());
  }
  return queue;
};

/** Announces an event to the organization's endpoints that want it; never fails the caller. */
export const publishEvent = async (
  orgId: string,
  type: EventType,
  data: WebhookEvent['data'],
  now = new Date(),
): Promise<void> => {
  const event: WebhookEvent = { id: newId('msg'), type, timestamp: now.toISOString(), data };
  try {
    await deliveryQueue().send({ kind: 'event', orgId, event }, 0);
  } catch (error) {
    logger.error('webhook event not queued', { orgId, type, ...describeError(error) });
  }
};
