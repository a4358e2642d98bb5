import type { Finding } from '../findings.ts';

/** The call to make, to start a sentence that goes on ("… or go to an emergency department now."). */
export const CALL_911_TO = 'Call 911 (or your local emergency number)';
export const CALL_911 = `${CALL_911_TO} now.`;
export const POISON_HELP = 'Poison Help at 1-800-222-1222 (U.S.)';

/** Drowsy, confused or not responding, in any of the words the findings read. */
export const DROWSY_OR_CONFUSED: readonly Finding[] = [
  'confusion',
  'deliriumSigns',
  'drowsy',
  'sleepyLay',
  'hardToWake',
  'unconscious',
];
