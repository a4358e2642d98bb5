import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAILY_LIMITS,
  effectiveDailyLimit,
  parseTier,
  TIERS,
  tierAtLeast,
} from '../../../shared/api/tiers.ts';

describe('tiers', () => {
  it('orders Developer < Professional < Enterprise < Clinical', () => {
    expect(TIERS).toEqual(['developer', 'professional', 'enterprise', 'clinical']);
    expect(tierAtLeast('clinical', 'enterprise')).toBe(true);
    expect(tierAtLeast('enterprise', 'clinical')).toBe(false);
    expect(tierAtLeast('developer', 'developer')).toBe(true);
    expect(tierAtLeast('developer', 'professional')).toBe(false);
  });

  it('has the spec daily limits: Free 100, Pro 10,000, custom with a default of 1,000,000', () => {
    expect(DEFAULT_DAILY_LIMITS).toEqual({
      developer: 100,
      professional: 10_000,
      enterprise: 1_000_000,
      clinical: 1_000_000,
    });
  });

  it('applies a custom limit only to the tiers that have one', () => {
    expect(effectiveDailyLimit('enterprise', 250)).toBe(250);
    expect(effectiveDailyLimit('clinical', 5_000_000)).toBe(5_000_000);
    expect(effectiveDailyLimit('developer', 5_000)).toBe(100);
    expect(effectiveDailyLimit('professional', undefined)).toBe(10_000);
  });

  it('parses names in any case and the spec rate-tier aliases', () => {
    expect(parseTier('Clinical')).toBe('clinical');
    expect(parseTier(' PROFESSIONAL ')).toBe('professional');
    expect(parseTier('free')).toBe('developer');
    expect(parseTier('Pro')).toBe('professional');
    expect(parseTier('gold')).toBeUndefined();
  });
});
