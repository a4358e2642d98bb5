import {
  type CallInput,
  type CallOptions,
  HealthAiOperations,
  OPERATIONS,
  type OperationSpec,
} from './generated.ts';

export * from './generated.ts';

/** One invalid field of a VALIDATION_ERROR. */
export interface HealthAiErrorDetail {
  path: string;
  message: string;
}

/** Any answer other than 2xx, as the API's error body describes it. */
export class HealthAiApiError extends Error {
  override readonly name = 'HealthAiApiError';
  /** HTTP status, e.g. 404. */
  readonly status: number;
  /** Machine-readable code, e.g. `NOT_FOUND`; `UNKNOWN_ERROR` when the body is not the API's. */
  readonly code: string;
  /** The request's id (body `requestId` or the X-Request-Id header): quote it to support. */
  readonly requestId: string | undefined;
  /** One entry per invalid field, on VALIDATION_ERROR. */
  readonly details: HealthAiErrorDetail[];
  /** Seconds the server asked to wait (Retry-After), on 429 and 503. */
  readonly retryAfter: number | undefined;
  readonly operationId: string;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    requestId: string | undefined;
    details: HealthAiErrorDetail[];
    retryAfter: number | undefined;
    operationId: string;
  }) {
    super(`${init.operationId}: ${init.status} ${init.code}: ${init.message}`);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.details = init.details;
    this.retryAfter = init.retryAfter;
    this.operationId = init.operationId;
  }
}

export interface HealthAiClientOptions {
  /**
   * The API key (`hcs_…`), sent as X-API-Key on every call. Keep it on a server: never ship a key
   * in browser or mobile code or commit it to a repository; use one key per environment and
   * rotate keys periodically.
   */
  apiKey?: string;
  /** The deployment's base URL, stage included, e.g. `https://abc.execute-api.eu-west-1.amazonaws.com/prod`. */
  baseUrl: string;
  /** Retries of idempotent calls answered 429 or 503 (default 2). */
  maxRetries?: number;
  /** A Retry-After longer than this many seconds is not waited for: the error is thrown (default 30). */
  maxRetryAfterSeconds?: number;
  /** Wait when a 503 carries no Retry-After (default 1 s, doubled per attempt). */
  retryBaseDelayMs?: number;
  /** Defaults to the global fetch (Node ≥ 20, browsers). */
  fetch?: typeof fetch;
  /**
   * In a browser the client refuses an API key unless this is set: a key in client-side code can
   * be read by anyone who loads the page.
   */
  dangerouslyAllowBrowser?: boolean;
}

const RETRYABLE = new Set([429, 503]);

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Retry-After in seconds: delta-seconds or an HTTP date. */
const parseRetryAfter = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
};

const queryString = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The official client of the Health AI Consensus Service: a method per operation of the API,
 * generated from its OpenAPI document.
 *
 *     const client = new HealthAiClient({ apiKey: process.env.HEALTHAI_API_KEY, baseUrl });
 *     const answer = await client.ask({ question: 'Is ibuprofen safe with warfarin?' });
 */
export class HealthAiClient extends HealthAiOperations {
  readonly baseUrl: string;
  readonly #apiKey: string | undefined;
  readonly #fetch: typeof fetch;
  readonly #maxRetries: number;
  readonly #maxRetryAfterSeconds: number;
  readonly #retryBaseDelayMs: number;

  constructor(options: HealthAiClientOptions) {
    super();
    const inBrowser = typeof (globalThis as { document?: unknown }).document !== 'undefined';
    if (inBrowser && options.apiKey && !options.dangerouslyAllowBrowser) {
      throw new Error(
        'HealthAiClient: an API key in browser code can be read by anyone who loads the page. Call the API from your server; set dangerouslyAllowBrowser only for a trusted, internal tool.',
      );
    }
    if (!options.baseUrl) throw new Error('HealthAiClient: baseUrl is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#maxRetries = options.maxRetries ?? 2;
    this.#maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 30;
    this.#retryBaseDelayMs = options.retryBaseDelayMs ?? 1000;
  }

  /** The operations this client knows, by operation id. */
  static readonly operations = OPERATIONS;

  protected override async call<T>(
    operation: OperationSpec,
    input: CallInput,
    options: CallOptions = {},
  ): Promise<T> {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = input.params?.[name];
      if (value === undefined)
        throw new Error(`${operation.operationId}: path parameter ${name} is required`);
      return encodeURIComponent(String(value));
    });
    const url = `${this.baseUrl}${path}${queryString(input.query)}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.#apiKey && !operation.public) headers['X-API-Key'] = this.#apiKey;
    let body: string | undefined;
    if (input.body !== undefined) {
      body = JSON.stringify(input.body);
      headers['Content-Type'] = 'application/json';
    }
    for (let attempt = 0; ; attempt++) {
      const response = await this.#fetch(url, {
        method: operation.method,
        headers,
        body,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const text = await response.text();
      if (response.ok) {
        if (!operation.hasResponseBody || text === '') return undefined as T;
        return JSON.parse(text) as T;
      }
      const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
      const retry =
        operation.idempotent &&
        RETRYABLE.has(response.status) &&
        attempt < this.#maxRetries &&
        (retryAfter ?? 0) <= this.#maxRetryAfterSeconds &&
        (retryAfter !== undefined || response.status === 503);
      if (!retry) throw this.#error(operation, response, text, retryAfter);
      await sleep(
        retryAfter !== undefined ? retryAfter * 1000 : this.#retryBaseDelayMs * 2 ** attempt,
        options.signal,
      );
    }
  }

  #error(
    operation: OperationSpec,
    response: Response,
    text: string,
    retryAfter: number | undefined,
  ): HealthAiApiError {
    let parsed: { error?: unknown; code?: unknown; requestId?: unknown; details?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // Not the API's JSON (e.g. a proxy's page): keep the status and the text.
    }
    return new HealthAiApiError({
      status: response.status,
      code: typeof parsed.code === 'string' ? parsed.code : 'UNKNOWN_ERROR',
      message: typeof parsed.error === 'string' ? parsed.error : text.slice(0, 200) || response.statusText,
      requestId:
        typeof parsed.requestId === 'string'
          ? parsed.requestId
          : (response.headers.get('X-Request-Id') ?? undefined),
      details: Array.isArray(parsed.details) ? (parsed.details as HealthAiErrorDetail[]) : [],
      retryAfter,
      operationId: operation.operationId,
    });
  }
}
