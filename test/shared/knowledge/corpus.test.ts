import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { curatedEntries } from '../../../shared/knowledge/corpus/index.ts';
import { KnowledgeEntrySchema } from '../../../shared/knowledge/entry.ts';

const entries = curatedEntries();

/** Public health agencies and guideline bodies whose pages the curated entries cite. */
const CITABLE_HOSTS = [
  'www.niddk.nih.gov',
  'www.nhlbi.nih.gov',
  'www.nimh.nih.gov',
  'www.ninds.nih.gov',
  'www.niams.nih.gov',
  'www.nei.nih.gov',
  'www.nia.nih.gov',
  'www.niaaa.nih.gov',
  'nida.nih.gov',
  'www.nccih.nih.gov',
  'ods.od.nih.gov',
  'medlineplus.gov',
  'www.cancer.gov',
  'www.cdc.gov',
  'www.fda.gov',
  'www.uspreventiveservicestaskforce.org',
  'www.dietaryguidelines.gov',
  'www.heart.org',
];

describe('curated knowledge base', () => {
  it('has at least 250 entries with unique ids, each valid against the entry schema', () => {
    expect(entries.length).toBeGreaterThanOrEqual(250);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) {
      const parsed = v.safeParse(KnowledgeEntrySchema, entry);
      expect(parsed.success, `${entry.id}: ${parsed.issues?.map((issue) => issue.message).join('; ')}`).toBe(
        true,
      );
    }
  });

  it('cites a public health source for every entry, by https URL, at the end of its body', () => {
    for (const entry of entries) {
      const url = new URL(entry.url);
      expect(CITABLE_HOSTS, `${entry.id}: ${url.host}`).toContain(url.host);
      expect(entry.body.endsWith(`${entry.source}, ${entry.url}`), entry.id).toBe(true);
      expect(entry.reliability, entry.id).toBe('A');
    }
  });

  it('writes several paragraphs per entry and a short snippet', () => {
    for (const entry of entries) {
      expect(entry.body.split('\n\n').length, entry.id).toBeGreaterThanOrEqual(3);
      expect(entry.snippet.length, entry.id).toBeLessThanOrEqual(600);
    }
  });

  it.each([
    ['diabetes', 15],
    ['blood pressure', 8],
    ['cholesterol', 6],
    ['heart', 20],
    ['lungs', 8],
    ['kidney', 10],
    ['thyroid', 5],
    ['mental health', 10],
    ['urgent', 25],
    ['lab tests', 40],
    ['medications', 35],
    ['nutrition', 15],
    ['physical activity', 7],
    ['sleep', 7],
    ['vaccines', 12],
    ['supplements', 10],
    ['screening', 10],
  ])('covers %s with at least %i entries', (topic, minimum) => {
    expect(entries.filter((entry) => entry.topics.includes(topic)).length).toBeGreaterThanOrEqual(minimum);
  });

  it('names the guideline and year next to diagnostic thresholds', () => {
    const thresholds = entries.filter((entry) =>
      /\b(stage 1|prediabetes is|hypertensive crisis in)\b/i.test(entry.body),
    );
    expect(thresholds.length).toBeGreaterThan(0);
    for (const entry of thresholds)
      expect(entry.body, entry.id).toMatch(/(ACC\/AHA|American Diabetes Association|ADA)[^.]*\b(20\d\d)?/);
  });

  it('tells the reader to call for emergency help in every urgent entry', () => {
    for (const entry of entries.filter((e) => e.id.startsWith('urgent-'))) {
      expect(entry.body, entry.id).toMatch(/911|988|emergency|Poison Help|urgent care/i);
    }
  });
});
