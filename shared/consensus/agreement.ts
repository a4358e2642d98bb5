import { analyze } from '../knowledge/analysis/index.ts';
import { sentences } from '../text/sentences.ts';
import type { ModelAnswer } from './models.ts';

/**
 * How far the models' answers agree, from what they say (claims) and what they rest on (cited
 * passages). Lexical, so it needs no model of its own: paraphrases of one fact share their content
 * words, and the one contradiction lexical overlap would miss, a claim and its negation, is caught
 * explicitly.
 */

/** A sentence of an answer as its set of content terms, and the terms it negates. */
export interface Claim {
  terms: ReadonlySet<string>;
  /** The first content word after each negation ("not safe" negates safe). */
  negated: ReadonlySet<string>;
}

export interface AnalyzedAnswer {
  answer: ModelAnswer;
  claims: Claim[];
  /** The model said it cannot answer from the sources (or an embedded answerer found no evidence). */
  abstained: boolean;
}

const NEGATION =
  /\b(?:not|no|never|cannot|can't|don't|doesn't|shouldn't|isn't|aren't|avoid|without)\s+((?:\S+\s+){0,2}\S+)/gi;

/** Stems of the content word each negation applies to, looking at most three words ahead. */
const negatedTerms = (sentence: string): Set<string> => {
  const negated = new Set<string>();
  for (const match of sentence.matchAll(NEGATION)) {
    const first = analyze(match[1] ?? '')[0];
    if (first) negated.add(first);
  }
  return negated;
};

const ABSTENTION =
  /\b(cannot|can't|can not|unable to|not able to) (answer|be answered|tell|say)|\b(do|does) not (answer|cover|address)|\bnot (covered|answered|addressed) (by|in)\b|\binsufficient (evidence|information)\b|\bno (relevant )?(information|passages?|sources?) (about|on|that)\b/i;

const CITATION = /\[[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}\]/g;

export const stripCitations = (text: string): string =>
  text
    .replace(CITATION, '')
    .replace(/\s+([.,;:])/g, '$1')
    .trim();

/** Sentences by the shared splitter (Intl.Segmenter): decimals and abbreviations survive. */
export { sentences };

export const claimsOf = (text: string): Claim[] =>
  sentences(stripCitations(text))
    .map((sentence) => ({ terms: new Set(analyze(sentence)), negated: negatedTerms(sentence) }))
    .filter((claim) => claim.terms.size >= 2);

export const analyzeAnswer = (answer: ModelAnswer): AnalyzedAnswer => ({
  answer,
  claims: claimsOf(answer.answer),
  abstained: answer.abstained === true || ABSTENTION.test(answer.answer),
});

const dice = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size + b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return (2 * shared) / (a.size + b.size);
};

/** Claims about the same terms (Dice at least this) can contradict each other. */
const CONTRADICTION_OVERLAP = 0.5;

const deniesOf = (a: Claim, b: Claim): boolean => {
  for (const term of a.negated) if (b.terms.has(term) && !b.negated.has(term)) return true;
  return false;
};

/** One claim negates a word the other, about the same terms, asserts. */
const contradicts = (a: Claim, b: Claim): boolean =>
  dice(a.terms, b.terms) >= CONTRADICTION_OVERLAP && (deniesOf(a, b) || deniesOf(b, a));

/** The mean, over a's claims, of how well b's closest claim matches it. */
const coverage = (a: readonly Claim[], b: readonly Claim[]): number => {
  if (a.length === 0 || b.length === 0) return 0;
  let total = 0;
  for (const claim of a) {
    let best = 0;
    for (const other of b) best = Math.max(best, dice(claim.terms, other.terms));
    total += best;
  }
  return total / a.length;
};

/** How far two cited passages back the same thing, 0 to 1; 1 for the same passage. */
export type SourceRelation = (a: string, b: string) => number;

const sameSource: SourceRelation = (a, b) => (a === b ? 1 : 0);

/** The mean, over a's citations, of how closely b's nearest citation relates to it. */
const sourceCoverage = (a: readonly string[], b: readonly string[], related: SourceRelation): number => {
  if (a.length === 0 || b.length === 0) return 0;
  let total = 0;
  for (const id of a) {
    let best = 0;
    for (const other of b) best = Math.max(best, related(id, other));
    total += best;
  }
  return total / a.length;
};

export interface PairAgreement {
  claims: number;
  sources: number;
  overall: number;
}

/**
 * Agreement of two answers, 0 to 1: the mean of claim agreement (each answer's claims matched in the
 * other, both directions averaged) and source agreement (Dice overlap of the cited passages). An
 * abstention agrees with nothing: it supports no answer.
 */
export const agreement = (
  a: AnalyzedAnswer,
  b: AnalyzedAnswer,
  related: SourceRelation = sameSource,
): PairAgreement => {
  if (a.abstained || b.abstained) return { claims: 0, sources: 0, overall: 0 };
  // One answer denying what the other asserts is disagreement, whatever sources they share.
  if (a.claims.some((claim) => b.claims.some((other) => contradicts(claim, other))))
    return { claims: 0, sources: 0, overall: 0 };
  const claims = (coverage(a.claims, b.claims) + coverage(b.claims, a.claims)) / 2;
  const sources =
    (sourceCoverage(a.answer.citations, b.answer.citations, related) +
      sourceCoverage(b.answer.citations, a.answer.citations, related)) /
    2;
  return { claims, sources, overall: (claims + sources) / 2 };
};

export interface Consensus {
  /** The answer the others agree with most; undefined when no model gave a supported answer. */
  chosen?: AnalyzedAnswer;
  /** Mean agreement of the chosen answer with each other answering model, 0 to 1. */
  consensus: number;
  /** Models whose answer agrees with the chosen one at least at the threshold. */
  supporting: string[];
}

/** How much a model without a supported answer counts in the consensus denominator (others count 1). */
export const ABSTENTION_WEIGHT = 0.5;

/** With one answering model there is nothing to corroborate or contradict it: halfway. */
export const SINGLE_MODEL_CONSENSUS = 0.5;

/** An answer that gives one and cites at least one retrieved passage for it. */
export const isSupported = (answer: AnalyzedAnswer): boolean =>
  !answer.abstained && answer.answer.citations.length > 0;

/**
 * Picks the medoid answer among the supported ones (the one with the highest total agreement with the others, earlier
 * models first on ties) and measures how much of the panel backs it.
 */
export const findConsensus = (
  answers: readonly AnalyzedAnswer[],
  threshold: number,
  related: SourceRelation = sameSource,
): Consensus => {
  const candidates = answers.filter(isSupported);
  if (candidates.length === 0) return { consensus: 0, supporting: [] };
  if (answers.length === 1) {
    const only = candidates[0] as AnalyzedAnswer;
    return { chosen: only, consensus: SINGLE_MODEL_CONSENSUS, supporting: [only.answer.model] };
  }
  let chosen = candidates[0] as AnalyzedAnswer;
  let best = -1;
  let bestPairs: Array<{ model: string; overall: number }> = [];
  for (const candidate of candidates) {
    const pairs = answers
      .filter((other) => other !== candidate)
      .map((other) => ({ model: other.answer.model, overall: agreement(candidate, other, related).overall }));
    const total = pairs.reduce((sum, pair) => sum + pair.overall, 0);
    if (total > best) {
      best = total;
      chosen = candidate;
      bestPairs = pairs;
    }
  }
  // A model that found nothing, or answered without citing any source, neither backs nor
  // contradicts the answer with evidence: it weighs half.
  const others = answers
    .filter((other) => other !== chosen)
    .reduce((sum, other) => sum + (isSupported(other) ? 1 : ABSTENTION_WEIGHT), 0);
  return {
    chosen,
    consensus: best / others,
    supporting: [
      chosen.answer.model,
      ...bestPairs.filter((pair) => pair.overall >= threshold).map((pair) => pair.model),
    ],
  };
};
