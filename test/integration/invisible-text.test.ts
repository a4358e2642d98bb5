import { describe, expect, it } from 'vitest';
import { type ErrorBody, useApiWithCaller } from '../support/local-api.ts';

/**
 * Text of invisible characters only is as empty as white space: a hostile tester created a key named
 * "\u200b" and triaged a description of one zero-width space, where "   " was refused.
 */
const t = useApiWithCaller({ tier: 'clinical' });
const INVISIBLE = '\u200b\u200d\ufeff';

describe('text made only of invisible characters', () => {
  it.each([
    ['/api/v1/api-keys', { name: INVISIBLE }, 'body.name'],
    ['/api/v1/diagnostics/symptoms', { description: INVISIBLE }, 'body.description'],
    ['/api/v1/diagnostics/symptoms', { symptoms: ['headache', INVISIBLE] }, 'body.symptoms.1'],
    ['/api/v1/drug-interactions', { medications: ['warfarin', INVISIBLE] }, 'body.medications.1'],
  ])('is refused by POST %s like an empty field', async (path, json, field) => {
    const result = await t.http.post<ErrorBody>(path, { key: t.caller.key, json });
    expect(result.status).toBe(400);
    expect(result.body.details?.map((detail) => detail.path)).toContain(field);
  });

  it('is refused as a search query, and a query with visible words around one is read', async () => {
    const empty = await t.http.get<ErrorBody>(
      `/api/v1/medical-knowledge/search?query=${encodeURIComponent(INVISIBLE)}`,
      {
        key: t.caller.key,
      },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ path: 'query.query', message: 'query is required' }]);
    const words = await t.http.get(
      `/api/v1/medical-knowledge/search?query=${encodeURIComponent('flu\u200b vaccine')}`,
      {
        key: t.caller.key,
      },
    );
    expect(words.status).toBe(200);
  });
});
