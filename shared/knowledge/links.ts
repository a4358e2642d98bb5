/**
 * Checks the pages our entries cite: HEAD first (cheap), GET when a server refuses HEAD, each
 * request under a timeout, a bounded number at once so that no site is flooded.
 */
export interface LinkResult {
  url: string;
  ok: boolean;
  /** The final HTTP status, when there was a response. */
  status?: number;
  method: 'HEAD' | 'GET';
  /** Why the link failed, when there was no response (timeout, DNS, refused). */
  error?: string;
}

export interface LinkCheckOptions {
  timeoutMs?: number;
  concurrency?: number;
  fetch?: typeof fetch;
  onResult?: (result: LinkResult, done: number, total: number) => void;
}

/** Statuses after which a HEAD is retried as a GET: servers that refuse or mishandle HEAD. */
const RETRY_AS_GET = new Set([400, 403, 404, 405, 406, 429, 501, 503]);

const request = async (
  url: string,
  method: 'HEAD' | 'GET',
  timeoutMs: number,
  fetcher: typeof fetch,
): Promise<LinkResult> => {
  try {
    const response = await fetcher(url, {
      method,
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'User-Agent': 'health-ai-consensus-service link check' },
    });
    // The body is not needed; cancelling frees the connection.
    await response.body?.cancel().catch(() => undefined);
    return { url, ok: response.ok, status: response.status, method };
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    return { url, ok: false, method, error: reason };
  }
};

const checkLink = async (
  url: string,
  timeoutMs: number,
  fetcher: typeof fetch = fetch,
): Promise<LinkResult> => {
  const head = await request(url, 'HEAD', timeoutMs, fetcher);
  if (head.ok) return head;
  if (head.status !== undefined && !RETRY_AS_GET.has(head.status) && head.status < 500) return head;
  return request(url, 'GET', timeoutMs, fetcher);
};

/** Every link checked, in the order given, with at most `concurrency` requests in flight. */
export const checkLinks = async (
  urls: readonly string[],
  options: LinkCheckOptions = {},
): Promise<LinkResult[]> => {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const results: LinkResult[] = new Array(urls.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < urls.length) {
      const i = next;
      next += 1;
      const result = await checkLink(urls[i] as string, timeoutMs, options.fetch);
      results[i] = result;
      done += 1;
      options.onResult?.(result, done, urls.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return results;
};

/** Whether the network reaches a site at all: any HTTP answer counts, only no answer does not. */
export const networkReaches = async (
  url: string,
  timeoutMs = 5000,
  fetcher: typeof fetch = fetch,
): Promise<boolean> => {
  const result = await request(url, 'HEAD', timeoutMs, fetcher);
  return result.status !== undefined;
};
