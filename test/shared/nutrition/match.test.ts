import { describe, expect, it } from 'vitest';
import { foodIndex } from '../../../shared/nutrition/foods.ts';
import { matchId, matchLine } from '../../../shared/nutrition/match.ts';
import { editDistance } from '../../../shared/text/edit-distance.ts';

const index = foodIndex();
const matched = (line: string) => {
  const result = matchLine(line, index);
  if (result.status !== 'matched' && result.status !== 'ambiguous')
    throw new Error(`${line}: ${result.status} ${'message' in result ? result.message : ''}`);
  return result;
};

describe('the built-in food table', () => {
  it('knows all 8,463 SR26 foods with their household measures', () => {
    expect(index.release).toBe('SR26');
    expect(index.foods).toHaveLength(8463);
    expect(index.foods.reduce((sum, food) => sum + food.weights.length, 0)).toBe(15137);
    const salmon = index.byId.get('15076');
    expect(salmon?.description).toBe('Fish, salmon, Atlantic, wild, raw');
    expect(salmon?.values.slice(0, 3)).toEqual([68.5, 142, 19.84]);
    expect(salmon?.weights).toEqual([
      { amount: 3, description: 'oz', grams: 85 },
      { amount: 0.5, description: 'fillet', grams: 198 },
    ]);
  });
});

describe('matchLine', () => {
  it.each([
    ['1 cup cooked brown rice', '20037', 195],
    ['2 slices whole wheat bread', '18075', 64],
    ['1 medium banana', '09040', 118],
    ['1 large egg', '01123', 50],
    ['1 cup milk', '01077', 244],
    ['1 tbsp olive oil', '04053', 13.5],
    ['1 cup strawberries', '09316', 152],
    ['1 tsp sugar', '19335', 4.2],
    ['100g cheddar cheese', '01009', 100],
    ['8 fl oz orange juice', '09206', 248],
    ['1 cup quinoa', '20137', 185],
  ])('matches "%s" to %s, %s g', (line, id, grams) => {
    const result = matched(line);
    expect(result.food.id).toBe(id);
    expect(result.portion.grams).toBeCloseTo(grams, 1);
  });

  it('prefers the cooked form a line states, and says which state it assumed', () => {
    expect(matched('1 cup cooked brown rice').food.description).toBe('Rice, brown, long-grain, cooked');
    const salmon = matched('100 g salmon');
    expect(salmon.food.description).toMatch(/^Fish, salmon, .*cooked/);
    expect(salmon.notes).toContain('cooking state not given: a cooked form assumed');
    expect(matched('1 cup broccoli').food.description).toBe('Broccoli, raw');
    expect(matched('1 cup broccoli, boiled').food.description).toMatch(/^Broccoli, cooked, boiled/);
  });

  it('lists close alternatives when a line could mean several foods', () => {
    const salmon = matched('100 g salmon');
    expect(salmon.status).toBe('ambiguous');
    expect(salmon.alternatives.length).toBeGreaterThan(0);
    expect(salmon.alternatives.every((food) => /salmon/i.test(food.description))).toBe(true);
  });

  it('converts both mass units and volumes through the food’s own measures', () => {
    expect(matched('3.5 oz salmon').portion.grams).toBeCloseTo(99.2, 1);
    expect(matched('250 ml milk').portion).toMatchObject({ grams: 257.8, basis: 'volume', measure: 'cup' });
    expect(matched('2 tbsp milk').portion).toMatchObject({ grams: 30, basis: 'measure', measure: 'tbsp' });
  });

  it('takes a medium one, or a usual portion, when the line gives no unit or no amount', () => {
    expect(matched('1 apple').portion).toMatchObject({ measure: 'medium (3" dia)', grams: 182 });
    expect(matched('salmon').portion.basis).toBe('default-portion');
    expect(matched('salmon').portion.assumption).toMatch(/^no amount given: one usual portion/);
  });

  it('corrects a misspelling and says so', () => {
    const result = matched('1 cup brocolli');
    expect(result.food.id).toBe('11090');
    expect(result.notes).toContain('"brocolli" read as "broccoli"');
  });

  it('reports an unknown food instead of guessing', () => {
    const result = matchLine('1 cup dragonfruit', index);
    expect(result.status).toBe('unknown');
    expect(result.status === 'unknown' && result.message).toMatch(/unknown: dragonfruit/);
    expect(matchLine('2 cups', index).status).toBe('unknown');
  });

  it('reports a food whose unit has no measure in SR rather than inventing a weight', () => {
    const result = matchLine('2 slices cheddar cheese', index);
    expect(['no-portion', 'matched', 'ambiguous']).toContain(result.status);
    if (result.status === 'no-portion') expect(result.measures.length).toBeGreaterThan(0);
  });

  it('matches a food id with grams, and reports an unknown id', () => {
    expect(matchId('20037', 150, index)).toMatchObject({
      status: 'matched',
      portion: { grams: 150, basis: 'grams' },
    });
    expect(matchId('99999', 150, index).status).toBe('unknown');
  });
});

describe('editDistance', () => {
  it('counts a transposition as one edit and stops above the limit', () => {
    expect(editDistance('banaan', 'banana', 2)).toBe(1);
    expect(editDistance('brocolli', 'broccoli', 2)).toBe(2);
    expect(editDistance('apple', 'orange', 2)).toBe(3);
  });
});
