/**
 * Writes DRUG_CATALOG_FILE, the drug catalog (../catalog.ts, the one to edit) as JSON, for a bundle
 * to read on its first lookup (../catalog-table.ts). Run at bundle time by the `drugCatalog`
 * capability, so there is no committed copy to drift from the module:
 *
 *   npx tsx shared/clinical/drugs/data/build-catalog.ts --out <file>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NDF_RT_FILE } from '../../../data-files.ts';
import { COMBINATIONS, DRUG_CLASSES, DRUGS, SUBSTANCES } from '../catalog.ts';
import type { DrugCatalogJson } from '../catalog-table.ts';
import { catalogNameIndex, tableIngredientName } from '../checker.ts';

/** The committed NDF-RT table's names (the table the ndfRtTable capability ships), as the checker resolves them. */
const tableNames = (): Record<string, string> => {
  const names: Record<string, string> = {};
  const table = readFileSync(fileURLToPath(new URL(`./${NDF_RT_FILE}`, import.meta.url)), 'utf8');
  for (const line of table.split('\n')) {
    for (const name of line.split('\t').slice(0, 2)) if (name) names[name] ??= tableIngredientName(name);
  }
  return names;
};

const catalogJson = (): DrugCatalogJson => ({
  classes: DRUG_CLASSES,
  drugs: [...DRUGS],
  combinations: COMBINATIONS,
  substances: [...SUBSTANCES],
  names: catalogNameIndex({ drugs: DRUGS, combinations: COMBINATIONS }),
  tableNames: tableNames(),
});

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--out');
  const out = at >= 0 ? process.argv[at + 1] : undefined;
  if (!out) throw new Error('usage: build-catalog.ts --out <file>');
  writeFileSync(out, JSON.stringify(catalogJson()));
}
