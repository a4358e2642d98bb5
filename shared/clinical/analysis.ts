import { foldText } from '../text/fold.ts';
import {
  BLOOD_PRESSURE_LOW_LABEL,
  type BloodPressureInput,
  type BloodPressureStatus,
  bloodPressureStatus,
  summarizeBloodPressure,
} from './blood-pressure.ts';
import { checkInteractions, type InteractionReport } from './drugs/checker.ts';
import type { Severity } from './drugs/rules.ts';
import {
  classifyGlucose,
  GLUCOSE_GUIDELINE,
  GLUCOSE_LABELS,
  type GlucoseCategory,
  type GlucoseReading,
  type GlucoseUnitWarning,
  glucoseUnitWarning,
  isGlucoseCrisis,
  summarizeGlucose,
  toMgDl,
  toMmolL,
} from './glucose.ts';
import { BLOOD_PRESSURE_GUIDELINE, BLOOD_PRESSURE_LABELS, classifyBloodPressure } from './guidelines.ts';
import { detectRedFlags, hypertensiveEmergencyFlag, type RedFlag, urgentCareMessage } from './red-flags.ts';
import { contraindicationFlags } from './urgent-care.ts';

/**
 * The health-data analysis: each kind of data against its guideline, with a status, a priority,
 * an interpretation naming the guideline and year, optional per-reading findings and
 * recommendations, and a trust score from data completeness and rule confidence. Informational:
 * it describes readings, it does not diagnose.
 */
type Priority = 'low' | 'medium' | 'high' | 'urgent';
const PRIORITIES: readonly Priority[] = ['urgent', 'high', 'medium', 'low'];

interface Source {
  title: string;
  url: string;
}

const SOURCES = {
  ada: {
    title: 'ADA Standards of Care in Diabetes 2025',
    url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
  },
  niddkLow: {
    title: 'Low blood glucose (hypoglycemia), NIDDK',
    url: 'https://www.niddk.nih.gov/health-information/diabetes/overview/preventing-problems/low-blood-glucose-hypoglycemia',
  },
  hyperglycemia: {
    title: 'Hyperglycemia (high blood glucose), American Diabetes Association',
    url: 'https://diabetes.org/living-with-diabetes/treatment-care/hyperglycemia',
  },
  accAha: {
    title: '2017 ACC/AHA High Blood Pressure Guideline (Whelton et al., Hypertension 2018)',
    url: 'https://www.ahajournals.org/doi/10.1161/HYP.0000000000000065',
  },
  crisis: {
    title: 'Hypertensive crisis: when you should call 911 (American Heart Association)',
    url: 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/hypertensive-crisis-when-you-should-call-911-for-high-blood-pressure',
  },
  lowBp: { title: 'Low blood pressure (NHLBI)', url: 'https://www.nhlbi.nih.gov/health/low-blood-pressure' },
  ahaLowBp: {
    title: 'Low blood pressure: when blood pressure is too low (American Heart Association)',
    url: 'https://www.heart.org/en/health-topics/high-blood-pressure/the-facts-about-high-blood-pressure/low-blood-pressure-when-blood-pressure-is-too-low',
  },
  hyperglycemicCrisis: {
    title:
      'Hyperglycemic crises in adults with diabetes: a consensus report (Umpierrez et al., Diabetes Care 2024)',
    url: 'https://doi.org/10.2337/dci24-0032',
  },
  mapPhysiology: {
    title:
      'Physiology, Mean Arterial Pressure (DeMers & Wachs, StatPearls 2023); NEWS2 (Royal College of Physicians 2017)',
    url: 'https://www.ncbi.nlm.nih.gov/books/NBK538226/',
  },
  nhlbiHbp: {
    title: 'High blood pressure (NHLBI)',
    url: 'https://www.nhlbi.nih.gov/health/high-blood-pressure',
  },
} as const;

interface Recommendation {
  category: 'blood-glucose' | 'blood-pressure' | 'medications';
  text: string;
  priority: Priority;
  source: Source;
}

/** A reading's status: its ADA 2025 category, or `unit-unclear` when its unit looks wrong. */
export type GlucoseStatus = GlucoseCategory | 'unit-unclear';

const GLUCOSE_PRIORITY: Record<GlucoseStatus, Priority> = {
  'hypoglycemia-level-2': 'urgent',
  'hypoglycemia-level-1': 'high',
  'very-high': 'high',
  'diabetes-range': 'high',
  'prediabetes-range': 'medium',
  normal: 'low',
  'unit-unclear': 'high',
};

export const glucoseStatusLabel = (status: GlucoseStatus): string =>
  status === 'unit-unclear'
    ? 'not classified: the value does not fit its unit (see unitWarning)'
    : GLUCOSE_LABELS[status];

const BP_PRIORITY: Record<BloodPressureStatus, Priority> = {
  crisis: 'urgent',
  'stage-2': 'high',
  'stage-1': 'medium',
  elevated: 'low',
  normal: 'low',
  low: 'medium',
};

export const bloodPressureStatusLabel = (status: BloodPressureStatus): string =>
  status === 'low' ? BLOOD_PRESSURE_LOW_LABEL : BLOOD_PRESSURE_LABELS[status];

const SEVERITY_PRIORITY: Record<Severity, Priority> = {
  contraindicated: 'urgent',
  major: 'high',
  moderate: 'medium',
  minor: 'low',
};

const GLUCOSE_ADVICE: Record<GlucoseStatus, { text: string; source: Source }> = {
  'hypoglycemia-level-2': {
    text: 'A reading below 54 mg/dL (3.0 mmol/L) needs action now: take 15 grams of fast-acting carbohydrate, recheck in 15 minutes, and repeat until above 70 mg/dL. If the person is confused, cannot swallow or is unconscious, give glucagon if available and call 911. Tell the diabetes care team.',
    source: SOURCES.niddkLow,
  },
  'hypoglycemia-level-1': {
    text: 'Readings below 70 mg/dL (3.9 mmol/L) are low: treat with 15 grams of fast-acting carbohydrate and recheck in 15 minutes. Frequent lows should be reviewed with the care team, as medicines may need adjusting.',
    source: SOURCES.niddkLow,
  },
  'very-high': {
    text: 'Readings above 240 mg/dL (13.3 mmol/L): people with type 1 diabetes should check for ketones, and anyone with vomiting, confusion or trouble breathing needs care right away. Contact the care team about repeated high readings.',
    source: SOURCES.hyperglycemia,
  },
  'diabetes-range': {
    text: 'These readings are in the range where ADA criteria point to diabetes. Only a clinician can diagnose it, with laboratory tests; arrange a visit to discuss them.',
    source: SOURCES.ada,
  },
  'prediabetes-range': {
    text: 'These readings are in the prediabetes range. Ask a clinician about an HbA1c test; regular activity and modest weight loss lower the chance of progressing to type 2 diabetes.',
    source: SOURCES.ada,
  },
  normal: {
    text: 'These readings are within the expected range. Keep monitoring as your care plan advises.',
    source: SOURCES.ada,
  },
  'unit-unclear': {
    text: 'The readings do not fit the unit they were sent with (see unitWarnings). Check whether the meter shows mg/dL or mmol/L and send them again; if a reading really is that low or high, follow the urgent-care advice now.',
    source: SOURCES.ada,
  },
};

/** Mean arterial pressure (mm Hg) below which a reading is dangerously low with or without symptoms. */
const SEVERE_HYPOTENSION_MAP = 60;

/** What to watch for with low blood pressure (American Heart Association). */
const LOW_BP_SYMPTOMS =
  'Watch for dizziness or light-headedness, fainting, blurred vision, nausea, fatigue or trouble concentrating; confusion, cold, clammy, pale skin or rapid, shallow breathing can be shock and need emergency care (call 911).';

const BP_ADVICE: Record<BloodPressureStatus, { text: string; source: Source }> = {
  crisis: {
    text: 'A reading above 180/120 mm Hg: wait five minutes and measure again. If it is still that high, contact a clinician right away; call 911 for chest pain, shortness of breath, back pain, numbness, weakness, vision change or trouble speaking.',
    source: SOURCES.crisis,
  },
  'stage-2': {
    text: 'The average is in the stage 2 hypertension range. See a clinician soon: the 2017 ACC/AHA guideline recommends lifestyle changes and, usually, medicine at this stage.',
    source: SOURCES.accAha,
  },
  'stage-1': {
    text: 'The average is in the stage 1 hypertension range. Discuss it with a clinician; lifestyle changes (less sodium, the DASH eating plan, regular activity, limiting alcohol) come first, and medicine depends on overall heart risk.',
    source: SOURCES.accAha,
  },
  elevated: {
    text: 'The average is elevated. Lifestyle changes can bring it back to normal; recheck within 3 to 6 months.',
    source: SOURCES.nhlbiHbp,
  },
  normal: { text: 'The average is normal. Recheck at least once a year.', source: SOURCES.nhlbiHbp },
  low: {
    text: `The average is low blood pressure (below 90/60 mm Hg). Without symptoms it is often normal for you; with symptoms, contact a clinician. ${LOW_BP_SYMPTOMS}`,
    source: SOURCES.ahaLowBp,
  },
};

interface GlucoseAnalysis {
  /** Mean in mg/dL of the readings whose unit fits (absent when none does). */
  average?: number;
  unit: 'mg/dL';
  averageMmolL?: number;
  status: GlucoseStatus;
  priority: Priority;
  interpretation: string;
  guideline: string;
  /** All readings sent, including those with a unit warning. */
  readings: number;
  hypoglycemia: { level1: number; level2: number };
  variability?: { sd: number; cv: number; stable: boolean };
  timeInRange?: ReturnType<typeof summarizeGlucose>['timeInRange'];
  /** Readings whose value does not fit their unit; they are not classified or averaged. */
  unitWarnings?: Array<{ index: number; value: number; unit: string } & GlucoseUnitWarning>;
  findings?: Array<{
    index: number;
    value: number;
    unit: string;
    mgDl: number;
    mmolL: number;
    context: string;
    status: GlucoseStatus;
    unitWarning?: GlucoseUnitWarning;
    timestamp?: string;
  }>;
}

interface BloodPressureAnalysis {
  average: { systolic: number; diastolic: number };
  status: BloodPressureStatus;
  priority: Priority;
  interpretation: string;
  guideline: string;
  readings: number;
  occasions: number;
  crisisReadings: number;
  findings?: Array<{
    index: number;
    systolic: number;
    diastolic: number;
    status: BloodPressureStatus;
    timestamp?: string;
  }>;
}

interface MedicationAnalysis {
  status: 'no-interactions' | Severity;
  priority: Priority;
  interpretation: string;
  report: InteractionReport;
}

export interface HealthDataInput {
  bloodGlucose?: GlucoseReading[];
  bloodPressure?: BloodPressureInput[];
  medications?: Array<{ name: string; dosage?: string; frequency?: string }>;
  /** What the person feels now, in their words ("dizzy", "vomiting", "ketones 2+"). */
  symptoms?: string[];
  /**
   * Urgent-care findings from data not analyzed here (a dangerous vital sign or a critical lab value
   * in a FHIR Observation): they join the alerts and the urgent-care message.
   */
  otherFlags?: RedFlag[];
}

/** An urgent-care finding in the red-flag engine's shape; `kind` is its id, `message` its advice. */
type Alert = Pick<RedFlag, 'label' | 'urgency' | 'source'> & { kind: string; message: string };

export interface Analysis {
  bloodGlucose?: GlucoseAnalysis;
  bloodPressure?: BloodPressureAnalysis;
  medications?: MedicationAnalysis;
  recommendations: Recommendation[];
  /** The red-flag engine's urgent-care message for the alerts; absent when there are none. */
  urgentCare?: string;
  /** Urgent-care findings, emergencies first; empty when there are none. */
  alerts: Alert[];
  trustScore: number;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

interface CheckedGlucose {
  reading: GlucoseReading;
  index: number;
  warning?: GlucoseUnitWarning;
}

const checkGlucose = (readings: readonly GlucoseReading[]): CheckedGlucose[] =>
  readings.map((reading, index) => {
    const warning = glucoseUnitWarning(reading);
    return { reading, index, ...(warning ? { warning } : {}) };
  });

const analyzeGlucose = (checked: readonly CheckedGlucose[], detailed: boolean): GlucoseAnalysis => {
  const trusted = checked.filter((item) => !item.warning).map((item) => item.reading);
  const suspect = checked.filter((item) => item.warning);
  const series = trusted.length > 0 ? summarizeGlucose(trusted) : undefined;
  const status: GlucoseStatus = series?.worst ?? 'unit-unclear';
  const parts: string[] = [];
  if (series) {
    parts.push(
      `${series.count} reading${series.count === 1 ? '' : 's'}, average ${series.average['mg/dL']} mg/dL (${series.average['mmol/L']} mmol/L).`,
      status === 'normal'
        ? 'All readings are within the expected range for their timing.'
        : `The most concerning reading is ${GLUCOSE_LABELS[series.worst]}.`,
    );
  }
  if (suspect.length > 0)
    parts.push(
      `${suspect.length} reading${suspect.length === 1 ? '' : 's'} not classified because the value does not fit its unit: ${suspect.map((item) => item.warning?.message).join(' ')}`,
    );
  const level2 = series?.counts['hypoglycemia-level-2'] ?? 0;
  const level1 = series?.counts['hypoglycemia-level-1'] ?? 0;
  if (level1 + level2 > 0) parts.push(`${level1 + level2} reading(s) below 70 mg/dL (${level2} below 54).`);
  if (series && series.count >= 2) {
    parts.push(
      `Share of readings from 70 to 180 mg/dL: ${pct(series.timeInRange.inRange)} (the consensus target for continuous monitoring is more than 70%).`,
    );
    if (series.variability)
      parts.push(
        `Variability (CV) ${series.variability.cv}%: ${series.variability.stable ? 'stable (36% or less)' : 'above the 36% target'}.`,
      );
  }
  if (trusted.some((reading) => !reading.context))
    parts.push('Readings without a timing were read as random, not fasting.');
  parts.push(`Thresholds: ${GLUCOSE_GUIDELINE}.`);
  return {
    ...(series ? { average: series.average['mg/dL'] } : {}),
    unit: 'mg/dL',
    ...(series ? { averageMmolL: series.average['mmol/L'] } : {}),
    status,
    priority: GLUCOSE_PRIORITY[status],
    interpretation: parts.join(' '),
    guideline: GLUCOSE_GUIDELINE,
    readings: checked.length,
    hypoglycemia: { level1, level2 },
    ...(series?.variability ? { variability: series.variability } : {}),
    ...(series ? { timeInRange: series.timeInRange } : {}),
    ...(suspect.length > 0
      ? {
          unitWarnings: suspect.map(({ reading, index, warning }) => ({
            index,
            value: reading.value,
            unit: reading.unit,
            likelyUnit: warning?.likelyUnit ?? reading.unit,
            message: warning?.message ?? '',
          })),
        }
      : {}),
    ...(detailed
      ? {
          findings: checked.map(({ reading, index, warning }) => ({
            index,
            value: reading.value,
            unit: reading.unit,
            mgDl: Math.round(toMgDl(reading.value, reading.unit) * 10) / 10,
            mmolL: Math.round(toMmolL(reading.value, reading.unit) * 100) / 100,
            context: reading.context ?? 'random',
            status: warning ? ('unit-unclear' as const) : classifyGlucose(reading),
            ...(warning ? { unitWarning: warning } : {}),
            ...(reading.timestamp ? { timestamp: reading.timestamp } : {}),
          })),
        }
      : {}),
  };
};

const analyzeBloodPressure = (
  readings: readonly BloodPressureInput[],
  detailed: boolean,
): BloodPressureAnalysis => {
  const series = summarizeBloodPressure(readings);
  const status: BloodPressureStatus =
    series.crisisReadings > 0 ? 'crisis' : series.low ? 'low' : series.category;
  const { systolic, diastolic } = series.average;
  const measured = `${series.count} reading${series.count === 1 ? '' : 's'} on ${series.occasions} day${series.occasions === 1 ? '' : 's'}`;
  const parts: string[] = [];
  if (status === 'crisis')
    parts.push(
      `Hypertensive crisis: ${series.crisisReadings} of ${measured} above 180 systolic and/or 120 diastolic mm Hg, a crisis range on its own whatever the average.`,
      `The average, ${systolic}/${diastolic} mm Hg, is ${BLOOD_PRESSURE_LABELS[series.category]}.`,
    );
  else if (status === 'low')
    parts.push(
      `${measured}, average ${systolic}/${diastolic} mm Hg: ${BLOOD_PRESSURE_LOW_LABEL}, as the American Heart Association and NHLBI describe it.`,
      LOW_BP_SYMPTOMS,
    );
  else {
    parts.push(
      `${measured}, average ${systolic}/${diastolic} mm Hg: ${BLOOD_PRESSURE_LABELS[series.category]}.`,
    );
    if (diastolic < 60)
      parts.push(
        'The diastolic average is below 60 mm Hg; discuss it with a clinician together with the systolic.',
      );
  }
  if (series.occasions < 2 || series.count < 2)
    parts.push(
      'The guideline classifies blood pressure on the average of two or more readings on two or more occasions.',
    );
  parts.push(`Categories: ${BLOOD_PRESSURE_GUIDELINE}; low below 90/60 mm Hg (American Heart Association).`);
  return {
    average: series.average,
    status,
    priority: BP_PRIORITY[status],
    interpretation: parts.join(' '),
    guideline: BLOOD_PRESSURE_GUIDELINE,
    readings: series.count,
    occasions: series.occasions,
    crisisReadings: series.crisisReadings,
    ...(detailed
      ? {
          findings: readings.map((reading, index) => ({
            index,
            systolic: reading.systolic,
            diastolic: reading.diastolic,
            status: bloodPressureStatus(reading.systolic, reading.diastolic),
            ...(reading.timestamp ? { timestamp: reading.timestamp } : {}),
          })),
        }
      : {}),
  };
};

const analyzeMedications = (medications: NonNullable<HealthDataInput['medications']>): MedicationAnalysis => {
  const report = checkInteractions(medications.map((medication) => medication.name));
  const worst = report.interactions[0]?.severity;
  const unknown = report.medications.filter((medication) => medication.match === 'unrecognized');
  const parts = [
    worst
      ? `${report.interactions.length} interaction(s) found; the most serious is ${worst}: ${report.interactions[0]?.ingredients.join(' with ')}.`
      : 'No interactions found among the medicines we recognized.',
  ];
  if (unknown.length > 0)
    parts.push(
      `Not recognized, so not checked: ${unknown.map((medication) => medication.input).join(', ')}.`,
    );
  if (report.duplicates.length > 0) parts.push(`Listed more than once: ${report.duplicates.join(', ')}.`);
  return {
    status: worst ?? 'no-interactions',
    priority: worst ? SEVERITY_PRIORITY[worst] : 'low',
    interpretation: parts.join(' '),
    report,
  };
};

/** Symptom words, matched in each symptom the person lists (one that starts with a negation is skipped). */
const SYMPTOM_WORDS = {
  /** American Heart Association, low blood pressure: symptoms. */
  hypotension:
    /\b(dizz\w*|light-? ?headed\w*|faint\w*|pass(ed|ing)? out|blurr\w*|nause\w*|fatigue\w*|tired\w*|weak\w*|thirst\w*|dehydrat\w*|(can'?t|cannot|trouble) (concentrat\w*|focus\w*))\b/,
  /** American Heart Association, low blood pressure: signs of shock. */
  shock:
    /\b(confus\w*|clammy|cold,? (pale )?skin|pale skin|rapid,? shallow breath\w*|shallow breath\w*|rapid breath\w*|weak,? rapid pulse|unresponsive)\b/,
  /** ADA, hyperglycemia and ketoacidosis: ketones and their symptoms. */
  ketones:
    /\b(ketones?|ketoacidosis|dka|vomit\w*|throwing up|fruity|(stomach|belly|abdominal) pain|short(ness)? of breath|deep breath\w*|fast breath\w*|rapid breath\w*|confus\w*|very dry mouth)\b/,
} as const;

/**
 * Symptoms named by two words in either order ("fast breathing", "breathing fast", "breathing
 * deeply and quickly"): a word of each group in the same symptom.
 */
const SYMPTOM_PAIRS = {
  /** ADA, diabetic ketoacidosis: deep, fast breathing. */
  ketones: [
    [
      /\b(breath\w*|respirat\w*)\b/,
      /\b(fast\w*|quick\w*|rapid\w*|deep\w*|heav\w*|hard|labou?r\w*|panting)\b/,
    ],
    [/\b(stomach|belly|abdominal|tummy)\b/, /\b(pain\w*|ache\w*|hurt\w*|cramp\w*)\b/],
  ],
  /**
   * Target-organ symptoms with a hypertensive crisis (American Heart Association, "Hypertensive
   * crisis: when you should call 911"; 2017 ACC/AHA guideline, hypertensive emergency).
   */
  targetOrgan: [
    [/\b(chest)\b/, /\b(pain\w*|tight\w*|pressure|ache\w*|hurt\w*)\b/],
    [/\b(back)\b/, /\b(pain\w*|ache\w*|hurt\w*)\b/],
    [
      /\b(vision|sight|see\w*|eyes?)\b/,
      /\b(blurr?\w*|chang\w*|los[st]\w*|double|dim\w*|problem\w*|trouble|cannot|can'?t)\b/,
    ],
    [/\b(speak\w*|speech|talk\w*|words?)\b/, /\b(trouble|difficult\w*|slurr\w*|cannot|can'?t|hard)\b/],
    [/\b(breath\w*)\b/, /\b(short\w*|trouble|difficult\w*|hard|cannot|can'?t)\b/],
  ],
} as const;

const TARGET_ORGAN_WORDS =
  /\b(headache\w*|blurr\w*|blind\w*|numb\w*|weak\w*|paralys\w*|confus\w*|seizure\w*|short(ness)? of breath|breathless\w*|slurr\w*|faint\w*|pass(ed|ing)? out)\b/;

const affirmed = (symptoms: readonly string[]): string[] =>
  symptoms
    .map((symptom) => foldText(symptom).toLowerCase())
    .filter((text) => !/^\s*(no|not|none|denies|without)\b/.test(text));

const mentions = (
  symptoms: readonly string[],
  words: RegExp,
  pairs: ReadonlyArray<readonly [RegExp, RegExp]> = [],
): boolean =>
  affirmed(symptoms).some(
    (text) => words.test(text) || pairs.some(([first, second]) => first.test(text) && second.test(text)),
  );

/**
 * The red-flag engine's flag for a reading, found by the engine in the reading written as text, so
 * the advice is word for word what triage and /ask give; `fallback` when the engine does not
 * recognize it.
 */
const engineFlag = (text: string, id: string, fallback: RedFlag): RedFlag =>
  detectRedFlags(text).find((flag) => flag.id === id) ?? fallback;

const formatValue = (reading: GlucoseReading) => `${reading.value} ${reading.unit}`;

const glucoseFlags = (checked: readonly CheckedGlucose[], symptoms: readonly string[]): RedFlag[] => {
  const flags: RedFlag[] = [];
  const trusted = checked.filter((item) => !item.warning).map((item) => item.reading);
  const byMgDl = (a: GlucoseReading, b: GlucoseReading) => toMgDl(a.value, a.unit) - toMgDl(b.value, b.unit);
  const hypoFallback = (reading: GlucoseReading): RedFlag => ({
    id: 'severe-hypoglycemia',
    label: `Blood glucose ${formatValue(reading)}`,
    urgency: 'urgent',
    advice: GLUCOSE_ADVICE['hypoglycemia-level-2'].text,
    source: SOURCES.niddkLow,
  });
  // ADA 2025 level 2 hypoglycemia (below 54 mg/dL, 3.0 mmol/L): the lowest such reading.
  const lowest = trusted
    .filter((reading) => classifyGlucose(reading) === 'hypoglycemia-level-2')
    .sort(byMgDl)[0];
  if (lowest)
    flags.push(
      engineFlag(
        `blood glucose ${formatValue(lowest).toLowerCase()}`,
        'severe-hypoglycemia',
        hypoFallback(lowest),
      ),
    );
  // A value that does not fit its unit but, as sent, would be severe: the advice as sent, and the doubt.
  const suspectLow = checked
    .filter((item) => item.warning && item.reading.unit === 'mg/dL')
    .map((item) => item.reading)
    .sort(byMgDl)[0];
  if (suspectLow && !lowest) {
    const flag = hypoFallback(suspectLow);
    flags.push({
      ...flag,
      id: 'possible-severe-hypoglycemia',
      label: `Blood glucose ${formatValue(suspectLow)}, if the unit is right`,
      advice: `If the reading really is ${formatValue(suspectLow)}, it is severe (level 2) hypoglycemia: ${flag.advice} ${suspectLow.value} is also an ordinary value in mmol/L, so check the unit the meter shows.`,
    });
  }
  const suspectHigh = checked
    .filter((item) => item.warning && item.reading.unit === 'mmol/L')
    .map((item) => item.reading)
    .sort(byMgDl)
    .at(-1);
  const crisis = trusted.filter(isGlucoseCrisis).sort(byMgDl).at(-1);
  const crisisAdvice =
    'At or above 600 mg/dL (33.3 mmol/L) glucose is in the range of a hyperglycemic crisis (hyperosmolar hyperglycemic state; ADA consensus report 2024). Contact the care team or get urgent care now, and check ketones with type 1 diabetes; call 911 for confusion, extreme drowsiness, vomiting or trouble breathing.';
  if (crisis)
    flags.push({
      id: 'hyperglycemic-crisis',
      label: `Blood glucose ${formatValue(crisis)}`,
      urgency: 'urgent',
      advice: crisisAdvice,
      source: SOURCES.hyperglycemicCrisis,
    });
  else if (suspectHigh)
    flags.push({
      id: 'possible-hyperglycemic-crisis',
      label: `Blood glucose ${formatValue(suspectHigh)}, if the unit is right`,
      urgency: 'urgent',
      advice: `If the reading really is ${formatValue(suspectHigh)}, it is a hyperglycemic crisis. ${crisisAdvice} ${suspectHigh.value} is also an ordinary value in mg/dL, so check the unit the meter shows.`,
      source: SOURCES.hyperglycemicCrisis,
    });
  // ADA: very high glucose with ketones or their symptoms can be diabetic ketoacidosis.
  if (
    trusted.some((reading) => classifyGlucose(reading) === 'very-high') &&
    mentions(symptoms, SYMPTOM_WORDS.ketones, SYMPTOM_PAIRS.ketones)
  )
    flags.push({
      id: 'possible-dka',
      label: 'Very high blood glucose with ketones or their symptoms',
      urgency: 'emergency',
      advice:
        'Glucose above 240 mg/dL (13.3 mmol/L) with ketones, vomiting, stomach pain, fruity-smelling breath or deep, fast breathing can be diabetic ketoacidosis (DKA), a life-threatening emergency. Get emergency care now: call 911 or go to the emergency department.',
      source: SOURCES.hyperglycemia,
    });
  return flags;
};

const bloodPressureFlags = (
  readings: readonly BloodPressureInput[],
  analysis: BloodPressureAnalysis,
  symptoms: readonly string[],
): RedFlag[] => {
  const flags: RedFlag[] = [];
  if (analysis.status === 'crisis') {
    // 2017 ACC/AHA: above 180 and/or 120 mm Hg; the highest crisis reading.
    const worst = readings
      .filter((reading) => classifyBloodPressure(reading.systolic, reading.diastolic) === 'crisis')
      .sort((a, b) => b.systolic - a.systolic || b.diastolic - a.diastolic)[0];
    // With signs of organ damage a crisis is a hypertensive emergency: call 911 (AHA; 2017 ACC/AHA),
    // the same flag triage and /ask give for the reading written with the symptom; its advice
    // replaces the crisis's "wait five minutes and measure again".
    const organ = worst && mentions(symptoms, TARGET_ORGAN_WORDS, SYMPTOM_PAIRS.targetOrgan);
    if (worst && organ) flags.push(hypertensiveEmergencyFlag(worst.systolic, worst.diastolic));
    else if (worst)
      flags.push(
        engineFlag(`blood pressure ${worst.systolic}/${worst.diastolic}`, 'hypertensive-crisis', {
          id: 'hypertensive-crisis',
          label: `Blood pressure ${worst.systolic}/${worst.diastolic} mm Hg`,
          urgency: 'urgent',
          advice: BP_ADVICE.crisis.text,
          source: SOURCES.crisis,
        }),
      );
  }
  // Very low even without symptoms: a mean arterial pressure below 60 mm Hg, under which the brain,
  // heart and kidneys are no longer perfused (DeMers & Wachs, StatPearls "Physiology, Mean Arterial
  // Pressure", 2023); NEWS2 (RCP 2017) scores any systolic of 90 or lower 3, an urgent review.
  const veryLow = readings
    .map((reading) => ({ reading, map: (reading.systolic + 2 * reading.diastolic) / 3 }))
    .filter((item) => item.map < SEVERE_HYPOTENSION_MAP)
    .sort((a, b) => a.map - b.map)[0];
  const symptomatic =
    analysis.status === 'low' &&
    (mentions(symptoms, SYMPTOM_WORDS.shock) || mentions(symptoms, SYMPTOM_WORDS.hypotension));
  if (veryLow && !symptomatic)
    flags.push({
      id: 'severe-hypotension',
      label: `Blood pressure ${veryLow.reading.systolic}/${veryLow.reading.diastolic} mm Hg (mean arterial pressure ${Math.round(veryLow.map)})`,
      urgency: 'urgent',
      advice: `Blood pressure this low (a mean arterial pressure below ${SEVERE_HYPOTENSION_MAP} mm Hg) may not keep enough blood flowing to the brain, heart and kidneys, even without symptoms. Measure again sitting or lying down; if it is still this low, get urgent care today. ${LOW_BP_SYMPTOMS}`,
      source: SOURCES.mapPhysiology,
    });
  if (analysis.status === 'low') {
    const label = `Blood pressure ${analysis.average.systolic}/${analysis.average.diastolic} mm Hg with symptoms`;
    if (mentions(symptoms, SYMPTOM_WORDS.shock))
      flags.push({
        id: 'hypotension-shock-signs',
        label,
        urgency: 'emergency',
        advice:
          'Call 911 (or your local emergency number) now. Low blood pressure with confusion, cold, clammy, pale skin, rapid, shallow breathing or a weak, rapid pulse can be shock.',
        source: SOURCES.ahaLowBp,
      });
    else if (mentions(symptoms, SYMPTOM_WORDS.hypotension))
      flags.push({
        id: 'symptomatic-hypotension',
        label,
        urgency: 'urgent',
        advice:
          'Low blood pressure with dizziness, fainting, blurred vision, nausea or weakness needs a clinician today: sit or lie down, stand up slowly, and drink water unless told to limit fluids. Call 911 if the person faints and does not recover quickly, is confused, or has cold, clammy skin or rapid, shallow breathing.',
        source: SOURCES.ahaLowBp,
      });
  }
  return flags;
};

/** Share of what the rules need that the data gives, 0 to 1. */
const completeness = {
  glucose: (readings: readonly GlucoseReading[]) =>
    readings.length === 0
      ? 0
      : Math.min(1, readings.length / 2) *
        (0.5 + 0.5 * (readings.filter((r) => r.context).length / readings.length)),
  bloodPressure: (analysis: BloodPressureAnalysis) =>
    Math.min(1, analysis.readings / 2) * Math.min(1, analysis.occasions / 2),
  medications: (analysis: MedicationAnalysis) =>
    analysis.report.medications.filter((m) => m.match !== 'unrecognized').length /
    Math.max(1, analysis.report.medications.length),
};

const URGENCY_ORDER: readonly RedFlag['urgency'][] = ['emergency', 'urgent'];

export const analyzeHealthData = (
  data: HealthDataInput,
  options: { detailed: boolean; includeRecommendations: boolean },
): Analysis => {
  const symptoms = data.symptoms ?? [];
  const checkedGlucose = checkGlucose(data.bloodGlucose ?? []);
  const bloodGlucose =
    checkedGlucose.length > 0 ? analyzeGlucose(checkedGlucose, options.detailed) : undefined;
  const bloodPressure = data.bloodPressure?.length
    ? analyzeBloodPressure(data.bloodPressure, options.detailed)
    : undefined;
  const medications = data.medications?.length ? analyzeMedications(data.medications) : undefined;

  const symptomFlags = symptoms.length > 0 ? detectRedFlags(symptoms.join('. ')) : [];
  const flags: RedFlag[] = [
    ...symptomFlags,
    ...(bloodGlucose ? glucoseFlags(checkedGlucose, symptoms) : []),
    ...(bloodPressure && data.bloodPressure
      ? bloodPressureFlags(data.bloodPressure, bloodPressure, symptoms)
      : []),
    ...(data.otherFlags ?? []),
  ];
  flags.push(...contraindicationFlags(medications?.report.interactions ?? []));
  const unique = flags
    .filter(
      (flag, index) =>
        flags.findIndex((other) => other.id === flag.id && other.label === flag.label) === index,
    )
    .sort((a, b) => URGENCY_ORDER.indexOf(a.urgency) - URGENCY_ORDER.indexOf(b.urgency));
  const ids = new Set(unique.map((flag) => flag.id));

  // A finding with urgent-care advice is urgent, whatever its category alone would be.
  if (
    bloodGlucose &&
    [
      'possible-dka',
      'hyperglycemic-crisis',
      'possible-severe-hypoglycemia',
      'possible-hyperglycemic-crisis',
    ].some((id) => ids.has(id))
  )
    bloodGlucose.priority = 'urgent';
  if (
    bloodPressure &&
    [
      'symptomatic-hypotension',
      'hypotension-shock-signs',
      'severe-hypotension',
      'hypertensive-emergency',
    ].some((id) => ids.has(id))
  )
    bloodPressure.priority = 'urgent';

  const recommendations: Recommendation[] = [];
  if (bloodGlucose) {
    const advice = GLUCOSE_ADVICE[bloodGlucose.status];
    recommendations.push({ category: 'blood-glucose', priority: bloodGlucose.priority, ...advice });
    if (bloodGlucose.unitWarnings && bloodGlucose.status !== 'unit-unclear')
      recommendations.push({
        category: 'blood-glucose',
        priority: GLUCOSE_PRIORITY['unit-unclear'],
        ...GLUCOSE_ADVICE['unit-unclear'],
      });
  }
  if (bloodPressure) {
    const advice = BP_ADVICE[bloodPressure.status];
    recommendations.push({ category: 'blood-pressure', priority: bloodPressure.priority, ...advice });
  }
  for (const interaction of medications?.report.interactions ?? []) {
    recommendations.push({
      category: 'medications',
      priority: SEVERITY_PRIORITY[interaction.severity],
      text: `${interaction.medications.join(' and ')}: ${interaction.management}`,
      source: interaction.source,
    });
  }
  recommendations.sort((a, b) => PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority));

  const alerts: Alert[] = unique.map((flag) => ({
    kind: flag.id,
    label: flag.label,
    urgency: flag.urgency,
    message: flag.advice,
    source: flag.source,
  }));
  const urgentCare = urgentCareMessage(unique);

  // Rule confidence: the thresholds are exact; glucose read without its timing is less certain.
  const trustedGlucose = checkedGlucose.filter((item) => !item.warning).map((item) => item.reading);
  const parts = [
    ...(bloodGlucose ? [0.5 + 0.5 * completeness.glucose(trustedGlucose)] : []),
    ...(bloodPressure ? [0.5 + 0.5 * completeness.bloodPressure(bloodPressure)] : []),
    ...(medications ? [0.5 + 0.5 * completeness.medications(medications)] : []),
  ];
  const trustScore =
    Math.round((parts.reduce((sum, part) => sum + part, 0) / Math.max(1, parts.length)) * 1000) / 1000;

  return {
    bloodGlucose,
    bloodPressure,
    medications,
    recommendations: options.includeRecommendations ? recommendations : [],
    ...(urgentCare ? { urgentCare } : {}),
    alerts,
    trustScore,
  };
};
