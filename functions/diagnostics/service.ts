import { type SymptomInput, triageSymptoms } from '../../shared/clinical/symptoms.ts';
import { knowledgeIndex } from '../../shared/knowledge/store.ts';

const SYMPTOM_DISCLAIMER =
  'Informational only, not a diagnosis. If you think it may be an emergency, call 911 (or your local emergency number) whatever this says.';

export const checkSymptoms = (
  input: Omit<SymptomInput, 'symptoms' | 'codes'> & Partial<SymptomInput>,
  now = new Date(),
) => ({
  ...triageSymptoms(knowledgeIndex(), { ...input, symptoms: input.symptoms ?? [], codes: input.codes ?? [] }),
  disclaimer: SYMPTOM_DISCLAIMER,
  timestamp: now.toISOString(),
});
