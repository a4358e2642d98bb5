import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { curatedEntries } from '../../../shared/knowledge/corpus/index.ts';
import { KnowledgeEntrySchema } from '../../../shared/knowledge/entry.ts';
import { sentences } from '../../../shared/text/sentences.ts';

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

  describe('snippets are whole sentences, never cut inside a number', () => {
    const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

    it.each(entries.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
      const { snippet, body } = entry;
      // Checked against the body text itself, independently of the sentence splitter.
      expect(snippet.length).toBeGreaterThan(0);
      expect(snippet, 'ends with end punctuation, once').toMatch(/[^.][.!?]["”)]?$/);
      const at = body.indexOf(snippet);
      if (at >= 0) {
        const before = body[at - 1];
        const after = body[at + snippet.length];
        expect(at === 0 || before === ' ' || before === '\n', `starts mid-text after ${before}`).toBe(true);
        expect(
          isDigit(snippet[0]) && (before === '.' || isDigit(before)),
          'starts after a decimal point',
        ).toBe(false);
        expect(after === undefined || after === ' ' || after === '\n', `ends mid-text before ${after}`).toBe(
          true,
        );
        // And it is whole sentences of its paragraph by the shared splitter.
        const paragraph = body.split('\n\n').find((text) => text.includes(snippet)) ?? '';
        const all = sentences(paragraph);
        const first = all.findIndex((sentence) => snippet.startsWith(sentence));
        expect(first, 'starts at a sentence').toBeGreaterThanOrEqual(0);
        expect(all.slice(first).some((_, i) => all.slice(first, first + i + 1).join(' ') === snippet)).toBe(
          true,
        );
      } else {
        // Written separately from the body: it still starts like a sentence.
        expect(snippet[0], 'starts with a capital').toMatch(/[A-Z0-9]/);
        expect(isDigit(snippet[0])).toBe(false);
      }
    });

    it('keeps decimals whole: the fever and hypoglycemia thresholds', () => {
      const byId = new Map(entries.map((entry) => [entry.id, entry.snippet]));
      expect(byId.get('urgent-fever-in-infants')).toMatch(/^A temperature of 100\.4 °F \(38 °C\) or higher/);
      expect(byId.get('condition-hypoglycemia')).toMatch(
        /^Hypoglycemia is blood glucose below 70 mg\/dL \(3\.9 mmol\/L\)/,
      );
      expect(byId.get('condition-hypoglycemia')).toContain('below 54 mg/dL (3.0 mmol/L) is level 2');
      expect(byId.get('urgent-suicidal-thoughts')).toContain(
        'Outside the U.S., contact local emergency services.',
      );
      expect(byId.get('lab-sodium')).not.toMatch(/\.\.$/);
    });
  });
});
