import { stemmer } from 'stemmer';

/**
 * The Porter stemming algorithm (M. F. Porter, "An algorithm for suffix stripping", Program 14(3),
 * 1980), so that "treatments", "treating" and "treated" all meet at "treat". The maintained
 * `stemmer` package implements it; docs/decisions.md has the comparison with the former copy.
 */
export const stem = (word: string): string => stemmer(word);
