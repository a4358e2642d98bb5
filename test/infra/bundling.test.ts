import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT_GROUPS, SUPPORT_FUNCTIONS } from '../../functions/registry.ts';
import { esbuildOptions, ucumBundleCommand } from '../../infra/bundling.ts';
import { sideBundleCommand } from '../../infra/side-bundles.ts';
import { defaultProvider } from '../../shared/aws/lambda-credentials.ts';
import {
  BEDROCK_RUNTIME_FILE,
  BEDROCK_RUNTIME_SOURCE,
  DICOM_PARSER_FILE,
  DICOM_PARSER_SOURCE,
  DRUG_CATALOG_FILE,
  drugCatalogBuildCommand,
  FOOD_TABLE_SOURCE,
  INTERACTION_RULES_SOURCE,
  LAB_CATALOG_FILE,
  LAMBDA_CLIENT_FILE,
  LAMBDA_CLIENT_SOURCE,
  labCatalogBuildCommand,
  NDF_RT_SOURCE,
  RED_FLAGS_FILE,
  redFlagsBuildCommand,
  S3_CLIENT_FILE,
  S3_CLIENT_SOURCE,
  UCUM_FILE,
  WORKFLOW_ENGINE_FILE,
  WORKFLOW_ENGINE_SOURCE,
} from '../../shared/data-files.ts';
import { requiredLiterals } from '../../shared/text/required-literals.ts';
import { startFakeBedrock } from '../support/fake-bedrock.ts';
import { probe as bedrockFromSource } from './fixtures/bedrock-probe.ts';
import { probe as dicomFromSource } from './fixtures/dicom-probe.ts';
import { probe as lambdaFromSource } from './fixtures/lambda-probe.ts';
import { probe as redFlagsFromSource } from './fixtures/red-flags-probe.ts';
import { probe as s3FromSource } from './fixtures/s3-probe.ts';
import { probe as probeFromSource } from './fixtures/tables-probe.ts';
import { probe as workflowFromSource } from './fixtures/workflow-probe.ts';

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

describe('tables loaded on first use', () => {
  it('stay out of the bundle, and the bundle answers from the shipped files as the source does', async () => {
    const outfile = join(dir, 'tables', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'test/infra/fixtures/tables-probe.ts', outfile),
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.includes('shared/clinical/units.ts'))).toBe(true);
    expect(inputs.filter((path) => /ucum-lhc|(drugs|labs)\/(rules|catalog)\.ts/.test(path))).toEqual([]);
    // Of the data folders only the release name and counts are code (shared/nutrition/data/sr26.ts).
    const output = Object.values(result.metafile.outputs).find((out) => out.entryPoint);
    const dataBytes = Object.entries(output?.inputs ?? {})
      .filter(([path]) => /\/data\//.test(path))
      .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
    expect(dataBytes).toBeLessThan(1024);

    // The files as the CDK construct ships them: UCUM bundled by the same command, the tables copied.
    const ucum = join(dir, 'tables', UCUM_FILE);
    execFileSync('sh', ['-c', ucumBundleCommand(root, ucum)], { cwd: root });
    execFileSync('sh', ['-c', drugCatalogBuildCommand(root, join(dir, 'tables', DRUG_CATALOG_FILE))], {
      cwd: root,
    });
    execFileSync('sh', ['-c', labCatalogBuildCommand(root, join(dir, 'tables', LAB_CATALOG_FILE))], {
      cwd: root,
    });
    vi.stubEnv('UCUM_FILE', ucum);
    vi.stubEnv('NDF_RT_FILE', join(root, NDF_RT_SOURCE));
    vi.stubEnv('INTERACTION_RULES_FILE', join(root, INTERACTION_RULES_SOURCE));
    vi.stubEnv('FOOD_TABLE_FILE', join(root, FOOD_TABLE_SOURCE));
    const { probe } = (await import(pathToFileURL(outfile).href)) as { probe: typeof probeFromSource };
    const bundled = probe();
    vi.unstubAllEnvs();
    const source = probeFromSource();
    expect(bundled).toEqual(source);
    expect(source.glucose).toBeCloseTo(5.55, 2);
    expect(source.interactions.length).toBeGreaterThan(2500);
    expect(source.foods).toHaveLength(8463);
  }, 120_000);

  it('include the red-flag rules as the JSON written beside the bundle, equal to the modules', async () => {
    const outfile = join(dir, 'red-flags', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'test/infra/fixtures/red-flags-probe.ts', outfile),
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('shared/clinical/red-flags/tables.ts');
    // The advice wording the numeric flags share (rules/common.ts) is code; the tables are not.
    expect(inputs.filter((path) => /red-flags\/(findings\.ts|rules\/(?!common\.ts))/.test(path))).toEqual([]);
    execFileSync('sh', ['-c', redFlagsBuildCommand(root, join(dir, 'red-flags', RED_FLAGS_FILE))], {
      cwd: root,
    });
    const texts = [
      'crushing chest pain spreading to my left arm and sweating',
      'no chest pain, but a purple rash that does not fade and a stiff neck',
      'my 3 year old has a fever of 39.5 and is floppy',
      'took 8 paracetamol an hour ago',
      'sudden worst headache of my life, 34 weeks pregnant',
      'my arm went weak for 10 minutes 2 weeks ago, fine since',
      'sats 91% and blood sugar 620 with vomiting',
      'a mild cough for two days',
    ];
    const { probe } = (await import(pathToFileURL(outfile).href)) as { probe: typeof redFlagsFromSource };
    const bundled = probe(texts);
    const source = redFlagsFromSource(texts);
    expect(bundled).toEqual(source);
    expect(Object.keys(bundled.tables.findings)).toEqual(Object.keys(source.tables.findings));
    expect(bundled.flags.filter((flags) => flags.length > 0).length).toBeGreaterThan(5);
    // Each pattern carries the strings the screening filters on, as read from its own source.
    const written = JSON.parse(readFileSync(join(dir, 'red-flags', RED_FLAGS_FILE), 'utf8')) as {
      findings: Record<string, { patterns: [string, string, string[] | null][] }>;
    };
    const patterns = Object.values(written.findings).flatMap((def) => def.patterns);
    expect(patterns.filter(([, , literals]) => literals !== null).length).toBeGreaterThan(900);
    for (const [source, flags, literals] of patterns)
      expect(literals).toEqual(requiredLiterals(new RegExp(source, flags)) ?? null);
  }, 120_000);

  it('leave the Step Functions emulator to a file of its own, which answers as the packages do', async () => {
    const outfile = join(dir, 'workflow', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'test/infra/fixtures/workflow-probe.ts', outfile),
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('shared/orchestration/workflow-engine.ts');
    expect(
      inputs.filter((path) => /aws-local-stepfunctions|asl-validator|jsonata|\/ajv\//.test(path)),
    ).toEqual([]);
    const engine = join(dir, 'workflow', WORKFLOW_ENGINE_FILE);
    execFileSync('sh', ['-c', sideBundleCommand(root, WORKFLOW_ENGINE_SOURCE, engine)], { cwd: root });
    const { probe } = (await import(pathToFileURL(outfile).href)) as { probe: typeof workflowFromSource };
    const bundled = await probe();
    expect(bundled).toEqual(await workflowFromSource());
    expect(bundled).toMatchObject({ valid: true, big: { size: 'big 2' } });
  }, 120_000);

  it('leave the Bedrock client to a file of its own, which calls the model as the package does', async () => {
    const outfile = join(dir, 'bedrock', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'test/infra/fixtures/bedrock-probe.ts', outfile),
      metafile: true,
    });
    expect(
      Object.keys(result.metafile.inputs).filter((path) => path.includes('client-bedrock-runtime')),
    ).toEqual([]);
    const client = join(dir, 'bedrock', BEDROCK_RUNTIME_FILE);
    execFileSync('sh', ['-c', sideBundleCommand(root, BEDROCK_RUNTIME_SOURCE, client)], { cwd: root });
    const bedrock = await startFakeBedrock();
    try {
      bedrock.script('probe-model', { text: 'Hello.' });
      const { probe } = (await import(pathToFileURL(outfile).href)) as { probe: typeof bedrockFromSource };
      expect(await probe(bedrock.endpoint)).toBe('Hello.');
      const bundled = bedrock.requests.at(-1);
      expect(await bedrockFromSource(bedrock.endpoint)).toBe('Hello.');
      const source = bedrock.requests.at(-1);
      expect(bundled?.body).toEqual(source?.body);
      expect(String(bundled?.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 /);
    } finally {
      await bedrock.close();
    }
  }, 120_000);

  it('leave the S3 client to a file of its own, which presigns as the package does', async () => {
    const outfile = join(dir, 's3', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'test/infra/fixtures/s3-probe.ts', outfile),
      metafile: true,
    });
    expect(
      Object.keys(result.metafile.inputs).filter((path) => /client-s3|s3-request-presigner/.test(path)),
    ).toEqual([]);
    execFileSync('sh', ['-c', sideBundleCommand(root, S3_CLIENT_SOURCE, join(dir, 's3', S3_CLIENT_FILE))], {
      cwd: root,
    });
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDPROBE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'probe-secret');
    const { probe } = (await import(pathToFileURL(outfile).href)) as { probe: typeof s3FromSource };
    const bundled = await probe();
    expect(bundled).toEqual(await s3FromSource());
    expect(bundled).toMatchObject({ credential: 'AKIDPROBE', hasSignature: true });
  }, 120_000);

  it('leave dicom-parser to a file of its own, which reads a study as the package does', async () => {
    const outfile = join(dir, 'dicom', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'test/infra/fixtures/dicom-probe.ts', outfile),
      metafile: true,
    });
    expect(Object.keys(result.metafile.inputs).filter((path) => path.includes('dicom-parser'))).toEqual([]);
    execFileSync(
      'sh',
      ['-c', sideBundleCommand(root, DICOM_PARSER_SOURCE, join(dir, 'dicom', DICOM_PARSER_FILE))],
      {
        cwd: root,
      },
    );
    const { probe } = (await import(pathToFileURL(outfile).href)) as { probe: typeof dicomFromSource };
    const bundled = probe();
    expect(bundled).toEqual(dicomFromSource());
    expect(bundled.study).toMatchObject({ modality: expect.any(String) });
  }, 120_000);

  it('leave the Lambda client to a file of its own, which invokes as the package does', async () => {
    const outfile = join(dir, 'lambda', 'index.mjs');
    const result = await build({
      ...esbuildOptions(root, 'test/infra/fixtures/lambda-probe.ts', outfile),
      metafile: true,
    });
    expect(Object.keys(result.metafile.inputs).filter((path) => path.includes('client-lambda'))).toEqual([]);
    execFileSync(
      'sh',
      ['-c', sideBundleCommand(root, LAMBDA_CLIENT_SOURCE, join(dir, 'lambda', LAMBDA_CLIENT_FILE))],
      {
        cwd: root,
      },
    );
    const seen: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push(`${request.method} ${request.url} ${body}`);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(`{"echo":${body}}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { probe } = (await import(pathToFileURL(outfile).href)) as { probe: typeof lambdaFromSource };
      const bundled = await probe(endpoint);
      expect(bundled).toEqual(await lambdaFromSource(endpoint));
      expect(bundled).toEqual({ status: 200, payload: '{"echo":{"ping":1}}' });
      expect(seen[0]).toBe(seen[1]);
      expect(seen[0]).toContain('/functions/probe-fn/invocations');
    } finally {
      server.close();
    }
  }, 120_000);

  // A group that reaches a lazily loaded table without its flag would fail on its first request.
  it('ship with every function that reaches them, and only those', async () => {
    const reaches = async (entry: string) => {
      const { metafile } = await build({
        ...esbuildOptions(root, entry, join(dir, 'reach', 'index.mjs')),
        write: false,
        minify: false,
        sourcemap: false,
        metafile: true,
      });
      const inputs = Object.keys(metafile.inputs);
      // The curated corpus is for building an index from source only; no bundle carries it.
      expect(inputs.filter((path) => path.startsWith('shared/knowledge/corpus/'))).toEqual([]);
      return {
        knowledgeIndex: inputs.includes('shared/knowledge/store.ts'),
        ucumUnits: inputs.includes('shared/clinical/units.ts'),
        ndfRtTable: inputs.includes('shared/clinical/drugs/checker.ts'),
        interactionRules: inputs.includes('shared/clinical/drugs/checker.ts'),
        foodTable: inputs.includes('shared/nutrition/foods.ts'),
        redFlagRules: inputs.includes('shared/clinical/red-flags/tables.ts'),
        drugCatalog: inputs.includes('shared/clinical/drugs/catalog-table.ts'),
        labCatalog: inputs.includes('shared/clinical/labs/catalog-table.ts'),
        workflowEngine: inputs.includes('shared/orchestration/workflow-engine.ts'),
        bedrockRuntime: inputs.includes('shared/consensus/providers/chat.ts'),
        s3Client: inputs.includes('shared/imaging/storage.ts'),
        dicomParser: inputs.includes('shared/imaging/dicom.ts'),
        lambdaClient: inputs.includes('functions/orchestration/steps.ts'),
      };
    };
    for (const spec of [...ENDPOINT_GROUPS, ...SUPPORT_FUNCTIONS]) {
      const flags = 'group' in spec ? spec : {};
      expect({ entry: spec.entry, ...(await reaches(spec.entry)) }).toEqual({
        entry: spec.entry,
        knowledgeIndex: 'knowledgeIndex' in flags && flags.knowledgeIndex === true,
        ucumUnits: 'ucumUnits' in flags && flags.ucumUnits === true,
        ndfRtTable: 'ndfRtTable' in flags && flags.ndfRtTable === true,
        interactionRules: 'interactionRules' in flags && flags.interactionRules === true,
        foodTable: 'foodTable' in flags && flags.foodTable === true,
        redFlagRules: 'redFlagRules' in flags && flags.redFlagRules === true,
        drugCatalog: 'drugCatalog' in flags && flags.drugCatalog === true,
        labCatalog: 'labCatalog' in flags && flags.labCatalog === true,
        workflowEngine: 'workflowEngine' in flags && flags.workflowEngine === true,
        bedrockRuntime: 'bedrockRuntime' in flags && flags.bedrockRuntime === true,
        s3Client: 'imagingBucket' in flags && flags.imagingBucket === true,
        dicomParser: 'imagingBucket' in flags && flags.imagingBucket === true,
        lambdaClient: 'workflowEngine' in flags && flags.workflowEngine === true,
      });
    }
  }, 300_000);
});
