import type * as v from 'valibot';
import { ValidationError } from '../../shared/errors.ts';
import {
  type AnalyzeRequest,
  analyzeNutrition,
  type LogItem,
  SR_SOURCE,
} from '../../shared/nutrition/analyze.ts';
import { foodIndex } from '../../shared/nutrition/foods.ts';
import { type AnalyzeBody, MAX_LINE_GRAMS } from './contract.ts';

const KG_PER_LB = 0.45359237;

/** The request as the domain reads it: one list of lines, weight in kg. */
const toRequest = (body: v.InferOutput<typeof AnalyzeBody>): AnalyzeRequest => {
  const items: LogItem[] = [
    ...(body.foods ?? []).map((food): LogItem => (typeof food === 'string' ? { text: food } : food)),
    ...(body.text ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((text): LogItem => ({ text })),
  ];
  const profile = body.profile;
  const weightKg =
    profile?.weight === undefined
      ? undefined
      : Math.round(
          (profile.weight.unit === 'kg' ? profile.weight.value : profile.weight.value * KG_PER_LB) * 10,
        ) / 10;
  return {
    items,
    period: body.period,
    ...(profile
      ? {
          profile: {
            ...(profile.age !== undefined ? { age: profile.age } : {}),
            ...(profile.sex ? { sex: profile.sex } : {}),
            ...(profile.lifeStage ? { lifeStage: profile.lifeStage } : {}),
            ...(weightKg !== undefined ? { weightKg } : {}),
            ...(profile.activity ? { activity: profile.activity } : {}),
          },
        }
      : {}),
    ...(body.notes ? { notes: body.notes } : {}),
  };
};

/** Where item `index` of the request came from: a place in foods, or a line of text. */
const pathOf = (body: v.InferOutput<typeof AnalyzeBody>, index: number): string => {
  const listed = body.foods?.length ?? 0;
  if (index < listed) return `body.foods.${index}`;
  const lines = (body.text ?? '').split('\n');
  let seen = listed - 1;
  for (const [number, line] of lines.entries()) {
    if (line.trim() !== '') seen += 1;
    if (seen === index) return `body.text (line ${number + 1})`;
  }
  return 'body.text';
};

export const analyzeFoodLog = (body: v.InferOutput<typeof AnalyzeBody>, now = new Date()) => {
  const index = foodIndex();
  const { disclaimer, ...analysis } = analyzeNutrition(toRequest(body), index);
  // An amount no one eats at once ("1000 cups rice") is a typing slip: refused, naming the line,
  // rather than dwarfing every total.
  const implausible = analysis.items.filter(
    (item) =>
      (item.status === 'matched' || item.status === 'ambiguous') && item.portion.grams > MAX_LINE_GRAMS,
  );
  if (implausible.length > 0)
    throw new ValidationError(
      'Some lines give an amount too large for one food',
      implausible.map((item) => ({
        path: pathOf(body, item.index),
        message: `"${item.input}" comes to ${'portion' in item ? Math.round(item.portion.grams).toLocaleString('en-US') : '?'} g; one line is at most ${MAX_LINE_GRAMS.toLocaleString('en-US')} g`,
      })),
    );
  return {
    ...analysis,
    database: {
      name: SR_SOURCE.title,
      release: index.release,
      foods: index.foods.length,
      url: SR_SOURCE.url,
    },
    disclaimer,
    timestamp: now.toISOString(),
  };
};
