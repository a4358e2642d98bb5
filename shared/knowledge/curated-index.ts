import { curatedEntries } from './corpus/index.ts';
import { buildIndex } from './index/build.ts';
import type { IndexData } from './index/format.ts';

/**
 * The curated corpus indexed in memory: the store's index when run from source without a built
 * file (tests, `kb search` before a build). The store requires this module through a path esbuild
 * does not follow, so the corpus (174 KB) never reaches a Lambda bundle.
 */
export const curatedIndex = (): IndexData => buildIndex(curatedEntries());
