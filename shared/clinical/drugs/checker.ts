import { existsSync, readFileSync, statSync } from 'node:fs';
import { editDistance } from '../../knowledge/index/search.ts';
import { COMBINATIONS, DRUG_CLASSES, DRUGS, type DrugClass, type DrugEntry } from './catalog.ts';
import { type InteractionRule, RULES, SEVERITIES, type Severity, type Side } from './rules.ts';

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
  /\b(\d+(\.\d+)?\s*(mg|mcg|µg|g|ml|units?|iu|%)?|tablets?|tabs?|capsules?|caps?|oral|injection|solution|suspension|cream|patch|extended[- ]release|er|xr|xl|sr|cr|dr|ec|od|hcl|hydrochloride|sodium|once|twice|daily|a day|per day|bid|tid|qid|prn|at bedtime|mg\/\w+)\b/gi;

const clean = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(NOISE, ' ')
    .replace(/[^a-z0-9' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const byName = new Map<string, DrugEntry>();
const lookup = new Map<string, { names: string[]; kind: MatchKind }>();
const register = (key: string, names: string[], kind: MatchKind) => {
  // Under the name as written and as cleaned like input is, so "Toprol XL" is found as "toprol".
  for (const normal of [key.toLowerCase(), clean(key)]) {
    if (normal && !lookup.has(normal)) lookup.set(normal, { names, kind });
  }
};
for (const entry of DRUGS) {
  byName.set(entry.name, entry);
  register(entry.name, [entry.name], 'ingredient');
  for (const alias of entry.aliases ?? []) register(alias, [entry.name], 'other name');
  for (const brand of entry.brands ?? []) register(brand, [entry.name], 'brand');
}
for (const [brand, names] of Object.entries(COMBINATIONS)) register(brand, [...names], 'combination');

let fuzzyKeys: string[] | undefined;

const closest = (text: string): string | undefined => {
  if (text.length < 4) return undefined;
  const max = text.length >= 8 ? 2 : 1;
  fuzzyKeys ??= [...lookup.keys()];
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

/** A medication as written (name, brand, misspelling, with or without dose) to its ingredients. */
export const normalizeMedication = (input: string): NormalizedMedication => {
  const text = clean(input);
  const found = lookup.get(text) ?? lookup.get(text.replace(/-/g, ' '));
  const corrected = found ? undefined : closest(text);
  const hit = found ?? (corrected ? lookup.get(corrected) : undefined);
  if (!hit) return { input, ingredients: [], match: 'unrecognized', classes: [] };
  const ingredients = hit.names;
  return {
    input,
    ingredients,
    match: found ? hit.kind : 'spelling corrected',
    classes: [
      ...new Set(
        ingredients.flatMap((name) => (byName.get(name)?.classes ?? []).map((c) => DRUG_CLASSES[c])),
      ),
    ],
  };
};

const classesOf = (ingredient: string): readonly DrugClass[] => byName.get(ingredient)?.classes ?? [];

const sideMatches = (side: Side, ingredient: string): boolean =>
  'drug' in side ? side.drug === ingredient : classesOf(ingredient).includes(side.class);

const ruleMatches = (rule: InteractionRule, x: string, y: string): boolean =>
  (sideMatches(rule.a, x) && sideMatches(rule.b, y)) || (sideMatches(rule.a, y) && sideMatches(rule.b, x));

const rank = (severity: Severity): number => SEVERITIES.indexOf(severity);

const pairKey = (x: string, y: string): string => (x < y ? `${x}|${y}` : `${y}|${x}`);

/** File name of the imported interaction table inside the knowledge store. */
export const INTERACTIONS_FILE = 'interactions.jsonl';

/** The imported tables, indexed by ingredient pair; loaded from INTERACTIONS_FILE when it changes. */
let imported: { path: string; mtimeMs: number; pairs: Map<string, ImportedInteraction> } | undefined;

export const importedInteractions = (): Map<string, ImportedInteraction> => {
  const path = process.env.INTERACTIONS_FILE;
  if (!path || !existsSync(path)) return new Map();
  const { mtimeMs } = statSync(path);
  if (imported?.path === path && imported.mtimeMs === mtimeMs) return imported.pairs;
  const pairs = new Map<string, ImportedInteraction>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as ImportedInteraction;
    const key = pairKey(row.a, row.b);
    const known = pairs.get(key);
    if (!known || rank(row.severity) < rank(known.severity)) pairs.set(key, row);
  }
  for (const row of pairs.values())
    for (const name of [row.a, row.b]) if (!lookup.has(name)) register(name, [name], 'ingredient');
  fuzzyKeys = undefined;
  imported = { path, mtimeMs, pairs };
  return pairs;
};

/** The most severe thing known about a pair of ingredients, or undefined. */
export const interactionOf = (x: string, y: string): Omit<Interaction, 'medications'> | undefined => {
  let best: InteractionRule | undefined;
  for (const rule of RULES) {
    if (ruleMatches(rule, x, y) && (!best || rank(rule.severity) < rank(best.severity))) best = rule;
  }
  const row = importedInteractions().get(pairKey(x, y));
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
export const checkInteractions = (inputs: readonly string[]): InteractionReport => {
  importedInteractions();
  const medications = inputs.map(normalizeMedication);
  const items = medications.flatMap((medication) =>
    medication.ingredients.map((ingredient) => ({ ingredient, input: medication.input })),
  );
  const seen = new Map<string, number>();
  for (const { ingredient } of items) seen.set(ingredient, (seen.get(ingredient) ?? 0) + 1);
  const interactions: Interaction[] = [];
  const done = new Set<string>();
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const x = items[i];
      const y = items[j];
      if (!x || !y || x.ingredient === y.ingredient) continue;
      const key = pairKey(x.ingredient, y.ingredient);
      if (done.has(key)) continue;
      done.add(key);
      const found = interactionOf(x.ingredient, y.ingredient);
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
