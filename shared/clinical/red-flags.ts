import { bloodPressureReadings, classifyBloodPressure } from './guidelines.ts';

/**
 * Red flags: signs in free text that need emergency or same-day care, found by rules, not by any
 * model, so that an answer that mentions them always leads with urgent-care advice. The rules err
 * towards flagging; a negation just before a sign ("no chest pain") suppresses that sign only.
 */
export type Urgency = 'emergency' | 'urgent';

export interface RedFlag {
  id: string;
  label: string;
  urgency: Urgency;
  advice: string;
  source: { title: string; url: string };
}

interface TextRule {
  id: string;
  label: string;
  urgency: Urgency;
  patterns: RegExp[];
  advice: string;
  source: RedFlag['source'];
}

const CALL_911 = 'Call 911 (or your local emergency number) now.';

const TEXT_RULES: readonly TextRule[] = [
  {
    id: 'suicidal-thoughts',
    label: 'Thoughts of suicide or self-harm',
    urgency: 'emergency',
    patterns: [
      /\b(suicid\w*|kill (my ?self|me)|end (my life|it all)|take my (own )?life|want(ed)? to die|(do ?n[o']?t|do not) want to (live|be alive|wake up)|better off dead|no reason to live|self[- ]?harm\w*|hurt(ing)? my ?self|cutting my ?self)\b/,
    ],
    advice:
      'If you are thinking about suicide or about harming yourself, call or text 988 (Suicide and Crisis Lifeline, U.S.) now, or call 911 if you are in immediate danger. You do not have to face this alone.',
    source: {
      title: 'Suicide prevention (NIMH)',
      url: 'https://www.nimh.nih.gov/health/topics/suicide-prevention',
    },
  },
  {
    id: 'chest-pain',
    label: 'Chest pain or pressure',
    urgency: 'emergency',
    patterns: [
      /\b(chest|heart)\b.{0,25}\b(pain\w*|pian|hurt\w*|pressure|tight\w*|squeez\w*|crush\w*|heav\w*|ache|aching|discomfort)\b/,
      /\b(pain\w*|pressure|tightness|squeezing|crushing|discomfort)\b.{0,15}\b(in|on|across) (my |the |his |her )?chest\b/,
      /\bangina\b/,
    ],
    advice: `${CALL_911} Chest pain or pressure lasting more than a few minutes, or with shortness of breath, sweating, nausea, or pain spreading to an arm, the back, neck or jaw, can be a heart attack. Do not drive yourself.`,
    source: { title: 'Heart attack (NHLBI)', url: 'https://www.nhlbi.nih.gov/health/heart-attack' },
  },
  {
    id: 'stroke-signs',
    label: 'Possible stroke signs',
    urgency: 'emergency',
    patterns: [
      /\b(face|facial)\b.{0,15}\b(droop\w*|numb\w*|uneven|lopsided)\b/,
      /\bdroop\w*\b.{0,15}\b(face|mouth|smile)\b/,
      /\b(slurr\w*|garbled) (speech|words|talking)\b/,
      /\b(trouble|difficulty|can ?n?o?t|cannot) (speak\w*|talk\w*|understand\w* speech|find words)\b/,
      /\bsudden(ly)?\b.{0,25}\b(numb\w*|weak\w*|paraly\w*|confus\w*|vision|blind\w*|can ?n?o?t see|dizz\w*|balance)\b/,
      /\b(numb\w*|weak\w*)\b.{0,25}\bone side\b/,
      /\bstroke\b/,
    ],
    advice: `${CALL_911} Sudden face drooping, arm or leg weakness, trouble speaking, trouble seeing or loss of balance can be a stroke (BE FAST). Note when the symptoms started: treatment works only within hours.`,
    source: {
      title: 'Stroke signs and symptoms (CDC)',
      url: 'https://www.cdc.gov/stroke/signs-symptoms/index.html',
    },
  },
  {
    id: 'anaphylaxis',
    label: 'Severe allergic reaction',
    urgency: 'emergency',
    patterns: [
      /\b(throat|tongue|lips?|face|mouth)\b.{0,15}\b(swell\w*|swollen|closing|tight\w*)\b/,
      /\b(swell\w*|swollen)\b.{0,20}\b(throat|tongue|lips?)\b/,
      /\banaphyla\w*\b/,
    ],
    advice: `Use an epinephrine auto-injector if one is available, then ${CALL_911.toLowerCase()} Swelling of the throat, tongue or lips, or trouble breathing after a food, sting or medicine can be anaphylaxis.`,
    source: { title: 'Anaphylaxis (MedlinePlus)', url: 'https://medlineplus.gov/ency/article/000844.htm' },
  },
  {
    id: 'severe-breathing',
    label: 'Severe trouble breathing',
    urgency: 'emergency',
    patterns: [
      /\b(can ?n?o?t|cannot|can't|unable to|struggling to|hard to|trouble|difficulty) (breath\w*|catch (my|his|her) breath)\b/,
      /\b(gasping|choking|blue lips|lips (are |turning )?blue|turning blue)\b/,
    ],
    advice: `${CALL_911} Severe or sudden trouble breathing, gasping, or bluish lips need emergency care.`,
    source: {
      title: 'Breathing problems (MedlinePlus)',
      url: 'https://medlineplus.gov/breathingproblems.html',
    },
  },
  {
    id: 'severe-bleeding',
    label: 'Severe bleeding or bleeding from the gut or lungs',
    urgency: 'emergency',
    patterns: [
      /\b(bleed\w*|blood)\b.{0,15}\b(won'?t|will not|doesn'?t|does not|can'?t|cannot) stop\b/,
      /\b(heavy|severe|spurting|gushing) bleed\w*\b/,
      /\b(vomit\w*|throwing up|puking|cough\w*( up)?) (up )?blood\b/,
      /\b(black|tarry) (tarry )?(stool|poop)s?\b/,
    ],
    advice: `${CALL_911} Press firmly on a wound that will not stop bleeding. Vomiting or coughing up blood, or black tarry stools, also need emergency care.`,
    source: { title: 'Bleeding (MedlinePlus)', url: 'https://medlineplus.gov/ency/article/000045.htm' },
  },
  {
    id: 'overdose-poisoning',
    label: 'Overdose or poisoning',
    urgency: 'emergency',
    patterns: [
      /\b(overdos\w*|took too many|swallowed (poison|bleach|chemicals?|batter\w*)|poison\w*|od'?d)\b/,
    ],
    advice: `${CALL_911} if the person is unconscious, not breathing normally or having a seizure; otherwise call Poison Help at 1-800-222-1222 (U.S.). For a suspected opioid overdose give naloxone if available.`,
    source: { title: 'Poisoning (CDC)', url: 'https://www.cdc.gov/poisoning/about/index.html' },
  },
  {
    id: 'unresponsive-or-seizure',
    label: 'Unresponsive, or a seizure',
    urgency: 'emergency',
    patterns: [
      /\b(unconscious|unresponsive|won'?t wake( up)?|not waking( up)?|passed out|seizur\w*|convuls\w*|fitting)\b/,
    ],
    advice: `${CALL_911} for someone who cannot be woken, or a seizure that lasts more than 5 minutes, repeats, or happens with injury, pregnancy or diabetes. Turn the person on their side; put nothing in their mouth.`,
    source: {
      title: 'First aid for seizures (CDC)',
      url: 'https://www.cdc.gov/epilepsy/first-aid-for-seizures/index.html',
    },
  },
  {
    id: 'thunderclap-headache',
    label: 'Sudden severe headache',
    urgency: 'emergency',
    patterns: [
      /\b(worst headache|thunderclap|sudden(ly)? (severe|excruciating|terrible) headache)\b/,
      /\bstiff neck\b.{0,40}\bfever\b|\bfever\b.{0,40}\bstiff neck\b/,
    ],
    advice: `${CALL_911} A headache that peaks within a minute, or a headache with fever and a stiff neck, can be bleeding in the brain or meningitis.`,
    source: {
      title: 'Headache (NINDS)',
      url: 'https://www.ninds.nih.gov/health-information/disorders/headache',
    },
  },
  {
    id: 'pregnancy-warning',
    label: 'Warning sign during or after pregnancy',
    urgency: 'emergency',
    patterns: [
      /\bpregnan\w*\b.{0,60}\b(bleed\w*|severe headache|vision|seizur\w*|severe (belly|abdominal|stomach) pain|leaking fluid|baby (is )?(not|isn'?t) moving|moving less)\b/,
    ],
    advice: `Get medical care right away; ${CALL_911.toLowerCase()} for heavy bleeding, seizures, chest pain or trouble breathing. Tell them you are or were recently pregnant.`,
    source: {
      title: 'Urgent maternal warning signs (CDC)',
      url: 'https://www.cdc.gov/hearher/maternal-warning-signs/index.html',
    },
  },
  {
    id: 'infant-fever',
    label: 'Fever in a young baby',
    urgency: 'urgent',
    patterns: [
      /\b([1-9]|1[0-2]) ?(-| )?(week|wk)s?[- ]old\b.{0,60}\b(fever|temperature|temp)\b/,
      /\b(newborn|infant|[12] ?(-| )?months?[- ]old)\b.{0,60}\b(fever|temperature|temp)\b/,
      /\b(fever|temperature|temp)\b.{0,60}\b(newborn|[1-9] ?(-| )?(week|wk)s?[- ]old|[12] ?(-| )?months?[- ]old)\b/,
    ],
    advice:
      'A temperature of 100.4 °F (38 °C) or higher in a baby younger than 3 months needs a clinician’s evaluation right away, even if the baby seems well.',
    source: { title: 'Fever (MedlinePlus)', url: 'https://medlineplus.gov/ency/article/003090.htm' },
  },
];

const NEGATION = /\b(no|not|without|denies|deny|never|free of|absence of)\b[^.;,]{0,25}$/;

const normalize = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ');

const matchesUnnegated = (text: string, pattern: RegExp): boolean => {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const match of text.matchAll(global)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0);
    if (!NEGATION.test(before)) return true;
  }
  return false;
};

/** Blood glucose in mg/dL from a number and an optional unit; bare decimals up to 33 read as mmol/L. */
const toMgDl = (value: number, unit: string | undefined): number => {
  if (unit?.startsWith('mmol')) return value * 18.0182;
  if (!unit && value <= 33 && !Number.isInteger(value)) return value * 18.0182;
  return value;
};

const numericFlags = (text: string): RedFlag[] => {
  const flags: RedFlag[] = [];
  // 2017 ACC/AHA guideline: above 180 systolic and/or above 120 diastolic is a hypertensive crisis.
  for (const { systolic, diastolic } of bloodPressureReadings(text)) {
    if (classifyBloodPressure(systolic, diastolic) === 'crisis') {
      flags.push({
        id: 'hypertensive-crisis',
        label: `Blood pressure ${systolic}/${diastolic} mm Hg`,
        urgency: 'urgent',
        advice:
          'Above 180/120 mm Hg is a hypertensive crisis (2017 ACC/AHA guideline). Wait five minutes and measure again; if it is still that high, contact a health professional right away, and call 911 if there is chest pain, shortness of breath, back pain, numbness, weakness, vision change or difficulty speaking.',
        source: {
          title: 'Hypertensive crisis (American Heart Association)',
          url: 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/hypertensive-crisis-when-you-should-call-911-for-high-blood-pressure',
        },
      });
      break;
    }
  }
  // ADA Standards of Care: below 54 mg/dL (3.0 mmol/L) is level 2, clinically significant hypoglycemia.
  for (const match of text.matchAll(
    /\b(?:sugar|glucose|bg|blood sugar reading)\b[^0-9]{0,20}(\d{1,3}(?:\.\d+)?) ?(mg ?\/ ?dl|mmol ?\/ ?l|mmol)?/g,
  )) {
    const mgDl = toMgDl(Number(match[1]), match[2]?.replace(/\s/g, ''));
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

/** Red flags in a text, emergencies first; empty when there are none. */
export const detectRedFlags = (input: string): RedFlag[] => {
  const text = normalize(input);
  const flags: RedFlag[] = [];
  for (const rule of TEXT_RULES) {
    if (rule.patterns.some((pattern) => matchesUnnegated(text, pattern))) {
      const { patterns: _patterns, ...flag } = rule;
      flags.push(flag);
    }
  }
  flags.push(...numericFlags(text));
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
