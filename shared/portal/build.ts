import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles the developer portal (shared/portal/app: Preact and uPlot, no framework server) into a
 * handful of static files: the page, the terms, one ES module and one stylesheet. The local runtime
 * serves them at /portal from memory; deploying, they go to the portal's S3 bucket behind
 * CloudFront (infra/constructs/portal.ts).
 */
export const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), 'app');

export interface PortalFile {
  contentType: string;
  body: Buffer;
}

export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export const buildPortal = async (options: { minify?: boolean } = {}): Promise<Map<string, PortalFile>> => {
  const result = await build({
    entryPoints: { portal: join(APP_DIR, 'main.tsx'), 'portal-styles': join(APP_DIR, 'styles.css') },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: options.minify ?? true,
    write: false,
    outdir: 'out',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    legalComments: 'none',
    logLevel: 'silent',
    tsconfig: join(APP_DIR, 'tsconfig.json'),
    loader: { '.css': 'css' },
  });
  const files = new Map<string, PortalFile>();
  let css = '';
  for (const output of result.outputFiles) {
    const name = output.path.split(/[\\/]/).at(-1) ?? '';
    if (name.endsWith('.js'))
      files.set('portal.js', {
        contentType: 'text/javascript; charset=utf-8',
        body: Buffer.from(output.contents),
      });
    else if (name.endsWith('.css')) css += output.text;
  }
  files.set('portal.css', { contentType: 'text/css; charset=utf-8', body: Buffer.from(css) });
  for (const page of ['index.html', 'terms.html'])
    files.set(page, {
      contentType: 'text/html; charset=utf-8',
      body: readFileSync(join(APP_DIR, page)),
    });
  return files;
};

/** `tsx shared/portal/build.ts <dir>`: writes the bundle to a folder (for deploying). */
export const writePortal = async (outDir: string): Promise<string[]> => {
  const files = await buildPortal();
  await mkdir(outDir, { recursive: true });
  for (const [name, file] of files) await writeFile(join(outDir, name), file.body);
  return [...files.keys()];
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2] ?? 'cdk.out/portal';
  writePortal(out).then(
    (names) => process.stdout.write(`portal written to ${out}: ${names.join(', ')}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
