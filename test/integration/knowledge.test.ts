import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../functions/knowledge/contract.ts';
import { useApiWithCaller } from '../support/local-api.ts';

type SearchBody = v.InferOutput<typeof SearchResponse>;

const api = useApiWithCaller();

const search = (params: Record<string, string>) =>
  api.http.get<SearchBody>(`/api/v1/medical-knowledge/search?${new URLSearchParams(params).toString()}`, {
    key: api.caller.key,
  });

describe('GET /api/v1/medical-knowledge/search', () => {
  it('answers with ranked results, their sources and trust scores, and the applied defaults', async () => {
    // Act
    const result = await search({ query: 'what are the warning signs of a heart attack' });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.limit).toBe(10);
    expect(result.body.offset).toBe(0);
    expect(result.body.results.length).toBeGreaterThan(0);
    expect(result.body.results.length).toBeLessThanOrEqual(10);
    expect(result.body.results[0]?.id).toBe('urgent-heart-attack');
    for (const entry of result.body.results) {
      expect(entry.url).toMatch(/^https:\/\//);
      expect(entry.trustScore).toBeGreaterThan(0);
      expect(entry.trustScore).toBeLessThanOrEqual(1);
      expect(entry.snippet.length).toBeGreaterThan(0);
    }
    expect(result.headers.get('x-ratelimit-remaining')).toBeTruthy();
  });

  it('keeps total as the count of all matches and pages without overlap', async () => {
    const all = await search({ query: 'blood pressure', limit: '100' });
    const first = await search({ query: 'blood pressure', limit: '5', offset: '0' });
    const second = await search({ query: 'blood pressure', limit: '5', offset: '5' });
    expect(all.body.total).toBeGreaterThan(10);
    expect(first.body.total).toBe(all.body.total);
    expect(second.body.total).toBe(all.body.total);
    const paged = [...first.body.results, ...second.body.results].map((entry) => entry.id);
    expect(new Set(paged).size).toBe(10);
    expect(paged).toEqual(all.body.results.slice(0, 10).map((entry) => entry.id));
  });

  it('answers an offset past the end with no results and the same total', async () => {
    const result = await search({ query: 'asthma', offset: '10000' });
    expect(result.status).toBe(200);
    expect(result.body.results).toEqual([]);
    expect(result.body.total).toBeGreaterThan(0);
    expect(result.body.offset).toBe(10_000);
  });

  it('answers a query with no matches with an empty page and a total of zero', async () => {
    const result = await search({ query: 'qqqqzzzz xxxxjjjj' });
    expect(result.status).toBe(200);
    // The interpretation (issue #13) is part of every answer: here it found no focus and no type.
    expect(result.body).toEqual({
      results: [],
      total: 0,
      limit: 10,
      offset: 0,
      interpretation: { subQuestions: ['qqqqzzzz xxxxjjjj'] },
    });
  });

  it('returns how it read a consumer message: focus, type and sub-questions without the greeting', async () => {
    const result = await search({
      query:
        'Hello doctor. My father was diagnosed with glaucoma last year. What treatments are there for glaucoma? Is it inherited? Thanks',
    });
    expect(result.status).toBe(200);
    expect(result.body.interpretation).toEqual({
      focus: expect.stringMatching(/glaucoma/i),
      type: 'treatment',
      subQuestions: ['What treatments are there for glaucoma?', 'Is it inherited?'],
    });
    expect(result.body.results[0]?.id).toBe('condition-glaucoma');
  });

  it('understands lay words and typos', async () => {
    expect((await search({ query: 'suger diabetis' })).body.results[0]?.id).toMatch(/diabetes/);
    expect((await search({ query: 'cant sleep at nite' })).body.results.map((entry) => entry.id)).toContain(
      'condition-insomnia',
    );
  });

  it('handles unicode and hostile text without a 5xx', async () => {
    for (const query of [
      'ﬁbrillation 🫀',
      "asthma' OR '1'='1",
      '<script>alert(1)</script>',
      '\u202eamsa',
      '%00',
      '💊💊💊',
    ]) {
      const result = await search({ query });
      expect(result.status, query).toBe(200);
      expect(Array.isArray(result.body.results), query).toBe(true);
    }
  });

  it.each([
    ['no query', {}, 'query.query'],
    ['an empty query', { query: '' }, 'query.query'],
    ['a blank query', { query: '   ' }, 'query.query'],
    ['a query over 500 characters', { query: 'a'.repeat(501) }, 'query.query'],
    ['limit 0', { query: 'asthma', limit: '0' }, 'query.limit'],
    ['limit 101', { query: 'asthma', limit: '101' }, 'query.limit'],
    ['a fractional limit', { query: 'asthma', limit: '2.5' }, 'query.limit'],
    ['a negative offset', { query: 'asthma', offset: '-1' }, 'query.offset'],
    ['offset over 10,000', { query: 'asthma', offset: '10001' }, 'query.offset'],
    ['a word for a number', { query: 'asthma', limit: 'ten' }, 'query.limit'],
    ['an unknown parameter', { query: 'asthma', q: 'asthma' }, 'query.q'],
  ])('answers %s with 400 VALIDATION_ERROR', async (_label, params, path) => {
    const result = await api.http.get<{ code: string; details: Array<{ path: string }> }>(
      `/api/v1/medical-knowledge/search?${new URLSearchParams(params as Record<string, string>).toString()}`,
      { key: api.caller.key },
    );
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details.map((detail) => detail.path)).toContain(path);
  });

  it('accepts the bounds themselves', async () => {
    expect((await search({ query: 'a'.repeat(500) })).status).toBe(200);
    expect((await search({ query: 'asthma', limit: '1' })).body.results).toHaveLength(1);
    expect((await search({ query: 'blood', limit: '100' })).body.limit).toBe(100);
  });

  it('needs an API key', async () => {
    const result = await api.http.get('/api/v1/medical-knowledge/search?query=asthma');
    expect(result.status).toBe(401);
  });
});
