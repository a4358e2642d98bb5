import { describe, expect, it } from 'vitest';
import { overdoseAlertsInRawBody } from '../../../shared/supplements/overdose.ts';

const ids = (body: Record<string, unknown>) => overdoseAlertsInRawBody(body).map((a) => [a.id, a.urgency]);

describe('poisoning amounts in a body that may be invalid', () => {
  it('reads the supplements it can, adding products of one nutrient, and skips the rest', () => {
    expect(
      ids({
        age: 'thirty',
        sex: 42,
        currentSupplements: [
          { name: 'iron', amount: 500, unit: 'mg' },
          { name: 'ferrous sulfate', amount: 400, unit: 'mg' },
          { name: 'iron', amount: '9999', unit: 'mg' },
          { name: 'iron', amount: 9999, unit: 'grams' },
          null,
          'iron 5000 mg',
        ],
      }),
    ).toEqual([['supplement-iron-poisoning', 'urgent']]);
    expect(ids({ currentSupplements: 'iron' })).toEqual([]);
  });

  it('counts a pregnancy only for a woman of 50 or under, and a bad age as 14 (the lowest limits)', () => {
    const vitaminA = [{ name: 'retinol', amount: 12_000, unit: 'IU' }];
    expect(ids({ age: 30, sex: 'female', reproductive: 'pregnant', currentSupplements: vitaminA })).toEqual([
      ['supplement-vitamin-a-pregnancy', 'urgent'],
    ]);
    expect(ids({ age: 30, sex: 'male', reproductive: 'pregnant', currentSupplements: vitaminA })).toEqual([]);
    // From 14 to 18 the vitamin D UL is the adult one (100 µg): ten times it is 40,000 IU.
    expect(
      ids({ age: -1, currentSupplements: [{ name: 'vitamin d3', amount: 40_000, unit: 'IU' }] }),
    ).toEqual([['supplement-vitamin-d-overdose', 'urgent']]);
  });
});
