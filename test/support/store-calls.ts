import { documentClient } from '../../shared/data/client.ts';
import { deliveryQueue } from '../../shared/webhooks/dispatch.ts';
import { LocalDeliveryQueue } from '../../shared/webhooks/queue.ts';

/**
 * Waits for the local webhook queue to finish what decisions queued (a usage.limit_reached event
 * reads the organization's webhooks), so those reads are not counted against a later measurement.
 */
const settleBackgroundWork = async (): Promise<void> => {
  const queue = deliveryQueue();
  if (queue instanceof LocalDeliveryQueue) await queue.idle();
};

/** Store calls made while some work ran: in all, by command, and how many were audit-log writes. */
export interface StoreCalls {
  total: number;
  /** Audit entries and their index copies (items under AUDIT#…), counted apart from the rest. */
  audit: number;
  byCommand: Record<string, number>;
}

/** The partition a write goes to: its Item's, or for a batch of puts the first request's item's. */
const partitionOf = (input: unknown): string | undefined => {
  if (typeof input !== 'object' || input === null) return undefined;
  const batch = (input as { RequestItems?: Record<string, unknown> }).RequestItems;
  const firstPut = batch
    ? (Object.values(batch)[0] as Array<{ PutRequest?: { Item?: unknown } }> | undefined)?.[0]?.PutRequest
        ?.Item
    : undefined;
  const item = firstPut ?? (input as { Item?: unknown }).Item;
  if (typeof item !== 'object' || item === null) return undefined;
  const pk = (item as { pk?: unknown }).pk;
  if (typeof pk === 'string') return pk;
  // Before or after marshalling, depending on where the middleware sits.
  const marshalled = typeof pk === 'object' && pk !== null ? (pk as { S?: unknown }).S : undefined;
  return typeof marshalled === 'string' ? marshalled : undefined;
};

/**
 * A counting store: a middleware at the outermost step of the shared document client, so a call
 * retried by the SDK counts once, as one call of the code. Counting is not timing: the figures are
 * exact whatever the machine, so tests can assert them and the benchmark can hold them to budgets.
 */
export const countStoreCalls = () => {
  const name = `storeCallCounter-${Math.random().toString(36).slice(2)}`;
  let calls: StoreCalls = { total: 0, audit: 0, byCommand: {} };
  const client = documentClient();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName ?? 'unknown').replace(/Command$/, '');
      calls.total += 1;
      calls.byCommand[command] = (calls.byCommand[command] ?? 0) + 1;
      if (partitionOf(args.input)?.startsWith('AUDIT#')) calls.audit += 1;
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    /** The calls `work` makes, per run, averaged over `runs` runs. */
    async during(work: () => Promise<unknown>, runs = 1): Promise<StoreCalls> {
      // What earlier work queued (a refusal's usage.limit_reached delivery reads the webhooks)
      // would otherwise land in this window, at a moment that depends on the machine's load.
      await settleBackgroundWork();
      calls = { total: 0, audit: 0, byCommand: {} };
      for (let i = 0; i < runs; i += 1) await work();
      const measured = calls;
      calls = { total: 0, audit: 0, byCommand: {} };
      await settleBackgroundWork();
      return {
        total: measured.total / runs,
        audit: measured.audit / runs,
        byCommand: Object.fromEntries(
          Object.entries(measured.byCommand)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([command, count]) => [command, count / runs]),
        ),
      };
    },
    remove: () => {
      client.middlewareStack.remove(name);
    },
  };
};

export const describeCalls = (calls: StoreCalls): string =>
  Object.entries(calls.byCommand)
    .map(([command, count]) => `${command} ${Number.isInteger(count) ? count : count.toFixed(2)}`)
    .join(', ');
