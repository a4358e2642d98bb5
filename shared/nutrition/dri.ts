/**
 * Dietary Reference Intakes (DRIs) of the National Academies of Sciences, Engineering, and Medicine
 * (NASEM, formerly the Institute of Medicine), by life-stage group: the RDA or AI (the intake to aim
 * for) and the Tolerable Upper Intake Level (UL, the most that is likely to be safe), plus the
 * sodium Chronic Disease Risk Reduction intake (CDRR, 2019). Values are those of the NASEM summary
 * tables as reproduced in the NIH Office of Dietary Supplements fact sheets, for people aged 1 year
 * and over (infants are fed by breast milk or formula and have their own AIs, not covered here).
 *
 * Units follow the USDA SR26 nutrient fields so a food total can be compared directly; copper is in
 * mg here (NASEM publishes µg: 900 µg is 0.9 mg).
 *
 * Other modules import this (nutrition analysis, supplement advice): keep the exported API stable.
 */

export type Sex = 'female' | 'male';
export type LifeStage = 'pregnancy' | 'lactation';

/** What the DRIs depend on. */
export interface DriProfile {
  /** Years, 1 or more. */
  age: number;
  /** Unknown sex: the higher RDA/AI and the lower UL of the two sexes (never falsely reassuring). */
  sex?: Sex;
  lifeStage?: LifeStage;
  /** Body weight, for the protein RDA in g per kg (0.8 g/kg for adults). */
  weightKg?: number;
}

export type DriNutrient =
  | 'protein'
  | 'carbohydrate'
  | 'fiber'
  | 'calcium'
  | 'iron'
  | 'magnesium'
  | 'phosphorus'
  | 'potassium'
  | 'sodium'
  | 'zinc'
  | 'copper'
  | 'manganese'
  | 'selenium'
  | 'vitaminC'
  | 'thiamin'
  | 'riboflavin'
  | 'niacin'
  | 'pantothenicAcid'
  | 'vitaminB6'
  | 'folate'
  | 'choline'
  | 'vitaminB12'
  | 'vitaminA'
  | 'vitaminE'
  | 'vitaminD'
  | 'vitaminK';

/**
 * What the UL applies to. For several nutrients NASEM set the UL on one form only, so a total from
 * ordinary food must not be compared with it:
 * - `total`: all sources (food, fortified food, supplements);
 * - `supplemental`: supplements and fortified food only (magnesium, niacin, vitamin E);
 * - `folic-acid`: synthetic folic acid only (fortified food and supplements), not food folate;
 * - `preformed-vitamin-a`: retinol only, not carotenoids.
 */
export type UlScope = 'total' | 'supplemental' | 'folic-acid' | 'preformed-vitamin-a';

export interface DriSource {
  title: string;
  url: string;
  year: number;
}

export interface NutrientDri {
  nutrient: DriNutrient;
  name: string;
  unit: 'g' | 'mg' | 'µg';
  /** The intake to aim for: RDA where one exists, else AI (`basis` says which). */
  target?: number;
  basis?: 'RDA' | 'AI';
  ul?: number;
  ulScope?: UlScope;
  /** Sodium only: intake above this raises chronic disease risk (NASEM 2019). */
  cdrr?: number;
  /** How the value was reached when it is not a plain table cell (protein by weight, unknown sex). */
  note?: string;
  source: DriSource;
}

interface LifeStageGroup {
  /** e.g. `f31-50`, `p19-30` (pregnancy), `l14-18` (lactation), `c4-8` (children, either sex). */
  id: string;
  /** e.g. "Females 31–50 years", "Pregnancy 19–30 years". */
  label: string;
}

export interface DriSet {
  group: LifeStageGroup;
  /** Groups merged when the sex is unknown (male and female of the same ages). */
  mergedGroups?: LifeStageGroup[];
  values: Record<DriNutrient, NutrientDri>;
}

const ods = (name: string): string => `https://ods.od.nih.gov/factsheets/${name}-HealthProfessional/`;

const SOURCES = {
  macronutrients: {
    title:
      'Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (National Academies, 2005)',
    url: 'https://nap.nationalacademies.org/catalog/10490',
    year: 2005,
  },
  sodiumPotassium: {
    title: 'Dietary Reference Intakes for Sodium and Potassium (National Academies, 2019)',
    url: 'https://nap.nationalacademies.org/catalog/25353',
    year: 2019,
  },
} as const satisfies Record<string, DriSource>;

const factSheet = (name: string, title: string, report: string, year: number): DriSource => ({
  title: `${title}: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from ${report} (National Academies, ${year})`,
  url: ods(name),
  year,
});

/** Cells by group: children 1–3 and 4–8, males and females 9–13 … 71+, pregnancy and lactation ≤18, 19–30, 31–50. */
interface Cells {
  c: readonly [number, number];
  m: readonly [number, number, number, number, number, number];
  f: readonly [number, number, number, number, number, number];
  p: readonly [number, number, number];
  l: readonly [number, number, number];
}

interface Definition {
  name: string;
  unit: NutrientDri['unit'];
  basis: 'RDA' | 'AI';
  target: Cells;
  ul?: Cells;
  ulScope?: UlScope;
  source: DriSource;
}

/** The same value for both sexes at every age from 9 years, and in pregnancy and lactation. */
const same = (
  c13: number,
  c48: number,
  y9: number,
  y14: number,
  adult: number,
  pl18: number = y14,
  pl19: number = adult,
): Cells => ({
  c: [c13, c48],
  m: [y9, y14, adult, adult, adult, adult],
  f: [y9, y14, adult, adult, adult, adult],
  p: [pl18, pl19, pl19],
  l: [pl18, pl19, pl19],
});

const DEFINITIONS: Record<DriNutrient, Definition> = {
  protein: {
    name: 'Protein',
    unit: 'g',
    basis: 'RDA',
    target: {
      c: [13, 19],
      m: [34, 52, 56, 56, 56, 56],
      f: [34, 46, 46, 46, 46, 46],
      p: [71, 71, 71],
      l: [71, 71, 71],
    },
    source: SOURCES.macronutrients,
  },
  carbohydrate: {
    name: 'Carbohydrate',
    unit: 'g',
    basis: 'RDA',
    target: { ...same(130, 130, 130, 130, 130), p: [175, 175, 175], l: [210, 210, 210] },
    source: SOURCES.macronutrients,
  },
  fiber: {
    name: 'Fiber, total dietary',
    unit: 'g',
    basis: 'AI',
    target: {
      c: [19, 25],
      m: [31, 38, 38, 38, 30, 30],
      f: [26, 26, 25, 25, 21, 21],
      p: [28, 28, 28],
      l: [29, 29, 29],
    },
    source: SOURCES.macronutrients,
  },
  calcium: {
    name: 'Calcium',
    unit: 'mg',
    basis: 'RDA',
    target: {
      c: [700, 1000],
      m: [1300, 1300, 1000, 1000, 1000, 1200],
      f: [1300, 1300, 1000, 1000, 1200, 1200],
      p: [1300, 1000, 1000],
      l: [1300, 1000, 1000],
    },
    ul: {
      c: [2500, 2500],
      m: [3000, 3000, 2500, 2500, 2000, 2000],
      f: [3000, 3000, 2500, 2500, 2000, 2000],
      p: [3000, 2500, 2500],
      l: [3000, 2500, 2500],
    },
    ulScope: 'total',
    source: factSheet('Calcium', 'Calcium', 'the Dietary Reference Intakes for Calcium and Vitamin D', 2011),
  },
  iron: {
    name: 'Iron',
    unit: 'mg',
    basis: 'RDA',
    target: { c: [7, 10], m: [8, 11, 8, 8, 8, 8], f: [8, 15, 18, 18, 8, 8], p: [27, 27, 27], l: [10, 9, 9] },
    ul: {
      c: [40, 40],
      m: [40, 45, 45, 45, 45, 45],
      f: [40, 45, 45, 45, 45, 45],
      p: [45, 45, 45],
      l: [45, 45, 45],
    },
    ulScope: 'total',
    source: factSheet('Iron', 'Iron', 'the DRIs for Vitamin A, Vitamin K, … Iron … and Zinc', 2001),
  },
  magnesium: {
    name: 'Magnesium',
    unit: 'mg',
    basis: 'RDA',
    target: {
      c: [80, 130],
      m: [240, 410, 400, 420, 420, 420],
      f: [240, 360, 310, 320, 320, 320],
      p: [400, 350, 360],
      l: [360, 310, 320],
    },
    ul: same(65, 110, 350, 350, 350),
    ulScope: 'supplemental',
    source: factSheet(
      'Magnesium',
      'Magnesium',
      'the DRIs for Calcium, Phosphorus, Magnesium, Vitamin D, and Fluoride',
      1997,
    ),
  },
  phosphorus: {
    name: 'Phosphorus',
    unit: 'mg',
    basis: 'RDA',
    target: same(460, 500, 1250, 1250, 700, 1250, 700),
    ul: {
      c: [3000, 3000],
      m: [4000, 4000, 4000, 4000, 4000, 3000],
      f: [4000, 4000, 4000, 4000, 4000, 3000],
      p: [3500, 3500, 3500],
      l: [4000, 4000, 4000],
    },
    ulScope: 'total',
    source: factSheet(
      'Phosphorus',
      'Phosphorus',
      'the DRIs for Calcium, Phosphorus, Magnesium, Vitamin D, and Fluoride',
      1997,
    ),
  },
  potassium: {
    name: 'Potassium',
    unit: 'mg',
    basis: 'AI',
    target: {
      c: [2000, 2300],
      m: [2500, 3000, 3400, 3400, 3400, 3400],
      f: [2300, 2300, 2600, 2600, 2600, 2600],
      p: [2600, 2900, 2900],
      l: [2500, 2800, 2800],
    },
    source: { ...SOURCES.sodiumPotassium, url: ods('Potassium') },
  },
  sodium: {
    name: 'Sodium',
    unit: 'mg',
    basis: 'AI',
    target: same(800, 1000, 1200, 1500, 1500, 1500, 1500),
    source: SOURCES.sodiumPotassium,
  },
  zinc: {
    name: 'Zinc',
    unit: 'mg',
    basis: 'RDA',
    target: {
      c: [3, 5],
      m: [8, 11, 11, 11, 11, 11],
      f: [8, 9, 8, 8, 8, 8],
      p: [12, 11, 11],
      l: [13, 12, 12],
    },
    ul: same(7, 12, 23, 34, 40),
    ulScope: 'total',
    source: factSheet('Zinc', 'Zinc', 'the DRIs for Vitamin A, Vitamin K, … Iron … and Zinc', 2001),
  },
  copper: {
    name: 'Copper',
    unit: 'mg',
    basis: 'RDA',
    target: { ...same(0.34, 0.44, 0.7, 0.89, 0.9, 1.0, 1.0), l: [1.3, 1.3, 1.3] },
    ul: same(1, 3, 5, 8, 10),
    ulScope: 'total',
    source: factSheet('Copper', 'Copper', 'the DRIs for Vitamin A, Vitamin K, … Copper … and Zinc', 2001),
  },
  manganese: {
    name: 'Manganese',
    unit: 'mg',
    basis: 'AI',
    target: {
      c: [1.2, 1.5],
      m: [1.9, 2.2, 2.3, 2.3, 2.3, 2.3],
      f: [1.6, 1.6, 1.8, 1.8, 1.8, 1.8],
      p: [2.0, 2.0, 2.0],
      l: [2.6, 2.6, 2.6],
    },
    ul: same(2, 3, 6, 9, 11),
    ulScope: 'total',
    source: factSheet(
      'Manganese',
      'Manganese',
      'the DRIs for Vitamin A, Vitamin K, … Manganese … and Zinc',
      2001,
    ),
  },
  selenium: {
    name: 'Selenium',
    unit: 'µg',
    basis: 'RDA',
    target: { ...same(20, 30, 40, 55, 55), p: [60, 60, 60], l: [70, 70, 70] },
    ul: same(90, 150, 280, 400, 400, 400, 400),
    ulScope: 'total',
    source: factSheet(
      'Selenium',
      'Selenium',
      'the DRIs for Vitamin C, Vitamin E, Selenium, and Carotenoids',
      2000,
    ),
  },
  vitaminC: {
    name: 'Vitamin C',
    unit: 'mg',
    basis: 'RDA',
    target: {
      c: [15, 25],
      m: [45, 75, 90, 90, 90, 90],
      f: [45, 65, 75, 75, 75, 75],
      p: [80, 85, 85],
      l: [115, 120, 120],
    },
    ul: same(400, 650, 1200, 1800, 2000),
    ulScope: 'total',
    source: factSheet(
      'VitaminC',
      'Vitamin C',
      'the DRIs for Vitamin C, Vitamin E, Selenium, and Carotenoids',
      2000,
    ),
  },
  thiamin: {
    name: 'Thiamin',
    unit: 'mg',
    basis: 'RDA',
    target: {
      c: [0.5, 0.6],
      m: [0.9, 1.2, 1.2, 1.2, 1.2, 1.2],
      f: [0.9, 1.0, 1.1, 1.1, 1.1, 1.1],
      p: [1.4, 1.4, 1.4],
      l: [1.4, 1.4, 1.4],
    },
    source: factSheet('Thiamin', 'Thiamin', 'the DRIs for Thiamin, Riboflavin, Niacin, … and Choline', 1998),
  },
  riboflavin: {
    name: 'Riboflavin',
    unit: 'mg',
    basis: 'RDA',
    target: {
      c: [0.5, 0.6],
      m: [0.9, 1.3, 1.3, 1.3, 1.3, 1.3],
      f: [0.9, 1.0, 1.1, 1.1, 1.1, 1.1],
      p: [1.4, 1.4, 1.4],
      l: [1.6, 1.6, 1.6],
    },
    source: factSheet(
      'Riboflavin',
      'Riboflavin',
      'the DRIs for Thiamin, Riboflavin, Niacin, … and Choline',
      1998,
    ),
  },
  niacin: {
    name: 'Niacin',
    unit: 'mg',
    basis: 'RDA',
    target: {
      c: [6, 8],
      m: [12, 16, 16, 16, 16, 16],
      f: [12, 14, 14, 14, 14, 14],
      p: [18, 18, 18],
      l: [17, 17, 17],
    },
    ul: same(10, 15, 20, 30, 35),
    ulScope: 'supplemental',
    source: factSheet('Niacin', 'Niacin', 'the DRIs for Thiamin, Riboflavin, Niacin, … and Choline', 1998),
  },
  pantothenicAcid: {
    name: 'Pantothenic acid',
    unit: 'mg',
    basis: 'AI',
    target: { ...same(2, 3, 4, 5, 5), p: [6, 6, 6], l: [7, 7, 7] },
    source: factSheet(
      'PantothenicAcid',
      'Pantothenic acid',
      'the DRIs for Thiamin, Riboflavin, Niacin, … and Choline',
      1998,
    ),
  },
  vitaminB6: {
    name: 'Vitamin B6',
    unit: 'mg',
    basis: 'RDA',
    target: {
      c: [0.5, 0.6],
      m: [1.0, 1.3, 1.3, 1.3, 1.7, 1.7],
      f: [1.0, 1.2, 1.3, 1.3, 1.5, 1.5],
      p: [1.9, 1.9, 1.9],
      l: [2.0, 2.0, 2.0],
    },
    ul: same(30, 40, 60, 80, 100),
    ulScope: 'total',
    source: factSheet(
      'VitaminB6',
      'Vitamin B6',
      'the DRIs for Thiamin, Riboflavin, Niacin, … and Choline',
      1998,
    ),
  },
  folate: {
    name: 'Folate (DFE)',
    unit: 'µg',
    basis: 'RDA',
    target: { ...same(150, 200, 300, 400, 400), p: [600, 600, 600], l: [500, 500, 500] },
    ul: same(300, 400, 600, 800, 1000),
    ulScope: 'folic-acid',
    source: factSheet('Folate', 'Folate', 'the DRIs for Thiamin, Riboflavin, Niacin, … and Choline', 1998),
  },
  choline: {
    name: 'Choline',
    unit: 'mg',
    basis: 'AI',
    target: {
      c: [200, 250],
      m: [375, 550, 550, 550, 550, 550],
      f: [375, 400, 425, 425, 425, 425],
      p: [450, 450, 450],
      l: [550, 550, 550],
    },
    ul: same(1000, 1000, 2000, 3000, 3500),
    ulScope: 'total',
    source: factSheet('Choline', 'Choline', 'the DRIs for Thiamin, Riboflavin, Niacin, … and Choline', 1998),
  },
  vitaminB12: {
    name: 'Vitamin B12',
    unit: 'µg',
    basis: 'RDA',
    target: { ...same(0.9, 1.2, 1.8, 2.4, 2.4), p: [2.6, 2.6, 2.6], l: [2.8, 2.8, 2.8] },
    source: factSheet(
      'VitaminB12',
      'Vitamin B12',
      'the DRIs for Thiamin, Riboflavin, Niacin, … and Choline',
      1998,
    ),
  },
  vitaminA: {
    name: 'Vitamin A (RAE)',
    unit: 'µg',
    basis: 'RDA',
    target: {
      c: [300, 400],
      m: [600, 900, 900, 900, 900, 900],
      f: [600, 700, 700, 700, 700, 700],
      p: [750, 770, 770],
      l: [1200, 1300, 1300],
    },
    ul: same(600, 900, 1700, 2800, 3000),
    ulScope: 'preformed-vitamin-a',
    source: factSheet('VitaminA', 'Vitamin A', 'the DRIs for Vitamin A, Vitamin K, … and Zinc', 2001),
  },
  vitaminE: {
    name: 'Vitamin E (alpha-tocopherol)',
    unit: 'mg',
    basis: 'RDA',
    target: { ...same(6, 7, 11, 15, 15), l: [19, 19, 19] },
    ul: same(200, 300, 600, 800, 1000),
    ulScope: 'supplemental',
    source: factSheet(
      'VitaminE',
      'Vitamin E',
      'the DRIs for Vitamin C, Vitamin E, Selenium, and Carotenoids',
      2000,
    ),
  },
  vitaminD: {
    name: 'Vitamin D',
    unit: 'µg',
    basis: 'RDA',
    target: {
      c: [15, 15],
      m: [15, 15, 15, 15, 15, 20],
      f: [15, 15, 15, 15, 15, 20],
      p: [15, 15, 15],
      l: [15, 15, 15],
    },
    ul: same(63, 75, 100, 100, 100),
    ulScope: 'total',
    source: factSheet(
      'VitaminD',
      'Vitamin D',
      'the Dietary Reference Intakes for Calcium and Vitamin D',
      2011,
    ),
  },
  vitaminK: {
    name: 'Vitamin K',
    unit: 'µg',
    basis: 'AI',
    target: {
      c: [30, 55],
      m: [60, 75, 120, 120, 120, 120],
      f: [60, 75, 90, 90, 90, 90],
      p: [75, 90, 90],
      l: [75, 90, 90],
    },
    source: factSheet('VitaminK', 'Vitamin K', 'the DRIs for Vitamin A, Vitamin K, … and Zinc', 2001),
  },
};

/** Sodium: the Chronic Disease Risk Reduction intake (NASEM 2019); above it, reducing intake lowers risk. */
const SODIUM_CDRR: Cells = same(1200, 1500, 1800, 2300, 2300);

/** Protein RDA per kg of body weight (NASEM 2005): children by age, adults 0.8, pregnancy 1.1, lactation 1.3. */
const proteinPerKg = (profile: DriProfile): number => {
  if (profile.lifeStage === 'pregnancy') return 1.1;
  if (profile.lifeStage === 'lactation') return 1.3;
  if (profile.age <= 3) return 1.05;
  if (profile.age <= 13) return 0.95;
  if (profile.age <= 18) return 0.85;
  return 0.8;
};

export const DRI_NUTRIENTS = Object.keys(DEFINITIONS) as DriNutrient[];

const AGE_BANDS = [
  [9, 13],
  [14, 18],
  [19, 30],
  [31, 50],
  [51, 70],
  [71, Number.POSITIVE_INFINITY],
] as const;

type Cell =
  | { kind: 'c'; index: 0 | 1 }
  | { kind: 'm' | 'f'; index: number }
  | { kind: 'p' | 'l'; index: number };

const bandLabel = (low: number, high: number): string =>
  high === Number.POSITIVE_INFINITY ? `${low} years and over` : `${low}–${high} years`;

const cellFor = (age: number, sex: Sex, lifeStage?: LifeStage): { cell: Cell; group: LifeStageGroup } => {
  if (lifeStage) {
    // The DRI tables cover pregnancy and lactation at 14–18, 19–30 and 31–50; younger or older
    // ages take the nearest band.
    const index = age <= 18 ? 0 : age <= 30 ? 1 : 2;
    const span = (['≤18', '19-30', '31-50'] as const)[index];
    const kind = lifeStage === 'pregnancy' ? 'p' : 'l';
    const name = lifeStage === 'pregnancy' ? 'Pregnancy' : 'Lactation';
    const label = index === 0 ? `${name} 18 years and under` : `${name} ${span.replace('-', '–')} years`;
    return { cell: { kind, index }, group: { id: `${kind}${index === 0 ? '14-18' : span}`, label } };
  }
  if (age <= 8) {
    const index = age <= 3 ? 0 : 1;
    return {
      cell: { kind: 'c', index },
      group: { id: index === 0 ? 'c1-3' : 'c4-8', label: `Children ${index === 0 ? '1–3' : '4–8'} years` },
    };
  }
  const index = AGE_BANDS.findIndex(([, high]) => age <= high);
  const [low, high] = AGE_BANDS[index] ?? AGE_BANDS[5];
  const kind = sex === 'male' ? 'm' : 'f';
  const id = `${kind}${low}${high === Number.POSITIVE_INFINITY ? '+' : `-${high}`}`;
  return {
    cell: { kind, index },
    group: { id, label: `${sex === 'male' ? 'Males' : 'Females'} ${bandLabel(low, high)}` },
  };
};

const read = (cells: Cells, cell: Cell): number => {
  const row = cells[cell.kind] as readonly number[];
  const value = row[cell.index];
  if (value === undefined) throw new Error(`no DRI cell ${cell.kind}${cell.index}`);
  return value;
};

export class DriProfileError extends Error {
  override name = 'DriProfileError';
}

/**
 * The DRIs for a person. Throws DriProfileError for an age below 1 year or a male in pregnancy or
 * lactation (the API validates both before calling).
 */
export const driFor = (profile: DriProfile): DriSet => {
  if (!(profile.age >= 1)) throw new DriProfileError('DRIs here cover ages of 1 year and over');
  if (profile.lifeStage && profile.sex === 'male')
    throw new DriProfileError('pregnancy and lactation apply to females only');
  const sexes: Sex[] = profile.lifeStage ? ['female'] : profile.sex ? [profile.sex] : ['female', 'male'];
  const cells = sexes.map((sex) => cellFor(profile.age, sex, profile.lifeStage));
  const merged = cells.length > 1 && cells[0]?.group.id !== cells[1]?.group.id;
  const first = cells[0];
  if (!first) throw new Error('no life-stage group');
  const values = {} as Record<DriNutrient, NutrientDri>;
  for (const nutrient of DRI_NUTRIENTS) {
    const definition = DEFINITIONS[nutrient];
    const targets = cells.map(({ cell }) => read(definition.target, cell));
    const uls = definition.ul ? cells.map(({ cell }) => read(definition.ul as Cells, cell)) : [];
    const entry: NutrientDri = {
      nutrient,
      name: definition.name,
      unit: definition.unit,
      target: Math.max(...targets),
      basis: definition.basis,
      source: definition.source,
    };
    if (uls.length > 0) {
      entry.ul = Math.min(...uls);
      entry.ulScope = definition.ulScope ?? 'total';
    }
    if (merged && new Set(targets).size > 1)
      entry.note = 'Sex not given: the higher of the female and male values';
    if (nutrient === 'sodium') entry.cdrr = Math.min(...cells.map(({ cell }) => read(SODIUM_CDRR, cell)));
    if (nutrient === 'protein' && profile.weightKg !== undefined) {
      const perKg = proteinPerKg(profile);
      entry.target = Math.round(perKg * profile.weightKg * 10) / 10;
      entry.note = `${perKg} g per kg of body weight (${profile.weightKg} kg)`;
    }
    values[nutrient] = entry;
  }
  return {
    group: merged
      ? {
          id: cells.map(({ group }) => group.id).join('|'),
          label: `${first.group.label.replace(/^Females /, 'People ')} (sex not given)`,
        }
      : first.group,
    ...(merged ? { mergedGroups: cells.map(({ group }) => group) } : {}),
    values,
  };
};

/** The Acceptable Macronutrient Distribution Ranges, % of energy (NASEM 2005). */
export interface Amdr {
  carbohydrate: readonly [number, number];
  fat: readonly [number, number];
  protein: readonly [number, number];
  source: DriSource;
}

export const amdrFor = (age: number): Amdr => {
  if (age <= 3)
    return { carbohydrate: [45, 65], fat: [30, 40], protein: [5, 20], source: SOURCES.macronutrients };
  if (age <= 18)
    return { carbohydrate: [45, 65], fat: [25, 35], protein: [10, 30], source: SOURCES.macronutrients };
  return { carbohydrate: [45, 65], fat: [20, 35], protein: [10, 35], source: SOURCES.macronutrients };
};
