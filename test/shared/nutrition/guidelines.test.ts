import { describe, expect, it } from 'vitest';
import { estimatedCalories } from '../../../shared/nutrition/guidelines.ts';

describe('estimatedCalories (DGA 2020–2025, Appendix 2)', () => {
  it.each([
    [1, 'female', 'sedentary', undefined],
    [2, 'male', 'active', 1000],
    [18, 'male', 'active', 3200],
    [19, 'male', 'active', 3000],
    [25, 'female', 'sedentary', 2000],
    [26, 'female', 'sedentary', 1800],
    [50, 'female', 'moderately-active', 2000],
    [51, 'female', 'moderately-active', 1800],
    [75, 'male', 'active', 2600],
    [76, 'male', 'active', 2400],
    [90, 'female', 'active', 2000],
  ] as const)('age %i %s %s: %s kcal', (age, sex, activity, expected) => {
    expect(estimatedCalories(age, sex, activity)).toBe(expected);
  });

  it('takes sedentary when activity is not given', () => {
    expect(estimatedCalories(40, 'male')).toBe(2400);
  });
});
