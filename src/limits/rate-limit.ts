// Rate limits per caller (each root field, i.e. each service's namespace or mutation, counted per caller) and per
// upstream (root fields reaching one service, all callers together, to protect its quota), answered RATE_LIMITED
// with HTTP 429 and a Retry-After in seconds.
// Written by hand rather than with @envelop/rate-limiter: that plugin counts in resolvers, which never run for an
// answer Yoga's response cache serves (at `onParams`, before parsing), so a per-caller limit let every cached
// repeat through; and its store contract reads a window's calls and writes them back, which replicas cannot do
// atomically. Here a limit is one atomic Store.hit per root field, at the step where it belongs: the per-caller
// limit before the cache (a cache hit still costs the gateway), the per-upstream one at execution (only operations
// that run reach the upstream).
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Authenticator } from '../auth/access.js';
import type { ServiceKey } from '../config.js';
import { CACHE_POLICY } from '../cache/policy.js';
import type { OperationsConfig } from '../operations/config.js';
import { rootFieldsOf, type RootFieldReader } from '../operations/root-fields.js';
import type { KeyHasher } from '../store/keys.js';
import type { Store } from '../store/store.js';
import { callerIdentity, type CallerContext } from './identity.js';

type Scope = 'caller' | 'upstream';

function rateLimited(message: string, retryAfterMs: number, scope: Scope): ExecutionResult {
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
async function check(
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

export function rateLimitPlugins(
  config: OperationsConfig,
  store: Store,
  hash: KeyHasher,
  authenticator: Authenticator,
  readRootFields: RootFieldReader,
): { perCaller?: Plugin; perUpstream?: Plugin } {
  const { windowMs, perCaller, perUpstream, trustedProxyHops } = config.rateLimit;
  const plugins: { perCaller?: Plugin; perUpstream?: Plugin } = {};
  if (perCaller > 0) {
    plugins.perCaller = {
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
        const refused = await check(
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
  const limited = new Map<string, number>();
  for (const [service, max] of Object.entries(perUpstream) as Array<[ServiceKey, number]>) {
    // A mutations-only service has no such Query field: that entry then never matches.
    limited.set(`query.${service}`, max);
    for (const field of CACHE_POLICY[service].mutations) limited.set(`mutation.${field}`, max);
  }
  if (limited.size > 0) {
    plugins.perUpstream = {
      async onExecute({ args, setResultAndStopExecution }) {
        const root = rootFieldsOf(args.document, args.operationName);
        if (!root) return;
        const fields = root.fields.flatMap((field) => {
          const max = limited.get(`${root.type}.${field}`);
          return max === undefined ? [] : [{ field, max }];
        });
        const refused = await check(store, (field) => `rl:upstream:${hash(field)}`, fields, windowMs);
        if (refused)
          setResultAndStopExecution(
            rateLimited(
              `The upstream behind ${refused.field} is at its request quota; retry later`,
              refused.retryAfterMs,
              'upstream',
            ),
          );
      },
    };
  }
  return plugins;
}
