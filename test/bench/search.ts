import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import MiniSearch from 'minisearch';
import { curatedEntries } from '../../shared/knowledge/corpus/index.ts';
import type { KnowledgeEntry } from '../../shared/knowledge/entry.ts';
import { type MedQuadPair, readMedQuad } from '../../shared/knowledge/importers/medquad.ts';
import { buildIndex } from '../../shared/knowledge/index/build.ts';
import { deserializeIndex, openIndexFile, serializeIndex } from '../../shared/knowledge/index/format.ts';
import { KnowledgeIndex } from '../../shared/knowledge/index/search.ts';
import { PROJECT_ROOT } from '../../tools/local/api.ts';
import { CONSUMER_QUESTIONS } from './consumer-questions.ts';
import { indexLoad } from './index-load.ts';
import { ms, summarize, table } from './stats.ts';

interface Engine {
  name: string;
  search: (query: string, k: number) => string[];
}

interface Quality {
  recallAt1: number;
  recallAt10: number;
  mrrAt10: number;
}

const medquadDir = (): string =>
  resolve(PROJECT_ROOT, process.env.SHARED_DATA_DIR ?? '../shared/data', 'medquad');

const ours = (entries: readonly KnowledgeEntry[]) => {
  const index = new KnowledgeIndex(buildIndex(entries));
  return {
    name: 'ours (BM25F+)',
    search: (q: string, k: number) => index.search(q, k).hits.map((h) => h.document.id),
  };
};

const MINI_OPTIONS = { fields: ['title', 'focus', 'body'], storeFields: ['id'] };

/** MiniSearch with its defaults (BM25, OR of terms) over the same fields we index. */
const miniSearch = (entries: readonly KnowledgeEntry[]) => {
  const engine = new MiniSearch<{ id: string }>(MINI_OPTIONS);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  engine.addAll(
    [...byId.values()].map((entry) => ({
      id: entry.id,
      title: entry.title,
      focus: [entry.focus ?? '', ...(entry.synonyms ?? []), ...entry.topics].join(' '),
      body: entry.body,
    })),
  );
  return {
    name: 'MiniSearch (default BM25)',
    engine,
    search: (q: string, k: number) =>
      engine
        .search(q)
        .slice(0, k)
        .map((h) => String(h.id)),
  };
};

const quality = (
  engine: Engine,
  cases: ReadonlyArray<{ query: string; relevant: readonly string[] }>,
): Quality => {
  let r1 = 0;
  let r10 = 0;
  let mrr = 0;
  for (const { query, relevant } of cases) {
    const ranked = engine.search(query, 10);
    const rank = ranked.findIndex((id) => relevant.includes(id));
    if (rank === 0) r1 += 1;
    if (rank >= 0) {
      r10 += 1;
      mrr += 1 / (rank + 1);
    }
  }
  const n = Math.max(1, cases.length);
  return { recallAt1: r1 / n, recallAt10: r10 / n, mrrAt10: mrr / n };
};

const qualityRows = (label: string, a: Quality, b: Quality): Array<[string, string]> => [
  [`${label} Recall@1`, `${a.recallAt1.toFixed(3)} vs ${b.recallAt1.toFixed(3)}`],
  [`${label} Recall@10`, `${a.recallAt10.toFixed(3)} vs ${b.recallAt10.toFixed(3)}`],
  [`${label} MRR@10`, `${a.mrrAt10.toFixed(3)} vs ${b.mrrAt10.toFixed(3)}`],
];

/** Needs --expose-gc (the bench script sets it through NODE_OPTIONS); without it figures are noisy. */
const heapMb = (): number => {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1_048_576;
};

/** Entries shaped like MedQuAD's, recombined from its answers' sentences to reach a larger size. */
const synthesize = (base: readonly KnowledgeEntry[], size: number): KnowledgeEntry[] => {
  const sentences = base.flatMap((entry) => entry.body.split(/(?<=\.)\s+/)).filter((s) => s.length > 20);
  const out = [...base];
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  for (let i = out.length; i < size; i += 1) {
    const template = base[next() % base.length] as KnowledgeEntry;
    const body = Array.from({ length: 6 }, () => sentences[next() % sentences.length]).join(' ');
    out.push({ ...template, id: `synthetic_${i}`, body, snippet: body.slice(0, 200) });
  }
  return out;
};

const speed = async (
  label: string,
  entries: readonly KnowledgeEntry[],
  queries: readonly string[],
  miniSearchQueries: number,
) => {
  let started = performance.now();
  let data: ReturnType<typeof buildIndex> | undefined = buildIndex(entries);
  const buildMs = performance.now() - started;
  const file = serializeIndex(data);
  data = undefined;
  // The loaded index is views over the file buffer plus the vocabulary and scratch arrays.
  const before = heapMb();
  started = performance.now();
  const index = new KnowledgeIndex(deserializeIndex(file));
  const loadMs = performance.now() - started;
  // Never below the file itself, which the loaded views keep alive.
  const memory = Math.max(0, heapMb() - before) + file.length / 1_048_576;
  const latencies = queries.map((query) => {
    const t = performance.now();
    index.search(query, 10);
    return performance.now() - t;
  });
  const ourLatency = summarize(latencies);
  // As the service reads it: the file opened, each term's postings read on the first query that needs them.
  const dir = mkdtempSync(join(tmpdir(), 'hkix-speed-'));
  const [openFirst, openAgain] = (() => {
    try {
      const path = join(dir, 'index.hkix');
      writeFileSync(path, file);
      const opened = new KnowledgeIndex(openIndexFile(path));
      const pass = () =>
        summarize(
          queries.map((query) => {
            const t = performance.now();
            opened.search(query, 10);
            return performance.now() - t;
          }),
        );
      return [pass(), pass()];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();

  const baseline =
    process.env.BENCH_SEARCH === 'speed' ? undefined : miniSearchSpeed(entries, queries, miniSearchQueries);
  const cold = await indexLoad(file);
  return [
    [`${label}: documents`, String(entries.length)],
    [
      `${label}: cold load of the file in a fresh process, as the service opens it vs read whole (median of 5)`,
      `${ms(cold.open.loadMs)}, +${cold.open.rssMb.toFixed(0)} MB RSS vs ${ms(cold.read.loadMs)}, +${cold.read.rssMb.toFixed(0)} MB RSS`,
    ],
    [`${label}: build, ours vs MiniSearch`, `${ms(buildMs)} vs ${baseline ? ms(baseline.buildMs) : '-'}`],
    [
      `${label}: load from memory, ours (${(file.length / 1_048_576).toFixed(1)} MB file) vs MiniSearch (${baseline ? (baseline.jsonBytes / 1_048_576).toFixed(1) : '-'} MB JSON)`,
      `${ms(loadMs)} vs ${baseline ? ms(baseline.loadMs) : '-'}`,
    ],
    [
      `${label}: memory, ours vs MiniSearch`,
      `${memory.toFixed(0)} MB vs ${baseline ? baseline.memory.toFixed(0) : '-'} MB`,
    ],
    [
      `${label}: query p50 / p99, ours`,
      `${ms(ourLatency.p50)} / ${ms(ourLatency.p99)} over ${ourLatency.n} queries`,
    ],
    [
      `${label}: query p50 / p99 on the opened file, first pass (postings read on first use) / again`,
      `${ms(openFirst.p50)} / ${ms(openFirst.p99)}, ${ms(openAgain.p50)} / ${ms(openAgain.p99)}`,
    ],
    [
      `${label}: query p50 / p99, MiniSearch`,
      baseline
        ? `${ms(baseline.latency.p50)} / ${ms(baseline.latency.p99)} over ${baseline.latency.n} queries`
        : 'left out (BENCH_SEARCH=speed)',
    ],
  ] as Array<[string, string]>;
};

const miniSearchSpeed = (entries: readonly KnowledgeEntry[], queries: readonly string[], count: number) => {
  const before = heapMb();
  let started = performance.now();
  const mini = miniSearch(entries);
  const buildMs = performance.now() - started;
  const memory = heapMb() - before;
  const json = JSON.stringify(mini.engine);
  started = performance.now();
  MiniSearch.loadJSON(json, MINI_OPTIONS);
  const loadMs = performance.now() - started;
  const latency = summarize(
    queries.slice(0, count).map((query) => {
      const t = performance.now();
      mini.search(query, 10);
      return performance.now() - t;
    }),
  );
  return { buildMs, memory, jsonBytes: json.length, loadMs, latency };
};

/** Progress on stderr: the MiniSearch baseline alone takes minutes at MedQuAD size. */
const progress = (message: string): void => {
  process.stderr.write(`[search bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
};

export const searchBenchmark = async (): Promise<void> => {
  const curated = curatedEntries();
  const consumerCases = CONSUMER_QUESTIONS.map(({ question, relevant }) => ({ query: question, relevant }));

  const rows: Array<[string, string]> = [];
  rows.push(
    ...qualityRows(
      `consumer questions (curated KB, n=${consumerCases.length})`,
      quality(ours(curated), consumerCases),
      quality(miniSearch(curated), consumerCases),
    ),
  );

  let pairs: MedQuadPair[] = [];
  if (existsSync(medquadDir())) {
    progress('reading MedQuAD');
    pairs = readMedQuad(medquadDir());
    // BENCH_SEARCH=speed leaves out the quality runs (MiniSearch alone takes minutes at this size).
    if (process.env.BENCH_SEARCH !== 'speed') {
      const entries = pairs.map((pair) => pair.entry);
      const allCases = pairs.map((pair) => ({ query: pair.question, relevant: [pair.entry.id] }));
      // The same sample for both engines, every fifth question: MiniSearch needs ~40 ms a query here.
      const cases = allCases.filter((_, i) => i % 5 === 0);
      progress(`MedQuAD quality: ${cases.length} questions per engine`);
      const oursOnMedQuad = ours(entries);
      rows.push(
        ...qualityRows(
          `MedQuAD questions (every 5th, n=${cases.length})`,
          quality(oursOnMedQuad, cases),
          quality(miniSearch(entries), cases),
        ),
      );
      const full = quality(oursOnMedQuad, allCases);
      rows.push([
        `MedQuAD, all ${allCases.length} questions, ours only`,
        `R@1 ${full.recallAt1.toFixed(3)}, R@10 ${full.recallAt10.toFixed(3)}, MRR@10 ${full.mrrAt10.toFixed(3)}`,
      ]);
      progress('consumer questions over curated + MedQuAD');
      const combined = [...curated, ...entries];
      rows.push(
        ...qualityRows(
          'consumer questions (curated + MedQuAD)',
          quality(ours(combined), consumerCases),
          quality(miniSearch(combined), consumerCases),
        ),
      );
    }
  } else {
    rows.push(['MedQuAD', `not found at ${medquadDir()}; set SHARED_DATA_DIR`]);
  }
  table('Search quality (one run): ours vs MiniSearch', rows);

  const queries = pairs.length > 0 ? pairs.map((pair) => pair.question) : consumerCases.map((c) => c.query);
  progress('speed at the curated size');
  const speedRows = [
    ...(await speed(
      'curated',
      curated,
      [...queries.slice(0, 5000), ...consumerCases.map((c) => c.query)],
      1000,
    )),
  ];
  if (pairs.length > 0) {
    const medquad = pairs.map((pair) => pair.entry);
    progress('speed at MedQuAD size');
    speedRows.push(...(await speed('MedQuAD', medquad, queries.slice(0, 5000), 500)));
    progress('speed at 100,000 entries');
    speedRows.push(
      ...(await speed('100,000 entries', synthesize(medquad, 100_000), queries.slice(0, 5000), 100)),
    );
  }
  table('Search speed and memory (one run)', speedRows);
};
