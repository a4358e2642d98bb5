import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENDPOINT_GROUPS } from '../../functions/registry.ts';
import { PROJECT_ROOT } from '../local/api.ts';
import { connectStore } from '../local/connection.ts';

/**
 * `npm run invoke -- <group|authorizer> <event.json>`: runs one Lambda handler in-process with an
 * event file, on the same store the admin CLI uses, and prints what it returns. The events under
 * docs/events/ are starting points.
 */
const main = async (): Promise<number> => {
  const [name, eventFile] = process.argv.slice(2);
  const entries = new Map<string, string>([
    ['authorizer', 'functions/authorizer/handler.ts'],
    ...ENDPOINT_GROUPS.map((group) => [group.group, group.entry] as [string, string]),
  ]);
  const entry = name ? entries.get(name) : undefined;
  if (!entry || !eventFile) {
    process.stderr.write(`Usage: npm run invoke -- <${[...entries.keys()].join('|')}> <event.json>\n`);
    return 2;
  }
  const event = JSON.parse(readFileSync(resolve(process.cwd(), eventFile), 'utf8')) as unknown;
  process.env.LOG_LEVEL ??= 'warn';
  const connection = await connectStore();
  try {
    const module = (await import(pathToFileURL(resolve(PROJECT_ROOT, entry)).href)) as {
      handler: (event: unknown, context: unknown) => Promise<unknown>;
    };
    const result = await module.handler(event, {
      awsRequestId: 'local-invoke',
      getRemainingTimeInMillis: () => 30_000,
    });
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
