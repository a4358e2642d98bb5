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

export type Settled<T> = { ok: true; value: T } | { ok: false; reason: FailureReason };

/**
 * One model call under its own deadline, as every fan-out makes it: the abort signal goes to the
 * call and also races it, so a provider that ignores its signal still ends on time. A timeout, a
 * reply the caller's `isMalformed` recognises, and any other error are told apart.
 */
export const withinDeadline = async <T>(
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<T>,
  isMalformed: (error: unknown) => boolean = (error) => error instanceof MalformedModelResponseError,
): Promise<Settled<T>> => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const value = await Promise.race([
      call(controller.signal),
      new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      }),
    ]);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, reason: timedOut ? 'timeout' : isMalformed(error) ? 'malformed' : 'error' };
  } finally {
    clearTimeout(timer);
  }
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
    models.map(async (model) => ({
      model: model.name,
      result: await withinDeadline(model.timeoutMs, (signal) => model.answer(request, signal)),
    })),
  );
  const answers: ModelAnswer[] = [];
  const failures: FanOutResult['failures'] = [];
  for (const { model, result } of settled) {
    if (result.ok)
      answers.push({ ...result.value, citations: validCitations(result.value.citations, request.passages) });
    else failures.push({ model, reason: result.reason });
  }
  if (answers.length < quorum) {
    throw new ModelsUnavailableError(
      `Only ${answers.length} of ${models.length} answer models replied; at least ${quorum} are needed`,
      failures,
    );
  }
  return { answers, failures };
};
