import type { BedrockRuntimeClient, ContentBlock } from '@aws-sdk/client-bedrock-runtime';
import { sideBundle } from '../../bundled-tables.ts';
import { BEDROCK_RUNTIME_FILE, BEDROCK_RUNTIME_SOURCE } from '../../data-files.ts';
import { MalformedModelResponseError } from '../models.ts';
import { CappedHttpHandler, MAX_REPLY_BYTES, readCapped } from './reply-cap.ts';

/**
 * One system prompt and one user turn to a language model, its reply as text: the wire work that the
 * answer panel, the coding step and the vision readers share. A reply that is not the provider's
 * shape, or has no text, is a MalformedModelResponseError; every reply is read through a byte cap.
 */
type ChatPart = { text: string } | { image: { format: 'png' | 'jpeg'; bytes: Uint8Array } };

export type Chat = (
  system: string,
  user: readonly ChatPart[],
  options: { signal: AbortSignal; maxTokens?: number },
) => Promise<string>;

export interface OpenAiChatOptions {
  name: string;
  /** Base URL of the API, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  maxReplyBytes?: number;
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** Any endpoint that speaks OpenAI's chat-completions wire format: OpenAI, vLLM, llama.cpp, Ollama. */
export const openAiChat =
  (options: OpenAiChatOptions): Chat =>
  async (system, user, { signal }) => {
    const onlyText = user.every((part) => 'text' in part);
    const content = onlyText
      ? user.map((part) => ('text' in part ? part.text : '')).join('\n')
      : user.map((part) =>
          'text' in part
            ? { type: 'text', text: part.text }
            : {
                type: 'image_url',
                image_url: {
                  url: `data:image/${part.image.format};base64,${Buffer.from(part.image.bytes).toString('base64')}`,
                },
              },
        );
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
          { role: 'system', content: system },
          { role: 'user', content },
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
    const reply = body.choices?.[0]?.message?.content;
    if (typeof reply !== 'string' || reply.trim().length === 0)
      throw new MalformedModelResponseError(`${options.name} answered without message content`);
    return reply.trim();
  };

export interface BedrockChatOptions {
  name: string;
  /** Any Bedrock model id or inference profile that supports the Converse API. */
  modelId: string;
  region: string;
  /** Overrides the Bedrock runtime endpoint (tests, VPC endpoints). */
  endpoint?: string;
  maxReplyBytes?: number;
}

let bedrockRuntime: typeof import('./bedrock-bundle.ts') | undefined;

/** Amazon Bedrock through the Converse API, the one request shape every Bedrock model accepts. */
export const bedrockChat = (options: BedrockChatOptions): Chat => {
  let client: BedrockRuntimeClient | undefined;
  return async (system, user, { signal, maxTokens }) => {
    // Panels are configured at init; the client is made on the first call that reaches a model.
    bedrockRuntime ??= sideBundle(
      BEDROCK_RUNTIME_FILE,
      BEDROCK_RUNTIME_SOURCE,
    ) as typeof import('./bedrock-bundle.ts');
    const { BedrockRuntimeClient, ConverseCommand } = bedrockRuntime;
    client ??= new BedrockRuntimeClient({
      region: options.region,
      maxAttempts: 1,
      // The client defaults to HTTP/2 for its bidirectional streams; Converse is one HTTP/1.1 request,
      // read through a byte cap.
      requestHandler: new CappedHttpHandler(options.maxReplyBytes ?? MAX_REPLY_BYTES, options.name),
      ...(options.endpoint
        ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    const content: ContentBlock[] = user.map((part) =>
      'text' in part
        ? { text: part.text }
        : { image: { format: part.image.format, source: { bytes: part.image.bytes } } },
    );
    const output = await client.send(
      new ConverseCommand({
        modelId: options.modelId,
        system: [{ text: system }],
        messages: [{ role: 'user', content }],
        inferenceConfig: { temperature: 0, ...(maxTokens ? { maxTokens } : {}) },
      }),
      { abortSignal: signal },
    );
    const text = (output.output?.message?.content ?? [])
      .map((block) => ('text' in block && typeof block.text === 'string' ? block.text : ''))
      .join('')
      .trim();
    if (!text) throw new MalformedModelResponseError(`${options.name} answered without text`);
    return text;
  };
};
