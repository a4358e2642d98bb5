import { URGENT_LEADS } from '../clinical/urgent-care.ts';
import { isRecord } from '../records.ts';
import type { StepRecord } from './runs.ts';

/**
 * A run's combined urgent-care message: the most urgent level any step reached, so that a workflow
 * never shows a calmer answer than one of its steps gave. A step is urgent when its result has
 * `urgentCare` (health data, labs, notes…), a triage level of emergency or urgent-care with its
 * advice, or when its error leads with the urgent-care message (a refused step still carries it).
 * The levels are the red-flag engine's two leads (shared/clinical/urgent-care.ts).
 */
export type UrgentLevel = keyof typeof URGENT_LEADS;

interface StepUrgency {
  level: UrgentLevel;
  /** The message without its lead. */
  rest: string;
}

const levelOf = (message: string): StepUrgency | undefined => {
  for (const level of ['emergency', 'urgent'] as const)
    if (message.startsWith(URGENT_LEADS[level]))
      return { level, rest: message.slice(URGENT_LEADS[level].length).trim() };
  return undefined;
};

const urgencyOfStep = (step: StepRecord): StepUrgency | undefined => {
  const result = step.result;
  if (isRecord(result)) {
    if (typeof result.urgentCare === 'string')
      return levelOf(result.urgentCare) ?? { level: 'urgent', rest: result.urgentCare };
    if (
      (result.triage === 'emergency' || result.triage === 'urgent-care') &&
      typeof result.advice === 'string'
    )
      return (
        levelOf(result.advice) ?? {
          level: result.triage === 'emergency' ? 'emergency' : 'urgent',
          rest: result.advice,
        }
      );
  }
  return step.error ? levelOf(step.error.error) : undefined;
};

/**
 * The combined message of a run's steps, or undefined: the most urgent level's lead, then each
 * urgent step's own words once, emergencies first.
 */
export const runUrgentCare = (
  steps: readonly StepRecord[],
): { urgentCare: string; urgency: UrgentLevel } | undefined => {
  const found = steps.map(urgencyOfStep).filter((urgency) => urgency !== undefined);
  if (found.length === 0) return undefined;
  const urgency: UrgentLevel = found.some((step) => step.level === 'emergency') ? 'emergency' : 'urgent';
  const ordered = [
    ...found.filter((step) => step.level === 'emergency'),
    ...found.filter((step) => step.level === 'urgent'),
  ];
  const words = [...new Set(ordered.map((step) => step.rest).filter(Boolean))];
  return { urgentCare: [URGENT_LEADS[urgency], ...words].join(' '), urgency };
};
