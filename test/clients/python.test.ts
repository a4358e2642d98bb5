import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tools/local/api.ts';
import { type SignedUp, signUp, startTestApi, type TestApi } from '../support/local-api.ts';

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.status === 0 && /Python 3\.(9|1\d)/.test(python.stdout + python.stderr);
if (!hasPython) {
  console.warn(
    'test/clients/python.test.ts skipped: no python3 ≥ 3.9 on PATH to run the Python client tests',
  );
}

describe.skipIf(!hasPython)('Python client (python3 -m unittest) against the local runtime', () => {
  let t: TestApi;
  let owner: SignedUp;

  beforeAll(async () => {
    t = await startTestApi();
    owner = await signUp(t.http);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('passes its unittest suite', async () => {
    // The API answers in this process, so the child must not block it: spawn, not spawnSync.
    const { spawn } = await import('node:child_process');
    const child = spawn('python3', ['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.', '-v'], {
      cwd: join(PROJECT_ROOT, 'clients/python'),
      env: { ...process.env, HEALTHAI_BASE_URL: t.api.url, HEALTHAI_API_KEY: owner.key },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(output, output).toMatch(/\nOK\b/);
    expect(output).not.toContain('skipped');
    expect(status).toBe(0);
  }, 60_000);
});
