import * as v from 'valibot';
import { config } from '../config.ts';
import { UpstreamUnavailableError } from '../errors.ts';
import { getUpstream, RateLimiter } from './upstream.ts';

/**
 * A client of the ClinicalTrials.gov API v2 (https://clinicaltrials.gov/data-api/api): GET
 * /studies with `query.cond`, `filter.overallStatus`, `filter.geo`, `fields` to keep replies small,
 * and `pageToken` paging. ClinicalTrials.gov asks for about 50 requests a minute per client; the
 * limiter allows short bursts and keeps the average below that (TRIALS_REQUESTS_PER_MINUTE for a
 * mirror with another limit).
 */
const TRIALS_SERVICE = 'ClinicalTrials.gov';

const trialsLimiter = new RateLimiter(() => config.trialsRequestsPerMinute() / 60, 10);

/** Only the pieces the matcher reads and the response shows. */
const STUDY_FIELDS = [
  'protocolSection.identificationModule',
  'protocolSection.statusModule.overallStatus',
  'protocolSection.conditionsModule',
  'protocolSection.designModule.phases',
  'protocolSection.designModule.studyType',
  'protocolSection.eligibilityModule',
  'protocolSection.contactsLocationsModule.locations',
  'protocolSection.armsInterventionsModule.interventions',
] as const;

const text = v.optional(v.string());
const Location = v.looseObject({
  facility: text,
  city: text,
  state: text,
  country: text,
  status: text,
  geoPoint: v.optional(v.looseObject({ lat: v.number(), lon: v.number() })),
});

const Study = v.looseObject({
  protocolSection: v.looseObject({
    identificationModule: v.looseObject({
      nctId: v.pipe(v.string(), v.regex(/^NCT\d{8}$/)),
      briefTitle: text,
      officialTitle: text,
    }),
    statusModule: v.optional(v.looseObject({ overallStatus: text })),
    conditionsModule: v.optional(
      v.looseObject({
        conditions: v.optional(v.array(v.string())),
        keywords: v.optional(v.array(v.string())),
      }),
    ),
    designModule: v.optional(v.looseObject({ phases: v.optional(v.array(v.string())), studyType: text })),
    eligibilityModule: v.optional(
      v.looseObject({
        eligibilityCriteria: text,
        healthyVolunteers: v.optional(v.boolean()),
        sex: v.optional(v.picklist(['ALL', 'FEMALE', 'MALE'])),
        minimumAge: text,
        maximumAge: text,
        stdAges: v.optional(v.array(v.string())),
      }),
    ),
    contactsLocationsModule: v.optional(v.looseObject({ locations: v.optional(v.array(Location)) })),
    armsInterventionsModule: v.optional(
      v.looseObject({
        interventions: v.optional(v.array(v.looseObject({ type: text, name: text }))),
      }),
    ),
  }),
});

const StudiesPage = v.looseObject({
  studies: v.array(Study),
  nextPageToken: v.optional(v.string()),
  totalCount: v.optional(v.number()),
});

export type StudyRecord = v.InferOutput<typeof Study>;

export interface StudySearch {
  conditions: readonly string[];
  geo?: { latitude: number; longitude: number; radiusMiles: number };
  /** At most this many studies, over as many pages as it takes. */
  maxStudies: number;
  pageSize: number;
}

export interface StudyPages {
  studies: StudyRecord[];
  totalCount?: number;
  pages: number;
  /** There were more studies than were read. */
  truncated: boolean;
}

/** A condition as ClinicalTrials.gov's Essie search reads it: one phrase, syntax characters removed. */
const conditionTerm = (condition: string) =>
  `"${condition
    .replace(/["()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}"`;

const studiesUrl = (search: StudySearch, pageToken: string | undefined, first: boolean): string => {
  const params = new URLSearchParams({
    format: 'json',
    'query.cond': search.conditions.map(conditionTerm).join(' OR '),
    'filter.overallStatus': 'RECRUITING',
    fields: STUDY_FIELDS.join(','),
    pageSize: String(search.pageSize),
  });
  if (search.geo)
    params.set(
      'filter.geo',
      `distance(${search.geo.latitude},${search.geo.longitude},${search.geo.radiusMiles}mi)`,
    );
  if (first) params.set('countTotal', 'true');
  if (pageToken) params.set('pageToken', pageToken);
  return `${config.trialsBaseUrl()}/studies?${params.toString()}`;
};

/** Recruiting studies for the conditions (near the place, when given), page after page. */
export const searchStudies = async (search: StudySearch, deadline: number): Promise<StudyPages> => {
  const studies: StudyRecord[] = [];
  let pageToken: string | undefined;
  let totalCount: number | undefined;
  let pages = 0;
  do {
    const reply = await getUpstream({
      service: TRIALS_SERVICE,
      url: studiesUrl(search, pageToken, pages === 0),
      deadline,
      limiter: trialsLimiter,
      accept: 'application/json',
    });
    let json: unknown;
    try {
      json = JSON.parse(reply.body);
    } catch {
      throw new UpstreamUnavailableError(TRIALS_SERVICE, 'its reply is not JSON');
    }
    const parsed = v.safeParse(StudiesPage, json);
    if (!parsed.success) throw new UpstreamUnavailableError(TRIALS_SERVICE, 'its reply could not be read');
    pages += 1;
    totalCount ??= parsed.output.totalCount;
    studies.push(...parsed.output.studies);
    pageToken = parsed.output.nextPageToken;
  } while (pageToken && studies.length < search.maxStudies);
  return {
    studies: studies.slice(0, search.maxStudies),
    totalCount,
    pages,
    truncated: pageToken !== undefined || studies.length > search.maxStudies,
  };
};

export const studyUrl = (nctId: string) => `https://clinicaltrials.gov/study/${nctId}`;
