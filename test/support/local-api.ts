import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Tier } from '../../shared/api/tiers.ts';
import { TERMS_VERSION } from '../../shared/auth/terms.ts';
import { changePlan } from '../../shared/billing/plans.ts';
import { type LocalApi, type LocalApiOptions, startLocalApi } from '../../tools/local/api.ts';

export interface HttpResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  key?: string;
  json?: unknown;
  /** A raw body: text, or bytes sent as they are (e.g. bytes that are not UTF-8). */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** A plain HTTP client for the local API: what a developer with curl would send. */
export const httpClient = (baseUrl: string) => {
  const request = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<HttpResult<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key !== undefined) headers['X-API-Key'] = options.key;
    let body: string | Uint8Array | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };
  return {
    request,
    get: <T = Record<string, unknown>>(path: string, options?: RequestOptions) =>
      request<T>('GET', path, options),
    post: <T = Record<string, unknown>>(path: string, options?: RequestOptions) =>
      request<T>('POST', path, options),
    delete: <T = Record<string, unknown>>(path: string, options?: RequestOptions) =>
      request<T>('DELETE', path, options),
  };
};

export type HttpClient = ReturnType<typeof httpClient>;

export interface TestApi {
  api: LocalApi;
  http: HttpClient;
  close: () => Promise<void>;
}

/** The real local runtime on a free port with an in-memory dynalite store. */
export const startTestApi = async (options: LocalApiOptions = {}): Promise<TestApi> => {
  const api = await startLocalApi({ port: 0, ...options });
  return { api, http: httpClient(api.url), close: () => api.close() };
};

export const uniqueEmail = (label = 'user'): string => `${label}-${randomUUID()}@example.org`;

export interface SignedUp {
  key: string;
  keyId: string;
  email: string;
  userId: string;
  orgId: string;
}

export const signUp = async (
  http: HttpClient,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> => {
  const email = uniqueEmail();
  const result = await http.post<{
    user: { id: string; organizationId: string };
    apiKey: { key: string; id: string };
  }>('/auth/signup', {
    json: { email, password: 'a long enough passphrase', acceptTerms: TERMS_VERSION, ...overrides },
  });
  if (result.status !== 201) throw new Error(`sign-up failed: ${result.status} ${result.text}`);
  return {
    key: result.body.apiKey.key,
    keyId: result.body.apiKey.id,
    email,
    userId: result.body.user.id,
    orgId: result.body.user.organizationId,
  };
};

/** A signed-up organization on a tier, with requests that carry its first key. */
export interface TestTenant extends SignedUp {
  tier: Tier;
  get: <T = Record<string, unknown>>(path: string, options?: RequestOptions) => Promise<HttpResult<T>>;
  post: <T = Record<string, unknown>>(path: string, options?: RequestOptions) => Promise<HttpResult<T>>;
  delete: <T = Record<string, unknown>>(path: string, options?: RequestOptions) => Promise<HttpResult<T>>;
}

export interface TenantOptions {
  /** Set the way an operator does (the CLI's code path); sign-up itself always makes a Developer. */
  tier?: Tier;
  /** Fields of the sign-up body to replace (name, email, organizationName…). */
  signUp?: Record<string, unknown>;
}

/**
 * The setup most HTTP tests share: sign up, move the organization to a tier, and call with its key
 * (an explicit `key` in the options still wins, for tests that call with another one).
 */
export const signUpTenant = async (http: HttpClient, options: TenantOptions = {}): Promise<TestTenant> => {
  const signedUp = await signUp(http, options.signUp);
  const tier = options.tier ?? 'developer';
  if (tier !== 'developer') await changePlan(signedUp.orgId, tier, { type: 'operator' });
  const keyed = (options: RequestOptions = {}): RequestOptions => ({ key: signedUp.key, ...options });
  return {
    ...signedUp,
    tier,
    get: (path, options) => http.get(path, keyed(options)),
    post: (path, options) => http.post(path, keyed(options)),
    delete: (path, options) => http.delete(path, keyed(options)),
  };
};

/**
 * For a test file: the local API and one signed-up caller on `tier`, started before its tests and
 * closed after them. Read `http` and `caller` inside tests, once they have started.
 */
export const useApiWithCaller = (options: TenantOptions = {}) => {
  let api: TestApi | undefined;
  let signedUp: TestTenant | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    signedUp = await signUpTenant(api.http, options);
  });
  afterAll(async () => {
    await api?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test API has not started yet');
    return value;
  };
  return {
    get http(): HttpClient {
      return started(api).http;
    },
    get caller(): TestTenant {
      return started(signedUp);
    },
  };
};

/** The one error shape, as the service defines it, for tests to read error responses with. */
export type { ErrorBody } from '../../shared/http/errors.ts';
