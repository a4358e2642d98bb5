import { checkInteractions, type Interaction } from '../clinical/drugs/checker.ts';
import type { Interpretation, LabAlert, LabResultInput } from '../clinical/labs/interpret.ts';
import { interpretResults } from '../clinical/labs/interpret.ts';
import { detectRedFlags, type RedFlag, urgentCareMessage } from '../clinical/red-flags.ts';
import { type DriSet, driFor } from '../nutrition/dri.ts';
import {
  type DoseUnit,
  findNutrient,
  formatAmount,
  type Nutrient,
  nutrientById,
  type Source,
  toNutrientUnit,
  upperLimitFor,
} from './nutrients.ts';
import { overdoseAlerts } from './overdose.ts';

/**
 * Evidence-graded supplement suggestions from a profile, by rules written from public guidance (NIH
 * ODS fact sheets, USPSTF, ACOG, the Endocrine Society, the American Thyroid Association), never a
 * model. A supplement is suggested only with a reason (a life stage, a diet, a low lab result); every
 * dose range ends at or below the Tolerable Upper Intake Level, less what the person already takes;
 * and no suggestion replaces a prescribed medicine.
 */

type Reproductive =
  | 'pregnant'
  | 'breastfeeding'
  | 'planning-pregnancy'
  | 'could-become-pregnant'
  | 'not-applicable';
type Diet = 'omnivore' | 'pescatarian' | 'vegetarian' | 'vegan';

interface CurrentSupplement {
  name: string;
  amount?: number;
  unit?: DoseUnit;
}

export interface SupplementProfile {
  age: number;
  sex: 'female' | 'male';
  reproductive?: Reproductive;
  diet?: Diet;
  conditions?: readonly string[];
  medications?: readonly string[];
  labs?: readonly LabResultInput[];
  currentSupplements?: readonly CurrentSupplement[];
}

/**
 * A: a guideline recommendation resting on strong evidence (USPSTF grade A);
 * B: a guideline or an established requirement for this group (a deficiency shown by a test, a diet
 * without the nutrient);
 * C: reasonable to consider, evidence limited; discuss with a clinician.
 */
type Evidence = 'A' | 'B' | 'C';

interface Suggestion {
  id: string;
  supplement: string;
  evidence: Evidence;
  reason: string;
  dose: { min: number; max: number; unit: 'mcg' | 'mg'; text: string };
  upperLimit?: { amount: number; unit: 'mcg' | 'mg'; text: string };
  alreadyTaking: boolean;
  notes: string[];
  sources: Source[];
}

interface Avoid {
  supplement: string;
  reason: string;
  source: Source;
}

interface NotSuggested {
  supplement: string;
  reason: string;
  source: Source;
}

export interface SupplementReport {
  urgentCare?: string;
  alerts: RedFlag[];
  suggestions: Suggestion[];
  avoid: Avoid[];
  notSuggested: NotSuggested[];
  interactions: Interaction[];
  labs: Interpretation[];
  unrecognizedSupplements: string[];
  notes: string[];
}

const USPSTF_FOLIC: Source = {
  title:
    'Folic acid supplementation for the prevention of neural tube defects: recommendation statement (USPSTF, 2023, grade A)',
  url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/folic-acid-for-the-prevention-of-neural-tube-defects-preventive-medication',
};
const ENDOCRINE_VITAMIN_D: Source = {
  title: 'Vitamin D for the prevention of disease: an Endocrine Society clinical practice guideline (2024)',
  url: 'https://www.endocrine.org/clinical-practice-guidelines/vitamin-d-for-prevention-of-disease',
};
const USPSTF_VITAMIN_D: Source = {
  title: 'Vitamin D deficiency in adults: screening (USPSTF, 2021, I statement)',
  url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/vitamin-d-deficiency-screening',
};
const ACOG_ANEMIA: Source = {
  title: 'Anemia in pregnancy, Practice Bulletin No. 233 (ACOG, 2021)',
  url: 'https://www.acog.org/clinical/clinical-guidance/practice-bulletin/articles/2021/08/anemia-in-pregnancy',
};
const ATA_PREGNANCY: Source = {
  title:
    'Guidelines of the American Thyroid Association for thyroid disease during pregnancy and the postpartum (Alexander et al., Thyroid 2017)',
  url: 'https://www.liebertpub.com/doi/10.1089/thy.2016.0457',
};
const FDA_BIOTIN: Source = {
  title: 'FDA warns that biotin may interfere with lab tests (FDA safety communication, 2019)',
  url: 'https://www.fda.gov/medical-devices/safety-communications/update-fda-warns-biotin-may-interfere-lab-tests-fda-safety-communication',
};

const VITAMIN_D_LOINC = '1989-3';
const FERRITIN_LOINC = '2276-4';
const B12_LOINC = '2132-9';

/** Whether any condition text mentions one of the patterns. */
const mentions = (conditions: readonly string[], pattern: RegExp): boolean =>
  conditions.some((condition) => pattern.test(condition.toLowerCase()));

interface Taken {
  nutrient: Nutrient;
  /** Daily amount in the nutrient's unit, when the amount and a fitting unit were given. */
  amount?: number;
  input: string;
}

const readCurrent = (
  supplements: readonly CurrentSupplement[],
): { taken: Taken[]; unknown: CurrentSupplement[] } => {
  const taken: Taken[] = [];
  const unknown: CurrentSupplement[] = [];
  for (const supplement of supplements) {
    const nutrient = findNutrient(supplement.name);
    if (!nutrient) {
      unknown.push(supplement);
      continue;
    }
    const amount =
      supplement.amount !== undefined && supplement.unit !== undefined
        ? toNutrientUnit(nutrient, supplement.amount, supplement.unit)
        : undefined;
    taken.push({ nutrient, input: supplement.name, ...(amount === undefined ? {} : { amount }) });
  }
  return { taken, unknown };
};

const takenAmount = (taken: readonly Taken[], id: string): number =>
  taken.filter((item) => item.nutrient.id === id).reduce((sum, item) => sum + (item.amount ?? 0), 0);

/** A finite lab value in its reference unit, unless the result was not interpreted (IND). */
const labValue = (labs: readonly Interpretation[], loinc: string): Interpretation | undefined =>
  labs.find((lab) => lab.test.loinc === loinc && lab.flag !== 'IND');

export const recommendSupplements = (profile: SupplementProfile): SupplementReport => {
  const conditions = profile.conditions ?? [];
  const medications = profile.medications ?? [];
  const diet = profile.diet ?? 'omnivore';
  const { age, sex } = profile;
  // USPSTF 2023 applies to everyone who could become pregnant; without an answer, a woman of
  // reproductive age (14 to 50 here) is counted as such, and the note says so.
  const assumedFertile = profile.reproductive === undefined && sex === 'female' && age <= 50;
  const reproductive: Reproductive =
    profile.reproductive ?? (assumedFertile ? 'could-become-pregnant' : 'not-applicable');
  const pregnant = reproductive === 'pregnant';

  // The person's DRIs give the ULs; pregnancy and lactation have their own (NASEM).
  const lifeStage =
    sex === 'female' && age <= 50
      ? reproductive === 'pregnant'
        ? 'pregnancy'
        : reproductive === 'breastfeeding'
          ? 'lactation'
          : undefined
      : undefined;
  const dri: DriSet = driFor({ age, sex, ...(lifeStage ? { lifeStage } : {}) });
  const labReport = interpretResults(profile.labs ?? [], { sex, age });
  const labs = labReport.results;
  const { taken, unknown } = readCurrent(profile.currentSupplements ?? []);
  const notes: string[] = [
    'A supplement never replaces a prescribed medicine: do not stop or change a prescription without the prescriber.',
  ];
  if (assumedFertile)
    notes.push(
      'Pregnancy plans were not given; folic acid is suggested because USPSTF advises it for anyone who could become pregnant. Send "reproductive": "not-applicable" if that does not apply.',
    );

  const suggestions: Suggestion[] = [];
  const avoid: Avoid[] = [];
  const notSuggested: NotSuggested[] = [];
  const avoided = new Set<string>();
  const addAvoid = (id: string, reason: string, source?: Source) => {
    const nutrient = nutrientById(id);
    avoided.add(id);
    avoid.push({ supplement: nutrient.name, reason, source: source ?? nutrient.source });
  };

  // What to avoid comes first: a suggestion is never made for something the profile rules out.
  for (const item of taken) {
    const ul = upperLimitFor(item.nutrient, age, dri);
    const total = takenAmount(taken, item.nutrient.id);
    if (ul !== undefined && total > ul && !avoided.has(item.nutrient.id))
      addAvoid(
        item.nutrient.id,
        item.nutrient.id === 'vitamin-a' && (pregnant || reproductive === 'planning-pregnancy')
          ? `You take ${formatAmount(item.nutrient, total)} of preformed vitamin A a day, above the ${formatAmount(item.nutrient, ul)} upper limit: in pregnancy, and in the months before it, this much can cause birth defects (NIH ODS). Stop it and ask your obstetric care provider about a prenatal vitamin that keeps below the limit.`
          : `You take ${formatAmount(item.nutrient, total)} a day, above the Tolerable Upper Intake Level of ${formatAmount(item.nutrient, ul)} (${item.nutrient.ulCovers === 'supplements' ? 'from supplements' : 'from food and supplements together'}). Lower the dose unless a clinician prescribed it and monitors you.`,
      );
  }
  // Far above the UL (poisoning plausible), or preformed vitamin A above it in pregnancy: an alert.
  const doseAlerts = overdoseAlerts(
    [...new Set(taken.map((item) => item.nutrient))].map((nutrient) => ({
      nutrient,
      amount: takenAmount(taken, nutrient.id),
    })),
    { age, pregnant, dri },
  );
  const ferritin = labValue(labs, FERRITIN_LOINC);
  const vitaminD = labValue(labs, VITAMIN_D_LOINC);
  const b12 = labValue(labs, B12_LOINC);
  const hemochromatosis = mentions(conditions, /hemochromatosis|haemochromatosis|iron overload/);
  if (hemochromatosis) {
    addAvoid('iron', 'Hemochromatosis: extra iron builds up in the organs.');
    addAvoid('vitamin-c', 'Hemochromatosis: vitamin C supplements increase iron absorption.');
  } else if (ferritin?.flag === 'H' || ferritin?.flag === 'HH')
    addAvoid(
      'iron',
      `Ferritin ${ferritin.valueInReferenceUnit} ng/mL is above the typical range: iron stores are not low.`,
    );
  const vitaminDNgMl =
    typeof vitaminD?.valueInReferenceUnit === 'number' ? vitaminD.valueInReferenceUnit : undefined;
  // NIH ODS: above 50 ng/mL (125 nmol/L) has been linked to possible harm; no more is needed.
  if (vitaminDNgMl !== undefined && vitaminDNgMl > 50)
    addAvoid(
      'vitamin-d',
      `25-hydroxyvitamin D ${vitaminDNgMl} ng/mL is above 50 ng/mL (125 nmol/L), the level the NIH ODS links to possible harm: do not add vitamin D.`,
    );
  if (mentions(conditions, /kidney|renal|ckd|dialysis/)) {
    addAvoid(
      'potassium',
      'Kidney disease: the kidneys may not clear extra potassium; take it only if prescribed.',
    );
    addAvoid('magnesium', 'Kidney disease: magnesium can build up; take it only if prescribed.');
  }
  if (mentions(conditions, /smok|tobacco|asbestos/))
    addAvoid(
      'beta-carotene',
      'Beta-carotene supplements raised lung cancer risk in people who smoke or were exposed to asbestos (ATBC and CARET trials).',
    );
  if (pregnant || reproductive === 'planning-pregnancy')
    avoid.push({
      supplement: 'Vitamin A (preformed, retinol)',
      reason: `Above ${formatAmount(nutrientById('vitamin-a'), 3000)} a day of preformed vitamin A can cause birth defects; prenatal vitamins keep below it, and fish liver oils add to it.`,
      source: nutrientById('vitamin-a').source,
    });
  if (taken.some((item) => item.nutrient.id === 'biotin'))
    avoid.push({
      supplement: 'Biotin',
      reason:
        'High-dose biotin can make lab tests (troponin, thyroid hormones) wrong: tell the clinician and the laboratory before blood tests.',
      source: FDA_BIOTIN,
    });

  /**
   * A suggestion whose range is the total a day from supplements, capped at the UL; what is already
   * taken counts toward it. Skipped when the nutrient is to be avoided.
   */
  const suggest = (
    id: string,
    evidence: Evidence,
    reason: string,
    range: [number, number],
    sources: Source[],
    extraNotes: string[] = [],
  ) => {
    if (avoided.has(id) || suggestions.some((s) => s.id === id)) return;
    const nutrient = nutrientById(id);
    const ul = upperLimitFor(nutrient, age, dri);
    const already = takenAmount(taken, id);
    const alreadyTaking = taken.some((item) => item.nutrient.id === id);
    const max = Math.min(range[1], ul ?? Number.POSITIVE_INFINITY);
    const min = Math.min(range[0], max);
    const itemNotes = [...extraNotes];
    // The range is for the total a day: what is taken already counts toward it.
    if (alreadyTaking && already >= max)
      itemNotes.unshift(
        `What you take already (${formatAmount(nutrient, already)}) covers this: keep it, do not add more.`,
      );
    else if (alreadyTaking && already > 0)
      itemNotes.unshift(
        `You take ${formatAmount(nutrient, already)} already: the range is for your total, so add at most ${formatAmount(nutrient, max - already)}.`,
      );
    suggestions.push({
      id,
      supplement: nutrient.name,
      evidence,
      reason,
      dose: {
        min,
        max,
        unit: nutrient.unit,
        text:
          min === max
            ? `${formatAmount(nutrient, min)} a day`
            : `${formatAmount(nutrient, min)} to ${formatAmount(nutrient, max)} a day`,
      },
      ...(ul === undefined
        ? {}
        : {
            upperLimit: {
              amount: ul,
              unit: nutrient.unit,
              text: `${formatAmount(nutrient, ul)} a day ${nutrient.ulCovers === 'supplements' ? 'from supplements' : 'from food and supplements'} (Tolerable Upper Intake Level, age ${age})`,
            },
          }),
      alreadyTaking,
      notes: itemNotes,
      sources: [...sources, nutrient.source],
    });
  };

  // Folic acid: USPSTF 2023 (A) 400 to 800 µg a day for anyone planning or able to become pregnant.
  if (['pregnant', 'planning-pregnancy', 'could-become-pregnant'].includes(reproductive))
    suggest(
      'folic-acid',
      'A',
      'Folic acid taken from at least one month before conception through early pregnancy prevents most neural tube defects.',
      [400, 800],
      [USPSTF_FOLIC],
      [
        'After a pregnancy affected by a neural tube defect, a clinician prescribes a higher dose; follow that instead.',
      ],
    );

  // Iodine: ATA 2017, 150 µg of potassium iodide a day before and during pregnancy and while breastfeeding.
  if (['pregnant', 'planning-pregnancy', 'breastfeeding'].includes(reproductive))
    suggest(
      'iodine',
      'B',
      'Iodine needs rise in pregnancy and breastfeeding for the baby’s brain development; many prenatal vitamins lack it.',
      [150, 150],
      [ATA_PREGNANCY],
    );

  // Vitamin B12: vegans have no reliable food source (NIH ODS); low levels need the cause found.
  const b12Low = b12?.flag === 'L' || b12?.flag === 'LL';
  if (b12Low)
    suggest(
      'vitamin-b12',
      'B',
      `Vitamin B12 ${b12?.valueInReferenceUnit} pg/mL is below the typical range.`,
      [1000, 2000],
      [],
      [
        'Oral doses of 1,000 to 2,000 µg can correct a deficiency as well as injections for many people (NIH ODS); a clinician should look for the cause and set the treatment.',
      ],
    );
  else if (diet === 'vegan' || diet === 'vegetarian')
    suggest(
      'vitamin-b12',
      'B',
      diet === 'vegan'
        ? 'Vitamin B12 comes almost only from animal foods: vegans need a supplement or fortified foods.'
        : 'Vegetarians get little vitamin B12 and are often low; a supplement or fortified foods cover it.',
      [25, 100],
      [],
    );
  else if (age >= 51)
    suggest(
      'vitamin-b12',
      'B',
      'From 51 years on many people absorb less B12 from food; the Dietary Reference Intakes advise getting most of it from fortified foods or a supplement.',
      [2.4, 25],
      [],
    );
  const onMetformin = medications.some((medication) =>
    /metformin|glucophage|janumet|glumetza/i.test(medication),
  );
  if (onMetformin && !b12Low)
    notes.push(
      'Metformin lowers vitamin B12 over time: ask for a B12 level to be checked periodically (ADA Standards of Care 2025).',
    );

  // Vitamin D only with a reason (Endocrine Society 2024; USPSTF 2021 finds no case for screening).
  let vitaminDReason: string | undefined;
  let vitaminDRange: [number, number] = [15, 20];
  if (vitaminDNgMl !== undefined && vitaminDNgMl < 20) {
    // IOM 2011 / NIH ODS: below 12 ng/mL (30 nmol/L) is deficiency, 12 to under 20 inadequate for bone.
    vitaminDReason = `25-hydroxyvitamin D ${vitaminDNgMl} ng/mL is below 20 ng/mL (50 nmol/L), ${vitaminDNgMl < 12 ? 'the deficiency range (below 12 ng/mL)' : 'inadequate for bone health'} (Institute of Medicine 2011).`;
    vitaminDRange = [20, 50];
  } else if (vitaminDNgMl === undefined && age >= 75) {
    vitaminDReason =
      'From 75 years on the Endocrine Society (2024) suggests a daily vitamin D supplement without testing first.';
    vitaminDRange = [20, 25];
  } else if (vitaminDNgMl === undefined && pregnant) {
    vitaminDReason =
      'In pregnancy the Endocrine Society (2024) suggests vitamin D, usually in the prenatal vitamin.';
    vitaminDRange = [15, 62.5];
  }
  if (vitaminDReason)
    suggest(
      'vitamin-d',
      vitaminDNgMl !== undefined ? 'B' : 'C',
      vitaminDReason,
      vitaminDRange,
      [ENDOCRINE_VITAMIN_D],
      vitaminDNgMl !== undefined && vitaminDNgMl < 12
        ? [
            'A clinician may prescribe a short course at a higher dose and recheck the level; follow that prescription.',
          ]
        : [],
    );
  else if (!avoided.has('vitamin-d'))
    notSuggested.push({
      supplement: 'Vitamin D',
      reason:
        vitaminDNgMl !== undefined
          ? `25-hydroxyvitamin D ${vitaminDNgMl} ng/mL is 20 ng/mL (50 nmol/L) or more, enough for bone health: no supplement needed.`
          : 'No reason found: healthy adults under 75 need no routine vitamin D supplement or test (Endocrine Society 2024; USPSTF 2021). A low test result, pregnancy or age 75 and over would change this.',
      source: vitaminDNgMl !== undefined ? nutrientById('vitamin-d').source : USPSTF_VITAMIN_D,
    });

  // Iron only with a deficiency shown by a test, or the low dose of pregnancy (ACOG 2021).
  const ferritinLow = ferritin?.flag === 'L' || ferritin?.flag === 'LL';
  if (ferritinLow)
    suggest(
      'iron',
      'B',
      `Ferritin ${ferritin?.valueInReferenceUnit} ng/mL is below the typical range: iron stores are low.`,
      [18, 45],
      [],
      [
        'Low iron has a cause (blood loss, absorption) that a clinician should find, above all in men and after menopause; a prescribed treatment dose may be higher than this range.',
        'Vitamin C or a meal with meat helps absorption; tea, coffee and calcium reduce it.',
      ],
    );
  else if (pregnant)
    suggest(
      'iron',
      'B',
      'ACOG (2021) advises low-dose iron from the first trimester, as in most prenatal vitamins (the RDA in pregnancy is 27 mg).',
      [27, 30],
      [ACOG_ANEMIA],
    );
  else if (!avoided.has('iron'))
    notSuggested.push({
      supplement: 'Iron',
      reason:
        'Iron only with a deficiency shown by a test (a low ferritin): extra iron without one can do harm.',
      source: nutrientById('iron').source,
    });

  // Calcium: vegans often fall short; food first, a supplement for the gap (NIH ODS).
  if (diet === 'vegan')
    suggest(
      'calcium',
      'C',
      'Vegan diets are often low in calcium: aim for 1,000 to 1,200 mg a day from fortified plant milks, tofu set with calcium and greens, and supplement only the gap.',
      [250, 500],
      [],
      ['The body absorbs calcium best at 500 mg or less at a time.'],
    );

  if (pregnant)
    notes.push(
      'A prenatal vitamin usually covers folic acid, iodine, iron and vitamin D at once; bring its label to your prenatal visit (ACOG).',
    );

  // Interactions: everything taken or suggested, against the medications, through the checker.
  const supplementNames = [
    ...taken.map((item) => item.input),
    ...unknown.map((item) => item.name),
    ...suggestions.flatMap((s) => {
      const name = nutrientById(s.id).checkerName;
      return name && !taken.some((item) => item.nutrient.id === s.id) ? [name] : [];
    }),
  ];
  const check = checkInteractions([...medications, ...supplementNames]);
  const supplementInputs = new Set(supplementNames);
  const interactions = check.interactions.filter(
    (interaction) =>
      supplementInputs.has(interaction.medications[0]) || supplementInputs.has(interaction.medications[1]),
  );
  const unrecognizedSupplements = unknown
    .filter(
      (item) =>
        check.medications.find((medication) => medication.input === item.name)?.match === 'unrecognized',
    )
    .map((item) => item.name);
  if (unrecognizedSupplements.length > 0)
    notes.push(
      'Some supplements were not recognized and could not be checked for interactions: ask a pharmacist about them.',
    );

  const alerts: RedFlag[] = [
    ...detectRedFlags(conditions.join('. '), { age, sex, ...(pregnant ? { pregnant: true } : {}) }),
    ...labReport.alerts.map(
      ({ id, label, urgency, advice, source }: LabAlert): RedFlag => ({ id, label, urgency, advice, source }),
    ),
    ...doseAlerts,
  ].sort((a, b) => (a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1));
  const urgentCare = urgentCareMessage(alerts);
  return {
    ...(urgentCare ? { urgentCare } : {}),
    alerts,
    suggestions,
    avoid,
    notSuggested,
    interactions,
    labs,
    unrecognizedSupplements,
    notes: [...notes, ...labReport.notes, ...labReport.unrecognized.map((item) => item.message)],
  };
};
