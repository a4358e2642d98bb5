import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Tables whose source is a module (the file to edit) and which a bundle reads as JSON written
 * beside it at bundle time, on first use: as code a table is parsed and run at every cold start,
 * used or not. Both take the caller's `import.meta.url`.
 */

/**
 * The modules themselves, when they lie beside the caller (run from source: tests, `npm start`, the
 * CLIs), so an edit takes effect at once; undefined in a bundle. The paths are computed, so esbuild
 * does not follow them and the bundle does not carry the modules.
 */
export const sourceModules = (base: string, paths: readonly string[]): unknown[] | undefined => {
  const files = paths.map((path) => fileURLToPath(new URL(path, base)));
  if (!files.every((file) => existsSync(file))) return undefined;
  const load = createRequire(base);
  return files.map((file) => load(file));
};

/** The JSON file `name` beside the bundle (`/var/task/<name>` on Lambda). */
export const bundledJson = (base: string, name: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`./${name}`, base)), 'utf8'));

/**
 * A module bundled on its own at bundle time (`file`, beside the bundle), required on first use;
 * from source, `source` (relative to the repository root) itself. Either way through a computed
 * path, which esbuild does not follow, so the main bundle does not carry it.
 */
export const sideBundle = (file: string, source: string): unknown => {
  const beside = fileURLToPath(new URL(`./${file}`, import.meta.url));
  return createRequire(import.meta.url)(
    existsSync(beside) ? beside : fileURLToPath(new URL(`../${source}`, import.meta.url)),
  );
};
