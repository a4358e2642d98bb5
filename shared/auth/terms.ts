/**
 * The terms-of-service document in force. Sign-up must accept exactly this version; the user's
 * record keeps the version accepted and when. Publishing new terms means a new version here and in
 * the portal's copy (shared/portal/app/terms.ts), which is what new accounts then accept.
 */
export const TERMS_VERSION = '2026-11-01';
/** Where the document is served, relative to the API's own origin. */
export const TERMS_PATH = '/portal/terms.html';
