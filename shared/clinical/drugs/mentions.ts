import { editDistance } from '../../text/edit-distance.ts';
import type { DrugClass } from './catalog.ts';
import { drugCatalog } from './catalog-table.ts';
import { classNamesOf, type MatchKind, medicationLexicon } from './checker.ts';

/**
 * Medicines, drug classes and interacting substances (alcohol, grapefruit, tyramine foods,
 * vitamin K foods, St John's wort) named in free text, such as a question: each with where it is
 * and the ingredients it stands for, so they can be checked with `checkInteractions`.
 */

type MentionKind = Exclude<MatchKind, 'unrecognized'> | 'class' | 'substance';

export interface MedicationMention {
  /** The words as written in the text. */
  text: string;
  /** Offsets in the text (end exclusive). */
  start: number;
  end: number;
  kind: MentionKind;
  /** Normalized ingredient names (empty for a class such as "blood thinner"). */
  ingredients: string[];
  /** For a class mention, the class in plain words ("anticoagulant"); otherwise absent. */
  class?: string;
  /** Our class identifiers the mention stands for or belongs to. */
  classes: string[];
}

interface ClassPhrase {
  label: string;
  classes: DrugClass[];
}

const classPhrase = (label: string, classes: DrugClass[]): ClassPhrase => ({ label, classes });
const BP = classPhrase('blood pressure medicine', ['ace-inhibitor', 'arb', 'thiazide-diuretic']);
const DIURETIC = classPhrase('diuretic (water pill)', [
  'thiazide-diuretic',
  'loop-diuretic',
  'potassium-sparing',
]);
const THINNER = classPhrase('anticoagulant (blood thinner)', ['anticoagulant']);
const STATIN = classPhrase('statin', ['statin']);
const OPIOID = classPhrase('opioid', ['opioid']);
const BENZO = classPhrase('benzodiazepine or sleeping pill', ['benzodiazepine']);
const NSAID = classPhrase('NSAID (anti-inflammatory pain reliever)', ['nsaid']);
const SSRI = classPhrase('SSRI antidepressant', ['ssri', 'serotonergic']);
const ANTIDEPRESSANT = classPhrase('antidepressant', ['serotonergic']);
const MAOI = classPhrase('MAO inhibitor', ['maoi']);
const ANTIPLATELET = classPhrase('antiplatelet', ['antiplatelet']);
const TRIPTAN = classPhrase('triptan', ['triptan']);
const ACEI = classPhrase('ACE inhibitor', ['ace-inhibitor']);
const ARB = classPhrase('angiotensin receptor blocker', ['arb']);
const ANTACID = classPhrase('antacid or mineral supplement', ['polyvalent-cation']);
const PILL = classPhrase('hormonal contraceptive', ['cyp3a4-substrate-efficacy']);
const STEROID = classPhrase('corticosteroid', ['corticosteroid']);
const DECONGESTANT = classPhrase('decongestant', ['sympathomimetic']);
const NITRATE = classPhrase('nitrate', ['nitrate']);
const ED = classPhrase('erectile dysfunction medicine (PDE5 inhibitor)', ['pde5-inhibitor']);
const QUINOLONE = classPhrase('fluoroquinolone antibiotic', ['fluoroquinolone']);
const AZOLE = classPhrase('azole antifungal', ['strong-cyp3a4-inhibitor']);

const pills = (stem: string): string[] =>
  [
    'pill',
    'pills',
    'medicine',
    'medicines',
    'medication',
    'medications',
    'meds',
    'drug',
    'drugs',
    'tablets',
  ].map((noun) => `${stem} ${noun}`);

/** Everyday and professional names of drug classes, cleaned like the lexicon (lower case, no hyphens). */
const CLASS_PHRASES: ReadonlyArray<[string[], ClassPhrase]> = [
  [
    [
      ...pills('blood pressure'),
      ...pills('bp'),
      ...pills('high blood pressure'),
      'antihypertensive',
      'antihypertensives',
    ],
    BP,
  ],
  [[...pills('water'), 'diuretic', 'diuretics'], DIURETIC],
  [
    ['blood thinner', 'blood thinners', 'anticoagulant', 'anticoagulants', ...pills('blood thinning')],
    THINNER,
  ],
  [['statin', 'statins', ...pills('cholesterol')], STATIN],
  [
    [
      'opioid',
      'opioids',
      'opiate',
      'opiates',
      'narcotic',
      'narcotics',
      'painkiller',
      'painkillers',
      'pain killers',
      'pain killer',
    ],
    OPIOID,
  ],
  [
    [
      'benzodiazepine',
      'benzodiazepines',
      'benzo',
      'benzos',
      'sleeping pill',
      'sleeping pills',
      'sleep aid',
      'sleep aids',
      'tranquilizer',
      'tranquilizers',
    ],
    BENZO,
  ],
  [['nsaid', 'nsaids', 'anti inflammatory', 'anti inflammatories', 'anti inflammatory drugs'], NSAID],
  [['ssri', 'ssris'], SSRI],
  [['antidepressant', 'antidepressants', ...pills('depression')], ANTIDEPRESSANT],
  [
    [
      'maoi',
      'maois',
      'mao inhibitor',
      'mao inhibitors',
      'monoamine oxidase inhibitor',
      'monoamine oxidase inhibitors',
    ],
    MAOI,
  ],
  [['antiplatelet', 'antiplatelets'], ANTIPLATELET],
  [['triptan', 'triptans', ...pills('migraine')], TRIPTAN],
  [['ace inhibitor', 'ace inhibitors'], ACEI],
  [['angiotensin receptor blocker', 'angiotensin receptor blockers'], ARB],
  [['antacid', 'antacids'], ANTACID],
  [
    [
      'birth control',
      'birth control pill',
      'birth control pills',
      'oral contraceptive',
      'oral contraceptives',
      'contraceptive pill',
      'contraceptive pills',
    ],
    PILL,
  ],
  [['steroid', 'steroids', 'corticosteroid', 'corticosteroids'], STEROID],
  [['decongestant', 'decongestants'], DECONGESTANT],
  [['nitrate medicine', 'nitrate pills', 'nitrates for angina'], NITRATE],
  [
    ['erectile dysfunction pill', 'erectile dysfunction pills', 'ed pills', 'ed medication', 'ed medicine'],
    ED,
  ],
  [['fluoroquinolone', 'fluoroquinolones', 'quinolone antibiotic', 'quinolone antibiotics'], QUINOLONE],
  [['azole antifungal', 'azole antifungals'], AZOLE],
];

/**
 * Names that are also ordinary English words: only read as a medicine when written with a capital
 * letter (a brand), never spelling-corrected to.
 */
const CAPITALIZED_ONLY = new Set([
  'versed',
  'luminal',
  'bayer',
  'amerge',
  'concerta',
  'plan b',
  'soma',
  'calan',
  'asa',
  'apap',
  'revia',
  'creon',
  'renova',
  'tenex',
  'carac',
  'opill',
  'theo',
]);

/** Names too ambiguous in running text (first names, words, fragments): never read as a mention. */
const NOT_IN_TEXT = new Set([
  'ella',
  'azo',
  'tham',
  'apri',
  'tobi',
  'sonata',
  'exelon',
  'doral',
  'testim',
  'peg',
  'omega',
  'ery',
  'fu',
  'cdb',
  'growth hormone',
  'probiotic',
  'lactate',
]);

/** Ordinary words within one or two letters of a medicine name: never corrected. */
const NOT_MISSPELLINGS = new Set(
  [
    'alive',
    'ambient',
    'lyrics',
    'concert',
    'concerts',
    'reflex',
    'reflexes',
    'relax',
    'ultra',
    'emerge',
    'mitigate',
    'program',
    'programs',
    'neural',
    'petal',
    'metal',
    'iodine',
    'singular',
    'peppers',
    'pepper',
    'convert',
    'covert',
    'alert',
    'exert',
    'menace',
    'lipid',
    'lipids',
    'lotus',
    'review',
    'prayer',
    'ratio',
    'events',
    'amber',
    'about',
    'after',
    'again',
    'other',
    'their',
    'there',
    'these',
    'those',
    'which',
    'while',
    'where',
    'would',
    'could',
    'should',
    'might',
    'taken',
    'taking',
    'water',
    'daily',
    'doses',
    'dosage',
    'tablet',
    'tablets',
    'pills',
    'medicine',
    'medicines',
    'effects',
    'effect',
    'levels',
    'blood',
    'heart',
    'pressure',
    'better',
    'worse',
    'women',
    'woman',
    'child',
    'children',
    'cancer',
    'doctor',
    'nurse',
    'pharmacist',
    'symptoms',
    'safely',
    'together',
    'combine',
    'combined',
    'interact',
    'interaction',
    'interactions',
    'mixing',
    'drink',
    'drinks',
    'drinking',
    'cheese',
    'cheeses',
    'grapes',
    'orange',
    'oranges',
    'juice',
    'juices',
    'green',
    'greens',
    'salad',
    'salads',
    'coffee',
    'sugar',
    'sugars',
    'insulin',
    'caffeine',
    'protein',
    'proteins',
    'vitamin',
    'vitamins',
    'mineral',
    'minerals',
    'nausea',
    'dizzy',
    'sleepy',
    'tired',
    'asthma',
    'angina',
    'stroke',
    'liver',
    'kidney',
    'kidneys',
    'muscle',
    'muscles',
    'lithe',
    'lever',
    'fever',
    'fevers',
    'season',
    'settle',
    'ration',
    'nation',
    'motion',
    'lotion',
    'potion',
    'dealer',
    'healer',
    'plural',
    'metals',
    'actin',
    'acting',
    'action',
    'active',
    'aspire',
    'spirit',
    'spirits',
    'tramp',
    'trams',
    'rather',
    'serum',
    'sertain',
    'certain',
    'basal',
    'panel',
    'panels',
    'hello',
    'thanks',
    'advise',
    'advice',
    'device',
    'delay',
    'label',
    'labels',
    'latex',
    'lasik',
    'relief',
    'benign',
    'tension',
    'regular',
    'regulate',
    'normal',
    'morning',
    'evening',
    'night',
    'nights',
    'weekly',
    'monthly',
    'months',
  ].map((word) => word.toLowerCase()),
);

const FILLER_NOUNS = new Set(['pill', 'pills', 'tablet', 'tablets', 'capsule', 'capsules']);

interface Entry {
  names: readonly string[];
  kind: MentionKind;
  phrase?: ClassPhrase;
}

interface Index {
  size: number;
  phrases: Map<string, Entry>;
  maxWords: number;
  /** Single-word names of 5 letters or more, by first letter, for spelling correction. */
  fuzzy: Map<string, string[]>;
}

let index: Index | undefined;

const normalKey = (key: string): string =>
  key
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();

const buildIndex = (): Index => {
  const lexicon = medicationLexicon();
  if (index && index.size === lexicon.size) return index;
  const phrases = new Map<string, Entry>();
  let maxWords = 1;
  const add = (key: string, entry: Entry) => {
    const normal = normalKey(key);
    if (!normal || phrases.has(normal)) return;
    phrases.set(normal, entry);
    maxWords = Math.max(maxWords, normal.split(' ').length);
  };
  for (const [words, phrase] of CLASS_PHRASES)
    for (const key of words) add(key, { names: [], kind: 'class', phrase });
  for (const [key, { names, kind }] of lexicon) {
    const substance = names.length === 1 && drugCatalog().substances.has(names[0] ?? '');
    if (
      kind === 'unrecognized' ||
      key.startsWith('-') ||
      key.endsWith('-') ||
      NOT_IN_TEXT.has(normalKey(key))
    )
      continue;
    add(key, { names, kind: substance ? 'substance' : kind });
  }
  const fuzzy = new Map<string, string[]>();
  for (const [key, entry] of phrases) {
    if (key.length < 5 || key.includes(' ') || entry.kind === 'class' || CAPITALIZED_ONLY.has(key)) continue;
    const first = key[0] ?? '';
    fuzzy.set(first, [...(fuzzy.get(first) ?? []), key]);
  }
  index = { size: lexicon.size, phrases, maxWords, fuzzy };
  return index;
};

interface Token {
  word: string;
  start: number;
  end: number;
}

const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[A-Za-z0-9]+(?:['’][A-Za-z]+)?/g)) {
    tokens.push({
      word: match[0].toLowerCase().replace(/’/g, "'"),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens;
};

const closeSpelling = (word: string, idx: Index): string | undefined => {
  if (word.length < 5 || NOT_MISSPELLINGS.has(word) || /\d/.test(word)) return undefined;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const key of idx.fuzzy.get(word[0] ?? '') ?? []) {
    const limit = Math.min(max, key.length >= 8 ? 2 : 1);
    if (Math.abs(key.length - word.length) > limit) continue;
    const distance = editDistance(word, key, limit);
    if (distance <= limit && distance < bestDistance) {
      best = key;
      bestDistance = distance;
    }
  }
  return best;
};

const mention = (
  text: string,
  first: Token,
  last: Token,
  entry: Entry,
  corrected: boolean,
): MedicationMention => {
  const phrase = entry.phrase;
  return {
    text: text.slice(first.start, last.end),
    start: first.start,
    end: last.end,
    kind: corrected ? 'spelling corrected' : entry.kind,
    ingredients: [...entry.names],
    ...(phrase ? { class: phrase.label } : {}),
    classes: phrase
      ? phrase.classes.map((c) => drugCatalog().classes[c])
      : [...new Set(entry.names.flatMap((name) => classNamesOf(name)))],
  };
};

/**
 * Medicines (ingredients, brands, combination products, other names), drug classes in everyday
 * words ("blood pressure pills", "water pill", "blood thinner", "statin") and interacting
 * substances (alcohol, beer, wine, grapefruit, aged cheese, leafy greens, St John's wort) in free
 * text, in the order they appear. Case-insensitive, whole words, the longest name wins; a word of
 * 5 letters or more within one or two letters of a known medicine name is read as that medicine.
 */
export const findMedicationMentions = (text: string): MedicationMention[] => {
  if (!text) return [];
  const idx = buildIndex();
  const tokens = tokenize(text.slice(0, 20_000));
  const found: MedicationMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = false;
    for (let n = Math.min(idx.maxWords, tokens.length - i); n >= 1 && !matched; n -= 1) {
      const span = tokens.slice(i, i + n);
      const words = span.map((t) => t.word);
      const candidates = [words.join(' ')];
      const lastWord = words[n - 1] ?? '';
      // "Zoloft's", "statins", "beers": the possessive or plural of a known name.
      if (lastWord.endsWith("'s")) candidates.push([...words.slice(0, -1), lastWord.slice(0, -2)].join(' '));
      else if (lastWord.length > 4 && lastWord.endsWith('s'))
        candidates.push([...words.slice(0, -1), lastWord.slice(0, -1)].join(' '));
      for (const key of candidates) {
        const entry = idx.phrases.get(key);
        if (!entry) continue;
        const first = span[0];
        const last = span[n - 1];
        if (!first || !last) continue;
        const written = text.slice(first.start, last.end);
        if (CAPITALIZED_ONLY.has(key) && !/^[A-Z]/.test(written)) continue;
        found.push(mention(text, first, last, entry, false));
        matched = true;
        i += n;
        break;
      }
    }
    if (matched) continue;
    const token = tokens[i];
    i += 1;
    if (!token || FILLER_NOUNS.has(token.word)) continue;
    const corrected = closeSpelling(token.word.replace(/'s$/, ''), idx);
    const entry = corrected ? idx.phrases.get(corrected) : undefined;
    if (entry) found.push(mention(text, token, token, entry, true));
  }
  return found;
};
