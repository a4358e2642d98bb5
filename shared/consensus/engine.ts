import { type RedFlag, urgentCareMessage } from '../clinical/red-flags.ts';
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
  sentences,
  stripCitations,
} from './agreement.ts';
import { guidelineEvidenceIds } from './embedded.ts';
import { type AnswerModel, askModels, type FailureReason, type Passage } from './models.ts';
import { citedIds } from './prompt.ts';
import {
  routeSafety,
  type SafetyKind,
  type SafetyRouting,
  type SafetyStatement,
  type Stance,
  stanceOf,
  stanceScore,
} from './safety.ts';
import {
  CONSENSUS_THRESHOLD,
  clinicalFindings,
  clinicalValidation,
  roundBreakdown,
  sourceReliability,
  type TrustBasis,
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
  breakdown: TrustBreakdown & { basis: TrustBasis };
  sources: Source[];
  /** Models that answered in time, in configuration order. */
  models: string[];
  /** Models left out, and why. */
  modelsLeftOut: Array<{ model: string; reason: FailureReason }>;
  /** Models that answered without citing any retrieved passage: their answers were not used. */
  unsupported: string[];
  /** False when the answer declines to pick a side (disagreement or no supported answer). */
  consensusReached: boolean;
  /** Red flags found in the question or its context; the answer then leads with urgent-care advice. */
  redFlags: Array<Pick<RedFlag, 'id' | 'label' | 'urgency'>>;
  /** The safety rules that decided the lead of the answer (red flags, reading categories, interactions). */
  safety: Array<{ kind: SafetyKind; id: string }>;
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
 * Names whose last word is another condition's name: heat stroke is not a stroke. When a question
 * uses such a name and not the other condition's own, passages about the other condition are left
 * out, so that no answerer can answer about it.
 */
const NOT_THE_HEAD_WORD: ReadonlyArray<{ phrase: RegExp; head: RegExp }> = [
  { phrase: /\b(heat|sun) ?stroke\b|\bheatstroke\b/gi, head: /\bstroke\b/i },
];

const offTopic = (question: string): ((passage: Passage) => boolean) => {
  const rules = NOT_THE_HEAD_WORD.filter(
    ({ phrase, head }) => question.search(phrase) >= 0 && !head.test(question.replace(phrase, ' ')),
  );
  return (passage) =>
    rules.some(({ phrase, head }) => {
      const subject = `${passage.focus ?? ''} ${passage.title}`;
      return head.test(subject) && subject.search(phrase) < 0;
    });
};

/**
 * The passages every model sees: the entries our guideline and safety rules will cite for this
 * question first, then the best search results.
 */
export const retrievePassages = (
  index: KnowledgeIndex,
  question: Question,
  routing: SafetyRouting = routeSafety(question.question, question.context),
): Passage[] => {
  const size = poolSize(question.maxSources);
  const evidenceIds = [
    ...guidelineEvidenceIds(`${question.question} ${question.context ?? ''}`),
    ...routing.statements.flatMap((statement) => statement.evidence),
  ];
  const guideline = evidenceIds
    .map((id) => index.documentById(id))
    .filter((document) => document !== undefined);
  const found = index.search(question.question, size).hits.map((hit) => hit.document);
  const excluded = offTopic(question.question);
  const seen = new Set<string>();
  const passages: Passage[] = [];
  for (const document of [...guideline, ...found]) {
    if (seen.has(document.id) || passages.length >= size) continue;
    seen.add(document.id);
    const passage = toPassage(document);
    if (!excluded(passage)) passages.push(passage);
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

/** The page behind a rule's statement (our red flags and guideline rules cite grade A pages). */
const fromStatement = (statement: SafetyStatement): ListedSource | undefined =>
  statement.source && {
    title: statement.source.title,
    url: statement.source.url,
    snippet: statement.source.snippet,
    trustScore: RELIABILITY_GRADES.A,
  };

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

const termsOf = (text: string): Set<string> => new Set(analyze(stripCitations(text)));

const dice = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size + b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return (2 * shared) / (a.size + b.size);
};

/** A panel sentence this close (Dice of content terms) to a rule's sentence only restates it. */
const RESTATES = 0.75;

/** Penalty when the chosen model answer contradicts a safety rule (the answer never shows it). */
const CONTRADICTS_RULE = 0.5;

/**
 * Answers a question with the panel: retrieves passages, asks every model at once, finds the answer
 * the panel agrees on, checks it against the clinical rules and scores the result.
 *
 * Safety routing decides the lead whatever the models said: urgent-care advice for red flags in the
 * question or its context, then the guideline category of each reading, then the interaction
 * checker's findings, each citing its source. The panel's answer follows only if it does not
 * contradict them (and, for readings and interactions, is about the same thing). The trust score
 * is then rule-based (`basis: "rules"`): its consensus part is how far the panel backs the rules.
 */
export const answerQuestion = async (
  index: KnowledgeIndex,
  panel: ConsensusPanel,
  question: Question,
): Promise<ConsensusAnswer> => {
  const routing = routeSafety(question.question, question.context);
  const { flags, statements } = routing;
  const ruled = statements.filter((statement) => statement.kind !== 'red-flag');
  const passages = retrievePassages(index, question, routing);
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

  // How each model stands towards the rules: an answer without support neither backs nor contradicts.
  const stance = (answer: AnalyzedAnswer): Stance =>
    isSupported(answer) ? stanceOf(answer.answer.answer, statements) : 'neutral';
  const chosenStance = reached ? stance(chosen) : undefined;
  const onTopic = (answer: AnalyzedAnswer): boolean =>
    ruled.length === 0 ||
    ruled.some(
      (statement) =>
        statement.evidence.some((id) => answer.answer.citations.includes(id)) ||
        statement.topic?.test(answer.answer.answer),
    );
  // The panel's answer without the sentences that only restate a rule's statement (the guideline
  // answerer composes the same category sentence).
  const ruleSentences = ruled.flatMap((statement) => sentences(statement.text)).map(termsOf);
  const restates = (sentence: string) =>
    ruleSentences.some((rule) => dice(rule, termsOf(sentence)) >= RESTATES);
  const kept = !reached
    ? ''
    : sentences(chosen.answer.answer).some(restates)
      ? sentences(chosen.answer.answer)
          .filter((sentence) => !restates(sentence))
          .join(' ')
      : chosen.answer.answer;
  const useBody = reached && chosenStance !== 'contradicts' && onTopic(chosen) && kept.length > 0;
  const bodyCitations = [...new Set(citedIds(kept))].filter((id) => chosen?.answer.citations.includes(id));

  const passagesOf = (ids: readonly string[]) =>
    ids
      .map((id) => byId.get(id))
      .filter((passage) => passage !== undefined)
      .map(fromPassage);
  // The pages behind the rules first, then the answer's own sources, then what the supporting
  // models (or, without consensus and without a rule, any model) cited; never the sources of an
  // answer that contradicts a rule. A rule-led answer without a usable panel answer stands alone:
  // "the models did not agree" after urgent-care advice would only blur it.
  const listed: ListedSource[] = [
    ...statements.map(fromStatement).filter((source) => source !== undefined),
    ...passagesOf(useBody ? bodyCitations : []),
    ...passagesOf(
      citedByPanel(
        (useBody
          ? analyzed.filter((answer) => supporting.includes(answer.answer.model))
          : reached || statements.length > 0
            ? []
            : analyzed
        ).filter((answer) => stance(answer) !== 'contradicts'),
      ),
    ),
  ].filter((source, i, all) => all.findIndex((other) => other.url === source.url) === i);
  const sources = listed.slice(0, question.maxSources);

  const citeRule = (statement: SafetyStatement): string => {
    const place = sources.findIndex((source) => source.url === statement.source?.url);
    return place < 0 ? statement.text : statement.text.replace(/([.!?])$/, ` [${place + 1}]$1`);
  };
  const body = useBody
    ? renumber(kept, sources)
    : reached || statements.length > 0
      ? undefined
      : analyzed.filter(isSupported).length >= 2
        ? DISAGREEMENT
        : NO_ANSWER;

  const findings = reached ? clinicalFindings(chosen.answer.answer, flags, true) : [];
  if (chosenStance === 'contradicts')
    findings.push({ rule: 'the answer contradicts a safety rule', penalty: CONTRADICTS_RULE });
  const basis: TrustBasis = statements.length > 0 ? 'rules' : 'consensus';
  const ruleAgreement =
    analyzed.length === 0
      ? 0
      : analyzed.reduce((sum, answer) => sum + stanceScore(stance(answer)), 0) / analyzed.length;
  const breakdown = roundBreakdown({
    consensus: basis === 'rules' ? ruleAgreement : consensus,
    sourceReliability: sourceReliability(sources.map((source) => source.trustScore)),
    clinicalValidation: clinicalValidation(findings),
  });
  return {
    answer: [urgentCareMessage(flags), ruled.map(citeRule).join(' '), body, DISCLAIMER]
      .filter(Boolean)
      .join('\n\n'),
    trustScore: trustScore(breakdown),
    breakdown: { ...breakdown, basis },
    sources: sources.map(({ title, url, snippet }) => ({ title, url, snippet })),
    models: answers.map((answer) => answer.model),
    modelsLeftOut: failures,
    unsupported: analyzed
      .filter((answer) => !answer.abstained && !isSupported(answer))
      .map((answer) => answer.answer.model),
    consensusReached: reached,
    redFlags: flags.map(({ id, label, urgency }) => ({ id, label, urgency })),
    safety: statements.map(({ kind, id }) => ({ kind, id })),
    clinicalFindings: findings.map((finding) => finding.rule),
  };
};
