// The counting both rate limits share (rate-limit-per-caller.ts, rate-limit-per-upstream.ts): one atomic Store.hit
// per root field in a window, and the refusal, RATE_LIMITED with HTTP 429 and a Retry-After in seconds.
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Store } from '../../store/store.js';

export type RateLimitScope = 'caller' | 'upstream';

export function rateLimited(message: string, retryAfterMs: number, scope: RateLimitScope): ExecutionResult {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return {
    errors: [
      new GraphQLError(message, {
        extensions: { code: 'RATE_LIMITED', scope, http: { status: 429, headers: { 'Retry-After': String(seconds) } } },
      }),
    ],
  };
}

/**
 * Offers one call of each root field to its window; the first field over its limit refuses the operation. A field
 * counted before the refusal stays counted: it is rare (two fields at their limit at once) and errs towards less.
 */
export async function checkRateLimit(
  store: Store,
  key: (field: string) => string,
  fields: Array<{ field: string; max: number }>,
  windowMs: number,
): Promise<{ field: string; retryAfterMs: number } | undefined> {
  for (const { field, max } of fields) {
    const now = Date.now();
    const hit = await store.hit(key(field), now, windowMs, max);
    if (!hit.allowed) return { field, retryAfterMs: (hit.retryAt ?? now + windowMs) - now };
  }
  return undefined;
}
