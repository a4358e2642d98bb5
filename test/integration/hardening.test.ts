import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, signUpTenant, startTestApi, type TestApi } from '../support/local-api.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.close();
});

describe('a key is not given groups its tier does not include (hostile test X4)', () => {
  it('refuses ["admin"] on the developer tier with 403 INSUFFICIENT_TIER naming the permission', async () => {
    // Prepare
    const developer = await signUpTenant(t.http);

    // Act
    const refused = await developer.post<ErrorBody>('/api/v1/api-keys', {
      json: { name: 'admin key', permissions: ['knowledge', 'admin'] },
    });

    // Assess
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: "A key cannot be given groups its organization's tier does not include",
      code: 'INSUFFICIENT_TIER',
      timestamp: expect.any(String),
      requestId: expect.any(String),
      details: [
        {
          path: 'body.permissions.1',
          message: '"admin" needs the clinical tier or above; your organization is on developer',
        },
      ],
    });
    const listed = await developer.get<{ keys: Array<{ name: string }> }>('/api/v1/api-keys');
    expect(listed.body.keys.map((key) => key.name)).not.toContain('admin key');
  });

  it('takes the groups the tier includes, and "*", which follows the tier', async () => {
    const developer = await signUpTenant(t.http);
    const narrow = await developer.post('/api/v1/api-keys', {
      json: { name: 'answers', permissions: ['knowledge', 'consensus'] },
    });
    const all = await developer.post('/api/v1/api-keys', { json: { name: 'all', permissions: ['*'] } });
    expect([narrow.status, all.status]).toEqual([201, 201]);
  });

  it('takes ["admin"] on the clinical tier', async () => {
    const clinical = await signUpTenant(t.http, { tier: 'clinical' });
    const created = await clinical.post('/api/v1/api-keys', {
      json: { name: 'admin', permissions: ['admin'] },
    });
    expect(created.status).toBe(201);
  });
});

describe('webhook URLs naming a metadata service or an internal-only host (hostile test X4)', () => {
  it.each([
    'https://metadata.google.internal/',
    'https://metadata.goog/computeMetadata/v1/',
    'https://instance-data/latest/meta-data',
    'https://intranet.corp/hooks',
  ])('refuses %s at creation with 400 naming body.url', async (url) => {
    const professional = await signUpTenant(t.http, { tier: 'professional' });
    const refused = await professional.post<ErrorBody>('/api/v1/webhooks', {
      json: { url, events: ['api_key.created'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body.url', message: expect.stringMatching(/must name a public host/) }],
    });
  });
});
