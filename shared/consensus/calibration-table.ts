import type { CalibrationTable } from './calibration.ts';

/**
 * The fitted calibration of the trust score (see calibration.ts): parameters only. Written by
 * `CONSUMER_FIT=1 npm run bench -- consumer` from the training split of the consumer-question
 * development set; never fitted on the held-out split.
 */
export const CALIBRATION: CalibrationTable = {
  fittedOn: 'consumer-dev training split (102 questions), embedded panel, curated + MedQuAD',
  signals: ['raw', 'reached', 'focusNamed', 'typeMatch', 'uniqueness', 'length'],
  weights: [0.1948, -0.0471, 0.8628, 0.3584, 1.0313, -1.2127],
  bias: -1.73,
  abstainBelow: 0.338,
};
