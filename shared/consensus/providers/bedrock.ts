import type { AnswerModel, ModelRequest } from '../models.ts';
import { citedIds, SYSTEM_PROMPT, userPrompt } from '../prompt.ts';
import { bedrockChat } from './chat.ts';

export interface BedrockOptions {
  /** Name shown in trust records, e.g. "bedrock:anthropic.claude-3-5-haiku". */
  name: string;
  /** Any Bedrock model id or inference profile that supports the Converse API. */
  modelId: string;
  region: string;
  timeoutMs: number;
  /** Overrides the Bedrock runtime endpoint (tests, VPC endpoints). */
  endpoint?: string;
  maxTokens?: number;
  /** The most bytes a reply may have (default MAX_REPLY_BYTES); more is malformed. */
  maxReplyBytes?: number;
}

/** Amazon Bedrock through the Converse API, as a panel member. */
export const bedrockModel = (options: BedrockOptions): AnswerModel => {
  const chat = bedrockChat(options);
  return {
    name: options.name,
    timeoutMs: options.timeoutMs,
    answer: async (request: ModelRequest, signal: AbortSignal) => {
      const text = await chat(SYSTEM_PROMPT, [{ text: userPrompt(request) }], {
        signal,
        maxTokens: options.maxTokens ?? (request.detailed ? 1200 : 500),
      });
      return { model: options.name, answer: text, citations: citedIds(text) };
    },
  };
};
