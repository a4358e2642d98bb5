/**
 * Writes sources.json: for each curated knowledge entry a lab test cites, the title and address the
 * interpretation names as its source. The corpus stays the one source of truth; this copy exists
 * so that the functions interpreting labs do not carry the whole curated corpus (174 KB of code) for
 * fifty titles. test/shared/clinical/labs/sources.test.ts fails when the two drift apart.
 *
 *   npx tsx shared/clinical/labs/data/build-sources.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { curatedEntries } from '../../../knowledge/corpus/index.ts';
import { LAB_TESTS } from '../catalog.ts';

export type LabSources = Record<string, { title: string; url: string }>;

export const SOURCES_FILE = fileURLToPath(new URL('./sources.json', import.meta.url));

/** The cited entries, sorted by id so that the file diffs well. */
export const labSources = (): LabSources => {
  const cited = new Set(LAB_TESTS.map((test) => test.knowledge));
  return Object.fromEntries(
    curatedEntries()
      .filter((entry) => cited.has(entry.id))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((entry) => [entry.id, { title: `${entry.title} (${entry.source})`, url: entry.url }]),
  );
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sources = labSources();
  writeFileSync(SOURCES_FILE, `${JSON.stringify(sources, null, 2)}\n`);
  console.log(`wrote ${Object.keys(sources).length} sources to ${SOURCES_FILE}`);
}
