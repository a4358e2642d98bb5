import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp } from '../../text/escape-regexp.ts';
import { QUESTION_TYPES, type QuestionType } from '../analysis/question-type.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { MEDQUAD_CITATION } from '../sources.ts';

/**
 * MedQuAD (Ben Abacha & Demner-Fushman, BMC Bioinformatics 2019), CC BY 4.0: one entry per
 * question-answer pair with an answer, id `<source>_<documentId>_Sec<pairId>`. The question text
 * is not indexed (it is what the benchmark asks); the title is the focus and the question type.
 */
export const MEDQUAD_ATTRIBUTION = MEDQUAD_CITATION;

/** MedQuAD's answers were collected from the NIH sites in 2017; its entries carry that date. */
const MEDQUAD_COLLECTED = '2017-01-01';

/** The NIH site each MedQuAD collection came from, as results name it. */
const SOURCE_ORGANIZATIONS: Record<string, string> = {
  CancerGov: 'National Cancer Institute (cancer.gov)',
  GARD: 'NIH Genetic and Rare Diseases Information Center',
  GHR: 'NIH Genetics Home Reference (MedlinePlus Genetics)',
  MPlusHealthTopics: 'MedlinePlus (NLM)',
  NIDDK: 'National Institute of Diabetes and Digestive and Kidney Diseases',
  NINDS: 'National Institute of Neurological Disorders and Stroke',
  NIHSeniorHealth: 'NIHSeniorHealth (NIA and NLM)',
  NHLBI: 'National Heart, Lung, and Blood Institute',
  CDC: 'Centers for Disease Control and Prevention',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const decodeXml = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? match;
  });

const tidy = (text: string): string =>
  decodeXml(text)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();

const one = (xml: string, pattern: RegExp): string | undefined => pattern.exec(xml)?.[1];

/** A bulleted list as MedQuAD flattened it: " - item - item - item." (items hold no full stop). */
const BULLETED_LIST = /(?:\s+-\s+(?:(?!\s+-\s)[^.])+)+\./g;

/**
 * Many MedQuAD answers give a list twice: bulleted (" - a - b."), then its items again run together
 * ("a b."), an artefact of flattening the source page. The run-together copy is dropped, so an
 * answer never quotes a list twice or a "sentence" of glued items.
 */
export const withoutRepeatedLists = (answer: string): string => {
  let kept = '';
  let from = 0;
  for (const match of answer.matchAll(BULLETED_LIST)) {
    const end = (match.index ?? 0) + match[0].length;
    if ((match.index ?? 0) < from) continue;
    const items = match[0]
      .slice(0, -1)
      .split(/\s+-\s+/)
      .map((item) => item.trim())
      .filter(Boolean);
    // The copy: the same items, whitespace aside, then a full stop.
    const copy = new RegExp(
      `^\\s+${items.map((item) => escapeRegExp(item).replace(/\s+/g, '\\s+')).join('\\s+')}\\.`,
    );
    const repeated = items.length > 1 ? copy.exec(answer.slice(end)) : null;
    if (!repeated) continue;
    kept += answer.slice(from, end);
    from = end + repeated[0].length;
  }
  return kept + answer.slice(from);
};

const snippetOf = (answer: string): string => {
  const flat = answer.replace(/\s+/g, ' ').trim();
  if (flat.length <= 280) return flat;
  const cut = flat.slice(0, 280);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf(' '));
  return `${cut.slice(0, end > 120 ? end + 1 : 280).trim()}…`;
};

export class MedQuadFormatError extends Error {
  override name = 'MedQuadFormatError';
}

export interface MedQuadPair {
  entry: KnowledgeEntry;
  question: string;
}

/** One QA pair as MedQuAD has it; pairs whose answer was removed are not kept. */
interface MedQuadRecordPair {
  pid: string;
  type: string;
  question: string;
  answer: string;
}

/**
 * One MedQuAD document, with only what the index and the benchmarks need: the packed form
 * (`npm run kb -- pack-medquad`) is one of these per line.
 */
export interface MedQuadRecord {
  id: string;
  source: string;
  url?: string;
  focus: string;
  synonyms: string[];
  /** UMLS semantic types of the focus (e.g. T047 "Disease or Syndrome"). */
  semanticTypes: string[];
  pairs: MedQuadRecordPair[];
}

/**
 * One MedQuAD XML document. Most files use <Document id source>, <Focus>, <QAPair>; a few NINDS
 * files use <doc docid corpus>, <doctitle-focus>, <pair>, so both spellings are read.
 */
const parseMedQuadRecord = (xml: string, file: string): MedQuadRecord => {
  const documentTag = one(xml, /<(?:Document|DiseaseFile|doc)\b([^>]*)>/);
  if (!documentTag) throw new MedQuadFormatError(`${file}: no <Document> element`);
  const documentId = one(documentTag, /\b(?:id|docid|fid)="([^"]*)"/);
  const source = one(documentTag, /\b(?:source|corpus)="([^"]*)"/);
  const url = one(documentTag, /\burl="([^"]*)"/);
  if (!documentId || !source) throw new MedQuadFormatError(`${file}: <Document> lacks id or source`);
  const focus = tidy(one(xml, /<(?:Focus|doctitle-focus)>([\s\S]*?)<\/(?:Focus|doctitle-focus)>/) ?? '');
  const synonyms = [...xml.matchAll(/<Synonym>([\s\S]*?)<\/Synonym>/g)]
    .map((m) => tidy(m[1] ?? ''))
    .filter(Boolean);
  const semanticTypes = [...xml.matchAll(/<SemanticType>([\s\S]*?)<\/SemanticType>/g)]
    .map((m) => tidy(m[1] ?? ''))
    .filter(Boolean);
  const pairs: MedQuadRecordPair[] = [];
  for (const match of xml.matchAll(/<(QAPair|pair)\b[^>]*\bpid="([^"]*)"[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const inner = match[3] ?? '';
    const answer = tidy(one(inner, /<Answer>([\s\S]*?)<\/Answer>/i) ?? '');
    if (!answer) continue;
    const questionTag = /<Question\b([^>]*)>([\s\S]*?)<\/Question>/i.exec(inner);
    pairs.push({
      pid: match[2] ?? '',
      type: one(questionTag?.[1] ?? '', /\bqtype="([^"]*)"/) ?? 'information',
      question: tidy(questionTag?.[2] ?? ''),
      answer,
    });
  }
  return { id: documentId, source, ...(url ? { url } : {}), focus, synonyms, semanticTypes, pairs };
};

/** The entries of one document: what an import of the XML and the packed collection both index. */
export const medQuadPairsOf = (record: MedQuadRecord): MedQuadPair[] => {
  const safeUrl = record.url?.replace(/^http:\/\//, 'https://');
  return record.pairs.map((pair) => {
    const questionType: QuestionType = (QUESTION_TYPES as readonly string[]).includes(pair.type)
      ? (pair.type as QuestionType)
      : 'information';
    return {
      question: pair.question,
      entry: {
        id: `${record.source}_${record.id}_Sec${pair.pid}`,
        title: record.focus ? `${record.focus}: ${questionType}` : questionType,
        body: withoutRepeatedLists(pair.answer),
        snippet: snippetOf(withoutRepeatedLists(pair.answer)),
        source: `${SOURCE_ORGANIZATIONS[record.source] ?? record.source}, via MedQuAD (CC BY 4.0)`,
        url: safeUrl?.startsWith('https://') ? safeUrl : 'https://github.com/abachaa/MedQuAD',
        lastReviewed: MEDQUAD_COLLECTED,
        topics: [],
        reliability: 'B',
        questionType,
        focus: record.focus || undefined,
        synonyms: record.synonyms,
        attribution: MEDQUAD_ATTRIBUTION,
      },
    };
  });
};

/** The pairs of one MedQuAD XML document; pairs whose answer was removed are skipped. */
export const parseMedQuadDocument = (xml: string, file: string): MedQuadPair[] =>
  medQuadPairsOf(parseMedQuadRecord(xml, file));

/** Every document of a MedQuAD checkout (a directory of collection folders of XML), in path order. */
export const readMedQuadRecords = (
  root: string,
  onFile?: (done: number, total: number) => void,
): MedQuadRecord[] => {
  if (!statSync(root).isDirectory()) throw new MedQuadFormatError(`${root} is not a directory`);
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith('.xml')) files.push(path);
    }
  };
  visit(root);
  return files.map((path, i) => {
    const record = parseMedQuadRecord(readFileSync(path, 'utf8'), path);
    onFile?.(i + 1, files.length);
    return record;
  });
};

/** Every pair of a MedQuAD checkout: a directory of collection folders of XML documents. */
export const readMedQuad = (root: string, onFile?: (done: number, total: number) => void): MedQuadPair[] =>
  readMedQuadRecords(root, onFile).flatMap(medQuadPairsOf);
