/**
 * Activities a plan may use, with MET values from the 2011 Compendium of Physical Activities
 * (Ainsworth et al., Med Sci Sports Exerc 2011), as kept in the Adult Compendium (2024 update).
 * Energy uses the ACSM equation: kcal per minute = MET × 3.5 × body mass (kg) / 200.
 */

export const COMPENDIUM_SOURCE = {
  title:
    'Compendium of Physical Activities (Ainsworth et al., Med Sci Sports Exerc 2011; Herrmann et al., J Sport Health Sci 2024)',
  url: 'https://pacompendium.com/adult-compendium/',
};

type Intensity = 'light' | 'moderate' | 'vigorous';
type Kind = 'aerobic' | 'strength' | 'balance' | 'flexibility';

export interface Activity {
  id: string;
  name: string;
  kind: Kind;
  intensity: Intensity;
  met: number;
  /** Low impact on the joints: preferred with joint, back or weight-bearing limitations. */
  lowImpact: boolean;
}

export const ACTIVITIES = {
  walkingBrisk: {
    id: 'walking-brisk',
    name: 'Walking, 3.5 mph (5.6 km/h), level, brisk',
    kind: 'aerobic',
    intensity: 'moderate',
    met: 4.3,
    lowImpact: false,
  },
  cyclingStationary: {
    id: 'cycling-stationary',
    name: 'Stationary cycling, 51–89 W, light to moderate effort',
    kind: 'aerobic',
    intensity: 'moderate',
    met: 4.8,
    lowImpact: true,
  },
  waterAerobics: {
    id: 'water-aerobics',
    name: 'Water aerobics',
    kind: 'aerobic',
    intensity: 'moderate',
    met: 5.5,
    lowImpact: true,
  },
  jogging: {
    id: 'jogging',
    name: 'Jogging, general',
    kind: 'aerobic',
    intensity: 'vigorous',
    met: 7.0,
    lowImpact: false,
  },
  cyclingVigorous: {
    id: 'cycling-vigorous',
    name: 'Stationary cycling, 101–160 W, vigorous effort',
    kind: 'aerobic',
    intensity: 'vigorous',
    met: 8.8,
    lowImpact: true,
  },
  resistance: {
    id: 'resistance-training',
    name: 'Resistance training, multiple exercises, 8–15 repetitions, all major muscle groups',
    kind: 'strength',
    intensity: 'moderate',
    met: 3.5,
    lowImpact: true,
  },
  taiChi: {
    id: 'tai-chi',
    name: 'Tai chi or balance exercises',
    kind: 'balance',
    intensity: 'light',
    met: 3.0,
    lowImpact: true,
  },
} as const satisfies Record<string, Activity>;

/** kcal for a session (ACSM metabolic equation), rounded. */
export const sessionKcal = (met: number, minutes: number, kg: number): number =>
  Math.round(((met * 3.5 * kg) / 200) * minutes);
