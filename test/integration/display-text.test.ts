import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../shared/auth/terms.ts';
import { uniqueEmail, useApiWithCaller } from '../support/local-api.ts';

// Clinical, so that the admin and webhook endpoints are reached as well.
const api = useApiWithCaller({ tier: 'clinical' });

/** Text a stored name must not hold: it spoofs a portal row, or is not Unicode at all. */
const HOSTILE: ReadonlyArray<readonly [string, string, RegExp]> = [
  ['a right-to-left override', '\u202e\u200f RTL', /U\+202E, a bidirectional control character/],
  ['an isolate', 'key \u2066name\u2069', /U\+2066, a bidirectional control character/],
  ['NUL', 'a\u0000b', /U\+0000, a control character/],
  ['a lone surrogate', 'a\ud800b', /lone surrogate/],
];

const VALIDATION = {
  code: 'VALIDATION_ERROR',
  error: expect.any(String),
  requestId: expect.any(String),
  timestamp: expect.any(String),
};

describe.each(HOSTILE)(
  'a display name holding %s is refused with 400 naming the field',
  (_what, text, message) => {
    it('POST /api/v1/api-keys name', async () => {
      const result = await api.caller.post('/api/v1/api-keys', { json: { name: text } });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ...VALIDATION,
        details: [{ path: 'body.name', message: expect.stringMatching(message) }],
      });
    });

    it('POST /auth/signup name and organization', async () => {
      const result = await api.http.post('/auth/signup', {
        json: {
          email: uniqueEmail(),
          password: 'a long enough passphrase',
          acceptTerms: TERMS_VERSION,
          name: text,
          organization: `Clinic ${text}`,
        },
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ...VALIDATION,
        details: [
          { path: 'body.name', message: expect.stringMatching(/^name /) },
          { path: 'body.organization', message: expect.stringMatching(/^organization /) },
        ],
      });
    });

    it('POST /api/v1/users name', async () => {
      const result = await api.caller.post('/api/v1/users', {
        json: { email: uniqueEmail(), password: 'a long enough passphrase', name: text },
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ...VALIDATION, details: [{ path: 'body.name' }] });
    });

    it('POST /api/v1/admin/organizations name', async () => {
      const result = await api.caller.post('/api/v1/admin/organizations', { json: { name: text } });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ...VALIDATION,
        details: [{ path: 'body.name', message: expect.stringMatching(message) }],
      });
    });

    it('POST /api/v1/webhooks description', async () => {
      const result = await api.caller.post('/api/v1/webhooks', {
        json: { url: 'https://hooks.example.org/in', events: ['api_key.created'], description: text },
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ...VALIDATION, details: [{ path: 'body.description' }] });
    });
  },
);

describe('display names in any script', () => {
  it('keeps accents, CJK, emoji and a right-to-left script as written', async () => {
    const name = 'Zoë 日本 😀 مفتاح';
    const created = await api.caller.post<{ name: string }>('/api/v1/api-keys', { json: { name } });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe(name);
  });
});
