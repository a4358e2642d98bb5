/**
 * Reading the amount at the start (or end) of a food-log line: "1 cup cooked brown rice",
 * "2 slices whole wheat bread", "100 g salmon", "½ avocado", "one banana", "2-3 eggs",
 * "salmon, 100g". What is left is the food's name. The unit is classified as a mass, a volume or a
 * count (slice, medium…) because each converts to grams differently: mass directly, volume through
 * the food's density from its household measures, a count through a measure of that name.
 */

type UnitKind = 'mass' | 'volume' | 'count';

export interface ParsedUnit {
  /** The unit as we name it: g, oz, cup, tbsp, slice, medium… */
  name: string;
  kind: UnitKind;
  /** Grams for mass units, millilitres for volume units, undefined for counts. */
  factor?: number;
  /** An assumption the unit carries ("a glass taken as one cup"). */
  note?: string;
}

export interface ParsedQuantity {
  /** The number of units; 1 when the line gives none. */
  amount: number;
  /** Whether the line stated an amount (a line without one takes a default portion). */
  stated: boolean;
  /** Range "2-3" taken at its midpoint. */
  range?: readonly [number, number];
  unit?: ParsedUnit;
  /** The food's name: the line without the amount and unit. */
  food: string;
}

const ML = {
  cup: 236.5882365,
  tbsp: 14.78676478125,
  tsp: 4.92892159375,
  'fl oz': 29.5735295625,
  pint: 473.176473,
  quart: 946.352946,
  ml: 1,
  l: 1000,
} as const;

const G = { g: 1, kg: 1000, mg: 0.001, oz: 28.349523125, lb: 453.59237 } as const;

const mass = (name: keyof typeof G): ParsedUnit => ({ name, kind: 'mass', factor: G[name] });
const volume = (name: keyof typeof ML): ParsedUnit => ({ name, kind: 'volume', factor: ML[name] });
const count = (name: string): ParsedUnit => ({ name, kind: 'count' });

const GLASS: ParsedUnit = { ...volume('cup'), note: 'a glass taken as one cup (8 fl oz)' };

/** Unit words and their spellings, longest first when matched. */
const UNIT_LIST: Array<readonly [string, ParsedUnit]> = [
  ['fluid ounces', volume('fl oz')],
  ['fluid ounce', volume('fl oz')],
  ['fl. oz.', volume('fl oz')],
  ['fl. oz', volume('fl oz')],
  ['fl oz', volume('fl oz')],
  ['floz', volume('fl oz')],
  ['extra large', count('extra large')],
  ['extra-large', count('extra large')],
  ['extra small', count('extra small')],
  ['grams', mass('g')],
  ['gram', mass('g')],
  ['gr', mass('g')],
  ['gm', mass('g')],
  ['g', mass('g')],
  ['kilograms', mass('kg')],
  ['kilogram', mass('kg')],
  ['kilos', mass('kg')],
  ['kilo', mass('kg')],
  ['kg', mass('kg')],
  ['milligrams', mass('mg')],
  ['mg', mass('mg')],
  ['ounces', mass('oz')],
  ['ounce', mass('oz')],
  ['oz', mass('oz')],
  ['pounds', mass('lb')],
  ['pound', mass('lb')],
  ['lbs', mass('lb')],
  ['lb', mass('lb')],
  ['cups', volume('cup')],
  ['cup', volume('cup')],
  ['c', volume('cup')],
  ['tablespoons', volume('tbsp')],
  ['tablespoon', volume('tbsp')],
  ['tbsps', volume('tbsp')],
  ['tbsp', volume('tbsp')],
  ['tbs', volume('tbsp')],
  ['tbl', volume('tbsp')],
  ['teaspoons', volume('tsp')],
  ['teaspoon', volume('tsp')],
  ['tsps', volume('tsp')],
  ['tsp', volume('tsp')],
  ['millilitres', volume('ml')],
  ['milliliters', volume('ml')],
  ['millilitre', volume('ml')],
  ['milliliter', volume('ml')],
  ['ml', volume('ml')],
  ['litres', volume('l')],
  ['liters', volume('l')],
  ['litre', volume('l')],
  ['liter', volume('l')],
  ['l', volume('l')],
  ['pints', volume('pint')],
  ['pint', volume('pint')],
  ['quarts', volume('quart')],
  ['quart', volume('quart')],
  // A glass is taken as one cup (8 fl oz); the answer says so.
  ['glasses', GLASS],
  ['glass', GLASS],
  ...[
    'slice',
    'piece',
    'medium',
    'large',
    'small',
    'jumbo',
    'serving',
    'fillet',
    'breast',
    'thigh',
    'drumstick',
    'wing',
    'leg',
    'stalk',
    'clove',
    'leaf',
    'stick',
    'pat',
    'can',
    'bottle',
    'bar',
    'cookie',
    'cracker',
    'patty',
    'link',
    'strip',
    'steak',
    'chop',
    'item',
    'each',
    'container',
    'package',
    'packet',
    'scoop',
    'ear',
    'head',
    'wedge',
    'spear',
  ].flatMap((word): Array<readonly [string, ParsedUnit]> => {
    const unit = count(word);
    const plural = word.endsWith('ch') || word.endsWith('sh') ? `${word}es` : `${word}s`;
    const more: Array<readonly [string, ParsedUnit]> = [];
    if (word === 'leaf') more.push(['leaves', unit]);
    if (word === 'pc') more.push(['pcs', unit]);
    if (word === 'piece') more.push(['pc', unit], ['pcs', unit]);
    const entries: Array<readonly [string, ParsedUnit]> = [[plural, unit], [word, unit], ...more];
    return entries;
  }),
];
const UNIT_WORDS = [...UNIT_LIST].sort((a, b) => b[0].length - a[0].length);

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
  '⅕': 0.2,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  half: 0.5,
  quarter: 0.25,
  dozen: 12,
  couple: 2,
};

const FRACTION_CHARS = Object.keys(FRACTIONS).join('');
/** One number: "1", "1.5", ".5", "1/2", "1 1/2", "½", "1½", "1 ½". */
const NUMBER = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\/\\d+|\\d*\\.\\d+|\\d+\\s*[${FRACTION_CHARS}]|\\d+|[${FRACTION_CHARS}])`;
const WORD = `(?:${Object.keys(WORDS).join('|')})`;
// Word amounts end at a word boundary ("a banana", not the "a" of "apple"); "to" and "or" between
// two amounts need spaces ("1 or 2", not the "or" of "1 orange").
const AMOUNT = `(?:${NUMBER}|half\\s+an?\\b|an?\\s+(?:couple|dozen)\\b|${WORD}\\b(?:\\s+(?:and\\s+)?(?:a\\s+)?half\\b)?)`;
const RANGE = new RegExp(`^(${AMOUNT})(?:(?:\\s*[-–—]\\s*|\\s+(?:to|or)\\s+)(${AMOUNT}))?\\s*`, 'i');

const numberValue = (raw: string): number => {
  const text = raw.trim().toLowerCase();
  let match = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (match) return Number(match[1]) + Number(match[2]) / Number(match[3]);
  match = /^(\d+)\/(\d+)$/.exec(text);
  if (match) return Number(match[1]) / Number(match[2]);
  match = new RegExp(`^(\\d*)\\s*([${FRACTION_CHARS}])$`).exec(text);
  if (match) return Number(match[1] || 0) + (FRACTIONS[match[2] ?? ''] ?? 0);
  if (/^half\s+an?$/.test(text)) return 0.5;
  match = /^an?\s+(couple|dozen)$/.exec(text);
  if (match) return WORDS[match[1] ?? ''] ?? Number.NaN;
  // "a half" is one half; "one and a half", "two half" add it.
  match = /^(\w+)\s+(?:and\s+)?(?:a\s+)?half$/.exec(text);
  if (match) return match[1] === 'a' || match[1] === 'an' ? 0.5 : (WORDS[match[1] ?? ''] ?? 0) + 0.5;
  if (text in WORDS) return WORDS[text] ?? Number.NaN;
  return Number(text);
};

const readUnit = (text: string): { unit?: ParsedUnit; rest: string } => {
  const lower = text.toLowerCase();
  for (const [word, unit] of UNIT_WORDS) {
    if (!lower.startsWith(word)) continue;
    const after = text.slice(word.length);
    // The unit must end at a word boundary: "g salmon", "100g", but not "grapes" or "cups" as "c".
    if (after !== '' && /^[a-z]/i.test(after)) continue;
    if (word.length <= 2 && after !== '' && !/^[\s.,)]/.test(after)) continue;
    return { unit, rest: after.replace(/^[.\s]*(?:\)\s*)?(?:of\s+)?/i, '') };
  }
  return { rest: text };
};

/**
 * The amount and unit at the start of a text. A count word with nothing after it is the food
 * itself ("2 cookies", "3 slices"), unless `bareUnit` (the amount came from the end of the line:
 * "bread, 2 slices").
 */
const leading = (text: string, bareUnit = false): ParsedQuantity | undefined => {
  const match = RANGE.exec(text);
  if (!match?.[1]) return undefined;
  const low = numberValue(match[1]);
  const high = match[2] ? numberValue(match[2]) : undefined;
  if (!Number.isFinite(low) || (high !== undefined && !Number.isFinite(high))) return undefined;
  // "a" or "an" alone must be followed by a unit or food: "a banana", "an apple", "a cup of milk".
  const afterAmount = text.slice(match[0].length);
  if (afterAmount === '' && /^[a-z]/i.test(match[1])) return undefined;
  // "1.5kg" has no space; the unit reader needs none either.
  const read = readUnit(afterAmount);
  const unitIsFood = read.unit?.kind === 'count' && read.rest.trim() === '' && !bareUnit;
  const unit = unitIsFood ? undefined : read.unit;
  const rest = unitIsFood ? afterAmount : read.rest;
  const amount = high === undefined ? low : (low + high) / 2;
  return {
    amount,
    stated: true,
    ...(high !== undefined ? { range: [low, high] as const } : {}),
    ...(unit ? { unit } : {}),
    food: rest.replace(/^of\s+/i, '').trim(),
  };
};

const TRAILING = new RegExp(
  `([\\s,(]+)(${NUMBER}(?:\\s*(?:-|–|to)\\s*${NUMBER})?)\\s*([a-z. ]{0,16}?)\\)?\\s*$`,
  'i',
);

const trailing = (text: string): ParsedQuantity | undefined => {
  const match = TRAILING.exec(text);
  if (!match?.[2]) return undefined;
  const parsed = leading(`${match[2]} ${match[3] ?? ''}`.trim(), true);
  if (!parsed) return undefined;
  // Whatever follows the number must be a unit, nothing else; a bare number needs a comma or a
  // parenthesis before it: "eggs, 2" and "rice (1 cup)", but not "vitamin b 12".
  if (parsed.food !== '' || (!parsed.unit && !/[,(]/.test(match[1] ?? ''))) return undefined;
  const food = text.slice(0, match.index).replace(/[\s,:(-]+$/, '');
  if (food === '') return undefined;
  return { ...parsed, food };
};

/** The amount, unit and food name of a log line; amount 1 and no unit when the line states none. */
export const parseQuantity = (line: string): ParsedQuantity => {
  const text = line.trim().replace(/\s+/g, ' ');
  const front = leading(text);
  // "2 cups" names no food: kept as it is, so the line is reported rather than read as a food.
  if (front && (front.food !== '' || front.unit)) return front;
  const back = trailing(text);
  if (back) return back;
  return { amount: 1, stated: false, food: text };
};
