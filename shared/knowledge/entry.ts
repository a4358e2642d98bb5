import * as v from 'valibot';
import { QUESTION_TYPES } from './analysis/question-type.ts';

/**
 * Source reliability grades and the result `trustScore` (0 to 1) each gives:
 * - A (0.95): a government health agency or the guideline body itself (CDC, NIH institutes and
 *   MedlinePlus, FDA, WHO, USPSTF, ADA, ACC/AHA), current.
 * - B (0.85): one of those sources as republished in a curated research collection, or more than
 *   five years since review (MedQuAD: NIH pages as collected in 2017).
 * - C (0.70): an established professional society or academic medical centre.
 * - D (0.50): anything else imported without review.
 */
export const RELIABILITY_GRADES = { A: 0.95, B: 0.85, C: 0.7, D: 0.5 } as const;
export type ReliabilityGrade = keyof typeof RELIABILITY_GRADES;

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD'));

export const KnowledgeEntrySchema = v.strictObject({
  id: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'Letters, digits, _ . : - (up to 128)'),
  ),
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  body: v.pipe(v.string(), v.minLength(1), v.maxLength(200_000)),
  snippet: v.pipe(v.string(), v.minLength(1), v.maxLength(600)),
  source: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://', 'Sources are cited by https URL')),
  lastReviewed: isoDate,
  topics: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(80))), v.maxLength(20)),
  reliability: v.picklist(['A', 'B', 'C', 'D']),
  questionType: v.optional(v.picklist(QUESTION_TYPES), 'information'),
  focus: v.optional(v.pipe(v.string(), v.maxLength(300))),
  synonyms: v.optional(v.array(v.pipe(v.string(), v.maxLength(300))), []),
  attribution: v.optional(v.pipe(v.string(), v.maxLength(600))),
});

export type KnowledgeEntry = v.InferOutput<typeof KnowledgeEntrySchema>;

export const trustScoreOf = (entry: Pick<KnowledgeEntry, 'reliability'>): number =>
  RELIABILITY_GRADES[entry.reliability];
