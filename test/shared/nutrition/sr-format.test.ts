import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeFoods, encodeFoods } from '../../../shared/nutrition/data/codec.ts';
import { SR_FOOD_COUNT, SR_WEIGHT_COUNT } from '../../../shared/nutrition/data/sr26.ts';
import { builtInFoods, foodTablePath } from '../../../shared/nutrition/foods.ts';
import { parseSrRelease, SrFormatError } from '../../../shared/nutrition/sr-format.ts';

/** A two-food release in the SR ASCII layout (values shortened, CRLF line ends). */
const nutrients = (first: string) =>
  [first, ...Array.from({ length: 45 }, (_, i) => (i === 6 ? '' : String(i)))].join('^');
const release = {
  abbrev: [
    `~09040~^~BANANAS,RAW~^${nutrients('74.91')}^118^~1 medium~^150^~1 cup~^36`,
    `~01123~^~EGG,WHL,RAW,FRSH~^${nutrients('76.15')}^50^~1 large~^243^~1 cup~^12`,
  ].join('\r\n'),
  foodDes: [
    '~09040~^~0900~^~Bananas, raw~^~BANANAS,RAW~^~~^~~^~Y~^~Skin~^36^~Musa~^6.25^3.36^8.37^3.60',
    '~01123~^~0100~^~Egg, whole, raw, fresh~^~EGG,WHL,RAW,FRSH~^~~^~~^~Y~^~Shell~^12^~~^6.25^4.36^9.02^3.68',
  ].join('\r\n'),
  weight: ['~09040~^5^1^~medium (7" to 7-7/8" long)~^118^^', '~01123~^1^1^~large~^50^^'].join('\r\n'),
};

describe('parseSrRelease', () => {
  it('reads foods, descriptions, nutrients and measures, sorted by NDB number', () => {
    const foods = parseSrRelease(release);
    expect(foods.map((food) => food.id)).toEqual(['01123', '09040']);
    expect(foods[1]).toMatchObject({
      description: 'Bananas, raw',
      group: '0900',
      survey: true,
      weights: [{ amount: 1, description: 'medium (7" to 7-7/8" long)', grams: 118 }],
    });
    expect(foods[1]?.values[0]).toBe(74.91);
    expect(foods[1]?.values[7]).toBeNull();
  });

  it('fails on a malformed line, naming the file and line', () => {
    expect(() => parseSrRelease({ ...release, abbrev: `${release.abbrev}\r\n~1~^~X~^1` })).toThrow(
      new SrFormatError('ABBREV.txt line 3: 3 fields, expected 53'),
    );
    expect(() => parseSrRelease({ ...release, weight: '~09040~^1^one^~cup~^150^^' })).toThrow(
      /WEIGHT.txt line 1/,
    );
    expect(() => parseSrRelease({ ...release, abbrev: release.abbrev.replace('74.91', 'lots') })).toThrow(
      /ABBREV.txt line 1: "lots" is not a number/,
    );
  });

  it('round-trips through the codec', () => {
    const foods = parseSrRelease(release);
    expect(decodeFoods(encodeFoods(foods))).toEqual(foods);
  });
});

const SR26 = join(process.env.SHARED_DATA_DIR ?? '../shared/data', 'usda-sr26');

describe.runIf(existsSync(join(SR26, 'ABBREV.txt')))('the built-in table against the SR26 release', () => {
  it('is exactly what the build script makes of it', () => {
    const read = (file: string) => readFileSync(join(SR26, file), 'latin1');
    const text = encodeFoods(
      parseSrRelease({
        abbrev: read('ABBREV.txt'),
        foodDes: read('FOOD_DES.txt'),
        weight: read('WEIGHT.txt'),
      }),
    );
    expect(gunzipSync(readFileSync(foodTablePath())).toString('utf8')).toBe(text);
  });
});

describe('the committed food table', () => {
  it('holds the foods and measures its generated module counts', () => {
    const foods = builtInFoods();
    expect(foods).toHaveLength(SR_FOOD_COUNT);
    expect(foods.reduce((sum, food) => sum + food.weights.length, 0)).toBe(SR_WEIGHT_COUNT);
  });
});
