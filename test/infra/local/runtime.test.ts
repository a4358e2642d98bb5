import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../infra/local/api.ts';
import { httpClient, uniqueEmail } from '../../support/local-api.ts';

const TSX = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
let dataDir: string;
let server: ChildProcess | undefined;

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const environment = (extra: Record<string, string> = {}) => {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...extra,
  };
  delete env.DYNAMODB_ENDPOINT;
  delete env.TABLE_NAME;
  return env;
};

/** `npm run admin -- …` as an operator runs it. */
const admin = (...args: string[]) => {
  const run = spawnSync(TSX, ['infra/cli/admin.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: environment(),
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, json: () => JSON.parse(run.stdout) };
};

/** `npm start`, resolved once it logs that it listens. */
const startServer = async (): Promise<string> => {
  const port = await freePort();
  const child = spawn(TSX, ['infra/local/server.ts'], {
    cwd: PROJECT_ROOT,
    env: environment({ PORT: String(port) }),
  });
  server = child;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('local API listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return `http://127.0.0.1:${port}`;
};

const stopServer = async (): Promise<void> => {
  const child = server;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  server = undefined;
};

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'health-ai-data-'));
});

afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local runtime and operator CLI on one persisted store', () => {
  it('shares accounts between the CLI and the server, whether or not the server runs, across restarts', async () => {
    // The CLI works on the data folder while no server runs.
    const operatorEmail = uniqueEmail('ops');
    const created = admin(
      'create-account',
      '--email',
      operatorEmail,
      '--password',
      'operator passphrase',
      '--tier',
      'enterprise',
      '--daily-limit',
      '5000',
      '--name',
      'Ops',
    );
    expect(created.status, created.stderr).toBe(0);
    const account = created.json() as {
      apiKey: { key: string; id: string };
      organization: { tier: string; dailyLimit: number };
    };
    expect(account.organization).toMatchObject({ tier: 'enterprise', dailyLimit: 5000 });

    // The server serves what the CLI wrote.
    const http = httpClient(await startServer());
    const me = await http.get('/api/v1/users/me', { key: account.apiKey.key });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: operatorEmail, tier: 'enterprise', dailyLimit: 5000 });
    expect(me.headers.get('x-ratelimit-limit')).toBe('5000');

    // While the server runs, the CLI goes through its store: a tier change takes effect on the next request.
    const signedUp = await http.post<{ apiKey: { key: string; id: string } }>('/auth/signup', {
      json: { email: uniqueEmail('dev'), password: 'developer passphrase' },
    });
    expect(signedUp.status).toBe(201);
    const devKey = signedUp.body.apiKey;
    const setTier = admin('set-tier', '--email', operatorEmail, '--tier', 'clinical');
    expect(setTier.status, setTier.stderr).toBe(0);
    expect((await http.get('/api/v1/users/me', { key: account.apiKey.key })).body).toMatchObject({
      tier: 'clinical',
    });

    const revoked = admin('revoke-key', '--id', account.apiKey.id);
    expect(revoked.status, revoked.stderr).toBe(0);
    expect((await http.get('/api/v1/users/me', { key: account.apiKey.key })).status).toBe(403);

    const listed = admin('list-accounts');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(operatorEmail);
    expect(listed.stdout).not.toContain('passwordHash');

    // Data survives a restart: the key made over HTTP still works, the revoked one is still refused.
    await stopServer();
    const restarted = httpClient(await startServer());
    expect((await restarted.get('/api/v1/users/me', { key: devKey.key })).status).toBe(200);
    expect((await restarted.get('/api/v1/users/me', { key: account.apiKey.key })).status).toBe(403);
    await stopServer();
  });

  it('explains bad usage with exit code 2 and unknown accounts with exit code 1', () => {
    const unknownTier = admin('set-tier', '--email', 'x@example.org', '--tier', 'gold');
    expect(unknownTier.status).toBe(2);
    expect(unknownTier.stderr).toContain('--tier must be one of');

    const fixedLimit = admin(
      'create-account',
      '--email',
      uniqueEmail(),
      '--password',
      'long enough',
      '--tier',
      'developer',
      '--daily-limit',
      '5',
    );
    expect(fixedLimit.status).toBe(2);

    const badEmail = admin(
      'create-account',
      '--email',
      'nope',
      '--password',
      'long enough',
      '--tier',
      'developer',
    );
    expect(badEmail.status).toBe(2);

    const unknown = admin('set-tier', '--email', uniqueEmail('ghost'), '--tier', 'professional');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account');

    const unknownKey = admin('revoke-key', '--id', 'nosuchkey000');
    expect(unknownKey.status).toBe(1);
  });
});
