import type { ModelRequest } from './models.ts';

/**
 * The instructions every language model gets: answer only from the passages, cite them by id in
 * square brackets, give information not diagnosis, and say so when the passages do not cover it.
 */
export const SYSTEM_PROMPT = [
  'You answer health questions for a consumer health app. Use only the numbered passages provided.',
  'Cite every statement with the id of its passage in square brackets, for example [condition-asthma].',
  'Give general information, never a diagnosis or a personal treatment plan, and advise seeing a health professional for personal decisions.',
  'If the passages do not answer the question, say that you cannot answer it from the sources available.',
].join(' ');

export const userPrompt = (request: ModelRequest): string => {
  const passages = request.passages
    .map((passage) => `[${passage.id}] ${passage.title}\n${passage.text}`)
    .join('\n\n');
  return [
    `Question: ${request.question}`,
    request.context ? `Background from the asker: ${request.context}` : '',
    `Answer ${request.detailed ? 'in detail, in several short paragraphs' : 'in at most five sentences'}.`,
    `Passages:\n${passages}`,
  ]
    .filter(Boolean)
    .join('\n\n');
};

/** Passage ids cited in an answer as [id]. */
export const citedIds = (answer: string): string[] =>
  [...answer.matchAll(/\[([A-Za-z0-9][A-Za-z0-9_.:-]{0,127})\]/g)].map((match) => match[1] ?? '');
