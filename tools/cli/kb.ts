import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseNdfRt } from '../../shared/clinical/drugs/ndf-rt.ts';
import { config } from '../../shared/config.ts';
import { INDEX_FILE, INTERACTIONS_FILE } from '../../shared/data-files.ts';
import { corpusOf, MEDQUAD_PACK, packMedQuad, refreshIndex } from '../../shared/knowledge/builder.ts';
import { MedicineFileError } from '../../shared/knowledge/corpus/medicines.ts';
import {
  MedQuadFormatError,
  medQuadPairsOf,
  readMedQuadRecords,
} from '../../shared/knowledge/importers/medquad.ts';
import { checkLinks, networkReaches } from '../../shared/knowledge/links.ts';
import { type ProgressListener, progressReporter } from '../../shared/knowledge/progress.ts';
import {
  KnowledgeImportError,
  knowledgeIndex,
  parseJsonLines,
  writeImported,
} from '../../shared/knowledge/store.ts';
import { localKnowledgeDir } from '../local/connection.ts';

const USAGE = `Knowledge base commands (npm run kb -- <command>)

  import medquad <dir>     MedQuAD XML collection (a folder of its collection folders); replaces
                           the MedQuAD entries that ship built in, never duplicates them
  import jsonl <file>      JSON Lines of entries (docs/knowledge-format.md)
  import ndf-rt <file>     the VA NDF-RT drug interaction table (TSV) for /drug-interactions
  build [--out <file>]     rebuild the index: curated entries, medicines, MedQuAD and every import
  pack-medquad <dir> [--out <file>]
                           pack MedQuAD's XML into shared/knowledge/data/medquad.jsonl.gz
  check-links [--timeout <ms>] [--concurrency <n>]
                           check every cited URL (skipped, with a message, when offline)
  stats                    entries by source, reliability grade and question type
  search <query>           try a query against the built index

The store is KNOWLEDGE_DIR, by default <DATA_DIR>/knowledge (.data/knowledge); the local server
serves its ${INDEX_FILE} and picks up a rebuilt one on its next request. Built indexes are cached
by content under .data/cache/knowledge (KNOWLEDGE_CACHE_DIR). KNOWLEDGE_MEDQUAD names another
MedQuAD pack, or "none" to build without MedQuAD. Progress goes to stderr, results to stdout.`;

class UsageError extends Error {}

const progress = progressReporter({
  tty: process.stderr.isTTY === true,
  write: (text) => process.stderr.write(text),
  intervalMs: config.kbProgressIntervalMs(),
});

const rebuild = (dir: string, out?: string) => {
  const result = refreshIndex(dir, out, progress);
  const { index, documents, bytes, buildMs, built } = result;
  progress.finish(
    built
      ? `Built ${index}: ${documents?.toLocaleString('en-US')} entries, ${(bytes / 1e6).toFixed(1)} MB`
      : `Index ${index} is up to date (cached build of the same content)`,
  );
  return { index, ...(documents === undefined ? {} : { documents }), bytes, buildMs, cached: !built };
};

const readCollection = (source: string, listener: ProgressListener) =>
  readMedQuadRecords(source, (done, total) => listener('reading MedQuAD', done, total, 'files'));

const LINK_PROBE = 'https://dailymed.nlm.nih.gov/';

const checkCitedLinks = async (dir: string, timeoutMs: number, concurrency: number) => {
  const urls = [...new Set(corpusOf(dir).map((entry) => entry.url))].sort();
  const probe = config.kbLinkProbe() ?? LINK_PROBE;
  if (!(await networkReaches(probe, Math.min(timeoutMs, 5000)))) {
    process.stderr.write(`Link check skipped: no network (${probe} did not answer).\n`);
    return { skipped: true, urls: urls.length };
  }
  const results = await checkLinks(urls, {
    timeoutMs,
    concurrency,
    onResult: (_result, done, total) => progress('checking links', done, total, 'links'),
  });
  const dead = results.filter((result) => !result.ok);
  progress.finish(`Checked ${urls.length} links: ${dead.length} failed`);
  return {
    checked: urls.length,
    failed: dead.map(({ url, status, error, method }) => ({ url, status, error, method })),
  };
};

const run = async (argv: string[]): Promise<{ result: unknown; exitCode?: number }> => {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      timeout: { type: 'string' },
      concurrency: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [command, format, path] = positionals;
  const dir = localKnowledgeDir();
  switch (command) {
    case 'import': {
      if (!format || !path) throw new UsageError('import needs a format and a path');
      const source = resolve(process.cwd(), path);
      if (!existsSync(source)) throw new UsageError(`${source} does not exist`);
      if (format === 'medquad') {
        const entries = readCollection(source, progress).flatMap((record) =>
          medQuadPairsOf(record).map((pair) => pair.entry),
        );
        const file = writeImported(dir, 'medquad', entries);
        return { result: { imported: entries.length, file, ...rebuild(dir) } };
      }
      if (format === 'jsonl') {
        if (!statSync(source).isFile()) throw new UsageError(`${source} is not a file`);
        const entries = parseJsonLines(readFileSync(source, 'utf8'), basename(source));
        const file = writeImported(dir, basename(source).replace(/\.jsonl?$/i, ''), entries);
        return { result: { imported: entries.length, file, ...rebuild(dir) } };
      }
      if (format === 'ndf-rt') {
        const rows = parseNdfRt(readFileSync(source, 'utf8'));
        const file = join(dir, INTERACTIONS_FILE);
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
        return { result: { imported: rows.length, file } };
      }
      throw new UsageError(`Unknown format ${format}; use medquad, jsonl or ndf-rt`);
    }
    case 'pack-medquad': {
      if (!format) throw new UsageError('pack-medquad needs the MedQuAD folder');
      const source = resolve(process.cwd(), format);
      if (!existsSync(source)) throw new UsageError(`${source} does not exist`);
      const records = readCollection(source, progress);
      const out = values.out ? resolve(process.cwd(), values.out) : MEDQUAD_PACK;
      const bytes = packMedQuad(records);
      writeFileSync(out, bytes);
      const pairs = records.reduce((sum, record) => sum + record.pairs.length, 0);
      progress.finish(`Packed ${records.length} documents, ${pairs} answered pairs`);
      return { result: { documents: records.length, pairs, file: out, bytes: bytes.length } };
    }
    case 'build':
      return { result: rebuild(dir, values.out ? resolve(process.cwd(), values.out) : undefined) };
    case 'check-links': {
      const timeoutMs = Number(values.timeout ?? 10_000);
      const concurrency = Number(values.concurrency ?? 8);
      if (!(timeoutMs > 0) || !(concurrency >= 1))
        throw new UsageError('--timeout and --concurrency must be positive');
      const result = await checkCitedLinks(dir, timeoutMs, concurrency);
      return { result, exitCode: (result.failed?.length ?? 0) > 0 ? 1 : 0 };
    }
    case 'stats': {
      // As the index holds them: an import replaces a shipped entry with the same id.
      const entries = [...new Map(corpusOf(dir).map((entry) => [entry.id, entry])).values()];
      const count = (key: (entry: (typeof entries)[number]) => string) =>
        entries.reduce<Record<string, number>>((acc, entry) => {
          acc[key(entry)] = (acc[key(entry)] ?? 0) + 1;
          return acc;
        }, {});
      return {
        result: {
          entries: entries.length,
          byReliability: count((entry) => entry.reliability),
          byQuestionType: count((entry) => entry.questionType ?? 'information'),
          bySource: count((entry) => entry.source.split(',')[0] ?? entry.source),
        },
      };
    }
    case 'search': {
      const query = positionals.slice(1).join(' ');
      if (!query) throw new UsageError('search needs a query');
      // The same loader the server uses: the built index, or the curated corpus when none is built.
      const index = join(dir, INDEX_FILE);
      if (existsSync(index)) process.env.KNOWLEDGE_INDEX = index;
      else delete process.env.KNOWLEDGE_INDEX;
      const { hits, total, questionType } = knowledgeIndex().search(query, 5);
      return {
        result: {
          questionType,
          total,
          hits: hits.map((hit) => ({ id: hit.document.id, title: hit.document.title, score: hit.score })),
        },
      };
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'Name a command');
  }
};

const main = async () => {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help') {
    process.stdout.write(`${USAGE}\n`);
    process.exit(argv.length === 0 ? 2 : 0);
  }
  try {
    const { result, exitCode } = await run(argv);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    process.exit(exitCode ?? 0);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    if (
      error instanceof KnowledgeImportError ||
      error instanceof MedQuadFormatError ||
      error instanceof MedicineFileError
    ) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
};

await main();
