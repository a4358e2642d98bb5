import type * as v from 'valibot';
import { LabInputError, labUrgentCare } from '../../shared/clinical/labs/interpret.ts';
import { ValidationError } from '../../shared/errors.ts';
import { type MedicationInput, medicationName } from '../../shared/http/schemas.ts';
import { recommendSupplements, type SupplementProfile } from '../../shared/supplements/recommend.ts';

const SUPPLEMENT_DISCLAIMER =
  'Informational only, not a diagnosis or a prescription. Supplements can interact with medicines and conditions: check with a pharmacist or clinician before starting one, and never use one instead of a prescribed medicine.';

export interface SupplementRequest extends Omit<SupplementProfile, 'medications'> {
  medications?: Array<v.InferOutput<typeof MedicationInput>>;
}

export const supplementAdvice = (body: SupplementRequest, now = new Date()) => {
  try {
    const report = recommendSupplements({
      ...body,
      medications: (body.medications ?? []).map(medicationName),
    });
    return { ...report, disclaimer: SUPPLEMENT_DISCLAIMER, timestamp: now.toISOString() };
  } catch (error) {
    // A lab value that cannot be read is the caller's to fix; a critical one still leads the 400.
    if (error instanceof LabInputError) {
      const urgent = labUrgentCare(error.alerts);
      throw new ValidationError(
        `${urgent ? `${urgent} ` : ''}Some lab results cannot be interpreted`,
        error.issues.map((issue) => ({
          path: `body.labs.${issue.index}.${issue.field}`,
          message: issue.message,
        })),
      );
    }
    throw error;
  }
};
