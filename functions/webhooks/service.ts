import { actorOf, recordChange } from '../../shared/audit/record.ts';
import { requireRole } from '../../shared/auth/roles.ts';
import type { Tenant } from '../../shared/auth/tenant.ts';
import { slots } from '../../shared/data/repositories/slots.ts';
import { type WebhookEndpoint, webhooks } from '../../shared/data/repositories/webhooks.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import { newId } from '../../shared/ids.ts';
import { attemptDelivery } from '../../shared/webhooks/dispatch.ts';
import { generateSecret } from '../../shared/webhooks/signing.ts';
import {
  checkTargetUrl,
  policyFromEnvironment,
  WebhookTargetError,
} from '../../shared/webhooks/url-guard.ts';

export const MAX_WEBHOOKS = 10;

const checkedUrl = (url: string): string => {
  try {
    return checkTargetUrl(url, policyFromEnvironment()).toString();
  } catch (error) {
    if (error instanceof WebhookTargetError)
      throw new ValidationError('The webhook URL is not allowed', [
        { path: 'body.url', message: error.message },
      ]);
    throw error;
  }
};

const view = ({ orgId: _org, secret: _secret, ...endpoint }: WebhookEndpoint) => endpoint;

/** Webhook targets receive the organization's events, so only an owner or admin may change them. */
const requireManager = (tenant: Tenant) => requireRole(tenant, 'admin', 'manage webhook endpoints');

const find = async (tenant: Tenant, id: string): Promise<WebhookEndpoint> => {
  const endpoint = await webhooks.get(tenant.orgId, id);
  if (!endpoint) throw new NotFoundError('No webhook with this id');
  return endpoint;
};

export const createWebhook = async (
  tenant: Tenant,
  body: { url: string; events: string[]; description?: string },
  now = new Date(),
) => {
  await requireManager(tenant);
  const url = checkedUrl(body.url);
  // One conditional increment decides the cap, so concurrent creations cannot pass it together.
  const reserved = await slots.reserve(
    tenant.orgId,
    'WEBHOOK',
    MAX_WEBHOOKS,
    async () => (await webhooks.list(tenant.orgId)).length,
  );
  if (!reserved)
    throw new ConflictError(`An organization can have at most ${MAX_WEBHOOKS} webhook endpoints`);
  const endpoint: WebhookEndpoint = {
    id: newId('whk'),
    orgId: tenant.orgId,
    url,
    events: [...new Set(body.events)],
    ...(body.description ? { description: body.description } : {}),
    secret: generateSecret(),
    enabled: true,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  try {
    await webhooks.create(endpoint);
  } catch (error) {
    await slots.release(tenant.orgId, 'WEBHOOK');
    throw error;
  }
  await recordChange(
    tenant.orgId,
    actorOf(tenant),
    'webhook.created',
    { webhookId: endpoint.id, events: endpoint.events.join(',') },
    now,
  );
  return { ...view(endpoint), secret: endpoint.secret };
};

export const listWebhooks = async (tenant: Tenant) => ({
  webhooks: (await webhooks.list(tenant.orgId)).map(view),
});

export const getWebhook = async (tenant: Tenant, id: string) => {
  const endpoint = await find(tenant, id);
  const deliveries = await webhooks.deliveries(endpoint.id, 50);
  return {
    ...view(endpoint),
    deliveries: deliveries.map(({ webhookId: _id, expiresAt: _expires, ...delivery }) => delivery),
  };
};

export const updateWebhook = async (
  tenant: Tenant,
  id: string,
  body: { url?: string; events?: string[]; description?: string; enabled?: boolean },
  now = new Date(),
) => {
  await requireManager(tenant);
  await find(tenant, id);
  const updated = await webhooks.update(
    tenant.orgId,
    id,
    {
      ...(body.url !== undefined ? { url: checkedUrl(body.url) } : {}),
      ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled, disabledReason: undefined } : {}),
    },
    now.toISOString(),
  );
  if (!updated) throw new NotFoundError('No webhook with this id');
  await recordChange(
    tenant.orgId,
    actorOf(tenant),
    'webhook.updated',
    { webhookId: id, fields: Object.keys(body).join(',') },
    now,
  );
  return view(updated);
};

export const deleteWebhook = async (tenant: Tenant, id: string, now = new Date()) => {
  await requireManager(tenant);
  if (!(await webhooks.remove(tenant.orgId, id))) throw new NotFoundError('No webhook with this id');
  await slots.release(tenant.orgId, 'WEBHOOK');
  await recordChange(tenant.orgId, actorOf(tenant), 'webhook.deleted', { webhookId: id }, now);
};

export const testWebhook = async (tenant: Tenant, id: string, now = new Date()) => {
  await requireManager(tenant);
  const endpoint = await find(tenant, id);
  return attemptDelivery(
    endpoint,
    { id: newId('msg'), type: 'webhook.test', timestamp: now.toISOString(), data: { webhookId: id } },
    1,
    now,
  );
};
