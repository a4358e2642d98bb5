import { parse } from 'csv-parse/sync';

/**
 * Reads CDC NCHS ICD-10-CM release files into the compact dataset the coder ships
 * (shared/clinical/coding/data/icd10cm.json.gz). Pure functions over file text, so they are tested
 * with small fixtures; the command line (data/build-icd10cm.ts) finds the files in a release folder.
 *
 * Accepted layouts, any fiscal year:
 * - code set: the CDC order file (`icd10cm_order_YYYY.txt`: headers and billable flag), a CSV with
 *   `Code,Description` columns (`ICD10CM_YYYY_codes.csv`), or the CDC `icd10cm_codes_YYYY.txt`
 *   (billable codes only, the code padded to 8 characters, then the description);
 * - tabular list XML (`icd10cm_tabular_YYYY.xml`): inclusion terms, excludes1, code first, use
 *   additional code, code also and 7th-character definitions;
 * - alphabetic index, flattened to CSV (`Letter,Level,Term,See,SeeAlso,NonEssModif,Code`, rows in
 *   document order) or the CDC index XML (`icd10cm_index_YYYY.xml`);
 * - neoplasm table, flattened to CSV (`Level,Term,…,MalignantPrimary,MalignantSecondary,CaInSitu,Benign`).
 */

/** Instructional notes of one tabular entry; each applies to the entry and all codes below it. */
export interface CodeNotes {
  /** Inclusion terms: other names of the condition the code is for. */
  inclusion?: string[];
  excludes1?: string[];
  codeFirst?: string[];
  useAdditionalCode?: string[];
  codeAlso?: string[];
  /** 7th-character definitions: [character, meaning]. */
  seventh?: Array<[string, string]>;
}

/** Where a matching term comes from: the tabular inclusion terms, the index, the neoplasm or the drug table. */
export type TermKind = 'inclusion' | 'index' | 'neoplasm' | 'drug';

export interface Icd10Dataset {
  format: 1;
  /** File names and fiscal years the dataset was built from. */
  sources: Record<string, string>;
  /** Every code of the code set, dotted, sorted, with its long description. */
  codes: Array<[string, string]>;
  /** Codes that are billable by themselves (a leaf needing no 7th character), when the code set says so. */
  billable?: string[];
  notes: Record<string, CodeNotes>;
  /** Phrases that name a code: [code, phrase, kind]. The code may end in "-" (incomplete, to be completed). */
  terms: Array<[string, string, TermKind]>;
}

/** "E119" → "E11.9", "e11.9" → "E11.9"; anything that does not look like a code is returned upper-cased. */
export const dotted = (input: string): string => {
  const code = input.trim().toUpperCase().replace(/\s+/g, '');
  if (code.includes('.')) return code;
  return code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code;
};

/** RFC 4180 CSV (quoted fields with doubled quotes, commas and newlines inside), by csv-parse. */
export const parseCsv = (text: string): string[][] =>
  (
    parse(text, {
      relax_quotes: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][]
  ).filter((row) => row.some((cell) => cell !== ''));

/** Rows of a CSV as objects keyed by its header; fails naming the missing columns. */
const csvRecords = (
  text: string,
  required: readonly string[],
  what: string,
): Array<Record<string, string>> => {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw new Error(`${what}: the file is empty`);
  const names = header.map((name) => name.trim());
  const missing = required.filter((name) => !names.includes(name));
  if (missing.length) throw new Error(`${what}: missing column(s) ${missing.join(', ')}`);
  return rows.map((row) => Object.fromEntries(names.map((name, i) => [name, (row[i] ?? '').trim()])));
};

const CODE = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;

/** A code set as CSV with Code and Description columns. */
export const parseCodesCsv = (text: string): Array<[string, string]> =>
  csvRecords(text, ['Code', 'Description'], 'code set CSV').map((row, i) => {
    const code = dotted(row.Code ?? '');
    if (!CODE.test(code))
      throw new Error(`code set CSV line ${i + 2}: "${row.Code}" is not an ICD-10-CM code`);
    return [code, row.Description ?? ''];
  });

/** The CDC `icd10cm_codes_YYYY.txt` layout: billable codes, the code padded to 8 characters. */
export const parseCodesTxt = (text: string): Array<[string, string]> =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line, i) => {
      const code = dotted(line.slice(0, 8));
      if (!CODE.test(code)) throw new Error(`codes file line ${i + 1}: "${line.slice(0, 8)}" is not a code`);
      return [code, line.slice(8).trim()];
    });

/**
 * The CDC order file: order number (5), code (7), billable flag (1), short and long descriptions,
 * separated by single spaces. Returns every code (headers too) and the billable ones.
 */
export const parseOrderFile = (text: string): { codes: Array<[string, string]>; billable: string[] } => {
  const codes: Array<[string, string]> = [];
  const billable: string[] = [];
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim()) continue;
    const code = dotted(line.slice(6, 13));
    const flag = line.slice(14, 15);
    if (!CODE.test(code) || (flag !== '0' && flag !== '1'))
      throw new Error(`order file line ${i + 1}: unexpected layout`);
    codes.push([code, line.slice(77).trim()]);
    if (flag === '1') billable.push(code);
  }
  return { codes, billable };
};

// ---------------------------------------------------------------------------------------------
// XML: the CDC files use elements, text and a few attributes, no CDATA or namespaces, so a small
// tokenizer is enough and spares a parser dependency.

const decodeEntities = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    const value = lower.startsWith('#x')
      ? Number.parseInt(lower.slice(2), 16)
      : Number.parseInt(lower.slice(1), 10);
    return Number.isFinite(value) ? String.fromCodePoint(value) : entity;
  });

interface XmlEvent {
  type: 'open' | 'close' | 'text';
  name: string;
  attributes: Record<string, string>;
  text: string;
}

function* xmlEvents(xml: string): Generator<XmlEvent> {
  const tag =
    /<(\/?)([A-Za-z_][\w.-]*)([^>]*?)(\/?)>|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>/g;
  let last = 0;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    if (match.index > last) {
      const text = xml.slice(last, match.index);
      if (text.trim()) yield { type: 'text', name: '', attributes: {}, text: decodeEntities(text) };
    }
    last = tag.lastIndex;
    if (match[5] !== undefined) {
      yield { type: 'text', name: '', attributes: {}, text: match[5] };
      continue;
    }
    const name = match[2];
    if (!name) continue;
    if (match[1]) {
      yield { type: 'close', name, attributes: {}, text: '' };
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const attribute of (match[3] ?? '').matchAll(/([\w.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
      if (attribute[1]) attributes[attribute[1]] = decodeEntities(attribute[3] ?? attribute[4] ?? '');
    }
    yield { type: 'open', name, attributes, text: '' };
    if (match[4]) yield { type: 'close', name, attributes: {}, text: '' };
  }
}

const NOTE_KINDS: Record<string, keyof Omit<CodeNotes, 'seventh'>> = {
  inclusionTerm: 'inclusion',
  excludes1: 'excludes1',
  codeFirst: 'codeFirst',
  useAdditionalCode: 'useAdditionalCode',
  codeAlso: 'codeAlso',
};

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The tabular list XML: each `diag`'s notes by code, and every code with its description. */
export const parseTabularXml = (
  xml: string,
): { version: string; notes: Record<string, CodeNotes>; codes: Array<[string, string]> } => {
  const notes: Record<string, CodeNotes> = {};
  const codes: Array<[string, string]> = [];
  const path: string[] = [];
  const diags: string[] = [];
  let version = '';
  let text = '';
  let extension = '';
  for (const event of xmlEvents(xml)) {
    if (event.type === 'open') {
      path.push(event.name);
      text = '';
      if (event.name === 'extension') extension = event.attributes.char ?? '';
      continue;
    }
    if (event.type === 'text') {
      text += event.text;
      continue;
    }
    const name = path.pop();
    if (name !== event.name) throw new Error(`tabular XML: </${event.name}> closes <${name}>`);
    const parent = path[path.length - 1];
    const code = diags[diags.length - 1];
    if (name === 'version' && parent === 'ICD10CM.tabular') version = clean(text);
    else if (name === 'name' && parent === 'diag') {
      const dottedCode = dotted(clean(text));
      diags.push(dottedCode);
    } else if (name === 'desc' && parent === 'diag' && code) codes.push([code, clean(text)]);
    else if (name === 'diag') diags.pop();
    else if (name === 'note' && parent && code && path[path.length - 2] === 'diag') {
      const kind = NOTE_KINDS[parent];
      if (kind) {
        const entry = notes[code] ?? {};
        notes[code] = entry;
        const list = entry[kind] ?? [];
        entry[kind] = list;
        list.push(clean(text));
      }
    } else if (name === 'extension' && parent === 'sevenChrDef' && code) {
      const entry = notes[code] ?? {};
      notes[code] = entry;
      const list = entry.seventh ?? [];
      entry.seventh = list;
      list.push([extension, clean(text)]);
    }
    if (name === 'diag' && code && diags.length === 0 && path.length === 0) break;
  }
  return { version, notes, codes };
};

/** Strips nonessential modifiers "(…)" and folds spaces. */
const withoutModifiers = (term: string): string => clean(term.replace(/\([^)]*\)/g, ' '));

/**
 * The alphabetic index flattened to CSV: rows in document order with their level, so the full
 * term path ("Diabetes, diabetic" › "with" › "gastroparesis") is rebuilt from the levels above.
 * Each row with a code becomes the phrase of its path; "see" cross-references carry no code.
 */
export const parseIndexCsv = (text: string): Array<[string, string, TermKind]> => {
  const out: Array<[string, string, TermKind]> = [];
  const stack: string[] = [];
  for (const [i, row] of csvRecords(text, ['Level', 'Term', 'Code'], 'index CSV').entries()) {
    const level = Number(row.Level);
    if (!Number.isInteger(level) || level < 0 || level > stack.length) {
      throw new Error(`index CSV line ${i + 2}: level ${row.Level} does not follow the level above`);
    }
    stack.length = level;
    stack.push(row.Term ?? '');
    const code = (row.Code ?? '').trim();
    if (code && /^[A-Z][0-9]/.test(code)) out.push([dotted(code), stack.join(' › '), 'index']);
  }
  return out;
};

/** The CDC alphabetic index XML: mainTerm › term (nested), each with title, optional nemod and code. */
export const parseIndexXml = (xml: string): Array<[string, string, TermKind]> => {
  const out: Array<[string, string, TermKind]> = [];
  const titles: string[] = [];
  const codes: Array<string | undefined> = [];
  const path: string[] = [];
  let text = '';
  for (const event of xmlEvents(xml)) {
    if (event.type === 'open') {
      path.push(event.name);
      if (event.name === 'mainTerm' || event.name === 'term') {
        titles.push('');
        codes.push(undefined);
      }
      if (event.name === 'title' || event.name === 'code') text = '';
      continue;
    }
    if (event.type === 'text') {
      // The nonessential modifier inside a title is left out of the phrase.
      if (path[path.length - 1] !== 'nemod') text += event.text;
      continue;
    }
    const name = path.pop();
    const owner = path[path.length - 1];
    if (name === 'title' && (owner === 'mainTerm' || owner === 'term'))
      titles[titles.length - 1] = clean(text);
    else if (name === 'code' && (owner === 'mainTerm' || owner === 'term'))
      codes[codes.length - 1] = clean(text);
    else if (name === 'mainTerm' || name === 'term') {
      const code = codes.pop();
      if (code && /^[A-Z][0-9]/.test(code)) out.push([dotted(code), titles.join(' › '), 'index']);
      titles.pop();
    }
  }
  return out;
};

/**
 * The neoplasm table flattened to CSV: each site path gets phrases for its malignant primary,
 * secondary, in situ and benign codes ("malignant neoplasm of breast", "secondary … of liver").
 */
export const parseNeoplasmCsv = (text: string): Array<[string, string, TermKind]> => {
  const columns: Array<[string, string]> = [
    ['MalignantPrimary', 'malignant neoplasm'],
    ['MalignantSecondary', 'secondary malignant neoplasm'],
    ['CaInSitu', 'carcinoma in situ'],
    ['Benign', 'benign neoplasm'],
  ];
  const out: Array<[string, string, TermKind]> = [];
  const stack: string[] = [];
  for (const [i, row] of csvRecords(
    text,
    ['Level', 'Term', ...columns.map(([c]) => c)],
    'neoplasm CSV',
  ).entries()) {
    const level = Number(row.Level);
    if (!Number.isInteger(level) || level < 0 || level > stack.length) {
      throw new Error(`neoplasm CSV line ${i + 2}: level ${row.Level} does not follow the level above`);
    }
    stack.length = level;
    stack.push(withoutModifiers(row.Term ?? ''));
    // Level 0 is the "Neoplasm, neoplastic" heading itself: its sites start at level 1.
    const site = stack.slice(1).join(' › ');
    if (!site) continue;
    for (const [column, label] of columns) {
      const code = (row[column] ?? '').trim();
      if (/^[A-Z][0-9]/.test(code)) out.push([dotted(code), `${label} › ${site}`, 'neoplasm']);
    }
  }
  return out;
};

/**
 * The CDC table XML (neoplasm and drug tables share it): mainTerm › term, each with a title (its
 * nonessential modifier left out) and cells by column. Returns each row's path and its cells.
 */
const parseTableXml = (xml: string): Array<{ path: string[]; cells: Record<string, string> }> => {
  const rows: Array<{ path: string[]; cells: Record<string, string> }> = [];
  const titles: string[] = [];
  const cells: Array<Record<string, string>> = [];
  const path: string[] = [];
  let text = '';
  let column = '';
  for (const event of xmlEvents(xml)) {
    if (event.type === 'open') {
      path.push(event.name);
      if (event.name === 'mainTerm' || event.name === 'term') {
        titles.push('');
        cells.push({});
      }
      if (event.name === 'title' || event.name === 'cell') text = '';
      if (event.name === 'cell') column = event.attributes.col ?? '';
      continue;
    }
    if (event.type === 'text') {
      if (path[path.length - 1] !== 'nemod') text += event.text;
      continue;
    }
    const name = path.pop();
    const owner = path[path.length - 1];
    if (name === 'title' && (owner === 'mainTerm' || owner === 'term'))
      titles[titles.length - 1] = clean(text);
    else if (name === 'cell' && (owner === 'mainTerm' || owner === 'term')) {
      const row = cells[cells.length - 1];
      if (row) row[column] = clean(text);
    } else if (name === 'mainTerm' || name === 'term') {
      rows.push({ path: [...titles], cells: cells.pop() ?? {} });
      titles.pop();
    }
  }
  return rows;
};

/** The neoplasm table XML: columns 2 to 5 are malignant primary, secondary, in situ and benign. */
export const parseNeoplasmXml = (xml: string): Array<[string, string, TermKind]> => {
  const labels: Record<string, string> = {
    '2': 'malignant neoplasm',
    '3': 'secondary malignant neoplasm',
    '4': 'carcinoma in situ',
    '5': 'benign neoplasm',
  };
  const out: Array<[string, string, TermKind]> = [];
  for (const row of parseTableXml(xml)) {
    // The first level is the "Neoplasm, neoplastic" heading itself.
    const site = row.path.slice(1).join(' › ');
    if (!site) continue;
    for (const [column, label] of Object.entries(labels)) {
      const code = row.cells[column] ?? '';
      if (/^[A-Z][0-9]/.test(code)) out.push([dotted(code), `${label} › ${site}`, 'neoplasm']);
    }
  }
  return out;
};

/**
 * The drug table XML: each substance's poisoning (accidental, intentional self-harm, assault,
 * undetermined), adverse-effect and underdosing codes, as phrases that name the event as notes do
 * ("overdose of …", "adverse effect of …"); a substance named alone is never a phrase, so a
 * medication list codes nothing.
 */
export const parseDrugXml = (xml: string): Array<[string, string, TermKind]> => {
  const labels: Record<string, string[]> = {
    '2': ['poisoning by', '(accidental) overdose of'],
    '3': ['intentional self-harm poisoning by', 'intentional overdose of'],
    '4': ['assault poisoning by'],
    '5': ['poisoning by undetermined intent'],
    '6': ['adverse effect of'],
    '7': ['underdosing of'],
  };
  const out: Array<[string, string, TermKind]> = [];
  for (const row of parseTableXml(xml)) {
    const substance = row.path.join(' › ');
    for (const [column, phrases] of Object.entries(labels)) {
      const code = row.cells[column] ?? '';
      if (!/^[A-Z][0-9]/.test(code)) continue;
      for (const phrase of phrases) out.push([dotted(code), `${phrase} › ${substance}`, 'drug']);
    }
  }
  return out;
};

/** The files of one release, as text, by role. */
export interface ReleaseFiles {
  codes: { name: string; text: string; layout: 'csv' | 'txt' | 'order' };
  tabular: { name: string; text: string };
  index?: { name: string; text: string; layout: 'csv' | 'xml' };
  neoplasm?: { name: string; text: string; layout: 'csv' | 'xml' };
  drug?: { name: string; text: string };
}

/** Builds the dataset: the code set, the tabular notes for its codes, and every matching phrase. */
export const buildDataset = (files: ReleaseFiles): Icd10Dataset => {
  let codes: Array<[string, string]>;
  let billable: string[] | undefined;
  if (files.codes.layout === 'order') ({ codes, billable } = parseOrderFile(files.codes.text));
  else
    codes = files.codes.layout === 'csv' ? parseCodesCsv(files.codes.text) : parseCodesTxt(files.codes.text);
  const tabular = parseTabularXml(files.tabular.text);
  const known = new Map(codes);
  // Every leading part of every code ("E11.21" → "E", "E1", "E11", "E11.", "E11.2"…).
  const prefixes = new Set<string>();
  for (const [code] of codes) for (let n = 1; n <= code.length; n += 1) prefixes.add(code.slice(0, n));
  if (files.codes.layout === 'txt') {
    // The codes file lists billable codes only: the headers above them come from the tabular list.
    for (const [code, description] of tabular.codes) {
      if (!known.has(code) && prefixes.has(code)) known.set(code, description);
    }
  }
  const sorted = [...known.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Notes of codes the newer code set dropped are kept only where they sit above a current code.
  const notes: Record<string, CodeNotes> = {};
  for (const [code, entry] of Object.entries(tabular.notes)) {
    if (prefixes.has(code)) notes[code] = entry;
  }
  const terms: Array<[string, string, TermKind]> = [];
  for (const [code, entry] of Object.entries(notes)) {
    for (const inclusion of entry.inclusion ?? []) terms.push([code, inclusion, 'inclusion']);
  }
  if (files.index) {
    terms.push(
      ...(files.index.layout === 'csv' ? parseIndexCsv(files.index.text) : parseIndexXml(files.index.text)),
    );
  }
  if (files.neoplasm) {
    terms.push(
      ...(files.neoplasm.layout === 'xml'
        ? parseNeoplasmXml(files.neoplasm.text)
        : parseNeoplasmCsv(files.neoplasm.text)),
    );
  }
  if (files.drug) terms.push(...parseDrugXml(files.drug.text));
  const sources: Record<string, string> = {
    codes: files.codes.name,
    tabular: `${files.tabular.name} (version ${tabular.version || 'unknown'})`,
  };
  if (files.index) sources.index = files.index.name;
  if (files.neoplasm) sources.neoplasm = files.neoplasm.name;
  if (files.drug) sources.drug = files.drug.name;
  return { format: 1, sources, codes: sorted, ...(billable ? { billable } : {}), notes, terms };
};
