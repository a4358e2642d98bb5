/**
 * The patient factors a protocol reads. Every field is optional here; each protocol names the ones
 * it needs (ProtocolInputError) and lists the score items it counted as absent because the request
 * did not state them.
 */

export const HISTORY = [
  'ascvd',
  'heart-failure',
  'diabetes',
  'ckd',
  'hypertension',
  'stroke-tia',
  'vascular-disease',
  'vte',
  'active-cancer',
  'liver-disease',
  'bleeding',
  'dialysis',
  'kidney-transplant',
  'mechanical-valve',
  'mitral-stenosis',
] as const;
export type History = (typeof HISTORY)[number];

export const HISTORY_LABELS: Record<History, string> = {
  ascvd:
    'clinical atherosclerotic cardiovascular disease (coronary heart disease, prior myocardial infarction or revascularization, stroke or TIA of atherosclerotic origin, peripheral artery disease)',
  'heart-failure': 'heart failure (any ejection fraction)',
  diabetes: 'diabetes mellitus',
  ckd: 'chronic kidney disease',
  hypertension: 'hypertension (diagnosed or treated)',
  'stroke-tia': 'prior stroke, TIA or systemic thromboembolism',
  'vascular-disease':
    'vascular disease (prior myocardial infarction, peripheral artery disease or aortic plaque)',
  vte: 'prior deep-vein thrombosis or pulmonary embolism',
  'active-cancer': 'active cancer (treatment within 6 months, or palliative)',
  'liver-disease':
    'chronic liver disease (cirrhosis, or bilirubin over 2× and AST/ALT over 3× the upper limit)',
  bleeding: 'prior major bleeding or a predisposition to bleeding',
  dialysis: 'on chronic dialysis',
  'kidney-transplant': 'kidney transplant',
  'mechanical-valve': 'mechanical heart valve',
  'mitral-stenosis': 'moderate or severe mitral stenosis',
};

export const FINDINGS = [
  // CURB-65
  'confusion',
  // Wells (PE)
  'dvt-signs',
  'pe-most-likely',
  'immobilization-or-recent-surgery',
  'hemoptysis',
  // PERC
  'unilateral-leg-swelling',
  'recent-surgery-or-trauma',
  'hormone-use',
  // Wells (DVT)
  'paralysis-or-cast',
  'bedridden-or-major-surgery',
  'deep-vein-tenderness',
  'entire-leg-swollen',
  'calf-swelling-3cm',
  'pitting-edema',
  'collateral-superficial-veins',
  'alternative-diagnosis-likely',
  // HAS-BLED
  'labile-inr',
  'alcohol-excess',
  // GINA symptom control, past 4 weeks
  'daytime-symptoms-over-twice-weekly',
  'night-waking',
  'reliever-over-twice-weekly',
  'activity-limitation',
] as const;
export type Finding = (typeof FINDINGS)[number];

export const SYMPTOM_FREQUENCY = [
  'under-twice-monthly',
  'twice-monthly-or-more',
  'most-days',
  'daily-or-low-lung-function',
  'exacerbation',
] as const;
type SymptomFrequency = (typeof SYMPTOM_FREQUENCY)[number];

export interface Patient {
  age?: number;
  sex?: 'female' | 'male';
  /** For the Pooled Cohort Equations only: 'black' selects the African American equations; others the white ones. */
  race?: 'black' | 'white' | 'other';
  pregnant?: boolean;
  smoker?: boolean;
  onBpTreatment?: boolean;
  /** mm Hg */
  systolic?: number;
  diastolic?: number;
  /** beats per minute */
  heartRate?: number;
  /** breaths per minute */
  respiratoryRate?: number;
  /** percent, SpO2 on room air */
  oxygenSaturation?: number;
  /** mg/dL */
  totalCholesterol?: number;
  hdl?: number;
  ldl?: number;
  /** percent (NGSP) */
  a1c?: number;
  /** mL/min/1.73 m² */
  egfr?: number;
  /** mg/dL */
  creatinine?: number;
  /** urine albumin-to-creatinine ratio, mg/g */
  acr?: number;
  /** blood urea nitrogen, mg/dL */
  bun?: number;
  /** serum urea, mmol/L */
  urea?: number;
  /** ng/mL FEU */
  dDimer?: number;
  medications?: string[];
  history?: History[];
  findings?: Finding[];
  /** VTE: which diagnosis is suspected. */
  suspected?: 'pe' | 'dvt';
  /** Asthma: the current GINA step (0 = no controller), when already treated. */
  asthmaStep?: number;
  /** Asthma: how often symptoms occur, to choose the starting step (GINA 2024, initial treatment). */
  symptomFrequency?: SymptomFrequency;
}

export const has = (patient: Patient, item: History): boolean => patient.history?.includes(item) ?? false;
export const finding = (patient: Patient, item: Finding): boolean =>
  patient.findings?.includes(item) ?? false;
