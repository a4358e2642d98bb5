import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { INTERACTIONS_FILE } from '../../shared/clinical/drugs/checker.ts';
import { parseNdfRt } from '../../shared/clinical/drugs/ndf-rt.ts';
import { readMedQuad } from '../../shared/knowledge/importers/medquad.ts';
import {
  corpusOf,
  INDEX_FILE,
  KnowledgeImportError,
  knowledgeIndex,
  parseJsonLines,
  writeImported,
  writeIndex,
} from '../../shared/knowledge/store.ts';
import { localKnowledgeDir } from '../local/connection.ts';

const USAGE = `Knowledge base commands (npm run kb -- <command>)

  import medquad <dir>     MedQuAD XML collection (a folder of its collection folders)
  import jsonl <file>      JSON Lines of entries (docs/knowledge-format.md)
  import ndf-rt <file>     the VA NDF-RT drug interaction table (TSV) for /drug-interactions
  build [--out <file>]     rebuild the index from the curated corpus and every import
  stats                    entries by source, reliability grade and question type
  search <query>           try a query against the built index

The store is KNOWLEDGE_DIR, by default <DATA_DIR>/knowledge (.data/knowledge); the local server
serves its ${INDEX_FILE} and picks up a rebuilt one on its next request.`;

class UsageError extends Error {}

const rebuild = (dir: string, out = join(dir, INDEX_FILE)) => {
  const started = performance.now();
  const result = writeIndex(corpusOf(dir), out);
  return { index: out, ...result, buildMs: Math.round(performance.now() - started) };
};

const run = (argv: string[]): unknown => {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { out: { type: 'string' } },
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
        const pairs = readMedQuad(source);
        const file = writeImported(
          dir,
          'medquad',
          pairs.map((pair) => pair.entry),
        );
        return { imported: pairs.length, file, ...rebuild(dir) };
      }
      if (format === 'jsonl') {
        if (!statSync(source).isFile()) throw new UsageError(`${source} is not a file`);
        const entries = parseJsonLines(readFileSync(source, 'utf8'), basename(source));
        const file = writeImported(dir, basename(source).replace(/\.jsonl?$/i, ''), entries);
        return { imported: entries.length, file, ...rebuild(dir) };
      }
      if (format === 'ndf-rt') {
        const rows = parseNdfRt(readFileSync(source, 'utf8'));
        const file = join(dir, INTERACTIONS_FILE);
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
        return { imported: rows.length, file };
      }
      throw new UsageError(`Unknown format ${format}; use medquad, jsonl or ndf-rt`);
    }
    case 'build':
      return rebuild(dir, values.out ? resolve(process.cwd(), values.out) : undefined);
    case 'stats': {
      const entries = corpusOf(dir);
      const count = (key: (entry: (typeof entries)[number]) => string) =>
        entries.reduce<Record<string, number>>((acc, entry) => {
          acc[key(entry)] = (acc[key(entry)] ?? 0) + 1;
          return acc;
        }, {});
      return {
        entries: entries.length,
        byReliability: count((entry) => entry.reliability),
        byQuestionType: count((entry) => entry.questionType ?? 'information'),
        bySource: count((entry) => entry.source.split(',')[0] ?? entry.source),
      };
    }
    case 'search': {
      const query = positionals.slice(1).join(' ');
      if (!query) throw new UsageError('search needs a query');
      // The same loader the server uses: the built index, or the curated corpus when none is built.
      process.env.KNOWLEDGE_INDEX = join(dir, INDEX_FILE);
      const { hits, total, questionType } = knowledgeIndex().search(query, 5);
      return {
        questionType,
        total,
        hits: hits.map((hit) => ({ id: hit.document.id, title: hit.document.title, score: hit.score })),
      };
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'Name a command');
  }
};

try {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help') {
    process.stdout.write(`${USAGE}\n`);
    process.exit(argv.length === 0 ? 2 : 0);
  }
  process.stdout.write(`${JSON.stringify(run(argv), null, 2)}\n`);
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (
    error instanceof KnowledgeImportError ||
    (error instanceof Error && error.name === 'MedQuadFormatError')
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
