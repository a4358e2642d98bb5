import { route } from '../../shared/http/api.ts';
import { changeSubscription, getSubscription } from './schemas.ts';
import { changeOwnPlan, subscriptionOf } from './service.ts';

export const routes = [
  route(getSubscription, ({ tenant }) => subscriptionOf(tenant.orgId)),
  route(changeSubscription, ({ tenant, body }) => changeOwnPlan(tenant, body.tier)),
];
