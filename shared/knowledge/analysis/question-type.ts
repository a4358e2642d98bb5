/**
 * What a question asks about, in MedQuAD's question types. Rules read the raw question (question
 * words included) and are tried in order, the most specific first; "information" is the default
 * and means no preference.
 */
export const QUESTION_TYPES = [
  'information',
  'symptoms',
  'treatment',
  'causes',
  'exams and tests',
  'prevention',
  'inheritance',
  'genetic changes',
  'frequency',
  'outlook',
  'susceptibility',
  'complications',
  'stages',
  'research',
  'considerations',
  'support groups',
  // What medicine questions ask, beyond MedQuAD's types. Appended, so stored type codes keep their meaning.
  'dosage',
  'side effects',
  'interaction',
  'pregnancy',
  'contraindications',
  'alcohol and food',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const RULES: ReadonlyArray<readonly [QuestionType, RegExp]> = [
  ['research', /\b(research|clinical trials?|studies being done|new (treatments?|studies))\b/],
  ['genetic changes', /\b(genetic changes?|gene mutations?|mutations? in|which genes?|what genes?)\b/],
  [
    'inheritance',
    /\b(inherit\w*|hereditary|runs? in (the |my )?famil\w*|pass(ed)? (it |this )?(on|down)( to)?|genetic(ally)? passed|in the genes)\b/,
  ],
  ['frequency', /\b(how many people|how common|how rare|prevalen\w*|incidence|affected by)\b/],
  [
    'susceptibility',
    /\b(who (gets|is likely|are likely)|at risk|risk factors?|more likely to get|chances? of getting)\b/,
  ],
  ['complications', /\b(complications?|what can happen if|long[- ]term effects?)\b/],
  ['stages', /\bstages?\b/],
  [
    'outlook',
    /\b(outlook|prognos\w*|life expectancy|survival|surviv\w+|how long (will|can|do) (i|you|people) live|recover\w*|go away on its own)\b/,
  ],
  [
    'prevention',
    /\b(prevent\w*|avoid\w*|lower (my|the|your) (risk|chances?)|reduce (my|the|your) (risk|chances?)|protect (myself|yourself|against))\b/,
  ],
  [
    'exams and tests',
    /\b(diagnos\w*|tests?\b|testing|screen\w*|exams?\b|check (for|if)|detect\w*|results? mean|blood work|normal range|levels? mean)\b/,
  ],
  [
    'symptoms',
    /\b(symptoms?|signs?\b|feel like|warning|how do i know if|what does .{1,30} (feel|look) like)\b/,
  ],
  ['causes', /\b(causes?|caused|causing|why (do|does|did|am|is|are)|reason for|triggers?)\b/],
  [
    'treatment',
    /\b(treat\w*|therap\w*|cures?|curable|medications?|medicines?|drugs? for|manag\w+|remed\w*|get rid of|relie\w*|pills? for|surgery)\b/,
  ],
  ['considerations', /\b(what to do|what should i do|living with|cope|coping|diet for|eat\w*)\b/],
  ['support groups', /\b(support groups?|where to find support)\b/],
];

const ASKS_FOR_OVERVIEW =
  /\b(what (is|are)|what's|define|definition of|meaning of|information (about|on)|tell me about|overview of)\b/;

/**
 * The type a question asks for, or undefined when it does not say (a bare list of keywords): only
 * then is there no preference between an overview and a specific passage.
 */
export const askedQuestionType = (question: string): QuestionType | undefined => {
  const text = question.toLowerCase();
  for (const [type, pattern] of RULES) if (pattern.test(text)) return type;
  return ASKS_FOR_OVERVIEW.test(text) ? 'information' : undefined;
};

export const classifyQuestion = (question: string): QuestionType =>
  askedQuestionType(question) ?? 'information';
