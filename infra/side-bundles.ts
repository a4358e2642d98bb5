import { BUNDLING } from './bundling.ts';

/**
 * The shell command that bundles `source` (relative to the project root) on its own, as the
 * CommonJS file `outfile` that the function requires on first use (shared/bundled-tables.ts
 * `sideBundle`): the functions' esbuild target, minification and aliases, so what the benchmark and
 * the tests load is what is deployed.
 */
export const sideBundleCommand = (projectRoot: string, source: string, outfile: string): string => {
  const aliases = BUNDLING.esbuildArgs['--alias'];
  return [
    `cd "${projectRoot}" &&`,
    `"${projectRoot}/node_modules/.bin/esbuild"`,
    `"${projectRoot}/${source}"`,
    '--bundle',
    '--platform=node',
    '--format=cjs',
    `--target=${BUNDLING.target}`,
    `--main-fields=${BUNDLING.mainFields.join(',')}`,
    ...(BUNDLING.minify ? ['--minify'] : []),
    ...(Array.isArray(aliases) ? aliases.map((alias) => `"--alias:${alias}"`) : []),
    '--log-level=warning',
    `--outfile="${outfile}"`,
  ].join(' ');
};
