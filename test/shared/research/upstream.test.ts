import { describe, expect, it } from 'vitest';
import { UpstreamUnavailableError } from '../../../shared/errors.ts';
import { RateLimiter } from '../../../shared/research/upstream.ts';

describe('RateLimiter', () => {
  it('spaces calls evenly at its rate with a burst of one', async () => {
    const limiter = new RateLimiter(() => 20);
    const deadline = Date.now() + 5_000;
    const times: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await limiter.acquire(deadline, 'test');
      times.push(Date.now());
    }
    // Each call starts no earlier than its slot (a busy machine may wake a caller late, never early).
    for (let i = 1; i < times.length; i += 1)
      expect((times[i] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(i * 50 - 5);
  });

  it('lets a burst through at once, then spaces the rest', async () => {
    const limiter = new RateLimiter(() => 10, 3);
    const deadline = Date.now() + 5_000;
    const started = Date.now();
    await Promise.all([0, 1, 2].map(() => limiter.acquire(deadline, 'test')));
    expect(Date.now() - started).toBeLessThan(50);
    await limiter.acquire(deadline, 'test');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('refuses at once when the caller would wait past its deadline', async () => {
    const limiter = new RateLimiter(() => 1);
    await limiter.acquire(Date.now() + 5_000, 'Slow service');
    const started = Date.now();
    await expect(limiter.acquire(Date.now() + 100, 'Slow service')).rejects.toThrow(UpstreamUnavailableError);
    expect(Date.now() - started).toBeLessThan(50);
  });
});
