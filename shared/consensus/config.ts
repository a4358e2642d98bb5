import * as v from 'valibot';
import type { KnowledgeIndex } from '../knowledge/index/search.ts';
import { retentionDays } from '../retention.ts';
import { embeddedModels } from './embedded.ts';
import type { ConsensusPanel } from './engine.ts';
import type { AnswerModel } from './models.ts';
import { bedrockModel } from './providers/bedrock.ts';
import { bedrockChat, type Chat, openAiChat } from './providers/chat.ts';
import { openAiCompatibleModel } from './providers/openai-compatible.ts';

/**
 * The answer panel, from the environment (documented in the README):
 * - CONSENSUS_MODELS: a JSON array of model specs (below); unset means `[{"provider":"embedded"}]`.
 * - CONSENSUS_QUORUM: how many models must answer; unset means a majority of the panel.
 * - ANSWER_RETENTION_DAYS: how long answers and trust records are kept (default 90).
 */
export class ConsensusConfigError extends Error {
  override name = 'ConsensusConfigError';
}

// API Gateway gives up on an integration after 29 s; every model must be done well before.
const timeoutMs = (fallback: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(50), v.maxValue(25_000)), fallback);
const label = v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100)));

const EmbeddedSpec = v.strictObject({ provider: v.literal('embedded'), timeoutMs: timeoutMs(2_000) });

const BedrockSpec = v.strictObject({
  provider: v.literal('bedrock'),
  /** Any Bedrock model id or inference profile id that supports the Converse API. */
  modelId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** Defaults to AWS_REGION. */
  region: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}(-[a-z]+)+-\d$/))),
  name: label,
  timeoutMs: timeoutMs(10_000),
  endpoint: v.optional(v.pipe(v.string(), v.url())),
  maxTokens: v.optional(v.pipe(v.number(), v.integer(), v.minValue(64), v.maxValue(8_192))),
  /** The model accepts images (Converse image blocks): it joins the /diagnostics/imaging panel. */
  vision: v.optional(v.boolean()),
});

const OpenAiSpec = v.strictObject({
  provider: v.literal('openai'),
  /** Base URL of a chat-completions API, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: v.pipe(v.string(), v.url()),
  model: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** Name of the environment variable holding the API key (the key itself never sits in config). */
  apiKeyEnv: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_][A-Z0-9_]*$/))),
  name: label,
  timeoutMs: timeoutMs(10_000),
  /** The model accepts `image_url` content parts: it joins the /diagnostics/imaging panel. */
  vision: v.optional(v.boolean()),
});

const ModelSpecs = v.pipe(
  v.array(v.variant('provider', [EmbeddedSpec, BedrockSpec, OpenAiSpec])),
  v.minLength(1),
  v.maxLength(10),
);
export type ModelSpec = v.InferOutput<typeof ModelSpecs>[number];

export const DEFAULT_MODELS = '[{"provider":"embedded"}]';

const problem = (issues: readonly v.BaseIssue<unknown>[]): string =>
  issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');

/** Parses CONSENSUS_MODELS; throws ConsensusConfigError naming what is wrong. */
export const parseModelSpecs = (text: string | undefined): ModelSpec[] => {
  let json: unknown;
  try {
    json = JSON.parse(text?.trim() ? text : DEFAULT_MODELS);
  } catch {
    throw new ConsensusConfigError('CONSENSUS_MODELS is not valid JSON');
  }
  const parsed = v.safeParse(ModelSpecs, json);
  if (!parsed.success) throw new ConsensusConfigError(`CONSENSUS_MODELS: ${problem(parsed.issues)}`);
  return parsed.output;
};

/** The Bedrock model ids a panel calls, for the IAM grant of the function that calls them. */
export const bedrockModelIds = (specs: readonly ModelSpec[]): string[] =>
  specs.flatMap((spec) => (spec.provider === 'bedrock' ? [spec.modelId] : []));

/** A language model of the panel as a plain chat transport, for the coding step and image readers. */
export interface SpecChat {
  name: string;
  timeoutMs: number;
  maxTokens: number | undefined;
  vision: boolean;
  chat: Chat;
}

/**
 * The chat transport of a language-model spec; none for the embedded answerers or for a Bedrock
 * model without a region (the coding step and the image readers then do without it, where the
 * answer panel refuses to start).
 */
export const chatOfSpec = (
  spec: ModelSpec,
  env: Readonly<Record<string, string | undefined>>,
): SpecChat | undefined => {
  if (spec.provider === 'openai') {
    const name = spec.name ?? `openai:${spec.model}`;
    const apiKey = spec.apiKeyEnv ? env[spec.apiKeyEnv] : undefined;
    return {
      name,
      timeoutMs: spec.timeoutMs,
      maxTokens: undefined,
      vision: spec.vision === true,
      chat: openAiChat({ name, baseUrl: spec.baseUrl, model: spec.model, apiKey }),
    };
  }
  if (spec.provider === 'bedrock') {
    const name = spec.name ?? `bedrock:${spec.modelId}`;
    const region = spec.region ?? env.AWS_REGION;
    if (!region) return undefined;
    return {
      name,
      timeoutMs: spec.timeoutMs,
      maxTokens: spec.maxTokens,
      vision: spec.vision === true,
      chat: bedrockChat({ name, modelId: spec.modelId, region, endpoint: spec.endpoint }),
    };
  }
  return undefined;
};

const buildModels = (
  spec: ModelSpec,
  index: KnowledgeIndex,
  env: Readonly<Record<string, string | undefined>>,
): AnswerModel[] => {
  switch (spec.provider) {
    case 'embedded':
      return embeddedModels(index, spec.timeoutMs);
    case 'bedrock': {
      const region = spec.region ?? env.AWS_REGION;
      if (!region)
        throw new ConsensusConfigError(`Bedrock model ${spec.modelId} needs a region or AWS_REGION`);
      return [
        bedrockModel({
          name: spec.name ?? `bedrock:${spec.modelId}`,
          modelId: spec.modelId,
          region,
          timeoutMs: spec.timeoutMs,
          endpoint: spec.endpoint,
          maxTokens: spec.maxTokens,
        }),
      ];
    }
    case 'openai': {
      const apiKey = spec.apiKeyEnv ? env[spec.apiKeyEnv] : undefined;
      if (spec.apiKeyEnv && !apiKey)
        throw new ConsensusConfigError(`${spec.apiKeyEnv} (the API key of ${spec.model}) is not set`);
      return [
        openAiCompatibleModel({
          name: spec.name ?? `openai:${spec.model}`,
          baseUrl: spec.baseUrl,
          model: spec.model,
          apiKey,
          timeoutMs: spec.timeoutMs,
        }),
      ];
    }
  }
};

/** The panel from the environment: its models, and the quorum (a majority unless configured). */
export const consensusPanel = (
  index: KnowledgeIndex,
  env: Readonly<Record<string, string | undefined>>,
): ConsensusPanel => {
  const models = parseModelSpecs(env.CONSENSUS_MODELS).flatMap((spec) => buildModels(spec, index, env));
  const names = models.map((model) => model.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) throw new ConsensusConfigError(`Two models are named ${duplicate}; give one a "name"`);
  const configured = env.CONSENSUS_QUORUM?.trim();
  const quorum = configured ? Number(configured) : Math.floor(models.length / 2) + 1;
  if (!Number.isInteger(quorum) || quorum < 1 || quorum > models.length) {
    throw new ConsensusConfigError(`CONSENSUS_QUORUM must be a whole number from 1 to ${models.length}`);
  }
  return { models, quorum };
};

export const answerRetentionDays = (env: Readonly<Record<string, string | undefined>>): number =>
  retentionDays(env.ANSWER_RETENTION_DAYS, 'ANSWER_RETENTION_DAYS');
