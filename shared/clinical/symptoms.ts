import type { KnowledgeIndex } from '../knowledge/index/search.ts';
import { NOT_UNDERSTOOD, notEnglish } from '../text/language.ts';
import { analyze, type Expr, type Rule } from './red-flags/engine.ts';
import type { Finding } from './red-flags/findings.ts';
import { CALL_911, CALL_911_TO } from './red-flags/rules/common.ts';
import { redFlagTables } from './red-flags/tables.ts';
import { ageFromText, durationsFromText, matchesAffirmed, normalize } from './red-flags/text.ts';
import {
  detectRedFlags,
  hasTargetOrganSymptom,
  type PersonContext,
  type RedFlag,
  urgentCareMessage,
} from './red-flags.ts';
import { type News2, news2, type QSofa, qsofa, type Vitals } from './triage/scores.ts';
import { matchSelfCare } from './triage/self-care.ts';
import { vitalFindings, vitalFlags } from './triage/vitals.ts';

/**
 * Symptom triage: red-flag rules and early-warning scores decide emergencies and same-day care,
 * never a ranking; self-care only for a recognised self-limiting complaint; the knowledge base then
 * suggests conditions to discuss with a clinician. Levels, most urgent first: emergency,
 * urgent-care, see-a-doctor, self-care. Informational: it does not diagnose.
 */
export const TRIAGE_LEVELS = ['emergency', 'urgent-care', 'see-a-doctor', 'self-care'] as const;
export type TriageLevel = (typeof TRIAGE_LEVELS)[number];

export const DURATION_UNITS = ['minutes', 'hours', 'days', 'weeks', 'months'] as const;

export interface SymptomInput {
  symptoms: string[];
  codes: string[];
  /** Free text as a patient or a clinician would write it. */
  description?: string;
  /** Years; fractions for babies (0.1 is about five weeks). */
  age?: number;
  sex?: 'female' | 'male';
  pregnant?: boolean;
  pregnancyWeeks?: number;
  duration?: { value: number; unit: (typeof DURATION_UNITS)[number] };
  vitals?: Vitals;
}

/** Common ICD-10-CM symptom codes, with a description in the words our rules read. */
const SYMPTOM_CODES: Readonly<Record<string, string>> = {
  'R07.9': 'chest pain',
  'R07.89': 'chest pressure',
  'R07.1': 'chest pain on breathing',
  'R06.02': 'shortness of breath',
  'R06.00': 'difficulty breathing',
  'R06.2': 'wheezing',
  'R06.1': 'stridor',
  'R05.9': 'cough',
  'R50.9': 'fever',
  'R51.9': 'headache',
  R42: 'dizziness',
  R55: 'fainting',
  'R53.83': 'fatigue',
  'R11.2': 'nausea with vomiting',
  'R11.10': 'vomiting',
  'R10.9': 'abdominal pain',
  'R10.31': 'right lower abdominal pain',
  'R10.32': 'left lower abdominal pain',
  'R19.7': 'diarrhea',
  R21: 'rash',
  'R23.3': 'non-blanching rash (petechiae)',
  'R00.2': 'palpitations',
  'R60.0': 'swelling of the legs',
  'R41.0': 'confusion',
  'R40.0': 'drowsiness, hard to wake',
  'R29.810': 'facial droop',
  'R47.01': 'slurred speech',
  'R20.2': 'numbness and tingling',
  'R56.9': 'seizure',
  'R45.851': 'suicidal thoughts',
  'R04.0': 'nosebleed',
  'R04.2': 'coughing up blood',
  'K92.0': 'vomiting blood',
  'K92.1': 'black tarry stool',
  'R31.9': 'blood in urine',
  'R30.0': 'painful urination',
  'R33.9': 'cannot pass urine (urinary retention)',
  'R35.0': 'frequent urination',
  'R63.4': 'weight loss',
  'R63.1': 'excessive thirst',
  'R07.0': 'sore throat',
  'J02.9': 'sore throat',
  J00: 'common cold',
  'M54.50': 'low back pain',
  'N50.819': 'testicle pain',
  'N44.00': 'testicular torsion',
  'H57.10': 'eye pain',
  'H53.9': 'vision change',
  'T78.2XXA': 'anaphylaxis',
  'T65.91XA': 'poisoning',
  'T67.01XA': 'heat stroke',
  R52: 'pain',
  'R68.83': 'chills',
  R61: 'night sweats',
  'R25.1': 'tremor',
  'R26.81': 'unsteady walking',
  'R13.10': 'trouble swallowing',
  // Common self-limiting and same-day diagnoses, in the words the rules and complaints read.
  'J06.9': 'upper respiratory tract infection (cold)',
  'J01.90': 'sinusitis',
  'J02.0': 'sore throat (strep)',
  'J03.90': 'tonsillitis',
  'J30.1': 'hay fever',
  'J30.2': 'hay fever',
  'J11.1': 'flu-like illness',
  'H66.90': 'ear infection (otitis media)',
  'H92.09': 'earache',
  'H61.20': 'earwax',
  'H10.9': 'conjunctivitis',
  'H00.019': 'stye',
  'B00.1': 'cold sore',
  'K12.0': 'mouth ulcer',
  'K21.9': 'acid reflux (heartburn)',
  K30: 'indigestion',
  'K59.00': 'constipation',
  A09: 'gastroenteritis (stomach bug)',
  'K64.9': 'piles (hemorrhoids)',
  'L20.9': 'eczema',
  'L70.0': 'acne',
  L22: 'nappy rash',
  'L50.9': 'hives (urticaria)',
  'L55.0': 'sunburn',
  'L60.0': 'ingrown toenail',
  'B35.1': 'fungal nail infection',
  'B35.3': "athlete's foot (tinea pedis)",
  'B85.0': 'head lice',
  B80: 'threadworms',
  'B07.9': 'wart',
  'B07.0': 'verruca (plantar wart)',
  'A08.4': 'viral gastroenteritis (stomach bug)',
  'A05.9': 'food poisoning',
  'B37.3': 'vaginal thrush',
  'B01.9': 'chickenpox',
  'B08.4': 'hand, foot and mouth disease',
  'T75.3XXA': 'motion sickness',
  'R06.6': 'hiccups',
  'G44.209': 'tension headache',
  'N94.6': 'period pain (dysmenorrhea)',
  'M54.2': 'neck pain',
  'M62.830': 'muscle strain',
  'W57.XXXA': 'insect bite',
  'S93.401A': 'ankle sprain',
  'T14.8XXA': 'minor cut or graze',
  'N39.0': 'urinary tract infection (burning when passing urine)',
  N10: 'kidney infection with loin pain and fever',
  'N20.0': 'kidney stone pain',
  N23: 'renal colic',
  'L03.90': 'cellulitis',
  'L03.119': 'cellulitis',
  'K04.7': 'dental abscess with facial swelling',
  J36: 'quinsy, sore throat with trouble swallowing',
  'M10.9': 'gout',
  'I82.409': 'deep vein thrombosis (DVT)',
  'B02.30': 'shingles near the eye',
  'H16.9': 'painful red eye (keratitis)',
  R17: 'jaundice (yellow skin)',
  'E86.0': 'dehydration',
  'O20.9': 'bleeding in pregnancy',
  'O36.8190': 'reduced fetal movements',
  'R10.0': 'acute abdomen, severe abdominal pain',
  'R40.20': 'unconscious',
  'I21.9': 'heart attack with chest pain',
  'I63.9': 'stroke',
  'I26.99': 'pulmonary embolism: shortness of breath with chest pain on breathing in',
  'A41.9': 'sepsis, very unwell',
  'G03.9': 'meningitis with fever and a stiff neck',
  'E10.10': 'diabetic ketoacidosis',
  'K92.2': 'gi bleeding with black tarry stool',
  'T39.1X1A': 'paracetamol overdose',
  // D70: neutropenia (D70.1 after cancer chemotherapy); with a fever the neutropenic-sepsis rule fires.
  'D70.1': 'neutropenia after chemotherapy',
  'D70.9': 'neutropenia',
};

/**
 * ICD-10-CM families of emergency diagnoses (CDC/NCHS ICD-10-CM tabular list), each with words the
 * rules read. A code in one of these families never triages below emergency, even when the words
 * alone would not fire a rule.
 */
interface CodeFamily {
  pattern: RegExp;
  name: string;
  words: string;
}
const EMERGENCY_CODE_FAMILIES: readonly CodeFamily[] = [
  { pattern: /^I2[12]/, name: 'acute myocardial infarction', words: 'heart attack with chest pain' },
  { pattern: /^I6[0-4]|^G45/, name: 'stroke or transient ischemic attack', words: 'stroke' },
  { pattern: /^A4[01]|^R65\.2|^R65\.1/, name: 'sepsis', words: 'sepsis, very unwell' },
  {
    pattern: /^E(?:0[89]|1[013])\.(?:0|1[01]?$|1[01])/,
    name: 'diabetes with ketoacidosis or hyperosmolarity',
    words: 'diabetic ketoacidosis or hyperosmolar state',
  },
  {
    pattern: /^E(?:0[89]|1[013])\.641/,
    name: 'diabetes with hypoglycemia with coma',
    words: 'diabetes, unconscious',
  },
  // T36–T50: poisoning by drugs; 6th character 1–4 is accidental, self-harm, assault or undetermined
  // (5 is an adverse effect, 6 underdosing). Self-harm (2) also names the suicidal crisis.
  {
    pattern: /^T(?:3[6-9]|4\d|50)\.[0-9A-Z]{2}2/,
    name: 'intentional self-poisoning',
    words: 'intentional overdose of medicine (self-harm)',
  },
  {
    pattern: /^T(?:3[6-9]|4\d|50)(?:\.[0-9A-Z]{0,1}$|\.[0-9A-Z]{2}[134]|$)/,
    name: 'poisoning by a drug or medicine',
    words: 'overdose of medicine',
  },
  // Round eleven (helper F): T63.4 (venom of bees, wasps, hornets, ants, caterpillars and other
  // arthropods) is a sting, not a poisoning; its words are read below and an allergic reaction fires
  // through them. Snakes, scorpions, spiders and marine animals (T63.0–T63.3, T63.5–T63.9) stay here.
  {
    pattern: /^T5[1-9]|^T6[0-24-5]|^T63(?!\.4)/,
    name: 'toxic effect of a substance',
    words: 'poisoning',
  },
  {
    pattern: /^J45\.(?:[2-5]|9[0-9]?)[12]/,
    name: 'asthma with exacerbation or status asthmaticus',
    words: 'severe asthma attack',
  },
  { pattern: /^O00/, name: 'ectopic pregnancy', words: 'ectopic pregnancy with pain' },
  { pattern: /^O20\.0/, name: 'threatened miscarriage', words: 'pregnant with heavy vaginal bleeding' },
  {
    pattern: /^O4[56]|^O67|^O72/,
    name: 'bleeding in pregnancy or after birth',
    words: 'pregnant with heavy vaginal bleeding',
  },
  { pattern: /^R40\.2|^R40\.4/, name: 'coma', words: 'unconscious' },
  { pattern: /^R57|^R65\.21|^T79\.4/, name: 'shock', words: 'shock, collapse, unresponsive' },
  {
    pattern: /^I46|^I71\.[0-3]|^I26/,
    name: 'cardiac arrest, aortic rupture or pulmonary embolism',
    words: 'collapse, unresponsive',
  },
  // 2026-11-29 (hostile test): T14.91 suicide attempt, X71–X83 intentional self-harm, R45.88
  // non-suicidal self-harm; the words fire the suicidal-thoughts rule (988 Lifeline).
  {
    pattern: /^T14\.91|^X(?:7[1-9]|8[0-3])|^R45\.88/,
    name: 'suicide attempt or intentional self-harm',
    words: 'suicide attempt, self-harm',
  },
  { pattern: /^I16\.[19]/, name: 'hypertensive emergency or crisis', words: 'hypertensive crisis' },
];

/**
 * ICD-10-CM codes that name a problem needing care the same day, whose words alone fire no rule (a
 * code carries no reading): each with the guideline that says so.
 */
interface UrgentCodeFamily {
  pattern: RegExp;
  name: string;
  source: { title: string; url: string };
}
const URGENT_CODE_FAMILIES: readonly UrgentCodeFamily[] = [
  {
    pattern: /^I16\.0/,
    name: 'hypertensive urgency (blood pressure 180/120 mm Hg or higher without organ damage)',
    source: {
      title: '2017 ACC/AHA High Blood Pressure Clinical Practice Guideline (Hypertension, 2018)',
      url: 'https://www.ahajournals.org/doi/10.1161/HYP.0000000000000065',
    },
  },
  {
    pattern: /^E16\.[0-2]/,
    name: 'hypoglycemia (low blood sugar)',
    source: {
      title: 'Glycemic goals and hypoglycemia, ADA Standards of Care in Diabetes (2024)',
      url: 'https://diabetesjournals.org/care/article/47/Supplement_1/S111/153951',
    },
  },
  {
    pattern: /^E87\.5/,
    name: 'hyperkalemia (high potassium)',
    source: {
      title:
        'Clinical practice guidelines: treatment of acute hyperkalaemia in adults, UK Kidney Association (2020)',
      url: 'https://ukkidney.org/health-professionals/guidelines/treatment-acute-hyperkalaemia-adults',
    },
  },
];
const urgentCodeFamily = (code: string): UrgentCodeFamily | undefined => {
  const normal = normalizeCode(code);
  return URGENT_CODE_FAMILIES.find((family) => family.pattern.test(normal));
};

/** A code as ICD-10-CM writes it: upper case, with the dot after the third character. */
const normalizeCode = (code: string): string => {
  const bare = code.trim().toUpperCase().replace(/\./g, '');
  return bare.length > 3 ? `${bare.slice(0, 3)}.${bare.slice(3)}` : bare;
};

/** The emergency family of a code, if it is in one. */
const emergencyCodeFamily = (code: string): CodeFamily | undefined => {
  const normal = normalizeCode(code);
  return EMERGENCY_CODE_FAMILIES.find((family) => family.pattern.test(normal));
};

/** T63.4: the toxic effect of the venom of bees, wasps, hornets, ants and other arthropods, a sting. */
const ARTHROPOD_VENOM = /^T63\.4/;

/** Words for a code: the exact code first, then its emergency or same-day family, then an insect sting. */
const codeWords = (code: string): string | undefined =>
  SYMPTOM_CODES[code.toUpperCase()] ??
  SYMPTOM_CODES[normalizeCode(code)] ??
  emergencyCodeFamily(code)?.words ??
  urgentCodeFamily(code)?.name ??
  (ARTHROPOD_VENOM.test(normalizeCode(code)) ? 'insect sting' : undefined);

const HOURS: Record<(typeof DURATION_UNITS)[number], number> = {
  minutes: 1 / 60,
  hours: 1,
  days: 24,
  weeks: 168,
  months: 730,
};

interface SuggestedCondition {
  id: string;
  name: string;
  summary: string;
  source: { title: string; url: string };
  /** The symptoms given that point to it. */
  matchedSymptoms: string[];
}

export interface Triage {
  triage: TriageLevel;
  /** Urgent-care advice when red flags drove the level; otherwise what to do next. */
  advice: string;
  redFlags: RedFlag[];
  reasons: string[];
  conditions: SuggestedCondition[];
  unrecognizedCodes: string[];
  scores?: { news2?: News2 & { applies: boolean }; qsofa?: QSofa };
}

const NEXT_STEP: Record<TriageLevel, string> = {
  emergency: '',
  'urgent-care': '',
  'see-a-doctor':
    'Make an appointment with a doctor or other clinician in the next few days; seek care sooner if symptoms get worse or new warning signs appear.',
  'self-care':
    'These symptoms often get better with rest, fluids and over-the-counter remedies. See a clinician if they last more than 10 days, get worse, or warning signs appear (trouble breathing, chest pain, confusion, a high or lasting fever).',
};

let rulesById: ReadonlyMap<string, Rule> | undefined;
const ruleById = (id: string): Rule | undefined => {
  rulesById ??= new Map(redFlagTables().rules.map((rule) => [rule.id, rule]));
  return rulesById.get(id);
};

/**
 * A complaint that keeps coming back, is getting worse, or does not respond to what a pharmacist
 * would suggest: every NHS self-care page sends this to a GP.
 */
const PERSISTING =
  /\b(?:keeps?|kept) (?:coming back|recurring|happening|returning)\b|\b(?:getting|got) worse\b|\bworse and worse\b|\bnot (?:getting )?(?:better|improving)\b|\bno better\b|\b(?:is not|are not|not) (?:helping|working)\b|\b(?:did not|does not|do not) (?:help|work)\b|\b(?:have|has|had) not (?:helped|worked|done anything|made (?:any|a) difference)\b|\bnot responding to\b|\btried everything\b|(?<!\b(?:better|easier|improving|less|settling) )\b(?:most|every) (?:days|day|night|nights)\b|\b(?:more and more|more often|more frequent\w*)\b|\bkeeps? getting (?:them|it|these|this)\b|\bkeep getting\b|\b(?:third|fourth|fifth|sixth|\d+(?:rd|th)) (?:time|one|episode|attack)\b|\b(?:\d+|two|three|four|five|several) times (?:in|this) (?:the )?(?:(?:last|past) )?(?:\d+ |few |six |twelve )?(?:months?|year)\b|\b(?:has not|have not|is not|not|never|won't|will not|does not) (?:healed|healing|heal(?:ed)?|cleared?(?: up)?|gone (?:away|down))\b|\bstill (?:there|not (?:healed|gone|better))\b|\b(?:tried|used|using|been using|been on|taken|taking)\b.{0,60}\b(?:nothing|no (?:difference|change|improvement|joy|luck))\b(?! (?:else|wrong|new|more|serious|to))|\bnothing (?:has )?(?:worked|helped|works|helps)\b|\b(?:despite|even (?:with|after|though (?:i|we|he|she) (?:have|has|had) (?:used|taken|tried|been using))) (?:(?:using|taking|trying|regular|daily|maximum|max|the|my|his|her|their|otc|over[- ]the[- ]counter|pharmacy|\w+ and) )*(?:otc|over[- ]the[- ]counter|pharmacy|antihistamines?|treatment|creams?|tablets|drops|sprays?|nasal sprays?|medicines?|medication|meds|cetirizine|loratadine|fexofenadine|piriton|clotrimazole|terbinafine|daktarin|canesten|lamisil|mebendazole|ointment|gel|lotion|shampoo)\b|\b(?:used|using|been using|tried|applying|applied|putting on|taking|took)\b(?:(?![.;!?]).){0,60}?\bfor (?:\d+|two|three|four|a couple of|a few) (?:weeks?|days?)\b(?:(?![.;!?]).){0,40}?\b(?<!\b(?:not|no|never) )(?:spreading|spread|worse|bigger|more patches|no different|not (?:working|helping|better|gone|clearing))\b(?! any ?more\b)/;

/**
 * Pain told as severe: NHS self-care pages (back pain, period pain, earache, sprains) send severe
 * pain to a GP, and NHS 111 counts pain as severe when it is always there and so bad that sleeping,
 * moving or thinking is hard. Intensity words only: "the worst cold ever" is not pain.
 */
const SEVERE_PAIN =
  /\b(?:excruciating|unbearable|unbearably|agonising|agonizing|crippling|intolerable|(?:in|with|of) (?:absolute |total )?agony|(?:is|was|it's|its) (?:absolute |pure )?agony|10 ?\/ ?10|ten out of ten)\b|\bworst (?:\w+ )?(?:pain|ache|cramps?) (?:ever|of my life|i have (?:ever )?(?:had|felt))\b|\bsevere (?:\w+ )?(?:pain|\w*ache|cramps?)\b|\b(?:pain|\w*ache|cramps?) (?:is|are|was|were|has been) (?:really |very |so )?severe\b|\bso (?:bad|painful|sore) (?:that )?i (?:cannot|can hardly|can barely|could not|could hardly) (?:sleep|move|walk|stand|work|think|talk|eat|swallow|get out of bed|get up)\b/;

const findingsOf = (expr: Expr): Finding[] =>
  typeof expr === 'string' ? [expr] : ('all' in expr ? expr.all : expr.any).flatMap(findingsOf);

/** Words too common in symptom text to tie a knowledge entry to a complaint. */
const GENERIC = new Set(
  `pain pains painful severe sudden suddenly feel feels feeling since days hours weeks with have having
  left right side lower upper very really mild about after when from that this there been into over
  worse better today yesterday also some much more most than then them they their what which while
  where year years month months week time times like just getting started morning night does doesn
  didn when have been will would could should patient complains denies since small little some
  body area part signs sign symptom symptoms`.split(/\s+/),
);

const meaningfulWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 3 && !GENERIC.has(word));

/**
 * A symptom-list item as a form writes it: an answer after the name ("chest pain: no", "fever -
 * none", "SOB = nil") or "nil" before it ("nil chest pain") is a negation, so it reads "no chest
 * pain"; "chest pain: yes" reads "chest pain". Anything else is left as written.
 */
const LIST_ANSWER =
  /^(.*?\S)\s*(?::|=|\s-|\s–|\?)\s*(no|none|nil|negative|neg|absent|denied|denies|not present|n|yes|y|present|positive|pos)\.?$/i;
const listItem = (item: string): string => {
  const answer = LIST_ANSWER.exec(item.trim());
  if (answer) {
    const [, name = '', said = ''] = answer;
    return /^(?:y|yes|present|positive|pos)$/i.test(said) ? name : `no ${name}`;
  }
  return item.trim().replace(/^nil\s+(?!by mouth\b)/i, 'no ');
};

/**
 * A symptom list also read as one sentence ("red swollen toe, ulcer on foot"). Each item is its own
 * sentence too, so this only adds findings that need two items together (a foot ulcer that is red,
 * a stiff neck with a rash): what one item negates or names as history stays in its own clause.
 */
const listTogether = (symptoms: readonly string[]): string[] | undefined => {
  const kept = symptoms.map((item) => item.trim().replace(/[.;!?]+$/, '')).filter(Boolean);
  return kept.length > 1 ? [kept.join(', ')] : undefined;
};

/**
 * The level for a request, read with the request's age and, when the words name another one ("my
 * baby is 6 weeks old" sent with `age: 55`, a parent's own age), with that one too: the more urgent
 * reading is answered, saying why (erring toward care; hostile test, 2026-11-29).
 */
export const triageSymptoms = (index: KnowledgeIndex, input: SymptomInput): Triage => {
  const result = triageAtAge(index, input);
  const told = ageFromText(normalize([input.description ?? '', ...input.symptoms].join('. ')));
  if (input.age === undefined || told === undefined || !agesDiffer(input.age, told)) return result;
  const other = triageAtAge(index, { ...input, age: told });
  if (TRIAGE_LEVELS.indexOf(other.triage) >= TRIAGE_LEVELS.indexOf(result.triage)) return result;
  return {
    ...other,
    reasons: [
      `The description names an age (${formatAge(told)}) other than the request's (${formatAge(input.age)}); the more urgent reading, at the age the words name, is given.`,
      ...other.reasons,
    ],
  };
};

/** Ages that would place a person differently: a year apart, or any difference under a year of age. */
const agesDiffer = (a: number, b: number): boolean =>
  Math.abs(a - b) >= 1 || (Math.min(a, b) < 1 && Math.abs(a - b) >= 1 / 52);

const formatAge = (years: number): string =>
  years >= 2
    ? `${Math.floor(years)} years`
    : years >= 0.25
      ? `${Math.round(years * 12)} months`
      : `${Math.round(years * 52)} weeks`;

/**
 * The red flags of a text read with its vital signs, as triage reads them, with the analysis and
 * scores they came from: also what a refused body's urgent-care lead reads (functions/diagnostics).
 */
export const flagsWithVitals = (text: string, person: PersonContext, vitals: Vitals) => {
  const analysis = analyze(text, person);
  const age = analysis.person.age;
  const pregnant = analysis.findings.has('pregnant');
  const extra = vitalFindings(vitals, age);
  // RCP: NEWS2 is not validated under 16 or in pregnancy; it is still shown, but does not set the level.
  const scoreNews = news2(vitals);
  const scoreQsofa = qsofa(vitals);
  const newsApplies = (age === undefined || age >= 16) && !pregnant;
  const flags = [
    ...detectRedFlags(text, person, extra),
    ...vitalFlags(vitals, {
      age,
      pregnant,
      targetOrgan: hasTargetOrganSymptom(analysis),
      infection: analysis.findings.has('infection') || extra.includes('fever'),
      chronicLung: analysis.findings.has('chronicLungDisease'),
      news2: newsApplies ? scoreNews : undefined,
      qsofa: scoreQsofa,
    }),
  ];
  return { analysis, extra, flags, scoreNews, scoreQsofa, newsApplies };
};

const triageAtAge = (index: KnowledgeIndex, input: SymptomInput): Triage => {
  const unrecognizedCodes = input.codes.filter((code) => codeWords(code) === undefined);
  const symptoms = input.symptoms.map(listItem);
  const items = [
    ...symptoms,
    ...(input.description ? [input.description] : []),
    ...input.codes.map(codeWords).filter((text) => text !== undefined),
  ];
  const text = [...items, ...(listTogether(symptoms) ?? [])].join('.\n');
  const pregnant = input.pregnant ?? (input.pregnancyWeeks !== undefined ? true : undefined);
  const durationHours = input.duration ? input.duration.value * HOURS[input.duration.unit] : undefined;
  const listedDurationHours = symptoms.flatMap((item) => durationsFromText(normalize(item)));
  const person = { age: input.age, sex: input.sex, pregnant, durationHours, listedDurationHours };
  const { analysis, extra, flags, scoreNews, scoreQsofa, newsApplies } = flagsWithVitals(
    text,
    person,
    input.vitals ?? {},
  );
  const age = analysis.person.age;
  const isPregnant = analysis.findings.has('pregnant');
  const reasons: string[] = [];

  // A code of an emergency diagnosis never triages below emergency, whatever its words fire.
  if (!flags.some((flag) => flag.urgency === 'emergency'))
    for (const code of input.codes) {
      const family = emergencyCodeFamily(code);
      if (!family) continue;
      flags.push({
        id: 'emergency-diagnosis-code',
        label: `ICD-10-CM ${normalizeCode(code)}: ${family.name}`,
        urgency: 'emergency',
        advice: `${CALL_911} The diagnosis code given (${normalizeCode(code)}, ${family.name}) is an emergency.`,
        source: {
          title: 'ICD-10-CM, National Center for Health Statistics (CDC)',
          url: 'https://www.cdc.gov/nchs/icd/icd-10-cm/index.html',
        },
      });
      break;
    }
  // A code of a same-day diagnosis never triages below urgent care.
  if (flags.length === 0)
    for (const code of input.codes) {
      const family = urgentCodeFamily(code);
      if (!family) continue;
      flags.push({
        id: 'urgent-diagnosis-code',
        label: `ICD-10-CM ${normalizeCode(code)}: ${family.name}`,
        urgency: 'urgent',
        advice: `The diagnosis code given (${normalizeCode(code)}, ${family.name}) needs assessment by a clinician today: contact your doctor or an urgent care service now. ${CALL_911_TO} if there is chest pain, fainting, confusion or trouble breathing.`,
        source: family.source,
      });
      break;
    }
  const unique = [...new Map(flags.map((flag) => [flag.id, flag])).values()].sort((a, b) =>
    a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1,
  );

  let triage: TriageLevel = 'self-care';
  if (unique.some((flag) => flag.urgency === 'emergency')) triage = 'emergency';
  else if (unique.length > 0) triage = 'urgent-care';
  for (const flag of unique) reasons.push(`Red flag: ${flag.label}.`);

  const hours = analysis.longestHours;
  const escalate = (reason: string) => {
    if (triage === 'self-care') triage = 'see-a-doctor';
    reasons.push(reason);
  };
  const hasFever = analysis.findings.has('fever') || extra.includes('fever');
  const selfCare = matchSelfCare(text);
  // A long-lasting self-limiting complaint (a wart, hay fever) is judged by its own time limit below.
  const allowedHours = Math.min(...selfCare.complaints.map((complaint) => complaint.maxDays * 24));
  const chronicSelfCare = selfCare.complaints.length > 0 && hours !== undefined && hours < allowedHours;
  if (hours !== undefined && hours >= 14 * 24 && !chronicSelfCare)
    escalate('Symptoms have lasted two weeks or more.');
  if (hasFever && hours !== undefined && hours > 3 * 24) escalate('A fever has lasted more than three days.');
  if (hasFever && age !== undefined && age >= 65) escalate('Fever in an adult aged 65 or older.');
  if (triage === 'self-care' && matchesAffirmed(analysis.sentences, SEVERE_PAIN))
    escalate('Pain described as severe should be assessed by a clinician (NHS).');
  if (triage === 'self-care' && matchesAffirmed(analysis.sentences, PERSISTING))
    escalate('The complaint keeps coming back, is getting worse, or has not responded to treatment.');
  // NICE CG150: a new headache in someone older than 50 needs a clinician's assessment (giant cell arteritis, a mass).
  if (
    age !== undefined &&
    age > 50 &&
    analysis.findings.has('headache') &&
    !/\b(?:usual|normal for me|always|for years|known|my migraines?|same as (?:always|usual|before))\b/.test(
      analysis.text,
    )
  )
    escalate('A new headache in someone older than 50 should be assessed by a clinician (NICE CG150).');
  // Only a complaint of pregnancy itself (morning sickness, with none of its warning signs) stays
  // self-care in pregnancy.
  if (
    isPregnant &&
    triage === 'self-care' &&
    !(selfCare.complaints.length > 0 && selfCare.complaints.every((complaint) => complaint.inPregnancy))
  )
    escalate('During pregnancy, new symptoms are best checked with a midwife or doctor.');
  // NHS Lyme disease (NICE NG95): a circular red rash around a tick bite needs a GP (antibiotics), not
  // self-care; the `spreading-infection` rule leaves it to this, unless it is hot, swollen or oozing.
  if (analysis.findings.has('erythemaMigrans'))
    escalate(
      'A round or ring-shaped rash around a tick bite can be Lyme disease: the NHS advises seeing a GP.',
    );
  // NHS chest pain: chest pain no rule sends to urgent care (in a young child, say) still needs
  // medical advice "to make sure it's nothing serious": never self-care.
  if (triage === 'self-care' && analysis.findings.has('chestPain'))
    escalate('Chest pain should be checked by a doctor, even when it seems minor (NHS).');
  // NHS self-care pages (athlete's foot, corns, chilblains, cold sores, thrush, the common cold) send
  // people with diabetes or a weakened immune system to a GP.
  if (
    triage === 'self-care' &&
    (analysis.findings.has('diabetes') || analysis.findings.has('immunosuppressed'))
  )
    escalate('With diabetes or a weakened immune system, NHS guidance advises seeing a GP for this.');
  const seeGp = selfCare.complaints.filter((complaint) =>
    (complaint.seeGpIf ?? []).some((pattern) => matchesAffirmed(analysis.sentences, pattern)),
  );
  if (triage === 'self-care' && seeGp.length > 0)
    escalate(
      `The NHS page for ${seeGp.map((complaint) => complaint.name).join(', ')} advises seeing a GP when it is like this.`,
    );

  if (triage === 'self-care') {
    const { complaints, unexplained } = selfCare;
    const fitting = complaints.filter(
      (complaint) =>
        (complaint.minAge === undefined || age === undefined || age >= complaint.minAge) &&
        (complaint.maxAge === undefined || age === undefined || age < complaint.maxAge) &&
        (complaint.sex === undefined || analysis.person.sex === complaint.sex) &&
        (hours === undefined || hours < complaint.maxDays * 24),
    );
    if (complaints.length === 0 || unexplained.length > 0)
      escalate(
        complaints.length === 0
          ? 'The symptoms are not a recognised self-limiting complaint, so a clinician should assess them.'
          : `Also described, beyond a self-limiting complaint: ${unexplained.slice(0, 5).join(', ')}.`,
      );
    else if (fitting.length < complaints.length)
      escalate('Self-care fits this complaint only for some ages and for a limited time.');
    else
      reasons.push(
        `Recognised as self-limiting: ${complaints.map((complaint) => `${complaint.name} (${complaint.source.title})`).join('; ')}.`,
      );
  }

  const conditions = suggestConditions(index, items, unique, analysis.findings);
  // A description in a language the rules do not read: say so, with the emergency number.
  const advice = urgentCareMessage(unique) ?? (notEnglish(text) ? NOT_UNDERSTOOD : NEXT_STEP[triage]);
  const scores: Triage['scores'] = {};
  if (scoreNews) scores.news2 = { ...scoreNews, applies: newsApplies };
  if (scoreQsofa) scores.qsofa = scoreQsofa;
  return {
    triage,
    advice,
    redFlags: unique,
    reasons,
    conditions,
    unrecognizedCodes,
    ...(scoreNews || scoreQsofa ? { scores } : {}),
  };
};

/** Red flags' conditions first, then knowledge-base entries that share a symptom's own words. */
const suggestConditions = (
  index: KnowledgeIndex,
  items: readonly string[],
  flags: readonly RedFlag[],
  findings: ReadonlySet<Finding>,
): SuggestedCondition[] => {
  const conditions: SuggestedCondition[] = [];
  const used = new Set<string>();
  const perItem = items.map((item) => ({ item, findings: analyze(item).findings }));
  for (const flag of flags) {
    const rule = ruleById(flag.id);
    if (!rule) continue;
    const needs = new Set(findingsOf(rule.when).filter((finding) => findings.has(finding)));
    const matchedSymptoms = perItem
      .filter(({ findings: own }) => [...own].some((finding) => needs.has(finding)))
      .map(({ item }) => item);
    const page = (rule.knowledge ?? [])
      .map((id) => index.documentById(id))
      .find((document) => document !== undefined && !used.has(document.id));
    const id = page?.id ?? `red-flag-${rule.id}`;
    if (used.has(id)) continue;
    used.add(id);
    conditions.push({
      id,
      name: rule.conditions.join(' or '),
      summary: page?.snippet ?? rule.label,
      source: page ? { title: `${page.title} (${page.source})`, url: page.url } : rule.source,
      matchedSymptoms,
    });
  }
  // Knowledge-base entries only for what the red flags do not already explain.
  const explained = new Set(conditions.flatMap((condition) => condition.matchedSymptoms));
  const rest = items.filter((item) => !explained.has(item));
  const text = rest.join('. ');
  const hits = text.trim() ? index.search(`${text} symptoms`, 30).hits : [];
  for (const { document } of hits) {
    if (conditions.length >= 5) break;
    if (used.has(document.id)) continue;
    // Urgent-care pages come only through a red flag; otherwise conditions and symptom entries.
    if (document.id.startsWith('urgent-')) continue;
    if (!document.id.startsWith('condition-') && document.questionType !== 'symptoms') continue;
    const body = ` ${document.body.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
    const has = (word: string) => body.includes(` ${word} `) || body.includes(` ${word}s `);
    // At least half of a symptom's own words, so that one shared word ("pain") does not suggest glaucoma.
    const matchedSymptoms = rest.filter((item) => {
      const words = [...new Set(meaningfulWords(item))];
      return words.length > 0 && words.filter(has).length * 2 >= words.length;
    });
    if (matchedSymptoms.length === 0) continue;
    used.add(document.id);
    conditions.push({
      id: document.id,
      name: document.title,
      summary: document.snippet,
      source: { title: `${document.title} (${document.source})`, url: document.url },
      matchedSymptoms,
    });
  }
  return conditions;
};
