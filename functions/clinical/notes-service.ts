import type * as v from 'valibot';
import { type CodingModel, codingModels } from '../../shared/clinical/coding/models.ts';
import { draftNote, NoteInputError, renderNote, toComposition } from '../../shared/clinical/notes/draft.ts';
import { rephraseNote } from '../../shared/clinical/notes/rephrase.ts';
import { config } from '../../shared/config.ts';
import { ValidationError } from '../../shared/errors.ts';
import { NOTE_DISCLAIMER, type NoteBody } from './notes-contract.ts';

type Body = v.InferOutput<typeof NoteBody>;

/** A medication object is read as one line, name then dosage then frequency, as a clinician writes it. */
const medicationLine = (
  medication: NonNullable<NonNullable<Body['encounter']>['medications']>[number],
): string =>
  typeof medication === 'string'
    ? medication
    : [medication.name, medication.dosage, medication.frequency].filter(Boolean).join(' ');

/**
 * Drafts the note. It is not stored: the draft goes back to the clinician's own record system,
 * which is the record; keeping a second copy of patient text here would add a store to secure,
 * retain and purge with nothing gained (decisions.md, "Clinical notes").
 */
export const draftClinicalNote = async (
  body: Body,
  now = new Date(),
  models: () => readonly CodingModel[] = () => codingModels(config.modelEnv()),
) => {
  const { medications, ...encounter } = body.encounter ?? {};
  const input = {
    format: body.format ?? 'soap',
    ...(body.patient ? { patient: body.patient } : {}),
    ...(body.encounter
      ? {
          encounter: {
            ...encounter,
            ...(medications ? { medications: medications.map(medicationLine) } : {}),
          },
        }
      : {}),
    ...(body.transcript ? { transcript: body.transcript } : {}),
  };
  let note: ReturnType<typeof draftNote>;
  try {
    note = draftNote(input, body.maxCodes !== undefined ? { maxCodes: body.maxCodes } : {});
  } catch (error) {
    if (error instanceof NoteInputError)
      throw new ValidationError(
        `${error.urgentCare ? `${error.urgentCare} ` : ''}Some lab results cannot be read`,
        error.issues.map((issue) => ({ path: `body.${issue.path}`, message: issue.message })),
      );
    throw error;
  }
  const reworded = body.rephrase ? await rephraseNote(input, note.sections, models()) : undefined;
  const final = reworded ? { ...note, sections: reworded.sections } : note;
  const { labAlerts: _alerts, ...rest } = final;
  return {
    ...rest,
    text: renderNote(final.sections),
    fhir: toComposition(final, now.toISOString()),
    ...(reworded ? { rephrasing: reworded.rephrasing } : {}),
    stored: false as const,
    disclaimer: NOTE_DISCLAIMER,
    timestamp: now.toISOString(),
  };
};
