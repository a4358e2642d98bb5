import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { config } from '../config.ts';
import { type KnowledgeEntry, KnowledgeEntrySchema } from './entry.ts';
import { type IndexData, openIndexFile } from './index/format.ts';
import { KnowledgeIndex } from './index/search.ts';

/**
 * The knowledge store: the curated corpus shipped in the repository, entries imported into a
 * folder (`<dir>/imported/*.jsonl`), and the index built from both (`<dir>/index.hkix`). The
 * Lambda and the local server read only the index file named by KNOWLEDGE_INDEX.
 */

export const importedDir = (dir: string): string => join(dir, 'imported');

export class KnowledgeImportError extends Error {
  override name = 'KnowledgeImportError';
}

/** Parses JSON Lines of entries; every bad line is reported with its number, and none is kept. */
export const parseJsonLines = (text: string, label: string): KnowledgeEntry[] => {
  const entries: KnowledgeEntry[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim().length === 0) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      problems.push(`${label}:${index + 1}: not valid JSON`);
      return;
    }
    const parsed = v.safeParse(KnowledgeEntrySchema, value);
    if (parsed.success) entries.push(parsed.output);
    else {
      const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(entry)'}: ${issue.message}`);
      problems.push(`${label}:${index + 1}: ${issues.join('; ')}`);
    }
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 20).join('\n');
    const more = problems.length > 20 ? `\n… and ${problems.length - 20} more` : '';
    throw new KnowledgeImportError(`${problems.length} invalid line(s), nothing imported:\n${shown}${more}`);
  }
  return entries;
};

const toJsonLines = (entries: readonly KnowledgeEntry[]): string =>
  `${entries.map((entry) => JSON.stringify(entry)).join('\n')}\n`;

export const readImported = (dir: string): KnowledgeEntry[] => {
  const folder = importedDir(dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => parseJsonLines(readFileSync(join(folder, name), 'utf8'), name));
};

export const writeImported = (dir: string, name: string, entries: readonly KnowledgeEntry[]): string => {
  mkdirSync(importedDir(dir), { recursive: true });
  const path = join(importedDir(dir), `${name}.jsonl`);
  writeFileSync(path, toJsonLines(entries));
  return path;
};

// The corpus a store's index is built from, and the building, are in builder.ts (build side only).

/**
 * Run from source (tests, the CLIs, `npm start` before its index is built), with no KNOWLEDGE_INDEX,
 * the curated corpus is indexed in memory. Its module is required on first use through a path
 * esbuild does not follow, and only when it lies beside this file: a bundle has no such file, so the
 * corpus (174 KB) never reaches a Lambda, which always ships the built index.
 */
const buildCuratedIndex = (): IndexData | undefined => {
  const source = fileURLToPath(new URL('./curated-index.ts', import.meta.url));
  if (!existsSync(source)) return undefined;
  const { curatedIndex } = createRequire(import.meta.url)(source) as { curatedIndex: () => IndexData };
  return curatedIndex();
};

export class KnowledgeIndexMissingError extends Error {
  override name = 'KnowledgeIndexMissingError';
}

let cached: { path: string | undefined; mtimeMs: number; index: KnowledgeIndex } | undefined;

/**
 * The index to search: the file named by KNOWLEDGE_INDEX, reloaded when it changes (so an import
 * reaches a running local server). A configured file that is missing is an error, never a silent
 * fallback (the curated entries alone have no MedQuAD and no medicines); only without
 * KNOWLEDGE_INDEX, from source, is the curated corpus built in memory.
 */
export const knowledgeIndex = (): KnowledgeIndex => {
  const path = config.knowledgeIndexFile();
  const mtimeMs = path && existsSync(path) ? statSync(path).mtimeMs : -1;
  if (cached && cached.path === path && cached.mtimeMs === mtimeMs) return cached.index;
  let data: IndexData;
  if (path) {
    if (mtimeMs < 0)
      throw new KnowledgeIndexMissingError(`KNOWLEDGE_INDEX names ${path}, which does not exist`);
    data = openIndexFile(path);
  } else {
    const curated = buildCuratedIndex();
    if (!curated)
      throw new KnowledgeIndexMissingError(
        'KNOWLEDGE_INDEX is not set (the knowledgeIndex capability ships it), and a bundle cannot build one',
      );
    data = curated;
  }
  cached = { path, mtimeMs, index: new KnowledgeIndex(data) };
  return cached.index;
};
