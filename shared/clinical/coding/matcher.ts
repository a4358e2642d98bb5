/**
 * Finds ICD-10-CM codes in clinical text by matching code phrases (long descriptions, tabular
 * inclusion terms, alphabetic index paths, neoplasm table sites) against each clause.
 *
 * A phrase matches a clause when all its required stems occur in it, close together; words in
 * parentheses (nonessential modifiers) are optional. Each phrase is filed in an inverted index under
 * its rarest stem only, so a clause looks at the few phrases that could match in full. Within a
 * clause the phrases that explain the most (summed IDF) are taken greedily, each adding something
 * the ones before did not cover, which prefers the specific code ("type 2 diabetes with
 * neuropathy" → E11.40, not E11.9 plus G62.9). A code that is not billable is completed from its
 * children by the words of the clause (laterality, type, with/without), defaulting to the
 * unspecified child, and a 7th character is added where the category needs one.
 */
import type { CodeTable } from './codes.ts';
import type { Icd10Dataset, TermKind } from './importer.ts';
import { PhraseFileMismatchError } from './phrase-file.ts';
import { type Assertion, phraseStems, type Token, tokenize, WITHOUT_MARK } from './text.ts';

export type PhraseSource = 'description' | TermKind;

interface Phrase {
  code: string;
  text: string;
  source: PhraseSource;
  required: string[];
  optional: string[];
}

/**
 * "Crushing chest pain", "burning sensation when peeing": words of injury (S and T codes: a crushed
 * chest, a burn) that here only say what a pain feels like. Such a match is dropped, so the pain
 * itself is coded (R07.9) rather than an injury the text does not report.
 */
const PAIN_QUALITY = /^(?:crushing|burning|stabbing|tearing|shooting|searing|squeezing|pressing)\b/i;
const PAIN_WORD =
  /^[^.;,]{0,30}?\b(?:pain|pains|ache|aches|aching|headache|discomfort|pressure|tightness|sensation|feeling)\b/i;
const describesPain = (match: { filed: string; start: number }, text: string): boolean => {
  if (!/^[ST]/.test(match.filed)) return false;
  const from = text.slice(match.start);
  const quality = PAIN_QUALITY.exec(from);
  return quality !== null && PAIN_WORD.test(from.slice(quality[0].length));
};

export interface Match {
  /** The phrase's code as filed (may be a category or end in "-"). */
  filed: string;
  phrase: Phrase;
  score: number;
  /** Share of the phrase's weight found in the text, 0 to 1. */
  quality: number;
  tokens: Token[];
  start: number;
  end: number;
  assertion: Assertion;
  clause: number;
}

export interface CodedMatch extends Match {
  code: string;
  description: string;
  /** Child levels chosen by default (no word of the text decided them). */
  defaulted: number;
  seventh?: { character: string; meaning: string; assumed: boolean };
}

/**
 * Everyday words of notes that match a one-word index entry ("Old", "Vitality", "Do not
 * resuscitate" once "not" is read) but are never a finding on their own.
 */
const WEAK_ALONE = new Set(
  phraseStems(
    'old vital vitals do doing done well fine normal plan return continue current seen see feel feels stable good follow visit state status present patient person problem care day week month year age male female woman man child adult test exam examination result finding sign change use user encounter initial subsequent',
  ),
);

/** Words that on their own never make a second code in a clause (they refine the first one). */
const REFINERS = new Set([
  'left',
  'right',
  'bilater',
  'acut',
  'chronic',
  'type',
  'initi',
  'subsequ',
  'sequela',
]);

const SOURCE_BONUS: Record<PhraseSource, number> = {
  description: 0.3,
  inclusion: 0.2,
  index: 0.1,
  neoplasm: 0.05,
  drug: 0.05,
};

/** Splits "Fracture, traumatic" into its main word and the qualifiers after commas. */
const mainTermParts = (main: string): { required: string; optional: string[] } => {
  const [head = '', ...rest] = main.split(/,\s*/);
  const headStem = phraseStems(head)[0] ?? '';
  const optional: string[] = [];
  for (const part of rest) {
    const stems = phraseStems(part);
    // "Diabetes, diabetic", "Infarct, infarction": the same word again, not a qualifier.
    if (stems.length === 1 && stems[0]?.slice(0, 4) === headStem.slice(0, 4)) continue;
    optional.push(part);
  }
  return { required: head, optional };
};

const ELSEWHERE = /\b(in )?(diseases? )?classified elsewhere\b/gi;
const ELSEWHERE_TITLE = /classified elsewhere/i;
/** "Other chest pain" is for a specified kind the text did not name; "unspecified" fits plain mentions. */
const OTHER = /\bother\b|(?<!un)specified\b/i;
const UNSPECIFIED = /\bunspecified\b|\bNOS\b/;
// "without aura", and ", not intractable" after a comma (but not "Do not resuscitate").
const WITHOUT = /(?:\bwithout|(?<=,\s*)not)\b.*?(?=,|\bwith\b|$)/gi;
const PARENS = /\(([^)]*)\)/g;

export interface PartStems {
  required: string[];
  optional: string[];
}

/** Index paths repeat their leading parts thousands of times: each part is read once. */
const partCache = new Map<string, PartStems>();

const partStems = (part: string, main: boolean): PartStems => {
  const key = `${main ? 'm' : 'p'}${part}`;
  const cached = partCache.get(key);
  if (cached) return cached;
  const optional: string[] = [];
  let body = part;
  if (main) {
    const parts = mainTermParts(part);
    body = parts.required;
    for (const qualifier of parts.optional) optional.push(...phraseStems(qualifier));
  }
  // The regular expressions run only where they can match: most phrases have none of these.
  const lower = body.toLowerCase();
  if (lower.includes('elsewhere')) body = body.replace(ELSEWHERE, ' ');
  if (lower.includes('without') || lower.includes('not')) {
    // What a code is "without" is not something the text has to say, but it counts when it does.
    for (const absent of body.matchAll(WITHOUT)) {
      optional.push(
        ...phraseStems(absent[0].replace(/^(without|not)\s*/i, '')).map((s) => `${WITHOUT_MARK}${s}`),
      );
    }
    body = body.replace(WITHOUT, ' ');
  }
  if (body.includes('(')) {
    for (const inner of body.matchAll(PARENS)) optional.push(...phraseStems(inner[1] ?? ''));
    body = body.replace(PARENS, ' ');
  }
  const result = { required: phraseStems(body), optional };
  partCache.set(key, result);
  return result;
};

/** Required and optional stems of one phrase. */
export const phraseParts = (text: string, source: PhraseSource): PartStems => {
  const parts = source === 'index' ? text.split(' › ') : [text];
  const required = new Set<string>();
  const optional = new Set<string>();
  for (const [i, part] of parts.entries()) {
    const stems = partStems(part, source === 'index' && i === 0);
    for (const stem of stems.required) required.add(stem);
    for (const stem of stems.optional) optional.add(stem);
  }
  for (const stem of required) optional.delete(stem);
  return { required: [...required], optional: [...optional] };
};

/** Every phrase of the code set, in the order the matcher and the shipped phrase file read them. */
export const phraseSources = (
  dataset: Icd10Dataset,
): Array<[code: string, text: string, source: PhraseSource]> => [
  ...dataset.codes.map(([code, description]): [string, string, PhraseSource] => [
    code,
    description,
    'description',
  ]),
  ...dataset.terms.map(([code, text, kind]): [string, string, PhraseSource] => [code, text, kind]),
];

export class Matcher {
  readonly phrases: Phrase[] = [];
  private readonly df = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private readonly childStems = new Map<string, string[]>();

  /**
   * @param exclude phrases left out of the index (the benchmark's held-out phrasings).
   * @param shipped the stems of every phrase in `phraseSources` order, read from the file a bundle
   *   ships (phrase-file.ts); without it each phrase is stemmed here.
   */
  constructor(
    readonly table: CodeTable,
    exclude?: (code: string, text: string, source: PhraseSource) => boolean,
    shipped?: readonly PartStems[],
  ) {
    const sources = phraseSources(table.dataset);
    if (shipped && shipped.length !== sources.length) {
      throw new PhraseFileMismatchError(`${shipped.length} phrases shipped for ${sources.length}`);
    }
    for (const [at, [code, text, source]] of sources.entries()) {
      if (exclude?.(code, text, source)) continue;
      // Manifestation codes ("… in diseases classified elsewhere") are never coded on their own:
      // the index reaches them through their cause.
      if (ELSEWHERE_TITLE.test(text)) continue;
      const { required, optional } = shipped?.[at] ?? phraseParts(text, source);
      if (!required.length) continue;
      this.phrases.push({ code, text, source, required, optional });
    }
    for (const phrase of this.phrases) {
      for (const stem of new Set([...phrase.required, ...phrase.optional])) {
        this.df.set(stem, (this.df.get(stem) ?? 0) + 1);
      }
    }
    for (const [id, phrase] of this.phrases.entries()) {
      let rarest = phrase.required[0] ?? '';
      for (const stem of phrase.required) if (this.dfOf(stem) < this.dfOf(rarest)) rarest = stem;
      const list = this.postings.get(rarest) ?? [];
      list.push(id);
      this.postings.set(rarest, list);
    }
  }

  private dfOf(stem: string): number {
    return this.df.get(stem) ?? 0;
  }

  idf(stem: string): number {
    return Math.log(1 + this.phrases.length / (1 + this.dfOf(stem)));
  }

  /** Every phrase that matches in full within one clause, best first. */
  private clauseMatches(tokens: readonly Token[]): Match[] {
    const positions = new Map<string, Token[]>();
    for (const token of tokens) {
      const list = positions.get(token.term) ?? [];
      list.push(token);
      positions.set(token.term, list);
    }
    const seen = new Set<number>();
    const matches: Match[] = [];
    for (const stem of positions.keys()) {
      for (const id of this.postings.get(stem) ?? []) {
        if (seen.has(id)) continue;
        seen.add(id);
        const phrase = this.phrases[id];
        if (!phrase) continue;
        const match = this.tryPhrase(phrase, positions);
        if (match) matches.push(match);
      }
    }
    return matches.sort((a, b) => b.score - a.score || a.phrase.code.localeCompare(b.phrase.code));
  }

  private tryPhrase(phrase: Phrase, positions: Map<string, Token[]>): Match | undefined {
    const found: Token[] = [];
    let weight = 0;
    let total = 0;
    for (const stem of phrase.required) {
      const token = positions.get(stem)?.[0];
      if (!token) return undefined;
      found.push(token);
      weight += this.idf(stem);
      total += this.idf(stem);
    }
    let penalty = 0;
    for (const stem of phrase.optional) {
      const token = positions.get(stem)?.[0];
      const idf = this.idf(stem);
      total += idf * 0.5;
      if (token) {
        found.push(token);
        weight += idf * 0.5;
      } else penalty += idf * 0.15;
    }
    if (found.length === 1 && WEAK_ALONE.has(found[0]?.term ?? '')) return undefined;
    const first = Math.min(...found.map((t) => t.position));
    const last = Math.max(...found.map((t) => t.position));
    // The words must sit together, not be gathered from across a long clause.
    if (last - first > found.length + 4) return undefined;
    const ordered = [...found].sort((a, b) => a.start - b.start);
    const start = ordered[0]?.start ?? 0;
    const end = Math.max(...ordered.map((t) => t.end));
    return {
      filed: phrase.code,
      phrase,
      score:
        weight -
        penalty +
        SOURCE_BONUS[phrase.source] -
        (OTHER.test(phrase.text) ? 0.5 : 0) +
        (UNSPECIFIED.test(phrase.text) ? 0.2 : 0),
      quality: total ? weight / total : 0,
      tokens: found,
      start,
      end,
      assertion: assertionOf(found),
      clause: found[0]?.clause ?? 0,
    };
  }

  /**
   * The matches that make up the coding of a text: per clause, greedily, each adding a word the
   * ones before did not explain. With `alternatives`, the other codes matched over the same words.
   */
  match(text: string, alternatives = 0): Array<{ match: Match; alternatives: Match[] }> {
    const tokens = tokenize(text);
    const byClause = new Map<number, Token[]>();
    for (const token of tokens) {
      const list = byClause.get(token.clause) ?? [];
      list.push(token);
      byClause.set(token.clause, list);
    }
    const out: Array<{ match: Match; alternatives: Match[] }> = [];
    for (const clauseTokens of byClause.values()) {
      const matches = this.clauseMatches(clauseTokens).filter((match) => !describesPain(match, text));
      const covered = new Set<Token>();
      for (const match of matches) {
        const fresh = match.tokens.filter((t) => !covered.has(t));
        if (!fresh.some((t) => !REFINERS.has(t.term) && !/^\d+$/.test(t.term))) continue;
        for (const t of match.tokens) covered.add(t);
        const others: Match[] = [];
        if (alternatives > 0) {
          const codes = new Set([match.filed]);
          for (const other of matches) {
            if (others.length >= alternatives) break;
            if (codes.has(other.filed) || !other.tokens.some((t) => match.tokens.includes(t))) continue;
            codes.add(other.filed);
            others.push(other);
          }
        }
        out.push({ match, alternatives: others });
      }
    }
    return out;
  }

  /** New stems a child's title adds to its parent's, cached. */
  private ownStems(code: string): string[] {
    const cached = this.childStems.get(code);
    if (cached) return cached;
    const parent = this.table.parent(code);
    const mine = phraseParts(this.table.descriptions.get(code) ?? '', 'description').required;
    const theirs = new Set(
      parent ? phraseParts(this.table.descriptions.get(parent) ?? '', 'description').required : [],
    );
    const own = mine.filter((stem) => !theirs.has(stem));
    this.childStems.set(code, own);
    return own;
  }

  /**
   * Whether a phrase filed under `filed` supports `code`: `filed` is the code or a category above
   * it, and each level below the category adds only details the clause says (or none: the
   * unspecified child).
   */
  reaches(filed: string, code: string, clauseTerms: ReadonlySet<string>): boolean {
    const top = filed.replace(/[-.]+$/, '');
    const lineage = this.table.lineage(code);
    const at = lineage.indexOf(top);
    if (at < 0) return false;
    return lineage
      .slice(0, at)
      .every((level) =>
        this.ownStems(level).every((stem) => stem.startsWith(WITHOUT_MARK) || clauseTerms.has(stem)),
      );
  }

  /**
   * Completes a match's code to a billable one: down the children by the words of the clause (and
   * the whole text for the encounter), the unspecified child when nothing decides.
   */
  complete(match: Match, clauseTerms: ReadonlySet<string>, text: string): CodedMatch | undefined {
    let code = match.filed.replace(/[-.]+$/, '');
    if (!this.table.has(code)) return undefined;
    let defaulted = 0;
    for (let guard = 0; guard < 6 && !this.table.isLeaf(code); guard += 1) {
      const children = this.table.children.get(code) ?? [];
      let best: string | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      let bestDecided = false;
      for (const child of children) {
        let gained = 0;
        let missing = 0;
        for (const stem of this.ownStems(child)) {
          if (clauseTerms.has(stem)) gained += this.idf(stem);
          else missing += this.idf(stem);
        }
        const description = (this.table.descriptions.get(child) ?? '').toLowerCase();
        // The unspecified child is the default: a small edge when nothing else decides.
        const unspecified = /unspecified|without complication/.test(description) ? 0.5 : 0;
        const score = gained - 0.3 * missing + unspecified;
        if (score > bestScore || (score === bestScore && best !== undefined && child < best)) {
          best = child;
          bestScore = score;
          bestDecided = gained > 0;
        }
      }
      if (!best) break;
      if (!bestDecided) defaulted += 1;
      code = best;
    }
    const resolved = this.table.resolve(code);
    if (!resolved) return undefined;
    const coded: CodedMatch = { ...match, code, description: resolved.description, defaulted };
    if (resolved.seventh && !resolved.seventh.given) {
      const lower = text.toLowerCase();
      const options = resolved.seventh.options;
      const wanted = /\bsequela/.test(lower)
        ? 'S'
        : /\bsubsequent\b|\bfollow[- ]?up\b/.test(lower)
          ? 'D'
          : 'A';
      const option = options.find((o) => o.character === wanted) ?? options[0];
      if (!option) return undefined;
      const full = this.table.resolve(this.table.withSeventh(code, option.character));
      if (!full) return undefined;
      coded.code = full.code;
      coded.description = full.description;
      coded.seventh = {
        character: option.character,
        meaning: option.meaning,
        assumed: !/\binitial\b|\bsubsequent\b|\bsequela|\bfollow[- ]?up\b/.test(lower),
      };
    }
    if (!this.table.resolve(coded.code)?.billable) return undefined;
    return coded;
  }
}

/** The assertion of a match: what most of its words are, a non-present one winning a tie. */
const assertionOf = (tokens: readonly Token[]): Assertion => {
  const counts = new Map<Assertion, number>();
  for (const token of tokens) counts.set(token.assertion, (counts.get(token.assertion) ?? 0) + 1);
  let best: Assertion = 'present';
  let bestCount = -1;
  for (const [assertion, count] of counts) {
    if (count > bestCount || (count === bestCount && assertion !== 'present')) {
      best = assertion;
      bestCount = count;
    }
  }
  return best;
};
