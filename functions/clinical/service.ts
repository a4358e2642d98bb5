import type * as v from 'valibot';
import { codingEngine, suggestCodes, validateCodes } from '../../shared/clinical/coding/index.ts';
import { codingModels, reviewWithModels } from '../../shared/clinical/coding/models.ts';
import { CODING_DISCLAIMER, CODING_SOURCES } from '../../shared/clinical/coding/sources.ts';
import { config } from '../../shared/config.ts';
import type { CodingBody, CodingResponse } from './contract.ts';

type Body = v.InferOutput<typeof CodingBody>;
type Response = v.InferInput<typeof CodingResponse>;

/**
 * Suggests codes for `text`, or validates `codes`. Nothing is stored: the answer is a function of
 * the request alone, so no patient text is kept (the clinical notes endpoint stores notes).
 */
export const codeClinicalText = async (body: Body): Promise<Response> => {
  const { table } = codingEngine();
  const common = {
    codeSet: {
      codes: table.sources.codes ?? '',
      tabular: table.sources.tabular ?? '',
      ...(table.sources.index ? { index: table.sources.index } : {}),
      ...(table.sources.neoplasm ? { neoplasm: table.sources.neoplasm } : {}),
      ...(table.sources.drug ? { drug: table.sources.drug } : {}),
    },
    sources: CODING_SOURCES.map((source) => ({ ...source })),
    disclaimer: CODING_DISCLAIMER,
    timestamp: new Date().toISOString(),
  };
  if (body.codes !== undefined) {
    const result = validateCodes(body.codes);
    return {
      mode: 'validate',
      valid: result.valid,
      codes: result.codes,
      conflicts: result.conflicts,
      ...common,
    };
  }
  const result = suggestCodes(body.text ?? '', {
    ...(body.maxCodes !== undefined ? { maxCodes: body.maxCodes } : {}),
    ...(body.alternatives !== undefined ? { alternatives: body.alternatives } : {}),
  });
  const modelReview = body.models
    ? await reviewWithModels(body.text ?? '', codingModels(config.modelEnv()))
    : undefined;
  return { mode: 'suggest', ...result, ...(modelReview ? { modelReview } : {}), ...common };
};
