import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { config } from '../../config.ts';
import { INTERACTION_RULES_FILE, NDF_RT_FILE } from '../../data-files.ts';
import { editDistance } from '../../text/edit-distance.ts';
import type { DrugClass, DrugEntry } from './catalog.ts';
import { type DrugCatalog, drugCatalog } from './catalog-table.ts';
import type { InteractionRule, Side } from './rules.ts';
import { SEVERITIES, type Severity } from './severities.ts';

/**
 * Medication lists to ingredients, and ingredients to interactions: our curated rules by class and
 * by ingredient, plus any imported interaction table (the VA NDF-RT), most severe first.
 */

export type MatchKind =
  | 'ingredient'
  | 'brand'
  | 'other name'
  | 'combination'
  | 'spelling corrected'
  | 'unrecognized';

export interface NormalizedMedication {
  input: string;
  ingredients: string[];
  match: MatchKind;
  classes: string[];
  /** For an unrecognized name: the closest names we know (edit distance), nearest first. */
  suggestions?: string[];
}

/** One row of an imported interaction table (docs: `npm run kb -- import ndf-rt`). */
export interface ImportedInteraction {
  a: string;
  b: string;
  severity: Severity;
  label: string;
  url: string;
  table: string;
}

export interface Interaction {
  /** The two ingredients, and the medications as the caller wrote them. */
  ingredients: [string, string];
  medications: [string, string];
  severity: Severity;
  mechanism: string;
  effect: string;
  management: string;
  source: { title: string; url: string };
  /** `curated` rules name their class or ingredient logic; `imported` rows come from a loaded table. */
  basis: 'curated' | 'imported';
  rule: string;
}

/** Words of a prescription line that are not the medicine's name. */
const NOISE =
  /\b(\d+(\.\d+)?\s*(mg|mcg|µg|g|ml|meq|mmol|units?|iu|%)?|tablets?|tabs?|capsules?|caps?|oral|injection|solution|suspension|cream|patch|extended[- ]release|er|xr|xl|sr|cr|dr|ec|od|hcl|hydrochloride|sodium|once|twice|daily|a day|per day|bid|tid|qid|prn|at bedtime|mg\/\w+)\b/gi;

const clean = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(NOISE, ' ')
    .replace(/[^a-z0-9' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type Lookup = Map<string, { names: string[]; kind: MatchKind }>;

const register = (
  lookup: Lookup,
  key: string,
  names: string[],
  kind: MatchKind,
  forms: 'both' | 'exact' | 'cleaned' = 'both',
) => {
  // Under the name as written and as cleaned like input is, so "Toprol XL" is found as "toprol".
  const keys =
    forms === 'exact'
      ? [key.toLowerCase()]
      : forms === 'cleaned'
        ? [clean(key)]
        : [key.toLowerCase(), clean(key)];
  for (const normal of keys) {
    if (normal && !lookup.has(normal)) lookup.set(normal, { names, kind });
  }
};

/**
 * Every name of the catalog to its ingredients, as the checker reads names (combination brands,
 * ingredients, other names, brands; written and cleaned forms). Built at bundle time into the
 * catalog file (data/build-catalog.ts), so a cold start does not clean 1,800 names.
 */
export const catalogNameIndex = ({
  drugs,
  combinations,
}: Pick<DrugCatalog, 'drugs' | 'combinations'>): Array<[string, { names: string[]; kind: MatchKind }]> => {
  const lookup: Lookup = new Map();
  const catalogNames: Array<[string, string[], MatchKind]> = [
    // Combination brands first, so "Bactrim" is both its ingredients even if a catalog entry lists it.
    ...Object.entries(combinations).map(([brand, names]): [string, string[], MatchKind] => [
      brand,
      [...names],
      'combination',
    ]),
    ...drugs.flatMap(
      (entry): Array<[string, string[], MatchKind]> => [
        [entry.name, [entry.name], 'ingredient'],
        ...(entry.aliases ?? []).map((alias): [string, string[], MatchKind] => [
          alias,
          [entry.name],
          'other name',
        ]),
        ...(entry.brands ?? []).map((brand): [string, string[], MatchKind] => [brand, [entry.name], 'brand']),
      ],
    ),
  ];
  // Every name as written before any cleaned form, so "Tylenol" stays acetaminophen although
  // "Tylenol #3" cleans to "tylenol".
  for (const [key, names, kind] of catalogNames) register(lookup, key, names, kind, 'exact');
  for (const [key, names, kind] of catalogNames) register(lookup, key, names, kind, 'cleaned');
  return [...lookup];
};

let indexed: { byName: Map<string, DrugEntry>; lookup: Lookup; catalogSize: number } | undefined;

/**
 * The catalog by ingredient, and every name we read to its ingredients: built on the first lookup,
 * before any name an interaction table adds (indexRows registers into the same map).
 */
const catalogIndex = (): { byName: Map<string, DrugEntry>; lookup: Lookup; catalogSize: number } => {
  if (indexed) return indexed;
  const catalog = drugCatalog();
  const lookup: Lookup = new Map(catalog.names ?? catalogNameIndex(catalog));
  indexed = {
    byName: new Map(catalog.drugs.map((entry) => [entry.name, entry])),
    lookup,
    catalogSize: lookup.size,
  };
  return indexed;
};

let fuzzyKeys: string[] | undefined;

/** Every name we read (ingredient, other name, brand, combination), cleaned, to its ingredients. */
export const medicationLexicon = (): ReadonlyMap<string, { names: readonly string[]; kind: MatchKind }> => {
  importedInteractions();
  return catalogIndex().lookup;
};

/** The classes (in plain words) of an ingredient we know. */
export const classNamesOf = (ingredient: string): string[] =>
  (catalogIndex().byName.get(ingredient)?.classes ?? []).map((c) => drugCatalog().classes[c]);

const closest = (text: string): string | undefined => {
  if (text.length < 4) return undefined;
  const max = text.length >= 8 ? 2 : 1;
  fuzzyKeys ??= [...catalogIndex().lookup.keys()];
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const key of fuzzyKeys) {
    if (Math.abs(key.length - text.length) > max) continue;
    const distance = editDistance(text, key, max);
    if (distance < bestDistance) {
      best = key;
      bestDistance = distance;
    }
  }
  return best;
};

/** Up to three names we know within a few letters of an unrecognized one, nearest first. */
const suggestionsFor = (text: string): string[] => {
  if (text.length < 3) return [];
  const max = Math.min(3, Math.max(1, Math.floor(text.length / 3)));
  fuzzyKeys ??= [...catalogIndex().lookup.keys()];
  const found: Array<{ key: string; distance: number }> = [];
  for (const key of fuzzyKeys) {
    if (Math.abs(key.length - text.length) > max) continue;
    const distance = editDistance(text, key, max);
    if (distance <= max) found.push({ key, distance });
  }
  found.sort((a, b) => a.distance - b.distance || a.key.localeCompare(b.key));
  return [...new Set(found.map((f) => f.key))].slice(0, 3);
};

/** "sulfamethoxazole/trimethoprim", "Hydrochlorothiazide; Lisinopril", "oxycodone and acetaminophen". */
const splitCombination = (input: string): string[][] | undefined => {
  const parts = input
    .split(/\s*(?:;|\+|&|\/|\band\b|\bwith\b|,)\s*/i)
    .map(clean)
    .filter((part) => /[a-z]{2}/.test(part));
  if (parts.length < 2) return undefined;
  const { lookup } = catalogIndex();
  const names: string[][] = [];
  for (const part of parts) {
    const hit = lookup.get(part) ?? lookup.get(part.replace(/-/g, ' '));
    if (!hit) return undefined;
    names.push([...hit.names]);
  }
  return names;
};

/** A medication as written (name, brand, misspelling, with or without dose) to its ingredients. */
export const normalizeMedication = (input: string): NormalizedMedication => {
  const { byName, lookup } = catalogIndex();
  const text = clean(input);
  const found =
    lookup.get(input.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim()) ??
    lookup.get(text) ??
    lookup.get(text.replace(/-/g, ' '));
  const parts = found ? undefined : splitCombination(input);
  const corrected = found || parts ? undefined : closest(text);
  const hit =
    found ??
    (parts ? { names: [...new Set(parts.flat())], kind: 'combination' as const } : undefined) ??
    (corrected ? lookup.get(corrected) : undefined);
  if (!hit) {
    return { input, ingredients: [], match: 'unrecognized', classes: [], suggestions: suggestionsFor(text) };
  }
  const ingredients = [...hit.names];
  return {
    input,
    ingredients,
    match: found || parts ? hit.kind : 'spelling corrected',
    classes: [
      ...new Set(
        ingredients.flatMap((name) => (byName.get(name)?.classes ?? []).map((c) => drugCatalog().classes[c])),
      ),
    ],
  };
};

const classesOf = (ingredient: string): readonly DrugClass[] =>
  catalogIndex().byName.get(ingredient)?.classes ?? [];

const sideMatches = (side: Side, ingredient: string): boolean =>
  'drug' in side ? side.drug === ingredient : classesOf(ingredient).includes(side.class);

const ruleMatches = (rule: InteractionRule, x: string, y: string): boolean =>
  (sideMatches(rule.a, x) && sideMatches(rule.b, y)) || (sideMatches(rule.a, y) && sideMatches(rule.b, x));

const rank = (severity: Severity): number => SEVERITIES.indexOf(severity);

const namesSubstance = (rule: InteractionRule): boolean =>
  [rule.a, rule.b].some((side) => 'drug' in side && drugCatalog().substances.has(side.drug));

const pairKey = (x: string, y: string): string => (x < y ? `${x}|${y}` : `${y}|${x}`);

const NDF_RT_URI = 'http://purl.bioontology.org/ontology/NDFRT/';

/** A name as the NDF-RT writes it ("rifampicin", "ethinyl_estradiol") to our ingredient name. */
export const tableIngredientName = (name: string): string => {
  const readable = name.replace(/_/g, ' ').trim().toLowerCase();
  const { lookup } = catalogIndex();
  const hit = lookup.get(readable) ?? lookup.get(clean(readable));
  return hit && hit.kind !== 'combination' && hit.names.length === 1 ? (hit.names[0] ?? readable) : readable;
};

const indexRows = (rows: Iterable<ImportedInteraction>): Map<string, ImportedInteraction> => {
  const pairs = new Map<string, ImportedInteraction>();
  for (const row of rows) {
    const key = pairKey(row.a, row.b);
    const known = pairs.get(key);
    if (!known || rank(row.severity) < rank(known.severity)) pairs.set(key, row);
  }
  const { lookup } = catalogIndex();
  for (const row of pairs.values())
    for (const name of [row.a, row.b]) if (!lookup.has(name)) register(lookup, name, [name], 'ingredient');
  fuzzyKeys = undefined;
  return pairs;
};

let builtIn: Map<string, ImportedInteraction> | undefined;

/**
 * Where the built-in table is: NDF_RT_FILE beside the Lambda bundle, else the committed copy. It is
 * read on the first check rather than compiled in, so functions that reach the checker without
 * checking (159 KB of text) do not parse it at init.
 */
const ndfRtPath = (): string =>
  config.ndfRtFile() ?? fileURLToPath(new URL(`./data/${NDF_RT_FILE}`, import.meta.url));

/** The VA NDF-RT table built into the service (data/ndf-rt.tsv: 2,606 pairs, public domain). */
export const builtInInteractions = (): Map<string, ImportedInteraction> => {
  if (builtIn) return builtIn;
  // The table's names as resolved at bundle time, valid while only the catalog's names are known.
  const { tableNames } = drugCatalog();
  const { lookup, catalogSize } = catalogIndex();
  const resolve =
    tableNames && lookup.size === catalogSize
      ? (name: string) => tableNames[name] ?? tableIngredientName(name)
      : tableIngredientName;
  builtIn = indexRows(
    readFileSync(ndfRtPath(), 'utf8')
      .split('\n')
      .flatMap((line): ImportedInteraction[] => {
        const [a, b, severity, label, id] = line.split('\t');
        if (!a || !b || !label || !id) return [];
        return [
          {
            a: resolve(a),
            b: resolve(b),
            severity: severity === 'C' ? 'major' : 'moderate',
            label: `${label} [VA Drug Interaction]`,
            url: `${NDF_RT_URI}${id}`,
            table: 'VA NDF-RT',
          },
        ];
      }),
  );
  return builtIn;
};

/** A table imported with `npm run kb -- import ndf-rt`; loaded from INTERACTIONS_FILE when it changes. */
let imported: { path: string; mtimeMs: number; pairs: Map<string, ImportedInteraction> } | undefined;

/**
 * The interaction table in use: an imported one (INTERACTIONS_FILE) when there is one, which
 * replaces the built-in VA NDF-RT table; otherwise the built-in table.
 */
export const importedInteractions = (): Map<string, ImportedInteraction> => {
  const path = config.interactionsFile();
  if (!path || !existsSync(path)) return builtInInteractions();
  const { mtimeMs } = statSync(path);
  if (imported?.path === path && imported.mtimeMs === mtimeMs) return imported.pairs;
  const rows: ImportedInteraction[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim()) rows.push(JSON.parse(line) as ImportedInteraction);
  }
  imported = { path, mtimeMs, pairs: indexRows(rows) };
  return imported.pairs;
};

export interface CheckOptions {
  /** Also consult the interaction table (built-in VA NDF-RT or an imported one); default true. */
  table?: boolean;
}

/**
 * Where the curated rules are read from: INTERACTION_RULES_FILE beside the Lambda bundle, else the
 * committed JSON copy of rules.ts (data/build-rules.ts writes it; a test fails when it drifts).
 */
const interactionRulesPath = (): string =>
  config.interactionRulesFile() ??
  fileURLToPath(new URL(`./data/${INTERACTION_RULES_FILE}`, import.meta.url));

let rules: readonly InteractionRule[] | undefined;
const interactionRules = (): readonly InteractionRule[] => {
  rules ??= JSON.parse(readFileSync(interactionRulesPath(), 'utf8')) as InteractionRule[];
  return rules;
};

/** The most severe thing known about a pair of ingredients, or undefined. */
export const interactionOf = (
  x: string,
  y: string,
  options: CheckOptions = {},
): Omit<Interaction, 'medications'> | undefined => {
  let best: InteractionRule | undefined;
  for (const rule of interactionRules()) {
    if (!ruleMatches(rule, x, y)) continue;
    const order = best ? rank(rule.severity) - rank(best.severity) : -1;
    // A food is not dosed: at the same severity the rule written for the food (what to avoid) wins
    // over a class rule that tells the prescriber to lower the other medicine's dose.
    if (order < 0 || (order === 0 && best && namesSubstance(rule) && !namesSubstance(best))) best = rule;
  }
  const row = options.table === false ? undefined : importedInteractions().get(pairKey(x, y));
  if (row && (!best || rank(row.severity) < rank(best.severity))) {
    return {
      ingredients: [x, y],
      severity: row.severity,
      mechanism: `Not described in the ${row.table} table.`,
      effect: `The ${row.table} lists ${row.label} as a ${row.severity === 'major' ? 'critical' : 'significant'} interaction.`,
      management:
        'Ask a pharmacist or the prescriber before taking these together; the product labels give details.',
      source: { title: `${row.label} (${row.table})`, url: row.url },
      basis: 'imported',
      rule: row.label,
    };
  }
  if (!best) return undefined;
  return {
    ingredients: [x, y],
    severity: best.severity,
    mechanism: best.mechanism,
    effect: best.effect,
    management: best.management,
    source: best.source,
    basis: 'curated',
    rule: best.id,
  };
};

export interface InteractionReport {
  medications: NormalizedMedication[];
  interactions: Interaction[];
  /** Ingredients listed more than once (for example a brand and its generic). */
  duplicates: string[];
}

/** Every pair of different ingredients in the list, checked; interactions most severe first. */
export const checkInteractions = (
  inputs: readonly string[],
  options: CheckOptions = {},
): InteractionReport => {
  importedInteractions();
  const medications = inputs.map(normalizeMedication);
  const items = medications.flatMap((medication, index) =>
    medication.ingredients.map((ingredient) => ({ ingredient, input: medication.input, index })),
  );
  const seen = new Map<string, number>();
  for (const { ingredient } of items) seen.set(ingredient, (seen.get(ingredient) ?? 0) + 1);
  const interactions: Interaction[] = [];
  const done = new Set<string>();
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const x = items[i];
      const y = items[j];
      // The ingredients of one combination product are meant to be taken together.
      if (!x || !y || x.ingredient === y.ingredient || x.index === y.index) continue;
      const key = pairKey(x.ingredient, y.ingredient);
      if (done.has(key)) continue;
      done.add(key);
      const found = interactionOf(x.ingredient, y.ingredient, options);
      if (found) interactions.push({ ...found, medications: [x.input, y.input] });
    }
  }
  interactions.sort((a, b) => rank(a.severity) - rank(b.severity));
  return {
    medications,
    interactions,
    duplicates: [...seen].filter(([, count]) => count > 1).map(([name]) => name),
  };
};
