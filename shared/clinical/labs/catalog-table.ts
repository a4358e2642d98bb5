import { bundledJson, sourceModules } from '../../bundled-tables.ts';
import { LAB_CATALOG_FILE } from '../../data-files.ts';
import type { Critical, CriticalLimits, LabTest } from './catalog.ts';

export const hasCriticalLimits = (critical: Critical): critical is CriticalLimits => !('none' in critical);

let tests: readonly LabTest[] | undefined;

/**
 * The lab tests, loaded on the first result interpreted rather than at import (30 KB of every
 * bundle that reaches the interpreter, most of which never interpret a result). From source the
 * module itself is required; a bundle reads LAB_CATALOG_FILE, which data/build-catalog.ts writes
 * from it at bundle time.
 */
export const labTests = (): readonly LabTest[] => {
  if (tests) return tests;
  const [module] = (sourceModules(import.meta.url, ['./catalog.ts']) ?? []) as [
    { LAB_TESTS: readonly LabTest[] }?,
  ];
  tests = module?.LAB_TESTS ?? (bundledJson(import.meta.url, LAB_CATALOG_FILE) as LabTest[]);
  return tests;
};
