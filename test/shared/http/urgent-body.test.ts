import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors.ts';
import {
  leadingWithUrgentCare,
  rawNumber,
  rawNumeric,
  rawTexts,
  screenedTexts,
} from '../../../shared/http/urgent-body.ts';
import { validate } from '../../../shared/http/validation.ts';

const Body = v.strictObject({
  age: v.pipe(v.number('age is a number'), v.minValue(18)),
  words: v.array(v.string()),
});
const urgentOf = (body: unknown) =>
  rawTexts((body as { words?: unknown }).words).some((word) => word.includes('danger'))
    ? 'This may be an emergency.'
    : undefined;
const Schema = leadingWithUrgentCare(Body, urgentOf);
const refusal = (body: unknown): ValidationError => {
  try {
    validate(Schema, body, 'body');
  } catch (error) {
    if (error instanceof ValidationError) return error;
  }
  throw new Error('not refused');
};

describe('leadingWithUrgentCare', () => {
  it('passes a valid body through unchanged, danger or not', () => {
    expect(validate(Schema, { age: 30, words: ['danger'] }, 'body')).toEqual({ age: 30, words: ['danger'] });
  });

  it('leads the 400 with the urgent message, keeping every field named', () => {
    const error = refusal({ age: 12, words: ['danger', 3] });
    expect(error.message).toBe('This may be an emergency. The request body is not valid');
    expect(error.details.map((d) => d.path)).toEqual(['body.age', 'body.words.1']);
  });

  it('leaves a refusal without danger as it was, and survives a reader that throws', () => {
    expect(refusal({ age: 12, words: ['calm'] }).message).toBe('The request body is not valid');
    const Throwing = leadingWithUrgentCare(Body, () => {
      throw new Error('boom');
    });
    expect(() => validate(Throwing, { age: 12, words: [] }, 'body')).toThrow('The request body is not valid');
    expect(refusal('not an object').message).toBe('The request body is not valid');
  });
});

describe('raw readers', () => {
  it('take strings only, cut and capped, and numbers only within bounds', () => {
    expect(rawTexts(['a', 3, null, 'b'.repeat(300)], 20, 5)).toEqual(['a', 'bbbbb']);
    expect(rawTexts('a')).toEqual([]);
    expect(rawTexts(Array.from({ length: 30 }, () => 'x')).length).toBe(20);
    expect([
      rawNumber(5, 0, 10),
      rawNumber(11, 0, 10),
      rawNumber('5', 0, 10),
      rawNumber(Number.NaN, 0, 10),
    ]).toEqual([5, undefined, undefined, undefined]);
  });
});

describe('reading a refused body leniently', () => {
  it('rawNumeric reads numbers and numeric text, a decimal comma only when it cannot be a thousands separator', () => {
    expect(['190', ' 7.5 ', '7,0', '+85', 85].map((value) => rawNumeric(value, 0, 1_000))).toEqual([
      190, 7.5, 7, 85, 85,
    ]);
    expect(
      ['1,000', '7.0.1', '1e3', '', 'ninety', '-5', true, null].map((value) =>
        rawNumeric(value, -10, 10_000),
      ),
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(rawNumeric('400', 0, 300)).toBeUndefined();
  });

  it('screenedTexts keeps every string that is not blank, past any count, up to the limit in all', () => {
    expect(screenedTexts(['a', 3, '  ', 'bb', 'ccc'], 4)).toEqual(['a', 'bb', 'c']);
    expect(screenedTexts(Array.from({ length: 100 }, () => 'x'))).toHaveLength(100);
    expect(screenedTexts('not a list')).toEqual([]);
  });
});
