import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENDPOINT_GROUPS, SUPPORT_FUNCTIONS } from '../../functions/registry.ts';
import { config } from '../../shared/config.ts';
import type { AnyOperation } from '../../shared/http/operation.ts';
import { PROJECT_ROOT } from '../local/api.ts';
import { connectStore } from '../local/connection.ts';
import { invokeContext } from '../local/gateway.ts';
import { findOperation, sampleAuthorizerEvent, sampleEvent } from '../local/sample-events.ts';

const USAGE = `Usage:
  npm run invoke -- <group>                              the group's operations
  npm run invoke -- <group> <operationId> [--event]      runs the operation's sample event (--event: prints it)
  npm run invoke -- authorizer <group> <operationId>     runs the authorizer on it, key from API_KEY
  npm run invoke -- <function> <event.json>              runs any event file (docs/events/ has two)
Functions: ${[...ENDPOINT_GROUPS.map((group) => group.group), ...SUPPORT_FUNCTIONS.map((fn) => fn.name)].join(', ')}
`;

type Handler = (event: unknown, context: unknown) => Promise<unknown>;

const operationsOf = (operations: readonly AnyOperation[]): string =>
  operations
    .map((operation) => `  ${operation.operationId}\t${operation.method} ${operation.path}\n`)
    .join('');

/**
 * `npm run invoke`: runs one Lambda handler in-process, as Lambda would, on the same store the admin
 * CLI uses, and prints what it returns. The event is a file, or made from an operation of the
 * registry (its request example, sample parameters and an allowed caller's authorizer context).
 */
const main = async (): Promise<number> => {
  const args = process.argv.slice(2).filter((arg) => arg !== '--event');
  const printOnly = process.argv.includes('--event');
  const [name, ...rest] = args;
  const spec =
    ENDPOINT_GROUPS.find((group) => group.group === name) ?? SUPPORT_FUNCTIONS.find((fn) => fn.name === name);
  if (!spec) {
    process.stderr.write(USAGE);
    return 2;
  }
  const [first, second] = rest;
  if (!first) {
    if ('operations' in spec) process.stdout.write(operationsOf(spec.operations));
    else process.stderr.write(USAGE);
    return 'operations' in spec ? 0 : 2;
  }
  let event: unknown;
  if (existsSync(resolve(process.cwd(), first))) {
    event = JSON.parse(readFileSync(resolve(process.cwd(), first), 'utf8')) as unknown;
  } else if ('operations' in spec) {
    const found = findOperation(spec.group, first);
    if (!found) {
      process.stderr.write(
        `No operation ${first} in ${spec.group}; it has:\n${operationsOf(spec.operations)}`,
      );
      return 2;
    }
    // The billing hook refuses unsigned events; signed with the secret the local server also reads.
    event = sampleEvent(found.operation, { signingSecret: config.billingWebhookSecret() });
  } else if (spec.name === 'authorizer' && second) {
    const found = findOperation(first, second);
    if (!found) {
      process.stderr.write(`No operation ${second} in group ${first}\n`);
      return 2;
    }
    event = sampleAuthorizerEvent(found.operation, config.invokeApiKey() ?? 'hcs_paste_a_key_here');
  } else {
    process.stderr.write(`No event file ${first}\n${USAGE}`);
    return 2;
  }
  if (printOnly) {
    process.stdout.write(`${JSON.stringify(event, null, 2)}\n`);
    return 0;
  }

  process.env.LOG_LEVEL ??= 'warn';
  const connection = await connectStore();
  try {
    const module = (await import(pathToFileURL(resolve(PROJECT_ROOT, spec.entry)).href)) as {
      handler: Handler;
    };
    const result = await module.handler(
      event,
      invokeContext(`health-ai-${name}`, spec.timeoutSeconds, 'local-invoke'),
    );
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } finally {
    await connection.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
