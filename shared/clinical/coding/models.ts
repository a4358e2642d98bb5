/**
 * The optional language-model step of coding: the language models of the consensus panel
 * (CONSENSUS_MODELS: Bedrock Converse or OpenAI-compatible; the embedded answerers do not code) are
 * asked for codes with the words that support them, all at once, each under its own timeout. Their
 * codes pass through gateModelSuggestions, so only valid, billable codes supported by a span of the
 * text that asserts them reach a client: raw LLM coding is unreliable (GPT-4 alone matched 34 % of
 * ICD-10-CM codes exactly; Soroush et al., NEJM AI 2024).
 */
import * as v from 'valibot';
import { chatOfSpec, parseModelSpecs } from '../../consensus/config.ts';
import { MalformedModelResponseError, withinDeadline } from '../../consensus/models.ts';
import { type GateResult, gateModelSuggestions, type ModelProposal } from './index.ts';

export interface CodingModel {
  name: string;
  timeoutMs: number;
  /** The model's reply to the coding prompt, as text. */
  complete: (system: string, user: string, signal: AbortSignal) => Promise<string>;
}

const CODING_SYSTEM_PROMPT = `You assign ICD-10-CM diagnosis codes to clinical text.
Code only conditions the text asserts as current for the patient: not negated, past, family or uncertain ones.
Give billable codes only (full length, with the 7th character where the category needs one).
For each code quote the exact words of the text that support it.
Reply with JSON only: {"codes":[{"code":"E11.9","evidence":"type 2 diabetes"}]}`;

const codingUserPrompt = (text: string): string => `Clinical text:\n"""\n${text}\n"""`;

const Reply = v.object({
  codes: v.pipe(
    v.array(
      v.object({
        code: v.pipe(v.string(), v.maxLength(20)),
        evidence: v.optional(v.pipe(v.string(), v.maxLength(2_000))),
      }),
    ),
    v.maxLength(100),
  ),
});

class MalformedCodingReply extends Error {
  override name = 'MalformedCodingReply';
}

/** The codes of a model's reply: the first JSON object in it (models often wrap JSON in prose or fences). */
export const parseCodingReply = (reply: string, model: string): ModelProposal[] => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end < start) throw new MalformedCodingReply(`${model} did not reply with JSON`);
  let json: unknown;
  try {
    json = JSON.parse(reply.slice(start, end + 1));
  } catch {
    throw new MalformedCodingReply(`${model} replied with malformed JSON`);
  }
  const parsed = v.safeParse(Reply, json);
  if (!parsed.success) throw new MalformedCodingReply(`${model} replied without a codes list`);
  return parsed.output.codes.map((c) => ({
    code: c.code,
    ...(c.evidence ? { evidence: c.evidence } : {}),
    model,
  }));
};

/** The panel's language models, as coders; none when the panel is only the embedded answerers. */
export const codingModels = (env: Readonly<Record<string, string | undefined>>): CodingModel[] =>
  parseModelSpecs(env.CONSENSUS_MODELS).flatMap((spec): CodingModel[] => {
    const model = chatOfSpec(spec, env);
    if (!model) return [];
    const { name, timeoutMs, chat } = model;
    // Bedrock replies are capped (a code list is short); the OpenAI-compatible ones keep their default.
    const maxTokens = spec.provider === 'bedrock' ? (model.maxTokens ?? 800) : undefined;
    return [
      {
        name,
        timeoutMs,
        complete: (system, user, signal) => chat(system, [{ text: user }], { signal, maxTokens }),
      },
    ];
  });

export interface ModelReview extends GateResult {
  models: string[];
  failed: Array<{ model: string; reason: 'timeout' | 'error' | 'malformed' }>;
}

/** Asks every coder at once, each under its own timeout, and keeps only what passes the gate. */
export const reviewWithModels = async (
  text: string,
  models: readonly CodingModel[],
): Promise<ModelReview> => {
  const failed: ModelReview['failed'] = [];
  const proposals: ModelProposal[] = [];
  await Promise.all(
    models.map(async (model) => {
      const result = await withinDeadline(
        model.timeoutMs,
        async (signal) =>
          parseCodingReply(
            await model.complete(CODING_SYSTEM_PROMPT, codingUserPrompt(text), signal),
            model.name,
          ),
        (error) => error instanceof MalformedCodingReply || error instanceof MalformedModelResponseError,
      );
      if (result.ok) proposals.push(...result.value);
      else failed.push({ model: model.name, reason: result.reason });
    }),
  );
  // Models answer in any order: the proposals are gated in the panel's order.
  const order = new Map(models.map((m, i) => [m.name, i]));
  proposals.sort((a, b) => (order.get(a.model ?? '') ?? 0) - (order.get(b.model ?? '') ?? 0));
  failed.sort((a, b) => (order.get(a.model) ?? 0) - (order.get(b.model) ?? 0));
  return { models: models.map((m) => m.name), ...gateModelSuggestions(text, proposals), failed };
};
