import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { COMBINATIONS, DRUGS, type DrugEntry } from '../../clinical/drugs/catalog.ts';
import { leadingSentences } from '../../text/sentences.ts';
import type { QuestionType } from '../analysis/question-type.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { SNIPPET_LENGTH, SOURCES } from './define.ts';

/**
 * The medicines people take, one JSON file each (`corpus/medicines/<slug>.json`): our plain-language
 * summary of the FDA label, section by section. Read when the index is built (the CLI, synth, the
 * first local start), never by a function at run time: the bundles carry the built index, not this
 * text. Each section becomes one entry, so "side effects of X" finds the side-effects section.
 */
export const MEDICINES_DIR = fileURLToPath(new URL('./medicines/', import.meta.url));

export const MEDICINE_SECTIONS = [
  'uses',
  'taking',
  'side-effects',
  'avoid',
  'pregnancy',
  'alcohol-food',
  'interactions',
] as const;
type MedicineSection = (typeof MEDICINE_SECTIONS)[number];

/** What each section answers, as a question type, and how its title reads after the medicine's name. */
const SECTION_META: Readonly<Record<MedicineSection, { type: QuestionType; title: string }>> = {
  uses: { type: 'information', title: 'what it is used for' },
  taking: { type: 'dosage', title: 'how to take it' },
  'side-effects': { type: 'side effects', title: 'side effects' },
  avoid: { type: 'contraindications', title: 'who should not take it and cautions' },
  pregnancy: { type: 'pregnancy', title: 'pregnancy and breastfeeding' },
  'alcohol-food': { type: 'alcohol and food', title: 'alcohol, food and drink' },
  interactions: { type: 'interaction', title: 'interactions with other medicines' },
};

const sectionText = v.pipe(v.string(), v.trim(), v.minLength(40), v.maxLength(4000));

const MedicineSchema = v.strictObject({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by -')),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  ingredients: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9 ,.'()-]*$/, 'an ingredient in lower case'))),
    v.minLength(1),
  ),
  rank: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  reviewed: v.pipe(v.string(), v.isoDate()),
  label: v.pipe(
    v.string(),
    v.url(),
    v.startsWith('https://dailymed.nlm.nih.gov/', 'the FDA label on DailyMed'),
  ),
  sections: v.strictObject(
    Object.fromEntries(MEDICINE_SECTIONS.map((section) => [section, sectionText])) as Record<
      MedicineSection,
      typeof sectionText
    >,
  ),
});
export type Medicine = v.InferOutput<typeof MedicineSchema>;

export class MedicineFileError extends Error {
  override name = 'MedicineFileError';
}

/** Every medicine file, validated; a bad file is named with each of its problems. */
export const readMedicines = (dir: string = MEDICINES_DIR): Medicine[] => {
  if (!existsSync(dir)) return [];
  const problems: string[] = [];
  const medicines: Medicine[] = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      problems.push(`${name}: not valid JSON`);
      continue;
    }
    const parsed = v.safeParse(MedicineSchema, value);
    if (!parsed.success) {
      problems.push(
        `${name}: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`).join('; ')}`,
      );
      continue;
    }
    if (`${parsed.output.slug}.json` !== name) {
      problems.push(`${name}: slug ${parsed.output.slug} does not match the file name`);
      continue;
    }
    medicines.push(parsed.output);
  }
  if (problems.length > 0) throw new MedicineFileError(`Invalid medicine file(s):\n${problems.join('\n')}`);
  return medicines;
};

const catalogByName = new Map<string, DrugEntry>();
for (const entry of DRUGS) catalogByName.set(entry.name, entry);
for (const entry of DRUGS)
  for (const alias of entry.aliases ?? [])
    if (!catalogByName.has(alias.toLowerCase())) catalogByName.set(alias.toLowerCase(), entry);

/** The interaction checker's catalog entry of an ingredient, by its name or another name of it. */
export const catalogEntryOf = (ingredient: string): DrugEntry | undefined =>
  catalogByName.get(ingredient.toLowerCase());

/**
 * Whether a catalog ingredient is the one named: by its name, another name, or a salt or form of
 * it ("fluticasone" names the furoate in Trelegy as well as the propionate in Advair).
 */
const names = (named: string, ingredient: string): boolean => {
  const lower = named.toLowerCase();
  return catalogEntryOf(lower)?.name === ingredient || ingredient.startsWith(`${lower} `);
};

/** The catalog's combination brands whose ingredients are exactly these. */
export const combinationBrandsOf = (ingredients: readonly string[]): string[] => {
  // Two salts of one ingredient ("amphetamine", "amphetamine aspartate") count once.
  const distinct = [
    ...new Map(ingredients.map((named) => [catalogEntryOf(named)?.name ?? named, named])).values(),
  ];
  if (distinct.length < 2) return [];
  return Object.entries(COMBINATIONS)
    .filter(
      ([, parts]) =>
        parts.length === distinct.length &&
        parts.every((part) => distinct.some((named) => names(named, part))),
    )
    .map(([brand]) => brand);
};

/** Whether a medicine has more than one distinct ingredient. */
export const isCombination = (ingredients: readonly string[]): boolean =>
  new Set(ingredients.map((named) => catalogEntryOf(named)?.name ?? named)).size > 1;

/** Ingredients of a medicine that the interaction checker's catalog does not know. */
export const unknownIngredients = (medicine: Medicine): string[] =>
  medicine.ingredients.filter((name) => !catalogEntryOf(name));

/**
 * The other names people use for a medicine, all from the interaction checker's catalog, so that
 * the checker and the knowledge base share one list: each ingredient's brands and other names
 * (for an ingredient named by one of its other names, e.g. "insulin aspart", only that name); for
 * a combination, its ingredients and the brands of exactly that combination.
 */
const medicineSynonyms = (medicine: Medicine): string[] => {
  const found: string[] = [];
  if (isCombination(medicine.ingredients)) {
    // A combination goes by its own brands; its ingredients' single brands are other medicines.
    found.push(...medicine.ingredients, ...combinationBrandsOf(medicine.ingredients));
  } else {
    const [ingredient = ''] = medicine.ingredients;
    const entry = catalogEntryOf(ingredient);
    if (entry?.name === ingredient.toLowerCase())
      found.push(...(entry.brands ?? []), ...(entry.aliases ?? []));
    else found.push(ingredient);
  }
  const own = medicine.name.toLowerCase();
  return [...new Set(found.map((name) => name.toLowerCase()))].filter((name) => name !== own);
};

export const MEDICINE_SOURCE = `${SOURCES.FDA} label, via DailyMed (NLM)`;

/** One entry per section: `med-<slug>-<section>`, cited to the label on DailyMed. */
export const medicineEntries = (medicines: readonly Medicine[]): KnowledgeEntry[] =>
  medicines.flatMap((medicine) => {
    const synonyms = medicineSynonyms(medicine);
    return MEDICINE_SECTIONS.map((section): KnowledgeEntry => {
      const text = medicine.sections[section];
      return {
        id: `med-${medicine.slug}-${section}`,
        title: `${medicine.name}: ${SECTION_META[section].title}`,
        body: `${text}\n\nSource: ${MEDICINE_SOURCE}, ${medicine.label}`,
        snippet: leadingSentences(text, SNIPPET_LENGTH),
        source: MEDICINE_SOURCE,
        url: medicine.label,
        lastReviewed: medicine.reviewed,
        topics: ['medicines'],
        reliability: 'A',
        questionType: SECTION_META[section].type,
        focus: medicine.name,
        synonyms,
      };
    });
  });
