import * as v from 'valibot';

/**
 * A whole-number query parameter. On the wire it is text; the schema checks the digits, converts,
 * applies bounds and a default, and declares through metadata the integer the OpenAPI document shows.
 */
export const integerQuery = (name: string, min: number, max: number, fallback: number, description: string) =>
  v.pipe(
    v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${name} is a whole number from ${min} to ${max}`)),
      String(fallback),
    ),
    v.transform(Number),
    v.minValue(min, `${name} is at least ${min}`),
    v.maxValue(max, `${name} is at most ${max}`),
    v.metadata({
      jsonSchema: { type: 'integer', minimum: min, maximum: max, default: fallback, description },
    }),
  );
