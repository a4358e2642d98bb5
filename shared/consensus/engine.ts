import { type RedFlag, urgentCareMessage } from '../clinical/red-flags.ts';
import { analyze } from '../knowledge/analysis/index.ts';
import { askedType, retrievalType } from '../knowledge/analysis/understand.ts';
import { RELIABILITY_GRADES } from '../knowledge/entry.ts';
import type { StoredDocument } from '../knowledge/index/format.ts';
import type { Interpretation, KnowledgeIndex, SearchResult } from '../knowledge/index/search.ts';
import { sourcePrior } from '../knowledge/index/source-prior.ts';
import {
  type AnalyzedAnswer,
  analyzeAnswer,
  findConsensus,
  isSupported,
  type SourceRelation,
  sentences,
  stripCitations,
} from './agreement.ts';
import { calibratedTrust, type TrustSignals } from './calibration.ts';
import { CALIBRATION } from './calibration-table.ts';
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
  ruleLedTrust,
  sourceReliability,
  type TrustBasis,
  type TrustBreakdown,
  trustScore,
} from './trust.ts';

export const DISCLAIMER =
  'This is general health information, not a diagnosis or medical advice. Talk to a doctor or other qualified health professional about your own situation.';

const NO_ANSWER =
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
  /** The panel agreed but the calibrated trust was below the abstention threshold: no answer given. */
  abstained: boolean;
  /** How the question was read: focus, type, sub-questions. */
  interpretation: Interpretation;
  /** What the trust score was computed from, for the record and the benchmark. */
  signals: TrustSignals;
}

export interface ConsensusPanel {
  models: readonly AnswerModel[];
  quorum: number;
}

/** How many passages every model is given: enough to choose from, few enough to read. */
const poolSize = (maxSources: number): number => Math.min(20, Math.max(6, maxSources));

const SOURCE_LINE = /\n+Source: [^\n]*$/;

const toPassage = (document: StoredDocument): Passage => ({
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
): Passage[] => retrieve(index, question, routing).passages;

interface Retrieval {
  passages: Passage[];
  search: SearchResult;
}

const retrieve = (index: KnowledgeIndex, question: Question, routing: SafetyRouting): Retrieval => {
  const size = poolSize(question.maxSources);
  const evidenceIds = [
    ...guidelineEvidenceIds(`${question.question} ${question.context ?? ''}`),
    ...routing.statements.flatMap((statement) => statement.evidence),
  ];
  const guideline = evidenceIds
    .map((id) => index.documentById(id))
    .filter((document) => document !== undefined);
  const search = index.search(question.question, size);
  const found = search.hits.map((hit) => hit.document);
  const excluded = offTopic(question.question);
  const seen = new Set<string>();
  const passages: Passage[] = [];
  for (const document of [...guideline, ...found]) {
    if (seen.has(document.id) || passages.length >= size) continue;
    seen.add(document.id);
    const passage = toPassage(document);
    if (!excluded(passage)) passages.push(passage);
  }
  return { passages, search };
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

/**
 * How well a passage fits as the first source of an answer to this message: its place in retrieval,
 * and whether it is about the subject the message names and of the kind it asks for (a question
 * about treatment gets a treatment passage, one that asks no kind the overview). Weights chosen by
 * cross-validation on the training split of the consumer questions (docs/consumer-questions.md).
 */
const FIRST_SOURCE = { focus: 0.5, type: 0.5 };

const firstSourceFit = (
  passages: readonly Passage[],
  interpretation: Interpretation,
): ((id: string) => number) => {
  const focus = interpretation.focus?.toLowerCase();
  const asked = retrievalType(interpretation.type) ?? 'information';
  return (id) => {
    const place = passages.findIndex((passage) => passage.id === id);
    const passage = passages[place];
    if (!passage) return 0;
    return (
      1 / (1 + place) +
      (focus !== undefined && passage.focus?.toLowerCase() === focus ? FIRST_SOURCE.focus : 0) +
      (passage.questionType === asked ? FIRST_SOURCE.type : 0)
    );
  };
};

/**
 * Passage ids in order of how many answers cite them, then of how well they fit as a first source
 * (retrieval, subject, kind), so that which model happens to be listed first does not decide.
 */
const citedByPanel = (
  answers: readonly AnalyzedAnswer[],
  passages: readonly Passage[],
  interpretation: Interpretation,
): string[] => {
  const counts = new Map<string, number>();
  for (const { answer } of answers)
    for (const id of answer.citations) counts.set(id, (counts.get(id) ?? 0) + 1);
  const suits = firstSourceFit(passages, interpretation);
  return [...counts.keys()].sort(
    (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || suits(b) - suits(a),
  );
};

/** Rewrites [passage-id] citations as [n], the source's place in the list; drops the rest. */
const renumber = (
  text: string,
  sources: readonly ListedSource[],
  urlOf: (id: string) => string | undefined = () => undefined,
): string =>
  text
    .replace(/\s?\[([A-Za-z0-9][A-Za-z0-9_.:-]{0,127})\]/g, (_, id: string) => {
      // A passage of a page already listed (another section of it) cites that page's number.
      const place =
        sources.findIndex((source) => source.id === id) >= 0
          ? sources.findIndex((source) => source.id === id)
          : sources.findIndex((source) => source.url === urlOf(id));
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

/** Puts a citation inside a sentence, before its closing punctuation. */
const cite = (text: string, id: string): string => {
  const match = /^(.*?)([.!?]+["”)]?)$/s.exec(text.trim());
  return match ? `${match[1]} [${id}]${match[2]}` : `${text.trim()} [${id}].`;
};

const MAX_SUB_QUESTIONS = 3;

/**
 * The sub-questions after the first that ask for another type (treatment, then "is it
 * inherited?"): each is answered with the summary of a retrieved passage of that type on the
 * subject of the answer's first source, or listed as not answered from our sources.
 */
const coverSubQuestions = (
  index: KnowledgeIndex,
  interpretation: Interpretation,
  answer: string,
  cited: readonly string[],
  passages: readonly Passage[],
): { parts: Array<{ text: string; id: string; passage: Passage }>; unanswered: string[] } => {
  const first = passages.find((passage) => passage.id === cited[0]);
  const subject = first?.focus?.toLowerCase();
  const parts: Array<{ text: string; id: string; passage: Passage }> = [];
  const unanswered: string[] = [];
  const mainType = retrievalType(askedType(interpretation.subQuestions[0] ?? ''));
  const seen = new Set([mainType ?? 'information']);
  for (const text of interpretation.subQuestions.slice(1, MAX_SUB_QUESTIONS)) {
    const type = retrievalType(askedType(text));
    if (type === undefined || seen.has(type)) continue;
    seen.add(type);
    const fits = (candidate: Passage) =>
      candidate.questionType === type &&
      subject !== undefined &&
      candidate.focus?.toLowerCase() === subject &&
      !cited.includes(candidate.id);
    // From the passages retrieved, else from a search for the sub-question on the same subject.
    const passage =
      passages.find(fits) ??
      (subject === undefined
        ? undefined
        : index
            .search(`${first?.focus ?? ''}: ${text}`, 5)
            .hits.map((hit) => toPassage(hit.document))
            .find(fits));
    // Its first full sentence: not the lead-in to a list, nor an item of one.
    const sentence =
      passage &&
      (sentences(passage.text).find(
        (candidate) =>
          !/:\s*$/.test(candidate) && !/^\s*[-•*]/.test(candidate) && candidate.split(/\s+/).length >= 6,
      ) ??
        passage.snippet);
    if (passage && sentence && !answer.includes(sentence))
      parts.push({ text: sentence, id: passage.id, passage });
    else if (!passage) unanswered.push(text.length > 140 ? `${text.slice(0, 137)}…` : text);
  }
  return { parts, unanswered };
};

/** The signals the calibrated trust score reads (see calibration.ts). */
const trustSignals = (input: {
  breakdown: TrustBreakdown;
  reached: boolean;
  search: SearchResult;
  first: Passage | undefined;
  citing: (id: string) => number;
  leading: (id: string) => number;
  panelSize: number;
  question: string;
}): TrustSignals => {
  const { breakdown, reached, search, first, citing, leading, panelSize, question } = input;
  const subjectOf = (document: { focus?: string; title: string }) =>
    (document.focus ?? document.title).toLowerCase();
  const retrieved = search.hits.map((hit) => hit.document);
  const sameSubject = first ? retrieved.filter((document) => subjectOf(document) === subjectOf(first)) : [];
  const rivals = first
    ? sameSubject.filter(
        (document) =>
          document.id !== first.id &&
          document.url !== first.url &&
          document.questionType === first.questionType,
      ).length
    : 0;
  const share = (value: number) => Math.round(value * 1000) / 1000;
  const top = search.hits[0]?.score ?? 0;
  const second = search.hits[1]?.score ?? 0;
  const rank = first ? search.hits.findIndex((hit) => hit.document.id === first.id) : -1;
  const asked = retrievalType(search.interpretation.type);
  const focus = search.interpretation.focus?.toLowerCase();
  return {
    raw: trustScore(breakdown),
    consensus: breakdown.consensus,
    sourceReliability: breakdown.sourceReliability,
    clinicalValidation: breakdown.clinicalValidation,
    reached: reached ? 1 : 0,
    margin: top > 0 ? Math.round(((top - second) / top) * 1000) / 1000 : 0,
    focusNamed: first && focus !== undefined && first.focus?.toLowerCase() === focus ? 1 : 0,
    typeMatch: first && first.questionType === (asked ?? 'information') ? 1 : 0,
    firstRank: rank < 0 ? 0 : Math.round((1 / (1 + rank)) * 1000) / 1000,
    support: first && panelSize > 0 ? Math.round((citing(first.id) / panelSize) * 1000) / 1000 : 0,
    uniqueness: first ? share(1 / (1 + rivals)) : 0,
    subjectShare: retrieved.length > 0 ? share(sameSubject.length / retrieved.length) : 0,
    leads: first && panelSize > 0 ? share(leading(first.id) / panelSize) : 0,
    consumerSummary: first && sourcePrior(first.source) > 1 ? 1 : 0,
    length: Math.min(1, question.split(/\s+/).filter(Boolean).length / 200),
    subQuestions: Math.min(1, search.interpretation.subQuestions.length / 4),
  };
};

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
  const { passages, search } = retrieve(index, question, routing);
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
  // The other sub-questions of the message: each answered from a passage on the same subject of
  // the type it asks, or named as not answered from our sources.
  const coverage =
    useBody && statements.length === 0
      ? coverSubQuestions(index, search.interpretation, kept, chosen.answer.citations, passages)
      : { parts: [], unanswered: [] };
  for (const { passage } of coverage.parts) byId.set(passage.id, passage);
  const bodyCitations = [
    ...[...new Set(citedIds(kept))].filter((id) => chosen?.answer.citations.includes(id)),
    ...coverage.parts.map((part) => part.id),
  ];

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
        passages,
        search.interpretation,
      ),
    ),
  ].filter((source, i, all) => all.findIndex((other) => other.url === source.url) === i);
  const sources = listed.slice(0, question.maxSources);

  const citeRule = (statement: SafetyStatement): string => {
    const place = sources.findIndex((source) => source.url === statement.source?.url);
    return place < 0 ? statement.text : statement.text.replace(/([.!?])$/, ` [${place + 1}]$1`);
  };
  const answered = [kept, ...coverage.parts.map((part) => cite(part.text, part.id))].join(' ');
  const unanswered =
    coverage.unanswered.length === 0
      ? ''
      : ` Our sources do not answer this part of the question: ${coverage.unanswered.map((text) => `"${text}"`).join('; ')}.`;
  const composed = useBody
    ? `${renumber(answered, sources, (id) => byId.get(id)?.url)}${unanswered}`
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
  const signals = trustSignals({
    breakdown,
    reached,
    search,
    first: sources[0]?.id === undefined ? undefined : byId.get(sources[0].id),
    citing: (id) => analyzed.filter((answer) => answer.answer.citations.includes(id)).length,
    leading: (id) => analyzed.filter((answer) => answer.answer.citations[0] === id).length,
    panelSize: analyzed.length,
    question: question.question,
  });
  // Rule-led answers are scored on the rules' own scale and never withheld; the calibrated
  // probability describes answers that rest on retrieval and the panel.
  const score = basis === 'rules' ? ruleLedTrust(breakdown) : calibratedTrust(signals);
  const abstains = basis === 'consensus' && useBody && score < CALIBRATION.abstainBelow;
  const body = abstains ? NO_ANSWER : composed;
  return {
    answer: [routing.lead ?? urgentCareMessage(flags), ruled.map(citeRule).join(' '), body, DISCLAIMER]
      .filter(Boolean)
      .join('\n\n'),
    trustScore: score,
    breakdown: { ...breakdown, basis },
    sources: sources.map(({ title, url, snippet }) => ({ title, url, snippet })),
    models: answers.map((answer) => answer.model),
    modelsLeftOut: failures,
    unsupported: analyzed
      .filter((answer) => !answer.abstained && !isSupported(answer))
      .map((answer) => answer.answer.model),
    consensusReached: reached && !abstains,
    abstained: abstains,
    interpretation: search.interpretation,
    signals,
    redFlags: flags.map(({ id, label, urgency }) => ({ id, label, urgency })),
    safety: statements.map(({ kind, id }) => ({ kind, id })),
    clinicalFindings: findings.map((finding) => finding.rule),
  };
};
