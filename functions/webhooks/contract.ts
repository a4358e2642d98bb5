import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { displayText } from '../../shared/http/schemas.ts';
import { timestamp } from '../../shared/http/timestamp.ts';
import { EVENT_TYPES } from '../../shared/webhooks/events.ts';

const Url = v.pipe(
  v.string('url is text'),
  v.trim(),
  v.maxLength(2_000, 'url has at most 2000 characters'),
  v.description('HTTPS URL to POST events to; private, loopback and link-local addresses are refused'),
);
const Events = v.pipe(
  v.array(v.picklist(EVENT_TYPES, `events are among ${EVENT_TYPES.join(', ')}`), 'events is a list'),
  v.minLength(1, 'Choose at least one event'),
  v.maxLength(EVENT_TYPES.length),
  v.description('The event kinds to receive'),
);
const Description = displayText('description', 200);

const CreateWebhookBody = v.strictObject({
  url: Url,
  events: Events,
  description: v.optional(Description),
});

const UpdateWebhookBody = v.pipe(
  v.strictObject({
    url: v.optional(Url),
    events: v.optional(Events),
    description: v.optional(Description),
    enabled: v.optional(
      v.pipe(v.boolean('enabled is true or false'), v.description('Re-enable after a 410, or pause')),
    ),
  }),
  v.check((body) => Object.keys(body).length > 0, 'Give at least one field to change'),
);

const WebhookParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

const endpointFields = {
  id: v.string(),
  url: v.string(),
  events: v.array(v.string()),
  description: v.optional(v.string()),
  enabled: v.boolean(),
  disabledReason: v.optional(
    v.pipe(v.string(), v.description('Why delivery stopped, e.g. the endpoint answered 410')),
  ),
  createdAt: timestamp,
  updatedAt: timestamp,
};

const Webhook = v.object(endpointFields);
export const CreatedWebhook = v.object({
  ...endpointFields,
  secret: v.pipe(
    v.string(),
    v.description('whsec_ signing secret (Standard Webhooks); shown only in this response'),
  ),
});

const Delivery = v.object({
  eventId: v.string(),
  type: v.string(),
  attempt: v.number(),
  at: timestamp,
  outcome: v.picklist(['delivered', 'retrying', 'failed', 'gone', 'blocked']),
  responseStatus: v.optional(v.number()),
  error: v.optional(v.string()),
  durationMs: v.number(),
  nextAttemptAt: v.optional(timestamp),
});

export const WebhookDetail = v.object({
  ...endpointFields,
  deliveries: v.pipe(v.array(Delivery), v.description('The latest 50 attempts, newest first')),
});

const TestResult = v.object({
  outcome: v.picklist(['delivered', 'retrying', 'failed', 'gone', 'blocked']),
  responseStatus: v.optional(v.number()),
});

const exampleWebhook = {
  id: 'whk_9sKq2LmN7xPzA4fQ9cV2',
  url: 'https://example.org/hooks/health-ai',
  events: ['api_key.created', 'usage.limit_warning'],
  enabled: true,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const tag = 'Webhooks';

export const createWebhook = defineOperation({
  operationId: 'createWebhook',
  method: 'POST',
  path: '/api/v1/webhooks',
  tag,
  summary: 'Create a webhook endpoint',
  description:
    'Deliveries follow Standard Webhooks: headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the secret). Failed deliveries are retried for 27 hours; a 410 answer disables the endpoint. At most 10 endpoints per organization.',
  public: false,
  status: 201,
  body: CreateWebhookBody,
  response: CreatedWebhook,
  errors: ['CONFLICT'],
  examples: {
    request: {
      url: 'https://example.org/hooks/health-ai',
      events: ['api_key.created', 'usage.limit_warning'],
    },
    response: {
      ...exampleWebhook,
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    },
  },
});

export const listWebhooks = defineOperation({
  operationId: 'listWebhooks',
  method: 'GET',
  path: '/api/v1/webhooks',
  tag,
  summary: "List the organization's webhook endpoints",
  public: false,
  status: 200,
  response: v.object({ webhooks: v.array(Webhook) }),
  errors: [],
  examples: {
    response: {
      webhooks: [
        {
          ...exampleWebhook,
        },
      ],
    },
  },
});

export const getWebhook = defineOperation({
  operationId: 'getWebhook',
  method: 'GET',
  path: '/api/v1/webhooks/{id}',
  tag,
  summary: 'A webhook endpoint and its delivery log',
  public: false,
  status: 200,
  params: WebhookParams,
  response: WebhookDetail,
  errors: ['NOT_FOUND'],
  examples: {
    response: {
      ...exampleWebhook,
      deliveries: [
        {
          eventId: 'msg_2bQ8rT5mLx9RtB7nKp3W',
          type: 'api_key.created',
          attempt: 2,
          at: '2026-11-22T10:00:00.000Z',
          outcome: 'delivered',
          responseStatus: 200,
          durationMs: 84,
        },
        {
          eventId: 'msg_2bQ8rT5mLx9RtB7nKp3W',
          type: 'api_key.created',
          attempt: 1,
          at: '2026-11-22T09:59:55.000Z',
          outcome: 'retrying',
          responseStatus: 503,
          error: 'HTTP 503',
          durationMs: 120,
          nextAttemptAt: '2026-11-22T10:00:00.000Z',
        },
      ],
    },
  },
});

export const updateWebhook = defineOperation({
  operationId: 'updateWebhook',
  method: 'PATCH',
  path: '/api/v1/webhooks/{id}',
  tag,
  summary: 'Change a webhook endpoint',
  public: false,
  status: 200,
  params: WebhookParams,
  body: UpdateWebhookBody,
  response: Webhook,
  errors: ['NOT_FOUND'],
  examples: {
    request: { events: ['api_key.created', 'api_key.revoked'], enabled: true },
    response: {
      ...exampleWebhook,
    },
  },
});

export const deleteWebhook = defineOperation({
  operationId: 'deleteWebhook',
  method: 'DELETE',
  path: '/api/v1/webhooks/{id}',
  tag,
  summary: 'Delete a webhook endpoint',
  public: false,
  status: 204,
  params: WebhookParams,
  errors: ['NOT_FOUND'],
});

export const testWebhook = defineOperation({
  operationId: 'testWebhook',
  method: 'POST',
  path: '/api/v1/webhooks/{id}/test',
  tag,
  summary: 'Send a webhook.test event now',
  description:
    'One signed delivery attempt, answered with its outcome; a failure is retried like any other delivery.',
  public: false,
  status: 200,
  params: WebhookParams,
  response: TestResult,
  errors: ['NOT_FOUND'],
  examples: { response: { outcome: 'delivered', responseStatus: 200 } },
});

export const operations = [
  createWebhook,
  listWebhooks,
  getWebhook,
  updateWebhook,
  deleteWebhook,
  testWebhook,
];
