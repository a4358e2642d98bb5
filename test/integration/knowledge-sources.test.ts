import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/local-api.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/sources', () => {
  it('names MedQuAD, its authors and its CC BY 4.0 licence, without an API key', async () => {
    // Act
    const response = await t.http.get<{ sources: Array<Record<string, unknown>> }>('/api/v1/sources');

    // Assess
    expect(response.status).toBe(200);
    const medquad = response.body.sources.find((source) => source.id === 'medquad');
    expect(medquad).toMatchObject({
      authors: ['Asma Ben Abacha', 'Dina Demner-Fushman'],
      license: 'CC BY 4.0',
      licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(String(medquad?.citation)).toContain('BMC Bioinformatics 2019');
    expect(response.body.sources.map((source) => source.id)).toEqual(['medquad', 'medicines', 'curated']);
  });
});
