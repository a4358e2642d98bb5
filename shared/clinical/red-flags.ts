import { bloodPressureReadings, classifyBloodPressure } from './guidelines.ts';
import { hasCriticalLimits, labTests } from './labs/catalog-table.ts';
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
import { redFlagTables } from './red-flags/tables.ts';
import {
  electrolytesFromText,
  glucoseFromText,
  glucoseReadingsFromText,
  matchesAffirmed,
} from './red-flags/text.ts';

/**
 * Red flags: signs in free text that need emergency or same-day care, found by rules, not by any
 * model, so that an answer that mentions them always leads with urgent-care advice. The rules
 * (red-flags/rules/, audited in docs/triage-rules.md) err towards flagging; a negation suppresses
 * only the findings of its own clause ("no fever, purple rash" keeps the rash).
 */
export type { PersonContext, RedFlag } from './red-flags/engine.ts';

/**
 * Signs of altered consciousness: with a low blood glucose they make it severe (ADA Standards of Care
 * 2025, level 3), and with a critical electrolyte they are the danger its lab table names.
 */
const ALTERED_CONSCIOUSNESS = [
  'confusion',
  'drowsy',
  'hardToWake',
  'unconscious',
  'seizure',
  'collapse',
] as const;
const SPEECH_MUDDLED =
  /\bslurr\w*|\b(?:cannot|can not|can't|cant|could not|couldn't) (?:think|talk|speak) (?:straight|clearly|properly)\b|\bnot making sense\b/;

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

const AHA_CRISIS = {
  title: 'Hypertensive crisis: when you should call 911 for high blood pressure (American Heart Association)',
  url: 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/hypertensive-crisis-when-you-should-call-911-for-high-blood-pressure',
};

/**
 * A hypertensive crisis with symptoms of organ damage is a hypertensive emergency (2017 ACC/AHA
 * guideline; AHA "Hypertensive crisis"): the same id and advice as health data gives, so a reading
 * with chest pain, a severe headache, a change in vision, confusion, weakness or numbness, trouble
 * speaking or shortness of breath is an emergency whether it came as numbers or as words.
 */
export const hypertensiveEmergencyFlag = (systolic: number, diastolic: number): RedFlag => ({
  id: 'hypertensive-emergency',
  label: `Blood pressure ${systolic}/${diastolic} mm Hg with symptoms of organ damage`,
  urgency: 'emergency',
  advice:
    'Call 911 (or your local emergency number) now. Blood pressure above 180/120 mm Hg with a severe headache, chest pain, shortness of breath, back pain, numbness or weakness, a change in vision, confusion or trouble speaking can be a hypertensive emergency: organ damage such as a stroke or heart attack. Do not wait to see if the pressure comes down on its own.',
  source: AHA_CRISIS,
});

/** Findings that are target-organ symptoms with a hypertensive crisis (AHA; 2017 ACC/AHA). */
const TARGET_ORGAN_FINDINGS: readonly Finding[] = [
  'chestPain',
  'severeHeadache',
  'suddenHeadache',
  'visionChange',
  'suddenVisionLoss',
  'confusion',
  'strokeSigns',
  'breathless',
  'severeBreathing',
  'backPain',
  'tearingPain',
  'seizure',
  'drowsy',
  'hardToWake',
  'unconscious',
];
/** Weakness, numbness or a change in sight anywhere, which the findings name only as stroke signs. */
const WEAK_OR_NUMB =
  /\b(?:weak\w*|numb\w*|tingl\w*|pins and needles|paraly[sz]\w*|(?:cannot|could not) (?:move|feel) (?:my|his|her|their|the) \w+|(?:cannot|could not) (?:speak|talk|see)|slurr\w*|blurr\w*|double vision|seeing (?:double|spots|stars)|(?:eyesight|vision|sight) (?:\w+ ){0,3}(?:blurr\w*|gone|going|funny|strange|dim\w*|double|lost|changed|worse))\b/;

/** Whether a text's analysis names a target-organ symptom of a hypertensive crisis. */
export const hasTargetOrganSymptom = (analysis: Analysis): boolean =>
  TARGET_ORGAN_FINDINGS.some((finding) => analysis.findings.has(finding)) ||
  matchesAffirmed(analysis.sentences, WEAK_OR_NUMB);

/**
 * Raised blood pressure in pregnancy (NICE NG133; ACOG Practice Bulletin 222): 140/90 mm Hg or more
 * after 20 weeks can be pre-eclampsia and needs assessment the same day; 160/110 or more is severe
 * hypertension, an emergency. The same ids and advice as triage gives for measured vital signs.
 */
export const pregnancyHypertensionFlag = (
  systolic: number | undefined,
  diastolic: number | undefined,
): RedFlag | undefined => {
  const [sys, dia] = [systolic ?? 0, diastolic ?? 0];
  const severe = sys >= 160 || dia >= 110;
  if (!severe && sys < 140 && dia < 90) return undefined;
  return {
    id: severe ? 'severe-pregnancy-hypertension' : 'pregnancy-hypertension',
    label: `Blood pressure ${systolic ?? '?'}/${diastolic ?? '?'} mm Hg in pregnancy`,
    urgency: severe ? 'emergency' : 'urgent',
    advice: severe
      ? `${CALL_911_TO} or go to your maternity unit now: 160/110 mm Hg or higher in pregnancy is severe hypertension and can be pre-eclampsia.`
      : 'Contact your maternity unit, midwife or obstetrician today: 140/90 mm Hg or higher in pregnancy needs assessment the same day for pre-eclampsia.',
    source: {
      title: 'Hypertension in pregnancy: diagnosis and management, NICE NG133 (2019, updated 2023)',
      url: 'https://www.nice.org.uk/guidance/ng133',
    },
  };
};

/** Weeks of pregnancy written in the text ("32 weeks pregnant", "28/40"), when stated. */
const pregnancyWeeksFromText = (text: string): number | undefined => {
  const match =
    /\b(\d{1,2}) ?(?:weeks?|wks?)(?: and \d (?:days?|d))? (?:pregnant|along|gestation|by dates|of pregnancy)\b/.exec(
      text,
    ) ?? /(?<!\b(?:blood pressure|bp) )\b(\d{1,2})(?:\+\d)?\/40\b/.exec(text);
  return match ? Number(match[1]) : undefined;
};

/** Above this heart rate a minute is very fast: NICE NG51 (adults, 130) and NICE NG143 age bands. */
const fastHeartAbove = (age: number | undefined): number =>
  age === undefined || age >= 16 ? 130 : age < 1 ? 160 : age < 2 ? 150 : age < 5 ? 140 : 130;

/** Heart rates written in the text ("heart rate 180", "pulse is 150", "140 bpm"), beats a minute. */
const heartRatesFromText = (text: string): number[] =>
  [
    ...text.matchAll(
      /\b(?:heart ?rate|hr|pulse(?: rate)?|heart ?beat|heart is (?:going|beating|racing) (?:at )?)\b(?: (?:is|was|of|at|reading|reads|says|around|about|over|up to|going|now|still|like))*:? ?(\d{2,3})\b|\b(\d{2,3}) ?(?:bpm|beats (?:a|per) min\w*)\b/g,
    ),
  ]
    .map((match) => Number(match[1] ?? match[2]))
    .filter((rate) => rate >= 20 && rate <= 300);

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
      /\b(?:spo2|saturations?|oxygen(?: saturation| level| levels| reading)?s?)\b(?: (?:is|are|was|were|of|at|on|now|reading|reads|read|says|said|shows|showed|showing|around|about|only|just|down to|dropped to|dropping to|fell to|went down to))*:? ?(\d{2,3}) ?%?/g,
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
  // 2017 ACC/AHA guideline: above 180 systolic and/or above 120 diastolic is a hypertensive crisis;
  // with symptoms of organ damage it is a hypertensive emergency (call 911), whose advice replaces
  // the crisis's "wait five minutes and measure again".
  const readings = bloodPressureReadings(text);
  for (const { systolic, diastolic } of readings) {
    const flag = hypertensiveCrisisFlag(systolic, diastolic);
    if (flag) {
      flags.push(hasTargetOrganSymptom(analysis) ? hypertensiveEmergencyFlag(systolic, diastolic) : flag);
      break;
    }
  }
  // NICE NG133 and ACOG: 140/90 or more after 20 weeks of pregnancy (or at an unstated stage: erring
  // toward care) needs same-day assessment for pre-eclampsia; 160/110 or more is an emergency.
  const weeks = pregnancyWeeksFromText(text);
  if (analysis.person.pregnant && (weeks === undefined || weeks >= 20)) {
    const worst = readings
      .map(({ systolic, diastolic }) => pregnancyHypertensionFlag(systolic, diastolic))
      .filter((flag) => flag !== undefined)
      .sort((a, b) => (a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1))[0];
    if (worst) flags.push(worst);
  }
  // A fast heart rate written as a number (NICE NG51 high-risk criterion for adults: above 130 a
  // minute; NICE NG143 age bands for children) needs a clinician today; NEWS2 scores it 3, an urgent
  // response. With fainting, chest pain or breathlessness the rules above make it an emergency.
  const rates = heartRatesFromText(text);
  const age = analysis.person.age;
  const heartLimit = fastHeartAbove(age);
  const fastest = rates.length > 0 ? Math.max(...rates) : 0;
  if (fastest > heartLimit && !flags.some((flag) => flag.urgency === 'emergency'))
    flags.push({
      id: 'fast-heart-rate',
      label: `Heart rate ${fastest} a minute`,
      urgency: 'urgent',
      advice: `A heart rate of ${fastest} a minute at rest is too fast and needs a clinician today (call 111 in the UK, or urgent care). ${CALL_911_TO} if there is fainting or nearly fainting, chest pain, shortness of breath or confusion.`,
      source: {
        title:
          'Sepsis: recognition, diagnosis and early management, NICE NG51 (2016, updated 2024); NEWS2, Royal College of Physicians (2017)',
        url: 'https://www.nice.org.uk/guidance/ng51',
      },
    });
  // ADA Standards of Care: below 54 mg/dL (3.0 mmol/L) is level 2, clinically significant hypoglycemia.
  // Round eleven (helper F): a whole number from 20 to 33 written without a unit ("my sugars are
  // high, 22") is read both ways by `glucoseFromText`: 22 mg/dL is a dangerous low and 22 mmol/L
  // (about 396 mg/dL) is very high, so its flag gives advice for both and says to check the meter's
  // unit, never only "take sugar". A low that no unit-less reading explains keeps its own flag.
  const glucoseReadings = glucoseReadingsFromText(text);
  const lows = glucoseFromText(text).filter((mgDl) => mgDl < 54);
  const unitUnclear = (mgDl: number): boolean =>
    glucoseReadings.some((reading) => reading.asMmol !== undefined && reading.mgDl === mgDl) &&
    !glucoseReadings.some((reading) => reading.asMmol === undefined && reading.mgDl === mgDl);
  const low = lows.find((mgDl) => !unitUnclear(mgDl));
  const unclear = lows.find(unitUnclear);
  // Signs that a low is severe (ADA level 3: altered mental or physical status needing help).
  const hypoglycemiaSevere =
    ALTERED_CONSCIOUSNESS.some((finding) => findings.has(finding)) || SPEECH_MUDDLED.test(text);
  if (low !== undefined) {
    const past = glucoseReadings.some((reading) => reading.past && reading.mgDl === low);
    // 2026-11-29 (hostile test): a low with confusion, drowsiness, a seizure or collapse is level 3,
    // an emergency, not the same-day care of level 2.
    const severe = !past && hypoglycemiaSevere;
    flags.push({
      id: 'severe-hypoglycemia',
      label: `Blood glucose about ${Math.round(low)} mg/dL${past ? ' (a value described as past; no current value was given)' : ''}${severe ? ' with confusion, drowsiness, a seizure or collapse' : ''}`,
      urgency: severe ? 'emergency' : 'urgent',
      advice: severe
        ? `${CALL_911} Blood glucose below 54 mg/dL (3.0 mmol/L) with confusion, drowsiness, a seizure or collapse is severe low blood glucose (ADA level 3). Give glucagon if available; give sugar by mouth only if the person is awake and can swallow safely.`
        : 'Below 54 mg/dL (3.0 mmol/L) is clinically significant low blood glucose (ADA level 2). Take 15 grams of fast-acting carbohydrate now and recheck in 15 minutes. If the person is confused, cannot swallow safely, has a seizure or is unconscious, give glucagon if available and call 911.',
      source: {
        title: 'Low blood glucose (NIDDK)',
        url: 'https://www.niddk.nih.gov/health-information/diabetes/overview/preventing-problems/low-blood-glucose-hypoglycemia',
      },
    });
  } else if (unclear !== undefined) {
    const value = Math.round(unclear);
    const past = glucoseReadings.some((reading) => reading.past && reading.mgDl === unclear);
    // Round eleven (helper K): with signs that are dangerous under either unit (confusion, slurring,
    // drowsiness, a seizure, collapse: severe hypoglycemia; vomiting, deep or fast breathing,
    // ketones: a hyperglycemic crisis) the reading is an emergency (ADA Standards of Care 2025; ADA
    // consensus report 2024).
    const dangerSigns =
      !past &&
      (hypoglycemiaSevere ||
        (['vomiting', 'deepBreathing', 'fastBreathing', 'ketones', 'severeBreathing'] as const).some(
          (finding) => findings.has(finding),
        ));
    flags.push({
      id: 'glucose-unit-unclear',
      label: `Blood glucose ${value} with no unit: dangerously low if mg/dL, very high if mmol/L${past ? ' (a value described as past; no current value was given)' : ''}`,
      urgency: dangerSigns ? 'emergency' : 'urgent',
      advice: `Check which unit the meter shows. If the reading is ${value} mg/dL, blood glucose is dangerously low (below 54 mg/dL, ADA level 2): take 15 grams of fast-acting carbohydrate now and recheck in 15 minutes, and if the person is confused, cannot swallow safely, has a seizure or is unconscious, give glucagon if available and call 911. If it is ${value} mmol/L (about ${Math.round(value * 18.0182)} mg/dL), blood glucose is very high: do not take sugar; check ketones if you have type 1 diabetes, drink water, and get advice from your diabetes team or a doctor today. ${CALL_911_TO} for vomiting, belly pain, deep or fast breathing, drowsiness or confusion.`,
      source: {
        title:
          'Glycemic goals, hypoglycemia, and hyperglycemic crises: Standards of Care in Diabetes 2025 (ADA); Hyperglycemic crises in adults with diabetes: a consensus report (ADA, 2024)',
        url: 'https://doi.org/10.2337/dc25-S006',
      },
    });
  }
  flags.push(...criticalElectrolyteFlags(analysis));
  return flags;
};

/** Kost 1990, the source the lab table gives for these critical limits, with its PubMed record. */
const KOST_1990_URL = 'https://pubmed.ncbi.nlm.nih.gov/2296127/';
const ELECTROLYTE_LOINC = { potassium: '2823-3', sodium: '2951-2', calcium: '17861-6' } as const;
/** With a critical electrolyte, these are the danger the lab table names (heart rhythm, seizures, coma). */
const ELECTROLYTE_DANGER_SIGNS: readonly Finding[] = [
  ...ALTERED_CONSCIOUSNESS,
  'palpitations',
  'veryFastHeart',
  'chestPain',
  'severeBreathing',
];
/**
 * Round ten (helper H): the danger of each electrolyte in the body's own words. A critical potassium
 * with muscle weakness (legs that will not hold, too weak to stand) risks paralysis and a dangerous
 * heart rhythm; a critical sodium with vomiting is severe symptomatic hyponatraemia (European clinical
 * practice guideline on hyponatraemia, Spasovski 2014: vomiting, seizures and somnolence are severe
 * symptoms needing emergency treatment).
 */
const ELECTROLYTE_OWN_SIGNS: Readonly<Record<'potassium' | 'sodium' | 'calcium', readonly Finding[]>> = {
  // Round twelve (helper L): a chest or heart that feels funny, or weak muscles, in lay words.
  potassium: [
    'fallingOrCannotWalk',
    'bothLegs',
    'fourLimbsWeak',
    'veryWeakOrFaint',
    'slowHeart40',
    'heartOrMuscleOdd',
  ],
  sodium: ['vomiting', 'fallingOrCannotWalk'],
  calcium: [],
};

/**
 * A potassium, sodium or calcium result told in words ("my potassium was 6.8, the GP rang") beyond
 * the critical limits of the lab table (docs/lab-critical-values.md, `shared/clinical/labs`), the
 * same limits `/labs/interpret` alerts on: a same-day flag, and an emergency with the danger signs
 * the table names. A result told as months or years old ("used to be 125", "6.5 last year") is not.
 */
const criticalElectrolyteFlags = (analysis: Analysis): RedFlag[] => {
  const readings = electrolytesFromText(analysis.text).filter((reading) => !reading.past);
  if (readings.length === 0) return [];
  const flags: RedFlag[] = [];
  const tests = labTests();
  for (const name of ['potassium', 'sodium', 'calcium'] as const) {
    const test = tests.find((candidate) => candidate.loinc === ELECTROLYTE_LOINC[name]);
    const critical = test?.critical;
    if (!test || !critical || !hasCriticalLimits(critical)) continue;
    const worst = readings
      .filter((reading) => reading.test === name)
      .map((reading) => {
        // Calcium is tabled in mg/dL; a result in mmol/L (or a decimal under 6 without a unit) converts.
        const mmol =
          name === 'calcium' &&
          (reading.unit === 'mmol/l' ||
            (reading.unit === undefined && reading.value < 6 && !Number.isInteger(reading.value)));
        const meq = name === 'calcium' && reading.unit === 'meq/l';
        if (name === 'calcium' && reading.unit === undefined && reading.value < 6 && !mmol) return undefined;
        const value = mmol
          ? (reading.value * (test.molarMass ?? 40.078)) / 10
          : meq
            ? (reading.value * (test.molarMass ?? 40.078)) / 20
            : reading.value;
        const [least, most] = test.plausible ?? [0, Number.POSITIVE_INFINITY];
        if (value < least || value > most) return undefined;
        const low =
          critical.low !== undefined && (critical.inclusive ? value <= critical.low : value < critical.low);
        const high =
          critical.high !== undefined &&
          (critical.inclusive ? value >= critical.high : value > critical.high);
        return low || high ? { reading, low } : undefined;
      })
      .find((found) => found !== undefined);
    if (!worst) continue;
    const signs = [...ELECTROLYTE_DANGER_SIGNS, ...ELECTROLYTE_OWN_SIGNS[name]].some((finding) =>
      analysis.findings.has(finding),
    );
    const side = worst.low ? 'low' : 'high';
    const unit = worst.reading.unit ?? (name === 'calcium' && worst.reading.value >= 6 ? 'mg/dL' : 'mmol/L');
    const limit = worst.low ? critical.low : critical.high;
    flags.push({
      id: `critical-${name}`,
      label: `A ${side} ${name} result of ${worst.reading.value} ${unit.replace('mmol/l', 'mmol/L').replace('meq/l', 'mEq/L').replace('mg/dl', 'mg/dL')}`,
      urgency: signs ? 'emergency' : 'urgent',
      advice: signs
        ? `${CALL_911} A ${name} result beyond the critical limit with confusion, drowsiness, a seizure, fainting, palpitations, chest pain, trouble breathing${name === 'potassium' ? ', or muscles too weak to stand' : name === 'sodium' ? ', or vomiting' : ''} needs emergency care: ${critical.danger}.`
        : `A ${name} result beyond the critical limit (${side === 'low' ? 'below' : 'above'} ${limit} ${test.unit}) needs a clinician today, even if you feel well: ${critical.danger}. If your GP or the laboratory has not already told you what to do, contact your GP or 111 now, or go to urgent care. ${CALL_911_TO} for confusion, drowsiness, a seizure, fainting, palpitations, chest pain or trouble breathing.`,
      source: {
        title: `${critical.source} (critical limits of docs/lab-critical-values.md)`,
        url: KOST_1990_URL,
      },
    });
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
  // A heart rate written as a number reads as the words would: a very fast heart, felt as palpitations.
  const rates = heartRatesFromText(analysis.text);
  const age = analysis.person.age;
  const heartLimit = fastHeartAbove(age);
  if (rates.some((rate) => rate > heartLimit)) {
    analysis.findings.add('veryFastHeart');
    analysis.findings.add('palpitations');
  }
  const { rules } = redFlagTables();
  const flags = [
    ...evaluate(rules, analysis).map(toRedFlag),
    ...settledFlags(rules, analysis),
    ...numericFlags(analysis),
  ];
  // A fast heart rate's same-day advice adds nothing to an emergency it is part of, and the
  // palpitations rule adds nothing to a heart rate read as a number (the same advice, same day).
  const emergency = flags.some((flag) => flag.urgency === 'emergency');
  const rateRead = flags.some((flag) => flag.id === 'fast-heart-rate');
  // A reading whose unit is unclear (22 could be a low in mg/dL) gets advice for both; the high-sugar
  // rule's advice assumes mmol/L, so it gives way (same level).
  const unitUnclear = flags.some((flag) => flag.id === 'glucose-unit-unclear');
  return flags
    .filter((flag) => !(emergency && flag.id === 'fast-heart-rate'))
    .filter((flag) => !(rateRead && flag.id === 'fast-irregular-heartbeat'))
    .filter((flag) => !(unitUnclear && flag.id === 'persistent-hyperglycaemia'))
    .sort((a, b) => (a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1));
};

export { urgentCareMessage } from './urgent-care.ts';
