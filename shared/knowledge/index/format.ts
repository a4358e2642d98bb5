import { QUESTION_TYPES, type QuestionType } from '../analysis/question-type.ts';

/** Indexed fields, in the order their numbers are stored. */
export const FIELDS = ['title', 'focus', 'body'] as const;
export const FIELD_COUNT = FIELDS.length;

/** What each search result and each /ask passage needs of an entry, stored as JSON per document. */
export interface StoredDocument {
  id: string;
  title: string;
  snippet: string;
  source: string;
  url: string;
  trustScore: number;
  questionType: QuestionType;
  focus?: string;
  topics: string[];
  lastReviewed: string;
  body: string;
  attribution?: string;
}

/**
 * The whole index as flat typed arrays: postings of every term (documents and per-field term
 * frequencies), field lengths, per-document features, and the stored documents as one UTF-8 blob
 * with offsets, decoded only for the documents a query returns.
 */
export interface IndexData {
  documentCount: number;
  /** Sorted, so a term is found by binary search and terms sharing a first letter are contiguous. */
  vocabulary: string[];
  termStart: Int32Array;
  postingDocs: Int32Array;
  /** Each posting's saturated BM25F term weight, tf~ / (k1 + tf~), computed when the index is built. */
  postingImpacts: Float32Array;
  questionTypes: Uint8Array;
  focusStart: Int32Array;
  focusTerms: Int32Array;
  documentStart: Uint32Array;
  documentBlob: Uint8Array;
}

export const questionTypeCode = (type: QuestionType): number => QUESTION_TYPES.indexOf(type);
export const questionTypeOf = (code: number): QuestionType => QUESTION_TYPES[code] ?? 'information';

const MAGIC = 'HKIX0003';

type ArraySection = Exclude<keyof IndexData, 'documentCount' | 'vocabulary'>;
const SECTIONS: ReadonlyArray<[ArraySection, 'i32' | 'u16' | 'f64' | 'u8' | 'f32' | 'u32']> = [
  ['termStart', 'i32'],
  ['postingDocs', 'i32'],
  ['postingImpacts', 'f32'],
  ['questionTypes', 'u8'],
  ['focusStart', 'i32'],
  ['focusTerms', 'i32'],
  ['documentStart', 'u32'],
  ['documentBlob', 'u8'],
];

const VIEWS = {
  i32: Int32Array,
  u16: Uint16Array,
  f64: Float64Array,
  u8: Uint8Array,
  f32: Float32Array,
  u32: Uint32Array,
} as const;

const align8 = (n: number): number => Math.ceil(n / 8) * 8;

/**
 * One file: a magic string, a JSON header (counts, section offsets, the vocabulary), then the
 * typed arrays 8-byte aligned, so loading is a read and a set of views with no parsing.
 */
export const serializeIndex = (data: IndexData): Buffer => {
  let offset = 0;
  const layout: Array<{ name: string; type: string; offset: number; length: number }> = [];
  for (const [name, type] of SECTIONS) {
    const array = data[name];
    layout.push({ name, type, offset, length: array.length });
    offset = align8(offset + array.byteLength);
  }
  const vocabulary = Buffer.from(data.vocabulary.join('\n'), 'utf8');
  const header = Buffer.from(
    JSON.stringify({ documentCount: data.documentCount, vocabularyBytes: vocabulary.length, layout }),
    'utf8',
  );
  const preambleLength = align8(MAGIC.length + 4 + header.length + vocabulary.length);
  const out = Buffer.alloc(preambleLength + offset);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(header.length, MAGIC.length);
  header.copy(out, MAGIC.length + 4);
  vocabulary.copy(out, MAGIC.length + 4 + header.length);
  for (const section of layout) {
    const array = data[section.name as ArraySection];
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, preambleLength + section.offset);
  }
  return out;
};

export const deserializeIndex = (input: Buffer): IndexData => {
  if (input.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error('Not a knowledge index file');
  // Typed views need aligned offsets; a pooled Buffer may start anywhere.
  const file = input.byteOffset % 8 === 0 ? input : Buffer.from(input);
  const headerLength = file.readUInt32LE(MAGIC.length);
  const header = JSON.parse(file.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as {
    documentCount: number;
    vocabularyBytes: number;
    layout: Array<{ name: ArraySection; type: keyof typeof VIEWS; offset: number; length: number }>;
  };
  const vocabularyStart = MAGIC.length + 4 + headerLength;
  const vocabularyText = file.toString('utf8', vocabularyStart, vocabularyStart + header.vocabularyBytes);
  const preambleLength = align8(vocabularyStart + header.vocabularyBytes);
  const sections: Record<string, unknown> = {};
  for (const section of header.layout) {
    const View = VIEWS[section.type];
    sections[section.name] = new View(
      file.buffer as ArrayBuffer,
      file.byteOffset + preambleLength + section.offset,
      section.length,
    );
  }
  return {
    documentCount: header.documentCount,
    vocabulary: vocabularyText.length > 0 ? vocabularyText.split('\n') : [],
    ...(sections as Omit<IndexData, 'documentCount' | 'vocabulary'>),
  };
};
