import { join, resolve } from 'node:path';
import { config } from './config.ts';

/**
 * Names of the data files that ship inside Lambda bundles, and where the knowledge store lives on a
 * machine. The CDK stack, the CLIs and the runtime modules all need these names; kept here, with
 * nothing heavier than node:path imported, so that deployment code never loads the corpus, the drug
 * tables, the code set or the local emulator just to learn a file name.
 */

/** The knowledge index inside the knowledge store and inside a bundle (`/var/task/index.hkix`). */
export const INDEX_FILE = 'index.hkix';

/** The imported interaction table (`npm run kb -- import ndf-rt`) inside the knowledge store and a bundle. */
export const INTERACTIONS_FILE = 'interactions.jsonl';

/** The ICD-10-CM code set: committed under shared/clinical/coding/data/ and shipped in the clinical bundle. */
export const ICD10CM_FILE = 'icd10cm.json.gz';

/** Where the committed ICD-10-CM code set is, relative to the repository root. */
export const ICD10CM_SOURCE = `shared/clinical/coding/data/${ICD10CM_FILE}`;

/** The OpenAPI document, printed by `npm run openapi` at bundle time and shipped beside the system function. */
export const OPENAPI_FILE = 'openapi.json';

/** Where a bundled data file is found on Lambda. */
export const bundledPath = (file: string): string => `/var/task/${file}`;

/** The local data folder: DATA_DIR, or `.data` under the repository root. */
export const dataDir = (projectRoot: string): string => resolve(projectRoot, config.dataDir());

/** The knowledge store of a machine: KNOWLEDGE_DIR, or `<DATA_DIR>/knowledge`. */
export const knowledgeDir = (projectRoot: string): string =>
  resolve(projectRoot, config.knowledgeDir() ?? join(dataDir(projectRoot), 'knowledge'));
