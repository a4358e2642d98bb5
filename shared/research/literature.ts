import { config } from '../config.ts';
import { analyzeAnswer, findConsensus, isSupported } from '../consensus/agreement.ts';
import type { ConsensusPanel } from '../consensus/engine.ts';
import { askModels, type Passage } from '../consensus/models.ts';
import { citedIds } from '../consensus/prompt.ts';
import { CONSENSUS_THRESHOLD } from '../consensus/trust.ts';
import { ModelsUnavailableError, UpstreamUnavailableError } from '../errors.ts';
import { analyze } from '../knowledge/analysis/index.ts';
import { sentences } from '../text/sentences.ts';
import { europePmcQuery, searchEuropePmc } from './europepmc.ts';
import { classifyEvidence, type Evidence, evidenceReliability, evidenceWeight } from './evidence.ts';
import { doiUrl, efetch, esearch, type PubmedArticle, pmcUrl, pubmedUrl } from './pubmed.ts';
import { type LiteratureFilters, type QueryTranslation, translateQuery } from './query.ts';

export interface LiteratureRequest extends LiteratureFilters {
  question: string;
  limit: number;
  summarize: boolean;
}

export interface RankedArticle extends PubmedArticle {
  /** Which search found it: PubMed's, or only Europe PMC's. */
  source: 'pubmed' | 'europepmc';
  evidence: Evidence;
  /** 0 to 1: PubMed's relevance order blended with how much of the query the article covers. */
  relevance: number;
  /** 0 to 1: what the list is sorted by, 0.6 × evidence weight + 0.4 × relevance. */
  score: number;
  links: { pubmed: string; doi?: string; pmc?: string };
}

interface EvidenceSummary {
  /** The panel's summary, each statement citing the articles behind it as [PMID:n]. */
  text: string;
  /** PMIDs cited, all among the articles returned. */
  citations: string[];
  /** How far the panel agrees with the chosen summary, 0 to 1. */
  consensus: number;
  models: string[];
  modelsLeftOut: Array<{ model: string; reason: string }>;
}

export interface LiteratureResult {
  query: QueryTranslation & { question: string; pubmedTranslation?: string; notFound: string[] };
  totalFound: number;
  articles: RankedArticle[];
  summary: EvidenceSummary | null;
  /** Why there is no summary, when there is none. */
  summaryUnavailable?: string;
  /** Europe PMC's part, when it is configured. */
  europePmc?: { query: string; found?: number; added?: number; unavailable?: string };
}

/** How many articles are fetched and ranked for every request, whatever `limit` asks to return. */
const POOL = 20;

const relevanceOf = (
  article: PubmedArticle,
  queryTerms: ReadonlySet<string>,
  position: number,
  total: number,
) => {
  const order = total <= 1 ? 1 : 1 - position / total;
  if (queryTerms.size === 0) return order;
  const described = new Set(
    analyze(
      `${article.title} ${article.mesh.map((heading) => heading.term).join(' ')} ${article.abstract
        .map((section) => section.text)
        .join(' ')}`,
    ),
  );
  let covered = 0;
  for (const term of queryTerms) if (described.has(term)) covered += 1;
  return 0.5 * order + 0.5 * (covered / queryTerms.size);
};

const round = (value: number) => Math.round(value * 1000) / 1000;

export const rankArticles = (
  articles: readonly PubmedArticle[],
  question: string,
  onlyInEuropePmc: ReadonlySet<string> = new Set(),
): RankedArticle[] => {
  const queryTerms = new Set(analyze(question));
  return articles
    .map((article, position) => {
      const evidence = classifyEvidence(
        article.publicationTypes,
        article.mesh.map((heading) => heading.term),
      );
      const relevance = relevanceOf(article, queryTerms, position, articles.length);
      return {
        ...article,
        source: onlyInEuropePmc.has(article.pmid) ? ('europepmc' as const) : ('pubmed' as const),
        evidence,
        relevance: round(relevance),
        score: round(0.6 * evidenceWeight(evidence.rank) + 0.4 * relevance),
        links: {
          pubmed: pubmedUrl(article.pmid),
          ...(article.doi ? { doi: doiUrl(article.doi) } : {}),
          ...(article.pmcid ? { pmc: pmcUrl(article.pmcid) } : {}),
        },
      };
    })
    .sort((a, b) => b.score - a.score || a.evidence.rank - b.evidence.rank);
};

const passageId = (pmid: string) => `PMID:${pmid}`;

/** An article as a passage the panel answers from: its abstract, cited by PMID. */
const toPassage = (article: RankedArticle): Passage => {
  const text = article.abstract
    .map((section) => (section.label ? `${section.label}: ${section.text}` : section.text))
    .join(' ');
  const conclusion =
    article.abstract.find((section) => /conclu/i.test(section.label ?? ''))?.text ??
    sentences(article.abstract.at(-1)?.text ?? '').at(-1) ??
    article.title;
  const major = article.mesh.filter((heading) => heading.major).map((heading) => heading.term);
  return {
    id: passageId(article.pmid),
    title: article.title,
    text: text.slice(0, 4_000),
    snippet: conclusion.slice(0, 400),
    url: article.links.pubmed,
    source: article.journal,
    trustScore: evidenceReliability(article.evidence.rank),
    questionType: 'information',
    focus: major[0],
    topics: article.mesh.map((heading) => heading.term),
  };
};

/** Keeps citations of the passages handed over ([PMID:n]); any other bracketed id is dropped. */
const keepRetrievedCitations = (text: string, known: ReadonlySet<string>) =>
  text
    .replace(/\s?\[([A-Za-z0-9][A-Za-z0-9_.:-]{0,127})\]/g, (whole, id: string) =>
      known.has(id) ? whole : '',
    )
    .trim();

/**
 * The panel's summary of the abstracts, under the same rule as /ask: it may cite only the articles
 * retrieved, by PMID, and a summary citing none of them is not used. With no supported summary, or
 * too few models, the result says why instead of inventing one.
 */
const summarizeEvidence = async (
  panel: ConsensusPanel,
  question: string,
  articles: readonly RankedArticle[],
): Promise<{ summary: EvidenceSummary | null; reason?: string }> => {
  const passages = articles.filter((article) => article.abstract.length > 0).map(toPassage);
  if (passages.length === 0)
    return { summary: null, reason: 'None of the articles found has an abstract to summarise.' };
  let fanOut: Awaited<ReturnType<typeof askModels>>;
  try {
    fanOut = await askModels(panel.models, { question, passages, detailed: false }, panel.quorum);
  } catch (error) {
    if (error instanceof ModelsUnavailableError)
      return { summary: null, reason: `The summary models did not answer: ${error.message}.` };
    throw error;
  }
  const analyzed = fanOut.answers.map(analyzeAnswer);
  const { chosen, consensus } = findConsensus(analyzed, CONSENSUS_THRESHOLD);
  if (!chosen || !isSupported(chosen))
    return {
      summary: null,
      reason: 'No model could summarise these abstracts with a citation to one of them.',
    };
  if (consensus < CONSENSUS_THRESHOLD)
    return {
      summary: null,
      reason: 'The summary models did not agree on what these abstracts show; read the articles themselves.',
    };
  const known = new Set(passages.map((passage) => passage.id));
  const text = keepRetrievedCitations(chosen.answer.answer, known);
  return {
    summary: {
      text,
      citations: [...new Set(citedIds(text).filter((id) => known.has(id)))].map((id) =>
        id.slice('PMID:'.length),
      ),
      consensus: round(consensus),
      models: fanOut.answers.map((answer) => answer.model),
      modelsLeftOut: fanOut.failures,
    },
  };
};

/** Searches PubMed, ranks what it finds and, when asked, summarises it with the panel. */
/**
 * The summary waits for the panel only until this deadline: API Gateway gives up at 29 s, and the
 * articles are worth returning without a summary.
 */
const withinBudget = async (
  work: Promise<{ summary: EvidenceSummary | null; reason?: string }>,
  budgetMs: number,
): Promise<{ summary: EvidenceSummary | null; reason?: string }> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ summary: null; reason: string }>((resolve) => {
    timer = setTimeout(
      () => resolve({ summary: null, reason: 'The summary models did not finish in time.' }),
      Math.max(0, budgetMs),
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
};

export const searchLiterature = async (
  request: LiteratureRequest,
  panel: ConsensusPanel | undefined,
  deadline: number,
  summaryDeadline = Date.now() + 25_000,
): Promise<LiteratureResult> => {
  const translation = translateQuery(request.question, request);
  // Europe PMC, where configured, runs beside PubMed; its failure costs only its own articles.
  const europeBase = config.europePmcBaseUrl();
  const europeQuery = europeBase ? europePmcQuery(translation, request) : undefined;
  const europe =
    europeBase && europeQuery
      ? searchEuropePmc(europeBase, europeQuery, POOL, deadline).then(
          (result) => ({ ok: true as const, result }),
          (error: unknown) => {
            if (error instanceof UpstreamUnavailableError)
              return { ok: false as const, reason: error.message };
            throw error;
          },
        )
      : undefined;
  const search = await esearch(translation.pubmedQuery, POOL, deadline);
  const fetched = search.pmids.length === 0 ? [] : await efetch(search, POOL, deadline);
  const fromPubmed = new Set(fetched.map((article) => article.pmid));
  const europeOutcome = europe ? await europe : undefined;
  const added = europeOutcome?.ok
    ? europeOutcome.result.articles.filter((article) => !fromPubmed.has(article.pmid))
    : [];
  const ranked = rankArticles(
    [...fetched, ...added],
    request.question,
    new Set(added.map((article) => article.pmid)),
  ).slice(0, request.limit);
  const query = {
    question: request.question,
    ...translation,
    ...(search.translation ? { pubmedTranslation: search.translation } : {}),
    notFound: search.notFound,
  };
  const europePmc =
    europeQuery && europeOutcome
      ? europeOutcome.ok
        ? { europePmc: { query: europeQuery, found: europeOutcome.result.hitCount, added: added.length } }
        : { europePmc: { query: europeQuery, unavailable: europeOutcome.reason } }
      : {};
  if (!request.summarize || !panel)
    return {
      query,
      totalFound: search.count,
      articles: ranked,
      ...europePmc,
      summary: null,
      summaryUnavailable: request.summarize
        ? 'No summary model is configured.'
        : 'A summary was not asked for.',
    };
  if (ranked.length === 0)
    return {
      query,
      totalFound: search.count,
      articles: [],
      ...europePmc,
      summary: null,
      summaryUnavailable: 'No articles were found.',
    };
  const { summary, reason } = await withinBudget(
    summarizeEvidence(panel, request.question, ranked),
    summaryDeadline - Date.now(),
  );
  return {
    query,
    totalFound: search.count,
    articles: ranked,
    ...europePmc,
    summary,
    ...(reason ? { summaryUnavailable: reason } : {}),
  };
};
