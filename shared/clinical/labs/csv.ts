import type { LabResultInput } from './interpret.ts';

/**
 * Lab results as CSV: a header row naming at least `test` and `value` (and optionally `unit` and
 * `date`), in any order and case, then one result per row. Quoted fields may hold commas and
 * doubled quotes. Any bad row fails the whole file, naming its line.
 */
export class LabCsvError extends Error {
  override name = 'LabCsvError';
}

const splitRow = (line: string, lineNumber: number): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  if (quoted) throw new LabCsvError(`line ${lineNumber}: a quoted field is not closed`);
  cells.push(cell.trim());
  return cells;
};

export interface CsvResult extends LabResultInput {
  date?: string;
  line: number;
}

export const MAX_UPLOAD_RESULTS = 300;

/**
 * The rows that can be read, skipping the rest and with no limit: only to find critical values in
 * a file that is refused, so that its 400 still leads with the urgent-care message.
 */
export const readableCsvRows = (text: string): CsvResult[] => {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let header: string[];
  try {
    header = splitRow(lines[0] ?? '', 1).map((cell) => cell.toLowerCase());
  } catch {
    return [];
  }
  const [test, value, unit] = ['test', 'value', 'unit'].map((name) => header.indexOf(name));
  if (test === undefined || value === undefined || test < 0 || value < 0) return [];
  return lines.slice(1).flatMap((line, i) => {
    try {
      const cells = splitRow(line, i + 2);
      const name = cells[test] ?? '';
      const raw = cells[value] ?? '';
      if (!name || !raw) return [];
      const numeric = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw) ? Number(raw) : undefined;
      const unitCell = unit !== undefined && unit >= 0 ? cells[unit] : undefined;
      return [{ test: name, value: numeric ?? raw, ...(unitCell ? { unit: unitCell } : {}), line: i + 2 }];
    } catch {
      return [];
    }
  });
};

export const parseLabCsv = (text: string): CsvResult[] => {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitRow(lines[0] ?? '', 1).map((cell) => cell.toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const [test, value, unit, date] = ['test', 'value', 'unit', 'date'].map(column);
  if (test === undefined || value === undefined || test < 0 || value < 0)
    throw new LabCsvError(
      'line 1: the header must name the columns test and value (unit and date are optional)',
    );
  const results: CsvResult[] = [];
  lines.slice(1).forEach((line, i) => {
    const lineNumber = i + 2;
    if (!line.trim()) return;
    const cells = splitRow(line, lineNumber);
    if (cells.length !== header.length)
      throw new LabCsvError(
        `line ${lineNumber}: ${cells.length} fields where the header has ${header.length}`,
      );
    const name = cells[test] ?? '';
    const raw = cells[value] ?? '';
    if (!name) throw new LabCsvError(`line ${lineNumber}: the test is empty`);
    if (!raw) throw new LabCsvError(`line ${lineNumber}: the value is empty`);
    const numeric = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw) ? Number(raw) : undefined;
    const dated = date !== undefined && date >= 0 ? cells[date] : undefined;
    if (dated && Number.isNaN(Date.parse(dated)))
      throw new LabCsvError(`line ${lineNumber}: "${dated.slice(0, 40)}" is not a date`);
    results.push({
      test: name,
      value: numeric ?? raw,
      ...(unit !== undefined && unit >= 0 && cells[unit] ? { unit: cells[unit] } : {}),
      ...(dated ? { date: dated } : {}),
      line: lineNumber,
    });
  });
  if (results.length === 0) throw new LabCsvError('the file has no results');
  if (results.length > MAX_UPLOAD_RESULTS)
    throw new LabCsvError(`at most ${MAX_UPLOAD_RESULTS} results per upload`);
  return results;
};
