import type { RedFlag } from '../clinical/red-flags.ts';

/**
 * Heart-rate arithmetic shared by the fitness plan and the wearable insights: the age-predicted
 * maximum of Tanaka, Monahan and Seals (JACC 2001), target zones by heart-rate reserve (Karvonen)
 * or by percentage of the maximum, and the resting-heart-rate thresholds that need care.
 */

export const TANAKA_SOURCE = {
  title:
    'Tanaka H, Monahan KD, Seals DR. Age-predicted maximal heart rate revisited. J Am Coll Cardiol 2001;37:153-6',
  url: 'https://doi.org/10.1016/S0735-1097(00)01054-8',
};
export const TARGET_HR_SOURCE = {
  title: 'Target heart rate and estimated maximum heart rate (CDC, consulted 2026)',
  url: 'https://www.cdc.gov/physical-activity-basics/measuring/target-heart-rate.html',
};
export const ACSM_SOURCE = {
  title:
    'ACSM’s Guidelines for Exercise Testing and Prescription, 11th ed. (American College of Sports Medicine, 2021): moderate 40–59 %, vigorous 60–89 % of heart-rate reserve',
  url: 'https://www.acsm.org/education-resources/books/guidelines-exercise-testing-prescription',
};
export const RESTING_HR_SOURCE = {
  title:
    'All about heart rate (American Heart Association, consulted 2026): 60 to 100 beats a minute at rest',
  url: 'https://www.heart.org/en/health-topics/high-blood-pressure/the-facts-about-high-blood-pressure/all-about-heart-rate-pulse',
};

/** Age-predicted maximal heart rate, beats per minute (Tanaka 2001): 208 − 0.7 × age. */
export const tanakaMaxHr = (age: number): number => 208 - 0.7 * age;

export interface Zone {
  intensity: 'moderate' | 'vigorous';
  low: number;
  high: number;
  /** What the bounds are a share of. */
  basis: string;
}

/** Karvonen: resting + share × (max − resting), with ACSM 2021's shares of the reserve. */
export const karvonenZones = (maxHr: number, restingHr: number): Zone[] => {
  const reserve = maxHr - restingHr;
  const at = (share: number) => Math.round(restingHr + share * reserve);
  return [
    {
      intensity: 'moderate',
      low: at(0.4),
      high: at(0.59),
      basis: '40–59 % of heart-rate reserve (Karvonen)',
    },
    {
      intensity: 'vigorous',
      low: at(0.6),
      high: at(0.89),
      basis: '60–89 % of heart-rate reserve (Karvonen)',
    },
  ];
};

/** Without a resting heart rate: CDC's 64–76 % (moderate) and 77–93 % (vigorous) of the maximum. */
export const percentMaxZones = (maxHr: number): Zone[] => [
  {
    intensity: 'moderate',
    low: Math.round(0.64 * maxHr),
    high: Math.round(0.76 * maxHr),
    basis: '64–76 % of maximum heart rate',
  },
  {
    intensity: 'vigorous',
    low: Math.round(0.77 * maxHr),
    high: Math.round(0.93 * maxHr),
    basis: '77–93 % of maximum heart rate',
  },
];

/** Above 100 at rest is a fast heart rate (tachycardia) worth a check-up (American Heart Association). */
export const RESTING_TACHYCARDIA = 100;
/**
 * Above 120 at rest, sustained, needs prompt care: the level consumer watches alert at for 10 minutes
 * of inactivity (Apple heart rate notifications), well above the AHA's 100.
 */
export const RESTING_HR_ALERT = 120;

export const restingHrAlert = (bpm: number, how: string): RedFlag => ({
  id: 'resting-heart-rate-over-120',
  label: `Heart rate ${Math.round(bpm)} beats a minute at rest`,
  urgency: 'urgent',
  advice: `A heart rate above ${RESTING_HR_ALERT} beats a minute at rest (${how}) needs prompt medical attention: contact a clinician today. Call 911 if it comes with chest pain, fainting, severe shortness of breath or confusion.`,
  source: RESTING_HR_SOURCE,
});
