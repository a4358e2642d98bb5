/**
 * The Porter stemming algorithm (M. F. Porter, "An algorithm for suffix stripping", Program 14(3),
 * 1980), so that "treatments", "treating" and "treated" all meet at "treat".
 */
const isConsonant = (word: string, i: number): boolean => {
  const c = word.charAt(i);
  if ('aeiou'.includes(c)) return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
};

/** m: the number of vowel-consonant sequences in the stem. */
const measure = (stem: string): number => {
  let n = 0;
  let i = 0;
  const length = stem.length;
  while (i < length && isConsonant(stem, i)) i += 1;
  while (i < length) {
    while (i < length && !isConsonant(stem, i)) i += 1;
    if (i >= length) break;
    n += 1;
    while (i < length && isConsonant(stem, i)) i += 1;
  }
  return n;
};

const hasVowel = (stem: string): boolean => {
  for (let i = 0; i < stem.length; i += 1) if (!isConsonant(stem, i)) return true;
  return false;
};

const endsDoubleConsonant = (word: string): boolean =>
  word.length >= 2 &&
  word.charAt(word.length - 1) === word.charAt(word.length - 2) &&
  isConsonant(word, word.length - 1);

/** Consonant-vowel-consonant at the end, the last not w, x or y. */
const endsCvc = (word: string): boolean => {
  const n = word.length;
  if (n < 3) return false;
  if (!isConsonant(word, n - 1) || isConsonant(word, n - 2) || !isConsonant(word, n - 3)) return false;
  return !'wxy'.includes(word.charAt(n - 1));
};

const replaceIf = (
  word: string,
  rules: ReadonlyArray<readonly [string, string]>,
  condition: (stem: string) => boolean,
): string => {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, word.length - suffix.length);
      return condition(stem) ? stem + replacement : word;
    }
  }
  return word;
};

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];

const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

const longestFirst = <T extends readonly [string, string]>(rules: readonly T[]): T[] =>
  [...rules].sort((a, b) => b[0].length - a[0].length);
const STEP2_SORTED = longestFirst(STEP2);
const STEP3_SORTED = longestFirst(STEP3);
const STEP4_SORTED = [...STEP4].sort((a, b) => b.length - a.length);

export const stem = (input: string): string => {
  let word = input;
  if (word.length <= 2) return word;

  // Step 1a: plurals.
  if (word.endsWith('sses')) word = word.slice(0, -2);
  else if (word.endsWith('ies')) word = word.slice(0, -2);
  else if (word.endsWith('ss')) {
    // unchanged
  } else if (word.endsWith('s')) word = word.slice(0, -1);

  // Step 1b: -ed and -ing.
  let step1bExtra = false;
  if (word.endsWith('eed')) {
    if (measure(word.slice(0, -3)) > 0) word = word.slice(0, -1);
  } else if (word.endsWith('ed') && hasVowel(word.slice(0, -2))) {
    word = word.slice(0, -2);
    step1bExtra = true;
  } else if (word.endsWith('ing') && hasVowel(word.slice(0, -3))) {
    word = word.slice(0, -3);
    step1bExtra = true;
  }
  if (step1bExtra) {
    if (word.endsWith('at') || word.endsWith('bl') || word.endsWith('iz')) word += 'e';
    else if (endsDoubleConsonant(word) && !'lsz'.includes(word.charAt(word.length - 1)))
      word = word.slice(0, -1);
    else if (measure(word) === 1 && endsCvc(word)) word += 'e';
  }

  // Step 1c: y to i.
  if (word.endsWith('y') && hasVowel(word.slice(0, -1))) word = `${word.slice(0, -1)}i`;

  word = replaceIf(word, STEP2_SORTED, (s) => measure(s) > 0);
  word = replaceIf(word, STEP3_SORTED, (s) => measure(s) > 0);

  // Step 4: strip a suffix when m > 1.
  for (const suffix of STEP4_SORTED) {
    if (!word.endsWith(suffix)) continue;
    const s = word.slice(0, word.length - suffix.length);
    if (measure(s) > 1 && (suffix !== 'ion' || s.endsWith('s') || s.endsWith('t'))) word = s;
    break;
  }

  // Step 5: a final -e, and a double l.
  if (word.endsWith('e')) {
    const s = word.slice(0, -1);
    const m = measure(s);
    if (m > 1 || (m === 1 && !endsCvc(s))) word = s;
  }
  if (measure(word) > 1 && endsDoubleConsonant(word) && word.endsWith('l')) word = word.slice(0, -1);
  return word;
};
