import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { KnowledgeIndexMissingError, knowledgeIndex } from '../../../shared/knowledge/store.ts';

const dir = mkdtempSync(join(tmpdir(), 'knowledge-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('the knowledge index a function searches', () => {
  it('is an error when KNOWLEDGE_INDEX names a missing file, never the curated entries alone', () => {
    const missing = join(dir, 'index.hkix');
    vi.stubEnv('KNOWLEDGE_INDEX', missing);
    expect(() => knowledgeIndex()).toThrow(KnowledgeIndexMissingError);
    expect(() => knowledgeIndex()).toThrow(missing);
  });

  it('is the curated corpus built in memory when run from source without KNOWLEDGE_INDEX', () => {
    vi.stubEnv('KNOWLEDGE_INDEX', undefined);
    expect(knowledgeIndex().data.documentCount).toBeGreaterThan(0);
  });
});
