import * as v from 'valibot';
import { defineOperation } from '../../shared/http/operation.ts';
import { timestamp } from '../../shared/http/schemas.ts';
import {
  leadingWithUrgentCare,
  rawPerson,
  rawText,
  rawTexts,
  urgentOf,
} from '../../shared/http/urgent-body.ts';
import { DRI_NUTRIENTS } from '../../shared/nutrition/dri.ts';
import { redFlagsInLog } from '../../shared/nutrition/log-red-flags.ts';
import { NUTRIENTS } from '../../shared/nutrition/nutrients.ts';

/** Most lines one request may hold (free text and food ids together). */
const MAX_LOG_LINES = 100;
/** The most one line may weigh: 5 kg of a food in one line is a typing slip, not a meal. */
export const MAX_LINE_GRAMS = 5000;
/** Body weight bounds, kg: the DRIs are for people, not for typing slips. */
const WEIGHT_KG = { min: 5, max: 400 } as const;
const LB_PER_KG = 2.20462262185;

/** "-5 cups rice" is a typing slip, not an intake: read as a food it matched another food entirely. */
const NEGATIVE_AMOUNT = /^[-\u2212]\s*\d/;

const FoodLine = v.pipe(
  v.string('a food is a line of text or {"id", "grams"}'),
  v.trim(),
  v.minLength(1, 'a food line is empty'),
  v.maxLength(200, 'a food line is at most 200 characters'),
  v.check((line) => !NEGATIVE_AMOUNT.test(line), 'a food line cannot start with a negative amount'),
  v.description('A free-text line: "1 cup cooked brown rice", "2 slices whole wheat bread", "100 g salmon"'),
);

const FoodById = v.strictObject(
  {
    id: v.pipe(
      v.string('id is text'),
      v.regex(/^\d{5}$/, 'id is a USDA SR NDB number of five digits, e.g. "20037"'),
      v.description('USDA SR NDB number (five digits, e.g. "20037" for cooked long-grain brown rice)'),
    ),
    grams: v.pipe(
      v.number('grams is a number'),
      v.finite('grams is a number'),
      v.gtValue(0, 'grams is more than 0'),
      v.maxValue(MAX_LINE_GRAMS, `grams is at most ${MAX_LINE_GRAMS}`),
    ),
  },
  'a food by id is {"id": "20037", "grams": 150}',
);

const Profile = v.pipe(
  v.strictObject({
    age: v.optional(
      v.pipe(
        v.number('age is a number'),
        v.integer('age is a whole number of years'),
        v.minValue(1, 'age is at least 1 (infants have their own intakes, not covered here)'),
        v.maxValue(120, 'age is at most 120'),
        v.description('Years; selects the DRI life-stage group and the calorie estimate'),
      ),
    ),
    sex: v.optional(
      v.pipe(
        v.picklist(['female', 'male'], 'sex is female or male'),
        v.description('Without it, the higher target and the lower upper limit of the two are used'),
      ),
    ),
    lifeStage: v.optional(
      v.pipe(
        v.picklist(['pregnancy', 'lactation'], 'lifeStage is pregnancy or lactation'),
        v.description('Pregnancy or breastfeeding: the DRIs of that life stage'),
      ),
    ),
    weight: v.optional(
      v.pipe(
        v.strictObject({
          value: v.pipe(v.number('weight.value is a number'), v.finite('weight.value is a number')),
          unit: v.picklist(['kg', 'lb'], 'weight.unit is kg or lb'),
        }),
        v.check(
          (weight) => {
            const kg = weight.unit === 'kg' ? weight.value : weight.value / LB_PER_KG;
            return kg >= WEIGHT_KG.min && kg <= WEIGHT_KG.max;
          },
          `weight is ${WEIGHT_KG.min} to ${WEIGHT_KG.max} kg (${Math.round(WEIGHT_KG.min * LB_PER_KG)} to ${Math.round(WEIGHT_KG.max * LB_PER_KG)} lb)`,
        ),
        v.description('Body weight, for the protein RDA in grams per kg'),
      ),
    ),
    activity: v.optional(
      v.pipe(
        v.picklist(
          ['sedentary', 'moderately-active', 'active'],
          'activity is sedentary, moderately-active or active',
        ),
        v.description('For the DGA calorie estimate; sedentary when left out'),
      ),
    ),
  }),
  v.forward(
    v.check(
      (profile) => !(profile.lifeStage && profile.sex === 'male'),
      'pregnancy and lactation need sex female (or no sex)',
    ),
    ['lifeStage'],
  ),
  v.forward(
    v.check(
      (profile) =>
        !(profile.lifeStage && profile.age !== undefined && (profile.age < 10 || profile.age > 60)),
      'pregnancy and lactation are for ages 10 to 60',
    ),
    ['lifeStage'],
  ),
);

const lineCount = (body: { foods?: unknown[]; text?: string }): number =>
  (body.foods?.length ?? 0) + (body.text?.split('\n').filter((line) => line.trim() !== '').length ?? 0);

const AnalyzeFields = v.pipe(
  v.strictObject({
    foods: v.optional(
      v.pipe(
        v.array(
          v.union([FoodLine, FoodById], 'a food is a line of text or {"id", "grams"}'),
          'foods is a list',
        ),
        v.minLength(1, 'foods has at least one line'),
        v.maxLength(MAX_LOG_LINES, `foods has at most ${MAX_LOG_LINES} lines`),
        v.description('Lines of a food log: free text, or a USDA food id with grams'),
      ),
    ),
    text: v.optional(
      v.pipe(
        v.string('text is text'),
        v.maxLength(10_000, 'text is at most 10,000 characters'),
        v.check(
          (text) => text.split('\n').every((line) => line.trim().length <= 200),
          'each line of text is at most 200 characters',
        ),
        v.check(
          (text) => text.split('\n').every((line) => !NEGATIVE_AMOUNT.test(line.trim())),
          'no line of text can start with a negative amount',
        ),
        v.check(
          (text) => text.split('\n').filter((line) => line.trim() !== '').length <= MAX_LOG_LINES,
          `text has at most ${MAX_LOG_LINES} lines`,
        ),
        v.description('The same as foods, as one text with a food per line (pasted from a diary)'),
      ),
    ),
    period: v.optional(
      v.pipe(
        v.picklist(['day', 'meal'], 'period is day or meal'),
        v.description(
          'day (default): intake is judged against daily targets; meal: shown as a share of the day',
        ),
      ),
      'day',
    ),
    profile: v.optional(Profile),
    notes: v.optional(
      v.pipe(
        v.string('notes is text'),
        v.maxLength(1000, 'notes is at most 1,000 characters'),
        v.description(
          'Anything else the person says (how they feel…): read for red flags, which lead the answer',
        ),
      ),
    ),
  }),
  v.check((body) => lineCount(body) > 0, 'Give foods or text with at least one food line'),
  v.forward(
    v.check(
      (body) => lineCount(body) <= MAX_LOG_LINES,
      `At most ${MAX_LOG_LINES} lines in foods and text together`,
    ),
    ['foods'],
  ),
);

/**
 * The red flags of a food log that may be invalid ("age": "34" beside a throat swelling after
 * peanuts): its notes and food lines, as the analysis reads them; its 400 leads with the
 * urgent-care message.
 */
const urgentInRawBody = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = body as Record<string, unknown>;
  const profile = (typeof raw.profile === 'object' && raw.profile !== null ? raw.profile : {}) as Record<
    string,
    unknown
  >;
  const text = rawText(raw.text, 10_000);
  const lines = [
    ...rawTexts(raw.foods, MAX_LOG_LINES),
    ...(text ? text.split('\n').slice(0, MAX_LOG_LINES) : []),
  ];
  return urgentOf(
    redFlagsInLog(rawText(raw.notes, 1_000), lines, {
      ...rawPerson(profile),
      ...(profile.lifeStage === 'pregnancy' ? { pregnant: true } : {}),
    }),
  );
};

export const AnalyzeBody = leadingWithUrgentCare(AnalyzeFields, urgentInRawBody);

const FoodRef = v.object({
  id: v.pipe(v.string(), v.description('USDA SR NDB number')),
  description: v.string(),
  group: v.pipe(v.string(), v.description('SR food group code, e.g. 2000 Cereal Grains and Pasta')),
});

const Portion = v.object({
  amount: v.number(),
  unit: v.optional(v.string()),
  measure: v.optional(
    v.pipe(v.string(), v.description('The USDA household measure used (WEIGHT.txt), as USDA words it')),
  ),
  grams: v.number(),
  basis: v.pipe(
    v.picklist(['grams', 'mass', 'measure', 'volume', 'default-portion', 'default-100g']),
    v.description(
      'grams: given; mass: g/kg/oz/lb converted; measure: a USDA household measure of that unit; volume: converted through another volume measure of the food; default-portion: no amount given, one usual USDA portion; default-100g: no amount and no measure in USDA',
    ),
  ),
  assumption: v.optional(v.pipe(v.string(), v.description('What was assumed, in words'))),
});

const LineResult = v.variant('status', [
  v.object({
    index: v.number(),
    input: v.string(),
    status: v.pipe(
      v.picklist(['matched', 'ambiguous']),
      v.description('ambiguous: other foods score close; the closest is counted and the others listed'),
    ),
    food: FoodRef,
    portion: Portion,
    energyKcal: v.optional(v.number()),
    alternatives: v.array(v.object({ ...FoodRef.entries, grams: v.optional(v.number()) })),
    notes: v.pipe(
      v.array(v.string()),
      v.description('Spelling read, range midpoint, cooking state assumed…'),
    ),
  }),
  v.object({
    index: v.number(),
    input: v.string(),
    status: v.pipe(v.literal('unknown'), v.description('No food matches: not counted, never guessed')),
    message: v.string(),
    suggestions: v.pipe(v.array(FoodRef), v.description('Foods that match part of the line')),
  }),
  v.object({
    index: v.number(),
    input: v.string(),
    status: v.pipe(
      v.literal('no-portion'),
      v.description('The food is known but USDA has no measure for the unit used: not counted'),
    ),
    food: FoodRef,
    message: v.string(),
    measures: v.pipe(
      v.array(v.string()),
      v.description("The food's USDA measures, to restate the line with"),
    ),
    alternatives: v.array(FoodRef),
  }),
]);

const Source = v.object({ title: v.string(), url: v.string(), year: v.number() });
const RedFlagSource = v.object({ title: v.string(), url: v.string() });

const Alert = v.object({
  id: v.string(),
  label: v.string(),
  urgency: v.picklist(['emergency', 'urgent']),
  advice: v.string(),
  source: RedFlagSource,
});

const Total = v.object({
  nutrient: v.picklist(NUTRIENTS.map((n) => n.key)),
  name: v.string(),
  unit: v.string(),
  amount: v.number(),
  foodsWithoutValue: v.pipe(
    v.number(),
    v.description('Counted foods with no value in USDA SR for this nutrient: the total may be low'),
  ),
});

const Comparison = v.object({
  nutrient: v.picklist(DRI_NUTRIENTS),
  name: v.string(),
  unit: v.string(),
  intake: v.number(),
  target: v.optional(v.number()),
  basis: v.optional(v.picklist(['RDA', 'AI'])),
  percentOfTarget: v.optional(v.number()),
  ul: v.optional(v.pipe(v.number(), v.description('Tolerable Upper Intake Level'))),
  ulScope: v.optional(
    v.pipe(
      v.picklist(['total', 'supplemental', 'folic-acid', 'preformed-vitamin-a']),
      v.description(
        'What the UL applies to: all sources; supplements and fortified food only (not compared with food); folic acid only; retinol only',
      ),
    ),
  ),
  intakeAgainstUl: v.optional(
    v.pipe(
      v.number(),
      v.description('The intake compared with the UL: folic acid for folate, retinol for vitamin A'),
    ),
  ),
  status: v.pipe(
    v.picklist(['below-target', 'meets-target', 'above-ul', 'share-of-day']),
    v.description(
      'below-target: under the RDA/AI; meets-target: at or above it; above-ul: over the UL (at it is not over); share-of-day: a meal, shown as a share only',
    ),
  ),
  note: v.optional(v.string()),
  source: Source,
});

const Limit = v.object({
  id: v.picklist(['added-sugars', 'saturated-fat', 'sodium']),
  limit: v.string(),
  value: v.number(),
  unit: v.picklist(['% of energy', 'mg']),
  status: v.pipe(
    v.picklist(['within', 'over', 'cannot-tell', 'not-applicable']),
    v.description(
      'The DGA limits are "less than": at the limit is over. Added sugars: within when total sugars are under 10 % of energy, else cannot-tell (USDA SR26 has no added-sugars field)',
    ),
  ),
  message: v.string(),
  source: Source,
});

const Macro = v.object({
  grams: v.number(),
  percentOfEnergy: v.optional(v.number()),
  range: v.pipe(
    v.array(v.number()),
    v.length(2),
    v.description('AMDR [low, high], % of energy (NASEM 2005)'),
  ),
  status: v.picklist(['below', 'within', 'above', 'not-applicable']),
});

const Recommendation = v.object({
  nutrient: v.optional(v.picklist(DRI_NUTRIENTS)),
  limit: v.optional(v.picklist(['added-sugars', 'saturated-fat', 'sodium'])),
  kind: v.picklist(['increase', 'reduce']),
  text: v.string(),
  gap: v.pipe(
    v.number(),
    v.description('Relative distance from the target or limit (0.4 = 40 % short of or over it)'),
  ),
  priority: v.picklist(['low', 'medium', 'high']),
  source: Source,
});

export const NutritionReport = v.object({
  urgentCare: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Present when a red flag is found in the notes or food lines: the urgent-care message (the wording triage and /ask use), to show first',
      ),
    ),
  ),
  alerts: v.pipe(v.array(Alert), v.description('Red flags found, emergencies first')),
  period: v.picklist(['day', 'meal']),
  items: v.pipe(
    v.array(LineResult),
    v.description('Each line: what it matched, the grams assumed, alternatives'),
  ),
  summary: v.object({
    lines: v.number(),
    counted: v.number(),
    ambiguous: v.number(),
    unknown: v.number(),
    noPortion: v.number(),
  }),
  totals: v.pipe(v.array(Total), v.description('All 46 USDA SR nutrient fields, in SR order')),
  energy: v.object({
    kcal: v.number(),
    estimatedNeed: v.optional(
      v.pipe(v.number(), v.description('DGA 2020–2025 Appendix 2 estimate for the age, sex and activity')),
    ),
    percentOfNeed: v.optional(v.number()),
    note: v.string(),
    source: Source,
  }),
  macronutrients: v.object({ carbohydrate: Macro, fat: Macro, protein: Macro, source: Source }),
  dri: v.optional(
    v.object({
      group: v.object({ id: v.string(), label: v.string() }),
      comparisons: v.array(Comparison),
    }),
  ),
  limits: v.pipe(v.array(Limit), v.description('Dietary Guidelines for Americans 2020–2025 limits')),
  recommendations: v.pipe(
    v.array(Recommendation),
    v.description(
      'Above an upper limit first (high), then DGA limits exceeded, then shortfalls; largest gap first',
    ),
  ),
  notes: v.array(v.string()),
  sources: v.array(Source),
  database: v.object({ name: v.string(), release: v.string(), foods: v.number(), url: v.string() }),
  disclaimer: v.string(),
  timestamp,
});

const exampleRequest = {
  foods: [
    '1 cup cooked brown rice',
    '2 slices whole wheat bread',
    '100 g salmon',
    { id: '09040', grams: 118 },
    '1 cup dragonfruit',
  ],
  period: 'day',
  profile: { age: 34, sex: 'female', weight: { value: 62, unit: 'kg' }, activity: 'moderately-active' },
};

/** A real answer to exampleRequest, with totals, comparisons and recommendations shortened. */
const exampleResponse = {
  alerts: [],
  period: 'day',
  items: [
    {
      index: 0,
      input: '1 cup cooked brown rice',
      status: 'matched',
      food: {
        id: '20037',
        description: 'Rice, brown, long-grain, cooked',
        group: '2000',
      },
      portion: {
        amount: 1,
        unit: 'cup',
        measure: 'cup',
        grams: 195,
        basis: 'measure',
      },
      alternatives: [],
      notes: [],
      energyKcal: 216,
    },
    {
      index: 1,
      input: '2 slices whole wheat bread',
      status: 'ambiguous',
      food: {
        id: '18075',
        description: 'Bread, whole-wheat, commercially prepared',
        group: '1800',
      },
      portion: {
        amount: 2,
        unit: 'slice',
        measure: 'slice',
        grams: 64,
        basis: 'measure',
      },
      alternatives: [
        {
          id: '18076',
          description: 'Bread, whole-wheat, commercially prepared, toasted',
          group: '1800',
          grams: 50,
        },
      ],
      notes: [],
      energyKcal: 161,
    },
    {
      index: 2,
      input: '100 g salmon',
      status: 'ambiguous',
      food: {
        id: '15086',
        description: 'Fish, salmon, sockeye, cooked, dry heat',
        group: '1500',
      },
      portion: {
        amount: 100,
        unit: 'g',
        grams: 100,
        basis: 'mass',
      },
      alternatives: [
        {
          id: '15247',
          description: 'Fish, salmon, coho, wild, cooked, dry heat',
          group: '1500',
          grams: 100,
        },
      ],
      notes: ['cooking state not given: a cooked form assumed'],
      energyKcal: 169,
    },
    {
      index: 3,
      input: '09040: 118 g',
      status: 'matched',
      food: {
        id: '09040',
        description: 'Bananas, raw',
        group: '0900',
      },
      portion: {
        amount: 118,
        unit: 'g',
        grams: 118,
        basis: 'grams',
      },
      alternatives: [],
      notes: [],
      energyKcal: 105,
    },
    {
      index: 4,
      input: '1 cup dragonfruit',
      status: 'unknown',
      message: 'No food in USDA SR matches "dragonfruit" (unknown: dragonfruit); not counted',
      suggestions: [],
    },
  ],
  summary: {
    lines: 5,
    counted: 4,
    ambiguous: 2,
    unknown: 1,
    noPortion: 0,
  },
  totals: [
    {
      nutrient: 'energy',
      name: 'Energy',
      unit: 'kcal',
      amount: 651.8,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'protein',
      name: 'Protein',
      unit: 'g',
      amount: 39.69,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'fat',
      name: 'Total fat',
      unit: 'g',
      amount: 11.07,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'carbohydrate',
      name: 'Carbohydrate, by difference',
      unit: 'g',
      amount: 99.06,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'fiber',
      name: 'Fiber, total dietary',
      unit: 'g',
      amount: 10.42,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'sugars',
      name: 'Sugars, total',
      unit: 'g',
      amount: 17.89,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'calcium',
      name: 'Calcium',
      unit: 'mg',
      amount: 140.4,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'iron',
      name: 'Iron',
      unit: 'mg',
      amount: 3.21,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'potassium',
      name: 'Potassium',
      unit: 'mg',
      amount: 1076.9,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'sodium',
      name: 'Sodium',
      unit: 'mg',
      amount: 436.1,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'folate',
      name: 'Folate (DFE)',
      unit: 'µg',
      amount: 67.28,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'vitaminB12',
      name: 'Vitamin B12',
      unit: 'µg',
      amount: 5.67,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'vitaminD',
      name: 'Vitamin D',
      unit: 'µg',
      amount: 13.1,
      foodsWithoutValue: 0,
    },
    {
      nutrient: 'saturatedFat',
      name: 'Fatty acids, total saturated',
      unit: 'g',
      amount: 2.35,
      foodsWithoutValue: 0,
    },
  ],
  energy: {
    kcal: 651.8,
    estimatedNeed: 2000,
    percentOfNeed: 32.6,
    note: 'About 2,000 kcal a day is the DGA estimate for this age and sex when moderately active; needs vary from person to person.',
    source: {
      title: 'Dietary Guidelines for Americans, 2020–2025 (USDA and HHS, 2020)',
      url: 'https://www.dietaryguidelines.gov/resources/2020-2025-dietary-guidelines-online-materials',
      year: 2020,
    },
  },
  macronutrients: {
    carbohydrate: {
      grams: 99.06,
      percentOfEnergy: 60.8,
      range: [45, 65],
      status: 'within',
    },
    fat: {
      grams: 11.07,
      percentOfEnergy: 15.3,
      range: [20, 35],
      status: 'below',
    },
    protein: {
      grams: 39.69,
      percentOfEnergy: 24.4,
      range: [10, 35],
      status: 'within',
    },
    source: {
      title:
        'Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (National Academies, 2005)',
      url: 'https://nap.nationalacademies.org/catalog/10490',
      year: 2005,
    },
  },
  dri: {
    group: {
      id: 'f31-50',
      label: 'Females 31–50 years',
    },
    comparisons: [
      {
        nutrient: 'fiber',
        name: 'Fiber, total dietary',
        unit: 'g',
        intake: 10.42,
        target: 25,
        basis: 'AI',
        percentOfTarget: 41.7,
        status: 'below-target',
        source: {
          title:
            'Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (National Academies, 2005)',
          url: 'https://nap.nationalacademies.org/catalog/10490',
          year: 2005,
        },
      },
      {
        nutrient: 'calcium',
        name: 'Calcium',
        unit: 'mg',
        intake: 140.4,
        target: 1000,
        basis: 'RDA',
        percentOfTarget: 14,
        ul: 2500,
        ulScope: 'total',
        status: 'below-target',
        source: {
          title:
            'Calcium: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the Dietary Reference Intakes for Calcium and Vitamin D (National Academies, 2011)',
          url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
          year: 2011,
        },
      },
      {
        nutrient: 'iron',
        name: 'Iron',
        unit: 'mg',
        intake: 3.21,
        target: 18,
        basis: 'RDA',
        percentOfTarget: 17.8,
        ul: 45,
        ulScope: 'total',
        status: 'below-target',
        source: {
          title:
            'Iron: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin A, Vitamin K, … Iron … and Zinc (National Academies, 2001)',
          url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
          year: 2001,
        },
      },
      {
        nutrient: 'folate',
        name: 'Folate (DFE)',
        unit: 'µg',
        intake: 67.28,
        target: 400,
        basis: 'RDA',
        percentOfTarget: 16.8,
        ul: 1000,
        ulScope: 'folic-acid',
        intakeAgainstUl: 0,
        status: 'below-target',
        note: 'The UL applies to folic acid (fortified foods and supplements), compared here with the folic acid in these foods',
        source: {
          title:
            'Folate: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Thiamin, Riboflavin, Niacin, … and Choline (National Academies, 1998)',
          url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
          year: 1998,
        },
      },
      {
        nutrient: 'vitaminD',
        name: 'Vitamin D',
        unit: 'µg',
        intake: 13.1,
        target: 15,
        basis: 'RDA',
        percentOfTarget: 87.3,
        ul: 100,
        ulScope: 'total',
        status: 'below-target',
        source: {
          title:
            'Vitamin D: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the Dietary Reference Intakes for Calcium and Vitamin D (National Academies, 2011)',
          url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
          year: 2011,
        },
      },
    ],
  },
  limits: [
    {
      id: 'added-sugars',
      limit: 'less than 10 % of energy',
      value: 11,
      unit: '% of energy',
      status: 'cannot-tell',
      message:
        'Total sugars are 11 % of energy. USDA SR26 does not separate added sugars from the sugars naturally in fruit and milk, so whether added sugars are below 10 % cannot be told from these foods; check food labels for "added sugars".',
      source: {
        title: 'Dietary Guidelines for Americans, 2020–2025 (USDA and HHS, 2020)',
        url: 'https://www.dietaryguidelines.gov/resources/2020-2025-dietary-guidelines-online-materials',
        year: 2020,
      },
    },
    {
      id: 'saturated-fat',
      limit: 'less than 10 % of energy',
      value: 3.2,
      unit: '% of energy',
      status: 'within',
      message: 'Saturated fat is 3.2 % of energy (limit: less than 10 %).',
      source: {
        title: 'Dietary Guidelines for Americans, 2020–2025 (USDA and HHS, 2020)',
        url: 'https://www.dietaryguidelines.gov/resources/2020-2025-dietary-guidelines-online-materials',
        year: 2020,
      },
    },
    {
      id: 'sodium',
      limit: 'less than 2,300 mg a day',
      value: 436.1,
      unit: 'mg',
      status: 'within',
      message: 'Sodium is 436.1 mg (limit: less than 2,300 mg a day).',
      source: {
        title: 'Dietary Guidelines for Americans, 2020–2025 (USDA and HHS, 2020)',
        url: 'https://www.dietaryguidelines.gov/resources/2020-2025-dietary-guidelines-online-materials',
        year: 2020,
      },
    },
  ],
  recommendations: [
    {
      nutrient: 'vitaminK',
      kind: 'increase',
      text: 'Vitamin K: 6.85 µg of the 90 µg Adequate Intake (7.6 %). Foods that supply it: green leafy vegetables and broccoli; anyone taking warfarin should keep vitamin K intake steady and talk to their clinician before changing it.',
      gap: 0.924,
      priority: 'medium',
      source: {
        title:
          'Vitamin K: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin A, Vitamin K, … and Zinc (National Academies, 2001)',
        url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
        year: 2001,
      },
    },
    {
      nutrient: 'vitaminA',
      kind: 'increase',
      text: 'Vitamin A (RAE): 72.54 µg of the 700 µg RDA (10.4 %). Foods that supply it: carrots, sweet potatoes, spinach and other orange or dark green vegetables, cantaloupe, eggs and dairy.',
      gap: 0.896,
      priority: 'medium',
      source: {
        title:
          'Vitamin A: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin A, Vitamin K, … and Zinc (National Academies, 2001)',
        url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
        year: 2001,
      },
    },
    {
      nutrient: 'vitaminC',
      kind: 'increase',
      text: 'Vitamin C: 10.27 mg of the 75 mg RDA (13.7 %). Foods that supply it: citrus fruit, peppers, strawberries, kiwifruit, broccoli, tomatoes and potatoes.',
      gap: 0.863,
      priority: 'medium',
      source: {
        title:
          'Vitamin C: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin C, Vitamin E, Selenium, and Carotenoids (National Academies, 2000)',
        url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
        year: 2000,
      },
    },
    {
      nutrient: 'calcium',
      kind: 'increase',
      text: 'Calcium: 140.4 mg of the 1,000 mg RDA (14 %). Foods that supply it: milk, yogurt, cheese, calcium-fortified plant drinks, tofu made with calcium, and kale.',
      gap: 0.86,
      priority: 'medium',
      source: {
        title:
          'Calcium: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the Dietary Reference Intakes for Calcium and Vitamin D (National Academies, 2011)',
        url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
        year: 2011,
      },
    },
  ],
  notes: [
    '1 line was not counted (see items): the totals leave it out.',
    '2 lines could mean several foods: the closest is counted and the others are listed; send a food id with grams to choose.',
  ],
  sources: [
    {
      title:
        'USDA National Nutrient Database for Standard Reference, Release 26 (USDA Agricultural Research Service, 2013)',
      url: 'https://www.ars.usda.gov/northeast-area/beltsville-md-bhnrc/beltsville-human-nutrition-research-center/methods-and-application-of-food-composition-laboratory/mafcl-site-pages/sr11-sr28/',
      year: 2013,
    },
    {
      title: 'Dietary Guidelines for Americans, 2020–2025 (USDA and HHS, 2020)',
      url: 'https://www.dietaryguidelines.gov/resources/2020-2025-dietary-guidelines-online-materials',
      year: 2020,
    },
    {
      title:
        'Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (National Academies, 2005)',
      url: 'https://nap.nationalacademies.org/catalog/10490',
      year: 2005,
    },
    {
      title:
        'Calcium: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the Dietary Reference Intakes for Calcium and Vitamin D (National Academies, 2011)',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
      year: 2011,
    },
    {
      title:
        'Iron: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin A, Vitamin K, … Iron … and Zinc (National Academies, 2001)',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
      year: 2001,
    },
    {
      title:
        'Magnesium: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Calcium, Phosphorus, Magnesium, Vitamin D, and Fluoride (National Academies, 1997)',
      url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
      year: 1997,
    },
    {
      title:
        'Phosphorus: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Calcium, Phosphorus, Magnesium, Vitamin D, and Fluoride (National Academies, 1997)',
      url: 'https://ods.od.nih.gov/factsheets/Phosphorus-HealthProfessional/',
      year: 1997,
    },
    {
      title: 'Dietary Reference Intakes for Sodium and Potassium (National Academies, 2019)',
      url: 'https://ods.od.nih.gov/factsheets/Potassium-HealthProfessional/',
      year: 2019,
    },
    {
      title: 'Dietary Reference Intakes for Sodium and Potassium (National Academies, 2019)',
      url: 'https://nap.nationalacademies.org/catalog/25353',
      year: 2019,
    },
    {
      title:
        'Zinc: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin A, Vitamin K, … Iron … and Zinc (National Academies, 2001)',
      url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
      year: 2001,
    },
    {
      title:
        'Copper: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin A, Vitamin K, … Copper … and Zinc (National Academies, 2001)',
      url: 'https://ods.od.nih.gov/factsheets/Copper-HealthProfessional/',
      year: 2001,
    },
    {
      title:
        'Manganese: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin A, Vitamin K, … Manganese … and Zinc (National Academies, 2001)',
      url: 'https://ods.od.nih.gov/factsheets/Manganese-HealthProfessional/',
      year: 2001,
    },
    {
      title:
        'Selenium: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin C, Vitamin E, Selenium, and Carotenoids (National Academies, 2000)',
      url: 'https://ods.od.nih.gov/factsheets/Selenium-HealthProfessional/',
      year: 2000,
    },
    {
      title:
        'Vitamin C: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin C, Vitamin E, Selenium, and Carotenoids (National Academies, 2000)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
      year: 2000,
    },
    {
      title:
        'Thiamin: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Thiamin, Riboflavin, Niacin, … and Choline (National Academies, 1998)',
      url: 'https://ods.od.nih.gov/factsheets/Thiamin-HealthProfessional/',
      year: 1998,
    },
    {
      title:
        'Riboflavin: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Thiamin, Riboflavin, Niacin, … and Choline (National Academies, 1998)',
      url: 'https://ods.od.nih.gov/factsheets/Riboflavin-HealthProfessional/',
      year: 1998,
    },
    {
      title:
        'Niacin: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Thiamin, Riboflavin, Niacin, … and Choline (National Academies, 1998)',
      url: 'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/',
      year: 1998,
    },
    {
      title:
        'Pantothenic acid: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Thiamin, Riboflavin, Niacin, … and Choline (National Academies, 1998)',
      url: 'https://ods.od.nih.gov/factsheets/PantothenicAcid-HealthProfessional/',
      year: 1998,
    },
    {
      title:
        'Vitamin B6: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Thiamin, Riboflavin, Niacin, … and Choline (National Academies, 1998)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB6-HealthProfessional/',
      year: 1998,
    },
    {
      title:
        'Folate: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Thiamin, Riboflavin, Niacin, … and Choline (National Academies, 1998)',
      url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
      year: 1998,
    },
    {
      title:
        'Choline: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Thiamin, Riboflavin, Niacin, … and Choline (National Academies, 1998)',
      url: 'https://ods.od.nih.gov/factsheets/Choline-HealthProfessional/',
      year: 1998,
    },
    {
      title:
        'Vitamin B12: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Thiamin, Riboflavin, Niacin, … and Choline (National Academies, 1998)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
      year: 1998,
    },
    {
      title:
        'Vitamin A: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin A, Vitamin K, … and Zinc (National Academies, 2001)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
      year: 2001,
    },
    {
      title:
        'Vitamin E: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin C, Vitamin E, Selenium, and Carotenoids (National Academies, 2000)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
      year: 2000,
    },
    {
      title:
        'Vitamin D: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the Dietary Reference Intakes for Calcium and Vitamin D (National Academies, 2011)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
      year: 2011,
    },
    {
      title:
        'Vitamin K: fact sheet for health professionals (NIH Office of Dietary Supplements), DRIs from the DRIs for Vitamin A, Vitamin K, … and Zinc (National Academies, 2001)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
      year: 2001,
    },
  ],
  database: {
    name: 'USDA National Nutrient Database for Standard Reference, Release 26 (USDA Agricultural Research Service, 2013)',
    release: 'SR26',
    foods: 8463,
    url: 'https://www.ars.usda.gov/northeast-area/beltsville-md-bhnrc/beltsville-human-nutrition-research-center/methods-and-application-of-food-composition-laboratory/mafcl-site-pages/sr11-sr28/',
  },
  disclaimer:
    'Informational only, not a diagnosis or a diet prescription. Food composition is USDA’s average for each food, portions are estimates, and reference intakes describe healthy people; a dietitian or clinician can advise for your health and medicines.',
  timestamp: '2026-11-22T10:00:00.000Z',
};

export const analyzeNutrition = defineOperation({
  operationId: 'analyzeNutrition',
  method: 'POST',
  path: '/api/v1/nutrition/analyze',
  tag: 'Nutrition',
  summary: 'Analyze a day’s or a meal’s food log',
  description: `Each line (free text such as "1 cup cooked brown rice", or a USDA NDB number with grams) is matched against the USDA National Nutrient Database for Standard Reference (SR26, 8,463 foods, built in) and converted to grams with USDA household measures; every line says what it matched, the grams assumed and, when ambiguous, the close alternatives; a line matching no food is reported as unknown and not counted, never guessed. Totals of all 46 SR nutrients are compared with the person’s Dietary Reference Intakes (RDA or AI and the Tolerable Upper Intake Level, NASEM, by age, sex, pregnancy and lactation) and the Dietary Guidelines for Americans 2020–2025 limits (saturated fat and added sugars under 10 % of energy, sodium under 2,300 mg); SR26 has no added-sugars field, so total sugars are reported and added sugars are judged only when total sugars alone are under the limit. Recommendations: above an upper limit first, then the largest gaps. Red flags in the notes or lines lead the answer with urgent-care advice. At most ${MAX_LOG_LINES} lines. Informational, not a diagnosis or a diet prescription.`,
  public: false,
  status: 200,
  body: AnalyzeBody,
  response: NutritionReport,
  errors: [],
  examples: { request: exampleRequest, response: exampleResponse },
});

export const operations = [analyzeNutrition];
