import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../tools/local/api.ts';
import { ensureTable, startEmbeddedStore } from '../../../tools/local/store.ts';
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
  const run = spawnSync(TSX, ['tools/cli/admin.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: environment(),
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, json: () => JSON.parse(run.stdout) };
};

/** `npm start`, resolved once it logs that it listens. */
const startServer = async (): Promise<string> => {
  const port = await freePort();
  const child = spawn(TSX, ['tools/local/server.ts'], {
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
      json: { email: uniqueEmail('dev'), password: 'developer passphrase', acceptTerms: '2026-11-01' },
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
      'a long enough passphrase',
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
      'a long enough passphrase',
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

/** `npm start` on its own port and data folder; resolves with its URL once it listens. */
const spawnServer = async (directory: string) => {
  const port = await freePort();
  const child = spawn(TSX, ['tools/local/server.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...environment({ PORT: String(port) }), DATA_DIR: directory },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes(text)) {
          child.stdout?.off('data', check);
          resolve();
        }
      };
      child.stdout?.on('data', check);
      void exited.then(() => (output.includes(text) ? resolve() : reject(new Error(`exited: ${output}`))));
      check();
    });
  return { child, url: `http://127.0.0.1:${port}`, port, exited, waitFor, output: () => output };
};

describe('shutdown and the data folder', () => {
  it('finishes a request in flight on SIGTERM, answers it, then exits 0', async () => {
    // Prepare: a sign-up whose body is only half sent when the signal comes.
    const directory = mkdtempSync(join(tmpdir(), 'health-ai-drain-'));
    const started = await spawnServer(directory);
    try {
      await started.waitFor('local API listening');
      const body = JSON.stringify({
        email: uniqueEmail('drain'),
        password: 'plum velvet harbor kite',
        acceptTerms: '2026-11-01',
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          `${started.url}/auth/signup`,
          {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': String(Buffer.byteLength(body)),
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 10));
        // Once the server has seen the first half (another request answered after it), stop it.
        void httpClient(started.url)
          .get('/api/v1/health')
          .then(async () => {
            started.child.kill('SIGTERM');
            await started.waitFor('local API stopping');
            request.end(body.slice(10));
          }, reject);
      });

      // Act
      const [result, code] = await Promise.all([answer, started.exited]);

      // Assess
      expect(result.status, started.output()).toBe(201);
      expect(JSON.parse(result.body)).toMatchObject({ apiKey: { key: expect.stringMatching(/^hcs_/) } });
      expect(code).toBe(0);
      expect(existsSync(join(directory, 'server.json'))).toBe(false);
    } finally {
      started.child.kill('SIGKILL');
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('refuses a second server on the same DATA_DIR and keeps the first one usable by the CLI', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'health-ai-twice-'));
    const first = await spawnServer(directory);
    try {
      await first.waitFor('local API listening');
      const markerBefore = readFileSync(join(directory, 'server.json'), 'utf8');
      const second = await spawnServer(directory);
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toContain('Another local server');
      expect(readFileSync(join(directory, 'server.json'), 'utf8')).toBe(markerBefore);
      const listed = spawnSync(TSX, ['tools/cli/admin.ts', 'list-accounts'], {
        cwd: PROJECT_ROOT,
        env: { ...environment(), DATA_DIR: directory },
        encoding: 'utf8',
      });
      expect(listed.status, listed.stderr).toBe(0);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('applies the password policy to accounts the CLI creates', () => {
    const common = admin(
      'create-account',
      '--email',
      uniqueEmail('cli'),
      '--password',
      'password12345678',
      '--tier',
      'developer',
    );
    expect(common.status).toBe(1);
    expect(common.stderr).toContain('too common');
    const short = admin(
      'create-account',
      '--email',
      uniqueEmail('cli'),
      '--password',
      'twelve chars',
      '--tier',
      'developer',
    );
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('at least 15');
  });

  it('gives the CLI a clear error, not a crash, when another process holds the store', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'health-ai-held-'));
    const held = await startEmbeddedStore(directory);
    try {
      await ensureTable(held.endpoint, 'health-ai-local');
      const listed = spawnSync(TSX, ['tools/cli/admin.ts', 'list-accounts'], {
        cwd: PROJECT_ROOT,
        env: { ...environment(), DATA_DIR: directory },
        encoding: 'utf8',
      });
      expect(listed.status).toBe(1);
      expect(listed.stderr).toContain('Could not open the local store');
      expect(listed.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await held.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
