/**
 * The level of evidence of an article, from its PubMed publication types and MeSH design headings,
 * in the usual hierarchy: systematic reviews and meta-analyses (and practice guidelines, which are
 * built on them) above randomised trials, above cohort and case-control studies, above case series
 * and reports, above expert opinion (editorials, letters, comments, narrative reviews). An article
 * whose design PubMed does not index is "unclassified" and ranks last: we do not guess a design.
 */
type EvidenceLevel =
  | 'systematic-review'
  | 'randomized-controlled-trial'
  | 'cohort-or-case-control'
  | 'case-series-or-report'
  | 'expert-opinion'
  | 'unclassified';

export interface Evidence {
  level: EvidenceLevel;
  /** 1 (strongest) to 6. */
  rank: number;
  /** The publication type or MeSH heading that decided it. */
  basis?: string;
}

const LEVELS: ReadonlyArray<{ level: EvidenceLevel; types: readonly string[]; mesh: readonly string[] }> = [
  {
    level: 'systematic-review',
    types: ['Systematic Review', 'Meta-Analysis', 'Network Meta-Analysis', 'Practice Guideline', 'Guideline'],
    mesh: [],
  },
  {
    level: 'randomized-controlled-trial',
    types: ['Randomized Controlled Trial', 'Pragmatic Clinical Trial', 'Equivalence Trial'],
    mesh: ['Random Allocation'],
  },
  {
    level: 'cohort-or-case-control',
    types: [
      'Observational Study',
      'Controlled Clinical Trial',
      'Clinical Trial',
      'Clinical Trial, Phase II',
      'Clinical Trial, Phase III',
      'Clinical Trial, Phase IV',
      'Multicenter Study',
      'Comparative Study',
    ],
    mesh: [
      'Cohort Studies',
      'Prospective Studies',
      'Retrospective Studies',
      'Longitudinal Studies',
      'Follow-Up Studies',
      'Case-Control Studies',
      'Cross-Sectional Studies',
    ],
  },
  { level: 'case-series-or-report', types: ['Case Reports'], mesh: [] },
  {
    level: 'expert-opinion',
    types: ['Editorial', 'Comment', 'Letter', 'Review', 'Consensus Development Conference', 'News'],
    mesh: [],
  },
];

export const classifyEvidence = (publicationTypes: readonly string[], mesh: readonly string[]): Evidence => {
  for (const [index, { level, types, mesh: headings }] of LEVELS.entries()) {
    const type = publicationTypes.find((candidate) => types.includes(candidate));
    if (type) return { level, rank: index + 1, basis: type };
    const heading = mesh.find((candidate) => headings.includes(candidate));
    if (heading) return { level, rank: index + 1, basis: heading };
  }
  return { level: 'unclassified', rank: LEVELS.length + 1 };
};

/**
 * The weight of a level in ranking: spread so that a level's lead outweighs most relevance
 * differences (a relevant trial still beats an off-topic review).
 */
export const evidenceWeight = (rank: number): number => [1, 0.8, 0.6, 0.4, 0.25, 0.2][rank - 1] ?? 0.2;

/** How reliable a passage of this level is to the summary panel (the scale of source grades, 0.45 to 0.95). */
export const evidenceReliability = (rank: number): number =>
  [0.95, 0.9, 0.8, 0.6, 0.5, 0.45][rank - 1] ?? 0.45;
