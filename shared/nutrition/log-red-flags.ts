import { detectRedFlags, type PersonContext, type RedFlag } from '../clinical/red-flags.ts';

/** Red flags the engine raises from a measured value in the text: not read from food lines. */
const READING_FLAGS = new Set(['severe-hypoglycemia', 'glucose-unit-unclear', 'hypertensive-crisis']);

/**
 * Red flags in anything the person wrote: the notes, and the food lines ("peanut butter, throat
 * swelling"), each finding once, emergencies first. Numbers in food lines are amounts, never
 * readings, so the engine's reading-based flags (a glucose or blood pressure value) count from the
 * notes only.
 */
export const redFlagsInLog = (
  notes: string | undefined,
  lines: readonly string[],
  context: PersonContext,
): RedFlag[] => {
  const foodText = lines.filter((text) => text.trim() !== '').join('. ');
  const found = [
    ...(notes?.trim() ? detectRedFlags(notes, context) : []),
    ...(foodText ? detectRedFlags(foodText, context).filter((flag) => !READING_FLAGS.has(flag.id)) : []),
  ];
  return [...new Map(found.map((flag) => [flag.id, flag])).values()].sort((a, b) =>
    a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1,
  );
};
