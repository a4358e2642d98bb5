import type { Interaction } from './drugs/checker.ts';
import type { RedFlag } from './red-flags/engine.ts';

/**
 * The message an answer must lead with when red flags are present. Kept apart from the red-flag
 * engine so that a function which only reports interactions does not load the engine to say it.
 */
export const urgentCareMessage = (flags: readonly RedFlag[]): string | undefined => {
  if (flags.length === 0) return undefined;
  const lead = URGENT_LEADS[flags.some((flag) => flag.urgency === 'emergency') ? 'emergency' : 'urgent'];
  return [lead, ...flags.map((flag) => flag.advice)].join(' ');
};

/** The sentence an urgent-care message opens with, by level. */
export const URGENT_LEADS = {
  emergency: 'This may be an emergency.',
  urgent: 'This needs prompt medical attention.',
} as const;

/** A pair that must not be taken together, as an urgent-care finding: /drug-interactions and health data say the same. */
export const contraindicationFlags = (interactions: readonly Interaction[]): RedFlag[] =>
  interactions
    .filter((interaction) => interaction.severity === 'contraindicated')
    .map((interaction) => ({
      id: 'contraindicated-combination',
      label: `${interaction.medications.join(' and ')} together`,
      urgency: 'urgent',
      advice: `${interaction.medications.join(' and ')} should not be taken together: ${interaction.effect} Contact the prescriber or a pharmacist before the next dose.`,
      source: interaction.source,
    }));
