/**
 * Which body schemas read an urgent-care message in a raw body (shared/http/urgent-body.ts registers
 * them), kept apart from that module so the HTTP layer every function loads does not load the
 * red-flag engine with it.
 */
const readers = new WeakMap<object, (body: unknown) => string | undefined>();

export const registerUrgentReader = (
  schema: object,
  urgentOf: (body: unknown) => string | undefined,
): void => {
  readers.set(schema, urgentOf);
};

/**
 * The urgent-care message a body schema made by leadingWithUrgentCare reads in a raw body, for a
 * refusal decided before the schema runs (a field given twice); undefined for other schemas.
 */
export const urgentInBody = (schema: object, body: unknown): string | undefined => {
  try {
    return readers.get(schema)?.(body);
  } catch {
    return undefined;
  }
};
