import {
  BLOOD_PRESSURE_LOW_LABEL,
  bloodPressureStatus,
  LOW_BLOOD_PRESSURE_SOURCE,
  LOW_BLOOD_PRESSURE_SYMPTOMS,
} from '../clinical/blood-pressure.ts';
import {
  classifyGlucose,
  GLUCOSE_GUIDELINE,
  GLUCOSE_LABELS,
  type GlucoseCategory,
  type GlucoseContext,
  type GlucoseUnit,
  glucoseUnitWarning,
  toMgDl,
  toMmolL,
} from '../clinical/glucose.ts';
import {
  A1C_GUIDELINE,
  A1C_LABELS,
  type A1cCategory,
  a1cReadings,
  BLOOD_PRESSURE_GUIDELINE,
  BLOOD_PRESSURE_LABELS,
  type BloodPressureCategory,
  bloodPressureReadings,
  classifyA1c,
  classifyBloodPressure,
} from '../clinical/guidelines.ts';
import { detectRedFlags, type RedFlag } from '../clinical/red-flags.ts';
import { sentences, stripCitations } from './agreement.ts';
import { type InteractionStatement, interactionStatements } from './interactions.ts';

/**
 * Safety routing for /ask: what our rules, not the models, decide must lead an answer.
 *
 * - Red flags (the one engine of shared/clinical/red-flags.ts, run over the question and over the
 *   context) put urgent-care advice first.
 * - Readings written in the question or context (blood pressure, blood glucose, HbA1c) are placed
 *   in their guideline category, naming the guideline and its year, with the guideline as source.
 * - A question naming a medication and another medication or substance (alcohol, grapefruit...)
 *   goes through the interaction checker; its findings lead the answer.
 *
 * Each route also judges the panel's answers: one that contradicts the rule ("limit to 2 drinks"
 * for metronidazole and alcohol, "can wait" for crushing chest pain, "normal" for 150/95) is never
 * shown, and the trust score counts it against the answer.
 */

export type SafetyKind = 'red-flag' | 'reading' | 'interaction';
export type Stance = 'backs' | 'neutral' | 'contradicts';

interface RuleSource {
  title: string;
  url: string;
  snippet: string;
}

/** One rule-based statement that leads the answer. */
export interface SafetyStatement {
  kind: SafetyKind;
  /** For example `chest-pain`, `blood-pressure:stage-2`, `interaction:ethanol+metronidazole`. */
  id: string;
  /** What the answer says, in our words (red flags are said by urgentCareMessage instead). */
  text: string;
  source?: RuleSource;
  /** Knowledge entries that back it, handed to the models with the retrieved passages. */
  evidence: readonly string[];
  /** Words that show a model's answer is about the same thing (red flags: any answer is). */
  topic?: RegExp;
  /** Whether a model's answer backs, ignores or contradicts the statement. */
  stance: (answer: string) => Stance;
}

export interface SafetyRouting {
  flags: RedFlag[];
  statements: SafetyStatement[];
}

/** Emergencies first; the same flag found in the question and in the context counted once. */
export const redFlagsOf = (question: string, context?: string): RedFlag[] => {
  const flags = [...detectRedFlags(question), ...(context ? detectRedFlags(context) : [])];
  return flags
    .filter((flag, i) => flags.findIndex((other) => other.id === flag.id) === i)
    .sort((a, b) => (a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1));
};

/** Words that advise urgent care (the same as the clinical-validation rule). */
const URGENT_ADVICE =
  /\b(911|988|emergency|urgent\w*|right away|immediately|at once|call (a|your) (doctor|clinician)|poison help|1-800-222-1222)\b/i;

/** Reassurance that contradicts a red flag. */
const REASSURANCE =
  /\b(can wait|routine (visit|appointment|check)|nothing to worry about|no need to (worry|see|call|go)|not (an|a) emergency|(is|it's) (probably|likely|just|only) (heartburn|indigestion|nothing|stress|anxiety|a cold|the flu)|wait and see|sleep it off)\b/i;

const redFlagStance = (answer: string): Stance => {
  const text = stripCitations(answer);
  if (REASSURANCE.test(text)) return 'contradicts';
  return URGENT_ADVICE.test(text) ? 'backs' : 'neutral';
};

const fromRedFlag = (flag: RedFlag): SafetyStatement => ({
  kind: 'red-flag',
  id: flag.id,
  text: flag.advice,
  source: { title: flag.source.title, url: flag.source.url, snippet: flag.advice },
  evidence: [],
  stance: redFlagStance,
});

/* ---------- Readings ---------- */

const ACC_AHA = {
  title: '2017 ACC/AHA High Blood Pressure Guideline (Whelton et al., Hypertension 2018)',
  url: 'https://www.ahajournals.org/doi/10.1161/HYP.0000000000000065',
};
const ADA = {
  title: 'ADA Standards of Care in Diabetes 2025 (Diabetes Care, volume 48, supplement 1)',
  url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
};

/** What to do at each blood pressure category, after the 2017 ACC/AHA guideline, in our words. */
const BP_ADVICE: Record<BloodPressureCategory, string> = {
  normal: 'Keep up healthy habits and have it checked at least once a year.',
  elevated:
    'Lifestyle changes (less sodium, the DASH eating plan, regular activity, less alcohol) can bring it back to normal; recheck within 3 to 6 months.',
  'stage-1':
    'Talk with a clinician: lifestyle changes come first, and medicine depends on your overall heart risk. One reading is not a diagnosis; it is based on the average of repeated readings.',
  'stage-2':
    'See a clinician soon: at this stage the guideline recommends lifestyle changes and, usually, medicine. One reading is not a diagnosis; it is based on the average of repeated readings.',
  crisis:
    'Wait five minutes and measure again; if it is still this high, contact a clinician right away, and call 911 for chest pain, shortness of breath, back pain, numbness, weakness, vision change or trouble speaking.',
};
const BP_WORDS: Record<BloodPressureCategory, RegExp> = {
  normal: /\bnormal\b/i,
  elevated: /\belevated\b/i,
  'stage-1': /\bstage (1|one)\b/i,
  'stage-2': /\bstage (2|two)\b/i,
  crisis: /\b(hypertensive )?crisis\b/i,
};
const BP_EVIDENCE = ['condition-hypertension', 'urgent-hypertensive-crisis'];

const A1C_ADVICE: Record<A1cCategory, string> = {
  normal: 'Keep up healthy habits; your clinician will say when to test again.',
  prediabetes:
    'Regular activity and modest weight loss lower the chance of type 2 diabetes; ask a clinician how often to recheck.',
  diabetes:
    'Only a clinician can diagnose diabetes, usually by repeating the test; arrange a visit to discuss it.',
};
const A1C_WORDS: Record<A1cCategory, RegExp> = {
  normal: /\bnormal\b/i,
  prediabetes: /\bprediabet\w*/i,
  diabetes: /\bdiabetes range\b/i,
};
const A1C_EVIDENCE = ['lab-hba1c', 'condition-prediabetes'];

const GLUCOSE_ADVICE: Record<GlucoseCategory, string> = {
  'hypoglycemia-level-2':
    'Take 15 grams of fast-acting carbohydrate now and recheck in 15 minutes; if the person is confused, cannot swallow or is unconscious, give glucagon if available and call 911.',
  'hypoglycemia-level-1':
    'Take 15 grams of fast-acting carbohydrate and recheck in 15 minutes; tell the care team about frequent lows.',
  'very-high':
    'People with type 1 diabetes should check for ketones; vomiting, confusion or trouble breathing need care right away.',
  'diabetes-range':
    'Only a clinician can diagnose diabetes, with a repeat laboratory test; arrange a visit to discuss it.',
  'prediabetes-range':
    'Ask a clinician about an HbA1c test; regular activity and modest weight loss lower the chance of type 2 diabetes.',
  normal: 'Keep monitoring as your care plan advises.',
};
const GLUCOSE_WORDS: Partial<Record<GlucoseCategory, RegExp>> = {
  'hypoglycemia-level-2': /\b(hypoglyc\w*|low)\b/i,
  'hypoglycemia-level-1': /\b(hypoglyc\w*|low)\b/i,
  'diabetes-range': /\bdiabetes\b/i,
  'prediabetes-range': /\bprediabet\w*/i,
};
const GLUCOSE_EVIDENCE = ['lab-fasting-glucose', 'lab-glucose-targets', 'condition-hypoglycemia'];

export interface GlucoseMention {
  value: number;
  unit: GlucoseUnit;
  context: GlucoseContext;
  /** No unit was written and the value reads in both units (a whole number from 20 to 33). */
  ambiguous?: boolean;
}

/**
 * Blood glucose values written in text ("fasting sugar 130", "glucose 7.2 mmol/L after a meal").
 * Without a unit, values up to 33 read as mmol/L and larger ones as mg/dL.
 */
export const glucoseMentions = (text: string): GlucoseMention[] => {
  const found: GlucoseMention[] = [];
  for (const match of text.matchAll(
    /\b(?:blood sugar|blood glucose|sugars?|glucose|bg|bgl)\b(?:\s+(?:levels?|readings?|test|was|is|of|at|came back|read|reads|on the meter|this morning|today|tonight|yesterday|(?:just |right )?(?:after|before) (?:a |my |the )?(?:meals?|eating|food|breakfast|lunch|dinner)|(?:2|two) ?h(?:ou)?rs? after (?:a |my |the )?(?:meals?|eating|food)|fasting))*[\s:=-]{0,3}(\d{1,3}(?:[.,]\d{1,2})?)(?!\d|[.,]\d|\/|\s*(?:%|hours?\b|hrs?\b|h\b|times\b|days?\b|weeks?\b|months?\b|years?\b|grams?\b|g\b|teaspoons?\b|tsp\b|cups?\b|servings?\b|minutes?\b|mins?\b))\s?(mg ?\/ ?dl|mmol(?: ?\/ ?l)?)?/gi,
  )) {
    const value = Number((match[1] ?? '').replace(',', '.'));
    const written = match[2]?.toLowerCase();
    const unit: GlucoseUnit = written
      ? written.startsWith('mmol')
        ? 'mmol/L'
        : 'mg/dL'
      : value <= 33
        ? 'mmol/L'
        : 'mg/dL';
    if (value <= 0 || value > 2_000) continue;
    const start = match.index ?? 0;
    const around = text.slice(Math.max(0, start - 40), start + match[0].length + 40);
    const context: GlucoseContext =
      /\b(fasting|fasted|before breakfast|empty stomach|first thing in the morning)\b/i.test(around)
        ? 'fasting'
        : /\b(after (a |my |the )?(meal|eating|food|lunch|dinner|breakfast)s?|post[- ]?(meal|prandial)|postprandial|2 ?h(ou)?rs? after)\b/i.test(
              around,
            )
          ? 'post-meal'
          : 'random';
    const ambiguous = !written && Number.isInteger(value) && value >= 20 && value <= 33;
    found.push({ value, unit, context, ...(ambiguous ? { ambiguous } : {}) });
  }
  return found;
};

const format = (value: number, digits: number): string =>
  String(Math.round(value * 10 ** digits) / 10 ** digits);

const glucoseLabel = (category: GlucoseCategory, context: GlucoseContext): string => {
  if (category !== 'normal') return GLUCOSE_LABELS[category];
  return context === 'fasting'
    ? 'below the prediabetes range (fasting below 100 mg/dL, 5.6 mmol/L)'
    : context === 'post-meal'
      ? 'below the prediabetes range (two hours after a meal below 140 mg/dL, 7.8 mmol/L)'
      : 'below the 200 mg/dL (11.1 mmol/L) level that points to diabetes when measured at any time of day';
};

/**
 * A reading statement's stance: a sentence giving the reading a category other than its own
 * contradicts it; naming its own category backs it.
 */
const categoryStance =
  (reading: string, own: RegExp | undefined, others: readonly RegExp[]) =>
  (answer: string): Stance => {
    const text = stripCitations(answer);
    const about = sentences(text).filter((sentence) => sentence.includes(reading));
    if (about.some((sentence) => !own?.test(sentence) && others.some((word) => word.test(sentence))))
      return 'contradicts';
    return own?.test(text) ? 'backs' : 'neutral';
  };

const DOSE_UNIT = /^\s*(mg|mcg|µg|ug|ml|g|units?|iu|puffs?|tablets?)\b/i;

/** Reading categories whose red flag already gives the advice. */
const FLAG_OF_CATEGORY: Record<string, string> = {
  crisis: 'hypertensive-crisis',
  'hypoglycemia-level-2': 'severe-hypoglycemia',
};

/**
 * Below 90/60 the ACC/AHA categories would say "normal"; the AHA calls it low blood pressure, which
 * needs care the same day when it comes with symptoms (dizziness, fainting, confusion...).
 */
const lowBloodPressure = (systolic: number, diastolic: number, text: string): SafetyStatement => {
  const fact = `A blood pressure of ${systolic}/${diastolic} mm Hg is ${BLOOD_PRESSURE_LOW_LABEL}, according to the American Heart Association.`;
  const advice = LOW_BLOOD_PRESSURE_SYMPTOMS.test(text)
    ? 'With dizziness, fainting, blurred vision, confusion or weakness it needs a clinician today: sit or lie down and stand up slowly. Call 911 if the person faints and does not recover quickly, is confused, or has cold, clammy skin or rapid, shallow breathing.'
    : 'Low blood pressure without symptoms is often harmless, but tell a clinician about readings this low, and get care the same day if dizziness, fainting, confusion or blurred vision start.';
  return {
    kind: 'reading',
    id: 'blood-pressure:low',
    text: `${fact} ${advice}`,
    source: { ...LOW_BLOOD_PRESSURE_SOURCE, snippet: fact },
    evidence: BP_EVIDENCE,
    topic: /\b(blood pressure|hypotensi\w*|mm ?hg|low)\b/i,
    // Calling it normal, or any hypertension category, contradicts the rule.
    stance: categoryStance(`${systolic}/${diastolic}`, /\b(low|hypotensi\w*)\b/i, Object.values(BP_WORDS)),
  };
};

const readingStatements = (text: string, flags: readonly RedFlag[]): SafetyStatement[] => {
  const covered = new Set(
    Object.entries(FLAG_OF_CATEGORY)
      .filter(([, flag]) => flags.some((found) => found.id === flag))
      .map(([category]) => category),
  );
  const statements: SafetyStatement[] = [];
  const seen = new Set<string>();
  const add = (statement: SafetyStatement) => {
    if (seen.has(statement.text)) return;
    seen.add(statement.text);
    statements.push(statement);
  };
  for (const { systolic, diastolic, index, length } of bloodPressureReadings(text)) {
    // "250/50 mcg" is a dose, not a blood pressure.
    if (DOSE_UNIT.test(text.slice(index + length))) continue;
    if (bloodPressureStatus(systolic, diastolic) === 'low') {
      add(lowBloodPressure(systolic, diastolic, text));
      continue;
    }
    const category = classifyBloodPressure(systolic, diastolic);
    const fact = `A blood pressure of ${systolic}/${diastolic} mm Hg is ${BLOOD_PRESSURE_LABELS[category]} under the ${BLOOD_PRESSURE_GUIDELINE}.`;
    add({
      kind: 'reading',
      id: `blood-pressure:${category}`,
      // The hypertensive-crisis red flag already leads with what to do.
      text: covered.has(category) ? fact : `${fact} ${BP_ADVICE[category]}`,
      source: { ...ACC_AHA, snippet: fact },
      evidence: category === 'crisis' ? [...BP_EVIDENCE].reverse() : BP_EVIDENCE,
      topic: /\b(blood pressure|hypertensi\w*|mm ?hg)\b/i,
      stance: categoryStance(
        `${systolic}/${diastolic}`,
        BP_WORDS[category],
        Object.entries(BP_WORDS)
          .filter(([name]) => name !== category && !(category === 'crisis' && name === 'stage-2'))
          .map(([, word]) => word),
      ),
    });
  }
  for (const { percent } of a1cReadings(text)) {
    const category = classifyA1c(percent);
    const fact = `An HbA1c of ${percent}% is ${A1C_LABELS[category]} under the ${A1C_GUIDELINE}.`;
    add({
      kind: 'reading',
      id: `hba1c:${category}`,
      text: `${fact} ${A1C_ADVICE[category]}`,
      source: { ...ADA, snippet: fact },
      evidence: A1C_EVIDENCE,
      topic: /\b(a1c|hba1c|prediabet\w*|diabet\w*)\b/i,
      stance: categoryStance(
        String(percent),
        A1C_WORDS[category],
        Object.entries(A1C_WORDS)
          .filter(([name]) => name !== category)
          .map(([, word]) => word),
      ),
    });
  }
  for (const { value, unit, context, ambiguous } of glucoseMentions(
    text.replace(/\b(?:hb ?a1c|a1c|hemoglobin a1c)\b[^.]*/gi, ''),
  )) {
    const warning = ambiguous
      ? {
          message: `A blood glucose of ${value} without a unit could be ${value} mg/dL, dangerously low, or ${value} mmol/L (about ${format(toMgDl(value, 'mmol/L'), 0)} mg/dL), very high: check the unit your meter shows. Either way it needs prompt attention: treat a low as the care plan says, and contact a clinician right away.`,
        }
      : glucoseUnitWarning({ value, unit });
    if (warning) {
      add({
        kind: 'reading',
        id: 'glucose:unit-check',
        text: warning.message,
        source: { ...ADA, snippet: warning.message },
        evidence: GLUCOSE_EVIDENCE,
        topic: /\b(glucose|sugar)\b/i,
        stance: () => 'neutral',
      });
      continue;
    }
    const category = classifyGlucose({ value, unit, context });
    const other =
      unit === 'mg/dL'
        ? `${format(toMmolL(value, unit), 1)} mmol/L`
        : `${format(toMgDl(value, unit), 0)} mg/dL`;
    const when = context === 'fasting' ? 'fasting ' : context === 'post-meal' ? 'after-meal ' : '';
    const fact = `A ${when}blood glucose of ${value} ${unit} (${other}) is ${glucoseLabel(category, context)} under the ${GLUCOSE_GUIDELINE}.`;
    add({
      kind: 'reading',
      id: `glucose:${category}`,
      text: covered.has(category) ? fact : `${fact} ${GLUCOSE_ADVICE[category]}`,
      source: { ...ADA, snippet: fact },
      evidence: GLUCOSE_EVIDENCE,
      topic: /\b(glucose|sugar|diabet\w*|prediabet\w*|hypoglyc\w*)\b/i,
      stance: categoryStance(
        String(value),
        GLUCOSE_WORDS[category],
        category === 'normal' ? [/\b(diabetes|prediabet\w*) range\b/i] : [/\bnormal\b/i],
      ),
    });
  }
  return statements;
};

const interactionRoute = ({ severity: _severity, ...statement }: InteractionStatement): SafetyStatement => ({
  kind: 'interaction',
  ...statement,
});

/** Everything our rules say must lead the answer to this question. */
export const routeSafety = (question: string, context?: string): SafetyRouting => {
  const flags = redFlagsOf(question, context);
  const text = context ? `${question}\n${context}` : question;
  return {
    flags,
    statements: [
      ...flags.map(fromRedFlag),
      ...readingStatements(text, flags),
      ...interactionStatements(question, context).map(interactionRoute),
    ],
  };
};

const STANCE_SCORE: Record<Stance, number> = { backs: 1, neutral: 0.5, contradicts: 0 };

/** A model answer's stance towards all the statements: its worst. */
export const stanceOf = (answer: string, statements: readonly SafetyStatement[]): Stance => {
  let worst: Stance = statements.length > 0 ? 'backs' : 'neutral';
  for (const statement of statements) {
    const stance = statement.stance(answer);
    if (STANCE_SCORE[stance] < STANCE_SCORE[worst]) worst = stance;
  }
  return worst;
};

export const stanceScore = (stance: Stance): number => STANCE_SCORE[stance];
