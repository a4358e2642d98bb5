/**
 * Writes RED_FLAGS_FILE, the red-flag findings and rules as JSON, for a bundle to read on its first
 * screening (../tables.ts). Run at bundle time by the `redFlagRules` capability, from the modules
 * as they are then, so there is no committed copy to drift from them:
 *
 *   npx tsx shared/clinical/red-flags/data/build-red-flags.ts --out <file>
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { requiredLiterals } from '../../../text/required-literals.ts';
import { FINDINGS } from '../findings.ts';
import { RULES } from '../rules/index.ts';
import type { RedFlagTablesJson } from '../tables.ts';

const redFlagTablesJson = (): RedFlagTablesJson => ({
  findings: Object.fromEntries(
    Object.entries(FINDINGS).map(([id, def]) => [
      id,
      {
        ...def,
        patterns: def.patterns.map(
          (pattern) => [pattern.source, pattern.flags, requiredLiterals(pattern) ?? null] as const,
        ),
      },
    ]),
  ),
  rules: [...RULES],
});

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--out');
  const out = at >= 0 ? process.argv[at + 1] : undefined;
  if (!out) throw new Error('usage: build-red-flags.ts --out <file>');
  writeFileSync(out, JSON.stringify(redFlagTablesJson()));
}
