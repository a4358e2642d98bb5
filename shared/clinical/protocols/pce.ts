/**
 * 10-year risk of a first hard ASCVD event (coronary death, nonfatal myocardial infarction, fatal
 * or nonfatal stroke) by the Pooled Cohort Equations: Goff DC Jr et al., 2013 ACC/AHA Guideline on
 * the Assessment of Cardiovascular Risk, Table A (coefficients, baseline survival and mean sums).
 * The equations are valid for ages 40 to 79, total cholesterol 130 to 320 mg/dL, HDL 20 to 100 mg/dL
 * and systolic pressure 90 to 200 mm Hg, in people without clinical ASCVD.
 */

type PceGroup = 'white-female' | 'black-female' | 'white-male' | 'black-male';

export interface PceInput {
  age: number;
  sex: 'female' | 'male';
  /** 'black' selects the African American equations; the guideline advises the white equations for others. */
  race: 'black' | 'white' | 'other';
  totalCholesterol: number;
  hdl: number;
  systolic: number;
  onBpTreatment: boolean;
  smoker: boolean;
  diabetes: boolean;
}

interface Coefficients {
  lnAge: number;
  lnAgeSquared: number;
  lnTotal: number;
  lnAgeLnTotal: number;
  lnHdl: number;
  lnAgeLnHdl: number;
  lnTreatedSbp: number;
  lnAgeLnTreatedSbp: number;
  lnUntreatedSbp: number;
  lnAgeLnUntreatedSbp: number;
  smoker: number;
  lnAgeSmoker: number;
  diabetes: number;
  baselineSurvival: number;
  meanSum: number;
}

const ZERO = {
  lnAge: 0,
  lnAgeSquared: 0,
  lnTotal: 0,
  lnAgeLnTotal: 0,
  lnHdl: 0,
  lnAgeLnHdl: 0,
  lnTreatedSbp: 0,
  lnAgeLnTreatedSbp: 0,
  lnUntreatedSbp: 0,
  lnAgeLnUntreatedSbp: 0,
  smoker: 0,
  lnAgeSmoker: 0,
  diabetes: 0,
};

/** Goff et al. 2013, Table A: "Equation Parameters of the Pooled Cohort Equations". */
const PCE_COEFFICIENTS: Record<PceGroup, Coefficients> = {
  'white-female': {
    ...ZERO,
    lnAge: -29.799,
    lnAgeSquared: 4.884,
    lnTotal: 13.54,
    lnAgeLnTotal: -3.114,
    lnHdl: -13.578,
    lnAgeLnHdl: 3.149,
    lnTreatedSbp: 2.019,
    lnUntreatedSbp: 1.957,
    smoker: 7.574,
    lnAgeSmoker: -1.665,
    diabetes: 0.661,
    baselineSurvival: 0.9665,
    meanSum: -29.18,
  },
  'black-female': {
    ...ZERO,
    lnAge: 17.114,
    lnTotal: 0.94,
    lnHdl: -18.92,
    lnAgeLnHdl: 4.475,
    lnTreatedSbp: 29.291,
    lnAgeLnTreatedSbp: -6.432,
    lnUntreatedSbp: 27.82,
    lnAgeLnUntreatedSbp: -6.087,
    smoker: 0.691,
    diabetes: 0.874,
    baselineSurvival: 0.9533,
    meanSum: 86.61,
  },
  'white-male': {
    ...ZERO,
    lnAge: 12.344,
    lnTotal: 11.853,
    lnAgeLnTotal: -2.664,
    lnHdl: -7.99,
    lnAgeLnHdl: 1.769,
    lnTreatedSbp: 1.797,
    lnUntreatedSbp: 1.764,
    smoker: 7.837,
    lnAgeSmoker: -1.795,
    diabetes: 0.658,
    baselineSurvival: 0.9144,
    meanSum: 61.18,
  },
  'black-male': {
    ...ZERO,
    lnAge: 2.469,
    lnTotal: 0.302,
    lnHdl: -0.307,
    lnTreatedSbp: 1.916,
    lnUntreatedSbp: 1.809,
    smoker: 0.549,
    diabetes: 0.645,
    baselineSurvival: 0.8954,
    meanSum: 19.54,
  },
};

export const PCE_RANGES = {
  age: [40, 79],
  totalCholesterol: [130, 320],
  hdl: [20, 100],
  systolic: [90, 200],
} as const;

const pceGroup = (sex: 'female' | 'male', race: 'black' | 'white' | 'other'): PceGroup =>
  `${race === 'black' ? 'black' : 'white'}-${sex}`;

/** The individual sum of coefficient × value (Goff et al. 2013, Table A). */
export const pceSum = (input: PceInput): number => {
  const c = PCE_COEFFICIENTS[pceGroup(input.sex, input.race)];
  const lnAge = Math.log(input.age);
  const lnTotal = Math.log(input.totalCholesterol);
  const lnHdl = Math.log(input.hdl);
  const lnSbp = Math.log(input.systolic);
  const treated = input.onBpTreatment;
  const smoker = input.smoker ? 1 : 0;
  return (
    c.lnAge * lnAge +
    c.lnAgeSquared * lnAge * lnAge +
    c.lnTotal * lnTotal +
    c.lnAgeLnTotal * lnAge * lnTotal +
    c.lnHdl * lnHdl +
    c.lnAgeLnHdl * lnAge * lnHdl +
    (treated ? c.lnTreatedSbp * lnSbp + c.lnAgeLnTreatedSbp * lnAge * lnSbp : 0) +
    (treated ? 0 : c.lnUntreatedSbp * lnSbp + c.lnAgeLnUntreatedSbp * lnAge * lnSbp) +
    c.smoker * smoker +
    c.lnAgeSmoker * lnAge * smoker +
    c.diabetes * (input.diabetes ? 1 : 0)
  );
};

/** 10-year risk as a fraction: 1 − S10^exp(sum − mean sum). */
export const pooledCohortRisk = (input: PceInput): number => {
  const c = PCE_COEFFICIENTS[pceGroup(input.sex, input.race)];
  return 1 - c.baselineSurvival ** Math.exp(pceSum(input) - c.meanSum);
};

/** The fields outside the range the equations were derived in, with that range. */
export const pceOutOfRange = (
  input: PceInput,
): Array<{ field: keyof typeof PCE_RANGES; range: readonly [number, number] }> =>
  (Object.keys(PCE_RANGES) as Array<keyof typeof PCE_RANGES>)
    .filter((field) => input[field] < PCE_RANGES[field][0] || input[field] > PCE_RANGES[field][1])
    .map((field) => ({ field, range: PCE_RANGES[field] }));

/** 2018 ACC/AHA cholesterol guideline risk categories for adults 40 to 75 (percent, 10-year). */
export type RiskCategory = 'low' | 'borderline' | 'intermediate' | 'high';
export const riskCategory = (percent: number): RiskCategory => {
  if (percent >= 20) return 'high';
  if (percent >= 7.5) return 'intermediate';
  if (percent >= 5) return 'borderline';
  return 'low';
};
