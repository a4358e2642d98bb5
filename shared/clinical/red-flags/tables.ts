import { bundledJson, sourceModules } from '../../bundled-tables.ts';
import { RED_FLAGS_FILE } from '../../data-files.ts';
import { rememberLiterals } from '../../text/required-literals.ts';
import type { Rule } from './engine.ts';
import type { Finding, FindingDef } from './findings.ts';

/**
 * The red-flag findings (298 patterns) and rules, loaded on the first screening rather than at
 * import. As code they were ~135 KB of every clinical bundle, parsed and run (pattern strings
 * built, objects made) at every cold start; as JSON they are one parse and a RegExp per pattern.
 *
 * From source (tests, `npm start`, the CLIs) the modules themselves are required, so an edit to a
 * rule or a finding takes effect at once; a bundle has no such modules beside it and reads
 * RED_FLAGS_FILE, which data/build-red-flags.ts writes from them at bundle time.
 */
export interface RedFlagTables {
  findings: Readonly<Record<Finding, FindingDef>>;
  rules: readonly Rule[];
}

/**
 * A pattern as JSON: its source and flags, from which `new RegExp` makes the same pattern, and the
 * strings one of which its every match contains (shared/text/required-literals.ts), read at bundle
 * time so that a cold start does not read a thousand patterns' sources.
 */
type PatternJson = readonly [source: string, flags: string, literals: readonly string[] | null];

export interface RedFlagTablesJson {
  findings: Record<string, Omit<FindingDef, 'patterns'> & { patterns: PatternJson[] }>;
  rules: Rule[];
}

const tablesFromJson = (json: RedFlagTablesJson): RedFlagTables => ({
  findings: Object.fromEntries(
    Object.entries(json.findings).map(([id, def]) => [
      id,
      {
        ...def,
        patterns: def.patterns.map(([source, flags, literals]) => {
          const pattern = new RegExp(source, flags);
          rememberLiterals(pattern, literals);
          return pattern;
        }),
      },
    ]),
  ) as Record<Finding, FindingDef>,
  rules: json.rules,
});

const fromSource = (): RedFlagTables | undefined => {
  const modules = sourceModules(import.meta.url, ['./findings.ts', './rules/index.ts']) as
    | [{ FINDINGS: Record<Finding, FindingDef> }, { RULES: readonly Rule[] }]
    | undefined;
  return modules && { findings: modules[0].FINDINGS, rules: modules[1].RULES };
};

let tables: RedFlagTables | undefined;

export const redFlagTables = (): RedFlagTables => {
  tables ??=
    fromSource() ?? tablesFromJson(bundledJson(import.meta.url, RED_FLAGS_FILE) as RedFlagTablesJson);
  return tables;
};
