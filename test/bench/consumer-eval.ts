import {
  type CalibrationTable,
  calibratedTrust,
  type TrustSignals,
} from '../../shared/consensus/calibration.ts';
import { CALIBRATION } from '../../shared/consensus/calibration-table.ts';
import { answerQuestion, type ConsensusPanel } from '../../shared/consensus/engine.ts';
import type { TrustBasis } from '../../shared/consensus/trust.ts';
import type { KnowledgeIndex } from '../../shared/knowledge/index/search.ts';
import type { ConsumerQuestion } from './consumer-data.ts';
import { expectedCalibrationError } from './reliability-plot.ts';

/**
 * The consumer pipeline, shared by `npm run bench -- consumer` and its bounded test with a
 * scripted panel: search quality by the rank of the first labelled passage, and /ask answers
 * judged by their first source.
 */
export type Labelled = Pick<ConsumerQuestion, 'question' | 'relevant'>;

export const searchQuality = (ranked: ReadonlyArray<{ rank: number }>) => {
  const n = Math.max(1, ranked.length);
  return {
    n: ranked.length,
    mrr: ranked.reduce((sum, { rank }) => sum + (rank >= 0 ? 1 / (rank + 1) : 0), 0) / n,
    r1: ranked.filter(({ rank }) => rank === 0).length / n,
    r10: ranked.filter(({ rank }) => rank >= 0).length / n,
  };
};

export const GROUPS: ReadonlyArray<[string, (q: ConsumerQuestion) => boolean]> = [
  ['all', () => true],
  ['long', (q) => q.length === 'long'],
  ['short', (q) => q.length === 'short'],
];
export const SPLITS = ['train', 'held-out'] as const;

/** The rank (0-based) of the first labelled passage in the top 10, or -1. */
export const rankOf = (index: KnowledgeIndex, question: Labelled): number =>
  index.search(question.question, 10).hits.findIndex((hit) => question.relevant.includes(hit.document.id));

export interface Judged<Q extends Labelled = ConsumerQuestion> {
  question: Q;
  /** The answer's text, for tests. */
  answer: string;
  unsupported: string[];
  good: boolean;
  trustScore: number;
  signals: TrustSignals;
  abstained: boolean;
  reached: boolean;
  /** Rule-led answers are scored on the rules' own scale, never by a calibration table. */
  basis: TrustBasis;
}

/** Answers every question; the answer is good when its first source is one of the labelled pairs. */
export const judgeAnswers = async <Q extends Labelled>(
  index: KnowledgeIndex,
  panel: ConsensusPanel,
  dev: readonly Q[],
): Promise<Judged<Q>[]> => {
  const judged: Judged<Q>[] = [];
  for (const question of dev) {
    const relevant = new Set(
      question.relevant.map((id) => {
        const document = index.documentById(id);
        return document ? `${document.url} ${document.title}` : id;
      }),
    );
    const result = await answerQuestion(index, panel, {
      question: question.question,
      detailed: false,
      maxSources: 5,
    });
    const first = result.sources[0];
    judged.push({
      question,
      answer: result.answer,
      unsupported: result.unsupported,
      good: first !== undefined && relevant.has(`${first.url} ${first.title}`),
      trustScore: result.trustScore,
      signals: result.signals,
      abstained: result.abstained,
      reached: result.consensusReached,
      basis: result.breakdown.basis,
    });
  }
  return judged;
};

/** Probability that a random good answer scores above a random bad one (ties count half). */
const auroc = (scored: ReadonlyArray<{ p: number; good: boolean }>): number => {
  const good = scored.filter((s) => s.good).map((s) => s.p);
  const bad = scored.filter((s) => !s.good).map((s) => s.p);
  if (good.length === 0 || bad.length === 0) return Number.NaN;
  let wins = 0;
  for (const g of good) for (const b of bad) wins += g > b ? 1 : g === b ? 0.5 : 0;
  return wins / (good.length * bad.length);
};

/**
 * First source good, AUROC and ECE of the trust score under a calibration table, abstention. The
 * calibration claims a probability for retrieval-led answers only: rule-led ones keep the rules'
 * own score (shared/consensus/trust.ts) and their lead is a guideline, not a labelled pair, so they
 * are counted apart and left out of AUROC and ECE.
 */
export const askQuality = (judged: ReadonlyArray<Judged<Labelled>>, table: CalibrationTable) => {
  const n = Math.max(1, judged.length);
  // The served score under the committed table; recomputed from the signals under another (a refit).
  const scored = judged
    .filter((j) => j.basis === 'consensus')
    .map((j) => ({
      p: table === CALIBRATION ? j.trustScore : calibratedTrust(j.signals, table),
      good: j.good,
    }));
  const answered = judged.filter((j) => !j.abstained && j.reached);
  return {
    n: judged.length,
    firstSourceGood: judged.filter((j) => j.good).length / n,
    auroc: auroc(scored),
    ece: expectedCalibrationError(scored),
    abstained: judged.filter((j) => j.abstained).length / n,
    ruleLed: judged.filter((j) => j.basis === 'rules').length,
    answered: answered.length / n,
    goodWhenAnswered: answered.filter((j) => j.good).length / Math.max(1, answered.length),
  };
};
