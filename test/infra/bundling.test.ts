import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT_GROUPS, SUPPORT_FUNCTIONS } from '../../functions/registry.ts';
import { esbuildOptions, ucumBundleCommand } from '../../infra/bundling.ts';
import { defaultProvider } from '../../shared/aws/lambda-credentials.ts';
import {
  FOOD_TABLE_SOURCE,
  INTERACTION_RULES_SOURCE,
  NDF_RT_SOURCE,
  UCUM_FILE,
} from '../../shared/data-files.ts';
import { probe as probeFromSource } from './fixtures/tables-probe.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'bundling-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('the Lambda bundle settings', () => {
  it('leave the SDK default credential chain out and take the role credentials from the environment', async () => {
    const outfile = join(dir, 'probe', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'test/infra/fixtures/credentials-probe.ts', outfile),
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.includes('@aws-sdk/client-dynamodb'))).toBe(true);
    expect(inputs.filter((path) => /credential-provider-(node|ini|sso|imds|process)/.test(path))).toEqual([]);

    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDBUNDLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'bundle-secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'bundle-token');
    const { probe } = (await import(pathToFileURL(outfile).href)) as {
      probe: () => Promise<{ accessKeyId: string; secretAccessKey: string; sessionToken?: string }>;
    };
    expect(await probe()).toMatchObject({
      accessKeyId: 'AKIDBUNDLE',
      secretAccessKey: 'bundle-secret',
      sessionToken: 'bundle-token',
    });
  }, 60_000);
});

describe('the environment credential provider', () => {
  it('reads the role credentials Lambda sets', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKID');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    expect(await defaultProvider()()).toEqual({ accessKeyId: 'AKID', secretAccessKey: 'secret' });
  });

  it('fails as a credential provider does when there are none', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toMatchObject({ name: 'CredentialsProviderError' });
  });
});

describe('tables loaded on first use', () => {
  it('stay out of the bundle, and the bundle answers from the shipped files as the source does', async () => {
    const outfile = join(dir, 'tables', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'test/infra/fixtures/tables-probe.ts', outfile),
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.includes('shared/clinical/units.ts'))).toBe(true);
    expect(inputs.filter((path) => /ucum-lhc|drugs\/rules\.ts/.test(path))).toEqual([]);
    // Of the data folders only the release name and counts are code (shared/nutrition/data/sr26.ts).
    const output = Object.values(result.metafile.outputs).find((out) => out.entryPoint);
    const dataBytes = Object.entries(output?.inputs ?? {})
      .filter(([path]) => /\/data\//.test(path))
      .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
    expect(dataBytes).toBeLessThan(1024);

    // The files as the CDK construct ships them: UCUM bundled by the same command, the tables copied.
    const ucum = join(dir, 'tables', UCUM_FILE);
    execFileSync('sh', ['-c', ucumBundleCommand(root, ucum)], { cwd: root });
    vi.stubEnv('UCUM_FILE', ucum);
    vi.stubEnv('NDF_RT_FILE', join(root, NDF_RT_SOURCE));
    vi.stubEnv('INTERACTION_RULES_FILE', join(root, INTERACTION_RULES_SOURCE));
    vi.stubEnv('FOOD_TABLE_FILE', join(root, FOOD_TABLE_SOURCE));
    const { probe } = (await import(pathToFileURL(outfile).href)) as { probe: typeof probeFromSource };
    const bundled = probe();
    vi.unstubAllEnvs();
    const source = probeFromSource();
    expect(bundled).toEqual(source);
    expect(source.glucose).toBeCloseTo(5.55, 2);
    expect(source.interactions.length).toBeGreaterThan(2500);
    expect(source.foods).toHaveLength(8463);
  }, 120_000);

  // A group that reaches a lazily loaded table without its flag would fail on its first request.
  it('ship with every function that reaches them, and only those', async () => {
    const reaches = async (entry: string) => {
      const { metafile } = await build({
        ...esbuildOptions(root, entry, join(dir, 'reach', 'index.mjs')),
        write: false,
        minify: false,
        sourcemap: false,
        metafile: true,
      });
      const inputs = Object.keys(metafile.inputs);
      // The curated corpus is for building an index from source only; no bundle carries it.
      expect(inputs.filter((path) => path.startsWith('shared/knowledge/corpus/'))).toEqual([]);
      return {
        knowledgeIndex: inputs.includes('shared/knowledge/store.ts'),
        ucumUnits: inputs.includes('shared/clinical/units.ts'),
        ndfRtTable: inputs.includes('shared/clinical/drugs/checker.ts'),
        interactionRules: inputs.includes('shared/clinical/drugs/checker.ts'),
        foodTable: inputs.includes('shared/nutrition/foods.ts'),
      };
    };
    for (const spec of [...ENDPOINT_GROUPS, ...SUPPORT_FUNCTIONS]) {
      const flags = 'group' in spec ? spec : {};
      expect({ entry: spec.entry, ...(await reaches(spec.entry)) }).toEqual({
        entry: spec.entry,
        knowledgeIndex: 'knowledgeIndex' in flags && flags.knowledgeIndex === true,
        ucumUnits: 'ucumUnits' in flags && flags.ucumUnits === true,
        ndfRtTable: 'ndfRtTable' in flags && flags.ndfRtTable === true,
        interactionRules: 'interactionRules' in flags && flags.interactionRules === true,
        foodTable: 'foodTable' in flags && flags.foodTable === true,
      });
    }
  }, 300_000);
});
