/**
 * One spelling for text that rules read: Unicode compatibility forms folded (NFKC: full-width
 * letters, ligatures, non-breaking spaces), invisible characters removed (zero-width spaces and
 * joiners, soft hyphens, word joiners, byte-order marks, variation selectors and every other
 * default-ignorable or format character), and the Cyrillic and Greek letters that look like Latin
 * ones read as those Latin letters inside a word that is otherwise Latin (or made only of such
 * look-alikes), so that "c\u200bhest", "che\u00adst" and "сhest" (Cyrillic с) all read "chest".
 *
 * The red-flag engine, the readings, the lab values and the medicine names of /ask all read text
 * through this one function, so a character that hides a word from one of them hides it from none.
 * A word in another script (a whole Russian or Greek word) is left as it is.
 */

/** Characters that are never seen: format (Cf) and default-ignorable code points, soft hyphen included. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * Look-alikes (Unicode confusables, the common ones): Cyrillic and Greek letters drawn like a Latin
 * letter, lower and upper case.
 */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  Ԁ: 'D',
  Һ: 'H',
  Ԛ: 'Q',
  Ԝ: 'W',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  μ: 'u',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};

const LOOK_ALIKE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'u');
const WORD = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{Script=Latin}/u;
const NON_LATIN_LETTER = /[^\p{Script=Latin}\p{M}]/gu;

const foldWord = (word: string): string => {
  if (!LOOK_ALIKE.test(word)) return word;
  // Fold only a word that is Latin but for look-alikes, or made of look-alikes alone: a word in
  // Cyrillic or Greek has letters with no Latin look-alike, and stays as written.
  const others = word.match(NON_LATIN_LETTER) ?? [];
  if (!others.every((letter) => letter in CONFUSABLES)) return word;
  if (!LATIN.test(word) && others.length < 2) return word;
  return [...word].map((letter) => CONFUSABLES[letter] ?? letter).join('');
};

/** The text as rules read it: NFKC, invisible characters removed, look-alike letters folded to Latin. */
export const foldText = (text: string): string =>
  text.normalize('NFKC').replace(INVISIBLE, '').replace(WORD, foldWord);

/** True when a text has nothing but white space and invisible characters. */
export const isBlankText = (text: string): boolean => foldText(text).trim() === '';
