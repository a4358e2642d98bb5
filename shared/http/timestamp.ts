import * as v from 'valibot';

/**
 * The timestamp schema, in a module of its own: most contracts need only it, and esbuild keeps
 * every schema of a module it includes (a valibot call is not known to be free of side effects),
 * so importing it from schemas.ts built the medication and interaction schemas in every function.
 */
export const timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601 UTC timestamp'));
