import type { DriSource, Sex } from './dri.ts';

/**
 * The Dietary Guidelines for Americans, 2020–2025 (USDA and HHS): the limits a day's intake is
 * checked against, and the estimated calorie needs of Appendix 2.
 */
export const DGA_SOURCE: DriSource = {
  title: 'Dietary Guidelines for Americans, 2020–2025 (USDA and HHS, 2020)',
  url: 'https://www.dietaryguidelines.gov/resources/2020-2025-dietary-guidelines-online-materials',
  year: 2020,
};

/** Added sugars: less than 10 % of calories a day from age 2; none before age 2. */
export const ADDED_SUGARS_MAX_PERCENT = 10;
/** Saturated fat: less than 10 % of calories a day from age 2. */
export const SATURATED_FAT_MAX_PERCENT = 10;
/** Sodium: less than 2,300 mg a day from age 14 (lower for children: the NASEM 2019 CDRR by age). */
export const SODIUM_LIMIT_MG = 2300;

export type Activity = 'sedentary' | 'moderately-active' | 'active';

/**
 * Estimated calories a day by age, sex and physical activity (DGA 2020–2025, Appendix 2, from the
 * NASEM 2005 EER equations for a reference height and a healthy weight): [sedentary, moderately
 * active, active]. Ages 2 to 18 by year, then bands; the estimate of the band's youngest age applies.
 */
const CALORIES: Record<Sex, ReadonlyArray<readonly [number, number, number, number]>> = {
  // [from age, sedentary, moderately active, active]
  female: [
    [2, 1000, 1000, 1000],
    [3, 1000, 1200, 1400],
    [4, 1200, 1400, 1400],
    [5, 1200, 1400, 1600],
    [7, 1200, 1600, 1800],
    [8, 1400, 1600, 1800],
    [10, 1400, 1800, 2000],
    [11, 1600, 1800, 2000],
    [12, 1600, 2000, 2200],
    [14, 1800, 2000, 2400],
    [19, 2000, 2200, 2400],
    [26, 1800, 2000, 2400],
    [31, 1800, 2000, 2200],
    [51, 1600, 1800, 2200],
    [61, 1600, 1800, 2000],
  ],
  male: [
    [2, 1000, 1000, 1000],
    [3, 1000, 1400, 1400],
    [4, 1200, 1400, 1600],
    [6, 1400, 1600, 1800],
    [8, 1400, 1600, 2000],
    [9, 1600, 1800, 2000],
    [10, 1600, 1800, 2200],
    [11, 1800, 2000, 2200],
    [12, 1800, 2200, 2400],
    [13, 2000, 2200, 2600],
    [14, 2000, 2400, 2800],
    [15, 2200, 2600, 3000],
    [16, 2400, 2800, 3200],
    [19, 2600, 2800, 3000],
    [21, 2400, 2800, 3000],
    [26, 2400, 2600, 3000],
    [36, 2400, 2600, 2800],
    [41, 2200, 2600, 2800],
    [46, 2200, 2400, 2800],
    [56, 2200, 2400, 2600],
    [61, 2000, 2400, 2600],
    [66, 2000, 2200, 2600],
    [76, 2000, 2200, 2400],
  ],
};

const ACTIVITY_COLUMN: Record<Activity, 1 | 2 | 3> = { sedentary: 1, 'moderately-active': 2, active: 3 };

/**
 * The DGA estimate of calories a day, or undefined below age 2 (the table starts at 2). Activity
 * defaults to sedentary, the table's most cautious column; pregnancy and lactation add to it (DGA:
 * about 340 kcal in the 2nd trimester and 452 in the 3rd, 330 and 400 while breastfeeding), which the
 * answer states rather than assumes, as the trimester is not asked.
 */
export const estimatedCalories = (
  age: number,
  sex: Sex,
  activity: Activity = 'sedentary',
): number | undefined => {
  if (age < 2) return undefined;
  const rows = CALORIES[sex];
  let chosen = rows[0];
  for (const row of rows) if (row[0] <= age) chosen = row;
  return chosen?.[ACTIVITY_COLUMN[activity]];
};
