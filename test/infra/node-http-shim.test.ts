import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS, SUPPORT_FUNCTIONS } from '../../functions/registry.ts';
import { esbuildOptions } from '../../infra/bundling.ts';
import * as shim from '../../shared/runtime/node-http.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'node-http-shim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Imports a bundle in a fresh Node, as Lambda's init does, and lists the undici modules it loaded. */
const undiciLoadedBy = (file: string): string[] =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        'await import(process.argv[1]); process.stdout.write(JSON.stringify(process.moduleLoadList.filter((m) => m.includes("undici"))));',
        pathToFileURL(file).href,
      ],
      {
        env: {
          PATH: process.env.PATH ?? '',
          AWS_REGION: 'us-east-1',
          TABLE_NAME: 'shim',
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
      },
    ),
  ) as string[];

describe('node:http in the Lambda bundles', () => {
  it('is taken as the CommonJS module, so importing a function does not load undici', async () => {
    // Act: @middy/util (every API function) imports STATUS_CODES from node:http.
    const outfile = join(dir, 'system', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'functions/system/handler.ts', outfile),
      metafile: true,
    });

    // Assess
    expect(Object.keys(result.metafile.inputs)).toContain('shared/runtime/node-http.ts');
    expect(readFileSync(outfile, 'utf8')).not.toMatch(/from\s*["'](node:)?http["']/);
    expect(undiciLoadedBy(outfile)).toEqual([]);
  }, 60_000);

  it('is never required as CommonJS by a function, which would miss the getters the shim leaves out', async () => {
    const entries = [
      ...ENDPOINT_GROUPS.map((group) => group.entry),
      ...SUPPORT_FUNCTIONS.map((fn) => fn.entry),
    ];
    for (const [index, entry] of entries.entries()) {
      const result = await build({
        ...esbuildOptions(root, entry, join(dir, 'all', String(index), 'index.mjs')),
        metafile: true,
      });
      const required = Object.entries(result.metafile.inputs).flatMap(([path, input]) =>
        input.imports
          .filter(
            (imported) =>
              imported.kind === 'require-call' && /^(node:)?http$/.test(imported.original ?? imported.path),
          )
          .map(() => path),
      );
      expect(required, entry).toEqual([]);
    }
  }, 180_000);

  it('exports what node:http does, the module itself as default', () => {
    for (const [name, value] of Object.entries(shim)) {
      if (name === 'default') expect(value).toBe(process.getBuiltinModule('node:http'));
      else expect(value, name).toBe((http as Record<string, unknown>)[name]);
    }
    expect(shim.STATUS_CODES[404]).toBe('Not Found');
  });
});
