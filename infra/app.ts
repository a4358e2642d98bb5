import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { DEFAULT_MODELS, parseModelSpecs } from '../shared/consensus/config.ts';
import { retentionDays as retention } from '../shared/retention.ts';
import { ENVIRONMENTS, HealthApiStack } from './stack.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));

/** CDK context names for the research group's upstreams, and the variables they become. */
const RESEARCH_CONTEXT: ReadonlyArray<readonly [string, string]> = [
  ['ncbiEmail', 'NCBI_EMAIL'],
  ['ncbiApiKey', 'NCBI_API_KEY'],
  ['literatureBaseUrl', 'LITERATURE_BASE_URL'],
  ['trialsBaseUrl', 'TRIALS_BASE_URL'],
  ['europePmcBaseUrl', 'EUROPE_PMC_BASE_URL'],
];

/** One stack per environment: `cdk deploy -c env=dev` or `-c env=prod`. */
export const buildApp = (app = new App()): { app: App; stack: HealthApiStack } => {
  const envName = String(app.node.tryGetContext('env') ?? 'dev');
  const settings = ENVIRONMENTS[envName];
  if (!settings)
    throw new Error(`Unknown environment "${envName}"; use one of ${Object.keys(ENVIRONMENTS).join(', ')}`);
  const version = (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
  const context = (name: string): string | undefined => {
    const value = app.node.tryGetContext(name);
    return value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);
  };
  const consensus = {
    models: context('consensusModels') ?? DEFAULT_MODELS,
    quorum: context('consensusQuorum'),
  };
  // Checked here so that a bad setting fails `cdk synth`, not the first request after a deployment.
  parseModelSpecs(consensus.models);
  const retentionDays = retention(
    context('retentionDays') ?? String(settings.recordRetentionDays),
    'retentionDays',
  );
  const stack = new HealthApiStack(app, `HealthAiConsensus-${settings.name}`, {
    settings,
    consensus,
    retentionDays,
    billingSecretName: context('billingSecretName'),
    portalDir: context('portalDir'),
    research: Object.fromEntries(
      RESEARCH_CONTEXT.flatMap(([name, variable]) => {
        const value = context(name);
        return value ? [[variable, value]] : [];
      }),
    ),
    projectRoot,
    version,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    description: `Health AI Consensus Service (${settings.name})`,
  });
  Tags.of(stack).add('service', 'health-ai-consensus');
  Tags.of(stack).add('environment', settings.name);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
  return { app, stack };
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildApp().app.synth();
}
