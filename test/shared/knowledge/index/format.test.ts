import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { curatedEntries } from '../../../../shared/knowledge/corpus/index.ts';
import { buildIndex } from '../../../../shared/knowledge/index/build.ts';
import {
  deserializeIndex,
  openIndexFile,
  serializeIndex,
} from '../../../../shared/knowledge/index/format.ts';
import { KnowledgeIndex } from '../../../../shared/knowledge/index/search.ts';

const dir = mkdtempSync(join(tmpdir(), 'hkix-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const built = buildIndex(curatedEntries());
const bytes = serializeIndex(built);
const path = join(dir, 'index.hkix');
writeFileSync(path, bytes);

describe('openIndexFile', () => {
  it('answers every query and document as the index read whole does', () => {
    const whole = new KnowledgeIndex(deserializeIndex(bytes));
    const opened = new KnowledgeIndex(openIndexFile(path));
    expect(opened.size).toBe(whole.size);
    const titles = curatedEntries().map((entry) => entry.title);
    // Twice over: the second pass answers from the postings the first one read from the file.
    for (const query of [
      'high blood pressure treatment',
      'diabetis symptoms',
      'what causes asthma',
      'zzzz',
      ...titles,
      'high blood pressure treatment',
      ...titles,
    ]) {
      expect(opened.search(query, 10)).toEqual(whole.search(query, 10));
    }
    for (let doc = 0; doc < whole.size; doc += 1) expect(opened.document(doc)).toEqual(whole.document(doc));
    const ids = curatedEntries().map((entry) => entry.id);
    for (const id of [ids[0], ids[ids.length - 1], 'no-such-entry']) {
      expect(opened.documentById(id ?? '')).toEqual(whole.documentById(id ?? ''));
    }
  });

  it('keeps the stored documents and the postings in the file instead of in memory', () => {
    const data = openIndexFile(path);
    expect(data.documentBlob.length).toBe(0);
    expect(data.documentFile?.length).toBe(built.documentBlob.length);
    expect(data.postingDocs.length).toBe(0);
    expect(data.postingImpacts.length).toBe(0);
    expect(data.postingFile?.length).toBe(built.postingDocs.length);
  });

  it('writes back the same bytes', () => {
    expect(serializeIndex(openIndexFile(path)).equals(bytes)).toBe(true);
  });

  it('keeps answering from the file it opened when a writer replaces it by rename', () => {
    const live = join(dir, 'live.hkix');
    writeFileSync(live, bytes);
    const opened = new KnowledgeIndex(openIndexFile(live));
    const before = opened.document(0);
    const replacement = join(dir, 'replacement.hkix');
    writeFileSync(replacement, serializeIndex(buildIndex(curatedEntries().slice(5))));
    renameSync(replacement, live);
    expect(opened.document(0)).toEqual(before);
    // Postings first read after the rename come from the file it opened too.
    const whole = new KnowledgeIndex(deserializeIndex(bytes));
    expect(opened.search('what causes asthma', 10)).toEqual(whole.search('what causes asthma', 10));
  });

  it('refuses a file that is not an index, or is cut short', () => {
    const bad = join(dir, 'bad.hkix');
    writeFileSync(bad, 'not an index at all');
    expect(() => openIndexFile(bad)).toThrow(/Not a knowledge index/);
    writeFileSync(bad, bytes.subarray(0, bytes.length - 100));
    expect(() => openIndexFile(bad)).toThrow(/truncated/);
  });
});
