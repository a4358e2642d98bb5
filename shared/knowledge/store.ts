import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { config } from '../config.ts';
import { curatedEntries } from './corpus/index.ts';
import { type KnowledgeEntry, KnowledgeEntrySchema } from './entry.ts';
import { buildIndex } from './index/build.ts';
import { openIndexFile } from './index/format.ts';
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

let cached: { path: string | undefined; mtimeMs: number; index: KnowledgeIndex } | undefined;

/**
 * The index to search: the file named by KNOWLEDGE_INDEX, reloaded when it changes (so an import
 * reaches a running local server), or the curated corpus built in memory when there is no file.
 */
export const knowledgeIndex = (): KnowledgeIndex => {
  const path = config.knowledgeIndexFile();
  const mtimeMs = path && existsSync(path) ? statSync(path).mtimeMs : -1;
  if (cached && cached.path === path && cached.mtimeMs === mtimeMs) return cached.index;
  const data = mtimeMs >= 0 && path ? openIndexFile(path) : buildIndex(curatedEntries());
  cached = { path, mtimeMs, index: new KnowledgeIndex(data) };
  return cached.index;
};
