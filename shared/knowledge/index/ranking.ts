/**
 * Ranking parameters. BM25F (Robertson & Zaragoza, "The Probabilistic Relevance Framework", 2009):
 * per-field weights and length normalisation folded into one saturated term frequency. k1, the
 * field weights and b are applied when the index is built (each posting stores its saturated
 * weight), so changing them means rebuilding the index; the others apply at query time.
 */
export const RANKING = {
  k1: 1.2,
  fieldWeights: [2.5, 3.0, 1.0],
  fieldB: [0.5, 0.3, 0.75],
  /** Weight of a query term reached through the synonym map rather than typed. */
  synonymWeight: 0.6,
  /** Weight of a vocabulary term standing in for a misspelt query term. */
  typoWeight: 0.7,
  /** Weight of an adjacent pair of query terms matched as a phrase in a title or focus. */
  phraseWeight: 1.2,
  /** Multiplier when the query names the whole focus of a document. */
  focusBoost: 0.6,
  /** Exponent of the share of typed terms a document contains (coordination): rewards full matches. */
  coordination: 0.5,
  /**
   * Lowest share of the asked words counted for coordination: a question such as "how do I contact a
   * specialist?" names its subject only in the background, and documents about that subject share
   * none of the asked words; without a floor they scored nothing.
   */
  coordinationFloor: 0.25,
  /** Shortest misspelt word repaired within three edits ("mediterean"); shorter ones get one or two. */
  typoThreeEdits: 10,
  /** Shortest misspelt word whose repair also brings in the repair's synonyms. */
  minRepairForSynonyms: 5,
  /** Publishers whose pages get a prior multiplier (1 + boost) among the best candidates (source-prior.ts). */
  sourcePriors: [{ publisher: /^MedlinePlus\b/, boost: 0.3 }] as Array<{ publisher: RegExp; boost: number }>,
  /** Fewest words of a query for the priors to apply (consumer messages, not searches). */
  priorMinWords: 16,
  /** How many of the best candidates the priors reorder. */
  priorDepth: 30,
  /** Multipliers for a document of the asked question type, and of another specific type. */
  questionTypeMatch: 1.6,
  questionTypeMismatch: 0.75,
  /** Multiplier for an overview passage when the query does not say what it asks for. */
  overviewPreference: 1.4,
  /**
   * Weight of the words of a message's background next to its sub-questions and subject line
   * (tried 0.35 to 1 on the training split: questions often say "it" and name the subject only
   * in the story, so its words keep full weight, without synonyms or coordination).
   */
  backgroundWeight: 1.0,
  /** Multiplier when every word of a document's focus is in the query, plus this per extra word. */
  namedFocusBoost: 0.5,
  namedFocusPerTerm: 0.15,
  /** The summed IDF of its words at which a named focus gets the whole boost (less below it). */
  specificFocusIdf: 4,
  /** Further multiplier when the focus is named in the sub-questions or subject line themselves. */
  askedFocusBoost: 0.3,
  /** Further multiplier when the focus is named in the message's opening words. */
  leadFocusBoost: 0.3,
  /**
   * Share of the named-focus gain that naming one of the subject's other names (its synonyms)
   * earns. Below 1, so that when one page's other name is another page's own focus, the page whose
   * focus it is comes first (training figures are flat from 0.5 to 1; MedQuAD's own questions lose
   * three firsts of 3,285 at 1, one at 0.5 to 0.9).
   */
  otherNameShare: 0.9,
  /**
   * Least summed IDF of another name for it to name its subject: a common word is a poor name (our
   * curated entries list search words such as "sugar" or "dieting" among their synonyms).
   */
  otherNameMinIdf: 4,
};

/**
 * Separates the other names of a document in `IndexData.focusTerms`, where they follow every
 * document's focus (see build.ts).
 */
export const NAME_SEPARATOR = -1;
