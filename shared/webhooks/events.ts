/** The event kinds an endpoint can ask for. `webhook.test` is sent only by the test operation. */
export const EVENT_TYPES = [
  'api_key.created',
  'api_key.revoked',
  'usage.limit_warning',
  'usage.limit_reached',
  'subscription.changed',
  'lab_upload.processed',
  'analysis.urgent_finding',
  'workflow.completed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number] | 'webhook.test';

/** The Standard Webhooks payload: the event's type, time and data; the id travels in a header. */
export interface WebhookEvent {
  id: string;
  type: EventType;
  timestamp: string;
  data: Record<string, string | number | boolean>;
}

export type QueueMessage =
  | { kind: 'event'; orgId: string; event: WebhookEvent }
  | {
      kind: 'delivery';
      orgId: string;
      webhookId: string;
      event: WebhookEvent;
      attempt: number;
      notBefore?: string;
    };
