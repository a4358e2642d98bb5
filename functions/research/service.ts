import type * as v from 'valibot';
import type { Tenant } from '../../shared/auth/tenant.ts';
import { config } from '../../shared/config.ts';
import { consensusPanel } from '../../shared/consensus/config.ts';
import type { ConsensusPanel } from '../../shared/consensus/engine.ts';
import { queryHash, researchCache } from '../../shared/data/repositories/research-cache.ts';
import { ValidationError } from '../../shared/errors.ts';
import type { KnowledgeIndex } from '../../shared/knowledge/index/search.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { ICD10_CM } from '../../shared/research/conditions.ts';
import { type LiteratureResult, searchLiterature } from '../../shared/research/literature.ts';
import { findTrials, profileCondition, type TrialsResult } from '../../shared/research/trials.ts';
import type { LiteratureBody, TrialsBody } from './contract.ts';

const LITERATURE_DISCLAIMER =
  'Research summaries are informational only and are not medical advice. Abstracts are not full texts; read the articles and ask a health professional before acting on them.';
const TRIALS_DISCLAIMER =
  'Matching is informational only: the study team decides eligibility. Criteria marked unknown need the study team or your clinician.';

/** PubMed changes slowly; a day of reuse spares NCBI repeated searches. */
const LITERATURE_TTL_SECONDS = 24 * 60 * 60;
/** Recruitment status and sites change; an hour keeps matches fresh. */
const TRIALS_TTL_SECONDS = 60 * 60;

let panelSettings: { index: KnowledgeIndex; config: string; panel: ConsensusPanel } | undefined;

/** The summary panel: the same configuration as /ask, rebuilt when the index or the configuration changes. */
export const researchPanel = (index: KnowledgeIndex = knowledgeIndex()): ConsensusPanel => {
  const env = config.modelEnv();
  const current = JSON.stringify(env);
  if (panelSettings?.index !== index || panelSettings.config !== current)
    panelSettings = { index, config: current, panel: consensusPanel(index, env) };
  return panelSettings.panel;
};

type LiteratureInput = v.InferOutput<typeof LiteratureBody>;
type TrialsInput = v.InferOutput<typeof TrialsBody>;

export const researchLiterature = async (tenant: Tenant, body: LiteratureInput, now = new Date()) => {
  // The deployment's upstream address is part of the key: a mirror switched in is not served old answers.
  const hash = queryHash({
    body,
    upstream: [config.literatureBaseUrl(), config.europePmcBaseUrl() ?? ''],
  });
  const cached = await researchCache.get<LiteratureResult>(tenant.orgId, 'LITERATURE', hash, now);
  const result =
    cached ??
    (await searchLiterature(
      body,
      body.summarize ? researchPanel() : undefined,
      Date.now() + config.researchTimeoutMs(),
      // Lambda's 28 s, less time to cache and answer.
      now.getTime() + 26_000,
    ));
  if (!cached) await researchCache.put(tenant.orgId, 'LITERATURE', hash, result, LITERATURE_TTL_SECONDS, now);
  return {
    ...result,
    cached: cached !== undefined,
    disclaimer: LITERATURE_DISCLAIMER,
    timestamp: now.toISOString(),
  };
};

export const researchTrials = async (tenant: Tenant, body: TrialsInput, now = new Date()) => {
  const conditions = body.conditions.map(profileCondition);
  const unrecognizedCodes = conditions
    .filter((condition) => !condition.concept && ICD10_CM.test(condition.input.trim()))
    .map((condition) => condition.input);
  if (unrecognizedCodes.length === body.conditions.length)
    throw new ValidationError('The request body is not valid', [
      {
        path: 'body.conditions',
        message: 'None of these ICD-10-CM codes is in our condition map; give the conditions as text',
      },
    ]);
  const hash = queryHash({ body, upstream: config.trialsBaseUrl() });
  const cached = await researchCache.get<TrialsResult>(tenant.orgId, 'TRIALS', hash, now);
  const result =
    cached ??
    (await findTrials(
      {
        profile: {
          age: body.age,
          sex: body.sex,
          pregnant: body.pregnant,
          conditions,
          medications: body.medications,
          labs: body.labs,
        },
        location: body.location,
        willingToTravel: body.willingToTravel,
        limit: body.limit,
        maxStudies: body.maxStudies,
      },
      Date.now() + config.researchTimeoutMs(),
    ));
  if (!cached) await researchCache.put(tenant.orgId, 'TRIALS', hash, result, TRIALS_TTL_SECONDS, now);
  return {
    ...result,
    unrecognizedCodes,
    cached: cached !== undefined,
    disclaimer: TRIALS_DISCLAIMER,
    timestamp: now.toISOString(),
  };
};
