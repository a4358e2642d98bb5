import { stem } from './stemmer.ts';
import { STOPWORDS } from './stopwords.ts';

/** Lower case, accents folded, split on anything that is not a letter or digit. */
const words = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g) ?? [];

const MAX_TERM_LENGTH = 40;

/** The index terms of a text: content words, stemmed, in order. */
export const analyze = (text: string): string[] => {
  const out: string[] = [];
  for (const word of words(text)) {
    if (STOPWORDS.has(word) || word.length > MAX_TERM_LENGTH) continue;
    out.push(stem(word));
  }
  return out;
};

/** Adjacent pairs of terms, indexed as one term each to reward phrases. */
export const bigrams = (terms: readonly string[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i + 1 < terms.length; i += 1) out.push(`${terms[i]} ${terms[i + 1]}`);
  return out;
};
