import { ABBREV_COLUMNS, NUTRIENTS } from './nutrients.ts';

/**
 * Reading the USDA Standard Reference ASCII release files (SR26 layout, also used by SR27, SR28 and
 * SR Legacy): fields separated by `^`, text fields wrapped in `~`, CRLF line ends. Used by the
 * build script that turns a release into the built-in food table; every malformed line fails with
 * its file and line number, so a bad import never ships.
 */
export class SrFormatError extends Error {
  override name = 'SrFormatError';
}

export interface SrFood {
  /** NDB number, five digits. */
  id: string;
  /** Food group code, e.g. 0900 (fruits). */
  group: string;
  description: string;
  commonName: string;
  /** Used in the What We Eat in America survey (FNDDS): a commonly eaten form. */
  survey: boolean;
  /** Per 100 g, in NUTRIENTS order; null where SR has no value. */
  values: (number | null)[];
  weights: SrWeight[];
}

export interface SrWeight {
  amount: number;
  description: string;
  grams: number;
}

const splitLine = (line: string): string[] =>
  line.split('^').map((cell) => (cell.startsWith('~') && cell.endsWith('~') ? cell.slice(1, -1) : cell));

/** Rows of an SR file, each checked for its column count. */
const readSrRows = (text: string, file: string, columns: number): string[][] =>
  text
    .split(/\r?\n/)
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, number }) => {
      const cells = splitLine(line);
      if (cells.length !== columns)
        throw new SrFormatError(`${file} line ${number}: ${cells.length} fields, expected ${columns}`);
      return cells.map((cell) => cell.trim());
    });

const NDB = /^\d{5}$/;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

const number = (cell: string, file: string, line: number): number | null => {
  if (cell === '') return null;
  if (!NUMBER.test(cell)) throw new SrFormatError(`${file} line ${line}: "${cell}" is not a number`);
  return Number(cell);
};

export interface SrRelease {
  /** ABBREV.txt: nutrients per 100 g. */
  abbrev: string;
  /** FOOD_DES.txt: long descriptions, food groups, common names, survey flags. */
  foodDes: string;
  /** WEIGHT.txt: household measures in grams. */
  weight: string;
}

/** Every food of a release with its nutrients and household measures, by NDB number. */
export const parseSrRelease = (release: SrRelease): SrFood[] => {
  const descriptions = new Map<string, string[]>();
  readSrRows(release.foodDes, 'FOOD_DES.txt', 14).forEach((cells, index) => {
    const id = cells[0] ?? '';
    if (!NDB.test(id)) throw new SrFormatError(`FOOD_DES.txt line ${index + 1}: bad NDB number "${id}"`);
    descriptions.set(id, cells);
  });
  const weights = new Map<string, SrWeight[]>();
  readSrRows(release.weight, 'WEIGHT.txt', 7).forEach((cells, index) => {
    const [id = '', , amountCell = '', description = '', gramsCell = ''] = cells;
    const amount = number(amountCell, 'WEIGHT.txt', index + 1);
    const grams = number(gramsCell, 'WEIGHT.txt', index + 1);
    if (!NDB.test(id) || amount === null || grams === null || amount <= 0 || grams <= 0 || description === '')
      throw new SrFormatError(`WEIGHT.txt line ${index + 1}: needs an NDB number, amount, measure and grams`);
    const list = weights.get(id) ?? [];
    list.push({ amount, description, grams });
    weights.set(id, list);
  });
  const foods = readSrRows(release.abbrev, 'ABBREV.txt', ABBREV_COLUMNS).map((cells, index): SrFood => {
    const line = index + 1;
    const id = cells[0] ?? '';
    if (!NDB.test(id)) throw new SrFormatError(`ABBREV.txt line ${line}: bad NDB number "${id}"`);
    const description = descriptions.get(id);
    const values = NUTRIENTS.map((_, i) => number(cells[2 + i] ?? '', 'ABBREV.txt', line));
    return {
      id,
      group: description?.[1] ?? '',
      description: description?.[2] || (cells[1] ?? ''),
      commonName: description?.[4] ?? '',
      survey: description?.[6] === 'Y',
      values,
      weights: weights.get(id) ?? [],
    };
  });
  if (foods.length === 0) throw new SrFormatError('ABBREV.txt has no foods');
  return foods.sort((a, b) => a.id.localeCompare(b.id));
};
