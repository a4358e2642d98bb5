import { RANKING } from './ranking.ts';

/**
 * A document prior by publisher, applied to the best candidates of a search. MedlinePlus health
 * topics are the National Library of Medicine's consumer summaries: one page per subject, written
 * for the public and covering what it is, its causes, treatment and outlook. A message from the
 * public is more often answered by that summary than by a specialist section on the same subject
 * (on the training split of the consumer questions, 42 of 110 were; see docs/consumer-questions.md).
 */
export const sourcePrior = (source: string | undefined): number => {
  if (source === undefined) return 1;
  for (const { publisher, boost } of RANKING.sourcePriors) if (publisher.test(source)) return 1 + boost;
  return 1;
};

/**
 * Whether a query reads like a message from the public rather than a search or a templated
 * question: long enough to tell a story. Short queries keep the plain ranking (the MedQuAD
 * questions, "What are the treatments for Glaucoma?", name the exact page they want).
 */
export const consumerMessage = (query: string): boolean =>
  query.split(/\s+/).filter(Boolean).length >= RANKING.priorMinWords;

const SOURCE_FIELD = /"source":"((?:[^"\\]|\\.)*)"/;

/** The `source` of a stored document from the opening bytes of its JSON (id, title, snippet, source). */
export const sourceInHead = (head: string): string | undefined => SOURCE_FIELD.exec(head)?.[1];

/**
 * Reorders the best candidates by their prior. Candidates come best first; only the first
 * `RANKING.priorDepth` are read, so a prior can lift a page from the second ten but never from
 * the depths of the list.
 */
export const applySourcePriors = (
  ranked: Array<{ doc: number; score: number }>,
  priorOf: (doc: number) => number,
): Array<{ doc: number; score: number }> => {
  if (RANKING.sourcePriors.length === 0) return ranked;
  const depth = Math.min(ranked.length, RANKING.priorDepth);
  const head = ranked
    .slice(0, depth)
    .map(({ doc, score }) => ({ doc, score: score * priorOf(doc) }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc);
  return [...head, ...ranked.slice(depth)];
};
