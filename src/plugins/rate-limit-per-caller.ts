// The per-caller rate limit: each root field (each service's namespace or mutation) counted per caller, answered
// RATE_LIMITED with HTTP 429 and a Retry-After in seconds. Its sibling is rate-limit-per-upstream.ts.
// Written by hand rather than with @envelop/rate-limiter: that plugin counts in resolvers, which never run for an
// answer Yoga's response cache serves (at `onParams`, before parsing), so a per-caller limit let every cached
// repeat through; and its store contract reads a window's calls and writes them back, which replicas cannot do
// atomically. Here a limit is one atomic Store.hit per root field, at the step where it belongs: the per-caller
// limit before the cache (a cache hit still costs the gateway), the per-upstream one at execution (only operations
// that run reach the upstream).
import type { Plugin } from 'graphql-yoga';
import type { Authenticator } from '../auth/access.js';
import type { OperationsConfig } from '../config/operations.js';
import type { KeyHasher } from '../store/keys.js';
import type { Store } from '../store/store.js';
import { callerIdentity, type CallerContext } from './support/caller-identity.js';
import { checkRateLimit, rateLimited } from './support/rate-limit-window.js';
import type { RootFieldReader } from './support/root-fields.js';

/** Each root field counted per caller (the principal, else the client IP); undefined when RATE_LIMIT_PER_CALLER is 0. */
export function useRateLimitPerCaller(
  config: OperationsConfig,
  store: Store,
  hash: KeyHasher,
  authenticator: Authenticator,
  readRootFields: RootFieldReader,
): Plugin | undefined {
  const { windowMs, perCaller, trustedProxyHops } = config.rateLimit;
  if (perCaller <= 0) return undefined;
  return {
    // Runs after persisted documents have filled in the query, before the response cache may answer.
    async onParams({ params, request, context, setResult }) {
      const root = readRootFields(params.query, params.operationName);
      // Subscriptions hold one connection, not calls; a document that does not parse is refused for free.
      if (!root || root.type === 'subscription') return;
      const principal = await authenticator.authenticate(request.headers).catch(() => undefined);
      const caller = callerIdentity(
        { ...(context as CallerContext), request, principal } as CallerContext,
        trustedProxyHops,
      );
      const refused = await checkRateLimit(
        store,
        (field) => `rl:caller:${hash(`${caller}\n${root.type}.${field}`)}`,
        root.fields.map((field) => ({ field, max: perCaller })),
        windowMs,
      );
      if (refused)
        setResult(rateLimited(`Too many requests for ${refused.field}; retry later`, refused.retryAfterMs, 'caller'));
    },
  };
}
