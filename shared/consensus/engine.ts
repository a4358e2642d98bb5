import { detectRedFlags, type RedFlag, urgentCareMessage } from '../clinical/red-flags.ts';
import { analyze } from '../knowledge/analysis/index.ts';
import { RELIABILITY_GRADES } from '../knowledge/entry.ts';
import type { StoredDocument } from '../knowledge/index/format.ts';
import type { KnowledgeIndex } from '../knowledge/index/search.ts';
import {
  type AnalyzedAnswer,
  analyzeAnswer,
  findConsensus,
  isSupported,
  type SourceRelation,
} from './agreement.ts';
import { guidelineEvidenceIds } from './embedded.ts';
import { type AnswerModel, askModels, type FailureReason, type Passage } from './models.ts';
import {
  CONSENSUS_THRESHOLD,
  clinicalFindings,
  clinicalValidation,
  roundBreakdown,
  sourceReliability,
  type TrustBreakdown,
  trustScore,
} from './trust.ts';

export const DISCLAIMER =
  'This is general health information, not a diagnosis or medical advice. Talk to a doctor or other qualified health professional about your own situation.';

export const NO_ANSWER =
  'We could not find a reliable answer to this question in our medical sources, so we are not giving one. A doctor, pharmacist or other health professional can help with it.';

export const DISAGREEMENT =
  'The models we consulted did not agree on an answer to this question, so we are not choosing between them. Please ask a doctor, pharmacist or other health professional; the sources listed may help you prepare.';

export interface Question {
  question: string;
  context?: string;
  detailed: boolean;
  maxSources: number;
}

export interface Source {
  title: string;
  url: string;
  snippet: string;
}

export interface ConsensusAnswer {
  answer: string;
  trustScore: number;
  breakdown: TrustBreakdown;
  sources: Source[];
  /** Models that answered in time, in configuration order. */
  models: string[];
  /** Models left out, and why. */
  modelsLeftOut: Array<{ model: string; reason: FailureReason }>;
  /** Models that answered without citing any retrieved passage: their answers were not used. */
  unsupported: string[];
  /** False when the answer declines to pick a side (disagreement or no supported answer). */
  consensusReached: boolean;
  /** Red flags found in the question; the answer then leads with urgent-care advice. */
  redFlags: Array<Pick<RedFlag, 'id' | 'label' | 'urgency'>>;
  /** Clinical rules the chosen model answer broke, for the record. */
  clinicalFindings: string[];
}

export interface ConsensusPanel {
  models: readonly AnswerModel[];
  quorum: number;
}

/** How many passages every model is given: enough to choose from, few enough to read. */
const poolSize = (maxSources: number): number => Math.min(20, Math.max(6, maxSources));

const SOURCE_LINE = /\n+Source: [^\n]*$/;

export const toPassage = (document: StoredDocument): Passage => ({
  id: document.id,
  title: document.title,
  text: document.body.replace(SOURCE_LINE, '').slice(0, 4_000),
  snippet: document.snippet,
  url: document.url,
  source: document.source,
  trustScore: document.trustScore,
  questionType: document.questionType,
  focus: document.focus,
  topics: document.topics,
});

/**
 * The passages every model sees: the entries our guideline rules will cite for this question
 * first, then the best search results.
 */
export const retrievePassages = (index: KnowledgeIndex, question: Question): Passage[] => {
  const size = poolSize(question.maxSources);
  const guideline = guidelineEvidenceIds(`${question.question} ${question.context ?? ''}`)
    .map((id) => index.documentById(id))
    .filter((document) => document !== undefined);
  const found = index.search(question.question, size).hits.map((hit) => hit.document);
  const seen = new Set<string>();
  const passages: Passage[] = [];
  for (const document of [...guideline, ...found]) {
    if (seen.has(document.id) || passages.length >= size) continue;
    seen.add(document.id);
    passages.push(toPassage(document));
  }
  return passages;
};

/**
 * Two different passages back the same thing in part when they describe the same subject: half the
 * Dice overlap of their title, focus and topic terms (the same passage counts 1).
 */
const passageRelation = (byId: ReadonlyMap<string, Passage>): SourceRelation => {
  const described = new Map<string, Set<string>>();
  const terms = (id: string) => {
    let set = described.get(id);
    if (!set) {
      const passage = byId.get(id);
      set = new Set(
        passage ? analyze(`${passage.title} ${passage.focus ?? ''} ${passage.topics.join(' ')}`) : [],
      );
      described.set(id, set);
    }
    return set;
  };
  return (a, b) => {
    if (a === b) return 1;
    const x = terms(a);
    const y = terms(b);
    if (x.size + y.size === 0) return 0;
    let shared = 0;
    for (const term of x) if (y.has(term)) shared += 1;
    return shared / (x.size + y.size);
  };
};

interface ListedSource extends Source {
  /** Passage id, for renumbering citations; red-flag sources have none. */
  id?: string;
  trustScore: number;
}

const fromPassage = (passage: Passage): ListedSource => ({
  id: passage.id,
  title: passage.title,
  url: passage.url,
  snippet: passage.snippet,
  trustScore: passage.trustScore,
});

/** The guidance of each red flag, with the page it comes from (our curated flags cite grade A pages). */
const fromRedFlag = (flag: RedFlag): ListedSource => ({
  title: flag.source.title,
  url: flag.source.url,
  snippet: flag.advice,
  trustScore: RELIABILITY_GRADES.A,
});

/** Passage ids in order of how many answers cite them, then of first citation. */
const citedByPanel = (answers: readonly AnalyzedAnswer[]): string[] => {
  const counts = new Map<string, number>();
  for (const { answer } of answers)
    for (const id of answer.citations) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
};

/** Rewrites [passage-id] citations as [n], the source's place in the list; drops the rest. */
const renumber = (text: string, sources: readonly ListedSource[]): string =>
  text
    .replace(/\s?\[([A-Za-z0-9][A-Za-z0-9_.:-]{0,127})\]/g, (_, id: string) => {
      const place = sources.findIndex((source) => source.id === id);
      return place < 0 ? '' : ` [${place + 1}]`;
    })
    .replace(/(\s\[\d+\])(?:\1)+/g, '$1')
    .trim();

/**
 * Answers a question with the panel: retrieves passages, asks every model at once, finds the answer
 * the panel agrees on, checks it against the clinical rules and scores the result. Red flags in the
 * question put urgent-care advice first whatever the models said.
 */
export const answerQuestion = async (
  index: KnowledgeIndex,
  panel: ConsensusPanel,
  question: Question,
): Promise<ConsensusAnswer> => {
  const flags = detectRedFlags(`${question.question} ${question.context ?? ''}`);
  const passages = retrievePassages(index, question);
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const { answers, failures } = await askModels(
    panel.models,
    { question: question.question, context: question.context, passages, detailed: question.detailed },
    panel.quorum,
  );
  const analyzed = answers.map(analyzeAnswer);
  const { chosen, consensus, supporting } = findConsensus(
    analyzed,
    CONSENSUS_THRESHOLD,
    passageRelation(byId),
  );
  const reached = chosen !== undefined && consensus >= CONSENSUS_THRESHOLD;

  const passagesOf = (ids: readonly string[]) =>
    ids
      .map((id) => byId.get(id))
      .filter((passage) => passage !== undefined)
      .map(fromPassage);
  // The answer's own sources first, then the pages behind the urgent-care advice, then what the
  // supporting models (or, without consensus, any model) cited.
  const listed: ListedSource[] = [
    ...passagesOf(reached ? chosen.answer.citations : []),
    ...flags.map(fromRedFlag),
    ...passagesOf(
      citedByPanel(
        reached ? analyzed.filter((answer) => supporting.includes(answer.answer.model)) : analyzed,
      ),
    ),
  ].filter((source, i, all) => all.findIndex((other) => other.url === source.url) === i);
  const sources = listed.slice(0, question.maxSources);

  const body = reached
    ? renumber(chosen.answer.answer, sources)
    : analyzed.filter(isSupported).length >= 2
      ? DISAGREEMENT
      : NO_ANSWER;
  const findings = reached ? clinicalFindings(chosen.answer.answer, flags, true) : [];
  const breakdown = roundBreakdown({
    consensus,
    sourceReliability: sourceReliability(sources.map((source) => source.trustScore)),
    clinicalValidation: clinicalValidation(findings),
  });
  return {
    answer: [urgentCareMessage(flags), body, DISCLAIMER].filter(Boolean).join('\n\n'),
    trustScore: trustScore(breakdown),
    breakdown,
    sources: sources.map(({ title, url, snippet }) => ({ title, url, snippet })),
    models: answers.map((answer) => answer.model),
    modelsLeftOut: failures,
    unsupported: analyzed
      .filter((answer) => !answer.abstained && !isSupported(answer))
      .map((answer) => answer.answer.model),
    consensusReached: reached,
    redFlags: flags.map(({ id, label, urgency }) => ({ id, label, urgency })),
    clinicalFindings: findings.map((finding) => finding.rule),
  };
};
