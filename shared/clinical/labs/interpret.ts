import { editDistance } from '../../text/edit-distance.ts';
import { type RedFlag, urgentCareMessage } from '../red-flags.ts';
import { convert, UnitError, ucumCode } from '../units.ts';
import type { CriticalLimits, Interval, LabTest, Sex } from './catalog.ts';
import { hasCriticalLimits, labTests } from './catalog-table.ts';
import sources from './data/sources.json' with { type: 'json' };
import { INTERNATIONAL_NAMES } from './international-names.ts';

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
class LabUnitError extends Error {
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
  /**
   * LOINC code or a common name. Punctuation, LOINC long names ("Potassium [Moles/volume] in Serum
   * or Plasma"), sample and timing words ("serum", "fasting") and abbreviations in parentheses are
   * understood.
   */
  test: string;
  /**
   * A number, or text: dipstick results ("negative", "2+"), a value with a comparator (">7.0",
   * "<2.5") or with a report's flag after it ("6.8 H").
   */
  value: number | string;
  unit?: string;
}

interface UnitWarning {
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
  /**
   * Why the reading is uncertain: a bare "pH" (urine or blood?) or a value reported only as above
   * or below a number.
   */
  ambiguous?: string;
  source: { title: string; url: string };
}

/** A test name we do not know, listed beside the interpreted results with close known names. */
interface Unrecognized {
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

interface LabIndex {
  byKey: Map<string, LabTest>;
  keys: string[];
  /** The same keys without punctuation ("hs-ctnt" is "hs ctnt"); the first test to claim one keeps it. */
  byLooseKey: Map<string, LabTest>;
}

let indexed: LabIndex | undefined;

/** The tests by every name, built on the first result read. */
const labIndex = (): LabIndex => {
  if (indexed) return indexed;
  const byKey = new Map<string, LabTest>();
  for (const test of labTests()) {
    for (const key of [test.loinc, test.name, ...test.aliases]) byKey.set(key.toLowerCase(), test);
  }
  // International and INN names ("Kalium", "Natrium", "Kreatinin"), never over a catalog name.
  for (const test of labTests())
    for (const name of INTERNATIONAL_NAMES[test.loinc] ?? []) {
      const key = foldAccents(name.toLowerCase());
      if (!byKey.has(key)) byKey.set(key, test);
    }
  const byLooseKey = new Map<string, LabTest>();
  for (const [key, test] of byKey) {
    const loose = key
      .replace(/[-_,;:./\\*#]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!byLooseKey.has(loose)) byLooseKey.set(loose, test);
  }
  indexed = { byKey, keys: [...byKey.keys()], byLooseKey };
  return indexed;
};

// The cited entries' titles, copied from the curated corpus by data/build-sources.ts: the corpus
// itself would add 174 KB of code to every function that interprets labs.
const citedSources: Partial<Record<string, { title: string; url: string }>> = sources;

const sourceOf = (test: LabTest): { title: string; url: string } =>
  citedSources[test.knowledge] ??
  test.reference ?? { title: test.name, url: 'https://medlineplus.gov/lab-tests/' };

/** Accents off ("Hämoglobin" is "hamoglobin", "Créatinine" "creatinine"): names from any laboratory. */
const foldAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const normalizeName = (name: string): string => foldAccents(name.trim().toLowerCase()).replace(/\s+/g, ' ');

/** A name without punctuation: hyphens, commas, slashes and dots become spaces ("troponin-I"). */
const looseName = (name: string): string =>
  normalizeName(name)
    .replace(/[‐-―]/g, '-')
    .replace(/[-_,;:./\\*#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Sample and timing words that do not change which catalog test a name means ("Potassium, Serum",
 * "Blood glucose", "Glucose, Fasting", "Lactate, venous", "Calcium, total"). "urine" is not one.
 */
const QUALIFIERS = new Set([
  'serum',
  'plasma',
  'blood',
  'whole',
  'venous',
  'arterial',
  'capillary',
  'total',
  'fasting',
  'random',
  'level',
  'levels',
  'count',
  'concentration',
  'value',
  'result',
  'test',
  'or',
  'in',
  'by',
  'sp',
  'ser',
  'plas',
  'bld',
]);
const BLOOD_WORDS = /\b(serum|plasma|blood|venous|arterial|capillary|bld|ser)\b/;

/**
 * The names to look up for one name, most specific first: as given, without punctuation, without
 * the LOINC long name's property and system ("Potassium [Moles/volume] in Serum or Plasma"), the
 * part outside parentheses, then the part inside them ("Platelet Count (PLT)"), each also without
 * sample and timing qualifiers.
 */
const nameVariants = (name: string): string[] => {
  const key = normalizeName(name);
  const variants: string[] = [key, looseName(key)];
  const noLoinc = key
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\bin (serum|plasma|blood|venous|arterial|capillary|whole)\b.*$/, ' ');
  const outside = noLoinc.replace(/\([^)]*\)/g, ' ');
  const inside = [...noLoinc.matchAll(/\(([^)]*)\)/g)].map((match) => match[1] ?? '');
  for (const part of [noLoinc, outside, ...inside]) {
    const loose = looseName(part);
    variants.push(loose);
    const words = loose.split(' ');
    const bare = words.filter((word) => !QUALIFIERS.has(word)).join(' ');
    if (bare) variants.push(bare);
    // "hs troponin I" and "troponin I (high sensitivity)" are one test.
    const noHs = bare
      .replace(/\b(high sensitivity|high sensitive|highly sensitive|hs)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (noHs && noHs !== bare) variants.push(noHs);
  }
  return [...new Set(variants.filter((variant) => variant.length > 0))];
};

/**
 * A name that says blood (serum, plasma, arterial…) never means a urine test, and the reverse; a
 * venous or capillary pO2 is never the arterial pO2 (a venous pO2 of 40 mm Hg is normal, an arterial
 * one critical).
 */
const sampleConflict = (name: string, test: LabTest): boolean => {
  const key = normalizeName(name);
  if (test.loinc === '2703-7' && /\b(venous|capillary|mixed|central|vbg|pvo2|svo2)\b/.test(key)) return true;
  const urineTest = /\(urine\)/.test(test.name);
  if (urineTest) return BLOOD_WORDS.test(key) && !/\burine\b/.test(key);
  return /\b(urine|ur|urinalysis)\b/.test(key);
};

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

/** Blood pH: a bare "pH" with a blood qualifier ("pH, venous") is blood, not urine. */
const BLOOD_PH = '2744-1';

export const findLabTest = (name: string): LabTest => {
  const { byKey, byLooseKey, keys } = labIndex();
  const key = normalizeName(name);
  const exact = byKey.get(key);
  if (exact) return exact;
  for (const variant of nameVariants(name)) {
    const found = byKey.get(variant) ?? byLooseKey.get(variant);
    if (!found) continue;
    if (found.loinc === '5803-2' && BLOOD_WORDS.test(key) && !/\burine\b/.test(key))
      return byKey.get(BLOOD_PH) as LabTest;
    if (!sampleConflict(name, found)) return found;
  }
  // A LOINC code is exact: "2823-4" is not a typo of potassium's 2823-3 but another code.
  if (key.length >= 5 && !/^\d+-\d$/.test(key)) {
    const close = keys.find(
      (candidate) => editDistance(key, candidate, 1) <= 1 && typoInLongWord(key, candidate),
    );
    if (close) return byKey.get(close) as LabTest;
  }
  throw new UnknownLabTestError(`Unknown test "${name.slice(0, 80)}"; use a LOINC code or a common name`);
};

/** Known tests whose names are close to an unknown one: by edit distance, then by shared words. */
const suggestLabTests = (name: string, limit = 3): Array<{ loinc: string; name: string }> => {
  const { byKey, keys } = labIndex();
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

const intervalFor = (test: LabTest, sex: Sex | undefined): Interval => {
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
const criticalFor = (test: LabTest, sex: Sex | undefined): (Interval & { inclusive?: true }) | undefined => {
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
const criticalFlag = (test: LabTest, value: number, sex: Sex | undefined): 'LL' | 'HH' | undefined => {
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

type Comparator = '<' | '<=' | '>' | '>=';

/**
 * A numeric result written as text: a comparator before it (">7.0", "≤ 2.5", as laboratories report
 * values beyond an analyser's range) and a report's own flag after it ("6.8 H", "6.8 (HH)", "6.8*").
 * A decimal comma, as European reports write it ("7,0"), is read as a decimal point when it is the
 * only separator and not followed by exactly three digits ("1,000" may be a thousand: refused).
 */
const NUMERIC_TEXT =
  /^\s*(<=|>=|≤|≥|<|>)?\s*\+?((?:\d+,(?:\d{1,2}|\d{4,})|\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(?:\(?\s*(?:hh|ll|h|l|a|n|high|low|crit(?:ical)?|abn(?:ormal)?|\*+|!+)\s*\)?)?\s*$/i;

/** "1,000": a thousand, or one with a decimal comma; read neither way, both when screening. */
const THOUSANDS_OR_DECIMAL = /^\s*\d+,\d{3}\s*$/;

export const parseNumericText = (text: string): { value: number; comparator?: Comparator } | undefined => {
  const match = NUMERIC_TEXT.exec(text);
  if (!match?.[2]) return undefined;
  const value = Number(match[2].replace(',', '.'));
  if (!Number.isFinite(value)) return undefined;
  const sign = match[1];
  const comparator: Comparator | undefined =
    sign === '≤' ? '<=' : sign === '≥' ? '>=' : (sign as Comparator | undefined);
  return comparator ? { value, comparator } : { value };
};

/**
 * A limit's conventional equivalent in another unit counts as the limit: a lactate of 36 mg/dL is
 * the 4 mmol/L of the Surviving Sepsis Campaign (36.03 mg/dL exactly). The limit is converted to the
 * stated unit and rounded to three significant figures, as tables of conventional equivalents
 * state them, when that moves it by less than 0.1%; a value at or beyond that rounded limit is
 * critical as well as one beyond the exact limit (the safer of the two).
 */
const conventionalCritical = (
  test: LabTest,
  stated: number,
  unit: string | undefined,
  sex: Sex | undefined,
): 'LL' | 'HH' | undefined => {
  const code = unit?.trim() ? ucumCode(unit) : undefined;
  const limits = criticalFor(test, sex);
  if (!code || code === test.unit || !limits) return undefined;
  let factor: number;
  try {
    factor = toReferenceUnit(test, 1, unit);
    // Only proportional conversions (not the NGSP equation).
    if (Math.abs(toReferenceUnit(test, 2, unit) - 2 * factor) > 1e-9 * factor) return undefined;
  } catch {
    return undefined;
  }
  if (!(factor > 0)) return undefined;
  const inStated = (limit: number): number => {
    const exact = limit / factor;
    const rounded = Number(exact.toPrecision(3));
    return Math.abs(rounded - exact) < 0.001 * exact ? rounded : exact;
  };
  const { low, high, inclusive } = limits;
  if (low !== undefined) {
    const limit = inStated(low);
    if (inclusive ? stated <= limit : stated < limit) return 'LL';
  }
  if (high !== undefined) {
    const limit = inStated(high);
    if (inclusive ? stated >= limit : stated > limit) return 'HH';
  }
  return undefined;
};

/** The critical flag of a value: beyond the exact limit, or beyond its conventional equivalent. */
const criticalOfValue = (
  test: LabTest,
  value: number,
  stated: number,
  unit: string | undefined,
  sex: Sex | undefined,
): 'LL' | 'HH' | undefined => criticalFlag(test, value, sex) ?? conventionalCritical(test, stated, unit, sex);

/** The critical flag each interpretation was given, for its alert. */
const criticalFlags = new WeakMap<Interpretation, 'LL' | 'HH'>();

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
  const text = typeof input.value === 'string' ? parseNumericText(input.value) : undefined;
  if (typeof input.value === 'string' && THOUSANDS_OR_DECIMAL.test(input.value))
    throw new LabValueError(
      `${test.name} "${input.value.trim()}" is ambiguous: a comma before three digits may be a thousands separator or a decimal comma; write it with a point (7.000) or without the comma (7000)`,
    );
  if (typeof input.value !== 'number' && !text) throw new LabValueError(`${test.name} needs a numeric value`);
  const number = typeof input.value === 'number' ? input.value : (text?.value ?? Number.NaN);
  const comparator = text?.comparator;
  if (number < 0) throw new LabValueError(`${test.name} cannot be negative`);
  const interval = intervalFor(test, sex);
  const range = rangeText(interval, test.unit);
  const value = toReferenceUnit(test, number, input.unit);
  if (!isPossible(test, value)) {
    const stated = input.unit?.trim() ? input.unit : test.unit;
    const likely = likelyUnit(test, number, stated);
    const [low, high] = test.plausible ?? [0, 0];
    const possible = `${low} to ${withUnit(high, test.unit)}`;
    if (!likely)
      throw new LabValueError(
        `${test.name} ${withUnit(number, ucumCode(stated) ?? stated)} is not a possible value (possible: ${possible})`,
      );
    const message = `${test.name} ${withUnit(number, ucumCode(stated) ?? stated)} is not a possible value in that unit, but looks like a result in ${display(likely.unit) || likely.unit} (${withUnit(round(likely.value), test.unit)}). Check the unit on the report; this result was not interpreted.`;
    const likelyCritical = criticalFlag(test, likely.value, sex);
    const unread: Interpretation = {
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
    };
    if (likelyCritical) criticalFlags.set(unread, likelyCritical);
    return withExact(unread, likely.value);
  }
  // A value beyond the analyser's range: ">7.0" is read as just above 7.0, "<2.5" as just below.
  const nudge = comparator === '>' ? 1 + 1e-9 : comparator === '<' ? 1 - 1e-9 : 1;
  const critical = criticalOfValue(test, value * nudge, number * nudge, input.unit, sex);
  const rawSide: 'L' | 'H' | 'N' =
    interval.low !== undefined && value * nudge < interval.low
      ? 'L'
      : interval.high !== undefined && value * nudge > interval.high
        ? 'H'
        : 'N';
  const openUp = comparator === '>' || comparator === '>=';
  const openDown = comparator === '<' || comparator === '<=';
  // Whether the true value, somewhere beyond the reported bound, could fall on another side, or
  // beyond a critical limit on that side (">5.5" potassium may be 8): then it is IND, not placed.
  const limits = criticalFor(test, sex);
  const undetermined =
    !critical &&
    ((openUp &&
      (rawSide === 'L' ||
        (rawSide === 'N' && interval.high !== undefined) ||
        (rawSide === 'H' && limits?.high !== undefined))) ||
      (openDown &&
        (rawSide === 'H' ||
          (rawSide === 'N' && interval.low !== undefined) ||
          (rawSide === 'L' && limits?.low !== undefined))));
  if (comparator) {
    const shownBound = withUnit(round(value), test.unit);
    const note = `Reported as ${openUp ? 'above' : 'below'} ${shownBound} (${String(input.value).trim()}), the limit of the analyser's range.`;
    if (undetermined) {
      const unread: Interpretation = {
        ...base,
        valueInReferenceUnit: round(value),
        referenceRange: { ...interval, text: range },
        flag: 'IND',
        ambiguous: note,
        explanation: `${note} The true value cannot be placed against the typical adult range (${range})${limits && (openUp ? limits.high : limits.low) !== undefined ? ' and may be beyond a critical limit' : ''}; ask the laboratory or the clinician who ordered the test for the exact value.`,
      };
      return withExact(unread, value);
    }
    return finishNumeric(test, base, sex, value, critical, rawSide, interval, range, note);
  }
  return finishNumeric(test, base, sex, value, critical, rawSide, interval, range);
};

const finishNumeric = (
  test: LabTest,
  base: Pick<Interpretation, 'test' | 'value' | 'unit' | 'referenceUnit' | 'source'>,
  sex: Sex | undefined,
  value: number,
  critical: 'LL' | 'HH' | undefined,
  side: 'L' | 'H' | 'N',
  interval: Interval,
  range: string,
  comparatorNote?: string,
): Interpretation => {
  const flag: Flag = critical ?? side;
  const shown = withUnit(round(value), test.unit);
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
  const result: Interpretation = {
    ...base,
    valueInReferenceUnit: round(value),
    referenceRange: { ...interval, text: range },
    flag,
    ...(comparatorNote ? { ambiguous: comparatorNote } : {}),
    explanation: `${criticalNote}${comparatorNote ? `${comparatorNote} ` : ''}${position}${meaning ? ` ${meaning}` : ''}${sexNote}`,
  };
  if (critical) criticalFlags.set(result, critical);
  return withExact(result, value);
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

const KOST_SOURCE = 'Kost, JAMA 1990';

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

const BLOOD_GAS = ['2019-8', '2703-7', '1960-4'];
const URINALYSIS = ['5811-5', '5792-7', '5797-6', '20454-5', '5794-3', '5799-2', '5802-4'];

const panelHas = (panel: readonly LabResultInput[], loincs: readonly string[]): boolean =>
  panel.some((other) => {
    try {
      return loincs.includes(findLabTest(other.test).loinc);
    } catch {
      return false;
    }
  });

/**
 * Interprets a panel in the context of the whole panel: a bare "pH" beside pCO2 or pO2 is blood,
 * beside a urinalysis it is urine; alone it is ambiguous (`ambiguousPh`).
 */
const resolveTest = (
  name: string,
  panel: readonly LabResultInput[],
): { test: LabTest; ambiguousPh?: true } => {
  const test = findLabTest(name);
  if (test.loinc === '5803-2' && looseName(name) === 'ph') {
    if (panelHas(panel, BLOOD_GAS)) return { test: findLabTest(BLOOD_PH) };
    if (!panelHas(panel, URINALYSIS)) return { test, ambiguousPh: true };
  }
  return { test };
};

const numberOf = (value: number | string): { value: number; comparator?: Comparator } | undefined =>
  typeof value === 'number' ? { value } : parseNumericText(value);

/**
 * A bare "pH" with no blood gas or urinalysis beside it may be a blood pH: read as urine, but when it
 * is beyond the blood critical limits (below 7.21 or above 7.59, Kost 1990) it is flagged IND and
 * raises a "possibly critical" alert.
 */
const ambiguousPh = (
  result: Interpretation,
  input: LabResultInput,
  sex: Sex | undefined,
): { result: Interpretation; alert?: LabAlert } => {
  const blood = labIndex().byKey.get(BLOOD_PH) as LabTest;
  const read = numberOf(input.value);
  const note =
    'A "pH" without its sample can be a urine or a blood pH; it was read as urine pH. Name the sample ("urine pH", "arterial pH") for a firm reading.';
  if (!read || !isPossible(blood, read.value)) return { result: { ...result, ambiguous: note } };
  const flag = criticalFlag(blood, read.value, sex);
  if (!flag) return { result: { ...result, ambiguous: note } };
  const level = flag === 'LL' ? 'critically low' : 'critically high';
  const label = `pH ${read.value} is ${level} if it is a blood pH (the sample was not named)`;
  const bloodNote = `If this is a blood pH, ${read.value} is ${criticalLimitText(blood, flag, sex)} (${KOST_SOURCE}); ${dangerOf(blood)}. As a urine pH it would be ${result.flag === 'N' ? 'within the usual range' : 'outside the usual range'} (${result.referenceRange.text}).`;
  return {
    result: {
      ...result,
      flag: 'IND',
      ambiguous: `${note} ${bloodNote}`,
      explanation: `Possibly critical: ${bloodNote} Find out which sample it was; if it was blood, contact the clinician who ordered the test or seek urgent care today.`,
    },
    alert: {
      id: `lab-possible-critical-${BLOOD_PH}`,
      label,
      urgency: 'urgent',
      advice: `${label}: ${dangerOf(blood)}. ${URGENT_ADVICE}`,
      source: sourceOf(blood),
      test: blood.name,
      loinc: blood.loinc,
      flag,
    },
  };
};

/** Names the safety net leaves alone: a different analyte or sample than the close catalog name. */
const NOT_THE_SAME_ANALYTE =
  /\b(ionized|ionised|ica|free|direct|indirect|conjugated|unconjugated|urine|urinary|ur|ratio|index|percent|clearance|excretion|24 ?h(ou)?r?|csf|fluid|stool|faecal|fecal|saliva|sweat|gradient|anion|osmolality|osmolal|gap)\b|%/;

/**
 * The safety net for a name we do not recognise: the three closest-spelled catalog tests whose unit
 * fits and in which the value is possible; when the value is beyond the critical limit of any of
 * them (the closest first), the alert is raised anyway, saying the name was matched approximately.
 * A false alarm on a misspelt name costs a phone call; a missed critical potassium can cost a life.
 */
const approximateCritical = (input: LabResultInput, sex: Sex | undefined): LabAlert | undefined => {
  // An unknown LOINC code is another test, not a misspelt one.
  const key = normalizeName(input.test);
  if (NOT_THE_SAME_ANALYTE.test(key) || /^\d+-\d$/.test(key)) return undefined;
  const read = numberOf(input.value);
  if (!read || read.value < 0) return undefined;
  for (const suggestion of suggestLabTests(input.test, 3)) {
    const test = labIndex().byKey.get(suggestion.loinc);
    if (!test || test.qualitative || sampleConflict(input.test, test)) continue;
    let value: number;
    try {
      value = toReferenceUnit(test, read.value, input.unit);
    } catch (error) {
      if (error instanceof LabUnitError) continue;
      throw error;
    }
    if (!isPossible(test, value)) continue;
    const nudge = read.comparator === '>' ? 1 + 1e-9 : read.comparator === '<' ? 1 - 1e-9 : 1;
    const flag = criticalOfValue(test, value * nudge, read.value * nudge, input.unit, sex);
    // Err toward care: a value that is not critical for the closest name may be for the next one
    // ("Kalim" 7.2 mmol/L is no possible calcium but a critical potassium), so all three are tried.
    if (!flag) continue;
    const level = flag === 'LL' ? 'critically low' : 'critically high';
    const label = `"${input.test.slice(0, 80)}" ${withUnit(round(value), test.unit)} is ${level} if it is ${test.name} (the name was matched approximately)`;
    return {
      id: `lab-critical-approximate-${test.loinc}`,
      label,
      urgency: 'urgent',
      advice: `${label}: ${dangerOf(test)}. ${URGENT_ADVICE}`,
      source: sourceOf(test),
      test: test.name,
      loinc: test.loinc,
      flag,
    };
  }
  return undefined;
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
    const flag = criticalFlags.get(result) ?? criticalFlag(test, value, patient.sex);
    if (flag) alerts.push(criticalAlert(test, result, flag, value));
  };
  inputs.forEach((input, index) => {
    let resolved: ReturnType<typeof resolveTest>;
    try {
      resolved = resolveTest(input.test, inputs);
    } catch (error) {
      if (!(error instanceof UnknownLabTestError)) throw error;
      const suggestions = suggestLabTests(input.test);
      // The safety net: a critical value under a name we do not know still raises its alert.
      const approximate = approximateCritical(input, patient.sex);
      if (approximate) alerts.push(approximate);
      unrecognized.push({
        index,
        test: input.test,
        value: input.value,
        ...(input.unit ? { unit: input.unit } : {}),
        suggestions,
        message: `"${input.test.slice(0, 80)}" is not a test we know, so it was not interpreted${
          suggestions.length > 0 ? `; did you mean ${suggestions.map((s) => s.name).join(', or ')}?` : '.'
        }${approximate ? ` Read as ${approximate.test}, the value would be critical: see alerts.` : ''}`,
      });
      return;
    }
    const { test } = resolved;
    try {
      let result = interpretFound(test, input, patient.sex);
      if (resolved.ambiguousPh) {
        const read = ambiguousPh(result, input, patient.sex);
        result = read.result;
        if (read.alert) alerts.push(read.alert);
      }
      results.push(result);
      // A likely unit mix-up is not interpreted, but if the value is critical in the likely unit too
      // (critical either way), the alert stands.
      const value = exactValues.get(result);
      if (value !== undefined) addAlert(test, result, value);
    } catch (error) {
      if (error instanceof LabValueError) {
        issues.push({ index, field: 'value', message: error.message });
        // "7,000" is refused, but read both ways (7.0 and 7000): a critical value in either leads the 400.
        if (typeof input.value === 'string' && THOUSANDS_OR_DECIMAL.test(input.value))
          for (const value of [input.value.replace(',', '.'), input.value.replace(',', '')]) {
            try {
              const read = interpretFound(test, { ...input, value: Number(value) }, patient.sex);
              const exact = exactValues.get(read);
              if (exact !== undefined) addAlert(test, read, exact);
            } catch {
              // Not a possible value read this way.
            }
          }
      } else if (error instanceof LabUnitError) issues.push({ index, field: 'unit', message: error.message });
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

/**
 * The critical-value alerts among the results of a request body that may be invalid: whatever can
 * be read as a test and a value is interpreted, so that a malformed neighbour never hides one.
 */
export const criticalAlertsInRaw = (
  results: unknown,
  sex: unknown,
  max = Number.POSITIVE_INFINITY,
): LabAlert[] => {
  if (!Array.isArray(results)) return [];
  const readable: LabResultInput[] = results.slice(0, max).flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { test, value, unit } = item as { test?: unknown; value?: unknown; unit?: unknown };
    if (typeof test !== 'string' || !test.trim()) return [];
    if (!(typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) return [];
    return [
      {
        test: test.slice(0, 100),
        value: typeof value === 'string' ? value.trim().slice(0, 40) : value,
        ...(typeof unit === 'string' ? { unit: unit.slice(0, 40) } : {}),
      },
    ];
  });
  try {
    return interpretResults(readable, sex === 'female' || sex === 'male' ? { sex } : {}).alerts;
  } catch (error) {
    if (error instanceof LabInputError) return [...error.alerts];
    return [];
  }
};
