import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetPath, parseDataset, readDatasetFile } from '../../../../shared/clinical/coding/codes.ts';
import { phraseFileFor } from '../../../../shared/clinical/coding/data/build-phrases.ts';
import { engineFor, suggestCodes } from '../../../../shared/clinical/coding/index.ts';
import { Matcher, phraseParts, phraseSources } from '../../../../shared/clinical/coding/matcher.ts';
import {
  decodePhraseFile,
  encodePhraseFile,
  PhraseFileMismatchError,
  shippedPhraseParts,
} from '../../../../shared/clinical/coding/phrase-file.ts';
import { ICD10CM_FILE, ICD10CM_PHRASES_FILE } from '../../../../shared/data-files.ts';

const codeSet = readDatasetFile();
const sources = phraseSources(parseDataset(codeSet, ICD10CM_FILE));
let dir: string;
let file: Buffer;
let stemmed: ReturnType<typeof engineFor>;

beforeAll(() => {
  stemmed = engineFor(datasetPath());
  file = phraseFileFor(codeSet);
  dir = mkdtempSync(join(tmpdir(), 'icd10cm-phrases-'));
  copyFileSync(datasetPath(), join(dir, ICD10CM_FILE));
  writeFileSync(join(dir, ICD10CM_PHRASES_FILE), file);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the shipped phrase stems', () => {
  it('read back as the matcher stems every phrase of the code set', () => {
    const decoded = decodePhraseFile(file, codeSet);
    expect(decoded).toHaveLength(sources.length);
    // Every phrase, in order: a file a phrase off would file codes under the wrong stems.
    const differing = sources.filter(
      ([, text, source], at) => JSON.stringify(decoded[at]) !== JSON.stringify(phraseParts(text, source)),
    );
    expect(differing).toEqual([]);
  });

  it('are refused for another code set, a cut-off file or another format', () => {
    const other = Buffer.concat([codeSet, Buffer.from([0])]);
    expect(() => decodePhraseFile(file, other)).toThrow(PhraseFileMismatchError);
    expect(() => decodePhraseFile(file.subarray(0, file.length - 4), codeSet)).toThrow(
      PhraseFileMismatchError,
    );
    const v2 = encodePhraseFile(codeSet, []);
    const header = JSON.parse(v2.subarray(4, 4 + v2.readUInt32LE(0)).toString('utf8'));
    const json = Buffer.from(JSON.stringify({ ...header, format: 2 }));
    const start = Math.ceil((4 + json.length) / 4) * 4;
    const changed = Buffer.alloc(start);
    changed.writeUInt32LE(json.length, 0);
    json.copy(changed, 4);
    expect(() => decodePhraseFile(changed, codeSet)).toThrow(/format 2/);
  });

  it('are used when they lie beside the code set, with the same codes suggested', () => {
    expect(shippedPhraseParts(datasetPath(), codeSet)).toBeUndefined();
    expect(shippedPhraseParts(join(dir, ICD10CM_FILE), codeSet)).toHaveLength(sources.length);
    const shipped = engineFor(join(dir, ICD10CM_FILE));
    expect(shipped.matcher.phrases).toEqual(stemmed.matcher.phrases);
    for (const note of [
      'Type 2 diabetes with peripheral neuropathy. Crushing chest pain.',
      'Acute otitis media of the left ear, no fever. History of asthma.',
      'Accidental overdose of oxycodone; essential hypertension.',
    ])
      expect(suggestCodes(note, {}, shipped)).toEqual(suggestCodes(note, {}, stemmed));
  });

  it('must number as many phrases as the code set has', () => {
    const tooFew = decodePhraseFile(encodePhraseFile(codeSet, [{ required: ['x'], optional: [] }]), codeSet);
    expect(tooFew).toHaveLength(1);
    expect(() => new Matcher(stemmed.table, undefined, tooFew)).toThrow(PhraseFileMismatchError);
  });
});
