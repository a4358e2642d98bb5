import { CALIBRATION } from './calibration-table.ts';

/**
 * The trust score as a probability. The parts of the breakdown and what retrieval saw are combined
 * by a logistic model (Platt scaling over several signals) fitted on the training split of the
 * consumer-question development set only (`npm run bench -- consumer` with CONSUMER_FIT=1 refits
 * it); the fitted weights are the table in `calibration-table.ts`, parameters only. An answer whose
 * probability of being good is below the table's `abstainBelow` (chosen on the same split) is not
 * given: the service says it found no reliable answer.
 */
export interface TrustSignals {
  /** The uncalibrated score: consensus^0.5 × sourceReliability^0.3 × clinicalValidation^0.2. */
  raw: number;
  consensus: number;
  sourceReliability: number;
  clinicalValidation: number;
  /** 1 when the panel agreed on an answer. */
  reached: number;
  /** How far the best search result leads the second: (s1 − s2) / s1. */
  margin: number;
  /** 1 when the first source's subject is the focus the question names. */
  focusNamed: number;
  /** 1 when the first source is of the type asked (an overview when the question names none). */
  typeMatch: number;
  /** 1 / (1 + the first source's rank in the search results). */
  firstRank: number;
  /** Share of the panel's answers that cite the first source. */
  support: number;
  /**
   * 1 / (1 + the retrieved passages of the first source's subject and type from other pages): when
   * several institutes have a page of that kind on the subject, any one of them is less surely the
   * page that answers.
   */
  uniqueness: number;
  /** Share of the retrieved passages about the first source's subject: one subject, or a mixed list. */
  subjectShare: number;
  /** Share of the panel's answers that lead with the first source (support counts any citation). */
  leads: number;
  /** 1 when the first source is a publisher's consumer summary (a source prior of the ranking). */
  consumerSummary: number;
  /** How long the message is: its words / 200, at most 1 (long messages are harder to read). */
  length: number;
  /** How many sub-questions it asks / 4, at most 1. */
  subQuestions: number;
}

export const SIGNALS = [
  'raw',
  'consensus',
  'sourceReliability',
  'clinicalValidation',
  'reached',
  'margin',
  'focusNamed',
  'typeMatch',
  'firstRank',
  'support',
  'uniqueness',
  'subjectShare',
  'leads',
  'consumerSummary',
  'length',
  'subQuestions',
] as const satisfies ReadonlyArray<keyof TrustSignals>;

/**
 * The signals the fit uses: the panel (raw score, whether it agreed), the subject (the first source
 * is about the focus named), the kind (of the type asked), the ambiguity (other pages of that kind
 * on the subject) and the message (its length). Chosen by 5-fold cross-validation on the training
 * split: with a hundred-odd answers, fitting all sixteen at once did worse out of fold (AUROC 0.60
 * at the former L2 0.05, 0.63 at 0.01, against 0.65 for these six), the weak ones only adding noise.
 */
const FITTED_SIGNALS = [
  'raw',
  'reached',
  'focusNamed',
  'typeMatch',
  'uniqueness',
  'length',
] as const satisfies ReadonlyArray<keyof TrustSignals>;

export interface CalibrationTable {
  /** What it was fitted on (a description, never question text). */
  fittedOn: string;
  signals: readonly (keyof TrustSignals)[];
  weights: readonly number[];
  bias: number;
  /** Below this probability an answer is withheld. */
  abstainBelow: number;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

const logit = (table: CalibrationTable, signals: TrustSignals): number =>
  table.signals.reduce((sum, name, i) => sum + (table.weights[i] ?? 0) * signals[name], table.bias);

/** The probability, under the fitted table, that the answer is good; three decimals. */
export const calibratedTrust = (signals: TrustSignals, table: CalibrationTable = CALIBRATION): number =>
  Math.round(sigmoid(logit(table, signals)) * 1000) / 1000;

/**
 * Fits the logistic model by gradient descent with a small L2 penalty (the training split is a
 * hundred-odd questions): weights over the chosen signals, then a bias.
 */
export const fitCalibration = (
  samples: ReadonlyArray<{ signals: TrustSignals; good: boolean }>,
  options: {
    l2?: number;
    iterations?: number;
    rate?: number;
    signals?: ReadonlyArray<keyof TrustSignals>;
  } = {},
): Pick<CalibrationTable, 'signals' | 'weights' | 'bias'> => {
  // L2 0.01 out-ranked 0.05 and 0.2 in the same cross-validation (the stronger penalty flattened
  // the scores towards the base rate).
  const { l2 = 0.01, iterations = 4000, rate = 0.5, signals: chosen = FITTED_SIGNALS } = options;
  const names = [...chosen];
  const weights = names.map(() => 0);
  let bias = 0;
  const n = Math.max(1, samples.length);
  for (let step = 0; step < iterations; step += 1) {
    const gradient = names.map(() => 0);
    let gradientBias = 0;
    for (const { signals, good } of samples) {
      const p = sigmoid(names.reduce((sum, name, i) => sum + (weights[i] ?? 0) * signals[name], bias));
      const error = p - (good ? 1 : 0);
      names.forEach((name, i) => {
        gradient[i] = (gradient[i] ?? 0) + error * signals[name];
      });
      gradientBias += error;
    }
    names.forEach((_, i) => {
      weights[i] = (weights[i] ?? 0) - rate * ((gradient[i] ?? 0) / n + l2 * (weights[i] ?? 0));
    });
    bias -= (rate * gradientBias) / n;
  }
  return {
    signals: names,
    weights: weights.map((w) => Math.round(w * 10_000) / 10_000),
    bias: Math.round(bias * 10_000) / 10_000,
  };
};
