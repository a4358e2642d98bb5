import {
  A1C_LABELS,
  type A1cCategory,
  a1cReadings,
  BLOOD_PRESSURE_LABELS,
  type BloodPressureCategory,
  bloodPressureReadings,
  classifyA1c,
  classifyBloodPressure,
} from '../clinical/guidelines.ts';
import type { RedFlag } from '../clinical/red-flags.ts';
import { sentences, stripCitations } from './agreement.ts';

/**
 * The trust score and its three parts, each 0 to 1 (documented in the README):
 *
 *   trustScore = consensus^0.5 × sourceReliability^0.3 × clinicalValidation^0.2
 *
 * A weighted geometric mean, so a weak part cannot be averaged away: an answer the models do not
 * agree on, or that rests on no source, cannot score high however good the rest looks.
 */
const TRUST_WEIGHTS = { consensus: 0.5, sourceReliability: 0.3, clinicalValidation: 0.2 } as const;

/** Below this consensus the answer does not pick a side: it says so and advises a professional. */
export const CONSENSUS_THRESHOLD = 0.4;

/**
 * What the consensus part measures: `consensus`, how far the panel agrees with the chosen answer;
 * `rules`, when a safety rule (red flag, reading category, interaction) decided the lead of the
 * answer, how far the panel backs the rule (each answering model 1 if its answer backs it, 0.5 if it
 * neither backs nor contradicts it or gave no supported answer, 0 if it contradicts it; averaged).
 */
export type TrustBasis = 'consensus' | 'rules';

export interface TrustBreakdown {
  consensus: number;
  sourceReliability: number;
  clinicalValidation: number;
}

const round = (value: number): number => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

export const trustScore = (breakdown: TrustBreakdown): number =>
  round(
    breakdown.consensus ** TRUST_WEIGHTS.consensus *
      breakdown.sourceReliability ** TRUST_WEIGHTS.sourceReliability *
      breakdown.clinicalValidation ** TRUST_WEIGHTS.clinicalValidation,
  );

/**
 * The trust score of a rule-led answer (`basis: "rules"`). Its lead is a reviewed rule with a cited
 * guideline, not a retrieved passage the panel picked, so the consumer-question calibration (fitted
 * on retrieval-led answers) does not describe it. The score starts from the grade of the sources
 * behind the answer and keeps at least half of it when the whole panel disagrees: a panel that
 * contradicts a safety rule is not shown, but its disagreement is a reason to trust the lead less
 * (a rule can fire on words it misread), never a reason to hide urgent advice.
 *
 *   trustScore = sourceReliability × (0.5 + 0.5 × backing)
 *
 * where backing is the breakdown's consensus part on the rules basis (1 backs, 0.5 silent, 0 contradicts).
 */
const RULE_BACKING_FLOOR = 0.5;

export const ruleLedTrust = (breakdown: TrustBreakdown): number =>
  round(breakdown.sourceReliability * (RULE_BACKING_FLOOR + (1 - RULE_BACKING_FLOOR) * breakdown.consensus));

export const roundBreakdown = (breakdown: TrustBreakdown): TrustBreakdown => ({
  consensus: round(breakdown.consensus),
  sourceReliability: round(breakdown.sourceReliability),
  clinicalValidation: round(breakdown.clinicalValidation),
});

/** Mean reliability of the sources behind the answer; 0 when it rests on none. */
export const sourceReliability = (scores: readonly number[]): number =>
  scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + score, 0) / scores.length;

export interface ClinicalFinding {
  rule: string;
  penalty: number;
}

const URGENT_ADVICE =
  /\b(911|988|emergency|urgent\w*|right away|immediately|at once|call (a|your) (doctor|clinician))\b/i;
const DIAGNOSIS =
  /\b(you (have|are suffering from|definitely have|probably have)|your diagnosis is|you('re| are) diagnosed with)\b/i;
const UNSAFE_DIRECTIVE =
  /\b(stop taking|double (your|the) dose|no need to see|don't need to see|do not need to see|ignore (it|the|your)|instead of (seeing|calling) a (doctor|clinician))\b/i;

const BP_WORDS: ReadonlyArray<[BloodPressureCategory, RegExp]> = [
  ['crisis', /\b(hypertensive crisis|crisis)\b/i],
  ['stage-2', /\bstage (2|two)\b/i],
  ['stage-1', /\bstage (1|one)\b/i],
  ['elevated', /\belevated\b/i],
  ['normal', /\bnormal\b/i],
];
const A1C_WORDS: ReadonlyArray<[A1cCategory, RegExp]> = [
  ['prediabetes', /\bprediabet\w*\b/i],
  ['diabetes', /\bdiabetes range\b|\bmeans? (you have )?diabetes\b/i],
  ['normal', /\bnormal\b/i],
];

/** "below 120/80", "140/90 or higher": a threshold being stated, not a reading being classified. */
const isThreshold = (sentence: string, index: number, length: number): boolean =>
  /\b(below|under|less than|above|over|at least|at or above|than|to|from)\s*$/i.test(
    sentence.slice(0, index),
  ) ||
  /^\s*(mm ?hg\s*)?(or (higher|above|more|lower|less|below)|and (above|below|higher|lower))/i.test(
    sentence.slice(index + length),
  );

/** The first reading in a sentence labelled with a guideline category other than its own. */
const misclassified = (sentence: string): string | undefined => {
  const readings = bloodPressureReadings(sentence).filter(
    (reading) => !isThreshold(sentence, reading.index, reading.length),
  );
  for (const { systolic, diastolic } of readings.slice(0, 1)) {
    const actual = classifyBloodPressure(systolic, diastolic);
    const said = BP_WORDS.find(([, pattern]) => pattern.test(sentence))?.[0];
    if (said && said !== actual)
      return `${systolic}/${diastolic} mm Hg is ${BLOOD_PRESSURE_LABELS[actual]}, not ${said}`;
  }
  for (const { percent } of a1cReadings(sentence).slice(0, 1)) {
    const actual = classifyA1c(percent);
    const said = A1C_WORDS.find(([, pattern]) => pattern.test(sentence))?.[0];
    if (said && said !== actual) return `HbA1c ${percent}% is ${A1C_LABELS[actual]}, not ${said}`;
  }
  return undefined;
};

/**
 * Checks a model's answer against our clinical rules: it must itself advise urgent care when the
 * question shows red flags, must not diagnose or tell people to change treatment on their own, must
 * not put a blood pressure or HbA1c value in the wrong guideline category, and must rest on sources.
 * Each broken rule costs its penalty; clinicalValidation is 1 minus their sum, at least 0.
 */
export const clinicalFindings = (
  text: string,
  flags: readonly RedFlag[],
  cited: boolean,
): ClinicalFinding[] => {
  const findings: ClinicalFinding[] = [];
  // Citation ids such as [urgent-chest-pain] must not count as advice.
  const answer = stripCitations(text);
  if (flags.length > 0 && !URGENT_ADVICE.test(answer))
    findings.push({ rule: 'red flags present but the answer does not advise urgent care', penalty: 0.5 });
  if (DIAGNOSIS.test(answer)) findings.push({ rule: 'the answer states a diagnosis', penalty: 0.3 });
  if (UNSAFE_DIRECTIVE.test(answer))
    findings.push({ rule: 'the answer tells the reader to change care on their own', penalty: 0.4 });
  for (const sentence of sentences(answer)) {
    const wrong = misclassified(sentence);
    if (wrong) findings.push({ rule: `guideline category: ${wrong}`, penalty: 0.5 });
  }
  if (!cited) findings.push({ rule: 'the answer cites none of the retrieved sources', penalty: 0.3 });
  return findings;
};

export const clinicalValidation = (findings: readonly ClinicalFinding[]): number =>
  Math.max(0, 1 - findings.reduce((sum, finding) => sum + finding.penalty, 0));
