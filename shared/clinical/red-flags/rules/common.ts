export const CALL_911 = 'Call 911 (or your local emergency number) now.';
export const POISON_HELP = 'Poison Help at 1-800-222-1222 (U.S.)';
