import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { ENDPOINT_GROUPS, SUPPORT_FUNCTIONS } from '../../functions/registry.ts';
import { esbuildOptions, ucumBundleCommand } from '../../infra/bundling.ts';
import { sideBundleCommand } from '../../infra/side-bundles.ts';
import {
  BEDROCK_RUNTIME_FILE,
  BEDROCK_RUNTIME_SOURCE,
  DICOM_PARSER_FILE,
  DICOM_PARSER_SOURCE,
  DRUG_CATALOG_FILE,
  drugCatalogBuildCommand,
  FOOD_TABLE_SOURCE,
  ICD10CM_FILE,
  ICD10CM_PHRASES_FILE,
  ICD10CM_SOURCE,
  INDEX_FILE,
  INTERACTION_RULES_SOURCE,
  INTERACTIONS_FILE,
  icd10cmPhrasesBuildCommand,
  knowledgeDir,
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
import { firstRequestCpuMs, firstRequestEvent, startBenchStore } from './first-request.ts';

const run = promisify(execFile);
const projectRoot = resolve(import.meta.dirname, '../..');

/** Every deployed function, plus the yardstick every figure is divided by. */
const BARE = 'bare middy + valibot + lib-dynamodb';
const functionEntries = (
  files: DataFiles,
): Array<{ name: string; entry: string; env: Record<string, string>; besideBundle?: string[] }> => [
  { name: BARE, entry: 'test/bench/fixtures/bare-handler.ts', env: {} },
  ...ENDPOINT_GROUPS.map((group) => ({
    name: group.group,
    entry: group.entry,
    // The data files the deployment ships with the function, where their loading is part of init.
    env: {
      ...(group.knowledgeIndex ? { KNOWLEDGE_INDEX: files.index } : {}),
      ...(group.interactionTable && files.interactions ? { INTERACTIONS_FILE: files.interactions } : {}),
      ...(group.icd10cmTable ? { ICD10CM_FILE: files.icd10cm } : {}),
      ...(group.ucumUnits ? { UCUM_FILE: files.ucum } : {}),
      ...(group.ndfRtTable ? { NDF_RT_FILE: join(projectRoot, NDF_RT_SOURCE) } : {}),
      ...(group.interactionRules
        ? { INTERACTION_RULES_FILE: join(projectRoot, INTERACTION_RULES_SOURCE) }
        : {}),
      ...(group.foodTable ? { FOOD_TABLE_FILE: join(projectRoot, FOOD_TABLE_SOURCE) } : {}),
    },
    // Files the deployment puts beside the bundle, where the bundle looks for them.
    besideBundle: [
      ...(group.redFlagRules ? [files.redFlags] : []),
      ...(group.drugCatalog ? [files.drugCatalog] : []),
      ...(group.labCatalog ? [files.labCatalog] : []),
      ...(group.workflowEngine ? [files.workflowEngine, files.lambdaClient] : []),
      ...(group.bedrockRuntime ? [files.bedrockRuntime] : []),
      ...(group.imagingBucket ? [files.s3Client, files.dicomParser] : []),
    ],
  })),
  ...SUPPORT_FUNCTIONS.map((fn) => ({ name: fn.name, entry: fn.entry, env: {} })),
];

interface DataFiles {
  index: string;
  icd10cm: string;
  ucum: string;
  redFlags: string;
  drugCatalog: string;
  labCatalog: string;
  workflowEngine: string;
  lambdaClient: string;
  bedrockRuntime: string;
  s3Client: string;
  dicomParser: string;
  interactions?: string;
}

/** The knowledge index and UCUM as the deployment builds them (the same commands as the CDK construct's). */
const dataFiles = async (dir: string): Promise<DataFiles> => {
  const index = join(dir, INDEX_FILE);
  await run(join(projectRoot, 'node_modules/.bin/tsx'), ['tools/cli/kb.ts', 'build', '--out', index], {
    cwd: projectRoot,
    timeout: 600_000,
  });
  const ucum = join(dir, UCUM_FILE);
  await run('sh', ['-c', ucumBundleCommand(projectRoot, ucum)], { cwd: projectRoot, timeout: 120_000 });
  const redFlags = join(dir, RED_FLAGS_FILE);
  await run('sh', ['-c', redFlagsBuildCommand(projectRoot, redFlags)], {
    cwd: projectRoot,
    timeout: 120_000,
  });
  const drugCatalog = join(dir, DRUG_CATALOG_FILE);
  await run('sh', ['-c', drugCatalogBuildCommand(projectRoot, drugCatalog)], {
    cwd: projectRoot,
    timeout: 120_000,
  });
  const labCatalog = join(dir, LAB_CATALOG_FILE);
  await run('sh', ['-c', labCatalogBuildCommand(projectRoot, labCatalog)], {
    cwd: projectRoot,
    timeout: 120_000,
  });
  const workflowEngine = join(dir, WORKFLOW_ENGINE_FILE);
  await run('sh', ['-c', sideBundleCommand(projectRoot, WORKFLOW_ENGINE_SOURCE, workflowEngine)], {
    cwd: projectRoot,
    timeout: 120_000,
  });
  const lambdaClient = join(dir, LAMBDA_CLIENT_FILE);
  await run('sh', ['-c', sideBundleCommand(projectRoot, LAMBDA_CLIENT_SOURCE, lambdaClient)], {
    cwd: projectRoot,
    timeout: 120_000,
  });
  const bedrockRuntime = join(dir, BEDROCK_RUNTIME_FILE);
  await run('sh', ['-c', sideBundleCommand(projectRoot, BEDROCK_RUNTIME_SOURCE, bedrockRuntime)], {
    cwd: projectRoot,
    timeout: 120_000,
  });
  const s3Client = join(dir, S3_CLIENT_FILE);
  await run('sh', ['-c', sideBundleCommand(projectRoot, S3_CLIENT_SOURCE, s3Client)], {
    cwd: projectRoot,
    timeout: 120_000,
  });
  const dicomParser = join(dir, DICOM_PARSER_FILE);
  await run('sh', ['-c', sideBundleCommand(projectRoot, DICOM_PARSER_SOURCE, dicomParser)], {
    cwd: projectRoot,
    timeout: 120_000,
  });
  // The code set with its phrase stems beside it, as the construct ships them.
  const icd10cm = join(dir, ICD10CM_FILE);
  copyFileSync(join(projectRoot, ICD10CM_SOURCE), icd10cm);
  await run('sh', ['-c', icd10cmPhrasesBuildCommand(projectRoot, icd10cm, join(dir, ICD10CM_PHRASES_FILE))], {
    cwd: projectRoot,
    timeout: 120_000,
  });
  const interactions = join(knowledgeDir(projectRoot), INTERACTIONS_FILE);
  return {
    icd10cm,
    index,
    ucum,
    redFlags,
    drugCatalog,
    labCatalog,
    workflowEngine,
    lambdaClient,
    bedrockRuntime,
    s3Client,
    dicomParser,
    ...(existsSync(interactions) ? { interactions } : {}),
  };
};

/** Goals of issues #12 and #19: import CPU and bundle size against the bare function's. */
const GOALS = { importRatio: 1.3, sizeRatio: 1.5, sizeKb: 300 };

/**
 * What Lambda's init does with a bundle, and no more: a fresh Node process imports it. CPU time
 * (user + system) is what is reported, since wall time on a shared machine mostly measures the
 * neighbours. The environment is Lambda's shape with dummy values, and nothing of this process's.
 */
const IMPORT_SCRIPT = [
  'const started = process.cpuUsage();',
  'await import(process.argv[1]);',
  'const used = process.cpuUsage(started);',
  'process.stdout.write(JSON.stringify({ cpuMs: (used.user + used.system) / 1000 }));',
].join('');

const LAMBDA_ENV = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
  TABLE_NAME: 'bench',
  LOG_LEVEL: 'silent',
};

const importCpuMs = async (
  file: string,
  sourceMaps: boolean,
  env: Record<string, string>,
): Promise<number> => {
  const args = [...(sourceMaps ? ['--enable-source-maps'] : []), '--input-type=module', '-e', IMPORT_SCRIPT];
  const { stdout } = await run(process.execPath, [...args, pathToFileURL(file).href], {
    env: { ...LAMBDA_ENV, ...env },
    cwd: tmpdir(),
    timeout: 60_000,
  });
  return (JSON.parse(stdout) as { cpuMs: number }).cpuMs;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const shuffled = <T>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

interface Measured {
  name: string;
  env: Record<string, string>;
  kb: number;
  mapKb: number;
  plain: number[];
  mapped: number[];
  /** The first request of the heaviest route, when the function has one: import and request CPU. */
  event: unknown;
  first: number[];
  statuses: Set<number | undefined>;
}

/**
 * Bundles every function as the CDK does (infra/bundling.ts) and times importing each in a fresh
 * process, in rounds: each round imports the bare function and every deployed one, in a new random
 * order, with and without source maps, and each function's ratio is the median over rounds of its
 * time over the bare function's time in the same round (so load that comes and goes cancels out).
 * Sets process.exitCode when a goal is missed; never fails a test.
 */
export const coldStartBenchmark = async (): Promise<void> => {
  const rounds = Math.max(3, Number(process.env.BENCH_COLD_ROUNDS) || 11);
  const only = process.env.BENCH_COLD_ONLY?.split(',');
  const dir = mkdtempSync(join(tmpdir(), 'hcs-cold-'));
  const load = [loadavg()];
  const store = await startBenchStore(LAMBDA_ENV.TABLE_NAME);
  try {
    const files = await dataFiles(dir);
    const entries = functionEntries(files).filter(
      (entry) => !only || entry.name === BARE || only.includes(entry.name),
    );
    const built: Measured[] = [];
    for (const [index, { name, entry, env, besideBundle = [] }] of entries.entries()) {
      const outfile = join(dir, String(index), 'index.mjs');
      await build(esbuildOptions(projectRoot, entry, outfile));
      for (const file of besideBundle) copyFileSync(file, join(dir, String(index), basename(file)));
      built.push({
        name,
        env,
        kb: statSync(outfile).size / 1024,
        mapKb: statSync(`${outfile}.map`).size / 1024,
        plain: [],
        mapped: [],
        event: firstRequestEvent(name === BARE ? undefined : name),
        first: [],
        statuses: new Set(),
      });
    }
    const fileOf = (measured: Measured): string => join(dir, String(built.indexOf(measured)), 'index.mjs');
    // One unrecorded import of each warms the file cache, as on a Lambda host that has the bundle.
    for (const measured of built) await importCpuMs(fileOf(measured), false, measured.env);
    for (let round = 0; round < rounds; round += 1) {
      for (const measured of shuffled(built)) {
        measured.plain.push(await importCpuMs(fileOf(measured), false, measured.env));
        measured.mapped.push(await importCpuMs(fileOf(measured), true, measured.env));
        if (measured.event !== undefined) {
          const { cpuMs, status } = await firstRequestCpuMs(fileOf(measured), measured.event, {
            ...LAMBDA_ENV,
            ...store.env,
            ...measured.env,
          });
          measured.first.push(cpuMs);
          measured.statuses.add(status);
        }
      }
      load.push(loadavg());
    }

    const bare = built[0] as Measured;
    const ratios = (measured: Measured, key: 'plain' | 'mapped' | 'first'): number =>
      median(measured[key].map((value, round) => value / (bare[key][round] ?? Number.NaN)));
    const rows = built.map((measured) => ({
      measured,
      plainRatio: ratios(measured, 'plain'),
      mappedRatio: ratios(measured, 'mapped'),
      sizeRatio: measured.kb / bare.kb,
    }));
    const missed = rows.filter(
      (row) =>
        row.plainRatio > GOALS.importRatio ||
        row.mappedRatio > GOALS.importRatio ||
        row.sizeRatio > GOALS.sizeRatio,
    );

    const head = [
      'function',
      'bundle KB',
      '+map KB',
      'size ×bare',
      'import CPU ms',
      '×bare',
      'with maps ms',
      '×bare',
      '+1st request ms',
      '×bare',
      'status',
    ];
    const lines = rows.map(({ measured, plainRatio, mappedRatio, sizeRatio }) => [
      measured.name,
      measured.kb.toFixed(0),
      measured.mapKb.toFixed(0),
      sizeRatio.toFixed(2),
      median(measured.plain).toFixed(1),
      plainRatio.toFixed(2),
      median(measured.mapped).toFixed(1),
      mappedRatio.toFixed(2),
      measured.first.length > 0 ? median(measured.first).toFixed(1) : '-',
      measured.first.length > 0 ? ratios(measured, 'first').toFixed(2) : '-',
      [...measured.statuses].join('/') || '-',
    ]);
    const widths = head.map((label, column) =>
      Math.max(label.length, ...lines.map((line) => line[column]?.length ?? 0)),
    );
    const format = (cells: string[]): string =>
      cells
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ');
    const title = `Cold start: import of each bundled function, CPU median of ${rounds} paired rounds`;
    const loads = load.map((avg) => avg[0] ?? 0);
    process.stdout.write(
      [
        '',
        title,
        '-'.repeat(title.length),
        format(head),
        ...lines.map(format),
        `goals: import ≤ ${GOALS.importRatio}× bare (with and without source maps), bundle ≤ ${GOALS.sizeRatio}× bare (#19) and ≤ ${GOALS.sizeKb} KB (#12)`,
        `over ${GOALS.sizeKb} KB: ${
          rows
            .filter((row) => row.measured.kb > GOALS.sizeKb)
            .map((row) => row.measured.name)
            .join(', ') || 'none'
        }`,
        'import + 1st request: a fresh process imports the bundle and answers its heaviest route once (the bare function: one GetItem); the time a caller of that route waits at a cold start',
        `missing a #19 goal: ${missed.map((row) => row.measured.name).join(', ') || 'none'}`,
        `1-minute load average during the run: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} (${process.execPath.includes('node') ? process.version : ''}, 2 cores shared)`,
        '',
      ].join('\n'),
    );
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
