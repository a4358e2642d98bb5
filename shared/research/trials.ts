import { type StudyRecord, searchStudies, studyUrl } from './ctgov.ts';
import {
  type Criterion,
  matchStudy,
  milesBetween,
  type PatientProfile,
  profileCondition,
  type TrialMatch,
} from './eligibility.ts';

export interface TrialsRequest {
  profile: PatientProfile;
  location?: { latitude: number; longitude: number; radiusMiles: number };
  /** Willing to travel beyond the radius: the search is not limited by place; nearer sites rank first. */
  willingToTravel: boolean;
  limit: number;
  /** How many recruiting studies are read and matched, at most. */
  maxStudies: number;
}

export interface RankedTrial {
  nctId: string;
  title: string;
  url: string;
  conditions: string[];
  phases: string[];
  interventions: string[];
  verdict: TrialMatch['verdict'];
  met: number;
  unknown: number;
  excluded: boolean;
  healthyVolunteers?: boolean;
  nearestSite?: {
    facility?: string;
    city?: string;
    state?: string;
    country?: string;
    distanceMiles?: number;
  };
  criteria: Criterion[];
}

export interface TrialsResult {
  searchedConditions: string[];
  totalRecruiting?: number;
  studiesRead: number;
  pagesRead: number;
  truncated: boolean;
  trials: RankedTrial[];
}

/** What the search asks ClinicalTrials.gov for: each condition in words (codes through the concept map). */
const searchTerms = (profile: PatientProfile): string[] => [
  ...new Set(
    profile.conditions
      .map((condition) => condition.concept?.label ?? condition.input)
      .filter((term) => !/^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/i.test(term.trim())),
  ),
];

const nearestSite = (study: StudyRecord, from: TrialsRequest['location']): RankedTrial['nearestSite'] => {
  const locations = study.protocolSection.contactsLocationsModule?.locations ?? [];
  const placed = locations.map((location) => ({
    location,
    distance:
      from && location.geoPoint
        ? milesBetween({ lat: from.latitude, lon: from.longitude }, location.geoPoint)
        : undefined,
  }));
  const best = placed.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity))[0];
  if (!best) return undefined;
  const { facility, city, state, country } = best.location;
  return {
    ...(facility ? { facility } : {}),
    ...(city ? { city } : {}),
    ...(state ? { state } : {}),
    ...(country ? { country } : {}),
    ...(best.distance !== undefined ? { distanceMiles: Math.round(best.distance * 10) / 10 } : {}),
  };
};

/**
 * Ranks matched studies: those with no exclusion hit and no inclusion failed first, then by criteria
 * met, then by fewer unknowns, then by the nearest site.
 */
export const rankTrials = (
  studies: readonly StudyRecord[],
  request: Pick<TrialsRequest, 'profile' | 'location'>,
) =>
  studies
    .map((study): RankedTrial => {
      const match = matchStudy(study, request.profile);
      const section = study.protocolSection;
      return {
        nctId: section.identificationModule.nctId,
        title: section.identificationModule.briefTitle ?? section.identificationModule.officialTitle ?? '',
        url: studyUrl(section.identificationModule.nctId),
        conditions: section.conditionsModule?.conditions ?? [],
        phases: section.designModule?.phases ?? [],
        interventions: (section.armsInterventionsModule?.interventions ?? [])
          .map((intervention) => intervention.name)
          .filter((name): name is string => Boolean(name)),
        verdict: match.verdict,
        met: match.met,
        unknown: match.unknown,
        excluded: match.excluded,
        ...(section.eligibilityModule?.healthyVolunteers !== undefined
          ? { healthyVolunteers: section.eligibilityModule.healthyVolunteers }
          : {}),
        nearestSite: nearestSite(study, request.location),
        criteria: match.criteria,
      };
    })
    .sort(
      (a, b) =>
        Number(a.excluded) - Number(b.excluded) ||
        b.met - a.met ||
        a.unknown - b.unknown ||
        (a.nearestSite?.distanceMiles ?? Infinity) - (b.nearestSite?.distanceMiles ?? Infinity) ||
        a.nctId.localeCompare(b.nctId),
    );

export const findTrials = async (request: TrialsRequest, deadline: number): Promise<TrialsResult> => {
  const conditions = searchTerms(request.profile);
  const pages = await searchStudies(
    {
      conditions,
      ...(request.location && !request.willingToTravel ? { geo: request.location } : {}),
      maxStudies: request.maxStudies,
      pageSize: Math.min(50, request.maxStudies),
    },
    deadline,
  );
  return {
    searchedConditions: conditions,
    ...(pages.totalCount !== undefined ? { totalRecruiting: pages.totalCount } : {}),
    studiesRead: pages.studies.length,
    pagesRead: pages.pages,
    truncated: pages.truncated,
    trials: rankTrials(pages.studies, request).slice(0, request.limit),
  };
};

export { profileCondition };
