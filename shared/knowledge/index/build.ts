import { analyze, bigrams } from '../analysis/index.ts';
import { type KnowledgeEntry, trustScoreOf } from '../entry.ts';
import { FIELD_COUNT, type IndexData, questionTypeCode, type StoredDocument } from './format.ts';
import { NAME_SEPARATOR, RANKING } from './ranking.ts';

/** The terms of each field; short fields (title, focus) also get their bigrams, for phrase matches. */
const fieldTerms = (entry: KnowledgeEntry): string[][] => {
  const title = analyze(entry.title);
  const focus = [entry.focus ?? '', ...(entry.synonyms ?? []), ...entry.topics].flatMap((phrase) => {
    const terms = analyze(phrase);
    return [...terms, ...bigrams(terms)];
  });
  return [[...title, ...bigrams(title)], focus, analyze(entry.body)];
};

const storedDocument = (entry: KnowledgeEntry): StoredDocument => ({
  id: entry.id,
  title: entry.title,
  snippet: entry.snippet,
  source: entry.source,
  url: entry.url,
  trustScore: trustScoreOf(entry),
  questionType: entry.questionType,
  focus: entry.focus,
  topics: entry.topics,
  lastReviewed: entry.lastReviewed,
  body: entry.body,
  attribution: entry.attribution,
});

/** The saturated BM25F weight of a term in a document: field frequencies, weighted and length-normalised. */
const impact = (
  frequencies: readonly number[],
  posting: number,
  fieldLengths: Uint16Array,
  doc: number,
  averages: Float64Array,
): number => {
  const { k1, fieldWeights, fieldB } = RANKING;
  let tf = 0;
  for (let f = 0; f < FIELD_COUNT; f += 1) {
    const raw = frequencies[posting * FIELD_COUNT + f] ?? 0;
    if (raw === 0) continue;
    const b = fieldB[f] ?? 0.75;
    const length = fieldLengths[doc * FIELD_COUNT + f] ?? 0;
    tf += ((fieldWeights[f] ?? 1) * raw) / (1 - b + (b * length) / ((averages[f] ?? 0) || 1));
  }
  return tf / (k1 + tf);
};

/**
 * Other names of a subject, pooled over every entry with that focus: MedQuAD's focus annotations
 * carry the names each collection lists ("also called" on MedlinePlus, GARD's other names), and
 * the institutes that have a page on the same subject do not list the same ones. A message that
 * uses any of them names the subject ("flatulence" for Gas, "Gilbert's disease").
 */
const subjectKey = (focus: string | undefined): string => analyze(focus ?? '').join(' ');

/** A subject's names beyond the first few add little and cost each search a loop over them. */
const MAX_OTHER_NAMES = 12;

const otherNamesBySubject = (entries: readonly KnowledgeEntry[]): Map<string, string[][]> => {
  const pooled = new Map<string, Map<string, string[]>>();
  for (const entry of entries) {
    const key = subjectKey(entry.focus);
    if (key === '' || !entry.synonyms?.length) continue;
    let names = pooled.get(key);
    if (!names) {
      names = new Map();
      pooled.set(key, names);
    }
    const own = new Set(key.split(' '));
    for (const synonym of entry.synonyms) {
      const terms = [...new Set(analyze(synonym))];
      const name = [...terms].sort().join(' ');
      // One word of the focus's own is a shortening ("sugar" for added sugars, "lupus" for lupus
      // nephritis) that names something broader; a longer one is the subject's usual name ("distal
      // renal tubular acidosis" for its SLC4A1-associated form).
      const shortening = terms.length === 1 && own.has(terms[0] as string);
      const focusItself = terms.length === own.size && terms.every((term) => own.has(term));
      if (terms.length > 0 && !shortening && !focusItself && !names.has(name)) names.set(name, terms);
    }
  }
  return new Map([...pooled].map(([key, names]) => [key, [...names.values()].slice(0, MAX_OTHER_NAMES)]));
};

/** How often (in documents) a build reports its progress. */
const PROGRESS_STEP = 500;

/**
 * Builds the index of a corpus. Later entries with an id already seen replace earlier ones.
 * `onProgress` hears the documents analysed so far.
 */
export const buildIndex = (
  input: readonly KnowledgeEntry[],
  onProgress?: (done: number, total: number) => void,
): IndexData => {
  const byId = new Map<string, KnowledgeEntry>();
  for (const entry of input) byId.set(entry.id, entry);
  const entries = [...byId.values()];
  const n = entries.length;

  const postings = new Map<string, { docs: number[]; frequencies: number[] }>();
  const fieldLengths = new Uint16Array(n * FIELD_COUNT);
  const lengthTotals = new Float64Array(FIELD_COUNT);
  const focusPerDocument: string[][] = [];

  entries.forEach((entry, doc) => {
    const fields = fieldTerms(entry);
    const counts = new Map<string, Uint16Array>();
    fields.forEach((terms, field) => {
      fieldLengths[doc * FIELD_COUNT + field] = Math.min(65_535, terms.length);
      lengthTotals[field] = (lengthTotals[field] ?? 0) + terms.length;
      for (const term of terms) {
        let perField = counts.get(term);
        if (!perField) {
          perField = new Uint16Array(FIELD_COUNT);
          counts.set(term, perField);
        }
        perField[field] = Math.min(65_535, (perField[field] ?? 0) + 1);
      }
    });
    for (const [term, perField] of counts) {
      let list = postings.get(term);
      if (!list) {
        list = { docs: [], frequencies: [] };
        postings.set(term, list);
      }
      list.docs.push(doc);
      list.frequencies.push(...perField);
    }
    focusPerDocument.push([...new Set(analyze(entry.focus ?? ''))]);
    if (onProgress && ((doc + 1) % PROGRESS_STEP === 0 || doc + 1 === n)) onProgress(doc + 1, n);
  });

  const vocabulary = [...postings.keys()].sort();
  const termId = new Map(vocabulary.map((term, i) => [term, i]));
  const termStart = new Int32Array(vocabulary.length + 1);
  let total = 0;
  vocabulary.forEach((term, i) => {
    termStart[i] = total;
    total += postings.get(term)?.docs.length ?? 0;
  });
  termStart[vocabulary.length] = total;
  const averages = Float64Array.from(lengthTotals, (sum) => (n > 0 ? sum / n : 0));
  const postingDocs = new Int32Array(total);
  const postingImpacts = new Float32Array(total);
  vocabulary.forEach((term, i) => {
    const list = postings.get(term);
    if (!list) return;
    const offset = termStart[i] ?? 0;
    postingDocs.set(list.docs, offset);
    list.docs.forEach((doc, k) => {
      postingImpacts[offset + k] = impact(list.frequencies, k, fieldLengths, doc, averages);
    });
  });

  const focusStart = new Int32Array(n + 1);
  const focusIds: number[] = [];
  focusPerDocument.forEach((terms, doc) => {
    focusStart[doc] = focusIds.length;
    for (const term of terms) {
      const id = termId.get(term);
      if (id !== undefined) focusIds.push(id);
    }
  });
  focusStart[n] = focusIds.length;
  // The other names follow every focus, so that the focus of each document stays where it always
  // was (an index without them reads the same): a table of n + 1 offsets, then each document's
  // names, each after a separator.
  const otherNames = otherNamesBySubject(entries);
  const names: number[] = [];
  const nameStart: number[] = [];
  focusPerDocument.forEach((terms, doc) => {
    nameStart.push(names.length);
    if (terms.length === 0) return;
    for (const name of otherNames.get(subjectKey(entries[doc]?.focus)) ?? []) {
      const ids = name.map((term) => termId.get(term));
      // A name with a word no document holds can never be matched by a query.
      if (ids.some((id) => id === undefined)) continue;
      names.push(NAME_SEPARATOR, ...(ids as number[]));
    }
  });
  nameStart.push(names.length);
  if (names.length > 0) {
    const base = focusIds.length + nameStart.length;
    for (const offset of nameStart) focusIds.push(base + offset);
    for (const id of names) focusIds.push(id);
  }

  const encoder = new TextEncoder();
  const stored = entries.map(storedDocument);
  const encoded = stored.map((document) => encoder.encode(JSON.stringify(document)));
  const documentStart = new Uint32Array(n + 1);
  let blobLength = 0;
  encoded.forEach((bytes, doc) => {
    documentStart[doc] = blobLength;
    blobLength += bytes.length;
  });
  documentStart[n] = blobLength;
  const documentBlob = new Uint8Array(blobLength);
  encoded.forEach((bytes, doc) => {
    documentBlob.set(bytes, documentStart[doc]);
  });

  return {
    documentCount: n,
    vocabulary,
    termStart,
    postingDocs,
    postingImpacts,
    questionTypes: Uint8Array.from(stored, (document) => questionTypeCode(document.questionType)),
    focusStart,
    focusTerms: Int32Array.from(focusIds),
    documentStart,
    documentBlob,
  };
};
