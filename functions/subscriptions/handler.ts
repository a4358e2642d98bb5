import { createApiHandler, route } from '../../shared/http/api.ts';
import { billingEvent, changeSubscription, getSubscription } from './contract.ts';
import { applyBillingEvent, changeOwnPlan, subscriptionOf } from './service.ts';

export const routes = [
  route(getSubscription, ({ tenant }) => subscriptionOf(tenant.orgId)),
  route(changeSubscription, ({ tenant, body }) => changeOwnPlan(tenant, body.tier)),
  route(billingEvent, ({ rawBody, headers, body }) => applyBillingEvent({ rawBody, headers, body })),
];

export const handler = createApiHandler(routes);
