import type { DriNutrient, DriSet } from '../nutrition/dri.ts';

/**
 * The supplements we know by name, with where their Tolerable Upper Intake Level (UL) comes from:
 * the National Academies DRIs of shared/nutrition/dri.ts (by age, sex, pregnancy and lactation),
 * or, for iodine, which that table does not hold, our own cells from the NIH ODS fact sheet. Only
 * what the recommender needs: the ULs that cap a suggested dose, and the names a person may write
 * for a supplement they already take.
 *
 * A UL is the most a day that is unlikely to cause harm; for some nutrients it counts only what comes
 * from supplements (folic acid, magnesium, preformed vitamin A, vitamin E, niacin), for others food
 * too (calcium, iron, iodine); `ulCovers` says which, so the text can say it.
 */

export type DoseUnit = 'mcg' | 'mg' | 'IU';

export interface Source {
  title: string;
  url: string;
}

interface UpperLimit {
  /** Years, inclusive lower bound of the age band. */
  fromAge: number;
  amount: number;
}

export interface Nutrient {
  id: string;
  name: string;
  /** Lower-case names and spellings a person may write; matched whole, after stripping doses. */
  names: readonly string[];
  /** The unit doses and the UL are stated in. */
  unit: 'mcg' | 'mg';
  /** How many of `unit` one IU is, where IU labels are common (vitamin D, A, E). */
  perIu?: number;
  /** The DRI table's entry for this nutrient, whose UL applies (in the same unit, µg or mg). */
  dri?: DriNutrient;
  /** ULs by age band, youngest first, for a nutrient the DRI table lacks (iodine). */
  upperLimits?: readonly UpperLimit[];
  ulCovers?: 'supplements' | 'food and supplements';
  /** The name the drug interaction checker reads. */
  checkerName?: string;
  source: Source;
}

const ods = (page: string, name: string): Source => ({
  title: `${name} fact sheet for health professionals (NIH Office of Dietary Supplements, consulted 2026)`,
  url: `https://ods.od.nih.gov/factsheets/${page}-HealthProfessional/`,
});

const NUTRIENTS: readonly Nutrient[] = [
  {
    id: 'folic-acid',
    name: 'Folic acid',
    names: ['folic acid', 'folate', 'methylfolate', 'l-methylfolate', 'vitamin b9', 'folacin'],
    unit: 'mcg',
    dri: 'folate',
    ulCovers: 'supplements',
    checkerName: 'folic acid',
    source: ods('Folate', 'Folate'),
  },
  {
    id: 'vitamin-b12',
    name: 'Vitamin B12',
    names: ['vitamin b12', 'b12', 'cobalamin', 'cyanocobalamin', 'methylcobalamin', 'hydroxocobalamin'],
    unit: 'mcg',
    checkerName: 'cyanocobalamin',
    source: ods('VitaminB12', 'Vitamin B12'),
  },
  {
    id: 'vitamin-d',
    name: 'Vitamin D',
    names: ['vitamin d', 'vitamin d3', 'vitamin d2', 'd3', 'cholecalciferol', 'ergocalciferol'],
    unit: 'mcg',
    perIu: 0.025,
    dri: 'vitaminD',
    ulCovers: 'food and supplements',
    checkerName: 'vitamin d',
    source: ods('VitaminD', 'Vitamin D'),
  },
  {
    id: 'iron',
    name: 'Iron',
    names: ['iron', 'ferrous sulfate', 'ferrous sulphate', 'ferrous gluconate', 'ferrous fumarate', 'ferric'],
    unit: 'mg',
    dri: 'iron',
    ulCovers: 'food and supplements',
    checkerName: 'iron',
    source: ods('Iron', 'Iron'),
  },
  {
    id: 'calcium',
    name: 'Calcium',
    names: ['calcium', 'calcium carbonate', 'calcium citrate'],
    unit: 'mg',
    dri: 'calcium',
    ulCovers: 'food and supplements',
    checkerName: 'calcium',
    source: ods('Calcium', 'Calcium'),
  },
  {
    id: 'iodine',
    name: 'Iodine',
    names: ['iodine', 'potassium iodide', 'iodide'],
    unit: 'mcg',
    upperLimits: [
      { fromAge: 14, amount: 900 },
      { fromAge: 19, amount: 1100 },
    ],
    ulCovers: 'food and supplements',
    source: ods('Iodine', 'Iodine'),
  },
  {
    id: 'vitamin-a',
    name: 'Vitamin A (preformed, retinol)',
    names: ['vitamin a', 'retinol', 'retinyl palmitate', 'retinyl acetate'],
    unit: 'mcg',
    // 1 IU of retinol is 0.3 µg RAE; beta-carotene IU convert differently and have no UL.
    perIu: 0.3,
    dri: 'vitaminA',
    ulCovers: 'supplements',
    source: ods('VitaminA', 'Vitamin A'),
  },
  {
    id: 'vitamin-c',
    name: 'Vitamin C',
    names: ['vitamin c', 'ascorbic acid', 'ascorbate'],
    unit: 'mg',
    dri: 'vitaminC',
    ulCovers: 'food and supplements',
    source: ods('VitaminC', 'Vitamin C'),
  },
  {
    id: 'vitamin-e',
    name: 'Vitamin E',
    names: ['vitamin e', 'alpha-tocopherol', 'tocopherol'],
    unit: 'mg',
    // Natural vitamin E: 1 IU = 0.67 mg; the larger factor errs toward flagging an excess.
    perIu: 0.67,
    dri: 'vitaminE',
    ulCovers: 'supplements',
    source: ods('VitaminE', 'Vitamin E'),
  },
  {
    id: 'zinc',
    name: 'Zinc',
    names: ['zinc', 'zinc gluconate', 'zinc picolinate'],
    unit: 'mg',
    dri: 'zinc',
    ulCovers: 'food and supplements',
    checkerName: 'zinc',
    source: ods('Zinc', 'Zinc'),
  },
  {
    id: 'magnesium',
    name: 'Magnesium',
    names: ['magnesium', 'magnesium citrate', 'magnesium oxide', 'magnesium glycinate'],
    unit: 'mg',
    dri: 'magnesium',
    ulCovers: 'supplements',
    checkerName: 'magnesium',
    source: ods('Magnesium', 'Magnesium'),
  },
  {
    id: 'niacin',
    name: 'Niacin',
    names: ['niacin', 'nicotinic acid', 'vitamin b3'],
    unit: 'mg',
    dri: 'niacin',
    ulCovers: 'supplements',
    source: ods('Niacin', 'Niacin'),
  },
  {
    id: 'vitamin-b6',
    name: 'Vitamin B6',
    names: ['vitamin b6', 'b6', 'pyridoxine'],
    unit: 'mg',
    dri: 'vitaminB6',
    ulCovers: 'food and supplements',
    source: ods('VitaminB6', 'Vitamin B6'),
  },
  {
    id: 'selenium',
    name: 'Selenium',
    names: ['selenium'],
    unit: 'mcg',
    dri: 'selenium',
    ulCovers: 'food and supplements',
    source: ods('Selenium', 'Selenium'),
  },
  {
    id: 'potassium',
    name: 'Potassium',
    names: ['potassium', 'potassium chloride', 'potassium citrate', 'salt substitute'],
    unit: 'mg',
    checkerName: 'potassium',
    source: ods('Potassium', 'Potassium'),
  },
  {
    id: 'vitamin-k',
    name: 'Vitamin K',
    names: ['vitamin k', 'vitamin k1', 'vitamin k2', 'phytonadione', 'menaquinone'],
    unit: 'mcg',
    checkerName: 'vitamin k',
    source: ods('VitaminK', 'Vitamin K'),
  },
  {
    id: 'biotin',
    name: 'Biotin',
    names: ['biotin', 'vitamin b7', 'vitamin h'],
    unit: 'mcg',
    source: ods('Biotin', 'Biotin'),
  },
  {
    id: 'beta-carotene',
    name: 'Beta-carotene',
    names: ['beta-carotene', 'beta carotene'],
    unit: 'mg',
    source: ods('VitaminA', 'Vitamin A'),
  },
];

const BY_NAME = new Map(NUTRIENTS.flatMap((nutrient) => nutrient.names.map((name) => [name, nutrient])));

export const nutrientById = (id: string): Nutrient => {
  const found = NUTRIENTS.find((nutrient) => nutrient.id === id);
  if (!found) throw new Error(`no nutrient ${id}`);
  return found;
};

/** The nutrient a supplement name stands for ("Vitamin D3 1000 IU" is vitamin D), or undefined. */
export const findNutrient = (name: string): Nutrient | undefined => {
  const cleaned = name
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\b\d+(\.\d+)?\s*(mg|mcg|µg|ug|iu|units?)?\b/g, ' ')
    .replace(/\b(supplements?|tablets?|capsules?|softgels?|gummies|daily|liquid|drops?)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return BY_NAME.get(cleaned);
};

/**
 * The UL for the person, in the nutrient's unit; undefined when none is set (B12, potassium,
 * vitamin K…). `dri` is the person's DRI set (shared/nutrition/dri.ts).
 */
export const upperLimitFor = (nutrient: Nutrient, age: number, dri?: DriSet): number | undefined => {
  if (nutrient.dri) return dri?.values[nutrient.dri].ul;
  let found: number | undefined;
  for (const band of nutrient.upperLimits ?? []) if (age >= band.fromAge) found = band.amount;
  return found;
};

/** An amount in the nutrient's unit, or undefined when the unit does not fit (IU for iron). */
export const toNutrientUnit = (nutrient: Nutrient, amount: number, unit: DoseUnit): number | undefined => {
  if (unit === 'IU') return nutrient.perIu === undefined ? undefined : amount * nutrient.perIu;
  if (unit === nutrient.unit) return amount;
  return unit === 'mg' ? amount * 1000 : amount / 1000;
};

/** "400 mcg (16,000 IU)" style text for an amount in the nutrient's unit. */
export const formatAmount = (nutrient: Nutrient, amount: number): string => {
  const rounded = Number(amount.toPrecision(4));
  const main = `${rounded.toLocaleString('en-US')} ${nutrient.unit === 'mcg' ? 'µg' : 'mg'}`;
  return nutrient.perIu === undefined
    ? main
    : `${main} (${Math.round(amount / nutrient.perIu).toLocaleString('en-US')} IU)`;
};
