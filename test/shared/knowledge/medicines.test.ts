import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMBINATIONS } from '../../../shared/clinical/drugs/catalog.ts';
import { curatedAndMedicines } from '../../../shared/knowledge/builder.ts';
import {
  catalogEntryOf,
  combinationBrandsOf,
  isCombination,
  MEDICINE_SECTIONS,
  MEDICINE_SOURCE,
  MedicineFileError,
  medicineEntries,
  readMedicines,
  unknownIngredients,
} from '../../../shared/knowledge/corpus/medicines.ts';
import { KnowledgeEntrySchema } from '../../../shared/knowledge/entry.ts';
import { PROJECT_ROOT } from '../../../tools/local/api.ts';

const medicines = readMedicines();

const sample = {
  slug: 'examplin',
  name: 'Examplin',
  ingredients: ['metformin'],
  rank: 2,
  reviewed: '2026-11-23',
  label: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=metformin',
  sections: Object.fromEntries(
    MEDICINE_SECTIONS.map((section) => [
      section,
      `The ${section} section of an invented medicine, long enough.`,
    ]),
  ),
};

describe('medicine files', () => {
  it('are each valid, and name only ingredients the interaction checker knows', () => {
    // readMedicines throws, naming every bad file, when one is invalid.
    expect(medicines.length).toBeGreaterThan(0);
    for (const medicine of medicines) expect(unknownIngredients(medicine), medicine.slug).toEqual([]);
    expect(new Set(medicines.map((medicine) => medicine.slug)).size).toBe(medicines.length);
  });

  it('name a combination the checker knows by a brand, when they have several ingredients', () => {
    for (const medicine of medicines.filter((m) => isCombination(m.ingredients)))
      expect(combinationBrandsOf(medicine.ingredients), medicine.slug).not.toEqual([]);
  });

  it('become one entry per section, cited to the FDA label, with the catalog names as synonyms', () => {
    // Act
    const entries = medicineEntries(medicines);

    // Assess
    expect(entries).toHaveLength(medicines.length * MEDICINE_SECTIONS.length);
    for (const entry of entries) {
      expect(v.safeParse(KnowledgeEntrySchema, entry).success, entry.id).toBe(true);
      expect(entry.id).toMatch(
        /^med-[a-z0-9-]+-(uses|taking|side-effects|avoid|pregnancy|alcohol-food|interactions)$/,
      );
      expect(entry.source).toBe(MEDICINE_SOURCE);
      expect(entry.url).toMatch(/^https:\/\/dailymed\.nlm\.nih\.gov\//);
    }
    const metformin = medicineEntries([v.parse(v.any(), sample)]);
    expect(metformin.map((entry) => [entry.id, entry.title, entry.questionType])).toEqual([
      ['med-examplin-uses', 'Examplin: what it is used for', 'information'],
      ['med-examplin-taking', 'Examplin: how to take it', 'dosage'],
      ['med-examplin-side-effects', 'Examplin: side effects', 'side effects'],
      ['med-examplin-avoid', 'Examplin: who should not take it and cautions', 'contraindications'],
      ['med-examplin-pregnancy', 'Examplin: pregnancy and breastfeeding', 'pregnancy'],
      ['med-examplin-alcohol-food', 'Examplin: alcohol, food and drink', 'alcohol and food'],
      ['med-examplin-interactions', 'Examplin: interactions with other medicines', 'interaction'],
    ]);
    expect(metformin[0]).toMatchObject({
      focus: 'Examplin',
      lastReviewed: '2026-11-23',
      reliability: 'A',
      synonyms: ['glucophage', 'glumetza', 'fortamet'],
    });
  });

  it('are refused with the file and field named when invalid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'medicines-'));
    try {
      writeFileSync(join(dir, 'examplin.json'), JSON.stringify({ ...sample, reviewed: 'last week' }));
      writeFileSync(join(dir, 'other.json'), JSON.stringify(sample));
      expect(() => readMedicines(dir)).toThrow(MedicineFileError);
      expect(() => readMedicines(dir)).toThrow(/examplin\.json: reviewed: /);
      expect(() => readMedicines(dir)).toThrow(/other\.json: slug examplin does not match the file name/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replace the curated entry on the same medicine, so a question has one answer from us', () => {
    const ids = new Set(curatedAndMedicines().map((entry) => entry.id));
    for (const medicine of medicines) expect(ids.has(`med-${medicine.slug}`), medicine.slug).toBe(false);
  });

  it('leave every shipped entry with the date it was last reviewed', () => {
    for (const entry of curatedAndMedicines())
      expect(entry.lastReviewed, entry.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

const TOP_300 = join(
  resolve(PROJECT_ROOT, process.env.SHARED_DATA_DIR ?? '../shared/data'),
  'drugs/clincalc_top300_2023.tsv',
);

/** Ingredients sold in the US under their generic name only (no brand to list). */
const GENERIC_ONLY = new Set(['melatonin', 'cholecalciferol']);

describe.runIf(existsSync(TOP_300))(
  'the drug catalog and the 200 most prescribed medicines (ClinCalc 2023)',
  () => {
    const rows = readFileSync(TOP_300, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .filter(([rank]) => Number(rank) <= 200)
      .map(([rank, drug]) => ({
        rank: Number(rank),
        parts: (drug ?? '').split(';').map((part) => part.trim().toLowerCase()),
      }));

    it('knows every ingredient, with its US brands', () => {
      expect(rows).toHaveLength(200);
      for (const { rank, parts } of rows)
        for (const part of parts) {
          const entry = catalogEntryOf(part);
          expect(entry, `${rank} ${part}`).toBeDefined();
          // An ingredient sold only in combinations is branded by its combinations (next test).
          if (parts.length === 1 && !GENERIC_ONLY.has(part))
            expect(entry?.brands?.length ?? 0, `${rank} ${part} has no brand`).toBeGreaterThan(0);
        }
    });

    it('knows every combination as a branded combination', () => {
      for (const { rank, parts } of rows) {
        if (!isCombination(parts)) continue;
        const ingredients = new Set(parts.map((part) => catalogEntryOf(part)?.name ?? part));
        const brands = combinationBrandsOf(parts);
        expect(brands, `${rank} ${parts.join('; ')}`).not.toEqual([]);
        for (const brand of brands) expect(COMBINATIONS[brand]).toHaveLength(ingredients.size);
      }
    });
  },
);
