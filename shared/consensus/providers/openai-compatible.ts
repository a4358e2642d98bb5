import { type AnswerModel, MalformedModelResponseError, type ModelRequest } from '../models.ts';
import { citedIds, SYSTEM_PROMPT, userPrompt } from '../prompt.ts';
import { MAX_REPLY_BYTES, readCapped } from './reply-cap.ts';

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

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** Any endpoint that speaks OpenAI's chat-completions wire format: OpenAI, vLLM, llama.cpp, Ollama. */
export const openAiCompatibleModel = (options: OpenAiCompatibleOptions): AnswerModel => ({
  name: options.name,
  timeoutMs: options.timeoutMs,
  answer: async (request: ModelRequest, signal: AbortSignal) => {
    const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'Content-Type': 'application/json',
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(request) },
        ],
      }),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`${options.name} answered HTTP ${response.status}`);
    }
    // Read with a byte limit: the reply is never buffered whole past the cap.
    const text = await readCapped(response, options.maxReplyBytes ?? MAX_REPLY_BYTES, options.name);
    let body: ChatCompletion;
    try {
      body = JSON.parse(text) as ChatCompletion;
    } catch {
      throw new MalformedModelResponseError(`${options.name} did not answer JSON`);
    }
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim().length === 0) {
      throw new MalformedModelResponseError(`${options.name} answered without message content`);
    }
    return { model: options.name, answer: content.trim(), citations: citedIds(content) };
  },
});
