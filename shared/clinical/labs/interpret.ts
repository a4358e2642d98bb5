import { curatedEntries } from '../../knowledge/corpus/index.ts';
import { editDistance } from '../../knowledge/index/search.ts';
import { type RedFlag, urgentCareMessage } from '../red-flags.ts';
import { convert, UnitError, ucumCode } from '../units.ts';
import {
  type CriticalLimits,
  hasCriticalLimits,
  type Interval,
  LAB_TESTS,
  type LabTest,
  type Sex,
} from './catalog.ts';

/**
 * Lab results against adult reference intervals, with the FHIR interpretation codes: N normal,
 * L/H below/above the interval, LL/HH beyond a critical limit from a published critical-value list,
 * A abnormal for a dipstick result that is not negative, and IND (indeterminate) for a value that
 * is impossible in its stated unit but possible in another common unit (a likely unit mix-up: the
 * item carries a `unitWarning` and is not interpreted). Values are converted to the interval's unit
 * through UCUM. Values impossible in every common unit, negative values, text for numeric tests and
 * units that do not fit are input errors; unknown test names are listed as `unrecognized`.
 */
export type Flag = 'N' | 'L' | 'H' | 'LL' | 'HH' | 'A' | 'IND';

export class UnknownLabTestError extends Error {
  override name = 'UnknownLabTestError';
}
export class LabUnitError extends Error {
  override name = 'LabUnitError';
}
class LabValueError extends Error {
  override name = 'LabValueError';
}

export interface LabInputIssue {
  index: number;
  field: 'test' | 'unit' | 'value';
  message: string;
}

/**
 * Every result that could not be read, by its position and the field at fault, with the alerts of
 * the results that could: a critical value elsewhere in the panel is never lost to an input error.
 */
export class LabInputError extends Error {
  override name = 'LabInputError';
  constructor(
    readonly issues: readonly LabInputIssue[],
    readonly alerts: readonly LabAlert[] = [],
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

export interface UnitWarning {
  /** The unit the result was sent with (the test's usual unit when none was given). */
  statedUnit: string;
  /** A common unit in which the value is possible. */
  likelyUnit: string;
  /** The value read in `likelyUnit`, converted to the reference unit. */
  valueIfLikelyUnit: number;
  message: string;
}

export interface Interpretation {
  test: { loinc: string; name: string };
  value: number | string;
  unit: string;
  referenceUnit: string;
  /** Absent when the result was not interpreted (flag IND). */
  valueInReferenceUnit?: number | string;
  referenceRange: { low?: number; high?: number; text: string };
  flag: Flag;
  explanation: string;
  /** A likely unit mix-up: the value is impossible in its stated unit. */
  unitWarning?: UnitWarning;
  source: { title: string; url: string };
}

/** A test name we do not know, listed beside the interpreted results with close known names. */
export interface Unrecognized {
  index: number;
  test: string;
  value: number | string;
  unit?: string;
  suggestions: Array<{ loinc: string; name: string }>;
  message: string;
  /** Where it came from in the request (added by the HTTP layer). */
  path?: string;
}

/** Urgent-care advice for a result beyond a critical limit, in the shape triage and /ask use. */
export interface LabAlert extends RedFlag {
  /** The test's name. */
  test: string;
  loinc: string;
  flag: 'LL' | 'HH';
}

const byKey = new Map<string, LabTest>();
for (const test of LAB_TESTS) {
  for (const key of [test.loinc, test.name, ...test.aliases]) byKey.set(key.toLowerCase(), test);
}
const keys = [...byKey.keys()];

const sources = new Map(
  curatedEntries().map((entry) => [entry.id, { title: `${entry.title} (${entry.source})`, url: entry.url }]),
);

const sourceOf = (test: LabTest): { title: string; url: string } =>
  sources.get(test.knowledge) ??
  test.reference ?? { title: test.name, url: 'https://medlineplus.gov/lab-tests/' };

const normalizeName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A one-letter typo is forgiven only inside a word of four letters or more: "vitamin k" is not
 * "vitamin d", nor "free t3" "free t4".
 */
const typoInLongWord = (key: string, candidate: string): boolean => {
  const a = key.split(' ');
  const b = candidate.split(' ');
  if (a.length !== b.length) return false;
  return a.every((word, i) => {
    const other = b[i] ?? '';
    return word === other || (word.length >= 4 && other.length >= 4);
  });
};

export const findLabTest = (name: string): LabTest => {
  const key = normalizeName(name);
  const exact = byKey.get(key);
  if (exact) return exact;
  if (key.length >= 5) {
    const close = keys.find(
      (candidate) => editDistance(key, candidate, 1) <= 1 && typoInLongWord(key, candidate),
    );
    if (close) return byKey.get(close) as LabTest;
  }
  throw new UnknownLabTestError(`Unknown test "${name.slice(0, 80)}"; use a LOINC code or a common name`);
};

/** Known tests whose names are close to an unknown one: by edit distance, then by shared words. */
export const suggestLabTests = (name: string, limit = 3): Array<{ loinc: string; name: string }> => {
  const key = normalizeName(name);
  const scored = new Map<LabTest, number>();
  const note = (test: LabTest, score: number) => {
    const best = scored.get(test);
    if (best === undefined || score < best) scored.set(test, score);
  };
  const bound = Math.max(2, Math.floor(key.length / 3));
  const words = key.split(/[\s(),/-]+/).filter((word) => word.length >= 5);
  for (const candidate of keys) {
    const test = byKey.get(candidate) as LabTest;
    const distance = editDistance(key, candidate, bound);
    if (distance <= bound) note(test, distance);
    else if (
      key.length >= 3 &&
      (candidate.includes(key) || (candidate.length >= 3 && key.includes(candidate)))
    )
      note(test, bound + 1);
    // A misspelt word of a longer name ("ferritn level"): one edit per word of five letters or more.
    else if (
      words.some((word) =>
        candidate.split(/[\s(),/-]+/).some((part) => part.length >= 5 && editDistance(word, part, 1) <= 1),
      )
    )
      note(test, bound + 2);
  }
  return [...scored.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].name.localeCompare(b[0].name))
    .slice(0, limit)
    .map(([test]) => ({ loinc: test.loinc, name: test.name }));
};

export const intervalFor = (test: LabTest, sex: Sex | undefined): Interval => {
  if (!('male' in test.range)) return test.range;
  if (sex) return test.range[sex];
  const { male, female } = test.range;
  // Without a sex, the union of both intervals: only values outside both are flagged.
  // A side only one sex has is open-ended (HDL has no upper limit for either).
  return {
    ...(male.low !== undefined && female.low !== undefined ? { low: Math.min(male.low, female.low) } : {}),
    ...(male.high !== undefined && female.high !== undefined
      ? { high: Math.max(male.high, female.high) }
      : {}),
  };
};

/** The critical limits that apply: sex-specific ones, or without a sex the more protective pair. */
export const criticalFor = (
  test: LabTest,
  sex: Sex | undefined,
): (Interval & { inclusive?: true }) | undefined => {
  const critical = test.critical;
  if (!critical || !hasCriticalLimits(critical)) return undefined;
  const inclusive = critical.inclusive ? { inclusive: critical.inclusive } : {};
  if (!critical.bySex) return { low: critical.low, high: critical.high, ...inclusive };
  if (sex) return { ...critical.bySex[sex], ...inclusive };
  const { male, female } = critical.bySex;
  const max = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));
  const min = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));
  return { low: max(male.low, female.low), high: min(male.high, female.high), ...inclusive };
};

/** LL/HH when a value is beyond (or, for an inclusive list, at) a critical limit. */
export const criticalFlag = (test: LabTest, value: number, sex: Sex | undefined): 'LL' | 'HH' | undefined => {
  const limits = criticalFor(test, sex);
  if (!limits) return undefined;
  const { low, high, inclusive } = limits;
  if (low !== undefined && (inclusive ? value <= low : value < low)) return 'LL';
  if (high !== undefined && (inclusive ? value >= high : value > high)) return 'HH';
  return undefined;
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
  '10*9/L': '×10⁹/L',
  '10*12/L': '×10¹²/L',
  'm[IU]/L': 'mIU/L',
  'mL/min/{1.73_m2}': 'mL/min/1.73 m²',
  'ug/dL': 'µg/dL',
  'umol/L': 'µmol/L',
  'ug/L': 'µg/L',
  '/uL': '/µL',
  'mm[Hg]': 'mm Hg',
  'meq/L': 'mEq/L',
  '[IU]/L': 'IU/L',
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

const isPossible = (test: LabTest, value: number): boolean =>
  test.plausible === undefined || (value >= test.plausible[0] && value <= test.plausible[1]);

/** The first common unit, other than the stated one, in which the value is possible. */
const likelyUnit = (
  test: LabTest,
  value: number,
  stated: string,
): { unit: string; value: number } | undefined => {
  const statedCode = ucumCode(stated) ?? stated;
  for (const unit of [test.unit, ...(test.units ?? [])]) {
    if (unit === statedCode) continue;
    try {
      const converted = toReferenceUnit(test, value, unit);
      if (isPossible(test, converted)) return { unit, value: converted };
    } catch (error) {
      if (!(error instanceof LabUnitError)) throw error;
    }
  }
  return undefined;
};

const criticalLimitText = (test: LabTest, flag: 'LL' | 'HH', sex: Sex | undefined): string => {
  const limits = criticalFor(test, sex);
  const limit = flag === 'LL' ? limits?.low : limits?.high;
  const word =
    flag === 'LL'
      ? limits?.inclusive
        ? 'at or below'
        : 'below'
      : limits?.inclusive
        ? 'at or above'
        : 'above';
  return limit === undefined ? '' : `${word} the critical limit of ${withUnit(limit, test.unit)}`;
};

const criticalSource = (test: LabTest): CriticalLimits | undefined =>
  test.critical && hasCriticalLimits(test.critical) ? test.critical : undefined;

export const interpretResult = (input: LabResultInput, sex: Sex | undefined): Interpretation =>
  interpretFound(findLabTest(input.test), input, sex);

/** The unrounded value in the reference unit behind each interpretation (the likely unit's for IND). */
const exactValues = new WeakMap<Interpretation, number>();
const withExact = (result: Interpretation, value: number): Interpretation => {
  exactValues.set(result, value);
  return result;
};

const interpretFound = (test: LabTest, input: LabResultInput, sex: Sex | undefined): Interpretation => {
  const source = sourceOf(test);
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
      throw new LabValueError(`${test.name} is read as negative, trace, positive or 1+ to 4+`);
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
  if (typeof input.value !== 'number') throw new LabValueError(`${test.name} needs a numeric value`);
  if (input.value < 0) throw new LabValueError(`${test.name} cannot be negative`);
  const interval = intervalFor(test, sex);
  const range = rangeText(interval, test.unit);
  const value = toReferenceUnit(test, input.value, input.unit);
  if (!isPossible(test, value)) {
    const stated = input.unit?.trim() ? input.unit : test.unit;
    const likely = likelyUnit(test, input.value, stated);
    const [low, high] = test.plausible ?? [0, 0];
    const possible = `${low} to ${withUnit(high, test.unit)}`;
    if (!likely)
      throw new LabValueError(
        `${test.name} ${withUnit(input.value, ucumCode(stated) ?? stated)} is not a possible value (possible: ${possible})`,
      );
    const message = `${test.name} ${withUnit(input.value, ucumCode(stated) ?? stated)} is not a possible value in that unit, but looks like a result in ${display(likely.unit) || likely.unit} (${withUnit(round(likely.value), test.unit)}). Check the unit on the report; this result was not interpreted.`;
    return withExact(
      {
        ...base,
        referenceRange: { ...interval, text: range },
        flag: 'IND',
        explanation: message,
        unitWarning: {
          statedUnit: stated,
          likelyUnit: likely.unit,
          valueIfLikelyUnit: round(likely.value),
          message,
        },
      },
      likely.value,
    );
  }
  const critical = criticalFlag(test, value, sex);
  const side: 'L' | 'H' | 'N' =
    interval.low !== undefined && value < interval.low
      ? 'L'
      : interval.high !== undefined && value > interval.high
        ? 'H'
        : 'N';
  const flag: Flag = critical ?? side;
  const shown = withUnit(round(value), test.unit);
  // Where the value stands against the interval (a sex-specific critical limit can fall inside the
  // combined interval used without a sex).
  const position =
    side === 'N'
      ? `${shown} is within the typical adult range (${range}).`
      : `${shown} is ${side === 'L' ? 'below' : 'above'} the typical adult range (${range}).`;
  const meaning = flag.startsWith('L') ? test.lowMeans : flag.startsWith('H') ? test.highMeans : undefined;
  const basis = criticalSource(test);
  const criticalNote = critical
    ? `Critical: ${criticalLimitText(test, critical, sex)} (${basis?.source}); ${basis?.danger}. Contact the clinician who ordered the test or seek urgent care today. `
    : '';
  const sexNote =
    'male' in test.range && !sex
      ? ' Sex was not given, so the combined interval of men and women was used.'
      : '';
  return withExact(
    {
      ...base,
      valueInReferenceUnit: round(value),
      referenceRange: { ...interval, text: range },
      flag,
      explanation: `${criticalNote}${position}${meaning ? ` ${meaning}` : ''}${sexNote}`,
    },
    value,
  );
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
  /**
   * The urgent-care message (the wording triage and /ask use) when any result is beyond a critical
   * limit; a client shows it first.
   */
  urgentCare?: string;
  results: Interpretation[];
  /** Values computed from the results: eGFR from creatinine, age and sex. */
  derived: Interpretation[];
  /** Test names we do not know, with close known names; the rest of the panel is interpreted. */
  unrecognized: Unrecognized[];
  notes: string[];
  /** Urgent-care advice for every result beyond a critical limit; empty when there is none. */
  alerts: LabAlert[];
}

const URGENT_ADVICE =
  'Contact the clinician who ordered the test or seek urgent care today; call 911 for chest pain, palpitations, fainting, severe weakness, confusion or trouble breathing.';

const dangerOf = (test: LabTest): string => criticalSource(test)?.danger ?? 'this needs prompt care';

const criticalAlert = (test: LabTest, result: Interpretation, flag: 'LL' | 'HH', value: number): LabAlert => {
  const level = flag === 'LL' ? 'critically low' : 'critically high';
  const warning = result.unitWarning;
  const label = warning
    ? `${test.name} ${withUnit(Number(result.value), ucumCode(warning.statedUnit) ?? warning.statedUnit)} is ${level} if it is in ${display(warning.likelyUnit) || warning.likelyUnit} (${withUnit(round(value), test.unit)})`
    : `${test.name} ${withUnit(round(value), test.unit)} is ${level}`;
  return {
    id: `lab-critical-${test.loinc}`,
    label,
    urgency: 'urgent',
    advice: `${label}: ${dangerOf(test)}. ${URGENT_ADVICE}`,
    source: result.source,
    test: test.name,
    loinc: test.loinc,
    flag,
  };
};

/**
 * The urgent-care message for critical results, through the shared `urgentCareMessage` so that it
 * reads like triage and /ask: its lead, then each critical result and the advice once.
 */
export const labUrgentCare = (alerts: readonly LabAlert[]): string | undefined => {
  const [first] = alerts;
  if (!first) return undefined;
  const findings = alerts.map((alert) => alert.advice.slice(0, -URGENT_ADVICE.length - 2)).join('; ');
  return urgentCareMessage([{ ...first, advice: `${findings}. ${URGENT_ADVICE}` }]);
};

/** Interprets a panel in the context of the whole panel (a bare "pH" beside pCO2 or pO2 is blood). */
const resolveTest = (name: string, panel: readonly LabResultInput[]): LabTest => {
  const test = findLabTest(name);
  if (test.loinc === '5803-2' && normalizeName(name) === 'ph') {
    const bloodGas = panel.some((other) => {
      try {
        return ['2019-8', '2703-7', '1960-4'].includes(findLabTest(other.test).loinc);
      } catch {
        return false;
      }
    });
    if (bloodGas) return findLabTest('2744-1');
  }
  return test;
};

export const interpretResults = (
  inputs: readonly LabResultInput[],
  patient: { sex?: Sex; age?: number },
): LabReport => {
  const issues: LabInputIssue[] = [];
  const results: Interpretation[] = [];
  const unrecognized: Unrecognized[] = [];
  const alerts: LabAlert[] = [];
  const addAlert = (test: LabTest, result: Interpretation, value: number) => {
    const flag = criticalFlag(test, value, patient.sex);
    if (flag) alerts.push(criticalAlert(test, result, flag, value));
  };
  inputs.forEach((input, index) => {
    let test: LabTest;
    try {
      test = resolveTest(input.test, inputs);
    } catch (error) {
      if (!(error instanceof UnknownLabTestError)) throw error;
      const suggestions = suggestLabTests(input.test);
      unrecognized.push({
        index,
        test: input.test,
        value: input.value,
        ...(input.unit ? { unit: input.unit } : {}),
        suggestions,
        message: `"${input.test.slice(0, 80)}" is not a test we know, so it was not interpreted${
          suggestions.length > 0 ? `; did you mean ${suggestions.map((s) => s.name).join(', or ')}?` : '.'
        }`,
      });
      return;
    }
    try {
      const result = interpretFound(test, input, patient.sex);
      results.push(result);
      // A likely unit mix-up is not interpreted, but if the value is critical in the likely unit too
      // (critical either way), the alert stands.
      const value = exactValues.get(result);
      if (value !== undefined) addAlert(test, result, value);
    } catch (error) {
      if (error instanceof LabValueError) issues.push({ index, field: 'value', message: error.message });
      else if (error instanceof LabUnitError) issues.push({ index, field: 'unit', message: error.message });
      else throw error;
    }
  });
  const derived: Interpretation[] = [];
  const notes: string[] = [];
  const creatinine = results.find((result) => result.test.loinc === '2160-0' && result.flag !== 'IND');
  const givenEgfr = results.some((result) => result.test.loinc === '62238-1');
  if (creatinine && !givenEgfr) {
    if (patient.age === undefined || !patient.sex) {
      notes.push('eGFR was not calculated: the CKD-EPI 2021 equation needs age and sex.');
    } else if (patient.age < 18) {
      notes.push('eGFR was not calculated: the CKD-EPI 2021 equation is for adults.');
    } else {
      // Reported as a whole number, and categorised as reported.
      const egfr = Math.round(ckdEpi2021(Number(creatinine.valueInReferenceUnit), patient.age, patient.sex));
      const test = findLabTest('62238-1');
      const result = interpretFound(test, { test: '62238-1', value: Math.max(egfr, 1) }, patient.sex);
      derived.push({
        ...result,
        explanation: `Calculated with the CKD-EPI 2021 equation from creatinine, age and sex: KDIGO category ${gfrCategory(egfr)}. ${result.explanation}`,
      });
      addAlert(test, result, Math.max(egfr, 1));
    }
  }
  if (patient.age !== undefined && patient.age < 18)
    notes.push('The reference intervals are for adults; children’s differ.');
  if (issues.length > 0) throw new LabInputError(issues, alerts);
  const urgentCare = labUrgentCare(alerts);
  return { ...(urgentCare ? { urgentCare } : {}), results, derived, unrecognized, notes, alerts };
};
