import { editDistance } from '../../text/edit-distance.ts';
import { escapeRegExp } from '../../text/escape-regexp.ts';
import { analyze, bigrams } from '../analysis/index.ts';
import type { QuestionType } from '../analysis/question-type.ts';
import { SYNONYM_GROUPS } from '../analysis/synonyms.ts';
import {
  type AskedType,
  retrievalType,
  type Understanding,
  understandQuestion,
} from '../analysis/understand.ts';
import {
  documentBytes,
  forEachDocumentHead,
  type IndexData,
  type PostingFile,
  questionTypeCode,
  readPostings,
  type StoredDocument,
} from './format.ts';
import { NAME_SEPARATOR, RANKING } from './ranking.ts';
import { applySourcePriors, consumerMessage, sourceInHead, sourcePrior } from './source-prior.ts';

interface SearchHit {
  document: StoredDocument;
  score: number;
}

/** How a query was read: what it is about, what it asks, and the sentences that ask it. */
export interface Interpretation {
  /** The subject of the best-matching documents that the query names, when it names one. */
  focus?: string;
  /** What the query asks for (treatment, causes, dosage…), when it says. */
  type?: AskedType;
  subQuestions: string[];
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  /** The MedQuAD type of passage the query asks for, when it says. */
  questionType?: QuestionType;
  interpretation: Interpretation;
}

interface WeightedTerm {
  id: number;
  weight: number;
  /** Bit mask of the typed words this term stands for: itself, its typo repair, phrase or synonym. */
  typed: number;
}

const decoder = new TextDecoder();

/** Distinct words of a query that are searched (the first 32 also count for coordination). */
const MAX_QUERY_TERMS = 64;

interface Phrase {
  terms: string[];
  group: number;
}

/**
 * A phrase that analysis cuts to one word of several ("feeling down" → feel, "don't want to live"
 * → live, "passing out" → pass): as a term it would pull its whole group into any question that
 * uses the word ("can you die from pneumonia?" read as suicidal thoughts), so it is matched on the
 * question's own words instead. A dropped single letter ("vitamin d", "a fib") is not such a cut:
 * questions lose it too.
 */
interface WordPhrase {
  pattern: RegExp;
  /** The one term analysis keeps, whose typed position the synonyms stand for. */
  term: string;
  group: number;
}

const cutToOneWord = (phrase: string, terms: readonly string[]): boolean =>
  terms.length === 1 &&
  phrase
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 1).length > 1;

const wordPattern = (phrase: string): RegExp =>
  new RegExp(
    `\\b${phrase
      .trim()
      .split(/\s+/)
      .map((word) => escapeRegExp(word).replace(/'/g, "['’]?"))
      .join('\\s+')}\\b`,
    'i',
  );

interface SynonymTables {
  /** Phrases matched on terms, keyed by their first term. */
  phrases: Map<string, Phrase[]>;
  /** Phrases matched on words (see WordPhrase). */
  wordPhrases: WordPhrase[];
  /** Each group's phrases as terms, those cut to one word left out. */
  groupTerms: string[][][];
}

const buildSynonymTables = (): SynonymTables => {
  const phrases = new Map<string, Phrase[]>();
  const wordPhrases: WordPhrase[] = [];
  const groupTerms = SYNONYM_GROUPS.map((group, index) => {
    const kept: string[][] = [];
    for (const phrase of group) {
      const terms = analyze(phrase);
      const first = terms[0];
      if (!first) continue;
      if (cutToOneWord(phrase, terms)) {
        wordPhrases.push({ pattern: wordPattern(phrase), term: first, group: index });
        continue;
      }
      kept.push(terms);
      const list = phrases.get(first) ?? [];
      list.push({ terms, group: index });
      list.sort((x, y) => y.terms.length - x.terms.length);
      phrases.set(first, list);
    }
    return kept;
  });
  return { phrases, wordPhrases, groupTerms };
};

/**
 * Built on the first query rather than at import (about 30 ms of CPU and 12 MB): several functions
 * import this module for a query path that a cold start may never take.
 */
let synonymTables: SynonymTables | undefined;
const synonymTable = (): SynonymTables => {
  synonymTables ??= buildSynonymTables();
  return synonymTables;
};

export class KnowledgeIndex {
  private readonly scores: Float64Array;
  private readonly touched: Int32Array;
  private readonly seen: Uint8Array;
  /** Bit set per document of the typed terms it contains (the first 32), for coordination. */
  private readonly matched: Uint32Array;
  /** Flags, by term id, of the terms of the current query (cleared after each search). */
  private readonly inQuery: Uint8Array;
  private ids?: Map<string, number>;
  /** Typo repairs of recent unknown words (bounded): long messages repeat their misspellings. */
  private readonly typoCache = new Map<string, number[]>();
  /** Postings read from an open index file, by term id. */
  private readonly postingCache = new Map<number, { docs: Int32Array; impacts: Float32Array }>();

  constructor(readonly data: IndexData) {
    this.scores = new Float64Array(data.documentCount);
    this.touched = new Int32Array(data.documentCount);
    this.seen = new Uint8Array(data.documentCount);
    this.matched = new Uint32Array(data.documentCount);
    this.inQuery = new Uint8Array(data.vocabulary.length);
  }

  get size(): number {
    return this.data.documentCount;
  }

  document(doc: number): StoredDocument {
    const { documentStart } = this.data;
    const bytes = documentBytes(this.data, documentStart[doc] ?? 0, documentStart[doc + 1] ?? 0);
    return JSON.parse(decoder.decode(bytes)) as StoredDocument;
  }

  /** A document by its entry id, or undefined. The id map is built on first use. */
  documentById(id: string): StoredDocument | undefined {
    if (!this.ids) {
      // Stored documents are JSON objects whose first member is the id; reading just that prefix
      // avoids parsing every document.
      const ids = new Map<string, number>();
      forEachDocumentHead(this.data, 200, (doc, bytes) => {
        const match = /^\{"id":"((?:[^"\\]|\\.)*)"/.exec(decoder.decode(bytes));
        if (match?.[1] !== undefined) ids.set(match[1], doc);
      });
      this.ids = ids;
    }
    const doc = this.ids.get(id);
    return doc === undefined ? undefined : this.document(doc);
  }

  termId(term: string): number {
    const vocabulary = this.data.vocabulary;
    let lo = 0;
    let hi = vocabulary.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const candidate = vocabulary[mid] ?? '';
      if (candidate === term) return mid;
      if (candidate < term) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private firstIndexAtLeast(prefix: string): number {
    const vocabulary = this.data.vocabulary;
    let lo = 0;
    let hi = vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((vocabulary[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Vocabulary terms within one edit (two for long words) of an unknown term, sharing its first
   * letter: most typos keep it, and the sorted vocabulary makes that range contiguous.
   */
  typoCandidates(term: string): number[] {
    if (term.length < 4 || /\d/.test(term)) return [];
    const cached = this.typoCache.get(term);
    if (cached) return cached;
    const found = this.findTypoCandidates(term);
    if (this.typoCache.size >= 4096) this.typoCache.clear();
    this.typoCache.set(term, found);
    return found;
  }

  private findTypoCandidates(term: string): number[] {
    const max = term.length >= RANKING.typoThreeEdits ? 3 : term.length >= 8 ? 2 : 1;
    const first = term.charAt(0);
    const start = this.firstIndexAtLeast(first);
    const end = this.firstIndexAtLeast(String.fromCharCode(first.charCodeAt(0) + 1));
    const found: Array<{ id: number; distance: number; df: number }> = [];
    const vocabulary = this.data.vocabulary;
    for (let id = start; id < end; id += 1) {
      const candidate = vocabulary[id] ?? '';
      if (Math.abs(candidate.length - term.length) > max || candidate.includes(' ')) continue;
      const distance = editDistance(term, candidate, max);
      if (distance <= max) found.push({ id, distance, df: this.documentFrequency(id) });
    }
    // A word cut short ("fibromy" for fibromyalgia) completes to the commonest term it begins.
    if (found.length === 0 && term.length >= 5) {
      for (let id = this.firstIndexAtLeast(term); id < end; id += 1) {
        const candidate = vocabulary[id] ?? '';
        if (!candidate.startsWith(term)) break;
        if (!candidate.includes(' ')) found.push({ id, distance: max + 1, df: this.documentFrequency(id) });
      }
    }
    found.sort((a, b) => a.distance - b.distance || b.df - a.df);
    return found.slice(0, 3).map((candidate) => candidate.id);
  }

  documentFrequency(id: number): number {
    return (this.data.termStart[id + 1] ?? 0) - (this.data.termStart[id] ?? 0);
  }

  /**
   * The weighted query terms: typed terms, their phrases, synonym expansions and typo repairs.
   * `synonyms`: every lay name, none, or only names of two words or more ("felt flat"), which are
   * rarely chance.
   */
  queryTerms(
    query: string,
    synonyms: boolean | 'phrases' = true,
  ): { terms: WeightedTerm[]; typedCount: number } {
    // Up to 64 words count; the first 32 also for coordination (one bit each).
    const typed = [...new Set(analyze(query))].slice(0, MAX_QUERY_TERMS);
    const bit = (position: number) => (position < 32 ? 1 << position : 0);
    const weights = new Map<number, number>();
    const masks = new Map<number, number>();
    /** Adds a term with the typed words (bit mask of positions) it stands for. */
    const addId = (id: number, weight: number, mask: number) => {
      if (id < 0) return;
      weights.set(id, Math.max(weights.get(id) ?? 0, weight));
      masks.set(id, (masks.get(id) ?? 0) | mask);
    };
    const add = (term: string, weight: number, mask: number) => {
      const id = this.termId(term);
      addId(id, weight, mask);
      return id;
    };
    const repaired: string[] = [];
    typed.forEach((term, position) => {
      const mask = bit(position);
      if (add(term, 1, mask) >= 0) {
        repaired.push(term);
        return;
      }
      const candidates = this.typoCandidates(term);
      for (const candidate of candidates) addId(candidate, RANKING.typoWeight, mask);
      // A short word's repair is a guess among several ("dear": deaf, deal, dead); letting that guess
      // pull in synonyms ("deaf" → hearing loss) turned greetings into subjects.
      const guess = candidates.length > 0 ? (this.data.vocabulary[candidates[0] ?? 0] ?? term) : term;
      repaired.push(term.length >= RANKING.minRepairForSynonyms ? guess : term);
    });
    bigrams(repaired).forEach((pair, i) => {
      add(pair, RANKING.phraseWeight, bit(i) | bit(i + 1));
    });

    const { phrases, wordPhrases, groupTerms } = synonymTable();
    const addGroup = (group: number, mask: number, except = '') => {
      for (const alternative of groupTerms[group] ?? []) {
        if (alternative.join(' ') === except) continue;
        for (const term of alternative) add(term, RANKING.synonymWeight, mask);
        for (const pair of bigrams(alternative)) add(pair, RANKING.synonymWeight, mask);
      }
    };
    for (let i = 0; synonyms && i < repaired.length; i += 1) {
      for (const phrase of phrases.get(repaired[i] ?? '') ?? []) {
        if (synonyms === 'phrases' && phrase.terms.length < 2) continue;
        if (!phrase.terms.every((term, k) => repaired[i + k] === term)) continue;
        let mask = 0;
        for (let k = 0; k < phrase.terms.length; k += 1) mask |= bit(i + k);
        addGroup(phrase.group, mask, phrase.terms.join(' '));
        break;
      }
    }
    for (const phrase of synonyms ? wordPhrases : []) {
      if (!phrase.pattern.test(query)) continue;
      const position = repaired.indexOf(phrase.term);
      addGroup(phrase.group, position < 0 ? 0 : bit(position));
    }
    return {
      terms: [...weights].map(([id, weight]) => ({ id, weight, typed: masks.get(id) ?? 0 })),
      typedCount: Math.min(32, typed.length),
    };
  }

  /**
   * The terms of a message read by `understandQuestion`: its sub-questions and subject line at full
   * weight and alone counting for coordination; its background (the story) weighed by
   * `backgroundWeight` and without one-word synonyms (a lay word in a story, "worried", is rarely
   * what is asked about).
   */
  understoodTerms(understanding: Understanding): {
    terms: WeightedTerm[];
    typedCount: number;
    lead: Set<number>;
  } {
    const primary = [understanding.topic ?? '', ...understanding.subQuestions.map((sub) => sub.text)].join(
      ' ',
    );
    const main = {
      ...this.queryTerms(primary),
      lead: new Set(this.queryTerms(understanding.lead).terms.map((term) => term.id)),
    };
    if (understanding.background.length === 0) return main;
    // A question that names nothing ("What can help?") leaves the subject to the background, which
    // then gets its lay names of two words or more read too ("felt flat for a month" is low mood).
    const extra = this.queryTerms(understanding.background.join(' '), main.typedCount <= 1 && 'phrases');
    const byId = new Map(main.terms.map((term) => [term.id, term]));
    for (const term of extra.terms) {
      const weight = term.weight * RANKING.backgroundWeight;
      const known = byId.get(term.id);
      if (known) known.weight = Math.max(known.weight, weight);
      else byId.set(term.id, { id: term.id, weight, typed: 0 });
    }
    return { terms: [...byId.values()], typedCount: main.typedCount, lead: main.lead };
  }

  /**
   * Each document's source prior once read (0: not yet), so a query decodes only the heads it has
   * not met; the priors (`RANKING.sourcePriors`) are fixed for the life of the process.
   */
  private priors?: Float32Array;

  /** A document's source prior, from the opening bytes of its stored JSON without parsing it all. */
  private priorOf(doc: number): number {
    this.priors ??= new Float32Array(this.data.documentCount);
    const known = this.priors[doc] ?? 0;
    if (known > 0) return known;
    const start = this.data.documentStart[doc] ?? 0;
    const end = Math.min(this.data.documentStart[doc + 1] ?? 0, start + 1_500);
    const prior = sourcePrior(sourceInHead(decoder.decode(documentBytes(this.data, start, end))));
    this.priors[doc] = prior;
    return prior;
  }

  /**
   * Where a document's other names are in `focusTerms`: after every document's focus, a table of
   * offsets, then the names (see build.ts). Empty in an index built without them.
   */
  private namesOf(doc: number): { from: number; to: number } {
    const { focusStart, focusTerms, documentCount } = this.data;
    const base = focusStart[documentCount] ?? 0;
    if (focusTerms.length <= base) return { from: 0, to: 0 };
    return { from: focusTerms[base + doc] ?? 0, to: focusTerms[base + doc + 1] ?? 0 };
  }

  /** Whether every term of a document's focus, or of one of its other names, is among the current query's terms. */
  private focusNamed(doc: number): boolean {
    const { focusStart, focusTerms } = this.data;
    const focusFrom = focusStart[doc] ?? 0;
    const focusTo = focusStart[doc + 1] ?? 0;
    let whole = focusTo > focusFrom;
    for (let k = focusFrom; whole && k < focusTo; k += 1)
      if (this.inQuery[focusTerms[k] as number] === 0) whole = false;
    if (whole) return true;
    // Its other names count as they do in the ranking: whole, and rare enough to be names.
    const { from, to } = this.namesOf(doc);
    for (let start = from; start < to; ) {
      let end = start + 1;
      while (end < to && focusTerms[end] !== NAME_SEPARATOR) end += 1;
      if (this.namedBoost(start + 1, end, RANKING.otherNameMinIdf) > 0) return true;
      start = end;
    }
    return false;
  }

  /**
   * Where each document's other names are, by the rarest word of each name: a query then checks
   * only the names that contain one of its words, not every name of every document it touches
   * (built on first use: a pass over the names).
   */
  private nameAnchors?: { start: Int32Array; docs: Int32Array; names: Int32Array };
  /** Per document, the best multiplier one of its other names earns for the current query (0: none). */
  private otherNamed?: Float64Array;
  /** The documents marked in `otherNamed` by the current query, to clear after it. */
  private readonly marked: number[] = [];

  private anchors() {
    if (this.nameAnchors) return this.nameAnchors;
    const { focusTerms, documentCount, vocabulary } = this.data;
    const start = new Int32Array(vocabulary.length + 1);
    let docs = new Int32Array(0);
    let names = new Int32Array(0);
    // Two passes over the names, counting then placing, so that nothing is allocated per name.
    for (let pass = 0; pass < 2; pass += 1) {
      for (let doc = 0; doc < documentCount; doc += 1) {
        const { from, to } = this.namesOf(doc);
        let k = from;
        while (k < to) {
          const name = k + 1;
          let rarest = -1;
          let fewest = Number.POSITIVE_INFINITY;
          for (k = name; k < to && focusTerms[k] !== NAME_SEPARATOR; k += 1) {
            const df = this.documentFrequency(focusTerms[k] as number);
            if (df < fewest) {
              fewest = df;
              rarest = focusTerms[k] as number;
            }
          }
          if (rarest < 0) continue;
          if (pass === 0) start[rarest + 1] = (start[rarest + 1] ?? 0) + 1;
          else {
            const at = start[rarest] ?? 0;
            docs[at] = doc;
            names[at] = name;
            start[rarest] = at + 1;
          }
        }
      }
      if (pass === 0) {
        for (let t = 0; t < vocabulary.length; t += 1) start[t + 1] = (start[t + 1] ?? 0) + (start[t] ?? 0);
        docs = new Int32Array(start[vocabulary.length] ?? 0);
        names = new Int32Array(docs.length);
      }
    }
    // Placing advanced each term's start to the next term's: shift back by one.
    start.copyWithin(1, 0, vocabulary.length);
    start[0] = 0;
    this.nameAnchors = { start, docs, names };
    return this.nameAnchors;
  }

  /** Marks, in `otherNamed`, the documents one of whose other names the current query names whole. */
  private markOtherNames(terms: readonly WeightedTerm[]): Float64Array {
    this.otherNamed ??= new Float64Array(this.data.documentCount);
    const { start, docs, names } = this.anchors();
    const { focusTerms } = this.data;
    for (const { id } of terms)
      for (let p = start[id] ?? 0; p < (start[id + 1] ?? 0); p += 1) {
        const doc = docs[p] as number;
        const name = names[p] as number;
        const { to } = this.namesOf(doc);
        let end = name;
        while (end < to && focusTerms[end] !== NAME_SEPARATOR) end += 1;
        const boost = this.namedBoost(name, end, RANKING.otherNameMinIdf);
        if (boost <= (this.otherNamed[doc] as number)) continue;
        if (this.otherNamed[doc] === 0) this.marked.push(doc);
        this.otherNamed[doc] = boost;
      }
    return this.otherNamed;
  }

  /**
   * The multiplier of a name of a document (terms `from` to `to` of `focusTerms`) that the query
   * names whole, or 0: more for a rare name than for common words ("Medicines", "Fever"), for more
   * words (the most specific subject named wins over one it contains), and when it is named in the
   * question itself and in the opening words.
   */
  private namedBoost(from: number, to: number, minSpecificity = 0): number {
    const { focusTerms } = this.data;
    const n = this.data.documentCount;
    let asked = 0;
    let opening = 0;
    let specificity = 0;
    for (let k = from; k < to; k += 1) {
      const term = focusTerms[k] as number;
      const flag = this.inQuery[term] as number;
      if (flag === 0) return 0;
      if (flag >= 2) asked += 1;
      if (flag === 3) opening += 1;
      const df = this.documentFrequency(term);
      specificity += Math.log(1 + (n - df + 0.5) / (df + 0.5));
    }
    if (specificity < minSpecificity) return 0;
    const length = to - from;
    return (
      (1 +
        RANKING.namedFocusBoost * Math.min(1, specificity / RANKING.specificFocusIdf) +
        RANKING.namedFocusPerTerm * (length - 1)) *
      (asked === length ? 1 + RANKING.askedFocusBoost : 1) *
      (opening === length ? 1 + RANKING.leadFocusBoost : 1)
    );
  }

  /** A term's postings from an open index file, read on the first query that needs them. */
  private filedPostings(
    file: PostingFile,
    id: number,
    start: number,
    end: number,
  ): { docs: Int32Array; impacts: Float32Array } {
    let postings = this.postingCache.get(id);
    if (!postings) {
      postings = readPostings(file, start, end);
      this.postingCache.set(id, postings);
    }
    return postings;
  }

  search(query: string, limit: number, offset = 0): SearchResult {
    const understanding = understandQuestion(query);
    const questionType = retrievalType(understanding.type);
    const { terms, typedCount, lead } = this.understoodTerms(understanding);
    const { data, scores, touched, seen, matched, inQuery } = this;
    // 3: in the opening words; 2: in a sub-question or the subject line; 1: in the background.
    for (const { id, typed } of terms) inQuery[id] = lead.has(id) ? 3 : typed === 0 ? 1 : 2;
    const n = data.documentCount;
    let touchedCount = 0;

    for (const { id, weight, typed } of terms) {
      let docs = data.postingDocs;
      let impacts = data.postingImpacts;
      let start = data.termStart[id] ?? 0;
      let end = data.termStart[id + 1] ?? 0;
      if (data.postingFile) {
        ({ docs, impacts } = this.filedPostings(data.postingFile, id, start, end));
        start = 0;
        end = docs.length;
      }
      const df = end - start;
      const scale = weight * Math.log(1 + (n - df + 0.5) / (df + 0.5));
      for (let p = start; p < end; p += 1) {
        const doc = docs[p] as number;
        if (seen[doc] === 0) {
          seen[doc] = 1;
          touched[touchedCount] = doc;
          touchedCount += 1;
        }
        scores[doc] = (scores[doc] as number) + scale * (impacts[p] as number);
        matched[doc] = (matched[doc] as number) | typed;
      }
    }

    const otherNamed = this.markOtherNames(terms);
    const askedType = questionType === undefined ? -1 : questionTypeCode(questionType);
    const informationCode = questionTypeCode('information');
    // The priors reorder the best candidates, so at least that many are kept.
    const wanted = Math.min(Math.max(offset + limit, RANKING.priorDepth), touchedCount);
    const heap = new TopK(wanted);
    for (let i = 0; i < touchedCount; i += 1) {
      const doc = touched[i] ?? 0;
      let score = scores[doc] ?? 0;
      const focusFrom = data.focusStart[doc] ?? 0;
      const focusTo = data.focusStart[doc + 1] ?? 0;
      let named = 0;
      if (focusTo > focusFrom) {
        let covered = 0;
        for (let k = focusFrom; k < focusTo; k += 1)
          if ((inQuery[data.focusTerms[k] as number] as number) > 0) covered += 1;
        const coverage = covered / (focusTo - focusFrom);
        score *= 1 + RANKING.focusBoost * coverage * coverage;
        if (covered === focusTo - focusFrom) named = this.namedBoost(focusFrom, focusTo);
      }
      // Another name of the subject named whole ("flatulence" for Gas) names it too.
      const other = otherNamed[doc] as number;
      if (other > 0) named = Math.max(named, 1 + (other - 1) * RANKING.otherNameShare);
      if (named > 0) score *= named;
      const docType = data.questionTypes[doc] ?? informationCode;
      if (askedType < 0) {
        if (docType === informationCode) score *= RANKING.overviewPreference;
      } else if (docType === askedType) score *= RANKING.questionTypeMatch;
      else if (askedType !== informationCode && docType !== informationCode)
        score *= RANKING.questionTypeMismatch;
      if (typedCount > 1)
        score *=
          Math.max(RANKING.coordinationFloor, popCount(matched[doc] ?? 0) / typedCount) **
          RANKING.coordination;
      heap.push(doc, score);
      scores[doc] = 0;
      seen[doc] = 0;
      matched[doc] = 0;
    }
    for (const doc of this.marked) otherNamed[doc] = 0;
    this.marked.length = 0;
    const ranked = consumerMessage(query)
      ? applySourcePriors(heap.sorted(), (doc) => this.priorOf(doc))
      : heap.sorted();
    // The focus: the subject of the best-ranked document whose whole focus the query names.
    const named = ranked.slice(0, 10).findIndex(({ doc }) => this.focusNamed(doc));
    for (const { id } of terms) inQuery[id] = 0;
    const hits = ranked
      .slice(offset, offset + limit)
      .map(({ doc, score }) => ({ document: this.document(doc), score }));
    const focusDocument =
      named < 0 ? undefined : (hits[named - offset]?.document ?? this.document(ranked[named]?.doc ?? 0));
    return {
      hits,
      total: touchedCount,
      questionType,
      interpretation: {
        focus: focusDocument?.focus ?? undefined,
        type: understanding.type,
        subQuestions: understanding.subQuestions.map((sub) => sub.text),
      },
    };
  }
}

const popCount = (bits: number): number => {
  let v = bits - ((bits >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** The k best (score, doc) pairs, ties broken by document order so that pages are stable. */
class TopK {
  private readonly docs: number[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly k: number) {}

  private worse(i: number, j: number): boolean {
    const a = this.scores[i] ?? 0;
    const b = this.scores[j] ?? 0;
    return a < b || (a === b && (this.docs[i] ?? 0) > (this.docs[j] ?? 0));
  }

  private swap(i: number, j: number): void {
    [this.docs[i], this.docs[j]] = [this.docs[j] ?? 0, this.docs[i] ?? 0];
    [this.scores[i], this.scores[j]] = [this.scores[j] ?? 0, this.scores[i] ?? 0];
  }

  push(doc: number, score: number): void {
    if (this.k === 0) return;
    if (this.docs.length < this.k) {
      this.docs.push(doc);
      this.scores.push(score);
      let i = this.docs.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    const rootScore = this.scores[0] ?? 0;
    if (score < rootScore || (score === rootScore && doc > (this.docs[0] ?? 0))) return;
    this.docs[0] = doc;
    this.scores[0] = score;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < this.docs.length && this.worse(left, smallest)) smallest = left;
      if (right < this.docs.length && this.worse(right, smallest)) smallest = right;
      if (smallest === i) break;
      this.swap(i, smallest);
      i = smallest;
    }
  }

  sorted(): Array<{ doc: number; score: number }> {
    return this.docs
      .map((doc, i) => ({ doc, score: this.scores[i] ?? 0 }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}
