import type { Interaction } from '../drugs/checker.ts';
import { asthmaProtocol, atrialFibrillationProtocol, pneumoniaProtocol, vteProtocol } from './acute.ts';
import {
  cholesterolProtocol,
  ckdProtocol,
  diabetesProtocol,
  hypertensionProtocol,
} from './cardiometabolic.ts';
import { type MedicationProfile, medicationProfile, uniqueSources } from './common.ts';
import type { Patient } from './patient.ts';
import { PROTOCOL_DISCLAIMER } from './sources.ts';
import type { Condition, GuidelineRef, ProtocolOutcome } from './types.ts';

export * from './patient.ts';
export { PROTOCOL_DISCLAIMER, SOURCES } from './sources.ts';
export * from './types.ts';

const PROTOCOLS: Record<Condition, (patient: Patient, meds: MedicationProfile) => ProtocolOutcome> = {
  hypertension: hypertensionProtocol,
  'type-2-diabetes': diabetesProtocol,
  cholesterol: cholesterolProtocol,
  ckd: ckdProtocol,
  'atrial-fibrillation': atrialFibrillationProtocol,
  pneumonia: pneumoniaProtocol,
  vte: vteProtocol,
  asthma: asthmaProtocol,
};

export interface ProtocolResult extends ProtocolOutcome {
  condition: Condition;
  /** Interactions among the patient's current medications (shared/clinical/drugs checker). */
  interactions: Interaction[];
  /** Medications we could not read, so none of their contraindications or interactions were checked. */
  unrecognizedMedications: string[];
  /** Every guideline and score paper cited above, once. */
  guidelines: GuidelineRef[];
  disclaimer: string;
}

/**
 * The guideline's management steps for a condition and patient. Pure and synchronous: it depends on
 * the request alone. Throws ProtocolInputError naming each field the protocol needs and lacks.
 */
export const recommendProtocol = (condition: Condition, patient: Patient): ProtocolResult => {
  const meds = medicationProfile(patient.medications);
  const outcome = PROTOCOLS[condition](patient, meds);
  return {
    condition,
    ...outcome,
    interactions: meds.interactions,
    unrecognizedMedications: meds.list
      .filter((item) => item.ingredients.length === 0)
      .map((item) => item.input),
    guidelines: uniqueSources([...outcome.calculations, ...outcome.recommendations, ...outcome.cautions]),
    disclaimer: PROTOCOL_DISCLAIMER,
  };
};
