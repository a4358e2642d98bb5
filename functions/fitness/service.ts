import type * as v from 'valibot';
import { planFitness as plan } from '../../shared/fitness/plan.ts';
import { medicationName } from '../../shared/http/schemas.ts';
import type { FitnessBody } from './contract.ts';

const FITNESS_DISCLAIMER =
  'Informational only, not medical advice or an exercise prescription. Check with a clinician before starting if you have a health condition, and stop for chest pain, fainting or severe breathlessness.';

/** Pounds to kilograms, exactly (international avoirdupois pound, 1959). */
const LB_TO_KG = 0.45359237;

export const fitnessPlan = (body: v.InferOutput<typeof FitnessBody>, now = new Date()) => {
  const weightKg =
    body.weight === undefined
      ? undefined
      : body.weight.unit === 'lb'
        ? body.weight.value * LB_TO_KG
        : body.weight.value;
  const { weight: _weight, medications, currentActivity, ...rest } = body;
  return {
    ...plan({
      ...rest,
      ...(weightKg === undefined ? {} : { weightKg }),
      ...(currentActivity ? { current: currentActivity } : {}),
      medications: (medications ?? []).map(medicationName),
    }),
    disclaimer: FITNESS_DISCLAIMER,
    timestamp: now.toISOString(),
  };
};
