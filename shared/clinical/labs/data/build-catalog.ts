/**
 * Writes LAB_CATALOG_FILE, the lab tests of ../catalog.ts (the one to edit) as JSON, for a bundle to
 * read on its first interpretation (../catalog-table.ts). Run at bundle time by the `labCatalog`
 * capability, so there is no committed copy to drift from the module:
 *
 *   npx tsx shared/clinical/labs/data/build-catalog.ts --out <file>
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LAB_TESTS } from '../catalog.ts';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--out');
  const out = at >= 0 ? process.argv[at + 1] : undefined;
  if (!out) throw new Error('usage: build-catalog.ts --out <file>');
  writeFileSync(out, JSON.stringify(LAB_TESTS));
}
