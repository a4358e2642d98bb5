import { describe, expect, it } from 'vitest';
import { nextUtcMidnightEpoch, secondsUntilNextUtcMidnight, utcDay } from '../../shared/time.ts';

describe('UTC day window', () => {
  it('names the UTC day, not the local one', () => {
    expect(utcDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
  });

  it('resets at the next UTC midnight, across month and year ends', () => {
    expect(nextUtcMidnightEpoch(new Date('2026-11-30T12:00:00Z'))).toBe(
      Date.parse('2026-12-01T00:00:00Z') / 1000,
    );
    expect(nextUtcMidnightEpoch(new Date('2026-12-31T23:59:59Z'))).toBe(
      Date.parse('2027-01-01T00:00:00Z') / 1000,
    );
  });

  it('counts the seconds to reset, never zero', () => {
    expect(secondsUntilNextUtcMidnight(new Date('2026-11-22T23:00:00Z'))).toBe(3600);
    expect(secondsUntilNextUtcMidnight(new Date('2026-11-22T23:59:59.900Z'))).toBe(1);
  });
});
