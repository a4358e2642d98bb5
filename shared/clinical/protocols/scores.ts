/**
 * Bedside scores, each exactly as its derivation paper defines it. Items are booleans the caller
 * states (or we derive from numbers given); a score reports the items it awarded points for.
 */

export interface ScoreItem {
  id: string;
  label: string;
  points: number;
}

export interface ScoreResult {
  score: number;
  /** Items that scored, with their points. */
  items: ScoreItem[];
}

const total = (items: ScoreItem[]): ScoreResult => ({
  score: items.reduce((sum, item) => sum + item.points, 0),
  items,
});

const pick = (candidates: Array<[boolean, ScoreItem]>): ScoreItem[] =>
  candidates.filter(([present]) => present).map(([, item]) => item);

// ——— CHA2DS2-VASc (Lip et al., Chest 2010) ———

export interface Cha2ds2VascInput {
  heartFailure: boolean;
  hypertension: boolean;
  age: number;
  diabetes: boolean;
  strokeTiaThromboembolism: boolean;
  vascularDisease: boolean;
  female: boolean;
}

/** C 1, H 1, A2 (≥75) 2, D 1, S2 2, V 1, A (65–74) 1, Sc (female) 1; 0 to 9. */
export const cha2ds2Vasc = (input: Cha2ds2VascInput): ScoreResult =>
  total(
    pick([
      [input.heartFailure, { id: 'C', label: 'congestive heart failure or LV dysfunction', points: 1 }],
      [input.hypertension, { id: 'H', label: 'hypertension', points: 1 }],
      [input.age >= 75, { id: 'A2', label: 'age 75 or older', points: 2 }],
      [input.diabetes, { id: 'D', label: 'diabetes mellitus', points: 1 }],
      [input.strokeTiaThromboembolism, { id: 'S2', label: 'stroke, TIA or thromboembolism', points: 2 }],
      [input.vascularDisease, { id: 'V', label: 'vascular disease', points: 1 }],
      [input.age >= 65 && input.age < 75, { id: 'A', label: 'age 65 to 74', points: 1 }],
      [input.female, { id: 'Sc', label: 'sex category (female)', points: 1 }],
    ]),
  );

// ——— HAS-BLED (Pisters et al., Chest 2010) ———

export interface HasBledInput {
  /** Uncontrolled hypertension: systolic above 160 mm Hg. */
  systolic?: number;
  abnormalRenal: boolean;
  abnormalLiver: boolean;
  stroke: boolean;
  bleeding: boolean;
  labileInr: boolean;
  age: number;
  antiplateletOrNsaid: boolean;
  alcohol: boolean;
}

/** One point each; renal and liver, and drugs and alcohol, count separately (0 to 9). Elderly is age over 65. */
export const hasBled = (input: HasBledInput): ScoreResult =>
  total(
    pick([
      [
        (input.systolic ?? 0) > 160,
        { id: 'H', label: 'uncontrolled hypertension (systolic above 160)', points: 1 },
      ],
      [input.abnormalRenal, { id: 'A-renal', label: 'abnormal renal function', points: 1 }],
      [input.abnormalLiver, { id: 'A-liver', label: 'abnormal liver function', points: 1 }],
      [input.stroke, { id: 'S', label: 'stroke', points: 1 }],
      [input.bleeding, { id: 'B', label: 'bleeding history or predisposition', points: 1 }],
      [input.labileInr, { id: 'L', label: 'labile INR', points: 1 }],
      [input.age > 65, { id: 'E', label: 'elderly (over 65)', points: 1 }],
      [input.antiplateletOrNsaid, { id: 'D-drugs', label: 'antiplatelet or NSAID use', points: 1 }],
      [input.alcohol, { id: 'D-alcohol', label: 'alcohol (8 or more drinks a week)', points: 1 }],
    ]),
  );

/** Pisters et al. 2010, validation cohort: major bleeds per 100 patient-years by score (5 and over pooled as 12.50). */
export const HAS_BLED_BLEEDS_PER_100: readonly number[] = [1.13, 1.02, 1.88, 3.74, 8.7, 12.5];

/** Pisters 2010: creatinine 200 µmol/L or more is abnormal renal function; in mg/dL (÷ 88.42). */
export const HAS_BLED_CREATININE_MG_DL = 200 / 88.42;

// ——— CURB-65 (Lim et al., Thorax 2003) ———

export interface Curb65Input {
  confusion: boolean;
  /** Serum urea in mmol/L (Lim 2003: above 7). */
  urea?: number;
  /** Blood urea nitrogen in mg/dL (the US form: above 19). */
  bun?: number;
  respiratoryRate: number;
  systolic: number;
  diastolic: number;
  age: number;
}

/** C, U (urea over 7 mmol/L, or BUN over 19 mg/dL), R ≥30, B (systolic under 90 or diastolic 60 or less), 65 (age ≥65). */
export const curb65 = (input: Curb65Input): ScoreResult & { variant: 'CURB-65' | 'CRB-65' } => {
  const ureaKnown = input.urea !== undefined || input.bun !== undefined;
  const uremia = (input.urea !== undefined && input.urea > 7) || (input.bun !== undefined && input.bun > 19);
  return {
    variant: ureaKnown ? 'CURB-65' : 'CRB-65',
    ...total(
      pick([
        [input.confusion, { id: 'C', label: 'confusion', points: 1 }],
        [uremia, { id: 'U', label: 'urea above 7 mmol/L (BUN above 19 mg/dL)', points: 1 }],
        [input.respiratoryRate >= 30, { id: 'R', label: 'respiratory rate 30 or more', points: 1 }],
        [
          input.systolic < 90 || input.diastolic <= 60,
          { id: 'B', label: 'systolic below 90 or diastolic 60 or less', points: 1 },
        ],
        [input.age >= 65, { id: '65', label: 'age 65 or older', points: 1 }],
      ]),
    ),
  };
};

/** Lim et al. 2003, derivation and validation cohorts combined: 30-day mortality by CURB-65 score (percent). */
export const CURB65_MORTALITY: readonly number[] = [0.7, 2.1, 9.2, 14.5, 40, 57];

// ——— Wells score for PE (Wells et al., Thromb Haemost 2000) ———

export interface WellsPeInput {
  dvtSigns: boolean;
  peMostLikely: boolean;
  heartRate: number;
  immobilizationOrSurgery: boolean;
  previousVte: boolean;
  hemoptysis: boolean;
  malignancy: boolean;
}

export const wellsPe = (input: WellsPeInput): ScoreResult =>
  total(
    pick([
      [input.dvtSigns, { id: 'dvt-signs', label: 'clinical signs and symptoms of DVT', points: 3 }],
      [input.peMostLikely, { id: 'pe-most-likely', label: 'PE the most likely diagnosis', points: 3 }],
      [input.heartRate > 100, { id: 'heart-rate', label: 'heart rate above 100', points: 1.5 }],
      [
        input.immobilizationOrSurgery,
        { id: 'immobilization', label: 'immobilization or surgery in the previous 4 weeks', points: 1.5 },
      ],
      [input.previousVte, { id: 'previous-vte', label: 'previous DVT or PE', points: 1.5 }],
      [input.hemoptysis, { id: 'hemoptysis', label: 'hemoptysis', points: 1 }],
      [input.malignancy, { id: 'malignancy', label: 'malignancy', points: 1 }],
    ]),
  );

/** Three tiers (Wells 2000): below 2 low, 2 to 6 moderate, above 6 high. */
export const wellsPeTier = (score: number): 'low' | 'moderate' | 'high' =>
  score > 6 ? 'high' : score >= 2 ? 'moderate' : 'low';

/** Two tiers (Wells 2000): 4 or less "PE unlikely", above 4 "PE likely". */
export const wellsPeLikely = (score: number): boolean => score > 4;

// ——— PERC (Kline et al., J Thromb Haemost 2004) ———

export interface PercInput {
  age: number;
  heartRate: number;
  oxygenSaturation: number;
  unilateralLegSwelling: boolean;
  hemoptysis: boolean;
  recentSurgeryOrTrauma: boolean;
  previousVte: boolean;
  hormoneUse: boolean;
}

/** The criteria that are positive; PERC is negative only when none is. */
export const perc = (input: PercInput): ScoreResult =>
  total(
    pick([
      [input.age >= 50, { id: 'age', label: 'age 50 or older', points: 1 }],
      [input.heartRate >= 100, { id: 'heart-rate', label: 'heart rate 100 or more', points: 1 }],
      [input.oxygenSaturation < 95, { id: 'saturation', label: 'oxygen saturation below 95%', points: 1 }],
      [input.unilateralLegSwelling, { id: 'leg-swelling', label: 'unilateral leg swelling', points: 1 }],
      [input.hemoptysis, { id: 'hemoptysis', label: 'hemoptysis', points: 1 }],
      [
        input.recentSurgeryOrTrauma,
        { id: 'surgery-trauma', label: 'surgery or trauma in the previous 4 weeks', points: 1 },
      ],
      [input.previousVte, { id: 'previous-vte', label: 'prior PE or DVT', points: 1 }],
      [input.hormoneUse, { id: 'hormones', label: 'hormone use', points: 1 }],
    ]),
  );

// ——— Wells score for DVT (Wells et al., N Engl J Med 2003) ———

export interface WellsDvtInput {
  activeCancer: boolean;
  paralysisOrCast: boolean;
  bedriddenOrSurgery: boolean;
  deepVeinTenderness: boolean;
  entireLegSwollen: boolean;
  calfSwelling3cm: boolean;
  pittingEdema: boolean;
  collateralVeins: boolean;
  previousDvt: boolean;
  alternativeDiagnosisLikely: boolean;
}

/** One point each, minus 2 for an alternative diagnosis at least as likely; 2 or more is "DVT likely". */
export const wellsDvt = (input: WellsDvtInput): ScoreResult =>
  total(
    pick([
      [input.activeCancer, { id: 'cancer', label: 'active cancer', points: 1 }],
      [input.paralysisOrCast, { id: 'paralysis', label: 'paralysis, paresis or recent cast', points: 1 }],
      [
        input.bedriddenOrSurgery,
        { id: 'bedridden', label: 'bedridden 3 days or major surgery within 12 weeks', points: 1 },
      ],
      [input.deepVeinTenderness, { id: 'tenderness', label: 'tenderness along the deep veins', points: 1 }],
      [input.entireLegSwollen, { id: 'leg-swollen', label: 'entire leg swollen', points: 1 }],
      [input.calfSwelling3cm, { id: 'calf-swelling', label: 'calf swelling 3 cm or more', points: 1 }],
      [input.pittingEdema, { id: 'pitting-edema', label: 'pitting edema in the symptomatic leg', points: 1 }],
      [input.collateralVeins, { id: 'collateral-veins', label: 'collateral superficial veins', points: 1 }],
      [input.previousDvt, { id: 'previous-dvt', label: 'previously documented DVT', points: 1 }],
      [
        input.alternativeDiagnosisLikely,
        { id: 'alternative', label: 'alternative diagnosis at least as likely', points: -2 },
      ],
    ]),
  );

// ——— GINA 2024 symptom control (past 4 weeks) ———

export interface GinaControlInput {
  daytimeSymptoms: boolean;
  nightWaking: boolean;
  reliever: boolean;
  activityLimitation: boolean;
}

export type AsthmaControl = 'well-controlled' | 'partly-controlled' | 'uncontrolled';

/** GINA 2024 Box 2-2: none of the four is well controlled, 1–2 partly controlled, 3–4 uncontrolled. */
export const ginaControl = (input: GinaControlInput): ScoreResult & { control: AsthmaControl } => {
  const result = total(
    pick([
      [input.daytimeSymptoms, { id: 'daytime', label: 'daytime symptoms more than twice a week', points: 1 }],
      [input.nightWaking, { id: 'night', label: 'night waking due to asthma', points: 1 }],
      [input.reliever, { id: 'reliever', label: 'reliever more than twice a week', points: 1 }],
      [input.activityLimitation, { id: 'activity', label: 'activity limitation', points: 1 }],
    ]),
  );
  const control: AsthmaControl =
    result.score === 0 ? 'well-controlled' : result.score <= 2 ? 'partly-controlled' : 'uncontrolled';
  return { ...result, control };
};
