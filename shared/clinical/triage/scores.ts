/**
 * Early-warning scores from vital signs, computed exactly as published:
 * - NEWS2, Royal College of Physicians (2017), SpO2 scale 1 (scale 2 is for confirmed hypercapnic
 *   respiratory failure, which a triage request cannot tell us). RCP validated it for adults, not
 *   for children or in pregnancy; callers decide whether it applies.
 * - qSOFA, Sepsis-3 (Singer et al., JAMA 2016): respiratory rate ≥ 22/min, altered mentation,
 *   systolic blood pressure ≤ 100 mm Hg.
 */
export type Consciousness = 'alert' | 'new-confusion' | 'voice' | 'pain' | 'unresponsive';

export interface Vitals {
  temperature?: { value: number; unit: 'C' | 'F' };
  heartRate?: number;
  respiratoryRate?: number;
  systolic?: number;
  diastolic?: number;
  spo2?: number;
  supplementalOxygen?: boolean;
  consciousness?: Consciousness;
}

type News2Parameter =
  | 'respiratoryRate'
  | 'spo2'
  | 'supplementalOxygen'
  | 'systolic'
  | 'heartRate'
  | 'consciousness'
  | 'temperature';

export interface News2 {
  total: number;
  /** Points per parameter given; a parameter not given is left out (and `complete` is false). */
  parts: Partial<Record<News2Parameter, number>>;
  complete: boolean;
  /** RCP clinical risk: low (0–4), low-medium (a single parameter scoring 3), medium (5–6), high (7+). */
  risk: 'low' | 'low-medium' | 'medium' | 'high';
}

export interface QSofa {
  score: number;
  /** How many of the three criteria could be assessed from what was given. */
  assessed: number;
  criteria: { respiratoryRate: boolean; mentation: boolean; systolic: boolean };
}

/** °C to one decimal place, the precision of the NEWS2 temperature bands. */
export const celsius = ({ value, unit }: NonNullable<Vitals['temperature']>): number =>
  Math.round((unit === 'F' ? ((value - 32) * 5) / 9 : value) * 10) / 10;

/** The points for a value from ordered bands: the first band whose upper bound the value does not exceed. */
const band = (value: number, bands: ReadonlyArray<readonly [number, number]>, above: number): number => {
  for (const [upTo, points] of bands) if (value <= upTo) return points;
  return above;
};

export const news2Points = {
  respiratoryRate: (rate: number) =>
    band(
      rate,
      [
        [8, 3],
        [11, 1],
        [20, 0],
        [24, 2],
      ],
      3,
    ),
  spo2: (percent: number) =>
    band(
      percent,
      [
        [91, 3],
        [93, 2],
        [95, 1],
      ],
      0,
    ),
  supplementalOxygen: (onOxygen: boolean) => (onOxygen ? 2 : 0),
  systolic: (mmHg: number) =>
    band(
      mmHg,
      [
        [90, 3],
        [100, 2],
        [110, 1],
        [219, 0],
      ],
      3,
    ),
  heartRate: (rate: number) =>
    band(
      rate,
      [
        [40, 3],
        [50, 1],
        [90, 0],
        [110, 1],
        [130, 2],
      ],
      3,
    ),
  consciousness: (level: Consciousness) => (level === 'alert' ? 0 : 3),
  temperature: (degreesC: number) =>
    band(
      degreesC,
      [
        [35, 3],
        [36, 1],
        [38, 0],
        [39, 1],
      ],
      2,
    ),
};

export const news2 = (vitals: Vitals): News2 | undefined => {
  const parts: News2['parts'] = {};
  if (vitals.respiratoryRate !== undefined)
    parts.respiratoryRate = news2Points.respiratoryRate(vitals.respiratoryRate);
  if (vitals.spo2 !== undefined) parts.spo2 = news2Points.spo2(vitals.spo2);
  if (vitals.supplementalOxygen !== undefined)
    parts.supplementalOxygen = news2Points.supplementalOxygen(vitals.supplementalOxygen);
  if (vitals.systolic !== undefined) parts.systolic = news2Points.systolic(vitals.systolic);
  if (vitals.heartRate !== undefined) parts.heartRate = news2Points.heartRate(vitals.heartRate);
  if (vitals.consciousness !== undefined)
    parts.consciousness = news2Points.consciousness(vitals.consciousness);
  if (vitals.temperature !== undefined)
    parts.temperature = news2Points.temperature(celsius(vitals.temperature));
  const values = Object.values(parts);
  if (values.length === 0) return undefined;
  const total = values.reduce((sum, points) => sum + points, 0);
  const risk = total >= 7 ? 'high' : total >= 5 ? 'medium' : values.includes(3) ? 'low-medium' : 'low';
  // Breathing air is the default: a missing oxygen flag does not make the score incomplete.
  const complete = values.length + (vitals.supplementalOxygen === undefined ? 1 : 0) === 7;
  return { total, parts, complete, risk };
};

export const qsofa = (vitals: Vitals): QSofa | undefined => {
  const criteria = {
    respiratoryRate: vitals.respiratoryRate !== undefined && vitals.respiratoryRate >= 22,
    mentation: vitals.consciousness !== undefined && vitals.consciousness !== 'alert',
    systolic: vitals.systolic !== undefined && vitals.systolic <= 100,
  };
  const assessed = [vitals.respiratoryRate, vitals.consciousness, vitals.systolic].filter(
    (value) => value !== undefined,
  ).length;
  if (assessed === 0) return undefined;
  return { score: Object.values(criteria).filter(Boolean).length, assessed, criteria };
};
