import type { Finding, FindingDef } from './findings.ts';
import { redFlagTables } from './tables.ts';
import {
  affirmedAs,
  ageFromText,
  childFromText,
  durationsFromText,
  glucoseFromText,
  normalize,
  sentences,
  sexFromText,
  temperaturesFromText,
} from './text.ts';

/**
 * The red-flag rules engine: rules are data (findings they need, who they apply to, advice and a
 * public source), evaluated over the findings of a text. Triage, /ask, health data and labs all call
 * it, so the same words give the same urgency everywhere.
 */
type Urgency = 'emergency' | 'urgent';

interface Source {
  title: string;
  url: string;
}

export interface RedFlag {
  id: string;
  label: string;
  urgency: Urgency;
  advice: string;
  source: Source;
}

/** What we know about the person, from the request or from the text. */
export interface PersonContext {
  age?: number;
  sex?: 'female' | 'male';
  pregnant?: boolean;
  /** How long the complaint has lasted, when the request says; else read from the text. */
  durationHours?: number;
  /**
   * Durations written inside the request's symptom list ("cough for 5 weeks"), in hours: they count
   * alongside the request's duration (the shortest for new-problem rules, the longest for
   * escalations), erring toward care when the two disagree.
   */
  listedDurationHours?: readonly number[];
}

/** A finding, all of several, or any of several. */
export type Expr = Finding | { all: readonly Expr[] } | { any: readonly Expr[] };

export interface Who {
  /** Years, inclusive. */
  minAge?: number;
  /** Years, exclusive. */
  maxAge?: number;
  /** When the age is not known the rule still applies (err toward care) unless this says 'skip'. */
  ageUnknown?: 'apply' | 'skip';
  /** A child by the words used ("my son", "the baby") counts as under this age when no age is known. */
  childWordsCountAsUnder?: number;
  /** The rule does not apply to this sex; unknown sex never excludes. */
  notSex?: 'female' | 'male';
  /** The rule applies only when the person is known to be of this sex. */
  sex?: 'female' | 'male';
  /** Pregnant (from the request or the text), or also within six weeks after a birth. */
  pregnancy?: 'pregnant' | 'pregnant-or-postpartum';
  /**
   * A new problem: the rule does not apply once the complaint has lasted this many days (a long
   * known problem is for a planned visit); an unstated duration never excludes.
   */
  maxDays?: number;
  /**
   * A problem that has gone on too long for home care: the rule applies only once a stated
   * duration reaches this many days (an unstated duration never triggers it).
   */
  minDays?: number;
}

export interface Rule {
  id: string;
  label: string;
  urgency: Urgency;
  when: Expr;
  who?: Who;
  advice: string;
  source: Source;
  /** What the flag may point to, to discuss with a clinician; never a diagnosis. */
  conditions: readonly string[];
  /** Knowledge-base entries with the guidance for this flag, best first. */
  knowledge?: readonly string[];
  /** The rule does not fire when this holds (features that point elsewhere, for example to the heart). */
  unless?: Expr;
  /** Less specific flags this one makes redundant when both fire. */
  supersedes?: readonly string[];
  /**
   * A catch-all sign (breathlessness, confusion, drowsiness) that many emergencies share: when a more
   * specific rule of the same urgency fires too, the specific one's advice leads.
   */
  broad?: boolean;
  /**
   * Findings that keep the rule at its urgency even when the episode was weeks ago and the person
   * feels fine since: harm that shows late (a paracetamol overdose, a button battery, a head injury
   * on a blood thinner) or a warning of worse (a thunderclap headache).
   */
  stillUrgentWhenSettled?: Expr;
}

export interface Analysis {
  text: string;
  sentences: string[];
  findings: Set<Finding>;
  person: PersonContext & { child: boolean };
  /**
   * The shortest duration stated: a rule for new problems is left out only when every duration
   * written is long (err toward care). `longestHours` drives the see-a-doctor escalations.
   */
  durationHours?: number;
  longestHours?: number;
  temperaturesC: number[];
  glucoseMgDl: number[];
  /** Findings named only as an episode of the last four weeks that has settled. */
  settled: Set<Finding>;
}

interface TextFindings {
  parts: string[];
  current: ReadonlySet<Finding>;
  settled: ReadonlySet<Finding>;
}

/**
 * The findings the words alone affirm, for the last few texts read. One triage reads the same text
 * three times (its own analysis, the red flags with the vitals' findings, and the description as a
 * listed item), and the ~800 patterns are nearly all of the cost: up to 80 ms for 4,000 characters.
 */
const recentTexts = new Map<string, TextFindings>();
const RECENT_TEXTS = 4;

const readParts = (parts: readonly string[], current: Set<Finding>, settled: Set<Finding>): void => {
  for (const [id, def] of Object.entries(redFlagTables().findings) as Array<[Finding, FindingDef]>) {
    const background = def.background === true;
    const how = def.patterns.map((pattern) => affirmedAs(parts, pattern, background));
    if (how.includes('current')) current.add(id);
    else if (how.includes('settled')) settled.add(id);
  }
};

/** A line break between two words: a wrapped line ("chest\npain") or the next item of a list. */
const WORD_BREAK = /(?<=\w)\n(?=\w)/g;

const findingsInText = (text: string): TextFindings => {
  const known = recentTexts.get(text);
  if (known) return known;
  const parts = sentences(text);
  const current = new Set<Finding>();
  const settled = new Set<Finding>();
  readParts(parts, current, settled);
  // A client that wraps lines breaks phrases ("i want to kill\nmyself", "chest\npain and
  // sweating"), and a line ends a sentence: such text is read joined as well, and what either
  // reading affirms counts (erring toward care; hostile test, 2026-11-29).
  if (WORD_BREAK.test(text)) {
    WORD_BREAK.lastIndex = 0;
    readParts(sentences(text.replace(WORD_BREAK, ' ')), current, settled);
  }
  for (const id of current) settled.delete(id);
  const read = { parts, current, settled };
  if (recentTexts.size >= RECENT_TEXTS) recentTexts.delete(recentTexts.keys().next().value ?? '');
  recentTexts.set(text, read);
  return read;
};

/**
 * Reads a text once: its findings outside negated clauses, and the age, sex and pregnancy it states
 * (the request's values win over the text's). `extra` adds findings known otherwise (vital signs).
 */
export const analyze = (
  input: string,
  person: PersonContext = {},
  extra: Iterable<Finding> = [],
): Analysis => {
  const text = normalize(input);
  const read = findingsInText(text);
  const parts = [...read.parts];
  const findings = new Set<Finding>([...extra, ...read.current]);
  const settled = new Set<Finding>(read.settled);
  const temperaturesC = temperaturesFromText(text);
  if (temperaturesC.some((celsius) => celsius >= 38)) findings.add('fever');
  if (temperaturesC.some((celsius) => celsius >= 39)) findings.add('fever39');
  if (temperaturesC.some((celsius) => celsius >= 40)) findings.add('fever40');
  if (temperaturesC.some((celsius) => celsius < 36)) findings.add('temperatureBelow36');
  if (temperaturesC.some((celsius) => celsius >= 40.5)) findings.add('fever405');
  // A reading of 38 to under 39 °C is the NHS's "high temperature", not its "very high" one (the
  // vitals may have set it too); any reading of 39 °C or more, or shivering, cancels it.
  if (temperaturesC.some((celsius) => celsius >= 38 && celsius < 39)) findings.add('feverBelow39');
  // A second reading the parser missed ("took it again, 39.6 now") must not leave only the lower one.
  if (findings.has('fever39') || findings.has('feverFeltHigh') || ANY_VERY_HIGH_READING.test(text))
    findings.delete('feverBelow39');
  const glucoseMgDl = glucoseFromText(text);
  if (glucoseMgDl.some((mgDl) => mgDl >= 250)) findings.add('highGlucose');
  // A fever named only by a normal temperature ("temperature 36.8") is not a fever.
  if (
    findings.has('fever') &&
    temperaturesC.length > 0 &&
    temperaturesC.every((celsius) => celsius < 38) &&
    !/\bfever|febrile|chills|rigors|burning up/.test(text)
  )
    findings.delete('fever');
  if (person.pregnant === true) findings.add('pregnant');
  if (person.pregnant === false) findings.delete('pregnant');
  if (findings.has('fever')) findings.add('infection');
  const age = person.age ?? ageFromText(text);
  // NICE CG89 and NG232 ask whether a baby is yet mobile; under six months is read as not (the
  // words "not rolling", "non-mobile" are read as a finding), whatever the text says of the age.
  if (age !== undefined && age < 0.5) findings.add('nonMobileBaby');
  const durations =
    person.durationHours !== undefined
      ? [person.durationHours, ...(person.listedDurationHours ?? [])]
      : durationsFromText(text);
  return {
    durationHours: durations.length > 0 ? Math.min(...durations) : undefined,
    longestHours: durations.length > 0 ? Math.max(...durations) : undefined,
    text,
    sentences: parts,
    findings,
    person: {
      age,
      sex: person.sex ?? sexFromText(text),
      pregnant: findings.has('pregnant'),
      child: age !== undefined ? age < 16 : childFromText(text),
    },
    temperaturesC,
    glucoseMgDl,
    settled,
  };
};

/** Any number that could be a temperature of 39 °C or more (39–42.x, or 102.2–109 °F). */
const ANY_VERY_HIGH_READING = /\b(?:39|4[0-2])(?:[.,]\d+)?\b|\b(?:102[.,][2-9]|10[3-9])(?:[.,]\d+)?\b/;

const holds = (expr: Expr, findings: ReadonlySet<Finding>): boolean => {
  if (typeof expr === 'string') return findings.has(expr);
  if ('all' in expr) return expr.all.every((part) => holds(part, findings));
  return expr.any.some((part) => holds(part, findings));
};

const applies = (who: Who | undefined, analysis: Analysis): boolean => {
  if (!who) return true;
  const { person, findings } = analysis;
  // Pregnancy outranks a stated sex: a pregnant person keeps the pregnancy rules.
  if (who.notSex && person.sex === who.notSex && !findings.has('pregnant')) return false;
  if (who.sex && person.sex !== who.sex) return false;
  if (who.pregnancy === 'pregnant' && !findings.has('pregnant')) return false;
  if (who.pregnancy === 'pregnant-or-postpartum' && !findings.has('pregnant') && !findings.has('postpartum'))
    return false;
  if (
    who.maxDays !== undefined &&
    analysis.durationHours !== undefined &&
    analysis.durationHours >= who.maxDays * 24
  )
    return false;
  if (
    who.minDays !== undefined &&
    (analysis.longestHours === undefined || analysis.longestHours < who.minDays * 24)
  )
    return false;
  if (who.minAge !== undefined || who.maxAge !== undefined) {
    let age = person.age;
    if (age === undefined && who.childWordsCountAsUnder !== undefined && person.child)
      age = who.childWordsCountAsUnder - 0.001;
    if (age === undefined) return who.ageUnknown !== 'skip';
    if (who.minAge !== undefined && age < who.minAge) return false;
    if (who.maxAge !== undefined && age >= who.maxAge) return false;
  }
  return true;
};

/** The rules that fire, most urgent first, without the ones a more specific rule supersedes. */
export const evaluate = (rules: readonly Rule[], analysis: Analysis): Rule[] => {
  const fired = rules.filter(
    (rule) =>
      holds(rule.when, analysis.findings) &&
      (rule.unless === undefined || !holds(rule.unless, analysis.findings)) &&
      applies(rule.who, analysis),
  );
  const superseded = new Set(fired.flatMap((rule) => rule.supersedes ?? []));
  const rank = (rule: Rule): number => (rule.urgency === 'emergency' ? 0 : 2) + (rule.broad ? 1 : 0);
  return fired.filter((rule) => !superseded.has(rule.id)).sort((a, b) => rank(a) - rank(b));
};

/**
 * Rules that fire only because of an episode in the last four weeks that has settled ("my arm went
 * weak for 10 minutes 2 weeks ago, fine since"). Such an episode still needs a clinician soon (NICE
 * NG128: a suspected TIA more than a week ago is seen within 7 days), so each becomes a same-day
 * flag, never an emergency and never nothing, unless the rule needs today's words as well or is
 * `stillUrgentWhenSettled`.
 */
export const settledFlags = (rules: readonly Rule[], analysis: Analysis): RedFlag[] => {
  if (analysis.settled.size === 0) return [];
  const now = new Set(evaluate(rules, analysis).map((rule) => rule.id));
  const withSettled = { ...analysis, findings: new Set([...analysis.findings, ...analysis.settled]) };
  // A rule that needs today's symptoms as well ("hit my head last week, fine since. Today vomiting
  // and drowsy") is a new problem on top of the episode, not the episode: it keeps its urgency.
  const { findings: defs } = redFlagTables();
  const episodeOnly = new Set([
    ...analysis.settled,
    ...[...analysis.findings].filter((id) => defs[id].background),
  ]);
  const byEpisode = new Set(evaluate(rules, { ...analysis, findings: episodeOnly }).map((rule) => rule.id));
  return evaluate(rules, withSettled)
    .filter((rule) => !now.has(rule.id))
    .map((rule) =>
      byEpisode.has(rule.id) &&
      !(rule.stillUrgentWhenSettled && holds(rule.stillUrgentWhenSettled, withSettled.findings))
        ? {
            id: `settled-${rule.id}`,
            label: `${rule.label}, in the last few weeks and now settled`,
            urgency: 'urgent' as const,
            advice:
              'A warning sign in the last few weeks that has settled still needs a clinician soon: ask for an urgent GP appointment or call 111 today. Call 911 if it comes back.',
            source: rule.source,
          }
        : toRedFlag(rule),
    );
};

export const toRedFlag = ({ id, label, urgency, advice, source }: Rule): RedFlag => ({
  id,
  label,
  urgency,
  advice,
  source,
});

/** The rule's trigger in plain words, for the audit table. */
export const describe = (expr: Expr, nested = false): string => {
  if (typeof expr === 'string') return redFlagTables().findings[expr].label;
  const joiner = 'all' in expr ? ' AND ' : ' OR ';
  const parts = ('all' in expr ? expr.all : expr.any).map((part) => describe(part, true));
  const joined = parts.join(joiner);
  return nested && parts.length > 1 ? `(${joined})` : joined;
};

export const describeWho = (who: Who | undefined): string => {
  if (!who) return 'anyone';
  const parts: string[] = [];
  if (who.minAge !== undefined && who.maxAge !== undefined)
    parts.push(`age ${who.minAge} to under ${who.maxAge} years`);
  else if (who.minAge !== undefined) parts.push(`age ${who.minAge} years or older`);
  else if (who.maxAge !== undefined) parts.push(`age under ${who.maxAge} years`);
  if (who.minAge !== undefined || who.maxAge !== undefined)
    parts.push(who.ageUnknown === 'skip' ? 'needs a known age' : 'also when the age is not known');
  if (who.childWordsCountAsUnder !== undefined) parts.push('"child", "baby"… count as a child');
  if (who.notSex) parts.push(`not ${who.notSex}`);
  if (who.sex) parts.push(`known to be ${who.sex}`);
  if (who.pregnancy === 'pregnant') parts.push('pregnant');
  if (who.pregnancy === 'pregnant-or-postpartum') parts.push('pregnant or within 6 weeks of a birth');
  if (who.maxDays !== undefined) parts.push(`lasting under ${who.maxDays} days (or not stated)`);
  if (who.minDays !== undefined) parts.push(`lasting ${who.minDays} days or more (stated)`);
  return parts.join('; ');
};
