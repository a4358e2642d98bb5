import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { esbuildOptions } from '../../infra/bundling.ts';
import { defaultProvider } from '../../shared/aws/lambda-credentials.ts';

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
