/**
 * The stems of every ICD-10-CM phrase, worked out at bundle time and shipped beside the code set,
 * so that a cold start of the coder reads them instead of stemming 181,000 phrases (about 1.4 s of
 * CPU; reading this file and making the phrases' stem lists, about 0.2 s). Written from the code set and the stemming
 * code as they are at bundle time (data/build-phrases.ts), so there is no committed copy to drift;
 * from source there is no such file and the matcher stems the phrases itself.
 *
 * Layout: a 4-byte little-endian header length, the header as JSON (the format, the SHA-256 of the
 * code set file it was made from, the phrase count and the stems), padding to a multiple of four,
 * then per phrase, in the order of `phraseSources`, the number of required stems, their numbers,
 * the number of optional stems and theirs, as 32-bit little-endian integers.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ICD10CM_PHRASES_FILE } from '../../data-files.ts';
import type { PartStems } from './matcher.ts';

const FORMAT = 1;

interface Header {
  format: number;
  dataset: string;
  phrases: number;
  stems: string[];
}

/** The phrase file's data does not belong to the code set beside it: a deployment fault, not a fallback. */
export class PhraseFileMismatchError extends Error {
  override name = 'PhraseFileMismatchError';
}

const digest = (datasetBytes: Buffer): string => createHash('sha256').update(datasetBytes).digest('hex');

export const encodePhraseFile = (datasetBytes: Buffer, parts: readonly PartStems[]): Buffer => {
  const numbers = new Map<string, number>();
  const numberOf = (stem: string): number => {
    let n = numbers.get(stem);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(stem, n);
    }
    return n;
  };
  const data: number[] = [];
  for (const { required, optional } of parts) {
    data.push(required.length, ...required.map(numberOf), optional.length, ...optional.map(numberOf));
  }
  const header: Header = {
    format: FORMAT,
    dataset: digest(datasetBytes),
    phrases: parts.length,
    stems: [...numbers.keys()],
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const start = Math.ceil((4 + json.length) / 4) * 4;
  const file = Buffer.alloc(start + data.length * 4);
  file.writeUInt32LE(json.length, 0);
  json.copy(file, 4);
  for (const [i, value] of data.entries()) file.writeUInt32LE(value, start + i * 4);
  return file;
};

export const decodePhraseFile = (file: Buffer, datasetBytes: Buffer): PartStems[] => {
  const length = file.readUInt32LE(0);
  const header = JSON.parse(file.subarray(4, 4 + length).toString('utf8')) as Header;
  if (header.format !== FORMAT)
    throw new PhraseFileMismatchError(`phrase file format ${header.format}, expected ${FORMAT}`);
  if (header.dataset !== digest(datasetBytes)) {
    throw new PhraseFileMismatchError('the phrase file was built from another ICD-10-CM code set');
  }
  const start = Math.ceil((4 + length) / 4) * 4;
  // A copy, so the view is aligned whatever the buffer's offset in Node's pool. Uint32Array reads
  // the platform's byte order, little-endian on both Lambda architectures (x86_64, arm64).
  const data = new Uint32Array(file.buffer.slice(file.byteOffset + start, file.byteOffset + file.length));
  const { stems } = header;
  const parts: PartStems[] = [];
  let at = 0;
  const take = (): string[] => {
    const count = data[at++] ?? 0;
    const out = new Array<string>(count);
    for (let i = 0; i < count; i += 1) out[i] = stems[data[at++] ?? 0] ?? '';
    return out;
  };
  for (let phrase = 0; phrase < header.phrases; phrase += 1) {
    const required = take();
    parts.push({ required, optional: take() });
  }
  if (at !== data.length) throw new PhraseFileMismatchError('the phrase file is cut short or too long');
  return parts;
};

/** The shipped phrase stems beside the code set at `datasetPath`, if there are any (in a bundle). */
export const shippedPhraseParts = (datasetPath: string, datasetBytes: Buffer): PartStems[] | undefined => {
  const path = join(dirname(datasetPath), ICD10CM_PHRASES_FILE);
  return existsSync(path) ? decodePhraseFile(readFileSync(path), datasetBytes) : undefined;
};
