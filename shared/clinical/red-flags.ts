import { bloodPressureReadings, classifyBloodPressure } from './guidelines.ts';
import { analyze, evaluate, type PersonContext, type RedFlag, toRedFlag } from './red-flags/engine.ts';
import type { Finding } from './red-flags/findings.ts';
import { RULES } from './red-flags/rules/index.ts';
import { glucoseFromText } from './red-flags/text.ts';

/**
 * Red flags: signs in free text that need emergency or same-day care, found by rules, not by any
 * model, so that an answer that mentions them always leads with urgent-care advice. The rules
 * (red-flags/rules/, audited in docs/triage-rules.md) err towards flagging; a negation suppresses
 * only the findings of its own clause ("no fever, purple rash" keeps the rash).
 */
export type { PersonContext, RedFlag, Urgency } from './red-flags/engine.ts';
export { RULES } from './red-flags/rules/index.ts';

/** The hypertensive-crisis flag for a reading above 180/120 mm Hg (2017 ACC/AHA), else undefined. */
export const hypertensiveCrisisFlag = (systolic: number, diastolic: number): RedFlag | undefined =>
  classifyBloodPressure(systolic, diastolic) === 'crisis'
    ? {
        id: 'hypertensive-crisis',
        label: `Blood pressure ${systolic}/${diastolic} mm Hg`,
        urgency: 'urgent',
        advice:
          'Above 180/120 mm Hg is a hypertensive crisis (2017 ACC/AHA guideline). Wait five minutes and measure again; if it is still that high, contact a health professional right away, and call 911 if there is chest pain, shortness of breath, back pain, numbness, weakness, vision change or difficulty speaking.',
        source: {
          title: 'Hypertensive crisis (American Heart Association)',
          url: 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/hypertensive-crisis-when-you-should-call-911-for-high-blood-pressure',
        },
      }
    : undefined;

const numericFlags = (text: string): RedFlag[] => {
  const flags: RedFlag[] = [];
  // 2017 ACC/AHA guideline: above 180 systolic and/or above 120 diastolic is a hypertensive crisis.
  for (const { systolic, diastolic } of bloodPressureReadings(text)) {
    const flag = hypertensiveCrisisFlag(systolic, diastolic);
    if (flag) {
      flags.push(flag);
      break;
    }
  }
  // ADA Standards of Care: below 54 mg/dL (3.0 mmol/L) is level 2, clinically significant hypoglycemia.
  for (const mgDl of glucoseFromText(text)) {
    if (mgDl < 54) {
      flags.push({
        id: 'severe-hypoglycemia',
        label: `Blood glucose about ${Math.round(mgDl)} mg/dL`,
        urgency: 'urgent',
        advice:
          'Below 54 mg/dL (3.0 mmol/L) is clinically significant low blood glucose (ADA level 2). Take 15 grams of fast-acting carbohydrate now and recheck in 15 minutes. If the person is confused, cannot swallow safely, has a seizure or is unconscious, give glucagon if available and call 911.',
        source: {
          title: 'Low blood glucose (NIDDK)',
          url: 'https://www.niddk.nih.gov/health-information/diabetes/overview/preventing-problems/low-blood-glucose-hypoglycemia',
        },
      });
      break;
    }
  }
  return flags;
};

/**
 * Red flags in a text, emergencies first; empty when there are none. `context` is what is known
 * about the person besides the text (age in years, sex, pregnancy); `extra` adds findings known
 * otherwise, such as a fever from a measured temperature.
 */
export const detectRedFlags = (
  input: string,
  context: PersonContext = {},
  extra: Iterable<Finding> = [],
): RedFlag[] => {
  const analysis = analyze(input, context, extra);
  const flags = [...evaluate(RULES, analysis).map(toRedFlag), ...numericFlags(analysis.text)];
  return flags.sort((a, b) => (a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1));
};

/** The message an answer must lead with when red flags are present. */
export const urgentCareMessage = (flags: readonly RedFlag[]): string | undefined => {
  if (flags.length === 0) return undefined;
  const lead = flags.some((flag) => flag.urgency === 'emergency')
    ? 'This may be an emergency.'
    : 'This needs prompt medical attention.';
  return [lead, ...flags.map((flag) => flag.advice)].join(' ');
};
