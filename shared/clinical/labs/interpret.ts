import { curatedEntries } from '../../knowledge/corpus/index.ts';
import { editDistance } from '../../knowledge/index/search.ts';
import { convert, UnitError, ucumCode } from '../units.ts';
import { type Interval, LAB_TESTS, type LabTest, type Sex } from './catalog.ts';

/**
 * Lab results against adult reference intervals, with the FHIR interpretation codes: N normal,
 * L/H below/above the interval, LL/HH beyond a critical limit a guideline defines, A abnormal for a
 * dipstick result that is not negative. Values are converted to the interval's unit through UCUM.
 */
export type Flag = 'N' | 'L' | 'H' | 'LL' | 'HH' | 'A';

export class UnknownLabTestError extends Error {
  override name = 'UnknownLabTestError';
}
export class LabUnitError extends Error {
  override name = 'LabUnitError';
}

/** Every result that could not be read, by its position and the field at fault. */
export class LabInputError extends Error {
  override name = 'LabInputError';
  constructor(
    readonly issues: ReadonlyArray<{ index: number; field: 'test' | 'unit' | 'value'; message: string }>,
  ) {
    super('Some lab results cannot be interpreted');
  }
}

export interface LabResultInput {
  /** LOINC code or a common name. */
  test: string;
  value: number | string;
  unit?: string;
}

export interface Interpretation {
  test: { loinc: string; name: string };
  value: number | string;
  unit: string;
  referenceUnit: string;
  valueInReferenceUnit: number | string;
  referenceRange: { low?: number; high?: number; text: string };
  flag: Flag;
  explanation: string;
  source: { title: string; url: string };
}

const byKey = new Map<string, LabTest>();
for (const test of LAB_TESTS) {
  for (const key of [test.loinc, test.name, ...test.aliases]) byKey.set(key.toLowerCase(), test);
}
const keys = [...byKey.keys()];

const sources = new Map(
  curatedEntries().map((entry) => [entry.id, { title: `${entry.title} (${entry.source})`, url: entry.url }]),
);

export const findLabTest = (name: string): LabTest => {
  const key = name.trim().toLowerCase();
  const exact = byKey.get(key);
  if (exact) return exact;
  if (key.length >= 5) {
    const close = keys.find((candidate) => editDistance(key, candidate, 1) <= 1);
    if (close) return byKey.get(close) as LabTest;
  }
  throw new UnknownLabTestError(`Unknown test "${name.slice(0, 80)}"; use a LOINC code or a common name`);
};

export const intervalFor = (test: LabTest, sex: Sex | undefined): Interval => {
  if (!('male' in test.range)) return test.range;
  if (sex) return test.range[sex];
  const { male, female } = test.range;
  // Without a sex, the union of both intervals: only values outside both are flagged.
  return {
    low: Math.min(male.low ?? Number.POSITIVE_INFINITY, female.low ?? Number.POSITIVE_INFINITY),
    high: Math.max(male.high ?? Number.NEGATIVE_INFINITY, female.high ?? Number.NEGATIVE_INFINITY),
  };
};

const NGSP_PER_IFCC = 0.09148;
const NGSP_OFFSET = 2.152;

/** A value in the test's reference unit: UCUM, or the NGSP master equation for HbA1c in mmol/mol. */
const toReferenceUnit = (test: LabTest, value: number, unit: string | undefined): number => {
  if (!unit?.trim()) return value;
  const code = ucumCode(unit);
  if (!code) throw new LabUnitError(`"${unit}" is not a unit UCUM knows`);
  const reference = test.unit;
  if (code === reference) return value;
  if (test.loinc === '4548-4' && code === 'mmol/mol') return NGSP_PER_IFCC * value + NGSP_OFFSET;
  // Enzyme activities are reported as U/L or IU/L interchangeably.
  if (reference === 'U/L' && code === '[IU]/L') return value;
  // UCUM has no charge: milliequivalents become millimoles by the ion's charge.
  if (code === 'meq/L') {
    if (test.charge === undefined) throw new LabUnitError(`${test.name} is not reported in mEq/L`);
    const mmol = value / test.charge;
    return reference === 'mmol/L' ? mmol : convert(mmol, 'mmol/L', reference, test.molarMass);
  }
  try {
    return convert(value, code, reference, test.molarMass);
  } catch (error) {
    if (error instanceof UnitError)
      throw new LabUnitError(`${test.name} in ${unit} cannot be compared with its interval in ${reference}`);
    throw error;
  }
};

const NEGATIVE = /^(negative|neg|none|normal|not detected|absent|-|0)$/i;
const POSITIVE = /^(trace|positive|pos|small|moderate|large|present|detected|\+{1,4}|[1-4]\+)$/i;

const round = (value: number): number => Number(value.toPrecision(4));

/** UCUM codes as people read them. */
const DISPLAY: Record<string, string> = {
  '10*3/uL': '×10³/µL',
  '10*6/uL': '×10⁶/µL',
  'm[IU]/L': 'mIU/L',
  'mL/min/{1.73_m2}': 'mL/min/1.73 m²',
  'ug/dL': 'µg/dL',
  '{INR}': '',
  '[pH]': '',
  '1': '',
};
const display = (unit: string): string => DISPLAY[unit] ?? unit;
const withUnit = (value: number, unit: string): string =>
  `${value}${display(unit) ? ` ${display(unit)}` : ''}`;

const rangeText = (interval: Interval, unit: string): string => {
  if (interval.low !== undefined && interval.high !== undefined)
    return `${interval.low} to ${withUnit(interval.high, unit)}`;
  if (interval.low !== undefined) return `${withUnit(interval.low, unit)} or more`;
  if (interval.high !== undefined) return `up to ${withUnit(interval.high, unit)}`;
  return 'negative';
};

export const interpretResult = (input: LabResultInput, sex: Sex | undefined): Interpretation => {
  const test = findLabTest(input.test);
  const source = sources.get(test.knowledge) ?? {
    title: test.name,
    url: 'https://medlineplus.gov/lab-tests/',
  };
  const base = {
    test: { loinc: test.loinc, name: test.name },
    value: input.value,
    unit: input.unit ?? test.unit,
    referenceUnit: test.unit,
    source,
  };
  if (test.qualitative) {
    if (
      typeof input.value !== 'string' ||
      !(NEGATIVE.test(input.value.trim()) || POSITIVE.test(input.value.trim()))
    )
      throw new LabUnitError(`${test.name} is read as negative, trace, positive or 1+ to 4+`);
    const normal = NEGATIVE.test(input.value.trim());
    return {
      ...base,
      valueInReferenceUnit: input.value,
      referenceRange: { text: 'negative' },
      flag: normal ? 'N' : 'A',
      explanation: normal
        ? `${test.name} is negative, as expected.`
        : `${test.name} is ${input.value}, normally negative. ${test.highMeans ?? ''}`.trim(),
    };
  }
  if (typeof input.value !== 'number') throw new LabUnitError(`${test.name} needs a numeric value`);
  const value = toReferenceUnit(test, input.value, input.unit);
  const interval = intervalFor(test, sex);
  const critical = test.critical;
  const flag: Flag =
    critical?.low !== undefined && value < critical.low
      ? 'LL'
      : critical?.high !== undefined && value > critical.high
        ? 'HH'
        : interval.low !== undefined && value < interval.low
          ? 'L'
          : interval.high !== undefined && value > interval.high
            ? 'H'
            : 'N';
  const range = rangeText(interval, test.unit);
  const shown = withUnit(round(value), test.unit);
  const position =
    flag === 'N'
      ? `${shown} is within the typical adult range (${range}).`
      : `${shown} is ${flag.startsWith('L') ? 'below' : 'above'} the typical adult range (${range}).`;
  const meaning = flag.startsWith('L') ? test.lowMeans : flag.startsWith('H') ? test.highMeans : undefined;
  const criticalNote =
    flag === 'LL' || flag === 'HH'
      ? ` This is beyond a critical limit: ${critical?.basis}. Contact a clinician promptly.`
      : '';
  const sexNote =
    'male' in test.range && !sex
      ? ' Sex was not given, so the combined interval of men and women was used.'
      : '';
  return {
    ...base,
    valueInReferenceUnit: round(value),
    referenceRange: { ...interval, text: range },
    flag,
    explanation: `${position}${meaning ? ` ${meaning}` : ''}${criticalNote}${sexNote}`,
    source,
  };
};

/**
 * eGFR by the race-free CKD-EPI 2021 creatinine equation (Inker et al., NEJM 2021), in
 * mL/min/1.73 m²: 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 if female,
 * with κ 0.7 (female) or 0.9 (male) and α −0.241 (female) or −0.302 (male).
 */
export const ckdEpi2021 = (creatinineMgDl: number, age: number, sex: Sex): number => {
  const female = sex === 'female';
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = creatinineMgDl / kappa;
  return (
    142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** age * (female ? 1.012 : 1)
  );
};

/** KDIGO GFR categories. */
export const gfrCategory = (egfr: number): string =>
  egfr >= 90 ? 'G1' : egfr >= 60 ? 'G2' : egfr >= 45 ? 'G3a' : egfr >= 30 ? 'G3b' : egfr >= 15 ? 'G4' : 'G5';

export interface LabReport {
  results: Interpretation[];
  /** Values computed from the results: eGFR from creatinine, age and sex. */
  derived: Interpretation[];
  notes: string[];
  /** Urgent-care advice for every result beyond a critical limit; empty when there is none. */
  alerts: Array<{ test: string; message: string; source: { title: string; url: string } }>;
}

const criticalAlert = (result: Interpretation): LabReport['alerts'][number] => ({
  test: result.test.name,
  message: `${result.test.name} is at a critical level (${result.flag === 'LL' ? 'very low' : 'very high'}). Contact the clinician who ordered the test or seek urgent care today; call 911 for chest pain, palpitations, fainting, severe weakness, confusion or trouble breathing.`,
  source: result.source,
});

export const interpretResults = (
  inputs: readonly LabResultInput[],
  patient: { sex?: Sex; age?: number },
): LabReport => {
  const issues: ConstructorParameters<typeof LabInputError>[0][number][] = [];
  const results: Interpretation[] = [];
  inputs.forEach((input, index) => {
    try {
      results.push(interpretResult(input, patient.sex));
    } catch (error) {
      if (error instanceof UnknownLabTestError) issues.push({ index, field: 'test', message: error.message });
      else if (error instanceof LabUnitError)
        issues.push({
          index,
          field: /numeric|read as/.test(error.message) ? 'value' : 'unit',
          message: error.message,
        });
      else throw error;
    }
  });
  if (issues.length > 0) throw new LabInputError(issues);
  const derived: Interpretation[] = [];
  const notes: string[] = [];
  const creatinine = results.find((result) => result.test.loinc === '2160-0');
  const givenEgfr = results.some((result) => result.test.loinc === '62238-1');
  if (creatinine && !givenEgfr) {
    if (patient.age === undefined || !patient.sex) {
      notes.push('eGFR was not calculated: the CKD-EPI 2021 equation needs age and sex.');
    } else if (patient.age < 18) {
      notes.push('eGFR was not calculated: the CKD-EPI 2021 equation is for adults.');
    } else {
      // Reported as a whole number, and categorised as reported.
      const egfr = Math.round(ckdEpi2021(Number(creatinine.valueInReferenceUnit), patient.age, patient.sex));
      const result = interpretResult({ test: '62238-1', value: egfr }, patient.sex);
      derived.push({
        ...result,
        explanation: `Calculated with the CKD-EPI 2021 equation from creatinine, age and sex: KDIGO category ${gfrCategory(egfr)}. ${result.explanation}`,
      });
    }
  }
  if (patient.age !== undefined && patient.age < 18)
    notes.push('The reference intervals are for adults; children’s differ.');
  const alerts = [...results, ...derived]
    .filter((result) => result.flag === 'LL' || result.flag === 'HH')
    .map(criticalAlert);
  return { results, derived, notes, alerts };
};
