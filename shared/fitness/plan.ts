import { normalizeMedication } from '../clinical/drugs/checker.ts';
import { analyze } from '../clinical/red-flags/engine.ts';
import { detectRedFlags, type RedFlag, urgentCareMessage } from '../clinical/red-flags.ts';
import { ACTIVITIES, type Activity, COMPENDIUM_SOURCE, sessionKcal } from './activities.ts';
import {
  ACSM_SOURCE,
  karvonenZones,
  percentMaxZones,
  RESTING_HR_ALERT,
  RESTING_HR_SOURCE,
  RESTING_TACHYCARDIA,
  restingHrAlert,
  TANAKA_SOURCE,
  TARGET_HR_SOURCE,
  tanakaMaxHr,
  type Zone,
} from './heart-rate.ts';

/**
 * A weekly activity plan by rules, never a model: the Physical Activity Guidelines for Americans,
 * 2nd edition (HHS 2018) and the WHO guidelines on physical activity and sedentary behaviour (2020)
 * for the targets, "start low, go slow" for the progression, PAR-Q+ (2023) and the conditions it
 * names for screening, ACOG Committee Opinion 804 (2020) in pregnancy.
 */

const PAG_SOURCE = {
  title:
    'Physical Activity Guidelines for Americans, 2nd edition (US Department of Health and Human Services, 2018)',
  url: 'https://health.gov/our-work/nutrition-physical-activity/physical-activity-guidelines/current-guidelines',
};
const WHO_SOURCE = {
  title: 'WHO guidelines on physical activity and sedentary behaviour (World Health Organization, 2020)',
  url: 'https://www.who.int/publications/i/item/9789240015128',
};
const PARQ_SOURCE = {
  title: 'The Physical Activity Readiness Questionnaire for Everyone, PAR-Q+ (PAR-Q+ Collaboration, 2023)',
  url: 'https://eparmedx.com/',
};
const ACOG_SOURCE = {
  title:
    'Physical activity and exercise during pregnancy and the postpartum period, Committee Opinion 804 (ACOG, 2020)',
  url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2020/04/physical-activity-and-exercise-during-pregnancy-and-the-postpartum-period',
};

/** The seven general questions of PAR-Q+ (2023), in its order; true is a "yes". */
const PARQ_QUESTIONS = {
  heartConditionOrHighBloodPressure: 'A doctor has said you have a heart condition or high blood pressure',
  chestPain: 'Pain in the chest at rest, in daily activities or with physical activity',
  dizzinessOrFainting: 'Losing balance from dizziness, or losing consciousness, in the last 12 months',
  otherChronicCondition: 'Another chronic medical condition diagnosed',
  chronicMedication: 'Prescribed medicines for a chronic medical condition',
  boneJointOrSoftTissue:
    'A bone, joint or soft tissue problem that more activity could worsen (now or in the last 12 months)',
  supervisedOnly: 'A doctor has said you should only do medically supervised physical activity',
} as const;
type ParqAnswers = Partial<Record<keyof typeof PARQ_QUESTIONS, boolean>>;

type Goal = 'general-health' | 'weight-management' | 'endurance' | 'strength' | 'balance' | 'blood-pressure';

export interface FitnessProfile {
  age: number;
  sex?: 'female' | 'male';
  weightKg?: number;
  current?: {
    moderateMinutesPerWeek?: number;
    vigorousMinutesPerWeek?: number;
    strengthDaysPerWeek?: number;
  };
  goals?: readonly Goal[];
  conditions?: readonly string[];
  limitations?: readonly string[];
  medications?: readonly string[];
  restingHeartRate?: number;
  pregnant?: boolean;
  parq?: ParqAnswers;
  /** How many weeks to show; the plan stops early at the target. */
  weeks?: number;
}

/** Conditions PAR-Q+ asks about on its follow-up pages, and ACSM's pre-participation screening (2015). */
const CLEARANCE_CONDITIONS: ReadonlyArray<[string, RegExp]> = [
  [
    'heart or blood vessel disease',
    /heart|cardiac|coronary|angina|arrhythm|atrial fib|afib|valve|cardiomyopathy|aneurysm/,
  ],
  ['high blood pressure', /high blood pressure|hypertension/],
  ['diabetes or another metabolic condition', /diabet|metabolic/],
  ['kidney disease', /kidney|renal|ckd|dialysis/],
  ['lung disease', /asthma|copd|emphysema|bronchitis|lung|pulmonary/],
  ['stroke', /stroke|tia\b|transient ischemic/],
  ['cancer', /cancer|tumou?r|chemotherapy|lymphoma|leukemia/],
  ['epilepsy or seizures', /epilep|seizure/],
  [
    'arthritis, osteoporosis or back problems',
    /arthritis|osteoporosis|back (pain|problem)|spine|spinal|disc/,
  ],
];

const JOINT_LIMITATION = /knee|hip|ankle|foot|feet|joint|arthritis|back|spine|obes|weight-bearing|plantar/;
const BETA_BLOCKERS = new Set([
  'metoprolol',
  'atenolol',
  'propranolol',
  'carvedilol',
  'bisoprolol',
  'labetalol',
  'nebivolol',
  'nadolol',
  'sotalol',
]);

interface Session {
  day: 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
  activity: string;
  activityId: string;
  kind: Activity['kind'];
  intensity: Activity['intensity'];
  minutes: number;
  met: number;
  kcal?: number;
}

interface PlanWeek {
  week: number;
  moderateMinutes: number;
  vigorousMinutes: number;
  /** Moderate plus twice vigorous, the currency of the guidelines. */
  moderateEquivalentMinutes: number;
  strengthDays: number;
  balanceDays: number;
  sessions: Session[];
  kcal?: number;
}

export interface FitnessPlan {
  urgentCare?: string;
  alerts: RedFlag[];
  /** Present when a red flag fired: no plan is issued until a clinician has seen the person. */
  planWithheld?: { reason: string };
  screening: {
    clearanceAdvised: boolean;
    parqYes: Array<{ question: string; text: string }>;
    conditions: string[];
    reasons: string[];
    advice: string;
    source: { title: string; url: string };
  };
  targets: {
    moderateMinutesPerWeek: [number, number];
    vigorousMinutesPerWeek: [number, number];
    strengthDaysPerWeek: number;
    balanceDaysPerWeek: number;
    planGoalModerateEquivalent: number;
    text: string;
  };
  heartRate: {
    maxHr: number;
    maxHrFormula: string;
    method: 'karvonen' | 'percent-of-max';
    restingHeartRate?: number;
    zones: Zone[];
    rpe: { scale: string; moderate: string; vigorous: string };
    note?: string;
  };
  weeks: PlanWeek[];
  notes: string[];
  sources: Array<{ title: string; url: string }>;
}

const DAYS: ReadonlyArray<Session['day']> = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Aerobic days in the order they are filled, spread through the week. */
const AEROBIC_DAYS: ReadonlyArray<Session['day']> = ['Mon', 'Wed', 'Fri', 'Sat', 'Tue', 'Thu', 'Sun'];
const STRENGTH_DAYS: ReadonlyArray<Session['day']> = ['Tue', 'Thu', 'Sat'];
const BALANCE_DAYS: ReadonlyArray<Session['day']> = ['Mon', 'Wed', 'Fri'];

/** Week 1 of someone inactive: 50 minutes, e.g. five walks of 10 minutes (PAG 2018: start low). */
const STARTING_MINUTES = 50;
/** Our progression: at most 20 more moderate-equivalent minutes each week (15 when clearance is pending). */
const WEEKLY_STEP = 20;
const CAUTIOUS_STEP = 15;

const roundTo5 = (minutes: number): number => Math.round(minutes / 5) * 5;

/** Minutes split over days in 5-minute steps that add up exactly (the first days take the rest). */
const split = (total: number, days: number): number[] => {
  const base = Math.floor(total / days / 5) * 5;
  let rest = total - base * days;
  return Array.from({ length: days }, () => {
    const extra = rest >= 5 ? 5 : 0;
    rest -= extra;
    return base + extra;
  });
};

const screen = (
  profile: FitnessProfile,
  betaBlocker: boolean,
  pregnant: boolean,
  alerts: readonly RedFlag[],
) => {
  const parqYes = (Object.keys(PARQ_QUESTIONS) as Array<keyof typeof PARQ_QUESTIONS>)
    .filter((question) => profile.parq?.[question] === true)
    .map((question) => ({ question, text: PARQ_QUESTIONS[question] }));
  const conditionText = (profile.conditions ?? []).join('; ').toLowerCase();
  const conditions = CLEARANCE_CONDITIONS.filter(([, pattern]) => pattern.test(conditionText)).map(
    ([name]) => name,
  );
  const reasons: string[] = [];
  // A red flag from the shared engine outranks every other answer: care first, then clearance.
  if (alerts.length > 0)
    reasons.push(
      `a warning sign that needs ${alerts.some((alert) => alert.urgency === 'emergency') ? 'emergency' : 'prompt'} medical care: ${alerts.map((alert) => alert.label).join('; ')}`,
    );
  if (parqYes.length > 0)
    reasons.push(`PAR-Q+: "yes" to ${parqYes.length === 1 ? 'a question' : `${parqYes.length} questions`}`);
  if (conditions.length > 0) reasons.push(`a condition PAR-Q+ asks about: ${conditions.join(', ')}`);
  if (profile.restingHeartRate !== undefined && profile.restingHeartRate > RESTING_TACHYCARDIA)
    reasons.push(`a resting heart rate above ${RESTING_TACHYCARDIA} beats a minute`);
  // ACOG Committee Opinion 804 (2020): a clinical evaluation before recommending an exercise
  // programme in pregnancy, to rule out a reason to avoid exercise.
  if (pregnant)
    reasons.push(
      conditions.length > 0 || parqYes.length > 0
        ? 'pregnancy with a medical condition (ACOG 2020 asks for an obstetric care provider’s review)'
        : 'pregnancy (ACOG 2020 advises a check by your obstetric care provider before starting or changing an exercise program)',
    );
  if (betaBlocker && conditions.length === 0 && parqYes.length === 0)
    reasons.push('a beta-blocker, taken for a chronic condition');
  const clearanceAdvised = reasons.length > 0;
  const emergency = alerts.some((alert) => alert.urgency === 'emergency');
  return {
    clearanceAdvised,
    parqYes,
    conditions,
    reasons,
    advice:
      alerts.length > 0
        ? `No exercise plan is given: ${emergency ? 'what you describe may be an emergency' : 'what you describe needs prompt medical attention'} (see alerts). Get that care first and do not start or increase exercise until a clinician has assessed you and cleared you for activity (PAR-Q+ 2023).`
        : clearanceAdvised
          ? 'Get medical clearance from a doctor or qualified exercise professional before vigorous activity (PAR-Q+ 2023). Until then this plan keeps to light and moderate activity, started low and raised slowly; stop and seek care for chest pain, fainting or unusual breathlessness.'
          : 'PAR-Q+ found nothing that needs clearance: you can become more active, starting slowly. Answer it again if your health changes.',
    source: PARQ_SOURCE,
  };
};

/**
 * The weekly targets. Adults: PAG 2018 and WHO 2020. Pregnancy: ACOG Committee Opinion 804 (2020)
 * and PAG 2018 for pregnant women, at least 150 moderate minutes a week, vigorous activity only for
 * someone who did it regularly before pregnancy and with the obstetric care provider's agreement
 * (so no vigorous target here). `target` 0 means no plan was made.
 */
const targetsFor = (age: number, pregnant: boolean, target: number): FitnessPlan['targets'] => {
  const older = age >= 65;
  const aim = target > 0 ? ` This plan aims at ${target} moderate-equivalent minutes.` : '';
  if (pregnant)
    return {
      moderateMinutesPerWeek: [150, 150],
      vigorousMinutesPerWeek: [0, 0],
      strengthDaysPerWeek: 2,
      balanceDaysPerWeek: 0,
      planGoalModerateEquivalent: target,
      text: `Pregnancy: at least 150 minutes a week of moderate activity (you can talk but not sing), spread over the week, with gentle muscle strengthening; vigorous activity only if you did it regularly before pregnancy and your obstetric care provider agrees. Avoid contact sports, activities with a risk of falling, scuba diving and overheating (ACOG 2020; PAG 2018).${aim}`,
    };
  return {
    moderateMinutesPerWeek: [150, 300],
    vigorousMinutesPerWeek: [75, 150],
    strengthDaysPerWeek: 2,
    balanceDaysPerWeek: older ? 3 : 0,
    planGoalModerateEquivalent: target,
    text: `Adults: 150 to 300 minutes a week of moderate activity, or 75 to 150 of vigorous, or an equal mix (1 vigorous minute counts as 2 moderate), and muscle strengthening of all major muscle groups on 2 or more days${older ? '; from 65, balance as part of varied activity on 3 or more days' : ''} (PAG 2018; WHO 2020).${aim}`,
  };
};

export const planFitness = (profile: FitnessProfile): FitnessPlan => {
  const { age } = profile;
  const goals = new Set(profile.goals ?? ['general-health']);
  const current = profile.current ?? {};
  const currentModerate = current.moderateMinutesPerWeek ?? 0;
  const currentVigorous = current.vigorousMinutesPerWeek ?? 0;
  const currentStrength = current.strengthDaysPerWeek ?? 0;
  // Pregnancy as the request says, or as the person's own words say ("pregnant 30 weeks"), unless the
  // request says otherwise: the same reading the red-flag engine uses.
  const text = [...(profile.conditions ?? []), ...(profile.limitations ?? [])].join('. ');
  const pregnant =
    profile.pregnant === true ||
    (profile.pregnant === undefined && text.length > 0 && analyze(text, { age }).person.pregnant === true);
  const older = age >= 65;
  const betaBlocker = (profile.medications ?? []).some((medication) =>
    normalizeMedication(medication).ingredients.some((ingredient) => BETA_BLOCKERS.has(ingredient)),
  );

  // Red flags first: the words of conditions and limitations, PAR-Q+ chest pain, a fast resting rate.
  const alerts = detectRedFlags(
    profile.parq?.chestPain ? `${text}. Chest pain with physical activity.` : text,
    {
      age,
      ...(profile.sex ? { sex: profile.sex } : {}),
      ...(pregnant ? { pregnant: true } : {}),
    },
  );
  if (profile.restingHeartRate !== undefined && profile.restingHeartRate > RESTING_HR_ALERT)
    alerts.push(restingHrAlert(profile.restingHeartRate, 'as given'));
  const screening = screen(profile, betaBlocker, pregnant, alerts);
  const notes: string[] = [];
  const maxHr = Math.round(tanakaMaxHr(age));
  const rpe = {
    scale: '0 to 10 (PAG 2018)',
    moderate: '5 to 6: you can talk but not sing',
    vigorous: '7 to 8: you can say only a few words without a breath',
  };
  const urgentCare = urgentCareMessage(alerts);

  // Any red flag (emergency or same-day) withholds the plan: exercise is not what the person needs
  // now, and a plan beside an urgent message would contradict it. PAR-Q+ (2023) and ACSM (2015)
  // send anyone with symptoms to a clinician before they become more active.
  if (urgentCare) {
    const reason = `${alerts.some((alert) => alert.urgency === 'emergency') ? 'A warning sign that may be an emergency' : 'A warning sign that needs prompt medical attention'} (${alerts.map((alert) => alert.label).join('; ')}): get medical care first. No exercise plan is given until a clinician has assessed you and cleared you for activity.`;
    return {
      urgentCare,
      alerts,
      planWithheld: { reason },
      screening,
      targets: targetsFor(age, pregnant, 0),
      heartRate: {
        maxHr,
        maxHrFormula: `208 − 0.7 × age (Tanaka 2001) = ${maxHr}`,
        method: 'percent-of-max',
        ...(profile.restingHeartRate === undefined ? {} : { restingHeartRate: profile.restingHeartRate }),
        zones: [],
        rpe,
        note: 'No training zones are given while a warning sign is unexplained.',
      },
      weeks: [],
      notes: [
        reason,
        'Stop any activity and seek care at once for chest pain or pressure, fainting, severe breathlessness or a racing or irregular heartbeat.',
      ],
      sources: [PARQ_SOURCE, ...(pregnant ? [ACOG_SOURCE] : []), PAG_SOURCE],
    };
  }

  // PAG 2018 / WHO 2020: 150–300 moderate or 75–150 vigorous minutes, strength 2+ days; balance as
  // part of multicomponent activity 3+ days from 65 (WHO 2020). More than 150 for weight goals.
  const wantsMore = goals.has('weight-management') || goals.has('endurance');
  const currentEquivalent = currentModerate + 2 * currentVigorous;
  // Someone already above the goal keeps their minutes; the plan never asks for less.
  // In pregnancy the aim is at least 150 moderate minutes, not weight loss (ACOG 2020; PAG 2018).
  const target = Math.max(wantsMore && !pregnant ? 300 : 150, currentEquivalent);
  if (pregnant && wantsMore)
    notes.push(
      'Pregnancy: the plan aims at 150 moderate minutes a week (ACOG 2020), not at weight loss; your obstetric care provider can advise on weight gain.',
    );
  const balanceDays = older || goals.has('balance') ? 3 : 0;
  const strengthTarget = Math.max(2, Math.min(currentStrength, 3));
  // Vigorous only for those who do it already and need no clearance; in pregnancy only if it was the
  // person's habit before (ACOG 2020), which the current minutes show.
  const allowVigorous = !screening.clearanceAdvised && currentVigorous > 0;
  const step = screening.clearanceAdvised ? CAUTIOUS_STEP : WEEKLY_STEP;
  const weeksWanted = profile.weeks ?? 12;

  const joints = JOINT_LIMITATION.test((profile.limitations ?? []).join(' ').toLowerCase());
  const moderateActivity = pregnant
    ? joints
      ? ACTIVITIES.waterAerobics
      : ACTIVITIES.walkingBrisk
    : joints
      ? ACTIVITIES.cyclingStationary
      : ACTIVITIES.walkingBrisk;
  const vigorousActivity = joints ? ACTIVITIES.cyclingVigorous : ACTIVITIES.jogging;
  if (joints) notes.push('Joint or back limitations: the plan uses low-impact activities (cycling, water).');

  const weeks: PlanWeek[] = [];
  let equivalent = roundTo5(Math.max(currentEquivalent, Math.min(STARTING_MINUTES, target)));
  for (let week = 1; week <= weeksWanted; week += 1) {
    if (week > 1) equivalent = Math.min(roundTo5(target), equivalent + step);
    const vigorous = allowVigorous ? roundTo5(Math.min(currentVigorous, Math.floor(equivalent / 2))) : 0;
    const moderate = equivalent - 2 * vigorous;
    const strengthDays = Math.min(strengthTarget, Math.max(currentStrength, week <= 2 ? 1 : 2));
    const sessions: Session[] = [];
    const add = (day: Session['day'], activity: Activity, minutes: number) =>
      sessions.push({
        day,
        activity: activity.name,
        activityId: activity.id,
        kind: activity.kind,
        intensity: activity.intensity,
        minutes,
        met: activity.met,
        ...(profile.weightKg === undefined
          ? {}
          : { kcal: sessionKcal(activity.met, minutes, profile.weightKg) }),
      });
    // Five moderate days (PAG's example of 30 minutes on 5 days); vigorous on up to two of the others.
    if (moderate > 0) {
      const days = Math.min(5, Math.max(3, Math.ceil(moderate / 10)));
      split(moderate, days).forEach((share, index) => {
        const day = AEROBIC_DAYS[index];
        if (day && share > 0) add(day, moderateActivity, share);
      });
    }
    if (vigorous > 0) {
      const days = vigorous > 40 ? 2 : 1;
      const vigorousDays: ReadonlyArray<Session['day']> = ['Sun', 'Thu'];
      split(vigorous, days).forEach((share, index) => {
        const day = vigorousDays[index];
        if (day && share > 0) add(day, vigorousActivity, share);
      });
    }
    for (const day of STRENGTH_DAYS.slice(0, strengthDays)) add(day, ACTIVITIES.resistance, 20);
    for (const day of BALANCE_DAYS.slice(0, balanceDays)) add(day, ACTIVITIES.taiChi, 15);
    sessions.sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day));
    const moderateMinutes = sessions
      .filter((s) => s.kind === 'aerobic' && s.intensity === 'moderate')
      .reduce((sum, s) => sum + s.minutes, 0);
    const vigorousMinutes = sessions
      .filter((s) => s.kind === 'aerobic' && s.intensity === 'vigorous')
      .reduce((sum, s) => sum + s.minutes, 0);
    const kcal =
      profile.weightKg === undefined ? undefined : sessions.reduce((sum, s) => sum + (s.kcal ?? 0), 0);
    weeks.push({
      week,
      moderateMinutes,
      vigorousMinutes,
      moderateEquivalentMinutes: moderateMinutes + 2 * vigorousMinutes,
      strengthDays,
      balanceDays,
      sessions,
      ...(kcal === undefined ? {} : { kcal }),
    });
    // The plan stops at the first week that holds the target and full strength days: the routine to keep.
    const previous = weeks[weeks.length - 2];
    if (previous && previous.moderateEquivalentMinutes >= target && previous.strengthDays >= strengthTarget) {
      weeks.pop();
      break;
    }
  }
  const last = weeks[weeks.length - 1];
  if (last && last.moderateEquivalentMinutes < target)
    notes.push(
      `The plan reaches ${last.moderateEquivalentMinutes} of ${target} minutes in ${weeks.length} weeks: keep adding up to ${step} minutes a week.`,
    );
  if (currentEquivalent >= target)
    notes.push(
      'You already meet the aerobic target: the plan keeps your minutes and rounds out strength and balance.',
    );

  // Heart-rate zones (Tanaka 2001; ACSM 2021 Karvonen; CDC % of max) and RPE (PAG 2018, 0–10 scale).
  const resting = profile.restingHeartRate;
  const useReserve = resting !== undefined && resting < maxHr * 0.7;
  const zones = useReserve ? karvonenZones(tanakaMaxHr(age), resting) : percentMaxZones(tanakaMaxHr(age));
  let hrNote: string | undefined;
  if (betaBlocker)
    hrNote = 'Beta-blockers hold the heart rate down: go by effort (RPE) and the talk test, not these zones.';
  else if (pregnant)
    hrNote =
      'In pregnancy heart rate is a poor guide: go by effort (RPE 5–6 of 10, "somewhat hard") and the talk test (ACOG 2020).';
  if (pregnant)
    notes.push(
      'Pregnancy (ACOG 2020): avoid contact sports, activities with a risk of falling, scuba diving, hot yoga, and lying flat on your back for long after the first trimester. Stop and call your obstetric care provider for vaginal bleeding, regular painful contractions, fluid leaking, dizziness, chest pain, headache, calf pain or swelling, or breathlessness before exertion.',
    );
  if (older)
    notes.push(
      'From 65: the balance sessions are part of WHO 2020’s multicomponent activity on 3 or more days a week; do them near a support.',
    );
  if (profile.weightKg === undefined)
    notes.push('Send weight to get energy estimates (kcal) for each session.');
  notes.push(
    'Stop and seek care for chest pain or pressure, fainting, severe breathlessness or a racing or irregular heartbeat during activity.',
  );

  return {
    alerts,
    screening,
    targets: targetsFor(age, pregnant, target),
    heartRate: {
      maxHr,
      maxHrFormula: `208 − 0.7 × age (Tanaka 2001) = ${maxHr}`,
      method: useReserve ? 'karvonen' : 'percent-of-max',
      ...(resting === undefined ? {} : { restingHeartRate: resting }),
      zones,
      rpe,
      ...(hrNote ? { note: hrNote } : {}),
    },
    weeks,
    notes,
    sources: [
      PAG_SOURCE,
      WHO_SOURCE,
      PARQ_SOURCE,
      TANAKA_SOURCE,
      useReserve ? ACSM_SOURCE : TARGET_HR_SOURCE,
      COMPENDIUM_SOURCE,
      ...(pregnant ? [ACOG_SOURCE] : []),
      ...(resting !== undefined ? [RESTING_HR_SOURCE] : []),
    ],
  };
};
