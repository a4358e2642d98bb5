/** The largest file an imaging upload URL accepts. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** How long an imaging upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
