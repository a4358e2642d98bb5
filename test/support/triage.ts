import { analyze } from '../../shared/clinical/red-flags/engine.ts';
import { detectRedFlags } from '../../shared/clinical/red-flags.ts';
import { type SymptomInput, triageSymptoms } from '../../shared/clinical/symptoms.ts';
import { matchSelfCare } from '../../shared/clinical/triage/self-care.ts';
import { curatedEntries } from '../../shared/knowledge/corpus/index.ts';
import { buildIndex } from '../../shared/knowledge/index/build.ts';
import { KnowledgeIndex } from '../../shared/knowledge/index/search.ts';

/** The curated entries alone: triage only reads them for its related-reading list. */
export const curatedIndex = new KnowledgeIndex(buildIndex(curatedEntries()));

/** The level triage gives a free-text description, with any other request fields. */
export const triage = (description: string, extra: Partial<SymptomInput> = {}) =>
  triageSymptoms(curatedIndex, { symptoms: [], codes: [], description, ...extra }).triage;

/** The ids of the red flags a text raises. */
export const ids = (text: string, context: Parameters<typeof detectRedFlags>[1] = {}) =>
  detectRedFlags(text, context).map((flag) => flag.id);

/** The findings a text affirms (outside negation and history). */
export const findings = (text: string) => analyze(text).findings;

/** The self-limiting complaints a text names. */
export const complaints = (text: string) => matchSelfCare(text).complaints.map((complaint) => complaint.id);

/** Any level but self-care. */
export const atLeastDoctor = ['see-a-doctor', 'urgent-care', 'emergency'];
