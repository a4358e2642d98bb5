import * as v from 'valibot';
import { config } from '../config.ts';
import { UpstreamUnavailableError } from '../errors.ts';
import type { PubmedArticle } from './pubmed.ts';
import type { LiteratureFilters, QueryTranslation } from './query.ts';
import { getUpstream, RateLimiter } from './upstream.ts';

/**
 * Europe PMC's REST search (https://europepmc.org/RestfulWebService), used only where
 * EUROPE_PMC_BASE_URL is configured: it adds PubMed-indexed articles PubMed's own search did not
 * return (Europe PMC also matches full texts), read into the same article shape. It is a second source, never the one the
 * request stands on: when it fails, the PubMed answer is returned and says so.
 */
const EUROPE_PMC_SERVICE = 'Europe PMC';

/** Europe PMC publishes no hard limit; the same spacing as NCBI without a key keeps us polite. */
const europePmcLimiter = new RateLimiter(() => 3);

const text = v.optional(v.string());
const Result = v.looseObject({
  id: text,
  source: text,
  pmid: text,
  pmcid: text,
  doi: text,
  title: text,
  authorString: text,
  pubYear: text,
  language: text,
  abstractText: text,
  journalInfo: v.optional(
    v.looseObject({ journal: v.optional(v.looseObject({ title: text, medlineAbbreviation: text })) }),
  ),
  pubTypeList: v.optional(v.looseObject({ pubType: v.optional(v.array(v.string())) })),
  meshHeadingList: v.optional(
    v.looseObject({
      meshHeading: v.optional(v.array(v.looseObject({ descriptorName: v.string(), majorTopic_YN: text }))),
    }),
  ),
});
const SearchReply = v.looseObject({
  hitCount: v.number(),
  resultList: v.looseObject({ result: v.array(Result) }),
});

const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  english: 'eng',
  spanish: 'spa',
  french: 'fre',
  german: 'ger',
  italian: 'ita',
  portuguese: 'por',
  chinese: 'chi',
  japanese: 'jpn',
};

const quote = (phrase: string) => `"${phrase.replace(/["()]/g, ' ').trim()}"`;

/** The same focus and words as the PubMed query, in Europe PMC's syntax. */
export const europePmcQuery = (translation: QueryTranslation, filters: LiteratureFilters): string => {
  const clauses = [
    ...translation.mesh.map((heading) => `(MESH:${quote(heading.term)} OR ${quote(heading.matched)})`),
    ...translation.keywords,
  ];
  if (filters.fromYear !== undefined || filters.toYear !== undefined)
    clauses.push(`PUB_YEAR:[${filters.fromYear ?? 1800} TO ${filters.toYear ?? 3000}]`);
  if (filters.language) clauses.push(`LANG:${LANGUAGE_CODES[filters.language] ?? 'eng'}`);
  return clauses.join(' AND ');
};

/** "<h4>Background</h4>text<h4>Methods</h4>text" into labelled sections, other markup dropped. */
const sectionsOf = (abstract: string | undefined): PubmedArticle['abstract'] => {
  if (!abstract) return [];
  const clean = (value: string) =>
    value
      // Inline markup (<i>p</i>, <sup>2</sup>) joins its text; any other tag separates words.
      .replace(/<\/?(i|b|em|strong|sup|sub|u)>/gi, '')
      .replace(/<[^>]{0,200}>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const parts = abstract.split(/<h4>([^<]{1,80})<\/h4>/i);
  const sections: PubmedArticle['abstract'] = [];
  if (clean(parts[0] ?? '')) sections.push({ text: clean(parts[0] ?? '') });
  for (let i = 1; i < parts.length; i += 2) {
    const body = clean(parts[i + 1] ?? '');
    if (body) sections.push({ label: clean(parts[i] ?? '').toUpperCase(), text: body });
  }
  return sections;
};

const toArticle = (result: v.InferOutput<typeof Result>): PubmedArticle | undefined => {
  // Only records PubMed indexes: the summary cites by PMID, and every article links to PubMed.
  const pmid = result.pmid && /^\d{1,9}$/.test(result.pmid) ? result.pmid : undefined;
  if (!pmid || !result.title) return undefined;
  const year = Number(result.pubYear);
  return {
    pmid,
    title: result.title.replace(/<[^>]{0,200}>/g, ''),
    authors: (result.authorString ?? '').replace(/\.$/, '').split(/,\s*/).filter(Boolean),
    journal: result.journalInfo?.journal?.title ?? result.journalInfo?.journal?.medlineAbbreviation ?? '',
    ...(Number.isInteger(year) ? { year } : {}),
    publicationTypes: (result.pubTypeList?.pubType ?? []).map((type) =>
      // Europe PMC writes PubMed's types in lower case ("randomized controlled trial").
      type.replace(/(^|[\s-])(\w)/g, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`),
    ),
    mesh: (result.meshHeadingList?.meshHeading ?? []).map((heading) => ({
      term: heading.descriptorName,
      major: heading.majorTopic_YN === 'Y',
    })),
    abstract: sectionsOf(result.abstractText),
    ...(result.language ? { language: result.language } : {}),
    ...(result.doi ? { doi: result.doi } : {}),
    ...(result.pmcid ? { pmcid: result.pmcid } : {}),
  };
};

export interface EuropePmcResult {
  hitCount: number;
  articles: PubmedArticle[];
}

export const searchEuropePmc = async (
  baseUrl: string,
  query: string,
  pageSize: number,
  deadline: number,
): Promise<EuropePmcResult> => {
  const params = new URLSearchParams({
    query,
    format: 'json',
    resultType: 'core',
    pageSize: String(pageSize),
    email: config.ncbiEmail() ?? '',
  });
  if (!config.ncbiEmail()) params.delete('email');
  const reply = await getUpstream({
    service: EUROPE_PMC_SERVICE,
    url: `${baseUrl}/search?${params.toString()}`,
    deadline,
    limiter: europePmcLimiter,
    accept: 'application/json',
    maxAttempts: 2,
  });
  let json: unknown;
  try {
    json = JSON.parse(reply.body);
  } catch {
    throw new UpstreamUnavailableError(EUROPE_PMC_SERVICE, 'its reply is not JSON');
  }
  const parsed = v.safeParse(SearchReply, json);
  if (!parsed.success) throw new UpstreamUnavailableError(EUROPE_PMC_SERVICE, 'its reply could not be read');
  return {
    hitCount: parsed.output.hitCount,
    articles: parsed.output.resultList.result
      .map(toArticle)
      .filter((article): article is PubmedArticle => article !== undefined),
  };
};
