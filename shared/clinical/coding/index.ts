/**
 * ICD-10-CM coding of clinical text: the domain API the clinical endpoints use.
 *
 *   suggestCodes(text, options)        → codes for the findings the text asserts, with their spans
 *   validateCodes(codes)               → exists, billable, Excludes1 conflicts
 *   gateModelSuggestions(text, codes)  → a language model's codes, kept only when valid, billable
 *                                        and supported by a span of the text that asserts them
 *
 * The code set and its notes load once per process from the shipped table (codes.ts).
 */

import { escapeRegExp } from '../../text/escape-regexp.ts';
import { CodeTable, datasetPath, parseDataset, readDatasetFile } from './codes.ts';
import { type CodedMatch, Matcher, type PhraseSource } from './matcher.ts';
import { shippedPhraseParts } from './phrase-file.ts';
import { type Assertion, type Token, tokenize } from './text.ts';
import {
  checkCode,
  type Excludes1Conflict,
  excludes1Conflicts,
  type ValidationResult,
  validateCodeList,
} from './validate.ts';

export type { ValidationResult } from './validate.ts';

interface Span {
  text: string;
  start: number;
  end: number;
}

interface Instruction {
  type: 'codeFirst' | 'useAdditionalCode' | 'codeAlso' | 'excludes1';
  /** The code (or category above it) the note sits on in the tabular list. */
  noteOn: string;
  text: string;
}

interface CodeSuggestion {
  code: string;
  description: string;
  billable: true;
  /** 0 to 1: how fully the phrase was found and how much of the code the text decided (a heuristic, not a probability). */
  confidence: number;
  span: Span;
  assertion: 'present';
  matched: { phrase: string; source: PhraseSource };
  seventhCharacter?: { character: string; meaning: string; assumed: boolean };
  instructions: Instruction[];
  alternatives: Array<{ code: string; description: string }>;
}

interface ExcludedFinding {
  code: string;
  description: string;
  span: Span;
  assertion: Exclude<Assertion, 'present'>;
  reason: string;
}

export interface CodingResult {
  suggestions: CodeSuggestion[];
  /** Findings the text mentions but does not assert as current: not coded. */
  excluded: ExcludedFinding[];
  conflicts: Excludes1Conflict[];
}

export interface SuggestOptions {
  /** At most this many suggestions (default 20). */
  maxCodes?: number;
  /** Other codes matched over the same words, per suggestion (default 3, at most 5). */
  alternatives?: number;
}

interface Engine {
  table: CodeTable;
  matcher: Matcher;
}

let engine: Engine | undefined;

/** The table and matcher, built on first use and kept for the life of the process. */
export const codingEngine = (): Engine => {
  engine ??= engineFor(datasetPath());
  return engine;
};

/** The engine over the code set file at `path`, with the phrase stems shipped beside it if any. */
export const engineFor = (path: string): Engine => {
  const bytes = readDatasetFile(path);
  const table = new CodeTable(parseDataset(bytes, path));
  return { table, matcher: new Matcher(table, undefined, shippedPhraseParts(path, bytes)) };
};

/** Builds an engine over a given table (tests, the benchmark's held-out index). */
export const createEngine = (table: CodeTable, matcher: Matcher = new Matcher(table)): Engine => ({
  table,
  matcher,
});

const REASONS: Record<Exclude<Assertion, 'present'>, string> = {
  absent: 'negated in the text (e.g. "denies", "no", "negative for"): not coded',
  historical:
    'a past condition ("history of", "s/p", "resolved"): not coded as current; a personal-history Z code may apply',
  family: 'a family member’s condition: not the patient’s; a family-history Z code may apply',
  uncertain:
    'uncertain ("possible", "rule out", "suspected"): outpatient guidelines code the signs and symptoms instead',
};

const round2 = (x: number): number => Math.round(x * 100) / 100;

const confidenceOf = (coded: CodedMatch): number =>
  round2(
    Math.max(
      0.05,
      Math.min(1, 0.5 + 0.5 * coded.quality * 0.92 ** coded.defaulted * (coded.seventh?.assumed ? 0.9 : 1)),
    ),
  );

const instructionsOf = (table: CodeTable, code: string): Instruction[] => {
  const base = table.resolve(code)?.base ?? code;
  return (['codeFirst', 'useAdditionalCode', 'codeAlso'] as const).flatMap((type) =>
    table.notesOf(base, type).map(({ on, text }) => ({ type, noteOn: on, text })),
  );
};

/** The stems of each clause, computed once per text (a long note has hundreds of matches). */
const clauseTerms = (tokens: readonly Token[]): ((clause: number) => ReadonlySet<string>) => {
  const byClause = new Map<number, Set<string>>();
  for (const token of tokens) {
    const set = byClause.get(token.clause) ?? new Set<string>();
    set.add(token.term);
    byClause.set(token.clause, set);
  }
  return (clause) => byClause.get(clause) ?? new Set<string>();
};

/** Suggested ICD-10-CM codes for clinical text, in the order the text names them. */
export const suggestCodes = (
  text: string,
  options: SuggestOptions = {},
  using: Engine = codingEngine(),
): CodingResult => {
  const { table, matcher } = using;
  const maxCodes = options.maxCodes ?? 20;
  const alternatives = Math.min(5, Math.max(0, options.alternatives ?? 3));
  const termsOf = clauseTerms(tokenize(text));
  const suggestions = new Map<string, CodeSuggestion>();
  const excluded = new Map<string, ExcludedFinding>();
  for (const { match, alternatives: others } of matcher.match(text, alternatives)) {
    const terms = termsOf(match.clause);
    const coded = matcher.complete(match, terms, text);
    if (!coded) continue;
    const span = { text: text.slice(coded.start, coded.end), start: coded.start, end: coded.end };
    if (coded.assertion !== 'present') {
      if (!excluded.has(coded.code)) {
        excluded.set(coded.code, {
          code: coded.code,
          description: coded.description,
          span,
          assertion: coded.assertion,
          reason: REASONS[coded.assertion],
        });
      }
      continue;
    }
    const confidence = confidenceOf(coded);
    const existing = suggestions.get(coded.code);
    if (existing && existing.confidence >= confidence) continue;
    const alternativeCodes: Array<{ code: string; description: string }> = [];
    for (const other of others) {
      const completed = matcher.complete(other, terms, text);
      if (
        !completed ||
        completed.code === coded.code ||
        alternativeCodes.some((a) => a.code === completed.code)
      ) {
        continue;
      }
      alternativeCodes.push({ code: completed.code, description: completed.description });
    }
    suggestions.set(coded.code, {
      code: coded.code,
      description: coded.description,
      billable: true,
      confidence,
      span,
      assertion: 'present',
      matched: { phrase: coded.phrase.text, source: coded.phrase.source },
      ...(coded.seventh ? { seventhCharacter: coded.seventh } : {}),
      instructions: instructionsOf(table, coded.code),
      alternatives: alternativeCodes,
    });
  }
  for (const code of suggestions.keys()) excluded.delete(code);
  const list = [...suggestions.values()].sort((a, b) => a.span.start - b.span.start).slice(0, maxCodes);
  const conflicts = excludes1Conflicts(
    table,
    list.map((s) => s.code),
  );
  for (const conflict of conflicts) {
    const owner = list.find((s) => s.code === conflict.codes[0]);
    owner?.instructions.push({ type: 'excludes1', noteOn: conflict.noteOn, text: conflict.note });
  }
  return { suggestions: list, excluded: [...excluded.values()], conflicts };
};

/** Checks codes: each exists and is billable, and no Excludes1 note forbids two of them together. */
export const validateCodes = (codes: readonly string[], using: Engine = codingEngine()): ValidationResult =>
  validateCodeList(using.table, codes);

export interface ModelProposal {
  code: string;
  /** The words of the text the model says support the code. */
  evidence?: string;
  model?: string;
}

export interface GateResult {
  accepted: Array<CodeSuggestion & { model?: string }>;
  rejected: Array<{ code: string; model?: string; reason: string }>;
}

const normalizeSpace = (s: string): string => s.replace(/\s+/g, ' ').toLowerCase();

/** Where evidence sits in the text, matched case- and spacing-insensitively. */
const locate = (text: string, evidence: string): Span | undefined => {
  const words = evidence.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'i');
  const found = pattern.exec(text);
  if (!found) return undefined;
  return { text: found[0], start: found.index, end: found.index + found[0].length };
};

/**
 * A language model's code suggestions, kept only when the code is valid and billable and a span of
 * the text supports it: the evidence is in the text, asserts a present finding, and the words of
 * its clause reach the code (a phrase of the code or of a category above it matches there, and
 * every detail the code adds below that category is said in the clause). Anything else is
 * rejected with its reason, so a hallucinated, non-billable or unsupported code cannot reach a client.
 */
export const gateModelSuggestions = (
  text: string,
  proposals: readonly ModelProposal[],
  using: Engine = codingEngine(),
): GateResult => {
  const { table, matcher } = using;
  const tokens = tokenize(text);
  const termsOf = clauseTerms(tokens);
  const accepted: GateResult['accepted'] = [];
  const rejected: GateResult['rejected'] = [];
  const reject = (proposal: ModelProposal, reason: string) =>
    rejected.push({ code: proposal.code, ...(proposal.model ? { model: proposal.model } : {}), reason });
  for (const proposal of proposals) {
    const check = checkCode(table, proposal.code);
    if (!check.exists) {
      reject(proposal, check.problems[0] ?? 'not an ICD-10-CM code');
      continue;
    }
    if (!check.billable) {
      reject(proposal, check.problems[0] ?? 'not billable');
      continue;
    }
    const span = proposal.evidence ? locate(text, proposal.evidence) : undefined;
    if (!span) {
      reject(proposal, 'no supporting span: the evidence is missing or not in the text');
      continue;
    }
    const inSpan = tokens.filter((t) => t.start >= span.start && t.end <= span.end);
    if (!inSpan.length) {
      reject(proposal, 'no supporting span: the evidence has no clinical words');
      continue;
    }
    const notPresent = inSpan.find((t) => t.assertion !== 'present');
    if (notPresent) {
      reject(proposal, `the text does not assert it as current (${notPresent.assertion})`);
      continue;
    }
    const clause = inSpan[0]?.clause ?? 0;
    const terms = termsOf(clause);
    const base = table.resolve(check.code)?.base ?? check.code;
    const support = matcher
      .match(normalizeSpace(span.text) === normalizeSpace(text) ? text : span.text)
      .map(({ match }) => match)
      .find((match) => matcher.reaches(match.filed, base, terms));
    if (!support) {
      reject(
        proposal,
        `the span "${span.text}" does not support ${check.code} ${check.description ?? ''}`.trim(),
      );
      continue;
    }
    accepted.push({
      code: check.code,
      description: check.description ?? '',
      billable: true,
      confidence: round2(0.5 + 0.4 * support.quality),
      span,
      assertion: 'present',
      matched: { phrase: support.phrase.text, source: support.phrase.source },
      instructions: instructionsOf(table, check.code),
      alternatives: [],
      ...(proposal.model ? { model: proposal.model } : {}),
    });
  }
  return { accepted, rejected };
};
