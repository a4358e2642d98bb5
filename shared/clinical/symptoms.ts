import type { KnowledgeIndex } from '../knowledge/index/search.ts';
import { detectRedFlags, type RedFlag, urgentCareMessage } from './red-flags.ts';

/**
 * Symptom triage: red-flag rules decide emergencies and same-day care, never a ranking; the
 * knowledge base then suggests conditions to discuss with a clinician. Levels, most urgent first:
 * emergency, urgent-care, see-a-doctor, self-care. Informational: it does not diagnose.
 */
export const TRIAGE_LEVELS = ['emergency', 'urgent-care', 'see-a-doctor', 'self-care'] as const;
export type TriageLevel = (typeof TRIAGE_LEVELS)[number];

export interface SymptomInput {
  symptoms: string[];
  codes: string[];
  /** Years; fractions for babies (0.1 is about five weeks). */
  age?: number;
  sex?: 'female' | 'male';
  duration?: { value: number; unit: 'hours' | 'days' | 'weeks' | 'months' };
}

/** Common ICD-10-CM symptom codes, with a description in the words our rules read. */
export const SYMPTOM_CODES: Readonly<Record<string, string>> = {
  'R07.9': 'chest pain',
  'R07.89': 'chest pressure',
  'R07.1': 'chest pain on breathing',
  'R06.02': 'shortness of breath',
  'R06.00': 'difficulty breathing',
  'R06.2': 'wheezing',
  'R05.9': 'cough',
  'R50.9': 'fever',
  'R51.9': 'headache',
  R42: 'dizziness',
  R55: 'fainting',
  'R53.83': 'fatigue',
  'R11.2': 'nausea with vomiting',
  'R11.10': 'vomiting',
  'R10.9': 'abdominal pain',
  'R19.7': 'diarrhea',
  R21: 'rash',
  'R00.2': 'palpitations',
  'R60.0': 'swelling of the legs',
  'R41.0': 'confusion',
  'R29.810': 'facial droop',
  'R47.01': 'slurred speech',
  'R20.2': 'numbness and tingling',
  'R56.9': 'seizure',
  'R45.851': 'suicidal thoughts',
  'R04.0': 'nosebleed',
  'R31.9': 'blood in urine',
  'R30.0': 'painful urination',
  'R35.0': 'frequent urination',
  'R63.4': 'weight loss',
  'R63.1': 'excessive thirst',
  'R07.0': 'sore throat',
  'J02.9': 'sore throat',
  'M54.50': 'low back pain',
  R52: 'pain',
  'R68.83': 'chills',
  R61: 'night sweats',
  'R25.1': 'tremor',
  'R26.81': 'unsteady walking',
  'R13.10': 'trouble swallowing',
};

/** Self-limiting conditions that usually get better with self-care (MedlinePlus topic pages). */
const SELF_CARE = new Set(['condition-common-cold', 'condition-allergic-rhinitis', 'condition-back-pain']);

const FEVER = /\b(fever|feverish|temperature|febrile|chills)\b/i;

const HOURS: Record<NonNullable<SymptomInput['duration']>['unit'], number> = {
  hours: 1,
  days: 24,
  weeks: 168,
  months: 730,
};

export interface SuggestedCondition {
  id: string;
  name: string;
  summary: string;
  source: { title: string; url: string };
  /** The symptoms given that the entry mentions. */
  matchedSymptoms: string[];
}

export interface Triage {
  triage: TriageLevel;
  /** Urgent-care advice when red flags drove the level; otherwise what to do next. */
  advice: string;
  redFlags: Array<Pick<RedFlag, 'id' | 'label' | 'urgency' | 'advice' | 'source'>>;
  reasons: string[];
  conditions: SuggestedCondition[];
  unrecognizedCodes: string[];
}

const NEXT_STEP: Record<TriageLevel, string> = {
  emergency: '',
  'urgent-care': '',
  'see-a-doctor':
    'Make an appointment with a doctor or other clinician in the next few days; seek care sooner if symptoms get worse or new warning signs appear.',
  'self-care':
    'These symptoms often get better with rest, fluids and over-the-counter remedies. See a clinician if they last more than 10 days, get worse, or warning signs appear (trouble breathing, chest pain, confusion, a high or lasting fever).',
};

export const triageSymptoms = (index: KnowledgeIndex, input: SymptomInput): Triage => {
  const unrecognizedCodes = input.codes.filter((code) => !SYMPTOM_CODES[code.toUpperCase()]);
  const described = [
    ...input.symptoms,
    ...input.codes.map((code) => SYMPTOM_CODES[code.toUpperCase()]).filter((text) => text !== undefined),
  ];
  const text = described.join('. ');
  const flags = detectRedFlags(text);
  const reasons: string[] = [];
  const hasFever = FEVER.test(text);
  if (
    hasFever &&
    input.age !== undefined &&
    input.age < 0.25 &&
    !flags.some((flag) => flag.id === 'infant-fever')
  ) {
    flags.push(...detectRedFlags('fever in a 6 week old'));
  }

  let triage: TriageLevel = 'self-care';
  if (flags.some((flag) => flag.urgency === 'emergency')) triage = 'emergency';
  else if (flags.length > 0) triage = 'urgent-care';
  for (const flag of flags) reasons.push(`Red flag: ${flag.label}.`);

  const hours = input.duration ? input.duration.value * HOURS[input.duration.unit] : undefined;
  const escalate = (reason: string) => {
    if (triage === 'self-care') triage = 'see-a-doctor';
    reasons.push(reason);
  };
  if (hours !== undefined && hours >= 14 * 24) escalate('Symptoms have lasted two weeks or more.');
  if (hasFever && hours !== undefined && hours > 3 * 24) escalate('A fever has lasted more than three days.');
  if (hasFever && input.age !== undefined && input.age >= 65) escalate('Fever in an adult aged 65 or older.');

  const hits = text.trim() ? index.search(`${text} symptoms`, 30).hits : [];
  const conditions: SuggestedCondition[] = [];
  for (const { document } of hits) {
    if (conditions.length >= 5) break;
    // Urgent-care pages only when a red flag was found; otherwise conditions and symptom entries.
    const urgentPage = document.id.startsWith('urgent-');
    if (
      urgentPage
        ? flags.length === 0
        : !document.id.startsWith('condition-') && document.questionType !== 'symptoms'
    )
      continue;
    const body = document.body.toLowerCase();
    conditions.push({
      id: document.id,
      name: document.title,
      summary: document.snippet,
      source: { title: `${document.title} (${document.source})`, url: document.url },
      matchedSymptoms: described.filter((symptom) =>
        symptom
          .toLowerCase()
          .split(/[^a-z]+/)
          .some((word) => word.length > 3 && body.includes(word)),
      ),
    });
  }
  const top = conditions[0];
  if (triage === 'self-care' && (!top || !SELF_CARE.has(top.id)))
    escalate(
      top
        ? `The closest match, ${top.name}, is one to discuss with a clinician.`
        : 'The symptoms do not match a self-care condition.',
    );
  if (triage === 'self-care')
    reasons.push(`The closest match, ${top?.name}, usually gets better with self-care.`);

  return {
    triage,
    advice: urgentCareMessage(flags) ?? NEXT_STEP[triage],
    redFlags: flags.map(({ id, label, urgency, advice, source }) => ({ id, label, urgency, advice, source })),
    reasons,
    conditions,
    unrecognizedCodes,
  };
};
