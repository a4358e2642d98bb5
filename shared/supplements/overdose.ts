import type { RedFlag } from '../clinical/red-flags.ts';
import { type DriSet, driFor } from '../nutrition/dri.ts';
import {
  type DoseUnit,
  findNutrient,
  formatAmount,
  type Nutrient,
  nutrientById,
  toNutrientUnit,
  upperLimitFor,
} from './nutrients.ts';

/**
 * Amounts taken that are not just above the Tolerable Upper Intake Level (UL), which the
 * recommender lists under `avoid`, but far enough above it that poisoning or harm to a pregnancy is
 * plausible: those raise an alert, and with it the urgent-care message.
 *
 * - Iron: NIH ODS (iron fact sheet) — acute intakes of more than 20 mg of elemental iron per kg of
 *   body weight cause gastrointestinal toxicity, and around 60 mg/kg severe, possibly fatal,
 *   poisoning. The profile has no weight, so a light 40 kg person is assumed (a slight adolescent
 *   or adult), which errs toward care: more than 800 mg a day is urgent, 2,400 mg an emergency.
 * - Magnesium: NIH ODS (magnesium fact sheet) — more than 5,000 mg a day from laxatives or antacids
 *   has caused magnesium toxicity.
 * - Every other nutrient with a UL: ten times the UL, our own margin (no agency sets one), chosen to
 *   err toward care; the UL itself already carries a safety factor.
 * - Preformed vitamin A in pregnancy: above the UL (3,000 µg RAE, 10,000 IU, from 19; 2,800 µg from
 *   14 to 18) it can cause birth defects (NIH ODS vitamin A fact sheet; NASEM 2001): an urgent alert.
 */

/** kg assumed when the weight is unknown: light, so that the per-kg thresholds err toward care. */
const ASSUMED_WEIGHT_KG = 40;
/** NIH ODS: GI toxicity above 20 mg/kg elemental iron; severe poisoning around 60 mg/kg. */
const IRON_TOXIC_MG_PER_KG = 20;
const IRON_SEVERE_MG_PER_KG = 60;
/** NIH ODS: magnesium toxicity reported above 5,000 mg a day. */
const MAGNESIUM_TOXIC_MG = 5000;
/** Our margin for the other nutrients: ten times the UL. */
const UL_MULTIPLE = 10;

interface Totals {
  nutrient: Nutrient;
  /** Daily amount in the nutrient's unit, summed over what the person takes. */
  amount: number;
}

const ADVICE_TAIL =
  'Stop taking it and call Poison Control (1-800-222-1222, the US Poison Help line) or a clinician today, unless a clinician prescribed this dose and monitors you. Call 911 for vomiting blood, severe belly pain, confusion, drowsiness, fainting or trouble breathing.';

const ironAlert = (amount: number, ul: number | undefined): RedFlag | undefined => {
  const perKg = amount / ASSUMED_WEIGHT_KG;
  if (perKg <= IRON_TOXIC_MG_PER_KG) return undefined;
  const severe = perKg >= IRON_SEVERE_MG_PER_KG;
  const iron = nutrientById('iron');
  return {
    id: 'supplement-iron-poisoning',
    label: `Iron ${formatAmount(iron, amount)} a day`,
    urgency: severe ? 'emergency' : 'urgent',
    advice: `${formatAmount(iron, amount)} of iron a day is ${ul === undefined ? 'far above the upper limit' : `${Math.round(amount / ul)} times the upper limit of ${formatAmount(iron, ul)}`} and, for a person of ${ASSUMED_WEIGHT_KG} kg, about ${Math.round(perKg)} mg per kg: NIH ODS counts more than ${IRON_TOXIC_MG_PER_KG} mg/kg at once as toxic and about ${IRON_SEVERE_MG_PER_KG} mg/kg as severe, possibly fatal, poisoning. ${severe ? 'Call 911 or Poison Control (1-800-222-1222 in the US) now if this much has been taken, even if you feel well: iron poisoning can seem to settle before it gets worse.' : ADVICE_TAIL} If the amount is the weight of an iron salt rather than elemental iron (a 325 mg ferrous sulfate tablet holds 65 mg of iron), check the label; keep iron out of children's reach.`,
    source: iron.source,
  };
};

const multipleAlert = (total: Totals, ul: number, threshold: number, basis: string): RedFlag => ({
  id: `supplement-${total.nutrient.id}-overdose`,
  label: `${total.nutrient.name} ${formatAmount(total.nutrient, total.amount)} a day`,
  urgency: 'urgent',
  advice: `${formatAmount(total.nutrient, total.amount)} of ${total.nutrient.name.toLowerCase()} a day is ${Number((total.amount / ul).toPrecision(2))} times the Tolerable Upper Intake Level of ${formatAmount(total.nutrient, ul)} and at or above ${formatAmount(total.nutrient, threshold)} (${basis}): at this amount poisoning is possible. ${ADVICE_TAIL}`,
  source: total.nutrient.source,
});

const vitaminAPregnancy = (amount: number, ul: number): RedFlag => {
  const vitaminA = nutrientById('vitamin-a');
  return {
    id: 'supplement-vitamin-a-pregnancy',
    label: `Preformed vitamin A ${formatAmount(vitaminA, amount)} a day in pregnancy`,
    urgency: 'urgent',
    advice: `${formatAmount(vitaminA, amount)} of preformed vitamin A (retinol, retinyl esters, fish-liver oil) a day is above the ${formatAmount(vitaminA, ul)} upper limit in pregnancy, and this much can cause birth defects (NIH ODS). Stop this supplement now and tell your obstetric care provider promptly; do not replace it with another vitamin A product. Beta-carotene does not carry this risk. If the label gives vitamin A only as beta-carotene, tell your provider that too.`,
    source: vitaminA.source,
  };
};

/**
 * The alerts for what is taken (daily totals by nutrient): poisoning thresholds, and preformed
 * vitamin A above the UL in pregnancy.
 */
export const overdoseAlerts = (
  totals: readonly Totals[],
  person: { age: number; pregnant: boolean; dri: DriSet },
): RedFlag[] => {
  const alerts: RedFlag[] = [];
  for (const total of totals) {
    if (!(total.amount > 0)) continue;
    const { nutrient } = total;
    const ul = upperLimitFor(nutrient, person.age, person.dri);
    if (nutrient.id === 'iron') {
      const alert = ironAlert(total.amount, ul);
      if (alert) alerts.push(alert);
      continue;
    }
    if (nutrient.id === 'vitamin-a' && person.pregnant && ul !== undefined && total.amount > ul) {
      alerts.push(vitaminAPregnancy(total.amount, ul));
      continue;
    }
    if (ul === undefined) continue;
    if (nutrient.id === 'magnesium') {
      if (total.amount > MAGNESIUM_TOXIC_MG)
        alerts.push(
          multipleAlert(total, ul, MAGNESIUM_TOXIC_MG, 'NIH ODS: magnesium toxicity above 5,000 mg a day'),
        );
      continue;
    }
    if (total.amount >= UL_MULTIPLE * ul)
      alerts.push(multipleAlert(total, ul, UL_MULTIPLE * ul, 'ten times the upper limit, our margin'));
  }
  return alerts;
};

const DOSE_UNITS: ReadonlySet<unknown> = new Set<DoseUnit>(['mcg', 'mg', 'IU']);

/**
 * The same alerts from a request body that may be invalid (for the 400 of a refused request): the
 * supplements whose name, amount and unit can be read, for the age and sex given or, when they
 * cannot be read, for a 14-year-old girl (the lowest upper limits of this endpoint's range), which
 * errs toward care.
 */
export const overdoseAlertsInRawBody = (body: Record<string, unknown>): RedFlag[] => {
  const list = Array.isArray(body.currentSupplements) ? body.currentSupplements.slice(0, 30) : [];
  const totals = new Map<Nutrient, number>();
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, amount, unit } = item as { name?: unknown; amount?: unknown; unit?: unknown };
    if (typeof name !== 'string' || typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0)
      continue;
    if (!DOSE_UNITS.has(unit)) continue;
    const nutrient = findNutrient(name.slice(0, 100));
    const value = nutrient && toNutrientUnit(nutrient, amount, unit as DoseUnit);
    if (nutrient && value !== undefined) totals.set(nutrient, (totals.get(nutrient) ?? 0) + value);
  }
  if (totals.size === 0) return [];
  const age =
    typeof body.age === 'number' && Number.isInteger(body.age) && body.age >= 14 && body.age <= 120
      ? body.age
      : 14;
  const sex = body.sex === 'male' ? 'male' : 'female';
  const pregnant = sex === 'female' && age <= 50 && body.reproductive === 'pregnant';
  const dri = driFor({ age, sex, ...(pregnant ? { lifeStage: 'pregnancy' as const } : {}) });
  return overdoseAlerts(
    [...totals].map(([nutrient, amount]) => ({ nutrient, amount })),
    { age, pregnant, dri },
  );
};
