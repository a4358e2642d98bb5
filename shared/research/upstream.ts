import { UpstreamUnavailableError } from '../errors.ts';
import { readBodyWithin } from '../http/read-capped.ts';

/**
 * A polite client for the public services the research endpoints stand on: every call has a
 * deadline (the request's whole budget, retries included), 429 and 5xx replies and network faults
 * are retried with exponential backoff (honouring a short Retry-After), replies are capped in size,
 * and a limiter spaces calls to one service so that its documented rate is never exceeded by this
 * process. Whatever still fails becomes UpstreamUnavailableError naming the service: a 503, never a
 * 500 and never a hang.
 */

/**
 * Requests to one service at most `perSecond` a second on average, with bursts of up to `burst` at
 * once (the generic cell rate algorithm), shared by every caller of the process. A burst of 1
 * spaces every call evenly, as NCBI asks.
 */
export class RateLimiter {
  private theoretical = 0;

  constructor(
    private readonly perSecond: () => number,
    private readonly burst = 1,
  ) {}

  /** Waits for this caller's slot; refuses at once when the slot would fall after the deadline. */
  async acquire(deadline: number, service: string, now = Date.now()): Promise<void> {
    const interval = 1000 / this.perSecond();
    const slot = Math.max(now, this.theoretical - (this.burst - 1) * interval);
    if (slot >= deadline)
      throw new UpstreamUnavailableError(service, 'too many requests are waiting for it; retry shortly', 1);
    this.theoretical = Math.max(this.theoretical, slot) + interval;
    if (slot > now) await sleep(slot - now);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface UpstreamRequest {
  /** The service's name as callers see it in the error ("PubMed (NCBI E-utilities)"). */
  service: string;
  url: string;
  /** Epoch milliseconds by which the call, retries included, must be done. */
  deadline: number;
  limiter?: RateLimiter;
  accept: string;
  /** Attempts in all, first included. */
  maxAttempts?: number;
  /** Replies larger than this are refused (a mirror gone wrong must not exhaust memory). */
  maxBytes?: number;
  /** Backoff before the second attempt; doubled for each further one. */
  backoffMs?: number;
  /** One attempt's own limit, so that a hung connection leaves time for a retry. */
  attemptTimeoutMs?: number;
}

export interface UpstreamReply {
  status: number;
  body: string;
  attempts: number;
}

const RETRYABLE = (status: number) => status === 429 || status >= 500;

const retryAfterMs = (header: string | null): number | undefined => {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
};

/**
 * GETs a URL and returns a 2xx reply's body. Throws UpstreamUnavailableError when the service
 * cannot be reached, times out, answers a non-retryable error, or keeps answering 429/5xx.
 */
export const getUpstream = async (request: UpstreamRequest): Promise<UpstreamReply> => {
  const maxAttempts = request.maxAttempts ?? 3;
  const maxBytes = request.maxBytes ?? 8 * 1024 * 1024;
  let backoff = request.backoffMs ?? 250;
  let last = 'no reply';
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    await request.limiter?.acquire(request.deadline, request.service);
    const remaining = request.deadline - Date.now();
    if (remaining <= 0) break;
    let wait = backoff;
    try {
      const response = await fetch(request.url, {
        headers: { Accept: request.accept },
        signal: AbortSignal.timeout(Math.min(remaining, request.attemptTimeoutMs ?? 6_000)),
        redirect: 'follow',
      });
      if (response.ok) {
        const body = await readBodyWithin(response, maxBytes);
        if (body === undefined)
          throw new UpstreamUnavailableError(request.service, 'its reply was too large');
        return { status: response.status, body, attempts: attempt };
      }
      await response.body?.cancel();
      last = `it answered HTTP ${response.status}`;
      if (!RETRYABLE(response.status)) throw new UpstreamUnavailableError(request.service, last);
      wait = Math.max(backoff, retryAfterMs(response.headers.get('retry-after')) ?? 0);
    } catch (error) {
      if (error instanceof UpstreamUnavailableError) throw error;
      last =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? 'it did not answer in time'
          : 'it could not be reached';
    }
    backoff *= 2;
    // A retry that could not finish before the deadline is not worth starting.
    if (attempt < maxAttempts && Date.now() + wait < request.deadline) await sleep(wait);
    else break;
  }
  throw new UpstreamUnavailableError(request.service, last, 5);
};
