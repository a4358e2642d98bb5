import type { CalibrationTable } from './calibration.ts';

/**
 * The fitted calibration of the trust score (see calibration.ts): parameters only. Written by
 * `CONSUMER_FIT=1 npm run bench -- consumer` from the training split of the consumer-question
 * development set; never fitted on the held-out split.
 */
export const CALIBRATION: CalibrationTable = {
  fittedOn: 'consumer-dev training split (104 questions), embedded panel, curated + MedQuAD',
  signals: ['raw', 'reached', 'focusNamed', 'typeMatch', 'uniqueness', 'length'],
  weights: [0.014, 0.422, 0.9611, 0.2806, 0.991, -0.9275],
  bias: -2.0072,
  abstainBelow: 0.314,
};
