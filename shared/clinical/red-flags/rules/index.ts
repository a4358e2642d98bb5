import type { Rule } from '../engine.ts';
import { BELLY_PREGNANCY_RULES } from './belly-pregnancy.ts';
import { BRAIN_INFECTION_RULES } from './brain-infection.ts';
import { HEART_LUNG_RULES } from './heart-lungs.ts';
import { MIND_POISON_EYE_RULES } from './mind-poison-eyes.ts';
import { SAME_DAY_RULES } from './same-day.ts';
import { SAME_DAY_COMMON_RULES } from './same-day-common.ts';

/** Every text rule; the order is the order of the audit table. */
export const RULES: readonly Rule[] = [
  ...MIND_POISON_EYE_RULES.slice(0, 2),
  ...HEART_LUNG_RULES,
  ...BRAIN_INFECTION_RULES,
  ...BELLY_PREGNANCY_RULES,
  ...MIND_POISON_EYE_RULES.slice(2),
  ...SAME_DAY_RULES,
  ...SAME_DAY_COMMON_RULES,
];
