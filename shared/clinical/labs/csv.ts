import { CsvError, parse } from 'csv-parse/sync';
import type { LabResultInput } from './interpret.ts';

/**
 * Lab results as CSV: a header row naming at least `test` and `value` (and optionally `unit` and
 * `date`), in any order and case, then one result per row. Quoted fields may hold commas and
 * doubled quotes. Any bad row fails the whole file, naming its line. As laboratory exports write
 * them, `result` names the value column, `units` the unit column and `test name` or `analyte` the
 * test; and a file whose header line has semicolons and no comma is separated by semicolons (the
 * European form, where the comma is the decimal mark: "7,0" is read as 7.0), one with tabs and
 * neither by tabs.
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
const unreadableLine = (text: string, delimiter: string): number => {
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    try {
      parse(line, { relax_quotes: true, relax_column_count: true, delimiter });
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
/** The separator of a file, from its first line that is not blank. */
const delimiterOf = (text: string): string => {
  const header =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n|\r/, 20)
      .find((line) => line.trim()) ?? '';
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  return header.includes('\t') ? '\t' : ',';
};

const rowsOf = (text: string, delimiter = delimiterOf(text)): Row[] => {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, csv-parse returns each record beside its position; its types do not say so.
    records = parse(text, { ...OPTIONS, delimiter }) as unknown as typeof records;
  } catch (error) {
    const line = unreadableLine(text.replace(/^\uFEFF/, ''), delimiter);
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
  const delimiter = delimiterOf(text);
  try {
    return rowsOf(text, delimiter);
  } catch {
    return text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .flatMap((line, i) => {
        try {
          return rowsOf(line, delimiter).map((row) => ({ ...row, line: i + 1 }));
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

/** The names a header may give each column, any case. */
const COLUMN_NAMES = {
  test: ['test', 'test name', 'analyte'],
  value: ['value', 'result', 'result value'],
  unit: ['unit', 'units'],
  date: ['date'],
} as const;

/** Where each column is in a header row (-1 when it has none). */
const columnsOf = (cells: readonly string[]) => {
  const header = cells.map((cell) => cell.trim().toLowerCase());
  const find = (names: readonly string[]) => header.findIndex((cell) => names.includes(cell));
  return {
    test: find(COLUMN_NAMES.test),
    value: find(COLUMN_NAMES.value),
    unit: find(COLUMN_NAMES.unit),
    date: find(COLUMN_NAMES.date),
    width: header.length,
  };
};

/**
 * The rows that can be read, skipping the rest and with no limit: only to find critical values in
 * a file that is refused, so that its 400 still leads with the urgent-care message.
 */
export const readableCsvRows = (text: string): CsvResult[] => {
  const [first, ...rows] = readableRowsOf(text);
  if (first?.line !== 1) return [];
  const { test, value, unit } = columnsOf(first.cells);
  if (test < 0 || value < 0) return [];
  return rows.flatMap(({ cells, line }) => {
    const name = cells[test] ?? '';
    const raw = cells[value] ?? '';
    if (!name || !raw) return [];
    const numeric = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw) ? Number(raw) : undefined;
    const unitCell = unit >= 0 ? cells[unit] : undefined;
    return [{ test: name, value: numeric ?? raw, ...(unitCell ? { unit: unitCell } : {}), line }];
  });
};

export const parseLabCsv = (text: string): CsvResult[] => {
  const [first, ...rows] = rowsOf(text);
  const { test, value, unit, date, width } = columnsOf(first?.line === 1 ? first.cells : []);
  if (test < 0 || value < 0)
    throw new LabCsvError(
      'line 1: the header must name the columns test (or test name, analyte) and value (or result); unit (or units) and date are optional',
    );
  const results: CsvResult[] = [];
  for (const { cells, line: lineNumber } of rows) {
    if (cells.length !== width)
      throw new LabCsvError(`line ${lineNumber}: ${cells.length} fields where the header has ${width}`);
    const name = cells[test] ?? '';
    const raw = cells[value] ?? '';
    if (!name) throw new LabCsvError(`line ${lineNumber}: the test is empty`);
    if (!raw) throw new LabCsvError(`line ${lineNumber}: the value is empty`);
    const numeric = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw) ? Number(raw) : undefined;
    const dated = date >= 0 ? cells[date] : undefined;
    if (dated && Number.isNaN(Date.parse(dated)))
      throw new LabCsvError(`line ${lineNumber}: "${dated.slice(0, 40)}" is not a date`);
    results.push({
      test: name,
      value: numeric ?? raw,
      ...(unit >= 0 && cells[unit] ? { unit: cells[unit] } : {}),
      ...(dated ? { date: dated } : {}),
      line: lineNumber,
    });
  }
  if (results.length === 0) throw new LabCsvError('the file has no results');
  if (results.length > MAX_UPLOAD_RESULTS)
    throw new LabCsvError(`at most ${MAX_UPLOAD_RESULTS} results per upload`);
  return results;
};
