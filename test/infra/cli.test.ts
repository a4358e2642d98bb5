import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tools/local/api.ts';

/**
 * What an operator runs: the CDK CLI of the lockfile must read the assembly this aws-cdk-lib
 * writes (a CLI older than the library's schema refuses it), with the cdk-nag gate passing.
 */
describe('npm run synth', () => {
  it('synthesizes the stack with the pinned CDK CLI', () => {
    const out = mkdtempSync(join(tmpdir(), 'cdk-cli-'));
    const run = spawnSync(
      join(PROJECT_ROOT, 'node_modules/.bin/cdk'),
      ['synth', '--quiet', '--no-notices', '-o', out],
      {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        env: { ...process.env, CDK_DISABLE_VERSION_CHECK: 'true' },
        timeout: 240_000,
      },
    );
    expect(run.stderr).not.toMatch(/not compatible|schema version mismatch/i);
    expect(run.status).toBe(0);
    expect(existsSync(join(out, 'HealthAiConsensus-dev.template.json'))).toBe(true);
  }, 300_000);
});
