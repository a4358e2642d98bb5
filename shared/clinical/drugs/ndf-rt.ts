import { type ImportedInteraction, tableIngredientName } from './checker.ts';
import type { Severity } from './rules.ts';

/**
 * The VA National Drug File Reference Terminology interaction table (public domain), as published
 * in the PDDI collection: a TSV of drug_a, drug_b, severity (Critical or Significant), the NDF-RT
 * label and its concept URI. Critical pairs are imported as major, Significant ones as moderate.
 */
export class InteractionImportError extends Error {
  override name = 'InteractionImportError';
}

const COLUMNS = ['drug_a', 'drug_b', 'severity', 'ndfrt_label', 'ndfrt_uri'];
const SEVERITY: Record<string, Severity> = { Critical: 'major', Significant: 'moderate' };

/** NDF-RT names (rifampicin, pethidine, ethinyl_estradiol) mapped to our ingredient names when we know them. */
const ingredientName = tableIngredientName;

/** Parses the whole file or throws naming the first bad line; nothing is returned half-read. */
export const parseNdfRt = (text: string): ImportedInteraction[] => {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t').map((cell) => cell.trim());
  if (COLUMNS.some((column, i) => header[i] !== column)) {
    throw new InteractionImportError(`line 1: expected the columns ${COLUMNS.join(', ')}`);
  }
  const rows: ImportedInteraction[] = [];
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    const [a, b, severity, label, url] = line.split('\t').map((cell) => cell.trim());
    const lineNumber = i + 2;
    if (!a || !b || !label || !url)
      throw new InteractionImportError(`line ${lineNumber}: five tab-separated columns expected`);
    const mapped = SEVERITY[severity ?? ''];
    if (!mapped)
      throw new InteractionImportError(`line ${lineNumber}: severity must be Critical or Significant`);
    if (!/^https?:\/\//.test(url))
      throw new InteractionImportError(`line ${lineNumber}: the NDF-RT URI is not a URL`);
    rows.push({
      a: ingredientName(a),
      b: ingredientName(b),
      severity: mapped,
      label,
      url,
      table: 'VA NDF-RT',
    });
  });
  if (rows.length === 0) throw new InteractionImportError('the file has no interaction rows');
  return rows;
};
