import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { config } from '../config.ts';
import { FOOD_TABLE_FILE } from '../data-files.ts';
import { decodeFoods } from './data/codec.ts';
import { SR_RELEASE } from './data/sr26.ts';
import { isMass, measureHead, measureVolume } from './measures.ts';
import type { SrFood } from './sr-format.ts';
import { COOKED, FORMS, isNeutral, RAW, singular } from './words.ts';

/**
 * The food table (USDA SR, built in) with a small inverted index over the words of each food's
 * long description and common name, built once per process on first use (about 30 ms).
 */

export interface IndexedFood extends SrFood {
  /** Position in the table. */
  index: number;
  /** Normalised words of the description, per comma-separated segment. */
  segments: string[][];
  /** All normalised words, description and common name. */
  words: Set<string>;
  /** Distinct description words that say what the food is (not neutral, not a cooking state). */
  plain: string[];
  /** Description words that change what the food is (dried, canned, babyfood…). */
  forms: string[];
  /** The description states a cooked, raw or fried form. */
  cooked: boolean;
  raw: boolean;
  fried: boolean;
  /** SR has a volume measure (cup, tbsp…) for it. */
  hasVolume: boolean;
  /** First words of its measures: slice, medium, serving… */
  measureHeads: Set<string>;
  /** Words of a brand or manufacturer named in the description (SR writes them in capitals). */
  brand: string[];
}

/** Lay words mapped to the words SR uses. */
const SYNONYMS: Record<string, string[]> = {
  yoghurt: ['yogurt'],
  wholemeal: ['whole', 'wheat'],
  wholewheat: ['whole', 'wheat'],
  oatmeal: ['oat', 'cooked'],
  pasta: ['spaghetti'],
  porridge: ['oat', 'cooked'],
  courgette: ['zucchini'],
  aubergine: ['eggplant'],
  prawn: ['shrimp'],
  mince: ['ground'],
  minced: ['ground'],
  chickpea: ['chickpea'],
  garbanzo: ['chickpea'],
  hamburger: ['ground', 'beef'],
  oj: ['orange', 'juice'],
  soda: ['carbonated', 'beverage'],
  pop: ['carbonated', 'beverage'],
  skim: ['nonfat'],
  skimmed: ['nonfat'],
  semi: ['reduced'],
  'semi-skimmed': ['reduced', 'fat'],
  grilled: ['grilled', 'broiled'],
  scallion: ['onion', 'spring'],
  cilantro: ['coriander'],
  capsicum: ['pepper', 'sweet'],
  mayo: ['mayonnaise'],
  spuds: ['potato'],
  catsup: ['catsup'],
  ketchup: ['catsup'],
};

/** Words that say nothing about which food: never indexed or required. */
const STOP = new Set([
  'of',
  'and',
  'a',
  'an',
  'the',
  'or',
  'in',
  'for',
  'to',
  'my',
  'some',
  'about',
  'approx',
]);

/** The normalised words of a text (lower case, split at anything but letters, digits and %). */
const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    // "non-soy" says what the food is not: one word, so it never matches "soy".
    .replace(/\bnon-(?=[a-z])/g, 'non')
    .split(/[^a-z0-9%]+/)
    .filter((word) => word !== '' && !STOP.has(word))
    .map(singular);

/** Query words with synonyms expanded. */
/** Lay phrases written as USDA writes them. */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bsoy ?milk\b/g, 'soymilk'],
  [/\bcorn ?flakes\b/g, 'corn flakes'],
  [/\bhot ?dogs?\b/g, 'frankfurter'],
  [/\bfrench fries\b/g, 'french fried'],
];

export const queryWords = (text: string): string[] => {
  const words: string[] = [];
  let lower = text.toLowerCase();
  for (const [pattern, replacement] of PHRASES) lower = lower.replace(pattern, replacement);
  for (const raw of lower.split(/[^a-z0-9%-]+/).filter((w) => w !== '')) {
    const mapped = SYNONYMS[raw] ?? SYNONYMS[singular(raw)];
    if (mapped) words.push(...mapped);
    else words.push(...tokenize(raw));
  }
  return [...new Set(words)];
};

export interface FoodIndex {
  release: string;
  foods: IndexedFood[];
  byId: Map<string, IndexedFood>;
  /** Word to the positions of the foods whose description or common name holds it. */
  postings: Map<string, number[]>;
  /** Inverse document frequency of each word. */
  idf: (word: string) => number;
  /** Known words, sorted, for prefix and spelling look-ups. */
  vocabulary: string[];
}

const index = (foods: SrFood[], release: string): FoodIndex => {
  const postings = new Map<string, number[]>();
  // Descriptions and measures repeat the same pieces ("raw", "without salt", "cup"): each is read once.
  const segmentCache = new Map<string, string[]>();
  const readSegment = (segment: string): string[] => {
    let words = segmentCache.get(segment);
    if (!words) {
      words = tokenize(segment);
      segmentCache.set(segment, words);
    }
    return words;
  };
  const measureCache = new Map<string, { volume: boolean; head?: string }>();
  const readMeasure = (measure: string) => {
    let read = measureCache.get(measure);
    if (!read) {
      read = {
        volume: measureVolume(measure) !== undefined,
        ...(isMass(measure) ? {} : { head: measureHead(measure) }),
      };
      measureCache.set(measure, read);
    }
    return read;
  };
  const indexed = foods.map((food, position): IndexedFood => {
    const segments = food.description.split(',').map(readSegment);
    const words = new Set([...segments.flat(), ...tokenize(food.commonName)]);
    for (const word of words) {
      const list = postings.get(word);
      if (list) list.push(position);
      else postings.set(word, [position]);
    }
    const flat = segments.flat();
    // "dry heat" is a cooking method, not a dry food.
    const dryHeat = flat.includes('heat');
    return {
      ...food,
      index: position,
      segments,
      words,
      plain: [...new Set(flat.filter((word) => !isNeutral(word) && !COOKED.has(word) && !RAW.has(word)))],
      forms: [...new Set(flat.filter((word) => FORMS.has(word) && !(dryHeat && word === 'dry')))],
      cooked: flat.some((word) => COOKED.has(word)),
      raw: flat.some((word) => RAW.has(word)),
      fried: flat.includes('fried'),
      hasVolume: food.weights.some((w) => readMeasure(w.description).volume),
      measureHeads: new Set(
        food.weights.flatMap((w) => {
          const head = readMeasure(w.description).head;
          return head === undefined ? [] : [head];
        }),
      ),
      brand: [...new Set(tokenize((food.description.match(/\b[A-Z][A-Z'&.-]{2,}\b/g) ?? []).join(' ')))],
    };
  });
  const total = indexed.length;
  const idf = (word: string): number => {
    const df = postings.get(word)?.length ?? 0;
    return Math.log(1 + (total - df + 0.5) / (df + 0.5));
  };
  return {
    release,
    foods: indexed,
    byId: new Map(indexed.map((food) => [food.id, food])),
    postings,
    idf,
    vocabulary: [...postings.keys()].sort(),
  };
};

let loaded: FoodIndex | undefined;

/**
 * Where the built-in table is: FOOD_TABLE_FILE beside the Lambda bundle, else the committed copy. A
 * file rather than code, so the bundle does not parse 857 KB of base64 at init.
 */
export const foodTablePath = (): string =>
  config.foodTableFile() ?? fileURLToPath(new URL(`./data/${FOOD_TABLE_FILE}`, import.meta.url));

/** The foods of the built-in table (data/sr26.tsv.gz, as codec.ts encodes them). */
export const builtInFoods = (path: string = foodTablePath()): SrFood[] =>
  decodeFoods(gunzipSync(readFileSync(path)).toString('utf8'));

/** The built-in food table and its index, loaded once. */
export const foodIndex = (): FoodIndex => {
  loaded ??= index(builtInFoods(), SR_RELEASE);
  return loaded;
};

/** An index over other foods (tests, or a release being checked before it is built in). */
export const buildFoodIndex = (foods: SrFood[], release: string): FoodIndex => index(foods, release);
