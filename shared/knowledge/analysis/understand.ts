import { sentences } from '../../text/sentences.ts';
import { askedQuestionType, type QuestionType } from './question-type.ts';

/**
 * How a consumer message is read before it is searched. People write long messages with a
 * greeting, background ("my father is 80 and…"), one or several questions and a sign-off, often
 * misspelt. The message is cut into sentences; greetings, sign-offs and placeholders are dropped;
 * the sentences that ask something (a question mark, a question word first, or a request such as
 * "I would like information on…") are the sub-questions, each with the type it asks for; the rest
 * is background, which still counts in the search (without synonyms, and not for coordination). The focus (the disease,
 * medicine, test or procedure asked about) is found by the index, which knows the subjects of its
 * documents (see `KnowledgeIndex.search`).
 */

/** What a question asks for: MedQuAD's types and the medicine question types. */
export type AskedType = QuestionType;

interface SubQuestion {
  text: string;
  type?: AskedType;
}

export interface Understanding {
  /** The sentences that ask something, in order; the whole message when none does. */
  subQuestions: SubQuestion[];
  /** Sentences kept as background (neither greeting nor question). */
  background: string[];
  /** The opening words of the message (its first 12 words after any greeting): a subject named there is what it is about. */
  lead: string;
  /** A short first sentence that asks nothing: a subject line ("Night blindness"), searched in full. */
  topic?: string;
  /** The type of the first sub-question that says what it asks for. */
  type?: AskedType;
}

/** Placeholders of anonymised messages and web-form boilerplate carry nothing. */
const PLACEHOLDER = /\[(name|location|date|email|age|contact|phone|url|number|organization)\]/gi;

const GREETING =
  /^(hi|hello|hey|dear|greetings|good (morning|afternoon|evening|day)|thanks?|thank you|many thanks|regards|kind regards|best regards|sincerely|respectfully|cheers|god bless|my name is|i am writing|email\s*:|sent from)\b/i;

/** A greeting or sign-off sentence, short enough that it carries nothing else. */
const isGreeting = (sentence: string): boolean =>
  GREETING.test(sentence) && sentence.split(/\s+/).length <= 12 && !sentence.includes('?');

const QUESTION_START =
  /^(what|what's|whats|how|why|when|where|which|who|whom|whose|is|are|am|was|were|can|could|should|shall|does|do|did|will|would|may|might|has|have|had|any|anything|must)\b/i;

const REQUEST =
  /\b(i (want|need|would like|wish|d like|'d like) to (know|learn|find out|understand|ask)|want to know|would like (to know|information|info|more info|some info|to learn)|looking for|please (send|tell|help|advise|suggest|give|explain|let me know|provide|mail|email)|(need|want|seeking|seek|request(ing)?) (some |more |any )?(info|information|help|advice|advise|guidance|suggestions?)|(info|information|literature|material|materials|articles?|research) (on|about|regarding|for)|wondering|curious (about|if|whether)|help me|can you help|tell me)\b/i;

/** Whether a sentence asks something. */
const asksSomething = (sentence: string): boolean =>
  sentence.includes('?') || QUESTION_START.test(sentence.trim()) || REQUEST.test(sentence);

const MEDICINE_TYPES: ReadonlyArray<readonly [AskedType, RegExp]> = [
  // Whether a medicine is safe in pregnancy: a mention of pregnancy alone ("my pregnant daughter",
  // "why am I not getting pregnant") asks about something else, so the sentence must also speak of
  // taking or using something.
  [
    'pregnancy',
    /^(?=.*\b(take|taking|took|use|using|used|safe|safety|medicines?|medications?|meds|drugs?|pills?|tablets?|capsules?|vaccin\w*|doses?|prescri\w*|creams?|supplements?|antibiotics?|injections?|shots?|inhalers?)\b).*\b(pregnan\w*|breast ?-?feed\w*|breastfeeding|nursing (mother|my baby|a baby)|trying to (conceive|get pregnant)|expecting a baby|while expecting|lactat\w*)\b/is,
  ],
  // Alcohol, food and drink apart from other medicines: the medicine sections keep them apart too.
  [
    'alcohol and food',
    /\b((with|and|on|drink\w*|have|having) (alcohol|a beer|beer|wine|a drink|drinks|liquor)|alcohol (with|and|on|while)|after (drinking|a drink|a few drinks|beer|wine|alcohol)|beer and|wine and|(foods?|diet|greens|vitamin k|salt substitutes?) (with|and|on|while|to avoid)|foods? to avoid|grapefruit)\b/i,
  ],
  [
    'interaction',
    /\b(interact\w*|together|at the same time( as)?|combine\w*|mix\w* \w+ with|safe to take \w+ (and|with)|(take|taking|took|on) \w+ (and|with|while on) \w+)\b/i,
  ],
  [
    'side effects',
    /\b(side[- ]?(effects?|affects?)|adverse (effects?|reactions?)|reactions? to|(make|makes|making|made) (me|you|him|her|my \w+) (feel )?(so |really |very )?(sick|tired|dizzy|sleepy|drowsy|shaky|hungry|moody|nauseous|nauseated|gain weight|race|itch\w*)|weight gain|hair loss|brain zaps|withdrawal|nausea|nauseous|yeast infections?|sleepwalk\w*|bruis\w*|leg (pain|cramps)|muscle (pain|aches?)|drowsy|drowsiness|dry cough|(cause|causes|give|gives) (me |you )?(a )?(cough|diarrhea|headaches?|nausea|constipation|insomnia|dizziness|swelling|muscle pain))\b/i,
  ],
  [
    'contraindications',
    /\b(who (should|must) (not|n't) (take|use)|who can'?t (take|use)|should(n'?t| not) (take|use)|contraindicat\w*|not (be )?(take|taken|use|used) (by|if|with)|when (not|to avoid) (to )?(take|taking|use|using)|reasons? not to (take|use)|safe (for|with) (kidney|liver|heart|people|someone|me)|(kidney|liver) (disease|problems)[^.?]{0,20}(take|use))\b/i,
  ],
  [
    'dosage',
    /\b(dose|doses|dosage|dosing|how (much|many) (\w+ )?(should|can|do) (i|you|he|she) take|how (much|many) (mg|milligrams?|pills|tablets|capsules)|how (long|soon) (does|do|will|until|before|till|for) (it|\w+)( \w+)? (take|start|kick|begin|work)|how long (to|until|till|before) (it |\w+ )?(works?|kicks? in|feel (better|a difference)|starts? working)|take (it |\w+ )?to (start )?work|(best|right|what) time (of day )?to take|(morning|night|bedtime) or (morning|night|bedtime)|with (or without )?food|empty stomach|missed (a |my )?(dose|pill)|forgot (to take|my)|how (do|should) (i|you) take|how to take)\b/i,
  ],
  // Asking what a medicine is for, or comparing two: their overviews, not a treatment for a condition.
  [
    'information',
    /\b((used|prescribed|given|taken) (for|to treat)|what (is|are|'s) (the )?(\w+ ){1,3}(for|used for)\??$|what does \w+ (do|treat)|why would .{1,40} prescribe)\b/i,
  ],
  ['information', /\b(vs\.?|versus|difference between|compared? (to|with)|which is better)\b/i],
];

/**
 * Background that only sounds like a question type: "I was recently diagnosed with…" (or, misspelt,
 * "recently diagnose that…") tells what happened, it does not ask how a diagnosis is made; "she
 * will be taking her first dose on Monday" tells where a treatment stands, it does not ask how
 * much to take.
 */
const STORY =
  /\b(was|were|been|got|just|recently|newly|being|after|since)\s+(\w+\s+)?diagnosed?( with| as| that)?\b|\b(had|have|did|done|do) (a |some |few |many |lots of |a lot of |several )?(tests|testing|blood work)\b|\b(will be|am|is|are|was|were|has been|have been|started|starting|start|began|begins|going to (be )?|due to (be |start )?)\s*(taking|take|getting|get|receiving|receive|given|having|have|on)\s+(the |my |his |her |their |a |an |our )?(first|second|third|next|last|new|initial|final)\s+(dose|doses|course|round|cycle|infusion|injection)s?\b/gi;

/** The type a sentence asks for: a medicine question's own type first, then MedQuAD's. */
export const askedType = (text: string): AskedType | undefined => {
  const asking = text.replace(STORY, ' ');
  for (const [type, pattern] of MEDICINE_TYPES) if (pattern.test(asking)) return type;
  const asked = askedQuestionType(asking);
  if (asked === undefined && ASKS_FOR_HELP.test(text) && !/\binformation\b/i.test(text)) return 'treatment';
  return asked;
};

/** The type of passage to prefer: every asked type now has passages of its own (the medicine sections). */
export const retrievalType = (type: AskedType | undefined): QuestionType | undefined => type;

/** How people ask for treatment without naming it: "what can be done", "anything that helps". */
const ASKS_FOR_HELP =
  /\b(what can (be done|i do|we do|i give|i take)|anything (that )?(can be done|could help|helps?)|(best|right) thing to do|how (can|do) (i|we) (help|get rid|stop|fix|improve)|how to (remove|stop|cure|get rid|go about|overcome|improve)|options|solutions?|overcome|need something for|what (drug|medicine|medication)s? (can|could|would|will|should)|(drug|medicine|medication)s? (that|which) (can|could|would|might) help|(can you|please|could you) help (me|him|her|us)|i need help)\b/i;

/**
 * The type of a message with several sub-questions: the type most of them ask (a treatment
 * request counts once more), ties going to the earliest. One side question ("where is the
 * nearest clinic?") does not outvote the rest.
 */
const messageType = (subQuestions: readonly SubQuestion[]): AskedType | undefined => {
  const votes = new Map<AskedType, number>();
  for (const { text, type } of subQuestions) {
    if (type !== undefined && type !== 'information') votes.set(type, (votes.get(type) ?? 0) + 1);
    if (ASKS_FOR_HELP.test(text)) votes.set('treatment', (votes.get('treatment') ?? 0) + 1);
  }
  let best: AskedType | undefined;
  let most = 0;
  for (const [type, count] of votes)
    if (count > most) {
      best = type;
      most = count;
    }
  return best ?? subQuestions.find((sub) => sub.type !== undefined)?.type;
};

/**
 * A clause that denies thoughts of self-harm ("I'm not having thoughts of ending my life, but…",
 * "not suicidal"): people screen themselves before asking about low mood, and the denied words would
 * otherwise name the subject (end-of-life care, suicide). Only background is cut, never a sentence
 * that asks, and the red-flag engine still reads the whole message with its own negation rules.
 */
const DENIED_SELF_HARM =
  /\b(?:i(?:'m| am) not|i(?: have|'ve| had) (?:not|never|no)|i (?:do not|don't|did not|didn't) (?:have|feel|want|think)|not having|never had|no)\b[^,;]*?\b(?:suicidal|suicide|thoughts?|plans?|intent(?:ion)?s?|urges?)\b[^,;]*?(?:\b(?:self-harm|harm(?:ing)?|hurt(?:ing)?|kill(?:ing)?|end(?:ing)? (?:my|it)|suicid\w*|die|dying)\b[^,;]*?)?(?=,|;|\bbut\b|$)/gi;

const withoutDenials = (sentence: string): string =>
  sentence
    .replace(DENIED_SELF_HARM, ' ')
    .replace(/^[\s,;]*(?:but\b)?[\s,;]*/i, '')
    .replace(/\s+/g, ' ')
    .trim();

const MAX_SENTENCES = 40;
const LEAD_WORDS = 12;

export const understandQuestion = (message: string): Understanding => {
  const cleaned = message.replace(PLACEHOLDER, ' ').replace(/\s+/g, ' ').trim();
  const parts = sentences(cleaned)
    .flatMap((sentence) => sentence.split(/(?<=\?)\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0 && !isGreeting(sentence))
    .slice(0, MAX_SENTENCES);
  const asking = parts.filter(asksSomething);
  const subQuestions = (asking.length > 0 ? asking : parts.length > 0 ? parts : [cleaned])
    .filter((text) => text.length > 0)
    .map((text) => ({ text, type: askedType(text) }));
  const first = parts[0];
  const topic =
    asking.length > 0 && first !== undefined && !asking.includes(first) && first.split(/\s+/).length <= 8
      ? first
      : undefined;
  const told = parts.map((sentence) => (asking.includes(sentence) ? sentence : withoutDenials(sentence)));
  const background = told.filter(
    (sentence, i) => sentence.length > 0 && !asking.includes(parts[i] ?? '') && parts[i] !== topic,
  );
  return {
    subQuestions,
    background: asking.length > 0 ? background : [],
    lead: told.join(' ').split(/\s+/).filter(Boolean).slice(0, LEAD_WORDS).join(' '),
    topic,
    type: messageType(subQuestions),
  };
};
