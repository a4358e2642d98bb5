import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { listAccounts, setTierByEmail, signUp } from '../../functions/accounts/service.ts';
import { revokeKeyAsOperator } from '../../functions/api-keys/service.ts';
import { CUSTOM_LIMIT_TIERS, parseTier, TIERS, type Tier } from '../../shared/api/tiers.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/auth/passwords.ts';
import { DomainError, ValidationError } from '../../shared/errors.ts';
import { connectStore } from '../local/connection.ts';

const USAGE = `Operator commands (npm run admin -- <command> [options])

  create-account --email E --password P --tier T [--name N] [--organization O] [--daily-limit N]
  set-tier       --email E --tier T [--daily-limit N]
  revoke-key     --id K
  list-accounts

Tiers: ${TIERS.join(', ')}. --daily-limit applies to ${CUSTOM_LIMIT_TIERS.join(' and ')} only.
Store: DYNAMODB_ENDPOINT if set; else the table TABLE_NAME in AWS_REGION if TABLE_NAME is set;
else the local data under DATA_DIR (.data/), through the running local server if there is one.`;

class UsageError extends Error {}

const required = (values: Record<string, unknown>, name: string): string => {
  const value = values[name];
  if (typeof value !== 'string' || value.length === 0) throw new UsageError(`--${name} is required`);
  return value;
};

const tierOption = (values: Record<string, unknown>): Tier => {
  const tier = parseTier(required(values, 'tier'));
  if (!tier) throw new UsageError(`--tier must be one of ${TIERS.join(', ')}`);
  return tier;
};

const dailyLimitOption = (values: Record<string, unknown>, tier: Tier): number | undefined => {
  const raw = values['daily-limit'];
  if (raw === undefined) return undefined;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new UsageError('--daily-limit must be a whole number above 0');
  if (!CUSTOM_LIMIT_TIERS.includes(tier)) {
    throw new UsageError(
      `--daily-limit applies only to ${CUSTOM_LIMIT_TIERS.join(' and ')}; ${tier} has a fixed limit`,
    );
  }
  return limit;
};

/** The same e-mail and password rules as the sign-up endpoint. */
const accountInput = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('--email is not a valid e-mail address')),
  password: v.pipe(
    v.string(),
    v.minLength(MIN_PASSWORD_LENGTH, `--password needs at least ${MIN_PASSWORD_LENGTH} characters`),
    v.maxLength(MAX_PASSWORD_LENGTH),
  ),
});

const run = async (argv: string[]): Promise<unknown> => {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      tier: { type: 'string' },
      name: { type: 'string' },
      organization: { type: 'string' },
      'daily-limit': { type: 'string' },
      id: { type: 'string' },
    },
    strict: true,
  });
  switch (command) {
    case 'create-account': {
      const tier = tierOption(values);
      const parsed = v.safeParse(accountInput, {
        email: required(values, 'email'),
        password: required(values, 'password'),
      });
      if (!parsed.success) throw new UsageError(parsed.issues.map((issue) => issue.message).join('; '));
      return signUp({
        ...parsed.output,
        name: values.name,
        organization: values.organization,
        tier,
        dailyLimit: dailyLimitOption(values, tier),
      });
    }
    case 'set-tier': {
      const tier = tierOption(values);
      return setTierByEmail(required(values, 'email'), tier, dailyLimitOption(values, tier));
    }
    case 'revoke-key': {
      const revoked = await revokeKeyAsOperator(required(values, 'id'));
      return { id: revoked.id, prefix: revoked.prefix, orgId: revoked.orgId, revokedAt: revoked.revokedAt };
    }
    case 'list-accounts':
      return listAccounts();
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'Name a command');
  }
};

const main = async (): Promise<number> => {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  process.env.LOG_LEVEL ??= 'warn';
  let connection: Awaited<ReturnType<typeof connectStore>> | undefined;
  try {
    connection = await connectStore();
    const result = await run(argv);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof DomainError) {
      const details =
        error instanceof ValidationError ? error.details.map((d) => ` ${d.message}`).join('') : '';
      process.stderr.write(`${error.message}${details}\n`);
      return 1;
    }
    throw error;
  } finally {
    await connection?.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
