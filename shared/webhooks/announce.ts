import { type Actor, recordChange } from '../audit/record.ts';
import type { EventType } from './events.ts';
import { publishEvent } from './publish.ts';

/**
 * A change with two side effects, both named: its audit entry, then its event to the
 * organization's webhooks. Changes no webhook hears of call recordChange alone.
 */
export const recordAndPublishEvent = async (
  orgId: string,
  actor: Actor,
  type: EventType,
  target: Record<string, string | number | boolean>,
  now = new Date(),
): Promise<void> => {
  await recordChange(orgId, actor, type, target, now);
  await publishEvent(orgId, type, target, now);
};
