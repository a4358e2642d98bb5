import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { timestamp, unitInterval } from '../../shared/http/schemas.ts';
import { ARTICLE_TYPES, LANGUAGES } from '../../shared/research/query.ts';

const year = (name: string) =>
  v.optional(
    v.pipe(
      v.number(`${name} is a number`),
      v.integer(`${name} is a whole year`),
      v.minValue(1800, `${name} is 1800 or later`),
      v.maxValue(2100, `${name} is 2100 or earlier`),
      v.description(`Publication year ${name === 'fromYear' ? 'from' : 'to'} (inclusive)`),
    ),
  );

export const LiteratureBody = v.pipe(
  v.strictObject({
    question: v.pipe(
      v.string('question is text'),
      v.trim(),
      v.minLength(3, 'question has at least 3 characters'),
      v.maxLength(1_000, 'question has at most 1000 characters'),
      v.description('A clinical question or topic, as a consumer or a clinician would write it'),
    ),
    fromYear: year('fromYear'),
    toYear: year('toYear'),
    articleTypes: v.optional(
      v.pipe(
        v.array(
          v.picklist(
            Object.keys(ARTICLE_TYPES) as Array<keyof typeof ARTICLE_TYPES>,
            `an article type is one of ${Object.keys(ARTICLE_TYPES).join(', ')}`,
          ),
          'articleTypes is a list',
        ),
        v.maxLength(8, 'at most 8 article types'),
        v.description('Only these PubMed publication types (any of them)'),
      ),
    ),
    humans: v.optional(
      v.pipe(v.boolean('humans is true or false'), v.description('Only studies in humans (MeSH Humans)')),
    ),
    language: v.optional(
      v.pipe(
        v.picklist(
          Object.keys(LANGUAGES) as Array<keyof typeof LANGUAGES>,
          `language is one of ${Object.keys(LANGUAGES).join(', ')}`,
        ),
        v.description('Only articles in this language'),
      ),
    ),
    limit: v.optional(
      v.pipe(
        v.number('limit is a number'),
        v.integer('limit is a whole number'),
        v.minValue(1, 'limit is at least 1'),
        v.maxValue(20, 'limit is at most 20'),
        v.description('Most articles to return (1 to 20); 20 are always ranked'),
      ),
      10,
    ),
    summarize: v.optional(
      v.pipe(
        v.boolean('summarize is true or false'),
        v.description('Ask the consensus panel for an evidence summary of the abstracts'),
      ),
      true,
    ),
  }),
  v.forward(
    v.partialCheck(
      [['fromYear'], ['toYear']],
      (input) => input.fromYear === undefined || input.toYear === undefined || input.fromYear <= input.toYear,
      'toYear is before fromYear',
    ),
    ['toYear'],
  ),
);

const Evidence = v.object({
  level: v.pipe(
    v.picklist([
      'systematic-review',
      'randomized-controlled-trial',
      'cohort-or-case-control',
      'case-series-or-report',
      'expert-opinion',
      'unclassified',
    ]),
    v.description(
      'From the publication types and MeSH design headings: systematic review or meta-analysis (and practice guidelines) > randomised controlled trial > cohort or case-control > case series or report > expert opinion; unclassified when PubMed indexes no design',
    ),
  ),
  rank: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6), v.description('1 is the strongest')),
  basis: v.optional(
    v.pipe(v.string(), v.description('The publication type or MeSH heading that decided it')),
  ),
});

const Article = v.object({
  pmid: v.string(),
  source: v.pipe(
    v.picklist(['pubmed', 'europepmc']),
    v.description('Found by PubMed’s search, or only by Europe PMC’s (where configured)'),
  ),
  title: v.string(),
  authors: v.array(v.string()),
  journal: v.string(),
  year: v.optional(v.number()),
  publicationTypes: v.array(v.string()),
  mesh: v.array(v.object({ term: v.string(), major: v.boolean() })),
  abstract: v.pipe(
    v.array(v.object({ label: v.optional(v.string()), text: v.string() })),
    v.description('The abstract, its structured sections kept (label absent when unstructured)'),
  ),
  language: v.optional(v.string()),
  doi: v.optional(v.string()),
  pmcid: v.optional(v.string()),
  evidence: Evidence,
  relevance: unitInterval(
    "PubMed's relevance order blended with how much of the question the article covers",
  ),
  score: unitInterval(
    'What the list is sorted by: 0.6 × evidence weight (1, 0.8, 0.6, 0.4, 0.25, 0.2 by rank) + 0.4 × relevance',
  ),
  links: v.object({ pubmed: v.string(), doi: v.optional(v.string()), pmc: v.optional(v.string()) }),
});

const Summary = v.object({
  text: v.pipe(
    v.string(),
    v.description('The panel’s summary of the abstracts; every statement cites its articles as [PMID:n]'),
  ),
  citations: v.pipe(v.array(v.string()), v.description('PMIDs cited, all among the articles returned')),
  consensus: unitInterval('How far the panel agrees with the chosen summary'),
  models: v.array(v.string()),
  modelsLeftOut: v.array(v.object({ model: v.string(), reason: v.string() })),
});

export const LiteratureAnswer = v.object({
  query: v.object({
    question: v.string(),
    pubmedQuery: v.pipe(v.string(), v.description('The PubMed query sent to esearch')),
    mesh: v.pipe(
      v.array(v.object({ term: v.string(), ui: v.string(), url: v.string(), matched: v.string() })),
      v.description('MeSH headings the question’s focus was mapped to, with their MeSH browser page'),
    ),
    keywords: v.pipe(
      v.array(v.string()),
      v.description('Other words of the question, left to PubMed’s automatic term mapping'),
    ),
    pubmedTranslation: v.optional(v.pipe(v.string(), v.description('How PubMed itself read the query'))),
    notFound: v.pipe(v.array(v.string()), v.description('Phrases PubMed reported it could not find')),
  }),
  totalFound: v.pipe(v.number(), v.description('Articles PubMed matched in all')),
  articles: v.array(Article),
  europePmc: v.optional(
    v.pipe(
      v.object({
        query: v.string(),
        found: v.optional(v.number()),
        added: v.optional(
          v.pipe(v.number(), v.description('Articles it found that PubMed’s search did not')),
        ),
        unavailable: v.optional(
          v.pipe(v.string(), v.description('Why Europe PMC could not be used this time')),
        ),
      }),
      v.description('Present when EUROPE_PMC_BASE_URL is configured: the second source and what it added'),
    ),
  ),
  summary: v.nullable(Summary),
  summaryUnavailable: v.optional(v.pipe(v.string(), v.description('Why summary is null'))),
  cached: v.pipe(v.boolean(), v.description('Served from this organization’s cache of the same query')),
  disclaimer: v.string(),
  timestamp,
});

const Lab = v.strictObject({
  test: v.pipe(
    v.string('test is text'),
    v.trim(),
    v.minLength(1, 'test is required'),
    v.maxLength(100),
    v.description(
      'HbA1c, eGFR, LDL, creatinine, BMI, systolic blood pressure, fasting glucose, hemoglobin, platelets, ALT',
    ),
  ),
  value: v.pipe(v.number('value is a number'), v.finite()),
  unit: v.optional(
    v.pipe(
      v.string('unit is text'),
      v.trim(),
      v.maxLength(40),
      v.description('The test’s usual unit when left out'),
    ),
  ),
});

const shortText = (name: string) =>
  v.pipe(
    v.string(`${name} is text`),
    v.trim(),
    v.minLength(1, `${name} is empty`),
    v.maxLength(200, `${name} has at most 200 characters`),
  );

export const TrialsBody = v.strictObject({
  age: v.optional(
    v.pipe(
      v.number('age is a number'),
      v.integer('age is a whole number of years'),
      v.minValue(0, 'age is at least 0'),
      v.maxValue(120, 'age is at most 120'),
    ),
  ),
  sex: v.optional(v.picklist(['female', 'male'], 'sex is female or male')),
  pregnant: v.optional(v.boolean('pregnant is true or false')),
  conditions: v.pipe(
    v.array(shortText('a condition'), 'conditions is a list'),
    v.minLength(1, 'Give at least one condition'),
    v.maxLength(10, 'At most 10 conditions'),
    v.description('Conditions as text ("type 2 diabetes") or ICD-10-CM codes ("E11.9")'),
  ),
  medications: v.optional(
    v.pipe(
      v.array(shortText('a medication'), 'medications is a list'),
      v.maxLength(30, 'At most 30 medications'),
    ),
    [],
  ),
  labs: v.optional(v.pipe(v.array(Lab, 'labs is a list'), v.maxLength(30, 'At most 30 lab values')), []),
  location: v.optional(
    v.strictObject({
      latitude: v.pipe(v.number('latitude is a number'), v.minValue(-90), v.maxValue(90)),
      longitude: v.pipe(v.number('longitude is a number'), v.minValue(-180), v.maxValue(180)),
      radiusMiles: v.optional(
        v.pipe(
          v.number('radiusMiles is a number'),
          v.minValue(1, 'radiusMiles is at least 1'),
          v.maxValue(500, 'radiusMiles is at most 500'),
        ),
        50,
      ),
    }),
  ),
  willingToTravel: v.optional(
    v.pipe(
      v.boolean('willingToTravel is true or false'),
      v.description('Search beyond the radius (nearer sites still rank first)'),
    ),
    false,
  ),
  limit: v.optional(
    v.pipe(
      v.number('limit is a number'),
      v.integer(),
      v.minValue(1, 'limit is at least 1'),
      v.maxValue(50, 'limit is at most 50'),
    ),
    10,
  ),
  maxStudies: v.optional(
    v.pipe(
      v.number('maxStudies is a number'),
      v.integer(),
      v.minValue(10, 'maxStudies is at least 10'),
      v.maxValue(200, 'maxStudies is at most 200'),
      v.description('Recruiting studies read and matched, over as many pages as it takes'),
    ),
    100,
  ),
});

const Status = v.pipe(
  v.picklist(['met', 'not-met', 'unknown']),
  v.description(
    'Judged against the profile by rules; unknown when the profile is silent or the text is beyond the rules. For an exclusion criterion, met means the patient has the excluding feature',
  ),
);

const Trial = v.object({
  nctId: v.string(),
  title: v.string(),
  url: v.pipe(v.string(), v.description('The study page on ClinicalTrials.gov')),
  conditions: v.array(v.string()),
  phases: v.array(v.string()),
  interventions: v.array(v.string()),
  verdict: v.pipe(
    v.picklist(['likely-eligible', 'possibly-eligible', 'not-eligible']),
    v.description(
      'not-eligible: an inclusion criterion not met or an exclusion criterion met; likely: every criterion judged in the patient’s favour; possibly: no hit but some unknown',
    ),
  ),
  met: v.pipe(v.number(), v.description('Inclusion criteria met plus exclusion criteria not met')),
  unknown: v.number(),
  excluded: v.boolean(),
  healthyVolunteers: v.optional(v.boolean()),
  nearestSite: v.optional(
    v.object({
      facility: v.optional(v.string()),
      city: v.optional(v.string()),
      state: v.optional(v.string()),
      country: v.optional(v.string()),
      distanceMiles: v.optional(v.number()),
    }),
  ),
  criteria: v.array(
    v.object({
      kind: v.picklist(['inclusion', 'exclusion']),
      text: v.string(),
      source: v.pipe(
        v.picklist(['structured', 'criteria-text']),
        v.description('The eligibility module’s age and sex fields, or a line of its criteria text'),
      ),
      status: Status,
      reason: v.string(),
    }),
  ),
});

export const TrialsAnswer = v.object({
  searchedConditions: v.pipe(
    v.array(v.string()),
    v.description('The conditions sent to ClinicalTrials.gov (ICD-10-CM codes read as words)'),
  ),
  unrecognizedCodes: v.pipe(
    v.array(v.string()),
    v.description('ICD-10-CM codes our map does not know; not searched'),
  ),
  totalRecruiting: v.optional(v.number()),
  studiesRead: v.number(),
  pagesRead: v.number(),
  truncated: v.pipe(v.boolean(), v.description('More recruiting studies matched than maxStudies')),
  trials: v.array(Trial),
  cached: v.boolean(),
  disclaimer: v.string(),
  timestamp,
});

const LITERATURE_EXAMPLE = {
  query: {
    question: 'Does metformin help prevent type 2 diabetes?',
    pubmedQuery:
      '("Diabetes Mellitus, Type 2"[MeSH Terms] OR "type 2 diabetes"[Title/Abstract]) AND ("Metformin"[MeSH Terms] OR "metformin"[Title/Abstract]) AND prevent',
    mesh: [
      {
        term: 'Diabetes Mellitus, Type 2',
        ui: 'D003924',
        url: 'https://meshb.nlm.nih.gov/record/ui?ui=D003924',
        matched: 'type 2 diabetes',
      },
      {
        term: 'Metformin',
        ui: 'D008687',
        url: 'https://meshb.nlm.nih.gov/record/ui?ui=D008687',
        matched: 'metformin',
      },
    ],
    keywords: ['prevent'],
    notFound: [],
  },
  totalFound: 1843,
  articles: [
    {
      pmid: '30000001',
      source: 'pubmed' as const,
      title: 'Metformin for the prevention of type 2 diabetes: a systematic review and meta-analysis.',
      authors: ['Rivera A', 'Chen L'],
      journal: 'Diabetes Care',
      year: 2021,
      publicationTypes: ['Journal Article', 'Meta-Analysis', 'Systematic Review'],
      mesh: [{ term: 'Diabetes Mellitus, Type 2', major: true }],
      abstract: [
        { label: 'BACKGROUND', text: 'Metformin lowers glucose in people with prediabetes.' },
        {
          label: 'CONCLUSIONS',
          text: 'Metformin reduced the incidence of type 2 diabetes by about a third.',
        },
      ],
      language: 'eng',
      doi: '10.2337/example',
      evidence: { level: 'systematic-review', rank: 1, basis: 'Meta-Analysis' },
      relevance: 0.9,
      score: 0.925,
      links: { pubmed: 'https://pubmed.ncbi.nlm.nih.gov/30000001/', doi: 'https://doi.org/10.2337/example' },
    },
  ],
  summary: {
    text: 'Metformin reduced the incidence of type 2 diabetes by about a third [PMID:30000001].',
    citations: ['30000001'],
    consensus: 0.81,
    models: ['embedded:lexical', 'embedded:focus', 'embedded:guidelines'],
    modelsLeftOut: [],
  },
  cached: false,
  disclaimer: 'Research summaries are informational only and are not medical advice.',
  timestamp: '2026-11-23T10:00:00.000Z',
};

export const literature = defineOperation({
  operationId: 'researchLiterature',
  method: 'POST',
  path: '/api/v1/research/literature',
  tag: 'Research',
  summary: 'Search and grade the medical literature (PubMed)',
  description:
    'Translates the question into a PubMed query (MeSH headings where the focus maps), searches PubMed through NCBI E-utilities, ranks the articles by level of evidence and relevance, and asks the consensus panel for a summary that may cite only the articles returned, by PMID. Cached per organization and query for 24 hours. 503 UPSTREAM_UNAVAILABLE when PubMed cannot be reached.',
  public: false,
  status: 200,
  body: LiteratureBody,
  response: LiteratureAnswer,
  errors: ['UPSTREAM_UNAVAILABLE'],
  examples: {
    request: {
      question: 'Does metformin help prevent type 2 diabetes?',
      fromYear: 2015,
      humans: true,
      limit: 5,
    },
    response: LITERATURE_EXAMPLE,
  },
});

const TRIALS_EXAMPLE = {
  searchedConditions: ['Type 2 diabetes'],
  unrecognizedCodes: [],
  totalRecruiting: 412,
  studiesRead: 100,
  pagesRead: 2,
  truncated: true,
  trials: [
    {
      nctId: 'NCT05000001',
      title: 'Once-weekly Therapy in Adults With Type 2 Diabetes Inadequately Controlled on Metformin',
      url: 'https://clinicaltrials.gov/study/NCT05000001',
      conditions: ['Type 2 Diabetes'],
      phases: ['PHASE3'],
      interventions: ['Study drug', 'Placebo'],
      verdict: 'possibly-eligible' as const,
      met: 4,
      unknown: 1,
      excluded: false,
      healthyVolunteers: false,
      nearestSite: {
        facility: 'Example Research Clinic',
        city: 'Boston',
        state: 'Massachusetts',
        country: 'United States',
        distanceMiles: 3.2,
      },
      criteria: [
        {
          kind: 'inclusion' as const,
          text: 'Age at least 18 years',
          source: 'structured' as const,
          status: 'met' as const,
          reason: 'Age 58 is within the limits',
        },
        {
          kind: 'inclusion' as const,
          text: 'HbA1c between 7.0% and 10.5%',
          source: 'criteria-text' as const,
          status: 'met' as const,
          reason: 'HbA1c 8.1 % is within 7.0–10.5%',
        },
        {
          kind: 'exclusion' as const,
          text: 'Treatment with insulin within 90 days',
          source: 'criteria-text' as const,
          status: 'unknown' as const,
          reason: 'The profile does not mention Insulin',
        },
      ],
    },
  ],
  cached: false,
  disclaimer: 'Matching is informational only: the study team decides eligibility.',
  timestamp: '2026-11-23T10:00:00.000Z',
};

export const trials = defineOperation({
  operationId: 'researchTrials',
  method: 'POST',
  path: '/api/v1/research/trials',
  tag: 'Research',
  summary: 'Match a patient profile to recruiting clinical trials (ClinicalTrials.gov)',
  description:
    'Finds recruiting studies for the profile’s conditions on ClinicalTrials.gov (near the location unless willing to travel), reads each study’s eligibility criteria and judges every criterion as met, not met or unknown against the profile by rules; ranks studies with no exclusion hit by criteria met. The profile is health data: it is never logged, and the answer is cached only under a hash, per organization, for one hour. 503 UPSTREAM_UNAVAILABLE when ClinicalTrials.gov cannot be reached.',
  public: false,
  status: 200,
  body: TrialsBody,
  response: TrialsAnswer,
  errors: ['UPSTREAM_UNAVAILABLE'],
  examples: {
    request: {
      age: 58,
      sex: 'female',
      conditions: ['E11.9'],
      medications: ['metformin'],
      labs: [{ test: 'HbA1c', value: 8.1, unit: '%' }],
      location: { latitude: 42.36, longitude: -71.06, radiusMiles: 50 },
    },
    response: TRIALS_EXAMPLE,
  },
});

export const operations = [literature, trials];
