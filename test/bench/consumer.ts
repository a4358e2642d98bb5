import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signUp as createAccount } from '../../functions/accounts/service.ts';
import {
  type CalibrationTable,
  calibratedTrust,
  fitCalibration,
} from '../../shared/consensus/calibration.ts';
import { CALIBRATION } from '../../shared/consensus/calibration-table.ts';
import { consensusPanel } from '../../shared/consensus/config.ts';
import { embeddedModels } from '../../shared/consensus/embedded.ts';
import type { ConsensusPanel } from '../../shared/consensus/engine.ts';
import { curatedEntries } from '../../shared/knowledge/corpus/index.ts';
import type { KnowledgeEntry } from '../../shared/knowledge/entry.ts';
import { readMedQuad } from '../../shared/knowledge/importers/medquad.ts';
import { buildIndex } from '../../shared/knowledge/index/build.ts';
import { serializeIndex } from '../../shared/knowledge/index/format.ts';
import { KnowledgeIndex } from '../../shared/knowledge/index/search.ts';
import { PROJECT_ROOT } from '../../tools/local/api.ts';
import { startTestApi, uniqueEmail } from '../support/local-api.ts';
import { type ConsumerQuestion, consumerDevPath, readConsumerDev, sharedDataDir } from './consumer-data.ts';
import {
  askQuality,
  GROUPS,
  type Judged,
  judgeAnswers,
  rankOf,
  SPLITS,
  searchQuality,
} from './consumer-eval.ts';
import { reliabilityPng } from './reliability-plot.ts';
import { ms, summarize, table } from './stats.ts';

/**
 * `npm run bench -- consumer`: real consumer questions (the development set read at run time from
 * ../shared/data/consumer-dev, never copied here) against MedQuAD imported at run time. Prints, per
 * split (training / held-out, fixed by a hash of the id) and for long and short questions, search
 * quality (MRR@10, R@1, R@10), /ask quality (first source good: one of the labelled pairs), the
 * calibrated trust score's AUROC and expected calibration error, the abstention rate and latency.
 *
 * CONSUMER_FIT=1 refits the trust calibration on the training split only and rewrites
 * shared/consensus/calibration-table.ts; RELIABILITY_PNG=1 redraws docs/reliability.png from the
 * held-out split. BENCH_MODELS (a CONSENSUS_MODELS-style JSON array) adds a run of /ask with that
 * panel, so a deployment can measure its own models.
 */

const progress = (message: string) =>
  process.stderr.write(`[consumer ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

const searchRows = (label: string, index: KnowledgeIndex, dev: readonly ConsumerQuestion[]) => {
  const ranked = dev.map((question) => ({ question, rank: rankOf(index, question) }));
  const rows: Array<[string, string]> = [];
  for (const split of SPLITS)
    for (const [group, keep] of GROUPS) {
      const q = searchQuality(ranked.filter((r) => r.question.split === split && keep(r.question)));
      rows.push([
        `${label}, ${split}, ${group} (n=${q.n})`,
        `MRR@10 ${q.mrr.toFixed(3)}  R@1 ${q.r1.toFixed(3)}  R@10 ${q.r10.toFixed(3)}`,
      ]);
    }
  return rows;
};

const askRows = (label: string, judged: readonly Judged[], table: CalibrationTable) => {
  const rows: Array<[string, string]> = [];
  for (const split of SPLITS)
    for (const [group, keep] of GROUPS) {
      const q = askQuality(
        judged.filter((j) => j.question.split === split && keep(j.question)),
        table,
      );
      rows.push([
        `${label}, ${split}, ${group} (n=${q.n})`,
        [
          `first source good ${q.firstSourceGood.toFixed(3)}`,
          `AUROC ${q.auroc.toFixed(3)}`,
          `ECE ${q.ece.toFixed(3)}`,
          `abstained ${q.abstained.toFixed(3)}`,
          `rule-led ${q.ruleLed}`,
          `answered ${q.answered.toFixed(3)} (good when answered ${q.goodWhenAnswered.toFixed(3)})`,
        ].join('  '),
      ]);
    }
  return rows;
};

/**
 * The abstention threshold, on the training split: the highest probability t such that, of the
 * training answers scored below t, at most 15 % were good (and at least five fall below it). Below
 * it the service would be withholding almost only answers that were wrong.
 */
const ABSTAIN_MAX_GOOD_SHARE = 0.15;

const chooseThreshold = (samples: ReadonlyArray<{ p: number; good: boolean }>): number => {
  const sorted = [...samples].sort((a, b) => a.p - b.p);
  let threshold = 0;
  let good = 0;
  sorted.forEach(({ p, good: isGood }, i) => {
    if (isGood) good += 1;
    const next = sorted[i + 1]?.p ?? 1;
    if (i + 1 >= 5 && good / (i + 1) <= ABSTAIN_MAX_GOOD_SHARE && next > p) threshold = (p + next) / 2;
  });
  return Math.round(threshold * 1000) / 1000;
};

const writeTable = (table: CalibrationTable): void => {
  const path = resolve(PROJECT_ROOT, 'shared/consensus/calibration-table.ts');
  const text = `import type { CalibrationTable } from './calibration.ts';

/**
 * The fitted calibration of the trust score (see calibration.ts): parameters only. Written by
 * \`CONSUMER_FIT=1 npm run bench -- consumer\` from the training split of the consumer-question
 * development set; never fitted on the held-out split.
 */
export const CALIBRATION: CalibrationTable = ${JSON.stringify(table, null, 2)
    .replace(/"(\w+)":/g, '$1:')
    .replace(/"/g, "'")};
`;
  writeFileSync(path, text);
  // The table is committed: leave it as the linter formats it, or `npm test` fails on the next run.
  execFileSync(resolve(PROJECT_ROOT, 'node_modules/.bin/biome'), ['format', '--write', path], {
    stdio: 'ignore',
  });
};

const latencyRows = async (
  index: KnowledgeIndex,
  medquadOnly: KnowledgeIndex,
  dev: readonly ConsumerQuestion[],
) => {
  const questions = dev.map((q) => q.question.slice(0, 500));
  for (const q of questions) medquadOnly.search(q, 10);
  const inProcess: number[] = [];
  for (let round = 0; round < 5; round += 1)
    for (const q of questions) {
      const started = performance.now();
      index.search(q, 10);
      inProcess.push(performance.now() - started);
    }
  const search = summarize(inProcess);

  const folder = mkdtempSync(join(tmpdir(), 'consumer-bench-'));
  const file = join(folder, 'index.hkix');
  writeFileSync(file, serializeIndex(index.data));
  const previous = process.env.KNOWLEDGE_INDEX;
  process.env.KNOWLEDGE_INDEX = file;
  const t = await startTestApi();
  try {
    const account = await createAccount({
      email: uniqueEmail('consumer-bench'),
      password: 'benchmark passphrase',
      tier: 'clinical',
    });
    const key = account.apiKey.key;
    const get = (q: string) =>
      t.http.get(`/api/v1/medical-knowledge/search?query=${encodeURIComponent(q)}&limit=10`, { key });
    await get(questions[0] ?? 'asthma');
    const http: number[] = [];
    for (const q of questions) {
      const started = performance.now();
      await get(q);
      http.push(performance.now() - started);
    }
    const ask: number[] = [];
    for (const q of questions.slice(0, 60)) {
      const started = performance.now();
      await t.http.post('/api/v1/ask', { key, json: { question: q } });
      ask.push(performance.now() - started);
    }
    const viaHttp = summarize(http);
    const viaAsk = summarize(ask);
    return [
      [
        `search in process, curated + MedQuAD (${index.size} entries), p50 / p99`,
        `${ms(search.p50)} / ${ms(search.p99)} over ${search.n} queries`,
      ],
      [
        'GET search through the local runtime, p50 / p99',
        `${ms(viaHttp.p50)} / ${ms(viaHttp.p99)} over ${viaHttp.n}`,
      ],
      [
        'POST /ask through the local runtime, embedded panel, p50 / p99',
        `${ms(viaAsk.p50)} / ${ms(viaAsk.p99)} over ${viaAsk.n}`,
      ],
    ] as Array<[string, string]>;
  } finally {
    await t.close();
    if (previous === undefined) delete process.env.KNOWLEDGE_INDEX;
    else process.env.KNOWLEDGE_INDEX = previous;
    rmSync(folder, { recursive: true, force: true });
  }
};

export const consumerBenchmark = async (): Promise<void> => {
  const dev = readConsumerDev();
  const medquadDir = resolve(sharedDataDir(), 'medquad');
  if (!dev || !existsSync(medquadDir)) {
    table('Consumer questions', [
      ['skipped', `needs ${consumerDevPath()} and ${medquadDir} (set SHARED_DATA_DIR)`],
    ]);
    return;
  }
  progress('reading MedQuAD and building the indexes');
  const pairs = readMedQuad(medquadDir);
  const medquad: KnowledgeEntry[] = pairs.map((pair) => pair.entry);
  const index = new KnowledgeIndex(buildIndex([...curatedEntries(), ...medquad]));
  const medquadOnly = new KnowledgeIndex(buildIndex(medquad));

  progress('search quality');
  const rows: Array<[string, string]> = [
    ...searchRows('curated + MedQuAD', index, dev),
    ...searchRows('MedQuAD only', medquadOnly, dev),
  ];
  const sample = pairs.filter((_, i) => i % 5 === 0);
  const own = searchQuality(
    sample.map((pair) => ({
      rank: rankOf(medquadOnly, { question: pair.question, relevant: [pair.entry.id] }),
    })),
  );
  rows.push([
    `MedQuAD's own questions, every 5th (n=${own.n}), MedQuAD only`,
    `MRR@10 ${own.mrr.toFixed(3)}  R@1 ${own.r1.toFixed(3)}  R@10 ${own.r10.toFixed(3)}`,
  ]);
  table('Consumer questions: search (one run)', rows);

  progress('/ask with the embedded panel');
  const panel: ConsensusPanel = { models: embeddedModels(index, 2_000), quorum: 2 };
  const judged = await judgeAnswers(index, panel, dev);
  let calibration = CALIBRATION;
  if (process.env.CONSUMER_FIT) {
    // Rule-led answers keep their own score (trust.ts), so they take no part in the fit.
    const train = judged.filter((j) => j.question.split === 'train' && j.basis === 'consensus');
    const fitted = fitCalibration(train.map(({ signals, good }) => ({ signals, good })));
    const provisional: CalibrationTable = {
      fittedOn: `consumer-dev training split (${train.length} questions), embedded panel, curated + MedQuAD`,
      ...fitted,
      abstainBelow: 0,
    };
    calibration = {
      ...provisional,
      abstainBelow: chooseThreshold(
        train.map((j) => ({ p: calibratedTrust(j.signals, provisional), good: j.good })),
      ),
    };
    writeTable(calibration);
    progress(
      `calibration refitted and written (abstain below ${calibration.abstainBelow}); rerun to measure it`,
    );
  }
  table(
    `Consumer questions: /ask, embedded panel (one run; abstain below ${calibration.abstainBelow})`,
    askRows('embedded', judged, calibration),
  );
  if (process.env.RELIABILITY_PNG) {
    const heldOut = judged.filter((j) => j.question.split === 'held-out' && j.basis === 'consensus');
    const png = reliabilityPng(
      heldOut.map((j) => ({ p: calibratedTrust(j.signals, calibration), good: j.good })),
    );
    writeFileSync(resolve(PROJECT_ROOT, 'docs/reliability.png'), png);
    progress('docs/reliability.png written from the held-out split');
  }

  const models = process.env.BENCH_MODELS;
  if (models) {
    progress('/ask with the panel of BENCH_MODELS');
    const benchPanel = consensusPanel(index, { ...process.env, CONSENSUS_MODELS: models });
    const withModels = await judgeAnswers(index, benchPanel, dev);
    table(
      'Consumer questions: /ask, BENCH_MODELS panel (one run)',
      askRows('BENCH_MODELS', withModels, calibration),
    );
  }

  progress('latency');
  table('Consumer questions: latency (one run)', await latencyRows(index, medquadOnly, dev));
};
