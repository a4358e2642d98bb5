/**
 * Rebuilds icd10cm.json.gz, the ICD-10-CM code set, tabular notes and index phrases the coder
 * ships, from a folder of CDC NCHS release files (searched two levels deep):
 *
 *   npx tsx shared/clinical/coding/data/build-icd10cm.ts ../shared/data/icd10cm [out.json.gz]
 *
 * For each role the newest fiscal year found is used (the year is read from the file name):
 * code set (icd10cm_order_YYYY.txt, else *_YYYY_codes.csv, else icd10cm_codes_YYYY.txt), tabular
 * list (icd10cm_tabular_YYYY.xml), index (*_YYYY_Index.csv or icd10cm_index_YYYY.xml) and neoplasm
 * table (*_YYYY_neoplasms.csv). The output is deterministic: the same files give the same bytes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildDataset, type ReleaseFiles } from '../importer.ts';

const listFiles = (dir: string, depth: number): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return depth > 0 ? listFiles(path, depth - 1) : [];
    return [path];
  });

const year = (path: string): number => Number(/(20\d\d)/.exec(basename(path))?.[1] ?? 0);

const newest = (files: string[], pattern: RegExp): string | undefined =>
  files
    .filter((file) => pattern.test(basename(file)))
    .sort((a, b) => year(b) - year(a) || a.localeCompare(b))[0];

export const findRelease = (dir: string): ReleaseFiles => {
  const files = listFiles(dir, 2);
  const read = (path: string) => ({ name: basename(path), text: readFileSync(path, 'utf8') });
  const order = newest(files, /^icd10cm_order_\d{4}\.txt$/i);
  const csv = newest(files, /codes\.csv$/i);
  const txt = newest(files, /^icd10cm_codes_\d{4}\.txt$/i);
  // The most recent code set wins; at equal years the order file (it has billable flags) is preferred.
  const candidates = [
    ...(order ? [{ path: order, layout: 'order' as const }] : []),
    ...(csv ? [{ path: csv, layout: 'csv' as const }] : []),
    ...(txt ? [{ path: txt, layout: 'txt' as const }] : []),
  ].sort((a, b) => year(b.path) - year(a.path));
  const codes = candidates[0];
  const tabular = newest(files, /^icd10cm_tabular_\d{4}\.xml$/i);
  if (!codes || !tabular) throw new Error(`${dir}: needs a code set and a tabular list XML`);
  const indexCsv = newest(files, /_index\.csv$/i);
  const indexXml = newest(files, /^icd10cm_index_\d{4}\.xml$/i);
  const index =
    indexXml && (!indexCsv || year(indexXml) > year(indexCsv))
      ? { ...read(indexXml), layout: 'xml' as const }
      : indexCsv
        ? { ...read(indexCsv), layout: 'csv' as const }
        : undefined;
  const neoplasmCsv = newest(files, /neoplasms?\.csv$/i);
  const neoplasmXml = newest(files, /neoplasm.*\.xml$/i);
  const neoplasm =
    neoplasmXml && (!neoplasmCsv || year(neoplasmXml) > year(neoplasmCsv))
      ? { ...read(neoplasmXml), layout: 'xml' as const }
      : neoplasmCsv
        ? { ...read(neoplasmCsv), layout: 'csv' as const }
        : undefined;
  const drug = newest(files, /drug.*\.xml$/i);
  return {
    codes: { ...read(codes.path), layout: codes.layout },
    tabular: read(tabular),
    ...(index ? { index } : {}),
    ...(neoplasm ? { neoplasm } : {}),
    ...(drug ? { drug: read(drug) } : {}),
  };
};

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const dir = process.argv[2] ?? '../shared/data/icd10cm';
  const out = process.argv[3] ?? join(dirname(fileURLToPath(import.meta.url)), 'icd10cm.json.gz');
  const dataset = buildDataset(findRelease(dir));
  // mtime 0 and a fixed level keep the gzip bytes the same for the same input.
  const bytes = gzipSync(Buffer.from(JSON.stringify(dataset)), { level: 9 });
  writeFileSync(out, bytes);
  console.log(
    `${out}: ${dataset.codes.length} codes, ${Object.keys(dataset.notes).length} noted entries, ${dataset.terms.length} phrases, ${(bytes.length / 1024).toFixed(0)} KiB`,
  );
  console.log(dataset.sources);
}
