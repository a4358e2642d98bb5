import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { TERMS_VERSION } from '../../shared/auth/terms.ts';
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
  body?: string;
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
    let body: string | undefined = options.body;
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

/**
 * For a test file: the local API and one signed-up caller, started before its tests and closed
 * after them. Read `http` and `caller` inside tests, once they have started.
 */
export const useApiWithCaller = () => {
  let api: TestApi | undefined;
  let signedUp: SignedUp | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    signedUp = await signUp(api.http);
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
    get caller(): SignedUp {
      return started(signedUp);
    },
  };
};
