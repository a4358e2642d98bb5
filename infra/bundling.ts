import { LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every function is bundled: one ESM file made by esbuild with the AWS SDK inside, so the code
 * runs against the SDK version it was tested with. The CDK construct and the cold-start benchmark
 * both read these settings, so what is measured is what is deployed.
 */
export const BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  sourceMap: true,
  mainFields: ['module', 'main'],
  externalModules: [] as string[],
  logLevel: LogLevel.WARNING,
  // ESM bundles still meet CommonJS dependencies that call require().
  banner: "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);",
};

/** Environment every function starts with (source-mapped stack traces while sourceMap is on). */
export const BUNDLED_ENVIRONMENT: Record<string, string> = { NODE_OPTIONS: '--enable-source-maps' };
