import { config } from '../config.ts';
import { UpstreamUnavailableError } from '../errors.ts';
import { getUpstream, RateLimiter } from './upstream.ts';
import { at, child, childrenNamed, parseXml, textOf, type XmlElement, XmlError } from './xml.ts';

/**
 * A PubMed client over NCBI E-utilities, as NCBI asks clients to behave
 * (https://www.ncbi.nlm.nih.gov/books/NBK25497/): esearch with the history server (usehistory=y),
 * then efetch of the stored result as PubMed XML; `tool` and `email` on every call, `api_key` when
 * configured; at most 3 requests a second, 10 with a key, through one limiter for the process.
 */
const PUBMED_SERVICE = 'PubMed (NCBI E-utilities)';

const ncbiLimiter = new RateLimiter(() => (config.ncbiApiKey() ? 10 : 3));

interface AbstractSection {
  /** The section's label (BACKGROUND, METHODS, RESULTS, CONCLUSIONS…); absent in unstructured abstracts. */
  label?: string;
  text: string;
}

export interface PubmedArticle {
  pmid: string;
  title: string;
  authors: string[];
  journal: string;
  year?: number;
  publicationTypes: string[];
  mesh: Array<{ term: string; major: boolean }>;
  abstract: AbstractSection[];
  language?: string;
  doi?: string;
  pmcid?: string;
}

export interface SearchResult {
  count: number;
  pmids: string[];
  /** PubMed's own reading of the query (its QueryTranslation). */
  translation?: string;
  webEnv?: string;
  queryKey?: string;
  /** Phrases PubMed could not find, as it reports them. */
  notFound: string[];
}

const eutilsUrl = (utility: string, params: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries({
    ...params,
    tool: config.ncbiTool(),
    email: config.ncbiEmail(),
    api_key: config.ncbiApiKey(),
  })) {
    if (value !== undefined) search.set(name, value);
  }
  return `${config.literatureBaseUrl()}/${utility}.fcgi?${search.toString()}`;
};

const readXml = (body: string, expected: string): XmlElement => {
  try {
    const root = parseXml(body);
    if (root.name !== expected) throw new XmlError(`expected <${expected}>, got <${root.name}>`);
    return root;
  } catch (error) {
    if (error instanceof XmlError)
      throw new UpstreamUnavailableError(PUBMED_SERVICE, 'its reply could not be read');
    throw error;
  }
};

const fetchXml = async (utility: string, params: Record<string, string | undefined>, deadline: number) =>
  (
    await getUpstream({
      service: PUBMED_SERVICE,
      url: eutilsUrl(utility, params),
      deadline,
      limiter: ncbiLimiter,
      accept: 'application/xml, text/xml',
    })
  ).body;

export const parseSearch = (root: XmlElement): SearchResult => {
  // esearch reports a failed search (a malformed query, a backend fault) as <ERROR> in a 200 reply.
  const failure = textOf(child(root, 'ERROR'));
  if (failure)
    throw new UpstreamUnavailableError(PUBMED_SERVICE, `it reported an error (${failure.slice(0, 200)})`);
  const count = Number(textOf(child(root, 'Count')));
  if (!Number.isInteger(count))
    throw new UpstreamUnavailableError(PUBMED_SERVICE, 'its reply could not be read');
  return {
    count,
    pmids: childrenNamed(child(root, 'IdList'), 'Id')
      .map(textOf)
      .filter((id) => /^\d{1,9}$/.test(id)),
    translation: textOf(child(root, 'QueryTranslation')) || undefined,
    webEnv: textOf(child(root, 'WebEnv')) || undefined,
    queryKey: textOf(child(root, 'QueryKey')) || undefined,
    notFound: childrenNamed(child(root, 'ErrorList'), 'PhraseNotFound').map(textOf),
  };
};

export const esearch = async (term: string, retmax: number, deadline: number): Promise<SearchResult> =>
  parseSearch(
    readXml(
      await fetchXml(
        'esearch',
        { db: 'pubmed', term, usehistory: 'y', retmax: String(retmax), sort: 'relevance', retmode: 'xml' },
        deadline,
      ),
      'eSearchResult',
    ),
  );

const yearOf = (article: XmlElement | undefined): number | undefined => {
  const pubDate = at(article, 'Journal', 'JournalIssue', 'PubDate');
  const raw =
    textOf(child(pubDate, 'Year')) ||
    textOf(child(pubDate, 'MedlineDate')) ||
    textOf(at(child(article, 'ArticleDate'), 'Year'));
  const year = Number(/\d{4}/.exec(raw)?.[0]);
  return Number.isInteger(year) && year > 1000 ? year : undefined;
};

const authorName = (author: XmlElement): string | undefined => {
  const collective = textOf(child(author, 'CollectiveName'));
  if (collective) return collective;
  const last = textOf(child(author, 'LastName'));
  const initials = textOf(child(author, 'Initials')) || textOf(child(author, 'ForeName'));
  return last ? `${last}${initials ? ` ${initials}` : ''}` : undefined;
};

const parseArticle = (element: XmlElement): PubmedArticle | undefined => {
  const citation = child(element, 'MedlineCitation');
  const article = child(citation, 'Article');
  const pmid = textOf(child(citation, 'PMID'));
  if (!/^\d{1,9}$/.test(pmid) || !article) return undefined;
  const ids = childrenNamed(at(element, 'PubmedData', 'ArticleIdList'), 'ArticleId');
  const idOf = (type: string) => ids.find((id) => id.attributes.IdType === type);
  const doi =
    textOf(idOf('doi')) ||
    textOf(childrenNamed(article, 'ELocationID').find((id) => id.attributes.EIdType === 'doi'));
  return {
    pmid,
    title: textOf(child(article, 'ArticleTitle')) || textOf(child(article, 'VernacularTitle')),
    authors: childrenNamed(child(article, 'AuthorList'), 'Author')
      .map(authorName)
      .filter((name): name is string => name !== undefined),
    journal:
      textOf(at(article, 'Journal', 'Title')) || textOf(at(citation, 'MedlineJournalInfo', 'MedlineTA')),
    year: yearOf(article),
    publicationTypes: childrenNamed(child(article, 'PublicationTypeList'), 'PublicationType').map(textOf),
    mesh: childrenNamed(child(citation, 'MeshHeadingList'), 'MeshHeading').flatMap((heading) => {
      const descriptor = child(heading, 'DescriptorName');
      const term = textOf(descriptor);
      const major =
        descriptor?.attributes.MajorTopicYN === 'Y' ||
        childrenNamed(heading, 'QualifierName').some((q) => q.attributes.MajorTopicYN === 'Y');
      return term ? [{ term, major }] : [];
    }),
    abstract: childrenNamed(child(article, 'Abstract'), 'AbstractText')
      .map((section) => ({
        ...(section.attributes.Label ? { label: section.attributes.Label } : {}),
        text: textOf(section),
      }))
      .filter((section) => section.text.length > 0),
    language: textOf(child(article, 'Language')) || undefined,
    doi: doi || undefined,
    pmcid: textOf(idOf('pmc')) || undefined,
  };
};

export const parseArticles = (root: XmlElement): PubmedArticle[] =>
  childrenNamed(root, 'PubmedArticle')
    .map(parseArticle)
    .filter((article): article is PubmedArticle => article !== undefined);

/** Fetches the first `retmax` articles of a search kept on the history server, in search order. */
export const efetch = async (
  search: SearchResult,
  retmax: number,
  deadline: number,
): Promise<PubmedArticle[]> => {
  const params =
    search.webEnv && search.queryKey
      ? { WebEnv: search.webEnv, query_key: search.queryKey, retstart: '0', retmax: String(retmax) }
      : { id: search.pmids.slice(0, retmax).join(',') };
  const body = await fetchXml(
    'efetch',
    { db: 'pubmed', retmode: 'xml', rettype: 'abstract', ...params },
    deadline,
  );
  const articles = parseArticles(readXml(body, 'PubmedArticleSet'));
  // efetch from the history server returns the search's order; by id list, PubMed's own.
  const order = new Map(search.pmids.map((pmid, index) => [pmid, index]));
  return articles.sort((a, b) => (order.get(a.pmid) ?? 1e9) - (order.get(b.pmid) ?? 1e9));
};

export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;
export const pmcUrl = (pmcid: string) => `https://pmc.ncbi.nlm.nih.gov/articles/${pmcid}/`;
export const doiUrl = (doi: string) => `https://doi.org/${doi}`;
