import type * as v from 'valibot';
import { ProtocolInputError, recommendProtocol } from '../../shared/clinical/protocols/index.ts';
import { ValidationError } from '../../shared/errors.ts';
import { medicationName } from '../../shared/http/schemas.ts';
import type { ProtocolBody } from './protocols-contract.ts';

type Body = v.InferOutput<typeof ProtocolBody>;

/**
 * Applies the condition's guideline to the patient. Nothing is stored: the answer is a function of
 * the request alone, so no patient data is kept.
 */
export const recommendClinicalProtocol = (body: Body, now = new Date()) => {
  try {
    const { medications, ...patient } = body.patient;
    const result = recommendProtocol(body.condition, {
      ...patient,
      ...(medications ? { medications: medications.map(medicationName) } : {}),
    });
    // The urgent-care message, when there is one, leads the answer.
    return {
      ...(result.urgentCare ? { urgentCare: result.urgentCare } : {}),
      ...result,
      timestamp: now.toISOString(),
    };
  } catch (error) {
    if (error instanceof ProtocolInputError)
      throw new ValidationError(
        `The ${body.condition} protocol needs more about the patient`,
        error.issues.map((issue) => ({ path: `body.${issue.path}`, message: issue.message })),
      );
    throw error;
  }
};
