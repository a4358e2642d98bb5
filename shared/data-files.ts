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

/**
 * The stems of every ICD-10-CM phrase, written beside ICD10CM_FILE at bundle time and read on the
 * coder's first use instead of stemming the phrases (shared/clinical/coding/phrase-file.ts).
 */
export const ICD10CM_PHRASES_FILE = 'icd10cm-phrases.bin';

/** The command that writes ICD10CM_PHRASES_FILE to `outfile` for the code set file `dataset`. */
export const icd10cmPhrasesBuildCommand = (projectRoot: string, dataset: string, outfile: string): string =>
  `"${projectRoot}/node_modules/.bin/tsx" "${projectRoot}/shared/clinical/coding/data/build-phrases.ts" --dataset "${dataset}" --out "${outfile}"`;

/**
 * UCUM (@lhncbc/ucum-lhc: 263 KB of code and unit tables), bundled on its own at bundle time and
 * required on the first unit conversion, so functions that never convert a unit never parse it.
 */
export const UCUM_FILE = 'ucum.cjs';

/** The package UCUM_FILE is bundled from (its CommonJS entry), relative to the repository root. */
export const UCUM_SOURCE = 'node_modules/@lhncbc/ucum-lhc/source-cjs/ucumPkg.js';

/** The built-in VA NDF-RT interaction table: committed under shared/clinical/drugs/data/, read on first check. */
export const NDF_RT_FILE = 'ndf-rt.tsv';

/** Where the committed NDF-RT table is, relative to the repository root. */
export const NDF_RT_SOURCE = `shared/clinical/drugs/data/${NDF_RT_FILE}`;

/** The curated interaction rules as JSON (shared/clinical/drugs/data/, written from rules.ts), read on first check. */
export const INTERACTION_RULES_FILE = 'interaction-rules.json';

/** Where the committed rules JSON is, relative to the repository root. */
export const INTERACTION_RULES_SOURCE = `shared/clinical/drugs/data/${INTERACTION_RULES_FILE}`;

/**
 * The red-flag findings and rules as JSON (written from shared/clinical/red-flags/findings.ts and
 * rules/ at bundle time), read beside the bundle on the first screening.
 */
export const RED_FLAGS_FILE = 'red-flags.json';

/** The command that writes RED_FLAGS_FILE to `outfile` from the rule modules under `projectRoot`. */
export const redFlagsBuildCommand = (projectRoot: string, outfile: string): string =>
  `"${projectRoot}/node_modules/.bin/tsx" "${projectRoot}/shared/clinical/red-flags/data/build-red-flags.ts" --out "${outfile}"`;

/**
 * The drug catalog (shared/clinical/drugs/catalog.ts) as JSON, written at bundle time and read
 * beside the bundle on the first medicine looked up.
 */
export const DRUG_CATALOG_FILE = 'drug-catalog.json';

/** The command that writes DRUG_CATALOG_FILE to `outfile` from the catalog module under `projectRoot`. */
export const drugCatalogBuildCommand = (projectRoot: string, outfile: string): string =>
  `"${projectRoot}/node_modules/.bin/tsx" "${projectRoot}/shared/clinical/drugs/data/build-catalog.ts" --out "${outfile}"`;

/**
 * The Step Functions emulator and the ASL validator, bundled on their own (WORKFLOW_ENGINE_SOURCE is
 * the entry, relative to the repository root) and required on the first custom definition.
 */
export const WORKFLOW_ENGINE_FILE = 'workflow-engine.cjs';
export const WORKFLOW_ENGINE_SOURCE = 'shared/orchestration/engine-bundle.ts';

/**
 * The Bedrock runtime client (~100 KB with its protocol stack), bundled on its own from
 * BEDROCK_RUNTIME_SOURCE and required on the first model call.
 */
export const BEDROCK_RUNTIME_FILE = 'bedrock-runtime.cjs';
export const BEDROCK_RUNTIME_SOURCE = 'shared/consensus/providers/bedrock-bundle.ts';

/** The S3 client and presigner, bundled on their own from S3_CLIENT_SOURCE and required on the first imaging object. */
export const S3_CLIENT_FILE = 's3-client.cjs';
export const S3_CLIENT_SOURCE = 'shared/imaging/s3-bundle.ts';

/**
 * The lab test catalog (shared/clinical/labs/catalog.ts) as JSON, written at bundle time and read
 * beside the bundle on the first result interpreted.
 */
export const LAB_CATALOG_FILE = 'lab-catalog.json';

/** The command that writes LAB_CATALOG_FILE to `outfile` from the catalog module under `projectRoot`. */
export const labCatalogBuildCommand = (projectRoot: string, outfile: string): string =>
  `"${projectRoot}/node_modules/.bin/tsx" "${projectRoot}/shared/clinical/labs/data/build-catalog.ts" --out "${outfile}"`;

/** dicom-parser, bundled on its own from DICOM_PARSER_SOURCE and required on the first DICOM read. */
export const DICOM_PARSER_FILE = 'dicom-parser.cjs';
export const DICOM_PARSER_SOURCE = 'shared/imaging/dicom-bundle.ts';

/** The Lambda client, bundled on its own from LAMBDA_CLIENT_SOURCE and required on the step runner's first invoke. */
export const LAMBDA_CLIENT_FILE = 'lambda-client.cjs';
export const LAMBDA_CLIENT_SOURCE = 'shared/orchestration/lambda-bundle.ts';

/** The built-in USDA SR food table: committed under shared/nutrition/data/, read on first analysis. */
export const FOOD_TABLE_FILE = 'sr26.tsv.gz';

/** Where the committed food table is, relative to the repository root. */
export const FOOD_TABLE_SOURCE = `shared/nutrition/data/${FOOD_TABLE_FILE}`;

/** The OpenAPI document, printed by `npm run openapi` at bundle time and shipped beside the system function. */
export const OPENAPI_FILE = 'openapi.json';

/** Where a bundled data file is found on Lambda. */
export const bundledPath = (file: string): string => `/var/task/${file}`;

/** The local data folder: DATA_DIR, or `.data` under the repository root. */
export const dataDir = (projectRoot: string): string => resolve(projectRoot, config.dataDir());

/** The knowledge store of a machine: KNOWLEDGE_DIR, or `<DATA_DIR>/knowledge`. */
export const knowledgeDir = (projectRoot: string): string =>
  resolve(projectRoot, config.knowledgeDir() ?? join(dataDir(projectRoot), 'knowledge'));
