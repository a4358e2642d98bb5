/**
 * Sentences of English text, by the Unicode sentence-boundary rules (UAX #29) as ICU implements
 * them in `Intl.Segmenter`: a full stop between digits ("38.4 °C", "5.7%") or before a lower-case
 * word ("e.g. aspirin") does not end a sentence. ICU's English data has no list of abbreviations,
 * so a segment that ends with one of the few titles and Latin abbreviations that never end a
 * sentence ("Dr.", "e.g.") is joined to the next. No regular expression decides a boundary.
 */
// Made on first use: loading ICU's sentence rules costs 10–30 ms of CPU, paid otherwise by every
// function that imports this module on its cold start.
let segmenter: Intl.Segmenter | undefined;
const sentenceSegmenter = (): Intl.Segmenter => {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'sentence' });
  return segmenter;
};

/** Abbreviations, in lower case, after which a sentence does not end even before a capital. */
const NON_FINAL = new Set([
  'dr.',
  'mr.',
  'mrs.',
  'ms.',
  'prof.',
  'st.',
  'vs.',
  'e.g.',
  'i.e.',
  'cf.',
  'approx.',
  'fig.',
]);

const lastWord = (segment: string): string => {
  const trimmed = segment.trimEnd();
  return trimmed.slice(Math.max(trimmed.lastIndexOf(' '), trimmed.lastIndexOf('(')) + 1).toLowerCase();
};

export interface SentenceSpan {
  /** The sentence, without the spaces around it. */
  text: string;
  /** Where it starts and ends in the text (end exclusive). */
  start: number;
  end: number;
}

/** The sentences of a text with their positions, in order; blank ones are dropped. */
export const sentenceSpans = (text: string): SentenceSpan[] => {
  const spans: SentenceSpan[] = [];
  let start = 0;
  let pending = '';
  const flush = () => {
    const lead = pending.length - pending.trimStart().length;
    const sentence = pending.trim();
    if (sentence) spans.push({ text: sentence, start: start + lead, end: start + lead + sentence.length });
    start += pending.length;
    pending = '';
  };
  for (const { segment } of sentenceSegmenter().segment(text)) {
    pending += segment;
    if (NON_FINAL.has(lastWord(pending)) && !segment.includes('\n')) continue;
    flush();
  }
  flush();
  return spans;
};

/** The sentences of a text, trimmed, in order; blank ones are dropped. */
export const sentences = (text: string): string[] => sentenceSpans(text).map((span) => span.text);

/**
 * The leading whole sentences of a text, as written, as many as fit in `max` characters (always at
 * least the first, whatever its length): a summary that never ends inside a sentence or a number.
 */
export const leadingSentences = (text: string, max: number): string => {
  const spans = sentenceSpans(text);
  const first = spans[0];
  if (!first) return '';
  let end = first.end;
  for (const span of spans.slice(1)) {
    if (span.end - first.start > max) break;
    end = span.end;
  }
  return text.slice(first.start, end);
};
