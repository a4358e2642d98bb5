import type { CodingModel } from '../coding/models.ts';
import { resolveSource, traceNote } from './trace.ts';
import type { NoteInput, Section, Sentence } from './types.ts';

/**
 * The optional language-model step of notes: the panel's first language model that answers
 * (CONSENSUS_MODELS, as for coding) may rephrase the note's sentences into smoother prose. Each
 * rephrased sentence keeps the sources of the sentence it replaces and must pass the same check as
 * any sentence (its numbers from its sources or rule), and more: every word it uses must already be
 * in the original sentence, its sources or its rule, so a model can reorder and join but not add a
 * finding. A sentence that fails keeps its original wording, and is counted.
 */

const REPHRASE_SYSTEM_PROMPT = `You edit draft clinical notes for readability.
Rewrite each numbered sentence as a clear clinical sentence. Do not add, remove or change any fact, number, drug, dose or finding; do not add words that are not needed for grammar.
Reply with JSON only: {"sentences":["…","…"]} with exactly one sentence per input sentence, in order.`;

const rephraseUserPrompt = (sentences: readonly string[]): string =>
  sentences.map((text, i) => `${i + 1}. ${text}`).join('\n');

/** Words a rephrasing may add for grammar alone. */
const GLUE = new Set(
  'a an the and or but with without of for to in on at by from as is are was were be been has have had this that these those which who it its their there patient patients reports reported report noted notes note states stated presents presenting shows showing also per which'.split(
    ' ',
  ),
);
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];
const flat = (value: unknown): string =>
  typeof value === 'object' && value !== null
    ? Object.values(value).map(flat).join(' ')
    : String(value ?? '');

const newWords = (input: NoteInput, original: Sentence, text: string): string[] => {
  const known = new Set([
    ...words(original.text),
    ...original.sources.flatMap((path) => words(flat(resolveSource(input, path)))),
    ...words(`${original.rule?.title ?? ''} ${original.rule?.label ?? ''}`),
  ]);
  return words(text).filter((word) => !known.has(word) && !GLUE.has(word));
};

const parseReply = (reply: string, count: number): string[] | undefined => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    const parsed: unknown = JSON.parse(reply.slice(start, end + 1));
    const list = (parsed as { sentences?: unknown }).sentences;
    return Array.isArray(list) &&
      list.length === count &&
      list.every((item) => typeof item === 'string' && item.length <= 4_000)
      ? (list as string[])
      : undefined;
  } catch {
    return undefined;
  }
};

export interface Rephrasing {
  /** The model whose wording was used, if any answered well. */
  model?: string;
  rephrased: number;
  /** Rephrased sentences refused by the check (the original wording was kept). */
  rejected: Array<{ original: string; proposed: string; problem: string }>;
  failed: Array<{ model: string; reason: 'timeout' | 'error' | 'malformed' }>;
}

/** Tries the models in order until one gives a usable reply; red flags keep their wording. */
export const rephraseNote = async (
  input: NoteInput,
  sections: readonly Section[],
  models: readonly CodingModel[],
): Promise<{ sections: Section[]; rephrasing: Rephrasing }> => {
  const editable = sections.flatMap((section) =>
    section.id === 'red-flags'
      ? []
      : section.sentences.map((sentence) => ({ section: section.id, sentence })),
  );
  const failed: Rephrasing['failed'] = [];
  for (const model of models) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, model.timeoutMs);
    let proposals: string[] | undefined;
    try {
      const reply = await model.complete(
        REPHRASE_SYSTEM_PROMPT,
        rephraseUserPrompt(editable.map((item) => item.sentence.text)),
        controller.signal,
      );
      proposals = parseReply(reply, editable.length);
      if (!proposals) failed.push({ model: model.name, reason: 'malformed' });
    } catch {
      failed.push({ model: model.name, reason: timedOut ? 'timeout' : 'error' });
    } finally {
      clearTimeout(timer);
    }
    if (!proposals) continue;
    const replaced = new Map<Sentence, Sentence>();
    const rejected: Rephrasing['rejected'] = [];
    editable.forEach(({ sentence }, i) => {
      const proposed = (proposals?.[i] ?? '').trim();
      if (!proposed || proposed === sentence.text) return;
      const candidate: Sentence = { ...sentence, text: proposed, kind: 'derived' };
      const traced = traceNote(input, [{ id: 'x', title: 'x', sentences: [candidate] }])[0]?.problem;
      const added = newWords(input, sentence, proposed);
      const problem =
        traced ?? (added.length > 0 ? `adds words not in its sources: ${added.join(', ')}` : undefined);
      if (problem) rejected.push({ original: sentence.text, proposed, problem });
      else replaced.set(sentence, candidate);
    });
    return {
      sections: sections.map((section) => ({
        ...section,
        sentences: section.sentences.map((sentence) => replaced.get(sentence) ?? sentence),
      })),
      rephrasing: { model: model.name, rephrased: replaced.size, rejected, failed },
    };
  }
  return { sections: [...sections], rephrasing: { rephrased: 0, rejected: [], failed } };
};
