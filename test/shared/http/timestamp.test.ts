import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../../shared/http/timestamp.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2026-02-28T10:00:00Z', true],
    ['2028-02-29T00:00:00+05:00', true],
    ['2026-12-31T23:59:59.999Z', true],
    ['2026-02-29T10:00:00Z', false],
    ['2026-02-30T10:00:00Z', false],
    ['2026-04-31T10:00:00Z', false],
    ['2026-13-01T10:00:00Z', false],
    ['2026-00-10T10:00:00Z', false],
    ['yesterday', false],
  ])('%s: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});
