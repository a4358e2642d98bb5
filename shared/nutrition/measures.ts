import { singular } from './words.ts';

/** Reading USDA SR household measure descriptions ("cup, chopped", "medium (7\" long)", "fl oz"). */

/** Volume words of SR measures: the unit's name as the line parser gives it, and its mL. */
const VOLUME_WORDS: Record<string, { name: string; ml: number }> = {
  cup: { name: 'cup', ml: 236.5882365 },
  cups: { name: 'cup', ml: 236.5882365 },
  tbsp: { name: 'tbsp', ml: 14.78676478125 },
  tablespoon: { name: 'tbsp', ml: 14.78676478125 },
  tablespoons: { name: 'tbsp', ml: 14.78676478125 },
  tsp: { name: 'tsp', ml: 4.92892159375 },
  teaspoon: { name: 'tsp', ml: 4.92892159375 },
  teaspoons: { name: 'tsp', ml: 4.92892159375 },
  'fl oz': { name: 'fl oz', ml: 29.5735295625 },
  'fluid ounce': { name: 'fl oz', ml: 29.5735295625 },
  quart: { name: 'quart', ml: 946.352946 },
  pint: { name: 'pint', ml: 473.176473 },
  ml: { name: 'ml', ml: 1 },
  liter: { name: 'l', ml: 1000 },
  gallon: { name: 'gallon', ml: 3785.411784 },
};
const VOLUME = new RegExp(`^(${Object.keys(VOLUME_WORDS).join('|')})(?=$|[ ,(])`, 'i');

/** The volume in mL of one unit of an SR measure ("cup, chopped"), or undefined when it is not a volume. */
export const measureVolume = (measure: string): { ml: number; name: string } | undefined => {
  const word = VOLUME.exec(measure)?.[1]?.toLowerCase();
  return word === undefined ? undefined : VOLUME_WORDS[word];
};

export const isMass = (measure: string): boolean => /^(oz|lb|g|kg)\b/i.test(measure);

/** The first word of a measure, singular: "slices" → slice, "medium (7\" …)" → medium. */
export const measureHead = (measure: string): string => {
  const lower = measure.toLowerCase();
  if (lower.startsWith('extra large')) return 'extra large';
  if (lower.startsWith('extra small')) return 'extra small';
  if (lower.includes('serving')) return 'serving';
  return singular(lower.split(/[^a-z]+/)[0] ?? '');
};
