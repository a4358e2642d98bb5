/**
 * The shapes every protocol answers with. A recommendation always carries its guideline (with the
 * year) and that guideline's own grading, so a clinician can weigh it as the guideline does.
 */

/** A guideline or the paper that defined a score, with its year and a stable link (DOI where one exists). */
export interface GuidelineRef {
  title: string;
  year: number;
  url: string;
}

/**
 * Each guideline grades in its own system; we report it as written rather than map it onto another.
 * ACC/AHA: class of recommendation (1/I, 2a/IIa, 2b/IIb, 3: No Benefit, 3: Harm) and level of evidence
 * (A, B-R, B-NR, C-LD, C-EO). ADA: evidence level A, B, C or E. KDIGO: strength 1 (recommend) or
 * 2 (suggest) and quality A to D, or an ungraded practice point. GINA: evidence A to D. ATS/IDSA:
 * GRADE strength and quality. ACP: best practice advice (ungraded). NICE: the strength is in the
 * wording ("offer" is a strong recommendation) and is not graded separately.
 */
export interface Evidence {
  system: 'ACC/AHA' | 'ADA' | 'KDIGO' | 'GINA' | 'ATS/IDSA' | 'ACP' | 'NICE';
  /** The class (ACC/AHA), strength (KDIGO, GRADE) or kind of statement; absent where the system has none (ADA, GINA). */
  classOfRecommendation?: string;
  levelOfEvidence: string;
}

export interface Recommendation {
  id: string;
  text: string;
  evidence: Evidence;
  source: GuidelineRef;
  /** Where in the guideline (section or recommendation number), when we can name it. */
  section?: string;
}

type CautionSeverity = 'contraindicated' | 'avoid' | 'dose-adjust' | 'caution';

/** A therapy the guideline names that the patient's medications, labs or state argue against. */
export interface Caution {
  id: string;
  therapy: string;
  severity: CautionSeverity;
  reason: string;
  /** The request fields the caution rests on, as `patient.<field>`. */
  basedOn: string[];
  source: GuidelineRef;
  evidence?: Evidence;
}

export interface Calculation {
  id: string;
  name: string;
  value: number | string;
  unit?: string;
  category: string;
  interpretation: string;
  /** The inputs used, after any derivation (e.g. eGFR from creatinine), so the result can be re-checked. */
  inputs: Record<string, number | boolean | string>;
  /** Score items the request did not state, counted as absent (0 points). */
  assumedAbsent: string[];
  source: GuidelineRef;
}

export interface FieldIssue {
  /** Path inside the request body, e.g. `patient.systolic`. */
  path: string;
  message: string;
}

/** The request cannot answer the protocol: each missing or impossible field is named. */
export class ProtocolInputError extends Error {
  override name = 'ProtocolInputError';
  constructor(readonly issues: FieldIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  }
}

export const CONDITIONS = [
  'hypertension',
  'type-2-diabetes',
  'cholesterol',
  'ckd',
  'atrial-fibrillation',
  'pneumonia',
  'vte',
  'asthma',
] as const;
export type Condition = (typeof CONDITIONS)[number];

/** What one protocol answers, before the shared fields (guidelines, interactions) are added. */
export interface ProtocolOutcome {
  title: string;
  /** One sentence: where the patient stands and the main step. */
  summary: string;
  calculations: Calculation[];
  recommendations: Recommendation[];
  cautions: Caution[];
  notes: string[];
  /** Present when the inputs show something that needs care now; shown first. */
  urgentCare?: string;
}
