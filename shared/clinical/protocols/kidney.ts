/**
 * KDIGO 2024 CKD staging: GFR category (G1–G5) and albuminuria category (A1–A3), the risk of the
 * combination (the "heat map", KDIGO 2024 Figure 2) and how many times a year to measure eGFR and
 * ACR (KDIGO 2024 Figure 6). eGFR from creatinine uses CKD-EPI 2021 (shared/clinical/labs).
 */

export type GfrCategory = 'G1' | 'G2' | 'G3a' | 'G3b' | 'G4' | 'G5';
export type AlbuminuriaCategory = 'A1' | 'A2' | 'A3';
export type CkdRisk = 'low' | 'moderately increased' | 'high' | 'very high';

/** KDIGO 2024: G1 ≥90, G2 60–89, G3a 45–59, G3b 30–44, G4 15–29, G5 <15 mL/min/1.73 m². */
export const gfrStage = (egfr: number): GfrCategory => {
  if (egfr >= 90) return 'G1';
  if (egfr >= 60) return 'G2';
  if (egfr >= 45) return 'G3a';
  if (egfr >= 30) return 'G3b';
  if (egfr >= 15) return 'G4';
  return 'G5';
};

/** KDIGO 2024: A1 below 30, A2 30 to 300, A3 above 300 mg/g. */
export const albuminuriaStage = (acrMgPerG: number): AlbuminuriaCategory => {
  if (acrMgPerG < 30) return 'A1';
  if (acrMgPerG <= 300) return 'A2';
  return 'A3';
};

const RISK: Record<GfrCategory, [CkdRisk, CkdRisk, CkdRisk]> = {
  G1: ['low', 'moderately increased', 'high'],
  G2: ['low', 'moderately increased', 'high'],
  G3a: ['moderately increased', 'high', 'very high'],
  G3b: ['high', 'very high', 'very high'],
  G4: ['very high', 'very high', 'very high'],
  G5: ['very high', 'very high', 'very high'],
};

/** Times a year to measure eGFR and ACR (KDIGO 2024 Figure 6); 4 means "4 or more". */
const MONITORING: Record<GfrCategory, [number, number, number]> = {
  G1: [1, 1, 2],
  G2: [1, 1, 2],
  G3a: [1, 2, 3],
  G3b: [2, 3, 3],
  G4: [3, 3, 4],
  G5: [4, 4, 4],
};

const albuminuriaIndex = (category: AlbuminuriaCategory): 0 | 1 | 2 =>
  category === 'A1' ? 0 : category === 'A2' ? 1 : 2;

export const ckdRisk = (gfr: GfrCategory, albuminuria: AlbuminuriaCategory): CkdRisk =>
  RISK[gfr][albuminuriaIndex(albuminuria)];

export const monitoringPerYear = (gfr: GfrCategory, albuminuria: AlbuminuriaCategory): number =>
  MONITORING[gfr][albuminuriaIndex(albuminuria)];

/**
 * Criteria for CKD (KDIGO 2024): eGFR below 60, or a marker of kidney damage such as ACR 30 mg/g
 * or more, for more than 3 months. We can only say whether one reading meets the threshold.
 */
export const meetsCkdThreshold = (egfr: number, acr: number | undefined): boolean =>
  egfr < 60 || (acr !== undefined && acr >= 30);
