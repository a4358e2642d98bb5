import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from '../../functions/registry.ts';
import { TERMS_VERSION } from '../../shared/auth/terms.ts';
import { PROJECT_ROOT } from '../../tools/local/api.ts';
import {
  type HttpResult,
  signUp,
  signUpTenant,
  startTestApi,
  type TestApi,
  uniqueEmail,
} from '../support/local-api.ts';

type Json = Record<string, unknown>;

let t: TestApi;
let document: Json;

beforeAll(async () => {
  t = await startTestApi();
  document = (await t.http.get<Json>('/api/v1/openapi.json')).body;
});

afterAll(async () => {
  await t.close();
});

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

/** Checks a real response against the response the document declares for its operation and status. */
const expectConforms = (method: string, template: string, result: HttpResult<unknown>): void => {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const operation = paths[template]?.[method.toLowerCase()];
  expect(operation, `${method} ${template} is documented`).toBeDefined();
  const responses = operation?.responses as Record<string, Json>;
  const declared = responses[String(result.status)];
  expect(declared, `${method} ${template} documents status ${result.status}`).toBeDefined();
  const content = declared?.content as Record<string, { schema: Json }> | undefined;
  if (!content) {
    expect(result.text).toBe('');
    return;
  }
  const schema = { ...content['application/json']?.schema, components: document.components };
  const validate = ajv.compile(schema);
  const valid = validate(result.body);
  expect(validate.errors ?? [], `${method} ${template} ${result.status}`).toEqual([]);
  expect(valid).toBe(true);
  for (const header of Object.keys((declared?.headers as Json | undefined) ?? {})) {
    if (header !== 'Retry-After' || result.status === 429) {
      expect(
        result.headers.get(header),
        `${method} ${template} ${result.status} header ${header}`,
      ).not.toBeNull();
    }
  }
};

describe('OpenAPI document', () => {
  it('is an OpenAPI 3.1 document with every deployed operation', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: t.api.url, description: 'This deployment' }]);
    const paths = document.paths as Record<string, Json>;
    for (const operation of allOperations()) {
      expect(
        paths[operation.path]?.[operation.method.toLowerCase()],
        `${operation.method} ${operation.path}`,
      ).toBeDefined();
    }
  });

  it('lints clean with Spectral (spectral:oas, every severity)', () => {
    // Prepare
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));

    // Act
    const run = spawnSync(
      join(PROJECT_ROOT, 'node_modules/.bin/spectral'),
      ['lint', file, '--ruleset', join(PROJECT_ROOT, '.spectral.yaml'), '--fail-severity', 'hint'],
      { encoding: 'utf8' },
    );

    // Assess
    expect(run.stdout + run.stderr).toContain('No results');
    expect(run.status).toBe(0);
  });

  it('describes the real responses of every operation, successes and errors', async () => {
    const owner = await signUp(t.http);
    const email = uniqueEmail();

    expectConforms('GET', '/api/v1/health', await t.http.get('/api/v1/health'));
    expectConforms('GET', '/api/v1/openapi.json', await t.http.get('/api/v1/openapi.json'));
    expectConforms(
      'POST',
      '/auth/signup',
      await t.http.post('/auth/signup', {
        json: { email, password: 'a long enough passphrase', acceptTerms: TERMS_VERSION },
      }),
    );
    expectConforms(
      'POST',
      '/auth/signup',
      await t.http.post('/auth/signup', {
        json: { email, password: 'a long enough passphrase', acceptTerms: TERMS_VERSION },
      }),
    );
    expectConforms('POST', '/auth/signup', await t.http.post('/auth/signup', { json: { email: 'bad' } }));
    expectConforms(
      'POST',
      '/auth/signup',
      await t.http.post('/auth/signup', { body: '{', headers: { 'Content-Type': 'application/json' } }),
    );
    expectConforms(
      'POST',
      '/auth/signup',
      await t.http.post('/auth/signup', { body: 'x', headers: { 'Content-Type': 'text/plain' } }),
    );
    expectConforms('GET', '/api/v1/users/me', await t.http.get('/api/v1/users/me', { key: owner.key }));
    expectConforms('GET', '/api/v1/users/me', await t.http.get('/api/v1/users/me'));
    expectConforms('GET', '/api/v1/users/me', await t.http.get('/api/v1/users/me', { key: 'hcs_nope' }));
    expectConforms(
      'POST',
      '/api/v1/users',
      await t.http.post('/api/v1/users', {
        key: owner.key,
        json: { email: uniqueEmail(), password: 'a long enough passphrase' },
      }),
    );
    const created = await t.http.post<{ id: string }>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'contract', expiresIn: 7 },
    });
    expectConforms('POST', '/api/v1/api-keys', created);
    expectConforms(
      'POST',
      '/api/v1/api-keys',
      await t.http.post('/api/v1/api-keys', { key: owner.key, json: { name: 'k', dailyLimit: 10_000_000 } }),
    );
    expectConforms('GET', '/api/v1/api-keys', await t.http.get('/api/v1/api-keys', { key: owner.key }));
    expectConforms(
      'DELETE',
      '/api/v1/api-keys/{id}',
      await t.http.delete(`/api/v1/api-keys/${created.body.id}`, { key: owner.key }),
    );
    expectConforms(
      'DELETE',
      '/api/v1/api-keys/{id}',
      await t.http.delete('/api/v1/api-keys/unknown', { key: owner.key }),
    );
    const search = '/api/v1/medical-knowledge/search';
    expectConforms(
      'GET',
      search,
      await t.http.get(`${search}?query=asthma%20inhaler&limit=3`, { key: owner.key }),
    );
    expectConforms('GET', search, await t.http.get(`${search}?query=asthma&limit=1000`, { key: owner.key }));

    const asked = await t.http.post<{ id: string }>('/api/v1/ask', {
      key: owner.key,
      json: { question: 'crushing chest pain, what should I do?', detailed: true },
    });
    expectConforms('POST', '/api/v1/ask', asked);
    expectConforms(
      'POST',
      '/api/v1/ask',
      await t.http.post('/api/v1/ask', { key: owner.key, json: { question: '' } }),
    );
    const trust = '/api/v1/trust-score/{responseId}';
    expectConforms(
      'GET',
      trust,
      await t.http.get(`/api/v1/trust-score/${asked.body.id}`, { key: owner.key }),
    );
    expectConforms('GET', trust, await t.http.get('/api/v1/trust-score/ans_unknown', { key: owner.key }));
    expectConforms(
      'POST',
      '/api/v1/health-data/analyze',
      await t.http.post('/api/v1/health-data/analyze', {
        key: owner.key,
        json: {
          data: {
            bloodGlucose: [
              { value: 50, unit: 'mg/dL', context: 'fasting' },
              { value: 7.2, unit: 'mmol/L' },
            ],
            bloodPressure: [{ systolic: 190, diastolic: 100 }],
            medications: ['warfarin', { name: 'aspirin' }],
          },
          detailed: true,
          includeRecommendations: true,
          fhirOutput: true,
        },
      }),
    );
    expectConforms(
      'POST',
      '/api/v1/drug-interactions',
      await t.http.post('/api/v1/drug-interactions', {
        key: owner.key,
        json: { medications: ['Zoloft', 'tramadol'] },
      }),
    );
    expectConforms(
      'POST',
      '/api/v1/labs/interpret',
      await t.http.post('/api/v1/labs/interpret', {
        key: owner.key,
        json: {
          results: [
            { test: 'creatinine', value: 1.3 },
            { test: 'urine protein', value: '1+' },
          ],
          sex: 'male',
          age: 70,
        },
      }),
    );
    const upload = await t.http.post<{ id: string }>('/api/v1/labs/upload', {
      key: owner.key,
      body: 'test,value,unit\nsodium,150,mmol/L',
      headers: { 'Content-Type': 'text/csv' },
    });
    expectConforms('POST', '/api/v1/labs/upload', upload);
    expectConforms(
      'POST',
      '/api/v1/labs/upload',
      await t.http.post('/api/v1/labs/upload', { key: owner.key, json: { csv: 'x' } }),
    );
    expectConforms(
      'GET',
      '/api/v1/labs/upload/{id}',
      await t.http.get(`/api/v1/labs/upload/${upload.body.id}`, { key: owner.key }),
    );
    expectConforms(
      'POST',
      '/api/v1/diagnostics/symptoms',
      await t.http.post('/api/v1/diagnostics/symptoms', {
        key: owner.key,
        json: { symptoms: ['fever'], codes: ['R05.9'], age: 70 },
      }),
    );
  });

  it('describes the real responses of the account operations', async () => {
    const owner = await signUpTenant(t.http, { tier: 'clinical' });
    const key = owner.key;
    expectConforms('GET', '/api/v1/usage', await t.http.get('/api/v1/usage', { key }));
    expectConforms('GET', '/api/v1/usage', await t.http.get('/api/v1/usage?from=bad', { key }));
    expectConforms('GET', '/api/v1/subscriptions', await t.http.get('/api/v1/subscriptions', { key }));
    expectConforms(
      'PUT',
      '/api/v1/subscriptions',
      await t.http.request('PUT', '/api/v1/subscriptions', { key, json: { tier: 'enterprise' } }),
    );
    const hook = await t.http.post<{ id: string }>('/api/v1/webhooks', {
      key,
      json: { url: 'https://example.org/hook', events: ['api_key.created'] },
    });
    expectConforms('POST', '/api/v1/webhooks', hook);
    expectConforms('GET', '/api/v1/webhooks', await t.http.get('/api/v1/webhooks', { key }));
    expectConforms(
      'GET',
      '/api/v1/webhooks/{id}',
      await t.http.get(`/api/v1/webhooks/${hook.body.id}`, { key }),
    );
    expectConforms(
      'PATCH',
      '/api/v1/webhooks/{id}',
      await t.http.request('PATCH', `/api/v1/webhooks/${hook.body.id}`, { key, json: { description: 'x' } }),
    );
    expectConforms(
      'DELETE',
      '/api/v1/webhooks/{id}',
      await t.http.delete(`/api/v1/webhooks/${hook.body.id}`, { key }),
    );
    expectConforms('GET', '/api/v1/audit-logs', await t.http.get('/api/v1/audit-logs?limit=5', { key }));
    expectConforms('GET', '/api/v1/metrics', await t.http.get('/api/v1/metrics', { key }));
    expectConforms('GET', '/api/v1/admin/users', await t.http.get('/api/v1/admin/users', { key }));
    expectConforms(
      'POST',
      '/api/v1/admin/organizations',
      await t.http.post('/api/v1/admin/organizations', { key, json: { name: 'child' } }),
    );
    expectConforms(
      'GET',
      '/api/v1/admin/organizations',
      await t.http.get('/api/v1/admin/organizations', { key }),
    );
    expectConforms('GET', '/api/v1/admin/compliance', await t.http.get('/api/v1/admin/compliance', { key }));
    expectConforms('GET', '/api/v1/admin/analytics', await t.http.get('/api/v1/admin/analytics', { key }));
  });

  it('shows an example of every request body and every response (Spectral checks each against its schema)', () => {
    for (const operation of allOperations()) {
      if (operation.path === '/api/v1/openapi.json') continue;
      const name = `${operation.method} ${operation.path}`;
      if (operation.body) expect(operation.examples?.request, name).toBeDefined();
      if (operation.response) expect(operation.examples?.response, name).toBeDefined();
    }
  });

  it('catches a response that strays from the document', () => {
    const stray: HttpResult<unknown> = {
      status: 200,
      headers: new Headers({ 'X-Request-Id': 'r' }),
      body: { status: 'fine', version: 1 },
      text: '{}',
    };
    expect(() => expectConforms('GET', '/api/v1/health', stray)).toThrow();
    expect(() => expectConforms('GET', '/api/v1/health', { ...stray, status: 418 })).toThrow();
  });

  it('describes a 429 with its Retry-After', async () => {
    const owner = await signUp(t.http);
    const capped = await t.http.post<{ key: string }>('/api/v1/api-keys', {
      key: owner.key,
      json: { name: 'one', dailyLimit: 1 },
    });
    await t.http.get('/api/v1/users/me', { key: capped.body.key });
    const limited = await t.http.get('/api/v1/users/me', { key: capped.body.key });
    expect(limited.status).toBe(429);
    expectConforms('GET', '/api/v1/users/me', limited);
  });
});
