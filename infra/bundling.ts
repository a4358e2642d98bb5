import { LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { UCUM_SOURCE } from '../shared/data-files.ts';

/**
 * Modules swapped at bundle time, resolved from the project root (esbuild's rule for aliases).
 * The SDK's default credential chain becomes the environment alone: on Lambda the role's
 * credentials are always there, and the chain costs ~135 KB and 35–42 ms of import CPU per function.
 * `node:http` becomes the CommonJS module: an ESM import of it (@middy/util's, in every API
 * function) makes Node 22 read its WebSocket getters, which load undici, ~15 ms of every cold start.
 */
const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './shared/aws/lambda-credentials.ts',
  'node:http': './shared/runtime/node-http.ts',
};

/**
 * How every function is bundled: one ESM file made by esbuild with the AWS SDK inside, so the code
 * runs against the SDK version it was tested with. The CDK construct and the cold-start benchmark
 * both read these settings (the benchmark through esbuildOptions), so what is measured is what is
 * deployed.
 */
export const BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  // Source-mapped stack traces, from maps without the sources' text: a stack trace needs names
  // and positions only, and such a map is a quarter of the size and about half the cost at init
  // (docs/decisions.md, "Cold starts and bundles").
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  externalModules: [] as string[],
  logLevel: LogLevel.WARNING,
  // ESM bundles still meet CommonJS dependencies that call require().
  banner: "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);",
  esbuildArgs: {
    '--alias': Object.entries(BUNDLE_ALIASES).map(([from, to]) => `${from}=${to}`),
  } as Record<string, string | boolean | string[]>,
};

/** Environment every function starts with (source-mapped stack traces while sourceMap is on). */
export const BUNDLED_ENVIRONMENT: Record<string, string> = { NODE_OPTIONS: '--enable-source-maps' };

/**
 * The same settings as esbuild's own options, as the CDK passes them to esbuild (platform node,
 * bundle, a linked source map), for building a bundle outside synthesis.
 */
export const esbuildOptions = (projectRoot: string, entry: string, outfile: string): BuildOptions => ({
  absWorkingDir: projectRoot,
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: BUNDLING.format === OutputFormat.ESM ? 'esm' : 'cjs',
  target: BUNDLING.target,
  minify: BUNDLING.minify,
  sourcemap: BUNDLING.sourceMap,
  sourcesContent: BUNDLING.sourcesContent,
  mainFields: BUNDLING.mainFields,
  external: BUNDLING.externalModules,
  logLevel: 'warning',
  banner: { js: BUNDLING.banner },
  alias: { ...BUNDLE_ALIASES },
});

/**
 * The shell command that bundles UCUM on its own, as the CommonJS file shared/clinical/units.ts
 * requires on the first conversion (UCUM_FILE): the same esbuild, target and minification as the
 * functions, so the file the benchmark and the tests load is the one deployed.
 */
export const ucumBundleCommand = (projectRoot: string, outfile: string): string =>
  [
    `"${projectRoot}/node_modules/.bin/esbuild"`,
    `"${projectRoot}/${UCUM_SOURCE}"`,
    '--bundle',
    '--platform=node',
    '--format=cjs',
    `--target=${BUNDLING.target}`,
    ...(BUNDLING.minify ? ['--minify'] : []),
    '--log-level=warning',
    `--outfile="${outfile}"`,
  ].join(' ');
