import { describe, expect, it } from 'vitest';
import {
  calibratedTrust,
  fitCalibration,
  SIGNALS,
  type TrustSignals,
} from '../../../shared/consensus/calibration.ts';
import { CALIBRATION } from '../../../shared/consensus/calibration-table.ts';

const signals = (overrides: Partial<TrustSignals> = {}): TrustSignals => ({
  raw: 0.8,
  consensus: 0.7,
  sourceReliability: 0.9,
  clinicalValidation: 1,
  reached: 1,
  margin: 0.5,
  focusNamed: 1,
  typeMatch: 1,
  firstRank: 1,
  support: 1,
  uniqueness: 1,
  subjectShare: 0.5,
  leads: 1,
  consumerSummary: 0,
  length: 0.1,
  subQuestions: 0.25,
  ...overrides,
});

describe('the calibrated trust score', () => {
  it('is a probability, higher when the panel agrees and the source is on the subject asked', () => {
    const agreed = calibratedTrust(signals());
    const astray = calibratedTrust(
      signals({ reached: 0, consensus: 0.2, raw: 0.4, focusNamed: 0, typeMatch: 0, support: 0 }),
    );
    expect(agreed).toBeGreaterThan(0);
    expect(agreed).toBeLessThan(1);
    expect(astray).toBeLessThan(agreed);
  });

  it('is a committed table of parameters over known signals, with an abstention threshold', () => {
    expect(CALIBRATION.signals.every((name) => (SIGNALS as readonly string[]).includes(name))).toBe(true);
    expect(CALIBRATION.weights).toHaveLength(CALIBRATION.signals.length);
    expect(CALIBRATION.abstainBelow).toBeGreaterThanOrEqual(0);
    expect(CALIBRATION.abstainBelow).toBeLessThan(1);
  });

  it('fits a logistic model that separates good from bad answers and matches their rate', () => {
    const samples = Array.from({ length: 40 }, (_, i) => {
      const good = i % 4 === 0;
      return { signals: signals({ focusNamed: good ? 1 : 0, margin: good ? 0.6 : 0.2 }), good };
    });
    const fitted = fitCalibration(samples, { l2: 0.0001 });
    const table = { ...fitted, fittedOn: 'test', abstainBelow: 0 };
    const good = calibratedTrust(signals({ focusNamed: 1, margin: 0.6 }), table);
    const bad = calibratedTrust(signals({ focusNamed: 0, margin: 0.2 }), table);
    expect(good).toBeGreaterThan(0.8);
    expect(bad).toBeLessThan(0.2);
    const mean = samples.reduce((sum, { signals: s }) => sum + calibratedTrust(s, table), 0) / samples.length;
    expect(mean).toBeCloseTo(0.25, 1);
  });
});
