import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type Delivery, type WebhookEndpoint, webhooks } from '../data/repositories/webhooks.ts';
import { expiryAfter } from '../retention.ts';
import type { QueueMessage, WebhookEvent } from './events.ts';
import { deliveryQueue } from './publish.ts';
import { signedHeaders } from './signing.ts';
import {
  checkTargetUrl,
  guardedLookup,
  policyFromEnvironment,
  resolveTarget,
  type TargetPolicy,
  WebhookTargetError,
} from './url-guard.ts';

// The domain functions announce through this module, which carries the delivery code; the functions
// that only announce import publish.ts and go without it.
export { deliveryQueue, publishEvent } from './publish.ts';

/**
 * Seconds to wait before each retry after a failed attempt (the schedule Standard Webhooks
 * suggests): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; eight attempts over 27 hours.
 */
export const RETRY_SCHEDULE_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000] as const;
const DELIVERY_TIMEOUT_MS = 10_000;
const DELIVERY_LOG_DAYS = 30;

export interface AttemptResult {
  outcome: Delivery['outcome'];
  responseStatus?: number;
}

/**
 * POSTs a delivery over a fresh connection (no pooling, so every delivery resolves and checks
 * again) whose address comes from the guarded lookup: the address connected to is the one checked.
 * Redirects are not followed; the response body is discarded. Resolves to the status.
 */
const post = (
  url: URL,
  headers: Record<string, string>,
  body: string,
  policy: TargetPolicy,
): Promise<number> =>
  new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        agent: false,
        lookup: guardedLookup(policy),
      },
      (response) => {
        clearTimeout(timer);
        response.resume();
        response.on('error', () => undefined);
        resolve(response.statusCode ?? 0);
      },
    );
    const timer = setTimeout(() => {
      const timeout = new Error('The endpoint did not answer in time');
      timeout.name = 'TimeoutError';
      request.destroy(timeout);
    }, DELIVERY_TIMEOUT_MS);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });

/** One delivery attempt: guard the target, sign, POST, log, and schedule the retry or disable. */
export const attemptDelivery = async (
  endpoint: WebhookEndpoint,
  event: WebhookEvent,
  attempt: number,
  now = new Date(),
): Promise<AttemptResult> => {
  const started = Date.now();
  const log = (
    result: Omit<Delivery, 'webhookId' | 'eventId' | 'type' | 'attempt' | 'at' | 'durationMs' | 'expiresAt'>,
  ) =>
    webhooks.logDelivery({
      webhookId: endpoint.id,
      eventId: event.id,
      type: event.type,
      attempt,
      at: now.toISOString(),
      durationMs: Date.now() - started,
      expiresAt: expiryAfter(now, DELIVERY_LOG_DAYS),
      ...result,
    });

  const policy = policyFromEnvironment();
  try {
    await resolveTarget(checkTargetUrl(endpoint.url, policy), policy);
  } catch (error) {
    if (!(error instanceof WebhookTargetError)) throw error;
    await log({ outcome: 'blocked', error: error.message });
    return { outcome: 'blocked' };
  }

  const body = JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data });
  let status: number | undefined;
  let failure: string | undefined;
  try {
    status = await post(
      new URL(endpoint.url),
      signedHeaders(endpoint.secret, event.id, Math.floor(now.getTime() / 1000), body),
      body,
      policy,
    );
  } catch (error) {
    if (error instanceof WebhookTargetError) {
      await log({ outcome: 'blocked', error: error.message });
      return { outcome: 'blocked' };
    }
    failure = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'connection failed';
  }

  if (status !== undefined && status >= 200 && status < 300) {
    await log({ outcome: 'delivered', responseStatus: status });
    return { outcome: 'delivered', responseStatus: status };
  }
  if (status === 410) {
    await webhooks.update(
      endpoint.orgId,
      endpoint.id,
      { enabled: false, disabledReason: 'The endpoint answered 410 Gone' },
      now.toISOString(),
    );
    await log({ outcome: 'gone', responseStatus: status });
    return { outcome: 'gone', responseStatus: status };
  }
  const delay = RETRY_SCHEDULE_SECONDS[attempt - 1];
  const error = failure ?? `HTTP ${status}`;
  if (delay === undefined) {
    await log({ outcome: 'failed', error, ...(status === undefined ? {} : { responseStatus: status }) });
    return { outcome: 'failed', ...(status === undefined ? {} : { responseStatus: status }) };
  }
  await deliveryQueue().send(
    { kind: 'delivery', orgId: endpoint.orgId, webhookId: endpoint.id, event, attempt: attempt + 1 },
    delay,
  );
  await log({
    outcome: 'retrying',
    error,
    nextAttemptAt: new Date(now.getTime() + delay * 1000).toISOString(),
    ...(status === undefined ? {} : { responseStatus: status }),
  });
  return { outcome: 'retrying', ...(status === undefined ? {} : { responseStatus: status }) };
};

/** What the queue consumer (the delivery Lambda, or the local queue) does with one message. */
export const processMessage = async (message: QueueMessage, now = new Date()): Promise<void> => {
  if (message.kind === 'event') {
    // Fan-out happens when the queue gets to the event, which can be after a webhook was created:
    // a webhook receives only what happened once it existed.
    const occurredAt = Date.parse(message.event.timestamp);
    const endpoints = (await webhooks.list(message.orgId)).filter(
      (endpoint) =>
        endpoint.enabled &&
        endpoint.events.includes(message.event.type) &&
        Date.parse(endpoint.createdAt) <= occurredAt,
    );
    await Promise.all(endpoints.map((endpoint) => attemptDelivery(endpoint, message.event, 1, now)));
    return;
  }
  if (message.notBefore && Date.parse(message.notBefore) > now.getTime()) {
    await deliveryQueue().send(message, (Date.parse(message.notBefore) - now.getTime()) / 1000);
    return;
  }
  const endpoint = await webhooks.get(message.orgId, message.webhookId);
  if (!endpoint?.enabled) return;
  await attemptDelivery(endpoint, message.event, message.attempt, now);
};
