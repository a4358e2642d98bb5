import { checkInteractions } from '../../shared/clinical/drugs/checker.ts';
import { contraindicationFlags, urgentCareMessage } from '../../shared/clinical/urgent-care.ts';

const INTERACTION_DISCLAIMER =
  'Informational only, not medical advice: an interaction that is not listed may still exist. Do not start, stop or change a medicine without talking to a pharmacist or prescriber.';

export const checkMedications = (names: readonly string[], now = new Date()) => {
  const report = checkInteractions(names);
  // A pair that must not be taken together leads, in the words health data uses for it.
  const urgentCare = urgentCareMessage(contraindicationFlags(report.interactions));
  return {
    ...(urgentCare ? { urgentCare } : {}),
    ...report,
    highestSeverity: report.interactions[0]?.severity ?? null,
    disclaimer: INTERACTION_DISCLAIMER,
    timestamp: now.toISOString(),
  };
};
