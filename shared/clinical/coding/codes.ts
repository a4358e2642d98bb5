/**
 * The ICD-10-CM code table at run time: lookup, hierarchy, billable status, 7th characters and the
 * instructional notes that apply to a code (a note on a category applies to every code below it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { config } from '../../config.ts';
import { ICD10CM_FILE } from '../../data-files.ts';
import { type CodeNotes, dotted, type Icd10Dataset } from './importer.ts';

export interface SeventhCharacter {
  character: string;
  meaning: string;
}

export interface ResolvedCode {
  /** Dotted, upper case, with its 7th character and placeholders when it has them. */
  code: string;
  description: string;
  billable: boolean;
  /** The code as listed in the code set (without a 7th character). */
  base: string;
  /** Present when the code needs a 7th character: the one given (if any) and the allowed ones. */
  seventh?: { given?: SeventhCharacter; options: SeventhCharacter[] };
}

export class CodeTable {
  readonly descriptions = new Map<string, string>();
  readonly children = new Map<string, string[]>();
  readonly notes: Record<string, CodeNotes>;
  readonly sources: Record<string, string>;
  private readonly billableSet?: Set<string>;

  constructor(readonly dataset: Icd10Dataset) {
    this.notes = dataset.notes;
    this.sources = dataset.sources;
    for (const [code, description] of dataset.codes) this.descriptions.set(code, description);
    for (const [code] of dataset.codes) {
      const parent = this.parent(code);
      if (!parent) continue;
      const list = this.children.get(parent) ?? [];
      list.push(code);
      this.children.set(parent, list);
    }
    if (dataset.billable) this.billableSet = new Set(dataset.billable);
  }

  has(code: string): boolean {
    return this.descriptions.has(code);
  }

  /** The nearest listed code above (placeholders skipped: "T51.3X1" → "T51.3"). */
  parent(code: string): string | undefined {
    for (let end = code.length - 1; end >= 3; end -= 1) {
      const prefix = code.slice(0, end).replace(/\.$/, '');
      if (prefix !== code && this.descriptions.has(prefix)) return prefix;
    }
    return undefined;
  }

  /** The code and every listed code above it, the code first. */
  lineage(code: string): string[] {
    const out: string[] = [];
    for (let current: string | undefined = code; current; current = this.parent(current)) out.push(current);
    return out;
  }

  /** The 7th-character definitions in force for a code (from it or the nearest code above that has them). */
  seventhOptions(code: string): SeventhCharacter[] | undefined {
    for (const entry of this.lineage(code)) {
      const seventh = this.notes[entry]?.seventh;
      if (seventh?.length) return seventh.map(([character, meaning]) => ({ character, meaning }));
    }
    return undefined;
  }

  isLeaf(code: string): boolean {
    return !this.children.has(code);
  }

  /** Billable as listed: a leaf that needs no 7th character (or the release's billable flag). */
  isBillableBase(code: string): boolean {
    if (this.billableSet) return this.billableSet.has(code);
    return this.has(code) && this.isLeaf(code) && !this.seventhOptions(code);
  }

  /**
   * Reads any spelling of a code ("e119", "S72.001A", "T51.3X1A", "S01.00XA") against the table.
   * Returns undefined when it is not a code of the set, or not a valid 7th-character extension.
   */
  resolve(input: string): ResolvedCode | undefined {
    const code = dotted(input);
    const description = this.descriptions.get(code);
    if (description !== undefined) {
      const options = this.isLeaf(code) ? this.seventhOptions(code) : undefined;
      return {
        code,
        description,
        billable: this.isBillableBase(code),
        base: code,
        ...(options ? { seventh: { options } } : {}),
      };
    }
    // A 7th-character code: 7 characters after removing the dot, the last one an extension.
    const plain = code.replace('.', '');
    if (plain.length !== 7) return undefined;
    const character = plain.slice(6);
    const base = dotted(plain.slice(0, 6).replace(/X+$/, ''));
    const baseDescription = this.descriptions.get(base);
    if (baseDescription === undefined || !this.isLeaf(base)) return undefined;
    // Placeholders fill exactly up to the 6th character.
    if (dotted(base.replace('.', '').padEnd(6, 'X') + character) !== code) return undefined;
    const options = this.seventhOptions(base);
    const given = options?.find((option) => option.character === character);
    if (!options || !given) return undefined;
    return {
      code,
      description: `${baseDescription}, ${given.meaning}`,
      billable: true,
      base,
      seventh: { given, options },
    };
  }

  /** The full code for a base code and a 7th character, placeholders added ("S01.00" + A → "S01.00XA"). */
  withSeventh(base: string, character: string): string {
    return dotted(base.replace('.', '').padEnd(6, 'X') + character);
  }

  /** Notes of one kind on the code and everything above it, with the code each one sits on. */
  notesOf(
    code: string,
    kind: 'excludes1' | 'codeFirst' | 'useAdditionalCode' | 'codeAlso',
  ): Array<{ on: string; text: string }> {
    return this.lineage(code).flatMap((entry) =>
      (this.notes[entry]?.[kind] ?? []).map((text) => ({ on: entry, text })),
    );
  }
}

/** Where the shipped table is: ICD10CM_FILE in the Lambda bundle, else next to this module's data folder. */
export const datasetPath = (): string =>
  config.icd10cmFile() ?? fileURLToPath(new URL(`./data/${ICD10CM_FILE}`, import.meta.url));

/** The code set file's bytes (gzip of its JSON). */
export const readDatasetFile = (path: string = datasetPath()): Buffer => {
  if (!existsSync(path)) throw new Error(`ICD-10-CM data not found at ${path}`);
  return readFileSync(path);
};

export const loadDataset = (path: string = datasetPath()): Icd10Dataset =>
  parseDataset(readDatasetFile(path), path);

export const parseDataset = (bytes: Buffer, path: string): Icd10Dataset => {
  const parsed: unknown = JSON.parse(gunzipSync(bytes).toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== 1) {
    throw new Error(`${path} is not an ICD-10-CM dataset of format 1`);
  }
  return parsed as Icd10Dataset;
};
