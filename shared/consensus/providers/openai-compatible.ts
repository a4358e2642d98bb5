import type { AnswerModel, ModelRequest } from '../models.ts';
import { citedIds, SYSTEM_PROMPT, userPrompt } from '../prompt.ts';
import { openAiChat } from './chat.ts';

export interface OpenAiCompatibleOptions {
  /** Name shown in trust records, e.g. "openai:gpt-4o-mini". */
  name: string;
  /** Base URL of the API, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  /** The most bytes a reply may have (default MAX_REPLY_BYTES); more is malformed. */
  maxReplyBytes?: number;
}

/** Any endpoint that speaks OpenAI's chat-completions wire format, as a panel member. */
export const openAiCompatibleModel = (options: OpenAiCompatibleOptions): AnswerModel => {
  const chat = openAiChat(options);
  return {
    name: options.name,
    timeoutMs: options.timeoutMs,
    answer: async (request: ModelRequest, signal: AbortSignal) => {
      const text = await chat(SYSTEM_PROMPT, [{ text: userPrompt(request) }], { signal });
      return { model: options.name, answer: text, citations: citedIds(text) };
    },
  };
};
