import { escapeRegExp } from '../text/escape-regexp.ts';
import { type Concept, conceptOfIcd10, conceptsIn } from './conditions.ts';
import type { StudyRecord } from './ctgov.ts';

/**
 * Eligibility matching: a trial's eligibility module becomes a list of criteria (its structured
 * age and sex limits, then each inclusion and exclusion line of its criteria text), and each
 * criterion is judged against the patient profile by rules: age, sex, pregnancy, conditions,
 * medicines and lab thresholds. A criterion is `met` only when the profile says so (a condition or
 * medicine it lists, a lab value on the right side of the threshold); when the profile is silent,
 * or the text is beyond the rules, it is `unknown`, never `met`. For an exclusion criterion, `met`
 * means the patient has the excluding feature.
 */
type Status = 'met' | 'not-met' | 'unknown';

interface ProfileLab {
  test: string;
  value: number;
  unit?: string;
}

export interface PatientProfile {
  age?: number;
  sex?: 'female' | 'male';
  pregnant?: boolean;
  /** Conditions as the patient gave them: text, or ICD-10-CM codes. */
  conditions: ReadonlyArray<{ input: string; concept?: Concept }>;
  medications: readonly string[];
  labs: readonly ProfileLab[];
}

export interface Criterion {
  kind: 'inclusion' | 'exclusion';
  text: string;
  source: 'structured' | 'criteria-text';
  status: Status;
  reason: string;
}

export interface TrialMatch {
  criteria: Criterion[];
  /** No inclusion criterion not met and no exclusion criterion met. */
  excluded: boolean;
  met: number;
  unknown: number;
  verdict: 'likely-eligible' | 'possibly-eligible' | 'not-eligible';
}

/** The profile's conditions: ICD-10-CM codes read through the concept map, text as written. */
export const profileCondition = (input: string): { input: string; concept?: Concept } => {
  const concept = /^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/i.test(input.trim())
    ? conceptOfIcd10(input)
    : conceptsIn(input)[0];
  return concept ? { input, concept } : { input };
};

// ---------------------------------------------------------------------------------------------
// Criteria text

const INCLUSION_HEADING = /^\s*(key\s+)?inclusion\s+criteri(a|on)\b.*$/i;
const EXCLUSION_HEADING = /^\s*(key\s+)?exclusion\s+criteri(a|on)\b.*$/i;
const BULLET = /^\s*(?:[*•·-]|\d{1,2}[.)]|[a-z][.)])\s+/i;

/** Splits a trial's eligibility text into inclusion and exclusion lines. */
export const splitCriteria = (text: string): { inclusion: string[]; exclusion: string[] } => {
  const inclusion: string[] = [];
  const exclusion: string[] = [];
  let section: string[] = inclusion;
  for (const raw of text.split(/\r?\n/)) {
    if (EXCLUSION_HEADING.test(raw)) {
      section = exclusion;
      continue;
    }
    if (INCLUSION_HEADING.test(raw)) {
      section = inclusion;
      continue;
    }
    const line = raw
      .replace(BULLET, '')
      .replace(/\\([<>=*-])/g, '$1')
      .trim();
    // A heading-like line ending in a colon introduces the lines that follow; it is not a criterion.
    if (line.length < 3 || /:$/.test(line)) continue;
    section.push(line.slice(0, 1_000));
  }
  return { inclusion, exclusion };
};

// ---------------------------------------------------------------------------------------------
// Rules

interface Check {
  status: Status;
  reason: string;
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const num = (text: string) => Number(text.replace(/,/g, ''));

/** Ages written into criteria text: "aged 18 to 75 years", "≥ 18 years of age", "18 years or older". */
const ageCheck = (text: string, profile: PatientProfile): Check | undefined => {
  let low: number | undefined;
  let high: number | undefined;
  const range = /\b(\d{1,3})\s*(?:-|–|to|and)\s*(\d{1,3})\s*years/i.exec(text);
  const atLeast =
    /\bage[sd]?\b[^.;\d]{0,25}?(?:≥|>=|=>|at least|of at least|over|older than|>)\s*(\d{1,3})/i.exec(text) ??
    /\b(\d{1,3})\s*years?(?: of age)?(?: or| and)? (?:older|over|above)\b/i.exec(text);
  const atMost = /\bage[sd]?\b[^.;\d]{0,25}?(?:≤|<=|=<|at most|under|younger than|<)\s*(\d{1,3})/i.exec(text);
  if (range && /\bage|years? (old|of age)|aged\b/i.test(text)) {
    low = Number(range[1]);
    high = Number(range[2]);
  } else {
    if (atLeast) low = Number(atLeast[1]) + (/older than|over|>(?!=)/i.test(atLeast[0]) ? 1 : 0);
    if (atMost) high = Number(atMost[1]) - (/under|younger than|<(?!=)/i.test(atMost[0]) ? 1 : 0);
  }
  if (low === undefined && high === undefined) return undefined;
  const limits = `${low ?? 0} to ${high ?? 'any'} years`;
  if (profile.age === undefined)
    return { status: 'unknown', reason: `The profile gives no age (asks ${limits})` };
  const inside = (low === undefined || profile.age >= low) && (high === undefined || profile.age <= high);
  return {
    status: inside ? 'met' : 'not-met',
    reason: `Age ${profile.age} is ${inside ? 'within' : 'outside'} ${limits}`,
  };
};

interface LabRule {
  id: string;
  label: string;
  pattern: RegExp;
  /** The unit values are compared in; another stated unit makes the criterion unknown. */
  unit: string;
}

const LABS: readonly LabRule[] = [
  {
    id: 'hba1c',
    label: 'HbA1c',
    pattern: /\b(hba1c|hb ?a1c|a1c|glycated ha?emoglobin|glycosylated ha?emoglobin|ha?emoglobin a1c)\b/i,
    unit: '%',
  },
  {
    id: 'egfr',
    label: 'eGFR',
    pattern: /\b(egfr|estimated glomerular filtration rate)\b/i,
    unit: 'mL/min/1.73m2',
  },
  {
    id: 'ldl',
    label: 'LDL cholesterol',
    pattern: /\b(ldl(?:-c)?(?: cholesterol)?|low[- ]density lipoprotein(?: cholesterol)?)\b/i,
    unit: 'mg/dL',
  },
  {
    id: 'creatinine',
    label: 'Creatinine',
    pattern: /\b(serum creatinine|creatinine)\b(?! clearance)/i,
    unit: 'mg/dL',
  },
  { id: 'bmi', label: 'BMI', pattern: /\b(bmi|body mass index)\b/i, unit: 'kg/m2' },
  {
    id: 'systolic',
    label: 'Systolic blood pressure',
    pattern: /\b(systolic blood pressure|systolic bp|sbp)\b/i,
    unit: 'mmHg',
  },
  {
    id: 'fasting-glucose',
    label: 'Fasting glucose',
    pattern: /\b(fasting (?:plasma )?glucose|fpg)\b/i,
    unit: 'mg/dL',
  },
  { id: 'hemoglobin', label: 'Hemoglobin', pattern: /\b(ha?emoglobin|hgb|hb)\b(?! ?a1c)/i, unit: 'g/dL' },
  { id: 'platelets', label: 'Platelets', pattern: /\b(platelets?(?: count)?|plt)\b/i, unit: '10^9/L' },
  { id: 'alt', label: 'ALT', pattern: /\b(alt|alanine aminotransferase)\b/i, unit: 'U/L' },
];

const UNIT =
  /^\s*(%|mmol\/mol|mg\/dl|mmol\/l|ml\/min(?:\/1\.73\s?m(?:2|²))?|kg\/m(?:2|²)|mm ?hg|g\/dl|g\/l|(?:x\s?)?10\^?9\/l|\/mm3|\/µl|\/ul|u\/l|iu\/l|µmol\/l|umol\/l)/i;

const normaliseUnit = (unit: string) =>
  unit
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace('²', '2')
    .replace(/^x/, '')
    .replace('mmhg', 'mmhg')
    .replace(/^ml\/min$/, 'ml/min/1.73m2')
    .replace('iu/l', 'u/l')
    .replace('/ul', '/µl');

interface Threshold {
  low?: number;
  high?: number;
  lowInclusive: boolean;
  highInclusive: boolean;
  unit?: string;
  words: string;
}

const COMPARATORS: ReadonlyArray<{ pattern: RegExp; side: 'low' | 'high'; inclusive: boolean }> = [
  {
    pattern: /^(?:≥|>=|=>|at least|greater than or equal to|no less than|of at least)\s*/i,
    side: 'low',
    inclusive: true,
  },
  { pattern: /^(?:>|greater than|above|more than|over|exceeding)\s*/i, side: 'low', inclusive: false },
  {
    pattern: /^(?:≤|<=|=<|at most|less than or equal to|no more than|up to)\s*/i,
    side: 'high',
    inclusive: true,
  },
  { pattern: /^(?:<|less than|below|under)\s*/i, side: 'high', inclusive: false },
];

/** The threshold written right after a lab's name: "≥ 7.0%", "between 7% and 10.5%", "7.0-10.5%". */
const thresholdAfter = (rest: string): Threshold | undefined => {
  const window = rest
    .slice(0, 60)
    .replace(/^[\s:,(]*(?:level|value|count|of|is|was|must be|should be)?\s*/i, '');
  const between = new RegExp(
    String.raw`^(?:between\s*|from\s*|of\s*)?${NUMBER}\s*(%|[a-zµ/^0-9.² ]{0,14}?)?\s*(?:-|–|to|and)\s*${NUMBER}`,
    'i',
  ).exec(window);
  if (between) {
    const unit =
      UNIT.exec(window.slice(between[0].length))?.[1] ??
      (between[2]?.trim() ? UNIT.exec(between[2])?.[1] : undefined);
    return {
      low: num(between[1] as string),
      high: num(between[3] as string),
      lowInclusive: true,
      highInclusive: true,
      unit,
      words: `within ${between[1]}–${between[3]}${unit && unit !== '%' ? ' ' : ''}${unit ?? ''}`,
    };
  }
  for (const { pattern, side, inclusive } of COMPARATORS) {
    const comparator = pattern.exec(window);
    if (!comparator) continue;
    const value = new RegExp(`^${NUMBER}`).exec(window.slice(comparator[0].length));
    if (!value) return undefined;
    const after = window.slice(comparator[0].length + value[0].length);
    const unit = UNIT.exec(after)?.[1];
    const bound = num(value[1] as string);
    return {
      ...(side === 'low'
        ? { low: bound, lowInclusive: inclusive, highInclusive: true }
        : { high: bound, highInclusive: inclusive, lowInclusive: true }),
      unit,
      words: `${comparator[0]}${value[0]}${unit && unit !== '%' ? ' ' : ''}${unit ?? ''}`.trim(),
    };
  }
  return undefined;
};

const labChecks = (text: string, profile: PatientProfile): Check[] => {
  const checks: Check[] = [];
  for (const lab of LABS) {
    const match = lab.pattern.exec(text);
    if (!match) continue;
    const threshold = thresholdAfter(text.slice(match.index + match[0].length));
    if (!threshold) continue;
    const given = profile.labs.find(
      (entry) => lab.pattern.test(entry.test) || entry.test.toLowerCase() === lab.id,
    );
    const wanted = `${lab.label} ${threshold.words}`;
    if (!given) {
      checks.push({ status: 'unknown', reason: `The profile gives no ${lab.label} (criterion: ${wanted})` });
      continue;
    }
    const criterionUnit = threshold.unit ? normaliseUnit(threshold.unit) : normaliseUnit(lab.unit);
    const profileUnit = given.unit ? normaliseUnit(given.unit) : normaliseUnit(lab.unit);
    if (criterionUnit !== profileUnit) {
      checks.push({
        status: 'unknown',
        reason: `${lab.label} is given in ${given.unit ?? lab.unit}, the criterion in ${threshold.unit}; not converted`,
      });
      continue;
    }
    const value = given.value;
    const aboveLow =
      threshold.low === undefined ||
      (threshold.lowInclusive ? value >= threshold.low : value > threshold.low);
    const belowHigh =
      threshold.high === undefined ||
      (threshold.highInclusive ? value <= threshold.high : value < threshold.high);
    const inside = aboveLow && belowHigh;
    checks.push({
      status: inside ? 'met' : 'not-met',
      reason:
        `${lab.label} ${value}${given.unit ? ` ${given.unit}` : ''} is ${inside ? '' : 'not '}${threshold.words.trim()}`.replace(
          'is not within',
          'is outside',
        ),
    });
  }
  return checks;
};

const QUALIFIER =
  /\b(uncontrolled|poorly controlled|inadequately controlled|well[- ]controlled|severe|moderate|mild|active|acute|advanced|recent|unstable|decompensated|refractory|resistant|requiring|symptomatic|stage\s*[0-9IV]+|class\s*[IV]+|grade\s*[0-9]+|within (the )?(last |past )?\d+|in the (last|past) \d+|diagnosed (before|after|within)|for (at least|more than|over|less than) \d+( (days?|weeks?|months?|years?))?|at least \d+ (days?|weeks?|months?|years?)|\d+ (days?|weeks?|months?|years?) (before|prior))\b/i;

const NEGATED = /\b(no|not|without|absence of|free of|never|non)\b[\w\s,/-]{0,30}$/i;

const mentions = (text: string, phrase: string) =>
  phrase.trim().length >= 3 && new RegExp(`\\b${escapeRegExp(phrase.trim())}\\b`, 'i').test(text);

/** Conditions and medicines named in the criterion, judged against what the profile lists. */
const conceptChecks = (text: string, kind: Criterion['kind'], profile: PatientProfile): Check[] => {
  const checks: Check[] = [];
  const named = conceptsIn(text).filter((concept) => concept.id !== 'pregnancy');
  const hasCondition = (concept: Concept) =>
    profile.conditions.some(
      (condition) => condition.concept?.id === concept.id || mentions(condition.input, concept.label),
    );
  const hasMedicine = (concept: Concept) =>
    profile.medications.some((medication) => concept.pattern.test(medication));
  const findings = named.map((concept) => {
    const match = concept.pattern.exec(text);
    const negated = match ? NEGATED.test(text.slice(0, match.index)) : false;
    const present = concept.kind === 'condition' ? hasCondition(concept) : hasMedicine(concept);
    return { concept, negated, present };
  });
  // Medicines the profile lists that the criterion names word for word (brands, other drugs).
  for (const medication of profile.medications) {
    if (
      findings.some(
        (finding) => finding.concept.kind === 'treatment' && finding.concept.pattern.test(medication),
      )
    )
      continue;
    if (mentions(text, medication)) {
      const index = text.toLowerCase().indexOf(medication.trim().toLowerCase());
      checks.push(
        NEGATED.test(text.slice(0, Math.max(0, index)))
          ? { status: 'not-met', reason: `The profile lists ${medication}, which the criterion rules out` }
          : { status: 'met', reason: `The profile lists ${medication}` },
      );
    }
  }
  if (findings.length === 0) return checks;
  // "Uncontrolled hypertension", "metformin for at least 3 months": the profile lists the condition
  // or medicine but says nothing of severity, timing or duration, so presence alone grounds nothing.
  const qualifier = QUALIFIER.exec(text)?.[0];
  if (qualifier && findings.some((finding) => finding.present)) {
    const listed = findings.filter((finding) => finding.present).map((finding) => finding.concept.label);
    checks.push({
      status: 'unknown',
      reason: `The profile lists ${listed.join(' and ')} but not whether "${qualifier.trim()}" applies`,
    });
    return checks;
  }
  const either = /\bor\b|\//i.test(text) || kind === 'exclusion';
  const positive = findings.filter((finding) => !finding.negated);
  const negative = findings.filter((finding) => finding.negated);
  for (const finding of negative) {
    checks.push(
      finding.present
        ? {
            status: 'not-met',
            reason: `The profile lists ${finding.concept.label}, which the criterion rules out`,
          }
        : {
            status: 'unknown',
            reason: `The profile does not mention ${finding.concept.label}; its absence cannot be confirmed`,
          },
    );
  }
  if (positive.length > 0) {
    const present = positive.filter((finding) => finding.present);
    const absent = positive.filter((finding) => !finding.present);
    const met = either ? present.length > 0 : absent.length === 0;
    checks.push(
      met
        ? {
            status: 'met',
            reason: `The profile lists ${present.map((finding) => finding.concept.label).join(' and ')}`,
          }
        : {
            status: 'unknown',
            reason: `The profile does not mention ${absent.map((finding) => finding.concept.label).join(' or ')}`,
          },
    );
  }
  return checks;
};

const PREGNANCY = /\b(pregnan\w*|lactating|breast-?feeding|nursing)\b/i;

const pregnancyCheck = (text: string, profile: PatientProfile): Check | undefined => {
  if (!PREGNANCY.test(text) || /contracepti|childbearing potential/i.test(text)) return undefined;
  if (profile.sex === 'male') return { status: 'not-met', reason: 'The profile is male' };
  if (profile.pregnant === true) return { status: 'met', reason: 'The profile says pregnant' };
  if (profile.pregnant === false) return { status: 'not-met', reason: 'The profile says not pregnant' };
  return {
    status: 'unknown',
    reason: 'The profile does not say whether the patient is pregnant or breastfeeding',
  };
};

/** All checks must hold: one not met decides; all met is met; otherwise unknown. */
const combine = (checks: readonly Check[]): Check => {
  const failed = checks.find((check) => check.status === 'not-met');
  if (failed) return failed;
  if (checks.length > 0 && checks.every((check) => check.status === 'met'))
    return { status: 'met', reason: checks.map((check) => check.reason).join('; ') };
  const unknown = checks.find((check) => check.status === 'unknown');
  return unknown ?? { status: 'unknown', reason: 'Free text the rules cannot check against the profile' };
};

export const judgeCriterion = (text: string, kind: Criterion['kind'], profile: PatientProfile): Check => {
  const checks = [
    ageCheck(text, profile),
    pregnancyCheck(text, profile),
    ...labChecks(text, profile),
    ...conceptChecks(text, kind, profile),
  ].filter((check): check is Check => check !== undefined);
  return combine(checks);
};

// ---------------------------------------------------------------------------------------------
// Structured limits

/** "18 Years", "6 Months", "N/A" as years (undefined when there is no limit). */
export const yearsOf = (limit: string | undefined): number | undefined => {
  const match = /^(\d+(?:\.\d+)?)\s*(year|month|week|day|hour|minute)s?$/i.exec(limit?.trim() ?? '');
  if (!match) return undefined;
  const value = Number(match[1]);
  const per: Record<string, number> = {
    year: 1,
    month: 12,
    week: 52.1775,
    day: 365.25,
    hour: 8766,
    minute: 525_960,
  };
  return value / (per[(match[2] as string).toLowerCase()] ?? 1);
};

export const matchStudy = (study: StudyRecord, profile: PatientProfile): TrialMatch => {
  const eligibility = study.protocolSection.eligibilityModule;
  const criteria: Criterion[] = [];
  const minimum = yearsOf(eligibility?.minimumAge);
  const maximum = yearsOf(eligibility?.maximumAge);
  if (minimum !== undefined || maximum !== undefined) {
    const text = [
      minimum !== undefined ? `at least ${eligibility?.minimumAge}` : '',
      maximum !== undefined ? `at most ${eligibility?.maximumAge}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    const inside =
      profile.age === undefined
        ? undefined
        : (minimum === undefined || profile.age >= Math.floor(minimum)) &&
          (maximum === undefined || profile.age <= maximum);
    criteria.push({
      kind: 'inclusion',
      text: `Age ${text.toLowerCase()}`,
      source: 'structured',
      status: inside === undefined ? 'unknown' : inside ? 'met' : 'not-met',
      reason:
        profile.age === undefined
          ? 'The profile gives no age'
          : `Age ${profile.age} is ${inside ? 'within' : 'outside'} the limits`,
    });
  }
  if (eligibility?.sex === 'FEMALE' || eligibility?.sex === 'MALE') {
    const wanted = eligibility.sex.toLowerCase();
    criteria.push({
      kind: 'inclusion',
      text: `Sex: ${wanted}`,
      source: 'structured',
      status: profile.sex === undefined ? 'unknown' : profile.sex === wanted ? 'met' : 'not-met',
      reason: profile.sex === undefined ? 'The profile gives no sex' : `The profile is ${profile.sex}`,
    });
  }
  const { inclusion, exclusion } = splitCriteria(eligibility?.eligibilityCriteria ?? '');
  for (const [kind, lines] of [
    ['inclusion', inclusion],
    ['exclusion', exclusion],
  ] as const) {
    for (const text of lines) {
      const check = judgeCriterion(text, kind, profile);
      criteria.push({ kind, text, source: 'criteria-text', ...check });
    }
  }
  const excluded = criteria.some(
    (criterion) =>
      (criterion.kind === 'inclusion' && criterion.status === 'not-met') ||
      (criterion.kind === 'exclusion' && criterion.status === 'met'),
  );
  const met = criteria.filter(
    (criterion) =>
      (criterion.kind === 'inclusion' && criterion.status === 'met') ||
      (criterion.kind === 'exclusion' && criterion.status === 'not-met'),
  ).length;
  const unknown = criteria.filter((criterion) => criterion.status === 'unknown').length;
  return {
    criteria,
    excluded,
    met,
    unknown,
    verdict: excluded ? 'not-eligible' : unknown === 0 ? 'likely-eligible' : 'possibly-eligible',
  };
};

/** Great-circle distance in miles (haversine). */
export const milesBetween = (a: { lat: number; lon: number }, b: { lat: number; lon: number }): number => {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
};
