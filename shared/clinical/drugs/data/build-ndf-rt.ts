/**
 * Rebuilds ndf-rt.tsv, the built-in copy of the VA NDF-RT drug interaction table, from the TSV the
 * PDDI collection publishes (drug_a, drug_b, severity, ndfrt_label, ndfrt_uri):
 *
 *   npx tsx shared/clinical/drugs/data/build-ndf-rt.ts ../shared/data/ndf-rt/ndfrt_drug_interactions.tsv
 *
 * Each row is kept as: drug_a, drug_b, C (Critical) or S (Significant), the label without its
 * " [VA Drug Interaction]" suffix, and the NDF-RT concept id; rows are sorted so the file diffs well.
 * The file is data, not code, so that it ships beside the bundles that check interactions and is read
 * on the first check (README.md here has the source and licence).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNdfRt } from '../ndf-rt.ts';

const SUFFIX = ' [VA Drug Interaction]';
const URI = 'http://purl.bioontology.org/ontology/NDFRT/';

const source = process.argv[2] ?? '../shared/data/ndf-rt/ndfrt_drug_interactions.tsv';
const text = readFileSync(source, 'utf8');
// Validates the whole file first (columns, severities, URIs) and fails naming the line.
parseNdfRt(text);
const lines = text
  .split(/\r?\n/)
  .slice(1)
  .filter((line) => line.trim())
  .map((line) => {
    const [a = '', b = '', severity = '', label = '', uri = ''] = line.split('\t').map((cell) => cell.trim());
    if (!uri.startsWith(URI)) throw new Error(`unexpected concept URI ${uri}`);
    const stem = label.endsWith(SUFFIX) ? label.slice(0, -SUFFIX.length) : label;
    return [a, b, severity === 'Critical' ? 'C' : 'S', stem, uri.slice(URI.length)].join('\t');
  })
  .sort();
const out = join(dirname(fileURLToPath(import.meta.url)), 'ndf-rt.tsv');
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`wrote ${lines.length} rows to ${out}`);
