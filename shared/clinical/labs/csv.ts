import { CsvError, parse } from 'csv-parse/sync';
import type { LabResultInput } from './interpret.ts';

/**
 * Lab results as CSV: a header row naming at least `test` and `value` (and optionally `unit` and
 * `date`), in any order and case, then one result per row. Quoted fields may hold commas and
 * doubled quotes. Any bad row fails the whole file, naming its line.
 */
export class LabCsvError extends Error {
  override name = 'LabCsvError';
}

interface Row {
  cells: string[];
  /** The line the row starts on, counting from 1; a quoted field may span lines. */
  line: number;
}

const OPTIONS = {
  bom: true,
  trim: true,
  relax_quotes: true,
  relax_column_count: true,
  // Files mix line endings; csv-parse otherwise keeps to the first one it meets.
  record_delimiter: ['\r\n', '\n', '\r'],
  info: true,
};

const newlines = (cells: readonly string[]): number =>
  cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);

/** A line csv-parse cannot read alone: the first one, when the file as a whole cannot be read. */
const unreadableLine = (text: string): number => {
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    try {
      parse(line, { relax_quotes: true, relax_column_count: true });
    } catch {
      return i + 1;
    }
  }
  return lines.length;
};

/**
 * The rows of a file, read by csv-parse in one pass: quoted fields may hold commas, doubled quotes
 * and line breaks, and cells are trimmed. Blank lines are left out.
 */
const rowsOf = (text: string): Row[] => {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, csv-parse returns each record beside its position; its types do not say so.
    records = parse(text, OPTIONS) as unknown as typeof records;
  } catch (error) {
    const line = unreadableLine(text.replace(/^\uFEFF/, ''));
    throw new LabCsvError(
      error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? `line ${line}: a quoted field is not closed`
        : `line ${line}: the line cannot be read as CSV`,
    );
  }
  return records
    .map(({ record, info }) => ({ cells: record, line: info.lines - newlines(record) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
};

/** Line by line, skipping what cannot be read: for a file whose whole cannot be. */
const readableRowsOf = (text: string): Row[] => {
  try {
    return rowsOf(text);
  } catch {
    return text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .flatMap((line, i) => {
        try {
          return rowsOf(line).map((row) => ({ ...row, line: i + 1 }));
        } catch {
          return [];
        }
      });
  }
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
  const [first, ...rows] = readableRowsOf(text);
  if (first?.line !== 1) return [];
  const header = first.cells.map((cell) => cell.toLowerCase());
  const [test, value, unit] = ['test', 'value', 'unit'].map((name) => header.indexOf(name));
  if (test === undefined || value === undefined || test < 0 || value < 0) return [];
  return rows.flatMap(({ cells, line }) => {
    const name = cells[test] ?? '';
    const raw = cells[value] ?? '';
    if (!name || !raw) return [];
    const numeric = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw) ? Number(raw) : undefined;
    const unitCell = unit !== undefined && unit >= 0 ? cells[unit] : undefined;
    return [{ test: name, value: numeric ?? raw, ...(unitCell ? { unit: unitCell } : {}), line }];
  });
};

export const parseLabCsv = (text: string): CsvResult[] => {
  const [first, ...rows] = rowsOf(text);
  const header = first?.line === 1 ? first.cells.map((cell) => cell.toLowerCase()) : [];
  const column = (name: string) => header.indexOf(name);
  const [test, value, unit, date] = ['test', 'value', 'unit', 'date'].map(column);
  if (test === undefined || value === undefined || test < 0 || value < 0)
    throw new LabCsvError(
      'line 1: the header must name the columns test and value (unit and date are optional)',
    );
  const results: CsvResult[] = [];
  for (const { cells, line: lineNumber } of rows) {
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
  }
  if (results.length === 0) throw new LabCsvError('the file has no results');
  if (results.length > MAX_UPLOAD_RESULTS)
    throw new LabCsvError(`at most ${MAX_UPLOAD_RESULTS} results per upload`);
  return results;
};
