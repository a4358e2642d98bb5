import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../infra/bundling.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'webhook-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const inputsOf = async (entry: string): Promise<string[]> => {
  const outfile = join(dir, entry.replaceAll('/', '-'), 'index.mjs');
  const result = await build({ ...esbuildOptions(root, entry, outfile), metafile: true });
  return Object.keys(result.metafile.inputs);
};

describe('webhooks in the Lambda bundles', () => {
  it('leave the delivery code and the SQS SDK out of the functions that only announce events', async () => {
    for (const entry of ['functions/authorizer/handler.ts', 'functions/api-keys/handler.ts']) {
      const inputs = await inputsOf(entry);
      expect(inputs, entry).toContain('shared/webhooks/publish.ts');
      expect(inputs, entry).toContain('shared/webhooks/sqs.ts');
      expect(
        inputs.filter((path) => /webhooks\/(dispatch|url-guard|signing)\.ts|client-sqs/.test(path)),
        entry,
      ).toEqual([]);
    }
  }, 60_000);

  it('keep the delivery code in the delivery function', async () => {
    const inputs = await inputsOf('functions/webhook-delivery/handler.ts');
    expect(inputs).toEqual(
      expect.arrayContaining(['shared/webhooks/dispatch.ts', 'shared/webhooks/url-guard.ts']),
    );
  }, 60_000);
});
