import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerModel } from '../../../shared/consensus/models.ts';
import { searchLiterature } from '../../../shared/research/literature.ts';
import { type FakeEutils, startFakeEutils } from '../../support/fake-eutils.ts';

const saved = { url: process.env.LITERATURE_BASE_URL, key: process.env.NCBI_API_KEY };
let eutils: FakeEutils;

beforeAll(async () => {
  eutils = await startFakeEutils();
  process.env.LITERATURE_BASE_URL = eutils.url;
  process.env.NCBI_API_KEY = 'test';
});

afterAll(async () => {
  await eutils.close();
  if (saved.url === undefined) delete process.env.LITERATURE_BASE_URL;
  else process.env.LITERATURE_BASE_URL = saved.url;
  if (saved.key === undefined) delete process.env.NCBI_API_KEY;
  else process.env.NCBI_API_KEY = saved.key;
});

const hanging: AnswerModel = {
  name: 'slow',
  timeoutMs: 10_000,
  answer: () => new Promise(() => undefined),
};

describe('searchLiterature', () => {
  it('returns the ranked articles without a summary when the panel outlasts its deadline', async () => {
    const started = Date.now();
    const result = await searchLiterature(
      { question: 'metformin and type 2 diabetes', limit: 3, summarize: true },
      { models: [hanging], quorum: 1 },
      Date.now() + 5_000,
      Date.now() + 300,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.articles).toHaveLength(3);
    expect(result.summary).toBeNull();
    expect(result.summaryUnavailable).toBe('The summary models did not finish in time.');
  });
});
