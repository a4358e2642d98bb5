import { type Concept, conceptsIn, meshUrl } from './conditions.ts';

/**
 * From a consumer question to a PubMed query: each focus our concept map knows becomes its MeSH
 * heading OR its words in title and abstract (so articles not yet indexed for MeSH are found too);
 * the remaining content words go to PubMed's automatic term mapping; the filters become PubMed field
 * tags. The translation is returned with the answer so the caller sees what was searched.
 */
export const ARTICLE_TYPES = {
  'systematic-review': 'systematic review[pt]',
  'meta-analysis': 'meta-analysis[pt]',
  'randomized-controlled-trial': 'randomized controlled trial[pt]',
  'clinical-trial': 'clinical trial[pt]',
  'observational-study': 'observational study[pt]',
  'case-reports': 'case reports[pt]',
  review: 'review[pt]',
  guideline: 'practice guideline[pt]',
} as const;
type ArticleType = keyof typeof ARTICLE_TYPES;

export const LANGUAGES = {
  english: 'english',
  spanish: 'spanish',
  french: 'french',
  german: 'german',
  italian: 'italian',
  portuguese: 'portuguese',
  chinese: 'chinese',
  japanese: 'japanese',
} as const;
type Language = keyof typeof LANGUAGES;

export interface LiteratureFilters {
  fromYear?: number;
  toYear?: number;
  articleTypes?: readonly ArticleType[];
  humans?: boolean;
  language?: Language;
}

export interface QueryTranslation {
  /** The PubMed query sent to esearch. */
  pubmedQuery: string;
  mesh: Array<{ term: string; ui: string; url: string; matched: string }>;
  /** Words beyond the mapped focus, left to PubMed's automatic term mapping. */
  keywords: string[];
}

const STOP = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours
  best better good bad help helps know tell anyone really much many people person someone getting get got take taking make makes made use used using way ways thing things need needs want work works effective effect effects safe risk risks question study studies research evidence new latest year years day days does do mom dad mother father wife husband son daughter child kids adult adults patient patients`.split(
    /\s+/,
  ),
);

/** A PubMed phrase for text: quoted, with characters PubMed treats as syntax removed. */
const phrase = (text: string) =>
  `"${text
    .replace(/["[\]()*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}"`;

const conceptClause = (concept: Concept, matched: string) =>
  `(${phrase(concept.mesh.term)}[MeSH Terms] OR ${phrase(matched.toLowerCase())}[Title/Abstract])`;

export const translateQuery = (question: string, filters: LiteratureFilters = {}): QueryTranslation => {
  let rest = question;
  const mesh: QueryTranslation['mesh'] = [];
  const clauses: string[] = [];
  for (const concept of conceptsIn(question)) {
    const matched = concept.pattern.exec(question)?.[0] ?? concept.label;
    rest = rest.replace(concept.pattern, ' ');
    mesh.push({ term: concept.mesh.term, ui: concept.mesh.ui, url: meshUrl(concept.mesh.ui), matched });
    clauses.push(conceptClause(concept, matched));
  }
  const keywords = [
    ...new Set(
      rest
        .toLowerCase()
        .replace(/[^a-z0-9\s-]/g, ' ')
        .split(/\s+/)
        .filter((word) => word.length > 2 && !STOP.has(word) && !/^\d+$/.test(word)),
    ),
  ].slice(0, 8);
  // Without a field tag PubMed's automatic term mapping expands them (prevent → prevention…).
  for (const word of keywords) clauses.push(word);
  if (clauses.length === 0) clauses.push(phrase(question.slice(0, 200)));

  const filterClauses: string[] = [];
  if (filters.articleTypes?.length)
    filterClauses.push(`(${filters.articleTypes.map((type) => ARTICLE_TYPES[type]).join(' OR ')})`);
  if (filters.humans) filterClauses.push('humans[MeSH Terms]');
  if (filters.language) filterClauses.push(`${LANGUAGES[filters.language]}[Language]`);
  if (filters.fromYear !== undefined || filters.toYear !== undefined)
    filterClauses.push(`${filters.fromYear ?? 1800}:${filters.toYear ?? 3000}[Date - Publication]`);
  return {
    pubmedQuery: [...clauses, ...filterClauses].join(' AND '),
    mesh,
    keywords,
  };
};
