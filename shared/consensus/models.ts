import { ModelsUnavailableError } from '../errors.ts';
import type { QuestionType } from '../knowledge/analysis/question-type.ts';

/**
 * A knowledge passage handed to every model; models cite passages by id. Language models see the
 * id, title and text; the embedded answerers also weigh the entry's metadata.
 */
export interface Passage {
  id: string;
  title: string;
  /** The entry's body without its closing source line. */
  text: string;
  snippet: string;
  url: string;
  source: string;
  /** Reliability of the source, 0 to 1, from its grade. */
  trustScore: number;
  questionType: QuestionType;
  focus?: string;
  topics: readonly string[];
}

export interface ModelRequest {
  question: string;
  context?: string;
  passages: readonly Passage[];
  detailed: boolean;
}

export interface ModelAnswer {
  model: string;
  answer: string;
  /** Ids of the passages the answer cites; only ids that were handed to the model count. */
  citations: string[];
  /** Set by answerers that know they found no evidence; language models say so in words instead. */
  abstained?: boolean;
}

/** One answerer behind the common interface: Bedrock, an OpenAI-compatible endpoint, or embedded. */
export interface AnswerModel {
  name: string;
  timeoutMs: number;
  answer: (request: ModelRequest, signal: AbortSignal) => Promise<ModelAnswer>;
}

export type FailureReason = 'timeout' | 'error' | 'malformed';

export class MalformedModelResponseError extends Error {
  override name = 'MalformedModelResponseError';
}

export interface FanOutResult {
  answers: ModelAnswer[];
  failures: Array<{ model: string; reason: FailureReason }>;
}

const reasonOf = (error: unknown, timedOut: boolean): FailureReason => {
  if (timedOut) return 'timeout';
  return error instanceof MalformedModelResponseError ? 'malformed' : 'error';
};

/** Keeps only the citations of passages that were actually retrieved, in order, once each. */
const validCitations = (cited: readonly string[], passages: readonly Passage[]): string[] => {
  const known = new Set(passages.map((passage) => passage.id));
  return [...new Set(cited.filter((id) => known.has(id)))];
};

/**
 * Asks every model at once, each under its own timeout, so the call takes as long as the slowest
 * model that answers in time, not the sum. Models that fail, time out or reply malformed are left
 * out and named; fewer answers than the quorum is an error.
 */
export const askModels = async (
  models: readonly AnswerModel[],
  request: ModelRequest,
  quorum: number,
): Promise<FanOutResult> => {
  const settled = await Promise.all(
    models.map(async (model) => {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, model.timeoutMs);
      try {
        const answer = await Promise.race([
          model.answer(request, controller.signal),
          new Promise<never>((_, reject) => {
            controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
          }),
        ]);
        return {
          ok: true as const,
          model: model.name,
          answer: { ...answer, citations: validCitations(answer.citations, request.passages) },
        };
      } catch (error) {
        return { ok: false as const, model: model.name, reason: reasonOf(error, timedOut) };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const answers: ModelAnswer[] = [];
  const failures: FanOutResult['failures'] = [];
  for (const result of settled) {
    if (result.ok) answers.push(result.answer);
    else failures.push({ model: result.model, reason: result.reason });
  }
  if (answers.length < quorum) {
    throw new ModelsUnavailableError(
      `Only ${answers.length} of ${models.length} answer models replied; at least ${quorum} are needed`,
      failures,
    );
  }
  return { answers, failures };
};
