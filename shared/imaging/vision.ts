import * as v from 'valibot';
import { chatOfSpec, parseModelSpecs } from '../consensus/config.ts';
import { MalformedModelResponseError, withinDeadline } from '../consensus/models.ts';

export interface VisionImage {
  format: 'png' | 'jpeg';
  bytes: Uint8Array;
}

export interface VisionRead {
  model: string;
  findings: string[];
  impression?: string;
}

export interface VisionModel {
  name: string;
  timeoutMs: number;
  read: (image: VisionImage, prompt: string, signal: AbortSignal) => Promise<VisionRead>;
}

const VISION_SYSTEM_PROMPT = [
  'You describe a medical image for a preliminary, informational read; you are not making a diagnosis.',
  'Report only abnormalities you can see in the image, each as a short phrase (e.g. "right-sided pneumothorax").',
  'If you see no abnormality, or cannot assess the image, return an empty findings list and say so in the impression.',
  'Answer with JSON only, exactly: {"findings": ["..."], "impression": "one sentence"}.',
].join(' ');

export const visionPrompt = (study: string, context: string | undefined): string =>
  [
    `Study: ${study}.`,
    context ? `Clinical context given by the requester: ${context}` : '',
    'Describe the findings.',
  ]
    .filter(Boolean)
    .join('\n');

const Reply = v.object({
  findings: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300))), v.maxLength(20)),
  impression: v.optional(v.pipe(v.string(), v.maxLength(1_000))),
});

/** The JSON object in a model's text (models often wrap it in prose or a code fence). */
export const parseVisionReply = (model: string, text: string): VisionRead => {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new MalformedModelResponseError(`${model} did not answer JSON`);
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new MalformedModelResponseError(`${model} did not answer JSON`);
  }
  const parsed = v.safeParse(Reply, json);
  if (!parsed.success) throw new MalformedModelResponseError(`${model} answered an unexpected shape`);
  return {
    model,
    findings: parsed.output.findings,
    ...(parsed.output.impression ? { impression: parsed.output.impression.trim() } : {}),
  };
};

/** The models of CONSENSUS_MODELS marked `"vision": true`; none configured is an empty panel. */
export const visionModels = (env: Readonly<Record<string, string | undefined>>): VisionModel[] =>
  parseModelSpecs(env.CONSENSUS_MODELS).flatMap((spec): VisionModel[] => {
    const model = chatOfSpec(spec, env);
    if (!model?.vision) return [];
    const { name, timeoutMs, chat } = model;
    const maxTokens = spec.provider === 'bedrock' ? (model.maxTokens ?? 600) : undefined;
    return [
      {
        name,
        timeoutMs,
        // The image first, then the prompt.
        read: async (image, prompt, signal) =>
          parseVisionReply(
            name,
            await chat(VISION_SYSTEM_PROMPT, [{ image }, { text: prompt }], { signal, maxTokens }),
          ),
      },
    ];
  });

export type ReadFailure = { model: string; reason: 'timeout' | 'error' | 'malformed' };

/** Asks every vision model at once, each under its own timeout; failures are named, not fatal. */
export const readWithModels = async (
  models: readonly VisionModel[],
  image: VisionImage,
  prompt: string,
): Promise<{ reads: VisionRead[]; failures: ReadFailure[] }> => {
  const settled = await Promise.all(
    models.map(async (model) => ({
      model: model.name,
      result: await withinDeadline(model.timeoutMs, (signal) => model.read(image, prompt, signal)),
    })),
  );
  return {
    reads: settled.flatMap(({ result }) => (result.ok ? [result.value] : [])),
    failures: settled.flatMap(({ model, result }) => (result.ok ? [] : [{ model, reason: result.reason }])),
  };
};

const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'in',
  'on',
  'at',
  'with',
  'and',
  'or',
  'is',
  'are',
  'seen',
  'noted',
  'there',
  'to',
  'from',
  'side',
  'sided',
]);
const words = (finding: string): Set<string> =>
  new Set(
    finding
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 1 && !STOP.has(word))
      .map((word) => word.replace(/(?:es|s)$/, '')),
  );
const dice = (a: Set<string>, b: Set<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return (2 * shared) / (a.size + b.size);
};
/** Two findings are the same when their content words overlap by half or more (Dice). */
const MATCH = 0.5;

const covered = (mine: readonly string[], theirs: readonly string[]): number => {
  if (mine.length === 0) return theirs.length === 0 ? 1 : 0;
  const other = theirs.map(words);
  return (
    mine.filter((finding) => other.some((set) => dice(words(finding), set) >= MATCH)).length / mine.length
  );
};

export interface AgreedFinding {
  finding: string;
  /** Models reporting it (or a finding with half its words or more), out of those that answered. */
  models: string[];
  support: number;
}

/**
 * Agreement of the panel on the image: pairwise, the mean of each model's findings matched in the
 * other's, both ways (two models both reporting nothing agree fully); `consensus` is the mean over
 * pairs, 0.5 for a single model. Findings reported by a majority of the models that answered are kept.
 */
export const agreeOnFindings = (
  reads: readonly VisionRead[],
): { consensus: number; findings: AgreedFinding[] } => {
  if (reads.length === 0) return { consensus: 0, findings: [] };
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < reads.length; i++)
    for (let j = i + 1; j < reads.length; j++) {
      const a = reads[i]?.findings ?? [];
      const b = reads[j]?.findings ?? [];
      total += (covered(a, b) + covered(b, a)) / 2;
      pairs += 1;
    }
  const consensus = pairs === 0 ? 0.5 : total / pairs;
  const findings: AgreedFinding[] = [];
  for (const read of reads)
    for (const finding of read.findings) {
      const set = words(finding);
      if (findings.some((known) => dice(words(known.finding), set) >= MATCH)) continue;
      const models = reads
        .filter((other) => other.findings.some((candidate) => dice(words(candidate), set) >= MATCH))
        .map((other) => other.model);
      const support = models.length / reads.length;
      if (support > 0.5 || reads.length === 1)
        findings.push({ finding, models, support: Math.round(support * 1000) / 1000 });
    }
  return { consensus: Math.round(consensus * 1000) / 1000, findings };
};
