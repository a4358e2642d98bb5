import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { BUNDLED_ENVIRONMENT, BUNDLING } from '../bundling.ts';

export interface ApiFunctionProps {
  /** Handler module relative to the repository root, exporting `handler`. */
  entry: string;
  projectRoot: string;
  memoryMb: number;
  timeoutSeconds: number;
  environment: Record<string, string>;
  logRetention: RetentionDays;
  logKey: IKey;
  description: string;
  /** Commands run after esbuild, with {inputDir} and {outputDir} replaced; e.g. to add data files. */
  afterBundling?: (inputDir: string, outputDir: string) => string[];
}

/**
 * Every Lambda of the service, with one set of defaults: Node 22 on ARM, X-Ray tracing, an
 * encrypted log group with retention, and the bundle settings of ../bundling.ts. Grants belong to
 * EndpointGroupFunction, which reads them from the registry entry, never here.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      encryptionKey: props.logKey,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.function = new NodejsFunction(this, 'Function', {
      entry: join(props.projectRoot, props.entry),
      handler: 'handler',
      projectRoot: props.projectRoot,
      depsLockFilePath: join(props.projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds),
      tracing: Tracing.ACTIVE,
      logGroup,
      description: props.description,
      environment: { ...BUNDLED_ENVIRONMENT, ...props.environment },
      bundling: {
        ...BUNDLING,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir, outputDir) => props.afterBundling?.(inputDir, outputDir) ?? [],
        },
      },
    });
  }
}
