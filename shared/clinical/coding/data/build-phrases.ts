/**
 * Writes ICD10CM_PHRASES_FILE, the stems of every phrase of an ICD-10-CM code set file, for a
 * bundle to read beside it (../phrase-file.ts). Run at bundle time by the `icd10cmTable`
 * capability, with the stemming code as it is then, so there is no committed copy to drift:
 *
 *   npx tsx shared/clinical/coding/data/build-phrases.ts --dataset <icd10cm.json.gz> --out <file>
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseDataset, readDatasetFile } from '../codes.ts';
import { phraseParts, phraseSources } from '../matcher.ts';
import { encodePhraseFile } from '../phrase-file.ts';

/** The phrase file for the code set file's bytes. */
export const phraseFileFor = (datasetBytes: Buffer): Buffer =>
  encodePhraseFile(
    datasetBytes,
    phraseSources(parseDataset(datasetBytes, 'code set')).map(([, text, source]) =>
      phraseParts(text, source),
    ),
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const dataset = option('--dataset');
  const out = option('--out');
  if (!dataset || !out) throw new Error('usage: build-phrases.ts --dataset <icd10cm.json.gz> --out <file>');
  writeFileSync(out, phraseFileFor(readDatasetFile(dataset)));
}
