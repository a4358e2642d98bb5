import type { CalibrationTable } from './calibration.ts';

/**
 * The fitted calibration of the trust score (see calibration.ts): parameters only. Written by
 * `CONSUMER_FIT=1 npm run bench -- consumer` from the training split of the consumer-question
 * development set; never fitted on the held-out split.
 */
export const CALIBRATION: CalibrationTable = {
  fittedOn: 'consumer-dev training split (110 questions), embedded panel, curated + MedQuAD',
  signals: [
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
    'length',
    'subQuestions',
  ],
  weights: [0.099, 0.0008, 0.0605, 0.0563, 0.3799, 0.364, 0.5147, 0.2416, 0.1993, 0.1339, -0.2305, -0.2447],
  bias: -1.5235,
  abstainBelow: 0.342,
};
