import { describe, expect, it } from 'vitest';
import { parseQuantity } from '../../../shared/nutrition/quantity.ts';

describe('parseQuantity', () => {
  it.each([
    ['1 cup cooked brown rice', 1, 'cup', 'cooked brown rice'],
    ['2 slices whole wheat bread', 2, 'slice', 'whole wheat bread'],
    ['100 g salmon', 100, 'g', 'salmon'],
    ['100g salmon', 100, 'g', 'salmon'],
    ['3.5 oz salmon', 3.5, 'oz', 'salmon'],
    ['1/2 cup oats', 0.5, 'cup', 'oats'],
    ['1 1/2 cups milk', 1.5, 'cup', 'milk'],
    ['½ cup milk', 0.5, 'cup', 'milk'],
    ['1½ cups milk', 1.5, 'cup', 'milk'],
    ['one banana', 1, undefined, 'banana'],
    ['a cup of milk', 1, 'cup', 'milk'],
    ['half a cup of rice', 0.5, 'cup', 'rice'],
    ['one and a half cups milk', 1.5, 'cup', 'milk'],
    ['a dozen eggs', 12, undefined, 'eggs'],
    ['1 large egg', 1, 'large', 'egg'],
    ['2 tbsp peanut butter', 2, 'tbsp', 'peanut butter'],
    ['1 tsp sugar', 1, 'tsp', 'sugar'],
    ['8 fl oz orange juice', 8, 'fl oz', 'orange juice'],
    ['250 ml milk', 250, 'ml', 'milk'],
    ['1.5kg potatoes', 1.5, 'kg', 'potatoes'],
    ['1 lb ground beef', 1, 'lb', 'ground beef'],
    ['2 cookies', 2, undefined, 'cookies'],
    ['1 lemon', 1, undefined, 'lemon'],
    ['1 carrot', 1, undefined, 'carrot'],
    ['salmon, 100g', 100, 'g', 'salmon'],
    ['bread, 2 slices', 2, 'slice', 'bread'],
    ['rice (1 cup)', 1, 'cup', 'rice'],
    ['eggs, 2', 2, undefined, 'eggs'],
  ])('reads "%s" as %s %s of "%s"', (line, amount, unit, food) => {
    const parsed = parseQuantity(line);
    expect(parsed.amount).toBeCloseTo(amount, 6);
    expect(parsed.unit?.name).toBe(unit);
    expect(parsed.food).toBe(food);
    expect(parsed.stated).toBe(true);
  });

  it('takes a range at its midpoint and keeps it', () => {
    expect(parseQuantity('2-3 eggs')).toMatchObject({ amount: 2.5, range: [2, 3], food: 'eggs' });
    expect(parseQuantity('2 to 3 eggs')).toMatchObject({ amount: 2.5, range: [2, 3] });
  });

  it('converts mass and volume units exactly', () => {
    expect(parseQuantity('1 oz nuts').unit?.factor).toBeCloseTo(28.349523125, 9);
    expect(parseQuantity('1 lb beef').unit?.factor).toBeCloseTo(453.59237, 9);
    expect(parseQuantity('1 cup milk').unit?.factor).toBeCloseTo(236.5882365, 7);
    expect(parseQuantity('1 tbsp oil').unit?.factor).toBeCloseTo(236.5882365 / 16, 7);
    expect(parseQuantity('1 tsp salt').unit?.factor).toBeCloseTo(236.5882365 / 48, 7);
  });

  it('marks a line without an amount, and a glass as a cup', () => {
    expect(parseQuantity('banana')).toEqual({ amount: 1, stated: false, food: 'banana' });
    expect(parseQuantity('vitamin b 12')).toMatchObject({ stated: false, food: 'vitamin b 12' });
    expect(parseQuantity('1 glass red wine').unit).toMatchObject({
      name: 'cup',
      note: 'a glass taken as one cup (8 fl oz)',
    });
  });
});

describe('parseQuantity word boundaries', () => {
  it('does not read the start of a food name as an amount or a range', () => {
    expect(parseQuantity('1 orange')).toMatchObject({ amount: 1, food: 'orange' });
    expect(parseQuantity('1 or 2 oranges')).toMatchObject({ amount: 1.5, range: [1, 2], food: 'oranges' });
    expect(parseQuantity('apple')).toMatchObject({ stated: false, food: 'apple' });
    expect(parseQuantity('an apple')).toMatchObject({ amount: 1, food: 'apple' });
    expect(parseQuantity('onion')).toMatchObject({ stated: false, food: 'onion' });
    expect(parseQuantity('tender steak')).toMatchObject({ stated: false, food: 'tender steak' });
  });
});
