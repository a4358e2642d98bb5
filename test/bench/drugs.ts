import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  builtInInteractions,
  checkInteractions,
  medicationLexicon,
  normalizeMedication,
} from '../../shared/clinical/drugs/checker.ts';
import { parseNdfRt } from '../../shared/clinical/drugs/ndf-rt.ts';
import { PROJECT_ROOT } from '../../tools/local/api.ts';
import { ms, summarize, table, timeIt } from './stats.ts';

/** Twenty medicines an older adult with several conditions might take at once. */
const TWENTY = [
  'Eliquis 5 mg',
  'metoprolol',
  'lisinopril',
  'spironolactone',
  'atorvastatin',
  'metformin',
  'Januvia',
  'omeprazole',
  'sertraline',
  'trazodone',
  'tramadol',
  'gabapentin',
  'Tylenol',
  'levothyroxine',
  'calcium carbonate',
  'amiodarone',
  'furosemide',
  'potassium chloride',
  'Flomax',
  'vitamin d3',
];

/**
 * How long a 20-medicine check takes, how many names we read, and how much of the VA NDF-RT table
 * our curated rules flag on their own (the built-in table is left out for that figure).
 */
export const drugsBenchmark = async (): Promise<void> => {
  // The built-in table, not an imported replacement.
  delete process.env.INTERACTIONS_FILE;
  const checkTimes = summarize(await timeIt(2_000, () => checkInteractions(TWENTY)));
  const found = checkInteractions(TWENTY).interactions.length;
  const curatedFound = checkInteractions(TWENTY, { table: false }).interactions.length;
  const rows: Array<[string, string]> = [
    [
      `check of ${TWENTY.length} medications (190 pairs), p50 / p99`,
      `${ms(checkTimes.p50)} / ${ms(checkTimes.p99)}`,
    ],
    [`interactions found in that list (curated rules alone)`, `${found} (${curatedFound})`],
    ['names read (ingredients, other names, brands, combination products)', String(medicationLexicon().size)],
    ['pairs in the built-in VA NDF-RT table', String(builtInInteractions().size)],
  ];
  const top300 = resolve(
    PROJECT_ROOT,
    process.env.SHARED_DATA_DIR ?? '../shared/data',
    'drugs',
    'clincalc_top300_2023.tsv',
  );
  if (existsSync(top300)) {
    const names = readFileSync(top300, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[1]?.trim() ?? '')
      .filter(Boolean);
    const read = names.filter((name) => {
      const match = normalizeMedication(name).match;
      return match !== 'unrecognized' && match !== 'spelling corrected';
    }).length;
    rows.push([
      'ClinCalc top 300 (2023) names read exactly',
      `${read} of ${names.length} (${((read / names.length) * 100).toFixed(1)} %)`,
    ]);
  }
  const file = resolve(
    PROJECT_ROOT,
    process.env.SHARED_DATA_DIR ?? '../shared/data',
    'ndf-rt',
    'ndfrt_drug_interactions.tsv',
  );
  if (existsSync(file)) {
    const rows2 = parseNdfRt(readFileSync(file, 'utf8'));
    const share = (severity: 'major' | 'moderate', accept: (found: string | undefined) => boolean) => {
      const pairs = rows2.filter((row) => row.severity === severity);
      const hits = pairs.filter((row) =>
        accept(checkInteractions([row.a, row.b], { table: false }).interactions[0]?.severity),
      ).length;
      return `${hits} of ${pairs.length} (${((hits / pairs.length) * 100).toFixed(1)} %)`;
    };
    rows.push(
      [
        'NDF-RT Critical pairs our curated rules flag as major or contraindicated',
        share('major', (s) => s === 'major' || s === 'contraindicated'),
      ],
      [
        'NDF-RT Critical pairs our curated rules flag at any severity',
        share('major', (s) => s !== undefined),
      ],
      [
        'NDF-RT Significant pairs our curated rules flag at any severity',
        share('moderate', (s) => s !== undefined),
      ],
    );
  }
  table('Drug interactions (one run; NDF-RT coverage measured with the curated rules alone)', rows);
};
