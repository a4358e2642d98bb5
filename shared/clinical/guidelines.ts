/**
 * Guideline categories for readings, each naming its guideline and year. Pure functions: the
 * consensus engine checks answers with them, and the health-data analysis classifies readings.
 */

export type BloodPressureCategory = 'normal' | 'elevated' | 'stage-1' | 'stage-2' | 'crisis';

export const BLOOD_PRESSURE_GUIDELINE = '2017 ACC/AHA High Blood Pressure Guideline';

export const BLOOD_PRESSURE_LABELS: Record<BloodPressureCategory, string> = {
  normal: 'normal (below 120/80 mm Hg)',
  elevated: 'elevated (120 to 129 systolic and below 80 diastolic)',
  'stage-1': 'stage 1 hypertension (130 to 139 systolic or 80 to 89 diastolic)',
  'stage-2': 'stage 2 hypertension (140 systolic or 90 diastolic or higher)',
  crisis: 'hypertensive crisis (above 180 systolic and/or above 120 diastolic)',
};

/** 2017 ACC/AHA: the higher of the two categories applies when systolic and diastolic differ. */
export const classifyBloodPressure = (systolic: number, diastolic: number): BloodPressureCategory => {
  if (systolic > 180 || diastolic > 120) return 'crisis';
  if (systolic >= 140 || diastolic >= 90) return 'stage-2';
  if (systolic >= 130 || diastolic >= 80) return 'stage-1';
  if (systolic >= 120) return 'elevated';
  return 'normal';
};

export type A1cCategory = 'normal' | 'prediabetes' | 'diabetes';

export const A1C_GUIDELINE = 'ADA Standards of Care in Diabetes 2025';

export const A1C_LABELS: Record<A1cCategory, string> = {
  normal: 'below the prediabetes range (below 5.7%)',
  prediabetes: 'in the prediabetes range (5.7% to 6.4%)',
  diabetes: 'in the diabetes range (6.5% or higher; a diagnosis needs a second test)',
};

/** ADA 2025 diagnostic criteria, HbA1c in percent (NGSP). */
export const classifyA1c = (percent: number): A1cCategory => {
  if (percent >= 6.5) return 'diabetes';
  if (percent >= 5.7) return 'prediabetes';
  return 'normal';
};

export interface BloodPressureReading {
  systolic: number;
  diastolic: number;
  /** Where the reading sits in the text and how long it is, to find the words said about it. */
  index: number;
  length: number;
}

/**
 * How readings are written: "150/95", "150 over 95", "pressure 150 on 95"; after "BP" or "blood pressure",
 * two numbers with only a space or comma between ("bp 190 125"); and the two named ("systolic 190,
 * diastolic 125", either order). The last three were missed by a hostile test (2026-11-29).
 */
const READING_FORMS: readonly RegExp[] = [
  /\b(\d{2,3}) ?(?:\/|over) ?(\d{2,3})\b/gi,
  // "on" only after a word of blood pressure: "weigh 190 on 125 days of the diet" is no reading.
  /\b(?:bp|b\/p|blood pressure|pressure)\b(?:(?![.;!?])[^0-9]){0,20}(\d{2,3}) ?on ?(\d{2,3})\b/gi,
  /\b(?:bp|b\/p|blood pressure)\b(?: (?:is|was|of|reading|reads|at|now|today|still))*:? ?(\d{2,3}),? (\d{2,3})\b(?! ?(?:\/|over|on|mg|mmol|kg|%|bpm|years?|min))/gi,
  /\b(?:systolic|sys|sbp)\b(?: (?:is|was|of|at|now))*:? ?(\d{2,3})\b(?:(?![.;!?])[^0-9]){0,20}?\b(?:diastolic|dia|dbp)\b(?: (?:is|was|of|at|now))*:? ?(\d{2,3})\b/gi,
];
const DIASTOLIC_FIRST =
  /\b(?:diastolic|dia|dbp)\b(?: (?:is|was|of|at|now))*:? ?(\d{2,3})\b(?:(?![.;!?])[^0-9]){0,20}?\b(?:systolic|sys|sbp)\b(?: (?:is|was|of|at|now))*:? ?(\d{2,3})\b/gi;

/** Readings written in any of `READING_FORMS`; pairs that cannot be blood pressure are skipped. */
export const bloodPressureReadings = (text: string): BloodPressureReading[] => {
  const readings: BloodPressureReading[] = [];
  const add = (systolic: number, diastolic: number, index: number, length: number) => {
    if (systolic < 60 || systolic > 320 || diastolic < 30 || diastolic > 220 || diastolic >= systolic) return;
    if (readings.some((reading) => index < reading.index + reading.length && reading.index < index + length))
      return;
    readings.push({ systolic, diastolic, index, length });
  };
  for (const form of READING_FORMS)
    for (const match of text.matchAll(form))
      add(Number(match[1]), Number(match[2]), match.index ?? 0, match[0].length);
  for (const match of text.matchAll(DIASTOLIC_FIRST))
    add(Number(match[2]), Number(match[1]), match.index ?? 0, match[0].length);
  return readings.sort((a, b) => a.index - b.index);
};

/** HbA1c values written near "a1c" (4% to 20%, the range the test reports). */
export const a1cReadings = (text: string): Array<{ percent: number; index: number }> => {
  const readings: Array<{ percent: number; index: number }> = [];
  for (const match of text.matchAll(
    /\b(?:hb ?a1c|a1c|hemoglobin a1c|glycated hemoglobin)\b[^0-9.]{0,25}(\d{1,3}(?:\.\d)?) ?(%|mmol ?\/ ?mol)?/gi,
  )) {
    // IFCC units (mmol/mol, as UK and European labs report) convert to NGSP percent by the
    // NGSP/IFCC master equation: % = 0.09148 × mmol/mol + 2.152.
    // Without a unit, a value above 20 cannot be a percentage and is read as mmol/mol (IFCC results
    // run from about 20 to 195): "my a1c is 48" is 6.5%.
    const value = Number(match[1]);
    const ifcc = match[2]?.toLowerCase().startsWith('mmol') || (!match[2] && value > 20 && value <= 195);
    const percent = ifcc ? Math.round((0.09148 * value + 2.152) * 10) / 10 : value;
    if (percent >= 4 && percent <= 20) readings.push({ percent, index: match.index ?? 0 });
  }
  return readings;
};
