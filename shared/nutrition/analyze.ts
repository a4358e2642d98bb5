import { type RedFlag, urgentCareMessage } from '../clinical/red-flags.ts';
import {
  amdrFor,
  DRI_NUTRIENTS,
  type DriNutrient,
  type DriSet,
  type DriSource,
  driFor,
  type LifeStage,
  type NutrientDri,
  type Sex,
  type UlScope,
} from './dri.ts';
import { type FoodIndex, foodIndex } from './foods.ts';
import {
  type Activity,
  ADDED_SUGARS_MAX_PERCENT,
  DGA_SOURCE,
  estimatedCalories,
  SATURATED_FAT_MAX_PERCENT,
  SODIUM_LIMIT_MG,
} from './guidelines.ts';
import { redFlagsInLog } from './log-red-flags.ts';
import { type LineMatch, matchId, matchLine } from './match.ts';
import { NUTRIENT_INDEX, NUTRIENTS, type NutrientKey } from './nutrients.ts';

/**
 * Nutritional analysis of a food log: every line matched to a USDA SR food and converted to grams,
 * totals of the 46 SR nutrients, each compared with the person's Dietary Reference Intakes (NASEM)
 * and the Dietary Guidelines for Americans 2020–2025 limits, and recommendations by the size of the
 * gap. Informational only: it describes intake against published reference values, never a diet
 * prescription or a diagnosis.
 */

const NUTRITION_DISCLAIMER =
  'Informational only, not a diagnosis or a diet prescription. Food composition is USDA’s average for each food, portions are estimates, and reference intakes describe healthy people; a dietitian or clinician can advise for your health and medicines.';

export const SR_SOURCE = {
  title:
    'USDA National Nutrient Database for Standard Reference, Release 26 (USDA Agricultural Research Service, 2013)',
  url: 'https://www.ars.usda.gov/northeast-area/beltsville-md-bhnrc/beltsville-human-nutrition-research-center/methods-and-application-of-food-composition-laboratory/mafcl-site-pages/sr11-sr28/',
  year: 2013,
} as const;

export type LogItem = { text: string } | { id: string; grams: number };

export interface NutritionProfile {
  age?: number;
  sex?: Sex;
  lifeStage?: LifeStage;
  weightKg?: number;
  activity?: Activity;
}

export interface AnalyzeRequest {
  items: readonly LogItem[];
  period: 'day' | 'meal';
  profile?: NutritionProfile;
  /** Anything else the person says (how they feel…): read for red flags only. */
  notes?: string;
}

type LineResult = { index: number; input: string; energyKcal?: number } & LineMatch;

export interface NutrientTotal {
  nutrient: NutrientKey;
  name: string;
  unit: string;
  amount: number;
  /** Counted foods for which SR has no value: the total may be low by their share. */
  foodsWithoutValue: number;
}

type ComparisonStatus = 'below-target' | 'meets-target' | 'above-ul' | 'share-of-day';

export interface DriComparison {
  nutrient: DriNutrient;
  name: string;
  unit: string;
  intake: number;
  target?: number;
  basis?: 'RDA' | 'AI';
  percentOfTarget?: number;
  ul?: number;
  ulScope?: UlScope;
  /** The intake the UL is compared with (folic acid for folate, retinol for vitamin A). */
  intakeAgainstUl?: number;
  status: ComparisonStatus;
  note?: string;
  source: DriSource;
}

type LimitStatus = 'within' | 'over' | 'cannot-tell' | 'not-applicable';

export interface LimitCheck {
  id: 'added-sugars' | 'saturated-fat' | 'sodium';
  limit: string;
  value: number;
  unit: '% of energy' | 'mg';
  status: LimitStatus;
  message: string;
  source: DriSource;
}

type AmdrStatus = 'below' | 'within' | 'above' | 'not-applicable';

export interface MacroShare {
  grams: number;
  percentOfEnergy?: number;
  range: [number, number];
  status: AmdrStatus;
}

export interface Recommendation {
  nutrient?: DriNutrient;
  limit?: LimitCheck['id'];
  kind: 'increase' | 'reduce';
  text: string;
  /** Relative distance from the target or limit: 0.4 is 40 % short of (or over) it. */
  gap: number;
  priority: 'low' | 'medium' | 'high';
  source: DriSource;
}

const round = (value: number): number => {
  const digits = Math.abs(value) < 1 ? 3 : Math.abs(value) < 100 ? 2 : 1;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
const percent = (part: number, whole: number): number => Math.round((part / whole) * 1000) / 10;

const FOOD_SOURCES: Record<DriNutrient, string> = {
  protein: 'meat, poultry, fish, eggs, dairy, beans, lentils, soy foods, nuts and seeds',
  carbohydrate: 'whole grains, fruit, vegetables, beans and milk',
  fiber: 'beans, lentils, whole grains, vegetables, fruit, nuts and seeds',
  calcium: 'milk, yogurt, cheese, calcium-fortified plant drinks, tofu made with calcium, and kale',
  iron: 'lean meat, seafood, poultry, beans, lentils, tofu and iron-fortified cereals, with a vitamin C food to help absorption',
  magnesium: 'nuts, seeds, beans, whole grains and leafy green vegetables',
  phosphorus: 'dairy, meat, poultry, fish, eggs, nuts and beans',
  potassium: 'beans, lentils, potatoes, bananas, dried apricots, squash, spinach, yogurt and milk',
  sodium: '',
  zinc: 'seafood (oysters most of all), red meat, poultry, beans, nuts, whole grains and dairy',
  copper: 'shellfish, nuts, seeds, whole grains and beans',
  manganese: 'whole grains, nuts, beans, tea and leafy vegetables',
  selenium: 'seafood, meat, poultry, eggs, dairy and bread',
  vitaminC: 'citrus fruit, peppers, strawberries, kiwifruit, broccoli, tomatoes and potatoes',
  thiamin: 'whole and enriched grains, pork, fish, beans and seeds',
  riboflavin: 'eggs, dairy, lean meat, fortified cereals and mushrooms',
  niacin: 'poultry, fish, meat, whole grains, nuts and beans',
  pantothenicAcid: 'meat, poultry, eggs, mushrooms, whole grains and avocado',
  vitaminB6: 'fish, poultry, potatoes, chickpeas, bananas and fortified cereals',
  folate: 'dark green leafy vegetables, beans, peas, lentils, oranges and fortified grains',
  choline: 'eggs, meat, poultry, fish, dairy, beans and cruciferous vegetables',
  vitaminB12:
    'fish, meat, poultry, eggs and dairy; people who eat no animal foods need fortified foods or a supplement',
  vitaminA:
    'carrots, sweet potatoes, spinach and other orange or dark green vegetables, cantaloupe, eggs and dairy',
  vitaminE: 'nuts, seeds, vegetable oils and green vegetables',
  vitaminD:
    'fatty fish (salmon, trout, sardines), fortified milk and plant drinks, fortified cereals and egg yolks',
  vitaminK:
    'green leafy vegetables and broccoli; anyone taking warfarin should keep vitamin K intake steady and talk to their clinician before changing it',
};

/** The SR nutrient a DRI is compared with, and the one its UL is compared with when that differs. */
const INTAKE_OF: Record<DriNutrient, NutrientKey> = {
  protein: 'protein',
  carbohydrate: 'carbohydrate',
  fiber: 'fiber',
  calcium: 'calcium',
  iron: 'iron',
  magnesium: 'magnesium',
  phosphorus: 'phosphorus',
  potassium: 'potassium',
  sodium: 'sodium',
  zinc: 'zinc',
  copper: 'copper',
  manganese: 'manganese',
  selenium: 'selenium',
  vitaminC: 'vitaminC',
  thiamin: 'thiamin',
  riboflavin: 'riboflavin',
  niacin: 'niacin',
  pantothenicAcid: 'pantothenicAcid',
  vitaminB6: 'vitaminB6',
  folate: 'folate',
  choline: 'choline',
  vitaminB12: 'vitaminB12',
  vitaminA: 'vitaminA',
  vitaminE: 'vitaminE',
  vitaminD: 'vitaminD',
  vitaminK: 'vitaminK',
};
const UL_INTAKE: Partial<Record<UlScope, NutrientKey>> = {
  'folic-acid': 'folicAcid',
  'preformed-vitamin-a': 'retinol',
};

const describe = (item: LogItem): string => ('text' in item ? item.text : `${item.id}: ${item.grams} g`);

/** Matches every item; unknown lines are kept and reported, never guessed. */
const matchItems = (items: readonly LogItem[], index: FoodIndex = foodIndex()): LineResult[] =>
  items.map((item, position) => {
    const match = 'text' in item ? matchLine(item.text, index) : matchId(item.id, item.grams, index);
    const result: LineResult = { index: position, input: describe(item), ...match };
    if (match.status === 'matched' || match.status === 'ambiguous') {
      const food = index.byId.get(match.food.id);
      const kcal = food?.values[NUTRIENT_INDEX.energy];
      if (kcal !== null && kcal !== undefined)
        result.energyKcal = Math.round((kcal * match.portion.grams) / 100);
    }
    return result;
  });

/** Totals of every SR nutrient over the counted lines. */
const totalNutrients = (lines: readonly LineResult[], index: FoodIndex = foodIndex()): NutrientTotal[] => {
  const sums = NUTRIENTS.map(() => 0);
  const missing = NUTRIENTS.map(() => 0);
  for (const line of lines) {
    if (line.status !== 'matched' && line.status !== 'ambiguous') continue;
    const food = index.byId.get(line.food.id);
    if (!food) continue;
    food.values.forEach((value, i) => {
      if (value === null) missing[i] = (missing[i] ?? 0) + 1;
      else sums[i] = (sums[i] ?? 0) + (value * line.portion.grams) / 100;
    });
  }
  return NUTRIENTS.map((nutrient, i) => ({
    nutrient: nutrient.key,
    name: nutrient.name,
    unit: nutrient.unit,
    amount: round(sums[i] ?? 0),
    foodsWithoutValue: missing[i] ?? 0,
  }));
};

const amountOf = (totals: readonly NutrientTotal[], key: NutrientKey): NutrientTotal => {
  const total = totals[NUTRIENT_INDEX[key]];
  if (!total) throw new Error(`no total for ${key}`);
  return total;
};

const ulNote = (scope: UlScope): string | undefined =>
  scope === 'supplemental'
    ? 'The UL applies to supplements and fortified foods only, so food intake is not compared with it'
    : scope === 'folic-acid'
      ? 'The UL applies to folic acid (fortified foods and supplements), compared here with the folic acid in these foods'
      : scope === 'preformed-vitamin-a'
        ? 'The UL applies to preformed vitamin A (retinol), compared here with the retinol in these foods'
        : undefined;

/**
 * Each DRI nutrient against the person's values. At the target exactly is meeting it; above the UL
 * (not at it) is above: the UL is the highest intake likely to be safe.
 */
export const compareWithDri = (
  totals: readonly NutrientTotal[],
  dri: DriSet,
  period: 'day' | 'meal',
): DriComparison[] =>
  DRI_NUTRIENTS.map((nutrient): DriComparison => {
    const reference: NutrientDri = dri.values[nutrient];
    const total = amountOf(totals, INTAKE_OF[nutrient]);
    const intake = total.amount;
    const ulKey = reference.ulScope ? UL_INTAKE[reference.ulScope] : undefined;
    const intakeAgainstUl = ulKey ? amountOf(totals, ulKey).amount : intake;
    const comparesUl = reference.ul !== undefined && reference.ulScope !== 'supplemental';
    const aboveUl = comparesUl && reference.ul !== undefined && intakeAgainstUl > reference.ul;
    const target = reference.target;
    const status: ComparisonStatus = aboveUl
      ? 'above-ul'
      : period === 'meal'
        ? 'share-of-day'
        : target !== undefined && intake < target
          ? 'below-target'
          : 'meets-target';
    const notes = [
      reference.note,
      reference.ulScope ? ulNote(reference.ulScope) : undefined,
      total.foodsWithoutValue > 0
        ? `SR has no ${total.name.toLowerCase()} value for ${total.foodsWithoutValue} of the foods counted, so the total may be low`
        : undefined,
    ].filter((note): note is string => note !== undefined);
    return {
      nutrient,
      name: reference.name,
      unit: reference.unit,
      intake,
      ...(target !== undefined
        ? { target, basis: reference.basis, percentOfTarget: percent(intake, target) }
        : {}),
      ...(reference.ul !== undefined ? { ul: reference.ul, ulScope: reference.ulScope } : {}),
      ...(ulKey ? { intakeAgainstUl } : {}),
      status,
      ...(notes.length > 0 ? { note: notes.join('. ') } : {}),
      source: reference.source,
    };
  });

/**
 * The DGA 2020–2025 limits: saturated fat and added sugars less than 10 % of energy, sodium less than
 * 2,300 mg (less than the NASEM 2019 CDRR for children under 14). "Less than": at the limit is over.
 * SR26 has no added-sugars field: total sugars below 10 % of energy proves added sugars are too;
 * otherwise we cannot tell.
 */
export const checkLimits = (
  totals: readonly NutrientTotal[],
  sodiumLimit: number,
  period: 'day' | 'meal',
  age?: number,
): LimitCheck[] => {
  const energy = amountOf(totals, 'energy').amount;
  const sugars = amountOf(totals, 'sugars').amount;
  const saturated = amountOf(totals, 'saturatedFat').amount;
  const sodium = amountOf(totals, 'sodium').amount;
  const sugarShare = energy > 0 ? percent(sugars * 4, energy) : 0;
  const saturatedShare = energy > 0 ? percent(saturated * 9, energy) : 0;
  const underTwo = age !== undefined && age < 2;
  const checks: LimitCheck[] = [];
  checks.push({
    id: 'added-sugars',
    limit: underTwo ? 'none before age 2' : `less than ${ADDED_SUGARS_MAX_PERCENT} % of energy`,
    value: sugarShare,
    unit: '% of energy',
    status:
      energy <= 0
        ? 'not-applicable'
        : !underTwo && sugarShare < ADDED_SUGARS_MAX_PERCENT
          ? 'within'
          : 'cannot-tell',
    message:
      energy <= 0
        ? 'No energy in the foods counted.'
        : !underTwo && sugarShare < ADDED_SUGARS_MAX_PERCENT
          ? `Total sugars are ${sugarShare} % of energy, so added sugars are below the ${ADDED_SUGARS_MAX_PERCENT} % limit too.`
          : `Total sugars are ${sugarShare} % of energy. USDA SR26 does not separate added sugars from the sugars naturally in fruit and milk, so whether added sugars are below ${underTwo ? 'zero (none is advised before age 2)' : `${ADDED_SUGARS_MAX_PERCENT} %`} cannot be told from these foods; check food labels for "added sugars".`,
    source: DGA_SOURCE,
  });
  checks.push({
    id: 'saturated-fat',
    limit: `less than ${SATURATED_FAT_MAX_PERCENT} % of energy`,
    value: saturatedShare,
    unit: '% of energy',
    status: energy <= 0 ? 'not-applicable' : saturatedShare < SATURATED_FAT_MAX_PERCENT ? 'within' : 'over',
    message:
      energy <= 0
        ? 'No energy in the foods counted.'
        : `Saturated fat is ${saturatedShare} % of energy (limit: less than ${SATURATED_FAT_MAX_PERCENT} %).`,
    source: DGA_SOURCE,
  });
  const over = sodium >= sodiumLimit;
  checks.push({
    id: 'sodium',
    limit: `less than ${sodiumLimit.toLocaleString('en-US')} mg a day`,
    value: sodium,
    unit: 'mg',
    status: over ? 'over' : 'within',
    message: over
      ? `Sodium is ${sodium} mg${period === 'meal' ? ' in this meal alone' : ''} (limit: less than ${sodiumLimit.toLocaleString('en-US')} mg a day).`
      : `Sodium is ${sodium} mg${period === 'meal' ? ' in this meal, to add to the rest of the day' : ''} (limit: less than ${sodiumLimit.toLocaleString('en-US')} mg a day).`,
    source: DGA_SOURCE,
  });
  return checks;
};

const amdrStatus = (share: number | undefined, [low, high]: readonly [number, number]): AmdrStatus =>
  share === undefined ? 'not-applicable' : share < low ? 'below' : share > high ? 'above' : 'within';

/** Carbohydrate, fat and protein as shares of energy (4, 9 and 4 kcal/g) against the AMDR (inclusive). */
export const macronutrientShares = (
  totals: readonly NutrientTotal[],
  age = 19,
): { carbohydrate: MacroShare; fat: MacroShare; protein: MacroShare; source: DriSource } => {
  const amdr = amdrFor(age);
  const energy = amountOf(totals, 'energy').amount;
  const share = (grams: number, kcalPerGram: number): number | undefined =>
    energy > 0 ? percent(grams * kcalPerGram, energy) : undefined;
  const build = (key: 'carbohydrate' | 'fat' | 'protein', factor: number): MacroShare => {
    const grams = amountOf(totals, key).amount;
    const value = share(grams, factor);
    return {
      grams,
      ...(value !== undefined ? { percentOfEnergy: value } : {}),
      range: [amdr[key][0], amdr[key][1]],
      status: amdrStatus(value, amdr[key]),
    };
  };
  return {
    carbohydrate: build('carbohydrate', 4),
    fat: build('fat', 9),
    protein: build('protein', 4),
    source: amdr.source,
  };
};

const format = (value: number, unit: string): string => `${round(value).toLocaleString('en-US')} ${unit}`;

/**
 * Recommendations: every intake above a UL (high priority) and every DGA limit exceeded (medium),
 * then, for a day's log, every nutrient below its RDA or AI; within each priority the largest gap
 * first.
 */
export const recommend = (
  comparisons: readonly DriComparison[],
  limits: readonly LimitCheck[],
  profile: NutritionProfile,
): Recommendation[] => {
  const list: Recommendation[] = [];
  for (const c of comparisons) {
    if (c.status === 'above-ul' && c.ul !== undefined) {
      const measured = c.intakeAgainstUl ?? c.intake;
      const what =
        c.ulScope === 'folic-acid'
          ? 'Folic acid'
          : c.ulScope === 'preformed-vitamin-a'
            ? 'Preformed vitamin A (retinol)'
            : c.name;
      const pregnancy =
        c.nutrient === 'vitaminA' && profile.lifeStage === 'pregnancy'
          ? ' In pregnancy, high preformed vitamin A (liver, liver products, some supplements) can harm the baby: talk to your midwife or doctor.'
          : '';
      list.push({
        nutrient: c.nutrient,
        kind: 'reduce',
        text: `${what}: ${format(measured, c.unit)} is above the Tolerable Upper Intake Level of ${format(c.ul, c.unit)}, the most that is likely to be safe every day. Look at which foods or supplements supply it.${pregnancy}`,
        gap: round((measured - c.ul) / c.ul),
        priority: 'high',
        source: c.source,
      });
    }
  }
  for (const limit of limits) {
    if (limit.status !== 'over') continue;
    const threshold =
      limit.id === 'sodium' ? Number(limit.limit.replace(/[^\d]/g, '')) : SATURATED_FAT_MAX_PERCENT;
    list.push({
      limit: limit.id,
      kind: 'reduce',
      text:
        limit.id === 'sodium'
          ? `${limit.message} Most sodium comes from packaged and restaurant foods; choosing lower-sodium versions and cooking with less salt lowers it.`
          : `${limit.message} Replacing some butter, fatty meat and full-fat dairy with vegetable oils, nuts, fish and lower-fat dairy lowers it.`,
      gap: round((limit.value - threshold) / threshold),
      priority: 'medium',
      source: limit.source,
    });
  }
  for (const c of comparisons) {
    if (c.status !== 'below-target' || c.target === undefined || c.nutrient === 'sodium') continue;
    const gap = round((c.target - c.intake) / c.target);
    list.push({
      nutrient: c.nutrient,
      kind: 'increase',
      text: `${c.name}: ${format(c.intake, c.unit)} of the ${format(c.target, c.unit)} ${c.basis === 'AI' ? 'Adequate Intake' : 'RDA'} (${c.percentOfTarget} %). Foods that supply it: ${FOOD_SOURCES[c.nutrient]}.`,
      gap,
      priority: gap >= 0.5 ? 'medium' : 'low',
      source: c.source,
    });
  }
  // Above a UL, then a DGA limit exceeded, then shortfalls; the largest gap first within each.
  const tier = (r: Recommendation): number => (r.priority === 'high' ? 0 : r.limit ? 1 : 2);
  return list.sort((a, b) => tier(a) - tier(b) || b.gap - a.gap);
};

export interface NutritionAnalysis {
  urgentCare?: string;
  alerts: RedFlag[];
  period: 'day' | 'meal';
  items: LineResult[];
  summary: { lines: number; counted: number; ambiguous: number; unknown: number; noPortion: number };
  totals: NutrientTotal[];
  energy: { kcal: number; estimatedNeed?: number; percentOfNeed?: number; note: string; source: DriSource };
  macronutrients: ReturnType<typeof macronutrientShares>;
  dri?: { group: { id: string; label: string }; comparisons: DriComparison[] };
  limits: LimitCheck[];
  recommendations: Recommendation[];
  notes: string[];
  sources: DriSource[];
  disclaimer: string;
}

/** The whole analysis. The profile is assumed valid (the API checks it). */
export const analyzeNutrition = (
  request: AnalyzeRequest,
  index: FoodIndex = foodIndex(),
): NutritionAnalysis => {
  const profile = request.profile ?? {};
  const lines = matchItems(request.items, index);
  const totals = totalNutrients(lines, index);
  const notes: string[] = [];
  const dri = profile.age !== undefined ? driFor({ ...profile, age: profile.age }) : undefined;
  if (!dri)
    notes.push(
      'No age given: intakes are not compared with Dietary Reference Intakes, which depend on age, sex and life stage.',
    );
  else if (!profile.sex && !profile.lifeStage)
    notes.push(
      'No sex given: where the reference values differ, the higher target and the lower upper limit are used.',
    );
  if (request.period === 'meal')
    notes.push(
      'A single meal: each nutrient is shown as a share of the day’s reference intake; only upper limits are judged.',
    );
  const comparisons = dri ? compareWithDri(totals, dri, request.period) : [];
  const sodiumLimit = dri?.values.sodium.cdrr ?? SODIUM_LIMIT_MG;
  const limits = checkLimits(totals, sodiumLimit, request.period, profile.age);
  const energyKcal = amountOf(totals, 'energy').amount;
  const estimate =
    profile.age !== undefined && profile.sex !== undefined
      ? estimatedCalories(profile.age, profile.lifeStage ? 'female' : profile.sex, profile.activity)
      : profile.age !== undefined && profile.lifeStage
        ? estimatedCalories(profile.age, 'female', profile.activity)
        : undefined;
  const energyNote =
    estimate === undefined
      ? 'An estimate of calorie needs takes age and sex (DGA 2020–2025, Appendix 2).'
      : `About ${estimate.toLocaleString('en-US')} kcal a day is the DGA estimate for this age and sex when ${(profile.activity ?? 'sedentary').replace('-', ' ')}${profile.activity ? '' : ' (activity not given)'}; needs vary from person to person${profile.lifeStage === 'pregnancy' ? ', and rise by about 340 kcal in the second trimester and 452 in the third' : profile.lifeStage === 'lactation' ? ', and rise by about 330 to 400 kcal while breastfeeding' : ''}.`;
  const unknown = lines.filter((line) => line.status === 'unknown').length;
  const noPortion = lines.filter((line) => line.status === 'no-portion').length;
  if (unknown + noPortion > 0)
    notes.push(
      `${unknown + noPortion} line${unknown + noPortion === 1 ? ' was' : 's were'} not counted (see items): the totals leave ${unknown + noPortion === 1 ? 'it' : 'them'} out.`,
    );
  const ambiguous = lines.filter((line) => line.status === 'ambiguous').length;
  if (ambiguous > 0)
    notes.push(
      `${ambiguous} line${ambiguous === 1 ? '' : 's'} could mean several foods: the closest is counted and the others are listed; send a food id with grams to choose.`,
    );
  const alerts = redFlagsInLog(
    request.notes,
    request.items.map((item) => ('text' in item ? item.text : '')),
    {
      ...(profile.age !== undefined ? { age: profile.age } : {}),
      ...(profile.sex ? { sex: profile.sex } : {}),
      ...(profile.lifeStage === 'pregnancy' ? { pregnant: true } : {}),
    },
  );
  const urgentCare = urgentCareMessage(alerts);
  const sources = new Map<string, DriSource>([
    [SR_SOURCE.url, SR_SOURCE],
    [DGA_SOURCE.url, DGA_SOURCE],
  ]);
  for (const c of comparisons) sources.set(c.source.url, c.source);
  if (dri) sources.set(amdrFor(profile.age ?? 19).source.url, amdrFor(profile.age ?? 19).source);
  return {
    ...(urgentCare ? { urgentCare } : {}),
    alerts,
    period: request.period,
    items: lines,
    summary: {
      lines: lines.length,
      counted: lines.length - unknown - noPortion,
      ambiguous,
      unknown,
      noPortion,
    },
    totals,
    energy: {
      kcal: energyKcal,
      ...(estimate !== undefined ? { estimatedNeed: estimate } : {}),
      ...(estimate !== undefined && request.period === 'day'
        ? { percentOfNeed: percent(energyKcal, estimate) }
        : {}),
      note: energyNote,
      source: DGA_SOURCE,
    },
    macronutrients: macronutrientShares(totals, profile.age),
    ...(dri ? { dri: { group: dri.group, comparisons } } : {}),
    limits,
    recommendations: recommend(comparisons, limits, profile),
    notes,
    sources: [...sources.values()],
    disclaimer: NUTRITION_DISCLAIMER,
  };
};
