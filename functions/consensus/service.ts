import type { Tenant } from '../../shared/auth/tenant.ts';
import { config } from '../../shared/config.ts';
import { consensusPanel } from '../../shared/consensus/config.ts';
import { answerQuestion, type ConsensusPanel, type Question } from '../../shared/consensus/engine.ts';
import { answers } from '../../shared/data/repositories/answers.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { newId } from '../../shared/ids.ts';
import type { KnowledgeIndex } from '../../shared/knowledge/index/search.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';
import { expiryAfter } from '../../shared/retention.ts';

let settings:
  | { index: KnowledgeIndex; config: string; panel: ConsensusPanel; retentionDays: number }
  | undefined;

/**
 * The panel over the current index, rebuilt when the index or the configuration changes (the local
 * server reloads imports; tests and local runs switch panels).
 */
export const consensusSettings = (index: KnowledgeIndex) => {
  const env = config.modelEnv();
  const retentionDays = config.answerRetentionDays();
  const current = JSON.stringify([env, retentionDays]);
  if (settings?.index !== index || settings.config !== current) {
    settings = { index, config: current, panel: consensusPanel(index, env), retentionDays };
  }
  return settings;
};

export const askQuestion = async (tenant: Tenant, question: Question, now = new Date()) => {
  const { index, panel, retentionDays } = consensusSettings(knowledgeIndex());
  const result = await answerQuestion(index, panel, question);
  const timestamp = now.toISOString();
  const id = newId('ans');
  const expiresAt = expiryAfter(now, retentionDays);
  await answers.create({
    ...result,
    id,
    orgId: tenant.orgId,
    keyId: tenant.keyId,
    question: question.question,
    context: question.context,
    timestamp,
    expiresAt,
  });
  return {
    id,
    answer: result.answer,
    trustScore: result.trustScore,
    breakdown: result.breakdown,
    sources: result.sources,
    models: result.models,
    modelsLeftOut: result.modelsLeftOut,
    consensusReached: result.consensusReached,
    redFlags: result.redFlags,
    safety: result.safety,
    abstained: result.abstained,
    interpretation: {
      ...(result.interpretation.focus === undefined ? {} : { focus: result.interpretation.focus }),
      ...(result.interpretation.type === undefined ? {} : { type: result.interpretation.type }),
      subQuestions: result.interpretation.subQuestions,
    },
    timestamp,
  };
};

export const trustRecord = async (tenant: Tenant, responseId: string, now = new Date()) => {
  const record = await answers.get(tenant.orgId, responseId, now);
  if (!record) throw new NotFoundError('No answer with this id');
  return {
    responseId: record.id,
    score: record.trustScore,
    // Records written before safety routing have no basis: their score came from the panel.
    breakdown: { ...record.breakdown, basis: record.breakdown.basis ?? 'consensus' },
    models: record.models,
    modelsLeftOut: record.modelsLeftOut,
    unsupportedModels: record.unsupported,
    consensusReached: record.consensusReached,
    timestamp: record.timestamp,
    expiresAt: record.expiresAt,
  };
};
