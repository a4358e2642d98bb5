/**
 * Clinical text → matching tokens: clauses (sentences by Intl.Segmenter, then lines and
 * semicolons), abbreviations expanded (HTN, DM2, CHF, COPD, CKD, MI, AF/afib, UTI…), words
 * folded to a canonical stem, and each token's assertion: present, or absent ("denies chest pain"),
 * historical ("history of MI"), in the family ("mother had breast cancer") or uncertain ("rule out
 * pneumonia"), by trigger phrases whose scope runs to the end of the clause or to a word that
 * closes it ("but", "now"…), in the manner of NegEx (Chapman et al., J Biomed Inform 2001).
 */
import { stem } from '../../knowledge/analysis/stemmer.ts';
import { sentenceSpans } from '../../text/sentences.ts';

export type Assertion = 'present' | 'absent' | 'historical' | 'family' | 'uncertain';

/**
 * What a code or a note says is absent *within* a finding ("migraine without aura", "diabetes
 * without complications") is kept as a stem of its own, marked with this prefix: it decides between
 * sibling codes rather than negating the finding.
 */
export const WITHOUT_MARK = '¬';
const WITHOUT_WORDS = new Set(['without', 'w/o', 'wo']);
/** Where a "without" stops applying. */
const WITHOUT_ENDS = new Set(['with', 'w/', 'and', 'but']);

export interface Token {
  /** Canonical stem used for matching. */
  term: string;
  /** Characters of the original text the token comes from (an expanded abbreviation gives several). */
  start: number;
  end: number;
  assertion: Assertion;
  /** Position in the clause, counting expanded words. */
  position: number;
  clause: number;
}

/**
 * Abbreviations and shorthand common in notes, by lower-case form, with what they stand for. Only
 * forms that are not also everyday words are here ("PE" means physical exam as often as pulmonary
 * embolism, "RA" room air as often as rheumatoid arthritis: both are left out).
 */
const withoutPrototype = <T extends Record<string, string>>(table: T): Readonly<Record<string, string>> =>
  Object.assign(Object.create(null) as Record<string, string>, table);

/** Words of free text become keys here, so the table has no prototype ("constructor" is a word). */
const ABBREVIATIONS: Readonly<Record<string, string>> = withoutPrototype({
  htn: 'hypertension',
  dm: 'diabetes mellitus',
  dm1: 'type 1 diabetes mellitus',
  t1dm: 'type 1 diabetes mellitus',
  iddm: 'type 1 diabetes mellitus',
  dm2: 'type 2 diabetes mellitus',
  t2dm: 'type 2 diabetes mellitus',
  dmii: 'type 2 diabetes mellitus',
  niddm: 'type 2 diabetes mellitus',
  chf: 'congestive heart failure',
  hf: 'heart failure',
  hfref: 'systolic heart failure',
  hfpef: 'diastolic heart failure',
  copd: 'chronic obstructive pulmonary disease',
  ckd: 'chronic kidney disease',
  esrd: 'end stage renal disease',
  aki: 'acute kidney failure',
  mi: 'myocardial infarction',
  stemi: 'st elevation myocardial infarction',
  nstemi: 'non st elevation myocardial infarction',
  af: 'atrial fibrillation',
  afib: 'atrial fibrillation',
  'a-fib': 'atrial fibrillation',
  aflutter: 'atrial flutter',
  uti: 'urinary tract infection',
  uri: 'acute upper respiratory infection',
  cad: 'coronary artery disease',
  gerd: 'gastro esophageal reflux disease',
  osa: 'obstructive sleep apnea',
  dvt: 'deep vein thrombosis',
  cva: 'stroke',
  tia: 'transient ischemic attack',
  bph: 'benign prostatic hyperplasia',
  oa: 'osteoarthritis',
  hld: 'hyperlipidemia',
  sob: 'shortness of breath',
  doe: 'dyspnea on exertion',
  cp: 'chest pain',
  'n/v': 'nausea with vomiting',
  pna: 'pneumonia',
  mdd: 'major depressive disorder',
  gad: 'generalized anxiety disorder',
  adhd: 'attention deficit hyperactivity disorder',
  ptsd: 'post traumatic stress disorder',
  lbp: 'low back pain',
  ibs: 'irritable bowel syndrome',
  pud: 'peptic ulcer',
  pvd: 'peripheral vascular disease',
  pad: 'peripheral arterial disease',
  hypothyroid: 'hypothyroidism',
  hyperthyroid: 'hyperthyroidism',
  ams: 'altered mental status',
  loc: 'loss of consciousness',
  fx: 'fracture',
  abd: 'abdominal',
  bilat: 'bilateral',
  lt: 'left',
  rt: 'right',
  l: 'left',
  r: 'right',
  ii: '2',
  iii: '3',
  iv: '4',
  'w/': 'with',
  w: 'with',
  'w/o': 'without',
  wo: 'without',
  cancer: 'malignant neoplasm',
  carcinoma: 'malignant neoplasm',
  malignancy: 'malignant neoplasm',
  tumor: 'neoplasm',
  gastroesophageal: 'gastro esophageal',
  covid: 'covid 19',
  'covid-19': 'covid 19',
  flu: 'influenza',
  'heart attack': 'myocardial infarction',
});

/** Words with the same meaning in codes and notes, folded to one ("renal failure" = "kidney failure"). */
const CANONICAL: Readonly<Record<string, string>> = withoutPrototype({
  renal: 'kidney',
  cardiac: 'heart',
  hepatic: 'liver',
  femoral: 'femur',
  pyrexia: 'fever',
  tumour: 'neoplasm',
  haemorrhage: 'hemorrhage',
  oesophagus: 'esophagus',
  dyspnoea: 'dyspnea',
  anaemia: 'anemia',
  diarrhoea: 'diarrhea',
});

/** Words that never decide a code. */
const STOP = new Set(
  'a an the of and or in on at to for by from as is was are be been being has have had with nos nec unspecified unsp other specified site sites classified elsewhere due patient pt per s his her their this that which who also'.split(
    ' ',
  ),
);

const stems = new Map<string, string>();
/** The canonical stem of one lower-case word. */
const canonicalStem = (word: string): string => {
  const cached = stems.get(word);
  if (cached !== undefined) return cached;
  const folded = CANONICAL[word] ?? word;
  const result = /^\d/.test(folded) ? folded : stem(folded);
  stems.set(word, result);
  return result;
};

interface Trigger {
  words: string[];
  assertion: Assertion;
  /** Post triggers apply to the words before them in the clause ("pneumonia was ruled out"). */
  post?: true;
}

const trigger = (phrases: string, assertion: Assertion, post?: true): Trigger[] =>
  phrases.split('|').map((phrase) => ({ words: phrase.split(' '), assertion, ...(post ? { post } : {}) }));

/** Longest first, so "no history of" wins over "no". */
const TRIGGERS: Trigger[] = [
  ...trigger(
    'no|not|denies|denied|deny|denying|negative for|neg for|absence of|absent|free of|no evidence of|no signs of|no sign of|never had|no history of|no hx of|no h/o|no family history of|rules out|ruled out for|resolved with no',
    'absent',
  ),
  ...trigger('ruled out|was ruled out|unlikely|is negative|was negative|not present', 'absent', true),
  ...trigger(
    'possible|possibly|probable|probably|suspected|suspect|suspicion of|suspicious for|likely|questionable|query|r/o|rule out|rule-out|concern for|concerning for|cannot exclude|cannot rule out|versus|vs|differential includes|differential diagnosis|presumed|borderline',
    'uncertain',
  ),
  ...trigger(
    'history of|hx of|h/o|hx|s/p|status post|past history of|personal history of|previous|previously|prior|former|remote|in remission from',
    'historical',
  ),
  ...trigger('resolved|in the past|years ago|as a child|in childhood', 'historical', true),
  ...trigger(
    'family history of|family history|family hx|fhx|fh|mother|father|brother|sister|maternal|paternal|grandmother|grandfather|sibling|siblings|mom|dad|aunt|uncle|son|daughter',
    'family',
  ),
].sort((a, b) => b.words.length - a.words.length);

/** Words that end a trigger's scope: what follows is asserted on its own. */
const TERMINATORS = new Set(
  'but however although though except yet aside apart now currently presents presenting presented reports reporting complains complaining today admitted admits found diagnosed new newly developed since'.split(
    ' ',
  ),
);

/** Section headings whose lines are not current problems of the patient. */
const SECTION_ASSERTIONS: Array<[RegExp, Assertion]> = [
  [/^\s*(family history|family hx|fhx|fh)\s*:/i, 'family'],
  [/^\s*(past surgical history|surgical history|psh)\s*:/i, 'historical'],
  [/^\s*(allergies|allergy|nkda)\s*:/i, 'absent'],
];

interface Word {
  raw: string;
  lower: string;
  start: number;
  end: number;
  /** Follows a comma: ", not intractable" qualifies the finding before it. */
  afterComma: boolean;
}

const WORD = /[A-Za-z0-9]+(?:[/'-][A-Za-z0-9]+)*\/?/g;

/** Whether the last non-space character before `at` is a comma (looked at directly: texts are long). */
const followsComma = (text: string, at: number): boolean => {
  let i = at - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i -= 1;
  return text[i] === ',';
};

const wordsOf = (text: string, offset: number): Word[] =>
  [...text.matchAll(WORD)].map((match) => ({
    raw: match[0],
    lower: match[0].toLowerCase().replace(/'s$/, ''),
    start: offset + match.index,
    end: offset + match.index + match[0].length,
    afterComma: followsComma(text, match.index),
  }));

/** "without aura", or ", not intractable": a detail of the finding, not its negation. */
const opensWithout = (word: Word, i: number): boolean =>
  WITHOUT_WORDS.has(word.lower) || (word.lower === 'not' && word.afterComma && i > 0);

/** The clauses of a text: sentences, then lines and semicolons within them, with their offsets. */
export const clauses = (text: string): Array<{ text: string; start: number }> => {
  const out: Array<{ text: string; start: number }> = [];
  for (const sentence of sentenceSpans(text)) {
    let start = 0;
    const parts = sentence.text.split(/(\n|;|•)/);
    for (const part of parts) {
      if (part !== '\n' && part !== ';' && part !== '•' && part.trim()) {
        out.push({ text: part, start: sentence.start + start });
      }
      start += part.length;
    }
  }
  return out;
};

const matchesAt = (words: readonly Word[], i: number, phrase: readonly string[]): boolean =>
  phrase.every((word, k) => words[i + k]?.lower === word);

/** Assertion of each word of a clause, by the triggers in it and the section it sits in. */
const assertionsOf = (words: readonly Word[], base: Assertion): Assertion[] => {
  const out: Assertion[] = words.map(() => base);
  let scope: Assertion | undefined;
  let scopeStart = 0;
  for (let i = 0; i < words.length; ) {
    const word = words[i];
    if (!word) break;
    if (TERMINATORS.has(word.lower)) {
      scope = undefined;
      scopeStart = i + 1;
      i += 1;
      continue;
    }
    const hit = opensWithout(word, i) ? undefined : TRIGGERS.find((t) => matchesAt(words, i, t.words));
    if (hit) {
      if (hit.post) {
        for (let k = scopeStart; k < i; k += 1) out[k] = hit.assertion;
      } else scope = hit.assertion;
      for (let k = i; k < i + hit.words.length; k += 1) out[k] = hit.assertion;
      i += hit.words.length;
      continue;
    }
    if (scope) out[i] = scope;
    i += 1;
  }
  return out;
};

/** Tokens of a text for matching, clause by clause. */
export const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  let section: Assertion = 'present';
  let clauseIndex = 0;
  let lastLineStart = -1;
  for (const clause of clauses(text)) {
    // A heading such as "Family history:" governs its own line.
    const lineStart = text.lastIndexOf('\n', clause.start) + 1;
    if (lineStart !== lastLineStart) {
      section = 'present';
      const line = text.slice(
        lineStart,
        text.indexOf('\n', lineStart) === -1 ? undefined : text.indexOf('\n', lineStart),
      );
      for (const [pattern, assertion] of SECTION_ASSERTIONS) if (pattern.test(line)) section = assertion;
      lastLineStart = lineStart;
    }
    const words = wordsOf(clause.text, clause.start);
    const assertions = assertionsOf(words, section);
    let position = 0;
    let without = false;
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i];
      if (!word) break;
      if (opensWithout(word, i)) {
        without = true;
        continue;
      }
      if (WITHOUT_ENDS.has(word.lower) || TERMINATORS.has(word.lower)) without = false;
      // A comma after this word closes the "without" list after it.
      const closesWithout = text.slice(word.end, word.end + 1) === ',';
      const next = words[i + 1];
      // A two-word shorthand ("heart attack") is read as one, ending at its second word.
      const pair = next ? ABBREVIATIONS[`${word.lower} ${next.lower}`] : undefined;
      const plain = word.lower.replace(/\/$/, '');
      const expansion = pair ?? ABBREVIATIONS[word.lower] ?? ABBREVIATIONS[plain];
      const end = pair && next ? next.end : word.end;
      const parts = (expansion ?? plain).split(/[\s/-]+/);
      const assertion = assertions[i] ?? 'present';
      for (const part of parts) {
        if (!part || STOP.has(part)) continue;
        const term = canonicalStem(part);
        tokens.push({
          term: without ? `${WITHOUT_MARK}${term}` : term,
          start: word.start,
          end,
          assertion,
          position,
          clause: clauseIndex,
        });
        position += 1;
      }
      if (pair) i += 1;
      if (closesWithout) without = false;
    }
    clauseIndex += 1;
  }
  return tokens;
};

/**
 * The stems of a code phrase, read the way notes are (the same abbreviations and folding), so a
 * phrase and a note that say the same thing give the same stems.
 */
/** First words of the two-word shorthands, so a phrase looks pairs up only where one can start. */
const PAIR_STARTS = new Set(
  Object.keys(ABBREVIATIONS)
    .filter((key) => key.includes(' '))
    .map((key) => key.split(' ')[0] ?? ''),
);

/** The stems of one word of a code phrase, cached: the 180,000 phrases share a small vocabulary. */
const wordStems = new Map<string, readonly string[]>();
const stemsOfWord = (plain: string): readonly string[] => {
  const cached = wordStems.get(plain);
  if (cached) return cached;
  // Single letters in code titles are list markers or units, not "left"/"right"/"with".
  const expansion = plain.length > 1 ? ABBREVIATIONS[plain] : undefined;
  const stemsOf = (expansion ?? plain)
    .split(/[\s/-]+/)
    .filter((part) => part && !STOP.has(part))
    .map(canonicalStem);
  wordStems.set(plain, stemsOf);
  return stemsOf;
};

export const phraseStems = (phrase: string): string[] => {
  const out: string[] = [];
  const words = (phrase.toLowerCase().match(WORD) ?? []).map((word) =>
    word.replace(/'s$/, '').replace(/\/$/, ''),
  );
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const next = words[i + 1];
    const pair = next !== undefined && PAIR_STARTS.has(word) ? ABBREVIATIONS[`${word} ${next}`] : undefined;
    if (pair) {
      for (const part of pair.split(/[\s/-]+/)) if (part && !STOP.has(part)) out.push(canonicalStem(part));
      i += 1;
      continue;
    }
    out.push(...stemsOfWord(word));
  }
  return out;
};
