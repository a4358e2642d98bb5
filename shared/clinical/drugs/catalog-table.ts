import { bundledJson, sourceModules } from '../../bundled-tables.ts';
import { DRUG_CATALOG_FILE } from '../../data-files.ts';
import type { DrugClass, DrugEntry } from './catalog.ts';
import type { MatchKind } from './checker.ts';

/**
 * The drug catalog, loaded on the first medicine looked up rather than at import: as code it was
 * 46 KB of every bundle that reaches the checker or the mention reader, and the checker indexed it
 * at init. From source the module itself is required (an edit takes effect at once); a bundle reads
 * DRUG_CATALOG_FILE, which data/build-catalog.ts writes from it at bundle time.
 */
export interface DrugCatalog {
  classes: Readonly<Record<DrugClass, string>>;
  drugs: readonly DrugEntry[];
  combinations: Readonly<Record<string, readonly string[]>>;
  substances: ReadonlySet<string>;
  /** Precomputed at bundle time: every name the checker reads, to its ingredients (checker.ts catalogNameIndex). */
  names?: ReadonlyArray<[string, { names: string[]; kind: MatchKind }]>;
  /** Precomputed at bundle time: the built-in NDF-RT table's names to ours (checker.ts tableIngredientName). */
  tableNames?: Readonly<Record<string, string>>;
}

export interface DrugCatalogJson {
  classes: Record<DrugClass, string>;
  drugs: DrugEntry[];
  combinations: Record<string, readonly string[]>;
  substances: string[];
  names: Array<[string, { names: string[]; kind: MatchKind }]>;
  tableNames: Record<string, string>;
}

interface CatalogModule {
  DRUG_CLASSES: Record<DrugClass, string>;
  DRUGS: readonly DrugEntry[];
  COMBINATIONS: Readonly<Record<string, readonly string[]>>;
  SUBSTANCES: ReadonlySet<string>;
}

let catalog: DrugCatalog | undefined;

export const drugCatalog = (): DrugCatalog => {
  if (catalog) return catalog;
  const [module] = (sourceModules(import.meta.url, ['./catalog.ts']) ?? []) as [CatalogModule?];
  if (module)
    catalog = {
      classes: module.DRUG_CLASSES,
      drugs: module.DRUGS,
      combinations: module.COMBINATIONS,
      substances: module.SUBSTANCES,
    };
  else {
    const json = bundledJson(import.meta.url, DRUG_CATALOG_FILE) as DrugCatalogJson;
    catalog = { ...json, substances: new Set(json.substances) };
  }
  return catalog;
};
