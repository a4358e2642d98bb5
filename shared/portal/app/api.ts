/** The portal's calls: same origin, the session cookie, and the CSRF header on every call. */
export interface ApiError {
  status: number;
  code: string;
  message: string;
  details: Array<{ path: string; message: string }>;
  retryAfter?: number;
}

export interface SessionView {
  user: { id: string; email: string; name: string; organization: string; role: string };
  tier: { name: string; dailyLimit: number; maxActiveKeys: number; groups: string[] };
  expiresAt: string;
}

export interface PortalKey {
  id: string;
  name: string;
  prefix: string;
  permissions: string[];
  dailyLimit: number;
  createdAt: string;
  expiresAt: string | null;
  status: 'active' | 'expired' | 'revoked';
  usage: { today: number; total: number };
  remainingToday: number;
  daily: Array<{ day: string; count: number }>;
}

export interface CreatedKey {
  id: string;
  name: string;
  key: string;
  prefix: string;
  permissions: string[];
  dailyLimit: number;
  expiresAt: string | null;
}

export class CallError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      'X-Portal-Request': '1',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const problem = (parsed ?? {}) as { error?: string; code?: string; details?: ApiError['details'] };
    const retry = response.headers.get('Retry-After');
    throw new CallError({
      status: response.status,
      code: problem.code ?? 'ERROR',
      message: problem.error ?? `The service answered ${response.status}`,
      details: problem.details ?? [],
      ...(retry ? { retryAfter: Number(retry) } : {}),
    });
  }
  return parsed as T;
};

export const api = {
  signUp: (body: {
    email: string;
    password: string;
    name?: string;
    organization?: string;
    acceptTerms: string;
  }) => call<{ apiKey: CreatedKey }>('POST', '/auth/signup', body),
  logIn: (email: string, password: string) => call<SessionView>('POST', '/auth/login', { email, password }),
  logOut: () => call<undefined>('POST', '/auth/logout'),
  session: () => call<SessionView>('GET', '/auth/portal/session'),
  keys: () => call<{ keys: PortalKey[] }>('GET', '/auth/portal/keys'),
  createKey: (body: { name: string; permissions: string[]; expiresIn?: number; dailyLimit?: number }) =>
    call<CreatedKey>('POST', '/auth/portal/keys', body),
  setLimit: (id: string, dailyLimit: number | null) =>
    call<PortalKey>('PATCH', `/auth/portal/keys/${encodeURIComponent(id)}`, { dailyLimit }),
  revoke: (id: string) => call<undefined>('DELETE', `/auth/portal/keys/${encodeURIComponent(id)}`),
};
