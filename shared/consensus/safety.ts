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
import { interpretResults, type LabAlert, LabInputError } from '../clinical/labs/interpret.ts';
import { currentValueAfter, isPastValue } from '../clinical/red-flags/text.ts';
import { detectRedFlags, type RedFlag } from '../clinical/red-flags.ts';
import { foldText } from '../text/fold.ts';
import { NOT_UNDERSTOOD, notEnglish } from '../text/language.ts';
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
  /**
   * What leads the answer instead of the urgent-care message: set for a question that asks for
   * information about warning signs ("what are the signs of a stroke?") without describing anyone's
   * symptoms, which is answered, with a line on when to call for help, not declared an emergency.
   */
  lead?: string;
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

/** Amounts of a medicine: never said after thoughts of suicide or an overdose. */
const DOSING =
  /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|milligrams?|g|grams?|tablets?|pills?|capsules?|caplets?)\b|\b(?:maximum|max|lethal|toxic|fatal|safe|daily|recommended|highest) (?:daily |single )?(?:dose|dosage|amount|limit)\b|\bper (?:day|dose)\b/i;
const NO_DOSING_AFTER = /suicid|self-harm|overdose|poison|swallowed/;

const fromRedFlag = (flag: RedFlag): SafetyStatement => ({
  kind: 'red-flag',
  id: flag.id,
  text: flag.advice,
  source: { title: flag.source.title, url: flag.source.url, snippet: flag.advice },
  evidence: [],
  // After thoughts of suicide or an overdose an answer that gives amounts is never shown.
  stance: NO_DOSING_AFTER.test(flag.id)
    ? (answer) => (DOSING.test(stripCitations(answer)) ? 'contradicts' : redFlagStance(answer))
    : redFlagStance,
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
  /** Negative, zero, not a number or beyond any measured glucose: not read as a reading. */
  unreadable?: string;
  /** Marked as a past value ("was 42 last year"). */
  past?: boolean;
}

/**
 * Blood glucose values written in text ("fasting sugar 130", "glucose 7.2 mmol/L after a meal").
 * Without a unit, values up to 33 read as mmol/L and larger ones as mg/dL.
 */
export const glucoseMentions = (text: string): GlucoseMention[] => {
  const found: GlucoseMention[] = [];
  for (const match of text.matchAll(
    /\b(?:blood sugar|blood glucose|sugars?|glucose|bg|bgl)\b(?:\s+(?:levels?|readings?|test|was|is|of|at|came back|read|reads|shows?|showed|showing|says|said|on the meter|this morning|today|tonight|yesterday|(?:just |right )?(?:after|before) (?:a |my |the )?(?:meals?|eating|food|breakfast|lunch|dinner)|(?:2|two) ?h(?:ou)?rs? after (?:a |my |the )?(?:meals?|eating|food)|fasting))*([\s:=-]{0,3}(?:minus |negative |\u2212)?)(\d+(?:[.,]\d{1,2})?(?:e[+-]?\d+)?)(?!\d|[.,]\d|\/|\s*(?:%|hours?\b|hrs?\b|h\b|times\b|days?\b|weeks?\b|months?\b|years?\b|grams?\b|g\b|teaspoons?\b|tsp\b|cups?\b|servings?\b|minutes?\b|mins?\b))\s?(mg ?\/ ?dl|mmol(?: ?\/ ?l)?)?/gi,
  )) {
    const value = Number((match[2] ?? '').replace(',', '.'));
    const written = match[3]?.toLowerCase();
    const unit: GlucoseUnit = written
      ? written.startsWith('mmol')
        ? 'mmol/L'
        : 'mg/dL'
      : value <= 33
        ? 'mmol/L'
        : 'mg/dL';
    const start = match.index ?? 0;
    // A minus sign, zero, or a value beyond any measured glucose (about 3,000 mg/dL) is not a
    // reading: said to be unreadable, never classified (a "-5" is not a low of 5).
    const negative = /(?:-|\u2212|minus |negative )$/.test(match[1] ?? '');
    const mgDl = unit === 'mmol/L' ? value * 18.0182 : value;
    if (negative || !Number.isFinite(value) || value <= 0 || mgDl > 3_000) {
      found.push({
        value,
        unit,
        context: 'random',
        unreadable: `${negative ? '-' : ''}${match[2] ?? ''}`,
      });
      continue;
    }
    const end = start + match[0].length;
    const past = isPastValue(text, start + match[0].lastIndexOf(match[2] ?? ''), end);
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
    found.push({ value, unit, context, ...(ambiguous ? { ambiguous } : {}), ...(past ? { past } : {}) });
    // "was 42 last year, now 110": the value now, in the unit written or the past value's.
    const now = past ? currentValueAfter(text, end) : undefined;
    if (now && now.value > 0 && Number.isFinite(now.value))
      found.push({
        value: now.value,
        unit: now.unit
          ? now.unit.startsWith('mmol')
            ? 'mmol/L'
            : 'mg/dL'
          : now.value <= 33
            ? 'mmol/L'
            : 'mg/dL',
        context,
      });
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

/** Advice to cut down on sugar or carbohydrate, which a low blood glucose contradicts. */
const LESS_SUGAR =
  /\b(?:added sugars?|sugar-sweetened|sugary drinks?|keep(?:ing)? (?:them|it|sugars?) (?:below|under|low))\b|\b(limit\w*|cut (down|back)( on)?|avoid\w*|reduc\w*|less|lower|restrict\w*|watch)\b[^.]{0,40}\b(sugar\w*|sweets?|carb\w*|carbohydrates?)\b/i;

/** A low blood glucose: an answer that tells the reader to eat less sugar contradicts it. */
const lowGlucoseStance =
  (base: (answer: string) => Stance) =>
  (answer: string): Stance =>
    LESS_SUGAR.test(stripCitations(answer)) ? 'contradicts' : base(answer);

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
  // A hypertensive emergency says what to do about the crisis reading; in pregnancy the
  // pre-eclampsia advice replaces the lifestyle advice of every category.
  if (flags.some((flag) => flag.id === 'hypertensive-emergency')) covered.add('crisis');
  const pregnancyFlag = flags.some((flag) => flag.id.endsWith('pregnancy-hypertension'));
  if (pregnancyFlag) for (const category of ['stage-1', 'stage-2', 'crisis']) covered.add(category);
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
  const mentions = glucoseMentions(text.replace(/\b(?:hb ?a1c|a1c|hemoglobin a1c)\b[^.]*/gi, ''));
  const currentGlucose = mentions.some((mention) => !mention.unreadable && !mention.past);
  for (const { value, unit, context, ambiguous, unreadable, past } of mentions) {
    if (unreadable !== undefined) {
      const message = `"${unreadable}" could not be read as a blood glucose reading: a reading is a positive number (in mg/dL, or mmol/L). Check the number your meter shows; if you feel unwell, shaky, confused or very thirsty, treat it as your care plan says and contact a clinician.`;
      add({
        kind: 'reading',
        id: 'glucose:unreadable',
        text: message,
        source: { ...ADA, snippet: message },
        evidence: GLUCOSE_EVIDENCE,
        topic: /\b(glucose|sugar)\b/i,
        stance: () => 'neutral',
      });
      continue;
    }
    // A value marked as past is not the reading when a current one is written too.
    if (past && currentGlucose) continue;
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
    const fact = `A ${when}blood glucose of ${value} ${unit} (${other}) is ${glucoseLabel(category, context)} under the ${GLUCOSE_GUIDELINE}.${past ? ' (This is the value you described as past; no current value was given.)' : ''}`;
    add({
      kind: 'reading',
      id: `glucose:${category}`,
      text: covered.has(category) ? fact : `${fact} ${GLUCOSE_ADVICE[category]}`,
      source: { ...ADA, snippet: fact },
      evidence: GLUCOSE_EVIDENCE,
      topic: /\b(glucose|sugar|diabet\w*|prediabet\w*|hypoglyc\w*)\b/i,
      stance: category.startsWith('hypoglycemia')
        ? lowGlucoseStance(categoryStance(String(value), GLUCOSE_WORDS[category], [/\bnormal\b/i]))
        : categoryStance(
            String(value),
            GLUCOSE_WORDS[category],
            category === 'normal' ? [/\b(diabetes|prediabet\w*) range\b/i] : [/\bnormal\b/i],
          ),
    });
  }
  return statements;
};

/* ---------- Lab values named in a question ---------- */

/**
 * Lab tests a question may name in lay words, to the catalog name the labs interpreter reads
 * (shared/clinical/labs, the table /labs/interpret uses). Glucose and HbA1c are readings above.
 */
const LAB_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpotassium\b|\bk\+/, 'Potassium'],
  [/\bsodium\b/, 'Sodium'],
  [/\bcalcium\b/, 'Calcium'],
  [/\bmagnesium\b/, 'Magnesium'],
  [/\bphosph(?:ate|orus)\b/, 'Phosphate'],
  [/\binr\b/, 'INR'],
  [/\bh(?:a)?emoglobin\b(?! ?a1c)|\b(?:hgb|hb)\b(?! ?a1c)/, 'Hemoglobin'],
  [/\bplatelets?(?: count)?\b|\bplt\b/, 'Platelets'],
  [/\b(?:white (?:blood )?(?:cell )?count|wbc|white cells)\b/, 'White blood cells'],
  [/\bcreatinine\b/, 'Creatinine'],
  [/\blactate\b|\blactic acid\b/, 'Lactate'],
  [/\bbilirubin\b/, 'Bilirubin'],
];
/** The words between a test's name and its value ("my potassium level came back at 6.9"). */
const LAB_VALUE =
  /^(?:\s+(?:levels?|results?|readings?|count|test|blood test|was|is|were|are|of|at|came back|come back|showed|shows|reads|read|today|yesterday|now|just|only|about|around))*\s*[:=]?\s*((?:-|\u2212|minus |negative )?)(\d+(?:[.,]\d+)?(?:e[+-]?\d+)?)(?![\d.,]\d)\s*(mmol\s*\/\s*l|mmol|meq\s*\/\s*l|mg\s*\/\s*dl|g\s*\/\s*dl|g\s*\/\s*l|(?:µ|u)mol\s*\/\s*l|x\s*10\^?9\s*\/\s*l|k\s*\/\s*(?:µ|u)l)?/i;

const DOSE_AFTER =
  /^\s*(?:mg|mcg|µg|ug|g|grams?|milligrams?|iu|units?|tablets?|pills?|capsules?|a day|daily|per day)\b(?!\s*\/)/;

interface LabRouting {
  flags: LabAlert[];
  statements: SafetyStatement[];
}

/** Advice to eat or take more of something (a critically high value contradicts it) or less of it. */
const MORE_OF = (name: string) =>
  new RegExp(
    `\\b(${name}[- ]rich|rich in ${name}|high[- ]${name}|more ${name}|increase\\w* (your )?${name}|boost\\w* (your )?${name}|raise (your )?${name}|${name} supplements?)\\b`,
    'i',
  );

/**
 * Lab values written in a question ("my potassium is 6.9", "INR came back at 8"), read through the
 * labs interpreter: a value beyond a critical limit becomes a flag that leads the answer with its
 * urgent advice and the lab's source; another value outside its interval is said with its range; a
 * value that cannot be one (negative, impossible) is said not to have been read.
 */
const labRouting = (text: string): LabRouting => {
  const lower = text.toLowerCase();
  const routing: LabRouting = { flags: [], statements: [] };
  const seen = new Set<string>();
  for (const [words, test] of LAB_WORDS) {
    for (const match of lower.matchAll(new RegExp(words.source, 'g'))) {
      const at = (match.index ?? 0) + match[0].length;
      const value = LAB_VALUE.exec(lower.slice(at));
      if (!value || seen.has(test)) continue;
      // "calcium 1200 mg a day" is a supplement dose, not a lab result.
      if (!value[3] && DOSE_AFTER.test(lower.slice(at + value[0].length))) continue;
      seen.add(test);
      const written = `${value[1] ? '-' : ''}${value[2] ?? ''}`;
      const number = Number((value[2] ?? '').replace(',', '.'));
      const unit = value[3]?.replace(/\s/g, '');
      const past = isPastValue(lower, at, at + value[0].length);
      const name = match[0].trim();
      try {
        if (value[1])
          throw new LabInputError([{ index: 0, field: 'value', message: `${test} cannot be negative` }]);
        const report = interpretResults([{ test, value: number, ...(unit ? { unit } : {}) }], {});
        const result = report.results[0];
        for (const alert of report.alerts) {
          const pastNote = past ? ' (a value you described as past)' : '';
          routing.flags.push({ ...alert, label: `${alert.label}${pastNote}` });
        }
        if (!result || result.flag === 'N') continue;
        const fact =
          report.alerts.length > 0
            ? (result.explanation.split(/urgent care today\.\s+/).at(-1) ?? result.explanation)
            : result.explanation;
        const contrary = result.flag === 'HH' || result.flag === 'H' ? MORE_OF(name) : undefined;
        routing.statements.push({
          kind: 'reading',
          id: `lab:${result.test.loinc}:${result.flag}`,
          text: `${result.test.name}: ${fact}`,
          source: { ...result.source, snippet: fact },
          evidence: [],
          topic: new RegExp(`\\b${name}\\b`, 'i'),
          stance: (answer) => (contrary?.test(stripCitations(answer)) ? 'contradicts' : 'neutral'),
        });
      } catch (error) {
        if (!(error instanceof LabInputError)) throw error;
        const why = error.issues[0]?.message ?? 'it is not a possible value';
        const message = `"${name} ${written}" could not be read as a lab result (${why}). Check the value and unit on the report, and ask the clinician who ordered the test about it.`;
        routing.statements.push({
          kind: 'reading',
          id: `lab:unreadable:${test}`,
          text: message,
          source: { ...FDA_LABS, snippet: message },
          evidence: [],
          stance: () => 'neutral',
        });
      }
    }
  }
  return routing;
};

const FDA_LABS = {
  title: 'Understanding your lab test results (MedlinePlus, National Library of Medicine)',
  url: 'https://medlineplus.gov/lab-tests/understanding-your-lab-test-results/',
};

/* ---------- A question we cannot read ---------- */

/**
 * A question mostly in a language our rules do not read (no red flag can be relied on): it says so,
 * in English and Spanish, with the emergency-number line (shared/text/language.ts).
 */
const languageNotice = (question: string): SafetyStatement | undefined => {
  if (!notEnglish(question)) return undefined;
  const text = NOT_UNDERSTOOD;
  return {
    kind: 'reading',
    id: 'language-not-understood',
    text,
    source: {
      title: 'Know when to call 911 (911.gov, National 911 Program)',
      url: 'https://www.911.gov/calling-911/',
      snippet: text,
    },
    evidence: [],
    stance: () => 'neutral',
  };
};

/* ---------- Questions asking for information ---------- */

/** A question that asks what the signs, symptoms or causes of something are. */
const ASKS_FOR_INFORMATION =
  /^\s*(?:what|which|how|why|when|list|tell me|explain|describe|can you (?:list|tell|explain)|are there|is there)\b[^?]*\b(?:signs?|symptoms?|warning|causes?|red flags?|recogni[sz]e|spot|tell if|know if|mean|means|happens?)\b|^\s*(?:is|are|does|do|can|how|what)\b[^?]*\b(?:contagious|infectious|catching|spread(?:s|ing)?|passed on|hereditary|genetic|inherited|run(?:s)? in (?:the )?famil\w*|curable|cured|vaccines?)\b|^\s*how long (?:does|do|will|can) [^?]*\blast\b/i;
/** Words that describe a person's own or someone's current symptoms. */
const SOMEONES_SYMPTOMS =
  /\b(?:i|i'm|im|i've|ive|i'd|me|my|mine|we|we're|our|us|he|she|he's|she's|his|her|him|they're|their|them|(?:has|have|having|is having|got) (?:had )?(?:a |an )?\w+ (?:now|today|tonight)|right now|at the moment|currently|since|this (?:morning|evening|afternoon)|today|tonight|yesterday|ago|you(?:'re| are)? (?:having|getting|feeling)|you (?:have|feel|get|got|had))\b|\d/i;

const NEVER_INFORMATION =
  /suicid|self-harm|overdose|poison|swallowed|hypertensive|glyc|oxygen|heart-rate|lab-|pregnancy-hypertension/;

/**
 * For a question asking for information with no one's symptoms described, the line that replaces
 * "This may be an emergency": the information is given, with when to call for help.
 */
const informationLead = (question: string, flags: readonly RedFlag[]): string | undefined => {
  if (flags.length === 0 || !ASKS_FOR_INFORMATION.test(question) || SOMEONES_SYMPTOMS.test(question))
    return undefined;
  // Thoughts of suicide, an overdose or a number read from the question are never only information.
  if (flags.some((flag) => NEVER_INFORMATION.test(flag.id))) return undefined;
  const labels = flags.map((flag) => flag.label.toLowerCase()).join('; ');
  return flags.some((flag) => flag.urgency === 'emergency')
    ? `If you or someone near you has these signs now (${labels}), call 911 or your local emergency number straight away.`
    : `If you or someone near you has these signs now (${labels}), get medical advice today.`;
};

const interactionRoute = ({ severity: _severity, ...statement }: InteractionStatement): SafetyStatement => ({
  kind: 'interaction',
  ...statement,
});

/**
 * Everything our rules say must lead the answer to this question. The question and context are
 * read through foldText first (shared/text/fold.ts), as every rule reads them: an invisible
 * character or a look-alike letter hides a word from none of them.
 */
export const routeSafety = (asked: string, given?: string): SafetyRouting => {
  const question = foldText(asked);
  const context = given === undefined ? undefined : foldText(given);
  const text = context ? `${question}\n${context}` : question;
  const labs = labRouting(text);
  // A lab value in the question is read by the labs interpreter, with its range and source; the
  // red-flag engine's own reading of it (what triage, which has no labs route, relies on) would say
  // it twice. Its emergency (the same value with confusion or chest pain) still leads.
  const labRead = labs.flags.some((flag) => flag.id.startsWith('lab-critical-'));
  const found = [
    ...redFlagsOf(question, context).filter(
      (flag) => !(labRead && flag.id.startsWith('critical-') && flag.urgency !== 'emergency'),
    ),
    ...labs.flags,
  ];
  const lead = context ? undefined : informationLead(question, found);
  // A question asking for information is answered, with a line on when to call for help.
  const flags = lead ? [] : found;
  const notice = flags.length === 0 ? languageNotice(question) : undefined;
  return {
    flags,
    statements: [
      ...flags.map(fromRedFlag),
      ...(notice ? [notice] : []),
      ...readingStatements(text, flags),
      ...labs.statements,
      ...interactionStatements(question, context).map(interactionRoute),
    ],
    ...(lead ? { lead } : {}),
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
