import { editDistance } from '../text/edit-distance.ts';
import { type FoodIndex, type IndexedFood, queryWords } from './foods.ts';
import { isMass, measureHead, measureVolume } from './measures.ts';
import { type ParsedQuantity, type ParsedUnit, parseQuantity } from './quantity.ts';
import type { SrWeight } from './sr-format.ts';
import { COOKED, COOKED_BY_DEFAULT, RAW, RAW_BY_DEFAULT, SPECIAL_GROUPS, singular } from './words.ts';

/**
 * Matching a food-log line to a food of the table, and its amount to grams.
 *
 * Ranking: the share of the line's words (weighted by rarity) found in the food's description comes
 * first; then plain forms before processed ones (a word such as "dried", "canned" or "babyfood" the
 * line does not ask for costs), the food named first in the description ("Rice, brown…" for "brown
 * rice"), commonly eaten forms (SR's survey flag), the cooking state the line states (raw or cooked;
 * when unstated, raw for fruit, vegetables and nuts, cooked for grains, legumes, meat and fish), and
 * a household measure for the unit used. Candidates within a small margin of the best are returned as
 * alternatives; a line whose words are mostly unknown is reported, never guessed.
 */

interface FoodRef {
  id: string;
  description: string;
  group: string;
}

interface Portion {
  /** The amount the line stated (or 1). */
  amount: number;
  /** The unit as read from the line: g, cup, slice… */
  unit?: string;
  /** The USDA household measure used, as SR words it ("cup", "medium (7\" to 7-7/8\" long)"). */
  measure?: string;
  grams: number;
  basis: 'grams' | 'mass' | 'measure' | 'volume' | 'default-portion' | 'default-100g';
  /** What we assumed, in words, when the line left something open. */
  assumption?: string;
}

export type LineMatch =
  | {
      status: 'matched' | 'ambiguous';
      food: FoodRef;
      portion: Portion;
      /** Close candidates when the line could mean several foods. */
      alternatives: Array<FoodRef & { grams?: number }>;
      notes: string[];
    }
  | {
      status: 'unknown';
      message: string;
      suggestions: FoodRef[];
    }
  | {
      status: 'no-portion';
      food: FoodRef;
      message: string;
      measures: string[];
      alternatives: FoodRef[];
    };

const ref = (food: IndexedFood): FoodRef => ({
  id: food.id,
  description: food.description,
  group: food.group,
});

/**
 * A word the table does not know, corrected to the commonest known word one edit away (5 letters or
 * more) or two (8 or more: "brocolli"); the answer says so.
 */
const correct = (word: string, index: FoodIndex): string | undefined => {
  if (word.length < 5 || /\d/.test(word)) return undefined;
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDf = 0;
  for (const known of index.vocabulary) {
    if (known[0] !== word[0] || Math.abs(known.length - word.length) > limit) continue;
    if (editDistance(word, known, limit) > limit) continue;
    const df = index.postings.get(known)?.length ?? 0;
    if (df > bestDf) {
      best = known;
      bestDf = df;
    }
  }
  return best;
};

interface Query {
  /** Words that name the food, with their weights. */
  words: Array<{ word: string; weight: number }>;
  state?: 'raw' | 'cooked';
  methods: Set<string>;
  all: Set<string>;
  corrections: Array<[string, string]>;
}

const readQuery = (food: string, index: FoodIndex): Query => {
  const words: Query['words'] = [];
  const methods = new Set<string>();
  const corrections: Array<[string, string]> = [];
  let state: Query['state'];
  for (const word of queryWords(food)) {
    if (COOKED.has(word)) {
      state = 'cooked';
      methods.add(word);
      continue;
    }
    if (RAW.has(word)) {
      state = 'raw';
      continue;
    }
    let known = index.postings.has(word) ? word : undefined;
    if (!known) {
      known = correct(word, index);
      if (known) corrections.push([word, known]);
    }
    words.push({ word: known ?? word, weight: known ? index.idf(known) : Math.log(index.foods.length) });
  }
  return {
    words,
    ...(state ? { state } : {}),
    methods,
    all: new Set([...words.map((w) => w.word), ...methods]),
    corrections,
  };
};

/** Among rows, the one whose extra words the line uses ("cup, chopped" for "chopped"), else the first. */
const preferred = (rows: SrWeight[], query: Query): SrWeight | undefined =>
  rows.find((row) =>
    row.description
      .toLowerCase()
      .split(/[^a-z]+/)
      .slice(1)
      .some((word) => word.length > 2 && query.all.has(singular(word))),
  ) ?? rows[0];

const perUnit = (row: SrWeight): number => row.grams / row.amount;

const round1 = (value: number): number => Math.round(value * 10) / 10;

const portionFor = (
  food: IndexedFood,
  quantity: ParsedQuantity,
  query: Query,
): Portion | { measures: string[]; message: string } => {
  const unit: ParsedUnit | undefined = quantity.unit;
  const measures = food.weights.map((w) => `${w.amount} ${w.description} = ${w.grams} g`);
  const base = { amount: quantity.amount, ...(unit ? { unit: unit.name } : {}) };
  if (unit?.kind === 'mass') {
    const fluid = food.weights.find((w) => measureVolume(w.description)?.name === 'fl oz');
    if (unit.name === 'oz' && fluid && !food.weights.some((w) => /^oz\b/i.test(w.description))) {
      const grams = quantity.amount * (perUnit(fluid) / (fluid.description.startsWith('fl oz') ? 1 : 1));
      return {
        ...base,
        measure: fluid.description,
        grams: round1(grams),
        basis: 'measure',
        assumption: `"oz" of a drink read as fluid ounces (${round1(perUnit(fluid))} g each)`,
      };
    }
    return { ...base, grams: round1(quantity.amount * (unit.factor ?? 1)), basis: 'mass' };
  }
  if (unit?.kind === 'volume') {
    const rows = food.weights.filter((w) => measureVolume(w.description));
    const same = rows.filter((w) => measureVolume(w.description)?.name === unit.name);
    const row = preferred(same.length > 0 ? same : rows, query);
    if (row) {
      const volume = measureVolume(row.description);
      const gramsPerMl = perUnit(row) / (volume?.ml ?? 1);
      const grams = quantity.amount * (unit.factor ?? 1) * gramsPerMl;
      const assumption = unit.note;
      return {
        ...base,
        measure: row.description,
        grams: round1(grams),
        basis: volume?.name === unit.name ? 'measure' : 'volume',
        ...(assumption ? { assumption } : {}),
      };
    }
    // Drinks without a volume measure are taken at the density of water, and the answer says so.
    if (food.group === '1400') {
      return {
        ...base,
        grams: round1(quantity.amount * (unit.factor ?? 1)),
        basis: 'volume',
        assumption: `${unit.note ? `${unit.note}; ` : ''}no volume measure in SR for this drink: 1 mL taken as 1 g`,
      };
    }
    return {
      measures,
      message: `SR has no volume measure for "${food.description}"; give the amount in grams or ounces, or one of its measures`,
    };
  }
  if (unit?.kind === 'count' && !['each', 'item', 'piece'].includes(unit.name)) {
    const rows = food.weights.filter((w) => measureHead(w.description) === unit.name);
    const row = preferred(rows, query);
    if (row)
      return {
        ...base,
        measure: row.description,
        grams: round1(quantity.amount * perUnit(row)),
        basis: 'measure',
      };
    return {
      measures,
      message: `SR has no "${unit.name}" measure for "${food.description}"; give the amount in grams or ounces, or one of its measures`,
    };
  }
  // No unit (or each/piece): a medium one, else a measure the line names ("cookie"), else a
  // countable measure (a serving last), else, with no amount either, a serving or SR's first measure.
  const countable = food.weights.filter((w) => !measureVolume(w.description) && !isMass(w.description));
  const named = (w: SrWeight) => query.all.has(measureHead(w.description));
  const medium = (w: SrWeight) => /\bmedium\b/i.test(w.description);
  const serving = (w: SrWeight) => measureHead(w.description) === 'serving';
  const row = quantity.stated
    ? (countable.find(medium) ?? countable.find(named) ?? countable.find((w) => !serving(w)) ?? countable[0])
    : (countable.find(medium) ?? countable.find(named) ?? food.weights.find(serving) ?? food.weights[0]);
  if (row) {
    const amount = quantity.stated ? quantity.amount : row.amount;
    return {
      amount,
      ...(unit ? { unit: unit.name } : {}),
      measure: row.description,
      grams: round1(amount * perUnit(row)),
      basis: quantity.stated ? 'measure' : 'default-portion',
      assumption: quantity.stated
        ? `no unit given: ${amount} × "${row.description}" (${round1(perUnit(row))} g each)`
        : `no amount given: one usual portion, ${row.amount} ${row.description} (${row.grams} g)`,
    };
  }
  if (!quantity.stated)
    return {
      ...base,
      grams: 100,
      basis: 'default-100g',
      assumption: 'no amount given and SR has no measure: 100 g assumed',
    };
  return {
    measures,
    message: `SR has no countable measure for "${food.description}"; give the amount in grams or ounces, or with a unit`,
  };
};

interface Scored {
  food: IndexedFood;
  score: number;
  coverage: number;
}

/** Query words that ask for a food of a special group (baby food, fast food, Alaska Native…). */
const SPECIAL_WORDS = new Set(['babyfood', 'baby', 'fast', 'restaurant', 'alaska', 'native', 'indian']);

const score = (food: IndexedFood, query: Query, unit: ParsedUnit | undefined): Scored => {
  let total = 0;
  let matched = 0;
  for (const { word, weight } of query.words) {
    total += weight;
    if (food.words.has(word)) matched += weight;
  }
  const coverage = total === 0 ? 0 : matched / total;
  let value = 10 * coverage;
  // Plain forms first: the share of the description's own words the line asked for.
  let asked = 0;
  for (const word of food.plain) if (query.all.has(word)) asked += 1;
  value += food.plain.length === 0 ? 0 : (2 * asked) / food.plain.length;
  for (const word of food.forms) if (!query.all.has(word)) value -= 1.2;
  // The food named first: "Rice, brown…" is rice; "Pork sausage rice links" is not.
  const head = food.segments[0] ?? [];
  if (head.length > 0 && head.every((word) => query.all.has(word))) value += 2;
  else if (head.some((word) => query.all.has(word))) value += 0.5;
  else if ((food.segments[1] ?? []).some((word) => query.all.has(word))) value += 1;
  if (food.survey) value += 1;
  if (food.brand.some((word) => !query.all.has(word))) value -= 1.5;
  if (
    SPECIAL_GROUPS.has(food.group) &&
    !query.words.some(({ word }) => SPECIAL_WORDS.has(word) || food.brand.includes(word))
  )
    value -= 2;
  if (query.state === 'cooked') {
    if (food.cooked) value += 1;
    // Grains and cereals in SR are "raw" by not being called cooked ("Oats", "Rice, white…, raw").
    else value -= 1;
    if (food.raw) value -= 2;
    for (const method of query.methods) if (food.words.has(method)) value += 1.5;
    // Frying adds fat: never assumed for plain "cooked".
    if (food.fried && !query.methods.has('fried')) value -= 1;
  } else if (query.state === 'raw') {
    if (food.raw) value += 1;
    if (food.cooked) value -= 3;
  } else if (COOKED_BY_DEFAULT.has(food.group)) {
    if (food.cooked) value += 0.6;
    if (food.raw) value -= 0.6;
    if (food.fried) value -= 1;
  } else if (RAW_BY_DEFAULT.has(food.group)) {
    if (food.raw) value += 0.6;
  } else if (food.cooked) {
    // Bread, eggs, dairy…: a cooking step the line does not mention ("toasted") is not assumed.
    value -= 0.5;
  }
  if (unit?.kind === 'volume' && food.hasVolume) value += 0.5;
  if (unit?.kind === 'count' && food.measureHeads.has(unit.name)) value += 0.5;
  return { food, score: value, coverage };
};

/** Lines whose matched words weigh less than this share of the line's words are reported unknown. */
const MIN_COVERAGE = 0.7;
/** Candidates within this score of the best are alternatives (the line is ambiguous). */
const AMBIGUITY_MARGIN = 0.75;
/** How far below the best a candidate may rank and still be chosen for having the unit's measure. */
const PORTION_MARGIN = 3;

const rank = (query: Query, index: FoodIndex, unit: ParsedUnit | undefined): Scored[] => {
  const known = query.words
    .filter(({ word }) => index.postings.has(word))
    .sort((a, b) => b.weight - a.weight);
  if (known.length === 0) return [];
  // Candidates hold every known word when any food does (they outrank the rest on coverage);
  // otherwise at least one of the two rarest, as a food holding neither cannot cover enough.
  let candidates: Iterable<number> = [];
  const rarest = index.postings.get(known[0]?.word ?? '') ?? [];
  const others = known.slice(1).map(({ word }) => word);
  const all = rarest.filter((position) => {
    const words = index.foods[position]?.words;
    return words !== undefined && others.every((word) => words.has(word));
  });
  if (all.length > 0) candidates = all;
  else {
    const union = new Set<number>();
    for (const { word } of known.slice(0, 2))
      for (const position of index.postings.get(word) ?? []) union.add(position);
    candidates = union;
  }
  const scored: Scored[] = [];
  for (const position of candidates) {
    const food = index.foods[position];
    if (food) scored.push(score(food, query, unit));
  }
  return scored.sort((a, b) => b.score - a.score || a.food.id.localeCompare(b.food.id));
};

/** Matches one free-text line. */
export const matchLine = (line: string, index: FoodIndex): LineMatch => {
  const quantity = parseQuantity(line);
  const query = readQuery(quantity.food, index);
  if (query.words.length === 0)
    return { status: 'unknown', message: 'No food named on this line', suggestions: [] };
  const ranked = rank(query, index, quantity.unit);
  const best = ranked[0];
  if (!best || best.coverage < MIN_COVERAGE) {
    const missing = query.words.filter(({ word }) => !index.postings.has(word)).map(({ word }) => word);
    return {
      status: 'unknown',
      message:
        missing.length > 0
          ? `No food in USDA SR matches "${quantity.food}" (unknown: ${missing.join(', ')}); not counted`
          : `No food in USDA SR matches all of "${quantity.food}"; not counted`,
      suggestions: ranked.slice(0, 3).map(({ food }) => ref(food)),
    };
  }
  // A close candidate with a measure for the unit used beats one without ("1 slice pizza").
  let chosen = best;
  let portion = portionFor(best.food, quantity, query);
  if ('message' in portion) {
    for (const candidate of ranked.slice(1, 50)) {
      if (candidate.coverage < MIN_COVERAGE || best.score - candidate.score > PORTION_MARGIN) break;
      const other = portionFor(candidate.food, quantity, query);
      if (!('message' in other)) {
        chosen = candidate;
        portion = other;
        break;
      }
    }
  }
  const close = ranked.filter(
    (c) => c !== chosen && c.coverage >= MIN_COVERAGE && Math.abs(chosen.score - c.score) <= AMBIGUITY_MARGIN,
  );
  const notes: string[] = [];
  for (const [from, to] of query.corrections) notes.push(`"${from}" read as "${to}"`);
  if (quantity.range)
    notes.push(`range ${quantity.range[0]}–${quantity.range[1]} taken as ${quantity.amount}`);
  if (!query.state) {
    const words = chosen.food.segments.flat();
    if (words.some((word) => COOKED.has(word))) notes.push('cooking state not given: a cooked form assumed');
    else if (words.includes('raw')) notes.push('cooking state not given: the raw form assumed');
  }
  if ('message' in portion) {
    return {
      status: 'no-portion',
      food: ref(chosen.food),
      message: portion.message,
      measures: portion.measures,
      alternatives: close.slice(0, 4).map(({ food }) => ref(food)),
    };
  }
  return {
    status: close.length > 0 ? 'ambiguous' : 'matched',
    food: ref(chosen.food),
    portion,
    alternatives: close.slice(0, 4).map(({ food }) => {
      const other = portionFor(food, quantity, query);
      return { ...ref(food), ...('grams' in other ? { grams: other.grams } : {}) };
    }),
    notes,
  };
};

/** A food given by NDB number and grams. */
export const matchId = (id: string, grams: number, index: FoodIndex): LineMatch => {
  const food = index.byId.get(id);
  if (!food)
    return {
      status: 'unknown',
      message: `No food with NDB number ${id} in USDA ${index.release}; not counted`,
      suggestions: [],
    };
  return {
    status: 'matched',
    food: ref(food),
    portion: { amount: grams, unit: 'g', grams, basis: 'grams' },
    alternatives: [],
    notes: [],
  };
};
