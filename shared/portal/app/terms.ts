/** Must match shared/auth/terms.ts (a unit test checks). */
export const TERMS_VERSION = '2026-11-01';
