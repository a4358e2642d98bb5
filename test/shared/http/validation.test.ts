import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors.ts';
import { integerQuery } from '../../../shared/http/params.ts';
import { MedicationInput } from '../../../shared/http/schemas.ts';
import { validate } from '../../../shared/http/validation.ts';

/** A schema written without messages, so that every detail comes from the fallback wording. */
const Bare = v.strictObject({
  name: v.optional(v.pipe(v.string(), v.maxLength(3))),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9))),
  tags: v.optional(v.pipe(v.array(v.string()), v.minLength(1))),
  colour: v.optional(v.picklist(['red', 'blue'])),
  flag: v.optional(v.boolean()),
});

const detailsOf = (input: unknown, schema: v.GenericSchema = Bare, location: 'body' | 'query' = 'body') => {
  try {
    validate(schema, input, location);
  } catch (error) {
    if (error instanceof ValidationError) return error.details;
    throw error;
  }
  throw new Error('expected a validation error');
};

describe('validate: details read as the API, never as the validation library', () => {
  it.each([
    [{ extra: 1 }, 'body.extra', 'extra is not a field this endpoint accepts'],
    [{ name: 'abcdef' }, 'body.name', 'name is at most 3 characters long'],
    [{ name: 5 }, 'body.name', 'name is text'],
    [{ count: 1.5 }, 'body.count', 'count is a whole number'],
    [{ count: 0 }, 'body.count', 'count is at least 1'],
    [{ count: 10 }, 'body.count', 'count is at most 9'],
    [{ tags: [] }, 'body.tags', 'tags has at least 1 item'],
    [{ tags: 'x' }, 'body.tags', 'tags is a list'],
    [{ colour: 'green' }, 'body.colour', 'colour is one of ("red" | "blue")'],
    [{ flag: 'yes' }, 'body.flag', 'flag is true or false'],
    [5, 'body', 'body is an object'],
  ])('%j → %s: %s', (input, path, message) => {
    expect(detailsOf(input)).toEqual([{ path, message }]);
  });

  it('keeps a message the schema names', () => {
    const Named = v.object({ age: v.pipe(v.number('age is a number'), v.minValue(0, 'age is 0 or more')) });
    expect(detailsOf({ age: -1 }, Named, 'query')).toEqual([
      { path: 'query.age', message: 'age is 0 or more' },
    ]);
  });
});

describe('integerQuery: a query number that is not one says the range it must be in', () => {
  const Query = v.strictObject({ limit: integerQuery('limit', 1, 100, 10, 'Page size') });

  it.each(['-1', '2.5', 'ten', ''])('%j → limit is a whole number from 1 to 100', (limit) => {
    expect(detailsOf({ limit }, Query, 'query')).toEqual([
      { path: 'query.limit', message: 'limit is a whole number from 1 to 100' },
    ]);
  });

  it('takes the default when absent and the number when in range', () => {
    expect(validate(Query, {}, 'query')).toEqual({ limit: 10 });
    expect(validate(Query, { limit: '100' }, 'query')).toEqual({ limit: 100 });
  });
});

describe('messages a schema does not name (a hostile tester saw the library’s own)', () => {
  const Body = v.strictObject({
    query: v.string(),
    medications: v.array(MedicationInput),
    minutes: v.optional(v.pipe(v.number(), v.gtValue(0))),
    value: v.optional(v.pipe(v.number(), v.finite())),
  });
  const details = (body: unknown) => {
    try {
      validate(Body, body, 'body');
    } catch (error) {
      if (error instanceof ValidationError) return error.details;
    }
    throw new Error('not refused');
  };

  it('say a missing field is required, and name the item of a list', () => {
    expect(details({ medications: [] })).toEqual([{ path: 'body.query', message: 'query is required' }]);
    expect(details({ query: 'a', medications: ['warfarin', ''] })).toEqual([
      { path: 'body.medications.1', message: 'medications[1] is at least 1 character long' },
    ]);
  });

  it('say which forms a union takes, or what is wrong with the form that was meant', () => {
    expect(details({ query: 'a', medications: ['warfarin', null] })).toEqual([
      { path: 'body.medications.1', message: 'medications[1] is text or an object' },
    ]);
    expect(details({ query: 'a', medications: [{ name: 'aspirin', foo: 1 }] })).toEqual([
      { path: 'body.medications.0.foo', message: 'foo is not a field this endpoint accepts' },
    ]);
  });

  it('word bounds and finiteness as the API does', () => {
    expect(details({ query: 'a', medications: [], minutes: -1 })).toEqual([
      { path: 'body.minutes', message: 'minutes is more than 0' },
    ]);
    expect(details({ query: 'a', medications: [], value: Number.POSITIVE_INFINITY })).toEqual([
      { path: 'body.value', message: 'value is a finite number' },
    ]);
  });
});

describe('a list where an object is expected (hostile test C3), and keys an object does not take (C5)', () => {
  const Body = v.strictObject({
    profile: v.optional(v.strictObject({ age: v.optional(v.number()) })),
    readings: v.optional(v.array(v.strictObject({ value: v.number() }))),
    medication: v.optional(MedicationInput),
    tags: v.optional(v.union([v.array(v.string()), v.strictObject({})])),
    data: v.optional(
      v.strictObject({ glucose: v.optional(v.number()), unit: v.string() }, 'data is an object'),
    ),
  });

  it.each([
    [{ profile: [] }, 'body.profile', 'profile is an object, not a list'],
    [{ profile: [{ age: 3 }] }, 'body.profile', 'profile is an object, not a list'],
    [{ readings: [[]] }, 'body.readings.0', 'readings[0] is an object, not a list'],
    [{ medication: [] }, 'body.medication', 'medication is not a list'],
    [[], 'body', 'body is an object, not a list'],
  ])('%j → %s: %s, once', (input, path, message) => {
    expect(detailsOf(input, Body)).toEqual([{ path, message }]);
  });

  it('keeps a list a union allows, and an object given as one', () => {
    expect(validate(Body, { tags: [], profile: { age: 3 } }, 'body')).toEqual({
      tags: [],
      profile: { age: 3 },
    });
  });

  it('reports the other mistakes of the body beside it', () => {
    expect(detailsOf({ profile: [], extra: 1 }, Body)).toEqual([
      { path: 'body.profile', message: 'profile is an object, not a list' },
      { path: 'body.extra', message: 'extra is not a field this endpoint accepts' },
    ]);
  });

  it('names an unknown or missing key of an object that has a message of its own', () => {
    expect(detailsOf({ data: { potassium: 7, unit: 'x' } }, Body)).toEqual([
      { path: 'body.data.potassium', message: 'potassium is not a field this endpoint accepts' },
    ]);
    expect(detailsOf({ data: {} }, Body)).toEqual([{ path: 'body.data.unit', message: 'unit is required' }]);
    expect(detailsOf({ data: 5 }, Body)).toEqual([{ path: 'body.data', message: 'data is an object' }]);
  });
});
