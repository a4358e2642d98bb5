import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cachedIndex, curatedAndMedicines } from '../../shared/knowledge/builder.ts';
import { deserializeIndex } from '../../shared/knowledge/index/format.ts';
import { KnowledgeIndex } from '../../shared/knowledge/index/search.ts';
import { MEDICINE_QUESTIONS, type MedicineQuestion } from './medicine-questions.ts';
import { table } from './stats.ts';

/**
 * Medicine questions against the knowledge base as it ships (curated entries, the medicine
 * sections, MedQuAD): recall@1 and MRR@10 of the gold sections. A third of the questions, chosen
 * by a hash of their text, are held out: report them, never tune on them.
 */
const isHeldOut = (question: MedicineQuestion): boolean =>
  (createHash('sha256').update(question.question).digest()[0] ?? 0) % 3 === 0;

interface Scores {
  n: number;
  recallAt1: number;
  mrrAt10: number;
}

const score = (results: ReadonlyArray<{ rank: number }>): Scores => ({
  n: results.length,
  recallAt1: results.filter((result) => result.rank === 1).length / Math.max(1, results.length),
  mrrAt10:
    results.reduce((sum, result) => sum + (result.rank > 0 && result.rank <= 10 ? 1 / result.rank : 0), 0) /
    Math.max(1, results.length),
});

const format = (scores: Scores): string =>
  `n ${String(scores.n).padStart(3)}  R@1 ${scores.recallAt1.toFixed(3)}  MRR@10 ${scores.mrrAt10.toFixed(3)}`;

export const medicinesBenchmark = async (): Promise<void> => {
  const built = cachedIndex(undefined);
  const index = new KnowledgeIndex(deserializeIndex(readFileSync(built.path)));
  // Questions on medicines not written yet are left out (and counted), not scored as misses.
  const ids = new Set(curatedAndMedicines().map((entry) => entry.id));
  const answerable = MEDICINE_QUESTIONS.filter((question) => question.gold.some((id) => ids.has(id)));
  const results = answerable.map((question) => {
    const ids = index.search(question.question, 10).hits.map((hit) => hit.document.id);
    const rank = ids.findIndex((id) => question.gold.includes(id)) + 1;
    return { question, rank, top: ids[0] ?? '-' };
  });
  const medicines = new Set(
    MEDICINE_QUESTIONS.flatMap((question) =>
      question.gold.map((id) =>
        id.replace(/^med-|-(uses|taking|side-effects|avoid|pregnancy|alcohol-food|interactions)$/g, ''),
      ),
    ),
  );
  const rows: Array<[string, string]> = [
    ['questions / medicines asked about', `${MEDICINE_QUESTIONS.length} / ${medicines.size}`],
    [
      'questions left out (their medicine has no entries yet)',
      String(MEDICINE_QUESTIONS.length - answerable.length),
    ],
    [`index (${built.built ? 'built now' : 'cached'})`, `${(built.bytes / 1e6).toFixed(1)} MB`],
  ];
  for (const [label, heldOut] of [
    ['dev', false],
    ['held-out', true],
  ] as const) {
    const split = results.filter((result) => isHeldOut(result.question) === heldOut);
    rows.push([`${label}: all`, format(score(split))]);
    const kinds = [...new Set(split.map((result) => result.question.kind))].sort();
    for (const kind of kinds)
      rows.push([
        `${label}: ${kind}`,
        format(score(split.filter((result) => result.question.kind === kind))),
      ]);
  }
  table('Medicine questions (knowledge search as shipped)', rows);
  if (process.env.BENCH_VERBOSE) {
    for (const result of results.filter((r) => r.rank !== 1 && !isHeldOut(r.question)))
      process.stdout.write(
        `  miss (rank ${result.rank || '>10'}): ${result.question.question} -> ${result.top}\n`,
      );
  }
};
