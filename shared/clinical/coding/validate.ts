/**
 * Code checks: does a code exist in the code set, is it billable (a leaf, with its 7th character
 * where the category needs one), and which pairs of codes an Excludes1 note forbids together.
 */
import type { CodeTable, SeventhCharacter } from './codes.ts';
import { dotted } from './importer.ts';

/** A code range or prefix named in a note: "E08.-", "O24.4-", "P70.2", "N18.1-N18.6". */
export interface CodeRef {
  from: string;
  to: string;
}

// A trailing "-" or ".-" means "and below"; a "-" followed by a code is a range.
const REF =
  /\b([A-Z]\d[0-9A-Z](?:\.[0-9A-Z]{1,4})?)(?:\.?-(?!\s*[A-Z]\d))?(?:\s*-\s*([A-Z]\d[0-9A-Z](?:\.[0-9A-Z]{1,4})?)(?:\.?-)?)?/g;

/** The codes and ranges a note refers to. */
export const codeRefs = (note: string): CodeRef[] =>
  [...note.matchAll(REF)].map((match) => ({ from: match[1] ?? '', to: match[2] ?? match[1] ?? '' }));

/** Whether a code falls under a reference: a prefix of it, or within a range (compared at the range's length). */
export const refCovers = (ref: CodeRef, code: string): boolean => {
  if (ref.from === ref.to) return code.startsWith(ref.from);
  const low = code.slice(0, ref.from.length);
  const high = code.slice(0, ref.to.length);
  return low >= ref.from && high <= ref.to;
};

export interface Excludes1Conflict {
  codes: [string, string];
  /** The code the note sits on (the first code or a category above it) and the note itself. */
  noteOn: string;
  note: string;
  message: string;
}

/** Pairs of the given codes that an Excludes1 note says are never coded together. */
export const excludes1Conflicts = (table: CodeTable, codes: readonly string[]): Excludes1Conflict[] => {
  const out: Excludes1Conflict[] = [];
  const seen = new Set<string>();
  for (const a of codes) {
    const base = table.resolve(a)?.base ?? a;
    for (const { on, text } of table.notesOf(base, 'excludes1')) {
      const refs = codeRefs(text);
      for (const b of codes) {
        if (b === a) continue;
        const key = [a, b].sort().join('|');
        if (seen.has(key)) continue;
        if (refs.some((ref) => refCovers(ref, b))) {
          seen.add(key);
          out.push({
            codes: [a, b],
            noteOn: on,
            note: text,
            message: `Excludes1 at ${on}: "${text}". ${a} and ${b} are not coded together; keep the one the record supports.`,
          });
        }
      }
    }
  }
  return out;
};

export interface CodeCheck {
  /** As given. */
  input: string;
  /** Normalized: upper case, dotted. */
  code: string;
  exists: boolean;
  billable: boolean;
  description?: string;
  /** Why the code cannot be billed, or what it needs. */
  problems: string[];
  /** The 7th characters allowed, when the code needs one and none (or a wrong one) was given. */
  seventhCharacterOptions?: SeventhCharacter[];
  /** More specific codes to choose from, for a code that is a category or subcategory. */
  children?: Array<{ code: string; description: string }>;
}

const MAX_CHILDREN = 20;

/** Checks one code against the table. */
export const checkCode = (table: CodeTable, input: string): CodeCheck => {
  const code = dotted(input);
  const resolved = table.resolve(code);
  if (resolved) {
    const problems: string[] = [];
    const check: CodeCheck = {
      input,
      code: resolved.code,
      exists: true,
      billable: resolved.billable,
      description: resolved.description,
      problems,
    };
    if (resolved.seventh && !resolved.seventh.given) {
      problems.push(
        `${resolved.code} needs a 7th character (placeholder X where it is shorter than 6 characters), e.g. ${table.withSeventh(resolved.base, resolved.seventh.options[0]?.character ?? 'A')}`,
      );
      check.seventhCharacterOptions = resolved.seventh.options;
    } else if (!resolved.billable) {
      const children = table.children.get(resolved.code) ?? [];
      problems.push(
        `${resolved.code} is a header with ${children.length} more specific code(s): use one of them`,
      );
      check.children = children
        .slice(0, MAX_CHILDREN)
        .map((child) => ({ code: child, description: table.descriptions.get(child) ?? '' }));
    }
    return check;
  }
  // A 7th-character code whose base exists: name what is wrong with the extension.
  const plain = code.replace('.', '');
  if (plain.length === 7) {
    const base = dotted(plain.slice(0, 6).replace(/X+$/, ''));
    const options = table.has(base) ? table.seventhOptions(base) : undefined;
    if (options) {
      return {
        input,
        code,
        exists: false,
        billable: false,
        problems: [
          `${code} is not valid: ${base} takes one of the 7th characters ${options.map((o) => o.character).join(', ')}, after placeholders X up to 6 characters (${table.withSeventh(base, options[0]?.character ?? 'A')})`,
        ],
        seventhCharacterOptions: options,
      };
    }
  }
  const format = /^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/.test(code);
  return {
    input,
    code,
    exists: false,
    billable: false,
    problems: [
      format
        ? `${code} is not in the ICD-10-CM code set (${table.sources.codes})`
        : `${code} is not an ICD-10-CM code: a letter, a digit, a digit or letter, then up to 4 characters after a dot`,
    ],
  };
};

export interface ValidationResult {
  codes: CodeCheck[];
  conflicts: Excludes1Conflict[];
  /** Every code exists, is billable and no two conflict. */
  valid: boolean;
}

/** Checks codes: each exists and is billable, and no Excludes1 note forbids two of them together. */
export const validateCodeList = (table: CodeTable, inputs: readonly string[]): ValidationResult => {
  const codes = inputs.map((input) => checkCode(table, input));
  const known = [...new Set(codes.filter((c) => c.exists).map((c) => c.code))];
  const conflicts = excludes1Conflicts(table, known);
  return { codes, conflicts, valid: codes.every((c) => c.billable) && conflicts.length === 0 };
};
