import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { QUESTION_TYPES, type QuestionType } from '../analysis/question-type.ts';

/** Indexed fields, in the order their numbers are stored. */
const FIELDS = ['title', 'focus', 'body'] as const;
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
  /** Empty when `postingFile` is set. */
  postingDocs: Int32Array;
  /**
   * Each posting's saturated BM25F term weight, tf~ / (k1 + tf~), computed when the index is built.
   * Empty when `postingFile` is set.
   */
  postingImpacts: Float32Array;
  questionTypes: Uint8Array;
  focusStart: Int32Array;
  focusTerms: Int32Array;
  documentStart: Uint32Array;
  /** Empty when `documentFile` is set. */
  documentBlob: Uint8Array;
  /** Set by openIndexFile: the stored documents stay in the file and are read per document. */
  documentFile?: DocumentFile;
  /** Set by openIndexFile: the postings stay in the file and are read per term (`readPostings`). */
  postingFile?: PostingFile;
}

/** Where the postings are in an open index file. */
export interface PostingFile {
  fd: number;
  /** Byte offsets of the postingDocs and postingImpacts sections in the file. */
  docsOffset: number;
  impactsOffset: number;
  /** Postings in all (each section's length in elements). */
  length: number;
}

/** The postings from `start` to `end` (a term's range in termStart), read from the open file. */
export const readPostings = (
  file: PostingFile,
  start: number,
  end: number,
): { docs: Int32Array; impacts: Float32Array } => {
  const docs = new Int32Array(Math.max(0, end - start));
  const impacts = new Float32Array(docs.length);
  readFully(file.fd, new Uint8Array(docs.buffer), file.docsOffset + start * docs.BYTES_PER_ELEMENT);
  readFully(file.fd, new Uint8Array(impacts.buffer), file.impactsOffset + start * impacts.BYTES_PER_ELEMENT);
  return { docs, impacts };
};

/** Where the stored documents are in an open index file. */
interface DocumentFile {
  fd: number;
  /** Byte offset of the blob in the file. */
  offset: number;
  length: number;
}

export const questionTypeCode = (type: QuestionType): number => QUESTION_TYPES.indexOf(type);

const MAGIC = 'HKIX0003';

type ArraySection = Exclude<keyof IndexData, 'documentCount' | 'vocabulary' | 'documentFile' | 'postingFile'>;
const POSTING_SECTIONS: ReadonlySet<string> = new Set(['postingDocs', 'postingImpacts']);
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
    const length =
      name === 'documentBlob' && data.documentFile
        ? data.documentFile.length
        : POSTING_SECTIONS.has(name) && data.postingFile
          ? data.postingFile.length
          : array.length;
    layout.push({ name, type, offset, length });
    offset = align8(offset + length * array.BYTES_PER_ELEMENT);
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
  if (data.postingFile) {
    const { fd, docsOffset, impactsOffset, length } = data.postingFile;
    for (const [name, from] of [
      ['postingDocs', docsOffset],
      ['postingImpacts', impactsOffset],
    ] as const) {
      const section = layout.find((entry) => entry.name === name);
      if (!section) throw new Error(`Index layout has no ${name} section`);
      const at = preambleLength + section.offset;
      readFully(fd, out.subarray(at, at + length * data[name].BYTES_PER_ELEMENT), from);
    }
  }
  if (data.documentFile) {
    const { fd, offset: blobOffset, length } = data.documentFile;
    const blob = layout.find((section) => section.name === 'documentBlob');
    if (!blob) throw new Error('Index layout has no documentBlob section');
    blob.length = length;
    readFully(
      fd,
      out.subarray(preambleLength + blob.offset, preambleLength + blob.offset + length),
      blobOffset,
    );
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

const readFully = (fd: number, target: Uint8Array, position: number): void => {
  let done = 0;
  while (done < target.length) {
    const read = readSync(fd, target, done, target.length - done, position + done);
    if (read === 0) throw new Error('Knowledge index file is truncated');
    done += read;
  }
};

/** Closes the file of an index that is no longer referenced (the local server reloads on change). */
const openFiles = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed: nothing holds it.
  }
});

/**
 * Loads an index file without reading it whole: the header, vocabulary and per-document tables are
 * read straight into their own arrays (no file-sized buffer, no copy); the postings (11 MB at
 * MedQuAD size) stay on disk and are read per term on first use (readPostings), and the stored
 * documents, most of the file, one document at a time (documentBytes). The file stays open while
 * the index is referenced; writers replace it by rename, so the open file never changes.
 */
export const openIndexFile = (path: string): IndexData => {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const prefix = Buffer.alloc(MAGIC.length + 4);
    readFully(fd, prefix, 0);
    if (prefix.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error('Not a knowledge index file');
    const headerLength = prefix.readUInt32LE(MAGIC.length);
    const headerBytes = Buffer.alloc(headerLength);
    readFully(fd, headerBytes, prefix.length);
    const header = JSON.parse(headerBytes.toString('utf8')) as {
      documentCount: number;
      vocabularyBytes: number;
      layout: Array<{ name: ArraySection; type: keyof typeof VIEWS; offset: number; length: number }>;
    };
    const vocabularyStart = prefix.length + headerLength;
    const vocabularyBytes = Buffer.alloc(header.vocabularyBytes);
    readFully(fd, vocabularyBytes, vocabularyStart);
    const vocabularyText = vocabularyBytes.toString('utf8');
    const preambleLength = align8(vocabularyStart + header.vocabularyBytes);
    const sections: Record<string, unknown> = {};
    let documentFile: DocumentFile | undefined;
    const postingOffsets: Record<string, number> = {};
    let postingCount = 0;
    for (const section of header.layout) {
      const View = VIEWS[section.type];
      const start = preambleLength + section.offset;
      if (section.name === 'documentBlob' || POSTING_SECTIONS.has(section.name)) {
        if (start + section.length * View.BYTES_PER_ELEMENT > size) {
          throw new Error('Knowledge index file is truncated');
        }
        sections[section.name] = new View(0);
        if (section.name === 'documentBlob') documentFile = { fd, offset: start, length: section.length };
        else {
          postingOffsets[section.name] = start;
          postingCount = section.length;
        }
        continue;
      }
      const array = new View(section.length);
      readFully(fd, new Uint8Array(array.buffer), start);
      sections[section.name] = array;
    }
    if (!documentFile) throw new Error('Knowledge index file has no documents section');
    const docsOffset = postingOffsets.postingDocs;
    const impactsOffset = postingOffsets.postingImpacts;
    if (docsOffset === undefined || impactsOffset === undefined) {
      throw new Error('Knowledge index file has no postings sections');
    }
    const data: IndexData = {
      documentCount: header.documentCount,
      vocabulary: vocabularyText.length > 0 ? vocabularyText.split('\n') : [],
      ...(sections as Omit<IndexData, 'documentCount' | 'vocabulary' | 'documentFile' | 'postingFile'>),
      documentFile,
      postingFile: { fd, docsOffset, impactsOffset, length: postingCount },
    };
    openFiles.register(data, fd);
    return data;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
};

/** The stored bytes from `start` to `end` of the document blob, from memory or from the open file. */
export const documentBytes = (data: IndexData, start: number, end: number): Uint8Array => {
  if (!data.documentFile) return data.documentBlob.subarray(start, end);
  const bytes = Buffer.allocUnsafe(Math.max(0, end - start));
  readFully(data.documentFile.fd, bytes, data.documentFile.offset + start);
  return bytes;
};

/**
 * Calls `visit` with each document's first `headBytes` bytes, in order; a file-backed blob is read
 * in large sequential chunks rather than one read per document.
 */
export const forEachDocumentHead = (
  data: IndexData,
  headBytes: number,
  visit: (doc: number, head: Uint8Array) => void,
): void => {
  const { documentStart, documentCount } = data;
  const chunkBytes = 4 * 1_048_576;
  let chunk: Uint8Array = new Uint8Array(0);
  let chunkStart = 0;
  for (let doc = 0; doc < documentCount; doc += 1) {
    const start = documentStart[doc] ?? 0;
    const end = Math.min(start + headBytes, documentStart[doc + 1] ?? start);
    if (!data.documentFile) {
      visit(doc, data.documentBlob.subarray(start, end));
      continue;
    }
    if (start < chunkStart || end > chunkStart + chunk.length) {
      chunkStart = start;
      chunk = documentBytes(
        data,
        start,
        Math.min(data.documentFile.length, start + Math.max(chunkBytes, end - start)),
      );
    }
    visit(doc, chunk.subarray(start - chunkStart, end - chunkStart));
  }
};
