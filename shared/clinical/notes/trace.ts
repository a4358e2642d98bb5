import type { NoteInput, Section, Sentence } from './types.ts';

/**
 * The traceability check: every sentence of a note must rest on input the request gave. A quote
 * must equal the field (or transcript span) it cites; a derived sentence may only state numbers
 * found in its sources, its rule's own wording or the values the rule computed. It runs on every
 * note before it is returned, and would run again on any rephrasing by a language model.
 */

export interface TraceProblem {
  section: string;
  sentence: string;
  problem: string;
}

const SPAN = /^transcript\[(\d+):(\d+)\]$/;

/** The value at a request path such as `encounter.labs.0.value`, or a transcript span; undefined if absent. */
export const resolveSource = (input: NoteInput, path: string): unknown => {
  const span = SPAN.exec(path);
  if (span) {
    const text = input.transcript;
    const start = Number(span[1]);
    const end = Number(span[2]);
    return text !== undefined && end <= text.length && start < end ? text.slice(start, end) : undefined;
  }
  let value: unknown = input;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
};

const numbersIn = (text: string): string[] =>
  [...text.replace(/\b[A-Z]\d{2}(\.\w+)?\b/g, ' ').matchAll(/\d+(?:[.,]\d+)*/g)].map((match) =>
    normalize(match[0]),
  );
const normalize = (number: string): string => String(Number(number.replace(/,/g, '')));

const flatten = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? Object.values(value as Record<string, unknown>)
          .map(flatten)
          .join(' ')
      : String(value);

const checkSentence = (input: NoteInput, sentence: Sentence): string | undefined => {
  if (sentence.sources.length === 0) return 'cites no input';
  const values = sentence.sources.map((path) => resolveSource(input, path));
  const missing = sentence.sources.filter((_path, index) => {
    const value = values[index];
    return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  });
  if (missing.length > 0) return `cites ${missing.join(', ')}, which the request does not have`;
  if (sentence.kind === 'quote') {
    const quoted = values.map(flatten);
    return quoted.every((value) => sentence.text.includes(value.trim()))
      ? undefined
      : 'is not a word-for-word copy of what it cites';
  }
  const allowed = new Set([
    ...values.flatMap((value) => numbersIn(flatten(value))),
    ...numbersIn(`${sentence.rule?.title ?? ''} ${sentence.rule?.label ?? ''}`),
    ...(sentence.computed ?? []).map((value) => normalize(String(value))),
  ]);
  const stray = numbersIn(sentence.text).filter((number) => !allowed.has(number));
  return stray.length > 0
    ? `states ${stray.join(', ')}, found in neither its sources nor its rule`
    : undefined;
};

export const traceNote = (input: NoteInput, sections: readonly Section[]): TraceProblem[] =>
  sections.flatMap((section) =>
    section.sentences.flatMap((sentence) => {
      const problem = checkSentence(input, sentence);
      return problem ? [{ section: section.id, sentence: sentence.text, problem }] : [];
    }),
  );
