import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { config } from '../config.ts';
import { INDEX_FILE } from '../data-files.ts';
import { curatedEntries } from './corpus/index.ts';
import { MEDICINES_DIR, medicineEntries, readMedicines } from './corpus/medicines.ts';
import type { KnowledgeEntry } from './entry.ts';
import { type MedQuadRecord, medQuadPairsOf } from './importers/medquad.ts';
import { buildIndex } from './index/build.ts';
import { serializeIndex } from './index/format.ts';
import type { ProgressListener } from './progress.ts';
import { importedDir, readImported } from './store.ts';

/**
 * The knowledge base as it is built (by `npm run kb`, at synth, on the first local start): the
 * curated entries, the medicine sections, MedQuAD from its packed form in the repository, and
 * whatever was imported into the store, later ones replacing earlier ones with the same id. Build
 * side only: functions read the built index, never this.
 */
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** MedQuAD folders 1-9 as gzip'd JSON Lines, one document per line (`npm run kb -- pack-medquad`). */
export const MEDQUAD_PACK = fileURLToPath(new URL('./data/medquad.jsonl.gz', import.meta.url));

/** The pack to build in: KNOWLEDGE_MEDQUAD (a path, or `none` for no MedQuAD), else the committed one. */
const medquadPackPath = (): string | undefined => {
  const chosen = config.knowledgeMedquad();
  if (chosen === 'none') return undefined;
  const path = chosen ? resolve(process.cwd(), chosen) : MEDQUAD_PACK;
  return existsSync(path) ? path : undefined;
};

const RecordSchema = v.object({
  id: v.string(),
  source: v.string(),
  url: v.optional(v.string()),
  focus: v.string(),
  synonyms: v.array(v.string()),
  semanticTypes: v.array(v.string()),
  pairs: v.array(v.object({ pid: v.string(), type: v.string(), question: v.string(), answer: v.string() })),
});

export const packMedQuad = (records: readonly MedQuadRecord[]): Buffer =>
  gzipSync(`${records.map((record) => JSON.stringify(record)).join('\n')}\n`, { level: 9 });

const readMedQuadPack = (path: string): MedQuadRecord[] =>
  gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line, i) => {
      const parsed = v.safeParse(RecordSchema, JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${i + 1}: not a MedQuAD record`);
      return parsed.output;
    });

/** The MedQuAD entries of the pack, or none when there is no pack. */
const medquadEntries = (path = medquadPackPath()): KnowledgeEntry[] =>
  path ? readMedQuadPack(path).flatMap((record) => medQuadPairsOf(record).map((pair) => pair.entry)) : [];

/**
 * The curated entries and the medicine sections. A curated entry on one medicine (`med-<slug>`)
 * gives way to that medicine's sections, so a question has one answer from us, not two.
 */
export const curatedAndMedicines = (): KnowledgeEntry[] => {
  const medicines = readMedicines();
  const superseded = new Set(medicines.map((medicine) => `med-${medicine.slug}`));
  return [...curatedEntries().filter((entry) => !superseded.has(entry.id)), ...medicineEntries(medicines)];
};

/** Everything the index of a store holds, imports last so that they replace shipped entries. */
export const corpusOf = (dir: string | undefined): KnowledgeEntry[] => [
  ...curatedAndMedicines(),
  ...medquadEntries(),
  ...(dir ? readImported(dir) : []),
];

/** Where built indexes are kept by content hash: KNOWLEDGE_CACHE_DIR, or .data/cache/knowledge. */
const indexCacheDir = (): string =>
  config.knowledgeCacheDir() ?? join(PROJECT_ROOT, '.data', 'cache', 'knowledge');

const KEEP_CACHED = 4;

const filesUnder = (dir: string, suffix: string): string[] => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(dir, name))
    .sort();
};

/**
 * A hash of everything an index is built from: the code that analyses and builds (a new stemmer
 * means a new index), the curated entries, the medicine files, the MedQuAD pack and the imports.
 */
const corpusHash = (dir: string | undefined): string => {
  const hash = createHash('sha256');
  const add = (label: string, content: string | Buffer) => {
    hash.update(`${label}\0${content.length}\0`);
    hash.update(content);
  };
  const code = [
    ...filesUnder(join(PROJECT_ROOT, 'shared/knowledge'), '.ts'),
    ...filesUnder(join(PROJECT_ROOT, 'shared/text'), '.ts'),
    join(PROJECT_ROOT, 'shared/clinical/drugs/catalog.ts'),
  ];
  for (const file of code) if (existsSync(file)) add(relative(PROJECT_ROOT, file), readFileSync(file));
  // The stemmer is a package: another version of it may stem differently, so it is part of the build.
  const stemmerPackage = join(PROJECT_ROOT, 'node_modules/stemmer/package.json');
  add('stemmer', existsSync(stemmerPackage) ? readFileSync(stemmerPackage) : '');
  add('curated', JSON.stringify(curatedEntries()));
  for (const file of filesUnder(MEDICINES_DIR, '.json'))
    add(relative(PROJECT_ROOT, file), readFileSync(file));
  const pack = medquadPackPath();
  add('medquad', pack ? readFileSync(pack) : '');
  if (dir)
    for (const file of filesUnder(importedDir(dir), '.jsonl'))
      add(`imported/${relative(importedDir(dir), file)}`, readFileSync(file));
  return hash.digest('hex').slice(0, 24);
};

/** Writes through a temporary name, so a reader (or a concurrent build) never sees half a file. */
const writeAtomically = (path: string, bytes: Buffer | string): void => {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
};

const prune = (cacheDir: string): void => {
  const files = readdirSync(cacheDir)
    .filter((name) => /^index-[0-9a-f]+\.hkix$/.test(name))
    .map((name) => ({ path: join(cacheDir, name), mtime: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const stale of files.slice(KEEP_CACHED)) rmSync(stale.path, { force: true });
};

export interface BuiltIndex {
  /** The index file in the cache. */
  path: string;
  hash: string;
  /** False when the cache already had this index. */
  built: boolean;
  documents?: number;
  bytes: number;
  buildMs: number;
}

/** The index of a store's corpus, from the cache when its content has not changed, else built into it. */
export const cachedIndex = (dir: string | undefined, onProgress?: ProgressListener): BuiltIndex => {
  const started = performance.now();
  const hash = corpusHash(dir);
  const cacheDir = indexCacheDir();
  const path = join(cacheDir, `index-${hash}.hkix`);
  if (existsSync(path)) {
    return {
      path,
      hash,
      built: false,
      bytes: statSync(path).size,
      buildMs: Math.round(performance.now() - started),
    };
  }
  onProgress?.('reading entries', 0, 1, 'corpus');
  const entries = corpusOf(dir);
  onProgress?.('reading entries', 1, 1, 'corpus');
  const data = buildIndex(entries, (done, total) => onProgress?.('indexing', done, total, 'entries'));
  const bytes = serializeIndex(data);
  writeAtomically(path, bytes);
  prune(cacheDir);
  return {
    path,
    hash,
    built: true,
    documents: data.documentCount,
    bytes: bytes.length,
    buildMs: Math.round(performance.now() - started),
  };
};

/**
 * Brings a store's index file (`<dir>/index.hkix`, or `out`) up to date with its corpus, from the
 * cache when it can. A running local server reloads the file when it changes.
 */
export const refreshIndex = (
  dir: string,
  out?: string,
  onProgress?: ProgressListener,
): BuiltIndex & { index: string } => {
  const built = cachedIndex(dir, onProgress);
  const target = out ?? join(dir, INDEX_FILE);
  // The store's own file records the content it holds; another target (a bundle) is always written.
  const stamp = out === undefined ? `${target}.hash` : undefined;
  const current =
    stamp !== undefined &&
    existsSync(target) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === built.hash;
  if (!current) {
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    copyFileSync(built.path, temporary);
    renameSync(temporary, target);
    if (stamp) writeFileSync(stamp, built.hash);
  }
  return { ...built, index: target };
};

/**
 * Brings a store's index file up to date only if that costs no build: already current, or the
 * cache holds its content. False means a build is needed (`refreshIndex`, or `npm run kb -- build`).
 */
export const refreshIndexFromCache = (dir: string): { index: string; current: boolean } => {
  const index = join(dir, INDEX_FILE);
  const hash = corpusHash(dir);
  const stamp = `${index}.hash`;
  if (existsSync(index) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash)
    return { index, current: true };
  const cached = join(indexCacheDir(), `index-${hash}.hkix`);
  if (!existsSync(cached)) return { index, current: false };
  mkdirSync(dir, { recursive: true });
  const temporary = `${index}.${process.pid}.tmp`;
  copyFileSync(cached, temporary);
  renameSync(temporary, index);
  writeFileSync(stamp, hash);
  return { index, current: true };
};
