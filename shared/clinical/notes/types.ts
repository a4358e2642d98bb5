import type { LabResultInput } from '../labs/interpret.ts';

/** The structured part of an encounter. Every field is optional; a note needs some input. */
interface EncounterInput {
  chiefComplaint?: string;
  /** History of present illness, as the clinician wrote it. */
  history?: string;
  pastHistory?: string[];
  vitals?: Vitals;
  exam?: string[];
  /** Medication names or prescription lines, as written. */
  medications?: string[];
  allergies?: string[];
  labs?: LabResultInput[];
  /** Assessment bullets, as written. */
  assessment?: string[];
  plan?: string[];
}

interface Vitals {
  systolic?: number;
  diastolic?: number;
  heartRate?: number;
  respiratoryRate?: number;
  /** °C */
  temperature?: number;
  oxygenSaturation?: number;
  weightKg?: number;
  heightCm?: number;
}

export interface NoteInput {
  format: 'soap' | 'hp';
  patient?: { age?: number; sex?: 'female' | 'male'; pregnant?: boolean };
  encounter?: EncounterInput;
  transcript?: string;
}

export interface Rule {
  /** The guideline or rule the statement applies, with its year where it has one. */
  title: string;
  url: string;
  /** The rule's own wording the sentence may repeat (category labels, reference ranges, code titles). */
  label: string;
}

/**
 * One statement of the note. `quote` repeats an input field (or a span of the transcript) word for
 * word; `derived` states what a cited rule makes of the fields in `sources`.
 */
export interface Sentence {
  text: string;
  kind: 'quote' | 'derived';
  /** Request paths the sentence rests on: `encounter.vitals.systolic`, `transcript[12:48]`. */
  sources: string[];
  rule?: Rule;
  /** Values the rule computed from the sources (BMI, eGFR), allowed in the text. */
  computed?: number[];
}

export interface Section {
  id: string;
  title: string;
  /** LOINC document-section code, for the FHIR Composition. */
  loinc?: string;
  sentences: Sentence[];
}
