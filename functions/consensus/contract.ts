import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { timestamp, unitInterval } from '../../shared/http/schemas.ts';
import { leadingWithUrgentCare, screenedTexts, urgentInTexts } from '../../shared/http/urgent-body.ts';
import { Interpretation } from '../../shared/knowledge/interpretation-schema.ts';
import { foldText } from '../../shared/text/fold.ts';

const questionText = (name: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} is text`),
      // Invisible characters and look-alike letters read as every rule reads them: a question of
      // zero-width characters only is empty, like one of white space.
      v.transform(foldText),
      v.trim(),
      v.minLength(1, `${name} is empty`),
      v.maxLength(4_000, `${name} has at most 4000 characters`),
      v.description(
        name === 'question'
          ? 'The health question'
          : 'The question under the name some clients use; same as question',
      ),
    ),
  );

const AskFields = v.pipe(
  v.strictObject({
    question: questionText('question'),
    message: questionText('message'),
    context: v.optional(
      v.pipe(
        v.string('context is text'),
        v.trim(),
        v.maxLength(4_000, 'context has at most 4000 characters'),
        v.description(
          'Background the asker gives (age, conditions, medicines); used as context, never stored in logs',
        ),
      ),
    ),
    detailed: v.optional(
      v.pipe(
        v.boolean('detailed is true or false'),
        v.description('A longer answer resting on more sources'),
      ),
      false,
    ),
    maxSources: v.optional(
      v.pipe(
        v.number('maxSources is a number'),
        v.integer('maxSources is a whole number'),
        v.minValue(1, 'maxSources is at least 1'),
        v.maxValue(20, 'maxSources is at most 20'),
        v.description('Most sources to return (1 to 20)'),
      ),
      5,
    ),
  }),
  v.forward(
    v.partialCheck(
      [['question'], ['message']],
      (input) => input.question !== undefined || input.message !== undefined,
      'Give the question as question (or as message)',
    ),
    ['question'],
  ),
  v.forward(
    v.partialCheck(
      [['question'], ['message']],
      (input) =>
        input.question === undefined || input.message === undefined || input.question === input.message,
      'question and message differ; send the question once',
    ),
    ['message'],
  ),
  v.transform(({ question, message, ...rest }) => ({ ...rest, question: (question ?? message) as string })),
);

/**
 * The red flags in the question and context of a body that may be invalid ("maxSources": "3" beside
 * a stroke described): its 400 leads with the urgent-care message, as the answer would.
 */
const urgentInRawBody = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = body as { question?: unknown; message?: unknown; context?: unknown };
  // Screened past the 4,000-character limit, up to SCREENED_TEXT_LIMIT in all (hostile test S9).
  return urgentInTexts(screenedTexts([raw.question, raw.message, raw.context]));
};

const AskBody = leadingWithUrgentCare(AskFields, urgentInRawBody);

const Breakdown = v.object({
  consensus: unitInterval(
    'How far the models agree with the chosen answer (claims and cited sources); with basis "rules", how far they back the safety rules that lead the answer',
  ),
  sourceReliability: unitInterval('Mean reliability grade of the sources behind the answer'),
  clinicalValidation: unitInterval('1 minus the penalties of the clinical rules the answer broke'),
  basis: v.pipe(
    v.picklist(['consensus', 'rules']),
    v.description(
      '"rules" when a safety rule (red flag, reading category, drug interaction) decided the lead of the answer; "consensus" when the panel did',
    ),
  ),
});

const SafetyRoute = v.object({
  kind: v.pipe(
    v.picklist(['red-flag', 'reading', 'interaction']),
    v.description('Which safety route: urgent-care advice, a guideline category, or the interaction checker'),
  ),
  id: v.pipe(
    v.string(),
    v.description(
      'The rule, e.g. chest-pain, blood-pressure:stage-2, hba1c:prediabetes, interaction:ethanol+metronidazole',
    ),
  ),
});

const ModelLeftOut = v.object({
  model: v.string(),
  reason: v.pipe(v.picklist(['timeout', 'error', 'malformed']), v.description('Why the model was left out')),
});

export const Answer = v.object({
  id: v.pipe(v.string(), v.description('Identifier of the answer; the responseId of /api/v1/trust-score')),
  answer: v.pipe(
    v.string(),
    v.description(
      "The answer, with [n] referring to sources[n-1]; led by urgent-care advice when the question or context shows red flags, then by the guideline category of any reading and the interaction checker's findings for medicines named together, and always ending with the informational-use disclaimer",
    ),
  ),
  trustScore: unitInterval(
    'The calibrated probability that the answer is good, from the breakdown and what retrieval saw (see the README); rule-led answers: consensus^0.5 × sourceReliability^0.3 × clinicalValidation^0.2',
  ),
  breakdown: Breakdown,
  sources: v.array(v.object({ title: v.string(), url: v.string(), snippet: v.string() })),
  models: v.pipe(v.array(v.string()), v.description('Models that answered in time')),
  modelsLeftOut: v.array(ModelLeftOut),
  consensusReached: v.pipe(
    v.boolean(),
    v.description(
      'False when the models disagreed or found no support, and the answer advises a professional instead',
    ),
  ),
  redFlags: v.pipe(
    v.array(v.object({ id: v.string(), label: v.string(), urgency: v.picklist(['emergency', 'urgent']) })),
    v.description('Emergency or urgent signs found in the question or its context'),
  ),
  safety: v.pipe(
    v.array(SafetyRoute),
    v.description(
      'The safety rules that decided the lead of the answer, in the order the answer states them (empty when the panel did)',
    ),
  ),
  abstained: v.pipe(
    v.boolean(),
    v.description(
      'True when the panel agreed but the trust score was below the abstention threshold, so no answer was given',
    ),
  ),
  interpretation: Interpretation,
  timestamp,
});

const TrustScoreParams = v.object({
  responseId: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description('The id of an answer')),
});

export const TrustScoreRecord = v.object({
  responseId: v.string(),
  score: unitInterval("Equal to the answer's trustScore"),
  breakdown: Breakdown,
  models: v.pipe(v.array(v.string()), v.description('Models that took part')),
  modelsLeftOut: v.array(ModelLeftOut),
  unsupportedModels: v.pipe(
    v.array(v.string()),
    v.description('Models whose answer cited none of the retrieved sources (not used)'),
  ),
  consensusReached: v.boolean(),
  timestamp,
  expiresAt: v.pipe(
    timestamp,
    v.description('When the answer and this record are deleted (retention period)'),
  ),
});

const exampleBreakdown = {
  consensus: 0.72,
  sourceReliability: 0.95,
  clinicalValidation: 1,
  basis: 'consensus' as const,
};

export const ask = defineOperation({
  operationId: 'ask',
  method: 'POST',
  path: '/api/v1/ask',
  tag: 'Consensus',
  summary: 'Ask a health question',
  description:
    'Every configured model answers from the same retrieved knowledge passages, in parallel; the answer the panel agrees on is returned with its sources and a trust score. When the models disagree the answer says so and advises a professional. Informational only, not a diagnosis.',
  public: false,
  status: 200,
  body: AskBody,
  response: Answer,
  errors: ['MODELS_UNAVAILABLE'],
  examples: {
    request: { question: 'How is high blood pressure treated?', maxSources: 3 },
    response: {
      id: 'ans_4fQ9cV2mLx8RtB7nKp3W',
      answer:
        'Lifestyle steps (less sodium, the DASH eating plan, regular activity, limiting alcohol, a healthy weight) lower blood pressure, and medicines are added when needed [1].\n\nThis is general health information, not a diagnosis or medical advice. Talk to a doctor or other qualified health professional about your own situation.',
      trustScore: 0.62,
      breakdown: exampleBreakdown,
      sources: [
        {
          title: 'High blood pressure (hypertension)',
          url: 'https://www.nhlbi.nih.gov/health/high-blood-pressure',
          snippet:
            'Blood pressure that stays at or above 130/80 mm Hg is hypertension under the 2017 ACC/AHA guideline.',
        },
      ],
      models: ['embedded:lexical', 'embedded:focus', 'embedded:guidelines'],
      modelsLeftOut: [],
      consensusReached: true,
      redFlags: [],
      safety: [],
      abstained: false,
      interpretation: {
        focus: 'High blood pressure',
        type: 'treatment',
        subQuestions: ['How is high blood pressure treated?'],
      },
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});

export const getTrustScore = defineOperation({
  operationId: 'getTrustScore',
  method: 'GET',
  path: '/api/v1/trust-score/{responseId}',
  tag: 'Consensus',
  summary: 'Trust score record of an earlier answer',
  description:
    "How an answer's trust score came about: its parts and the models that took part. Only the organization that asked can read it; records are deleted after the retention period.",
  public: false,
  status: 200,
  params: TrustScoreParams,
  response: TrustScoreRecord,
  errors: ['NOT_FOUND'],
  examples: {
    response: {
      responseId: 'ans_4fQ9cV2mLx8RtB7nKp3W',
      score: 0.62,
      breakdown: exampleBreakdown,
      models: ['embedded:lexical', 'embedded:focus', 'embedded:guidelines'],
      modelsLeftOut: [],
      unsupportedModels: [],
      consensusReached: true,
      timestamp: '2026-11-22T10:00:00.000Z',
      expiresAt: '2027-02-20T10:00:00.000Z',
    },
  },
});

export const operations = [ask, getTrustScore];
