/** A JSON object: not null and not a list (typeof says "object" for both). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
