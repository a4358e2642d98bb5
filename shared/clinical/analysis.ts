import { type BloodPressureInput, summarizeBloodPressure } from './blood-pressure.ts';
import { checkInteractions, type InteractionReport } from './drugs/checker.ts';
import type { Severity } from './drugs/rules.ts';
import {
  classifyGlucose,
  GLUCOSE_GUIDELINE,
  GLUCOSE_LABELS,
  type GlucoseCategory,
  type GlucoseReading,
  summarizeGlucose,
  toMgDl,
  toMmolL,
} from './glucose.ts';
import {
  BLOOD_PRESSURE_GUIDELINE,
  BLOOD_PRESSURE_LABELS,
  type BloodPressureCategory,
  classifyBloodPressure,
} from './guidelines.ts';

/**
 * The health-data analysis: each kind of data against its guideline, with a status, a priority,
 * an interpretation naming the guideline and year, optional per-reading findings and
 * recommendations, and a trust score from data completeness and rule confidence. Informational:
 * it describes readings, it does not diagnose.
 */
export type Priority = 'low' | 'medium' | 'high' | 'urgent';
const PRIORITIES: readonly Priority[] = ['urgent', 'high', 'medium', 'low'];

export interface Source {
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
  nhlbiHbp: {
    title: 'High blood pressure (NHLBI)',
    url: 'https://www.nhlbi.nih.gov/health/high-blood-pressure',
  },
} as const;

export interface Recommendation {
  category: 'blood-glucose' | 'blood-pressure' | 'medications';
  text: string;
  priority: Priority;
  source: Source;
}

const GLUCOSE_PRIORITY: Record<GlucoseCategory, Priority> = {
  'hypoglycemia-level-2': 'urgent',
  'hypoglycemia-level-1': 'high',
  'very-high': 'high',
  'diabetes-range': 'high',
  'prediabetes-range': 'medium',
  normal: 'low',
};

const BP_PRIORITY: Record<BloodPressureCategory, Priority> = {
  crisis: 'urgent',
  'stage-2': 'high',
  'stage-1': 'medium',
  elevated: 'low',
  normal: 'low',
};

const SEVERITY_PRIORITY: Record<Severity, Priority> = {
  contraindicated: 'urgent',
  major: 'high',
  moderate: 'medium',
  minor: 'low',
};

const GLUCOSE_ADVICE: Record<GlucoseCategory, { text: string; source: Source }> = {
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
};

const BP_ADVICE: Record<BloodPressureCategory | 'low', { text: string; source: Source }> = {
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
    text: 'The average is below 90/60 mm Hg. If you feel dizzy, faint, or have blurred vision, contact a clinician; seek care right away for confusion, cold clammy skin or fast breathing.',
    source: SOURCES.lowBp,
  },
};

export interface GlucoseAnalysis {
  average: number;
  unit: 'mg/dL';
  averageMmolL: number;
  status: GlucoseCategory;
  priority: Priority;
  interpretation: string;
  guideline: string;
  readings: number;
  hypoglycemia: { level1: number; level2: number };
  variability?: { sd: number; cv: number; stable: boolean };
  timeInRange: ReturnType<typeof summarizeGlucose>['timeInRange'];
  findings?: Array<{
    index: number;
    value: number;
    unit: string;
    mgDl: number;
    mmolL: number;
    context: string;
    status: GlucoseCategory;
    timestamp?: string;
  }>;
}

export interface BloodPressureAnalysis {
  average: { systolic: number; diastolic: number };
  status: BloodPressureCategory | 'low';
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
    status: BloodPressureCategory;
    timestamp?: string;
  }>;
}

export interface MedicationAnalysis {
  status: 'no-interactions' | Severity;
  priority: Priority;
  interpretation: string;
  report: InteractionReport;
}

export interface HealthDataInput {
  bloodGlucose?: GlucoseReading[];
  bloodPressure?: BloodPressureInput[];
  medications?: Array<{ name: string; dosage?: string; frequency?: string }>;
}

export interface Analysis {
  bloodGlucose?: GlucoseAnalysis;
  bloodPressure?: BloodPressureAnalysis;
  medications?: MedicationAnalysis;
  recommendations: Recommendation[];
  /** Urgent-care messages for dangerous findings; empty when there are none. */
  alerts: Array<{ kind: string; message: string; source: Source }>;
  trustScore: number;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

const analyzeGlucose = (readings: readonly GlucoseReading[], detailed: boolean): GlucoseAnalysis => {
  const series = summarizeGlucose(readings);
  const status = series.worst;
  const parts = [
    `${series.count} reading${series.count === 1 ? '' : 's'}, average ${series.average['mg/dL']} mg/dL (${series.average['mmol/L']} mmol/L).`,
    status === 'normal'
      ? 'All readings are within the expected range for their timing.'
      : `The most concerning reading is ${GLUCOSE_LABELS[status]}.`,
  ];
  const level2 = series.counts['hypoglycemia-level-2'];
  const level1 = series.counts['hypoglycemia-level-1'];
  if (level1 + level2 > 0) parts.push(`${level1 + level2} reading(s) below 70 mg/dL (${level2} below 54).`);
  if (series.count >= 2) {
    parts.push(
      `Share of readings from 70 to 180 mg/dL: ${pct(series.timeInRange.inRange)} (the consensus target for continuous monitoring is more than 70%).`,
    );
    if (series.variability)
      parts.push(
        `Variability (CV) ${series.variability.cv}%: ${series.variability.stable ? 'stable (36% or less)' : 'above the 36% target'}.`,
      );
  }
  if (readings.some((reading) => !reading.context))
    parts.push('Readings without a timing were read as random, not fasting.');
  parts.push(`Thresholds: ${GLUCOSE_GUIDELINE}.`);
  return {
    average: series.average['mg/dL'],
    unit: 'mg/dL',
    averageMmolL: series.average['mmol/L'],
    status,
    priority: GLUCOSE_PRIORITY[status],
    interpretation: parts.join(' '),
    guideline: GLUCOSE_GUIDELINE,
    readings: series.count,
    hypoglycemia: { level1, level2 },
    variability: series.variability,
    timeInRange: series.timeInRange,
    ...(detailed
      ? {
          findings: readings.map((reading, index) => ({
            index,
            value: reading.value,
            unit: reading.unit,
            mgDl: Math.round(toMgDl(reading.value, reading.unit) * 10) / 10,
            mmolL: Math.round(toMmolL(reading.value, reading.unit) * 100) / 100,
            context: reading.context ?? 'random',
            status: classifyGlucose(reading),
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
  const status: BloodPressureAnalysis['status'] =
    series.crisisReadings > 0 ? 'crisis' : series.low ? 'low' : series.category;
  const parts = [
    `${series.count} reading${series.count === 1 ? '' : 's'} on ${series.occasions} day${series.occasions === 1 ? '' : 's'}, average ${series.average.systolic}/${series.average.diastolic} mm Hg: ${BLOOD_PRESSURE_LABELS[series.category]}.`,
  ];
  if (series.crisisReadings > 0)
    parts.push(
      `${series.crisisReadings} reading(s) above 180/120 mm Hg, a hypertensive crisis range on their own.`,
    );
  if (series.low)
    parts.push('The average is below 90/60 mm Hg, which NHLBI describes as low blood pressure.');
  if (series.occasions < 2 || series.count < 2)
    parts.push(
      'The guideline classifies blood pressure on the average of two or more readings on two or more occasions.',
    );
  parts.push(`Categories: ${BLOOD_PRESSURE_GUIDELINE}.`);
  return {
    average: series.average,
    status,
    priority: status === 'low' ? 'medium' : BP_PRIORITY[status],
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
            status: classifyBloodPressure(reading.systolic, reading.diastolic),
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

/** Share of what the rules need that the data gives, 0 to 1. */
const completeness = {
  glucose: (readings: readonly GlucoseReading[]) =>
    Math.min(1, readings.length / 2) *
    (0.5 + 0.5 * (readings.filter((r) => r.context).length / readings.length)),
  bloodPressure: (analysis: BloodPressureAnalysis) =>
    Math.min(1, analysis.readings / 2) * Math.min(1, analysis.occasions / 2),
  medications: (analysis: MedicationAnalysis) =>
    analysis.report.medications.filter((m) => m.match !== 'unrecognized').length /
    Math.max(1, analysis.report.medications.length),
};

export const analyzeHealthData = (
  data: HealthDataInput,
  options: { detailed: boolean; includeRecommendations: boolean },
): Analysis => {
  const bloodGlucose = data.bloodGlucose?.length
    ? analyzeGlucose(data.bloodGlucose, options.detailed)
    : undefined;
  const bloodPressure = data.bloodPressure?.length
    ? analyzeBloodPressure(data.bloodPressure, options.detailed)
    : undefined;
  const medications = data.medications?.length ? analyzeMedications(data.medications) : undefined;

  const recommendations: Recommendation[] = [];
  if (bloodGlucose) {
    const advice = GLUCOSE_ADVICE[bloodGlucose.status];
    recommendations.push({ category: 'blood-glucose', priority: bloodGlucose.priority, ...advice });
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

  const alerts: Analysis['alerts'] = [];
  if (bloodGlucose?.status === 'hypoglycemia-level-2')
    alerts.push({
      kind: 'severe-hypoglycemia',
      message: GLUCOSE_ADVICE['hypoglycemia-level-2'].text,
      source: SOURCES.niddkLow,
    });
  if (bloodPressure?.crisisReadings)
    alerts.push({ kind: 'hypertensive-crisis', message: BP_ADVICE.crisis.text, source: SOURCES.crisis });
  for (const interaction of medications?.report.interactions ?? []) {
    if (interaction.severity === 'contraindicated')
      alerts.push({
        kind: 'contraindicated-combination',
        message: `${interaction.medications.join(' and ')} should not be taken together: ${interaction.effect} Contact the prescriber or a pharmacist before the next dose.`,
        source: interaction.source,
      });
  }

  // Rule confidence: the thresholds are exact; glucose read without its timing is less certain.
  const parts = [
    ...(bloodGlucose && data.bloodGlucose ? [0.5 + 0.5 * completeness.glucose(data.bloodGlucose)] : []),
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
    alerts,
    trustScore,
  };
};
