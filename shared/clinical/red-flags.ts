import { bloodPressureReadings, classifyBloodPressure } from './guidelines.ts';
import {
  type Analysis,
  analyze,
  evaluate,
  type PersonContext,
  type RedFlag,
  settledFlags,
  toRedFlag,
} from './red-flags/engine.ts';
import type { Finding } from './red-flags/findings.ts';
import { CALL_911, CALL_911_TO } from './red-flags/rules/common.ts';
import { RULES } from './red-flags/rules/index.ts';
import { glucoseFromText } from './red-flags/text.ts';

/**
 * Red flags: signs in free text that need emergency or same-day care, found by rules, not by any
 * model, so that an answer that mentions them always leads with urgent-care advice. The rules
 * (red-flags/rules/, audited in docs/triage-rules.md) err towards flagging; a negation suppresses
 * only the findings of its own clause ("no fever, purple rash" keeps the rash).
 */
export type { PersonContext, RedFlag } from './red-flags/engine.ts';
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

/**
 * The flag for an oxygen saturation. NHS pulse oximeter guidance (adults without a chronic lung
 * disease, NEWS2 scale 1): 92% or below is an emergency, 93–94% needs urgent advice the same day.
 * Children: NICE NG9 (below 92% is an emergency) and NICE NG143 (95% or below needs a same-day
 * assessment). With COPD or another chronic lung disease a lower target may be normal, so only
 * 91% or below is flagged.
 */
export const oxygenFlag = (
  spo2: number,
  { child = false, chronicLung = false }: { child?: boolean; chronicLung?: boolean } = {},
): RedFlag | undefined => {
  const emergencyAt = child || chronicLung ? 91 : 92;
  if (spo2 <= emergencyAt)
    return {
      id: 'low-oxygen',
      label: `Oxygen saturation ${spo2}%`,
      urgency: 'emergency',
      advice: `${CALL_911_TO} or go to an emergency department now: an oxygen level of ${emergencyAt}% or lower needs emergency assessment, unless a clinician has told you a lower level is normal for you.`,
      source: {
        title:
          'Pulse oximeters (NHS England, 2021); Bronchiolitis in children, NICE NG9 (2015, updated 2021); NEWS2, Royal College of Physicians (2017)',
        url: 'https://www.nhs.uk/conditions/pulse-oximeters/',
      },
    };
  if (!chronicLung && spo2 <= (child ? 95 : 94))
    return {
      id: 'low-oxygen-borderline',
      label: `Oxygen saturation ${spo2}%`,
      urgency: 'urgent',
      advice: `An oxygen level of ${spo2}% is lower than it should be: get an urgent appointment with a clinician today (or call 111 in the UK), and recheck it. ${CALL_911_TO} if it falls to ${emergencyAt}% or lower, or breathing gets harder, the lips turn blue or grey, or there is chest pain or confusion.`,
      source: {
        title: 'Pulse oximeters (NHS England, 2021); Fever in under 5s, NICE NG143 (2019, updated 2021)',
        url: 'https://www.nhs.uk/conditions/pulse-oximeters/',
      },
    };
  return undefined;
};

/** Oxygen saturations written in the text ("sats 92%", "SpO2 of 93", "oxygen level is 91"). */
const spo2FromText = (text: string): number[] =>
  [
    ...text.matchAll(
      /\b(?:spo2|oxygen(?: saturation| level| levels| reading)?s?)\b(?: (?:is|are|was|were|of|at|on|reading|reads|read|says|said|shows|showed|showing|around|about|only|just|down to|dropped to|dropping to|fell to|went down to))*:? ?(\d{2,3}) ?%?/g,
    ),
  ]
    .map((match) => Number(match[1]))
    .filter((value) => value >= 50 && value <= 100);

const numericFlags = (analysis: Analysis): RedFlag[] => {
  const { text, findings } = analysis;
  const flags: RedFlag[] = [];
  const spo2 = spo2FromText(text);
  if (spo2.length > 0) {
    const flag = oxygenFlag(Math.min(...spo2), {
      child: analysis.person.child,
      chronicLung: findings.has('chronicLungDisease'),
    });
    if (flag) flags.push(flag);
  }
  // ADA consensus report (Umpierrez et al., Diabetes Care 2024): 600 mg/dL (33.3 mmol/L) or more is
  // in the range of a hyperglycemic crisis; with signs of DKA or HHS it is an emergency. The id is
  // the one health data uses, so /ask and health data agree.
  const crisis = glucoseFromText(text).filter((mgDl) => mgDl >= 600);
  if (crisis.length > 0) {
    const signs = (
      [
        'vomiting',
        'deepBreathing',
        'fastBreathing',
        'confusion',
        'drowsy',
        'hardToWake',
        'unconscious',
        'ketones',
        'abdominalPain',
        'severeBreathing',
      ] as const
    ).some((finding) => findings.has(finding));
    flags.push({
      id: 'hyperglycemic-crisis',
      label: `Blood glucose about ${Math.round(Math.max(...crisis))} mg/dL`,
      urgency: signs ? 'emergency' : 'urgent',
      advice: signs
        ? `${CALL_911} Blood glucose of 600 mg/dL (33.3 mmol/L) or more with vomiting, belly pain, deep or fast breathing, drowsiness or confusion can be a hyperglycemic crisis (DKA or hyperosmolar state).`
        : `At or above 600 mg/dL (33.3 mmol/L) glucose is in the range of a hyperglycemic crisis (ADA consensus report 2024). Contact the care team or get urgent care now, and check ketones with type 1 diabetes; ${CALL_911_TO.toLowerCase()} for confusion, extreme drowsiness, vomiting or trouble breathing.`,
      source: {
        title: 'Hyperglycemic crises in adults with diabetes: a consensus report, ADA (Diabetes Care, 2024)',
        url: 'https://doi.org/10.2337/dci24-0032',
      },
    });
  }
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
  const flags = [
    ...evaluate(RULES, analysis).map(toRedFlag),
    ...settledFlags(RULES, analysis),
    ...numericFlags(analysis),
  ];
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
