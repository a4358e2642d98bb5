import { analyzeNutrition } from '../../shared/nutrition/analyze.ts';
import { buildFoodIndex, builtInFoods, foodIndex } from '../../shared/nutrition/foods.ts';
import { matchLine } from '../../shared/nutrition/match.ts';
import { supplementsAndFitnessBenchmark, wearablesBenchmark } from './personal-insights.ts';
import { ms, summarize, table, timeIt } from './stats.ts';

/** A 30-line day's log written the way people write them: units, fractions, no units, a typo. */
const THIRTY_LINES = [
  '1 cup cooked brown rice',
  '2 slices whole wheat bread',
  '100 g salmon',
  '1 medium banana',
  '2 eggs',
  '1 cup milk',
  '1 tbsp olive oil',
  '1 apple',
  '3 oz grilled chicken breast',
  '1 cup broccoli',
  '1/2 avocado',
  '1 cup oatmeal',
  '1 cup plain yogurt',
  '8 fl oz orange juice',
  '1 oz almonds',
  '2 tbsp peanut butter',
  '1 cup spinach',
  '1 medium potato, baked',
  '1 cup black beans',
  '30g cheddar cheese',
  '1 cup coffee',
  '1 slice pizza',
  '1 cup pasta, cooked',
  '4 oz ground beef',
  '1 cup strawberries',
  '1 tsp sugar',
  '1 tbsp butter',
  '½ cup brocolli',
  '1 glass red wine',
  'dragonfruit smoothie',
];

/** The nutrition part: loading the food table, matching a 30-line log, and the whole analysis. */
const nutritionBenchmark = async (): Promise<void> => {
  const load = summarize(await timeIt(10, () => buildFoodIndex(builtInFoods(), 'SR26')));
  const index = foodIndex();
  // Warm the code paths first: the target is for a running function, not its first call.
  for (let i = 0; i < 50; i += 1) for (const line of THIRTY_LINES) matchLine(line, index);
  const matching = summarize(await timeIt(1_000, () => THIRTY_LINES.map((line) => matchLine(line, index))));
  const items = THIRTY_LINES.map((text) => ({ text }));
  const profile = { age: 34, sex: 'female' as const, weightKg: 62 };
  const analysis = summarize(
    await timeIt(1_000, () => analyzeNutrition({ items, period: 'day', profile }, index)),
  );
  const outcome = analyzeNutrition({ items, period: 'day', profile }, index).summary;
  table('Nutrition (USDA SR26, built in)', [
    [
      'foods / household measures in the built-in table',
      `${index.foods.length} / ${index.foods.reduce((n, f) => n + f.weights.length, 0)}`,
    ],
    ['load: gunzip, decode and index the table, p50 / p99', `${ms(load.p50)} / ${ms(load.p99)}`],
    ['match a 30-line log, p50 / p99 (target < 20 ms)', `${ms(matching.p50)} / ${ms(matching.p99)}`],
    [
      'analyze a 30-line day (match, totals, DRIs, limits), p50 / p99',
      `${ms(analysis.p50)} / ${ms(analysis.p99)}`,
    ],
    [
      'that log: matched / ambiguous / unknown / no measure',
      `${outcome.counted - outcome.ambiguous} / ${outcome.ambiguous} / ${outcome.unknown} / ${outcome.noPortion}`,
    ],
  ]);
};

/** `npm run bench -- personal`: every part of the personal-health suite (more parts may be added). */
export const personalBenchmark = async (): Promise<void> => {
  await nutritionBenchmark();
  await supplementsAndFitnessBenchmark();
  await wearablesBenchmark();
};
