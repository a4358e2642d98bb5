import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { type AnswerModel, MalformedModelResponseError, type ModelRequest } from '../models.ts';
import { citedIds, SYSTEM_PROMPT, userPrompt } from '../prompt.ts';
import { CappedHttpHandler, MAX_REPLY_BYTES } from './reply-cap.ts';

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

/** Amazon Bedrock through the Converse API, the one request shape every Bedrock text model accepts. */
export const bedrockModel = (options: BedrockOptions): AnswerModel => {
  const client = new BedrockRuntimeClient({
    region: options.region,
    maxAttempts: 1,
    // The client defaults to HTTP/2 for its bidirectional streams; Converse is one HTTP/1.1 request,
    // read through a byte cap.
    requestHandler: new CappedHttpHandler(options.maxReplyBytes ?? MAX_REPLY_BYTES, options.name),
    ...(options.endpoint
      ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return {
    name: options.name,
    timeoutMs: options.timeoutMs,
    answer: async (request: ModelRequest, signal: AbortSignal) => {
      const output = await client.send(
        new ConverseCommand({
          modelId: options.modelId,
          system: [{ text: SYSTEM_PROMPT }],
          messages: [{ role: 'user', content: [{ text: userPrompt(request) }] }],
          inferenceConfig: {
            temperature: 0,
            maxTokens: options.maxTokens ?? (request.detailed ? 1200 : 500),
          },
        }),
        { abortSignal: signal },
      );
      const text = (output.output?.message?.content ?? [])
        .map((block) => ('text' in block && typeof block.text === 'string' ? block.text : ''))
        .join('')
        .trim();
      if (!text) throw new MalformedModelResponseError(`${options.name} answered without text`);
      return { model: options.name, answer: text, citations: citedIds(text) };
    },
  };
};
