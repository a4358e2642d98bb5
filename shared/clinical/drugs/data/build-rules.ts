/**
 * Writes interaction-rules.json, the copy of the curated rules (../rules.ts, the one to edit) that
 * the checker reads on its first check: as code they were 57 KB of every bundle that reaches the
 * checker, parsed at init whether or not a request checks anything.
 *
 *   npx tsx shared/clinical/drugs/data/build-rules.ts
 *
 * test/shared/clinical/drugs/rules.test.ts fails when the file and rules.ts differ (by value, so
 * that Biome's formatting of the JSON is no drift).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { INTERACTION_RULES_FILE } from '../../../data-files.ts';
import { RULES } from '../rules.ts';

export const RULES_JSON_FILE = fileURLToPath(new URL(`./${INTERACTION_RULES_FILE}`, import.meta.url));

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(RULES_JSON_FILE, `${JSON.stringify(RULES, null, 2)}\n`);
  console.log(`wrote ${RULES.length} rules to ${RULES_JSON_FILE}`);
}
