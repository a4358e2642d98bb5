import type { Tenant } from '../auth/tenant.ts';

/**
 * The daily quota in both header styles clients look for: the IETF httpapi draft's structured
 * `RateLimit-Policy` / `RateLimit` fields (quota `q` over window `w` seconds; `r` remaining, `t`
 * seconds to reset), and the widespread `X-RateLimit-*` trio, whose reset is epoch seconds.
 */
export const rateLimitHeaders = (tenant: Tenant, now: Date): Record<string, string> => {
  const secondsToReset = Math.max(0, tenant.resetAt - Math.floor(now.getTime() / 1000));
  return {
    'RateLimit-Policy': `"daily";q=${tenant.limit};w=86400`,
    RateLimit: `"daily";r=${tenant.remaining};t=${secondsToReset}`,
    'X-RateLimit-Limit': String(tenant.limit),
    'X-RateLimit-Remaining': String(tenant.remaining),
    'X-RateLimit-Reset': String(tenant.resetAt),
  };
};
