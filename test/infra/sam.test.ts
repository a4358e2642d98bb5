import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tools/local/api.ts';
import { findOperation, sampleEvent } from '../../tools/local/sample-events.ts';

const available = (command: string, args: string[]): boolean =>
  spawnSync(command, args, { stdio: 'ignore', timeout: 30_000 }).status === 0;

/** SAM runs functions in Docker: without both, the README's SAM steps cannot run here. */
const samReady = available('sam', ['--version']) && available('docker', ['info']);

/**
 * The README's "Running handlers with SAM" steps, as written: `cdk synth --no-staging`, a sample
 * event from `npm run invoke -- … --event`, the logical id from the construct path, `sam local
 * invoke` on the synthesized template.
 */
describe.skipIf(!samReady)('sam local invoke on the synthesized template', () => {
  it('answers the health check from the bundle CDK built', () => {
    const out = mkdtempSync(join(tmpdir(), 'cdk-sam-'));
    const synth = spawnSync(
      join(PROJECT_ROOT, 'node_modules/.bin/cdk'),
      ['synth', '--no-staging', '--quiet', '--no-notices', '-o', out],
      {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        env: { ...process.env, CDK_DISABLE_VERSION_CHECK: 'true' },
        timeout: 600_000,
      },
    );
    expect(synth.status, synth.stderr).toBe(0);
    const templateFile = join(out, 'HealthAiConsensus-dev.template.json');
    const template = JSON.parse(readFileSync(templateFile, 'utf8')) as {
      Resources: Record<string, { Metadata?: Record<string, string> }>;
    };
    const logicalId = Object.entries(template.Resources).find(
      ([, resource]) =>
        resource.Metadata?.['aws:cdk:path'] === 'HealthAiConsensus-dev/System/Function/Resource',
    )?.[0];
    if (!logicalId) throw new Error('no System function in the template');
    const found = findOperation('system', 'getHealth');
    if (!found) throw new Error('system getHealth is gone from the registry');
    const eventFile = join(out, 'health.json');
    writeFileSync(eventFile, JSON.stringify(sampleEvent(found.operation)));

    const invoke = spawnSync('sam', ['local', 'invoke', '-t', templateFile, logicalId, '-e', eventFile], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 600_000,
    });
    expect(invoke.status, invoke.stderr).toBe(0);
    // SAM prints the function's result as the last line of its standard output.
    const result = JSON.parse(invoke.stdout.trim().split('\n').at(-1) ?? '{}') as { statusCode?: number };
    expect(result.statusCode).toBe(200);
  }, 1_200_000);
});
