// Rate limits with @envelop/rate-limiter: per caller (each root field, i.e. each service's namespace or mutation,
// counted per caller) and per upstream (root fields reaching one service, all callers together, to protect its
// quota). Written here: the adapter to the shared Store, and RATE_LIMITED errors with a Retry-After in seconds.
import { Store as RateLimitStore, useRateLimiter, type Identity } from '@envelop/rate-limiter';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ServiceKey } from '../config.js';
import { CACHE_POLICY } from '../cache/policy.js';
import type { OperationsConfig } from '../operations/config.js';
import type { KeyHasher } from '../store/keys.js';
import type { Store } from '../store/store.js';
import { callerIdentity, type CallerContext } from './identity.js';

/**
 * Call timestamps of one identity in the shared Store, under a hashed key. The plugin reads the earlier calls, then
 * writes them back with this one; across replicas that read-then-write would let concurrent calls all pass. So the
 * read records the call atomically (Store.hit) and the write has nothing left to do. The plugin counts rejected
 * calls too (its default), which is what recording on read does.
 */
class SharedRateLimitStore extends RateLimitStore {
  constructor(
    private readonly store: Store,
    private readonly hash: KeyHasher,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {
    super();
  }

  private key(identity: Identity) {
    return `${this.prefix}:${this.hash(`${identity.contextIdentity}\n${identity.fieldIdentity}`)}`;
  }

  async setForIdentity() {
    // Recorded by getForIdentity.
  }

  async getForIdentity(identity: Identity): Promise<readonly number[]> {
    return this.store.hit(this.key(identity), Date.now(), this.windowMs);
  }
}

function rateLimited(message: string, windowMs: number, scope: 'caller' | 'upstream') {
  return new GraphQLError(message, {
    extensions: {
      code: 'RATE_LIMITED',
      scope,
      http: { status: 429, headers: { 'Retry-After': String(Math.ceil(windowMs / 1000)) } },
    },
  });
}

export function rateLimitPlugins(
  config: OperationsConfig,
  store: Store,
  hash: KeyHasher,
): { perCaller?: Plugin; perUpstream?: Plugin } {
  const { windowMs, perCaller, perUpstream, trustedProxyHops } = config.rateLimit;
  const window = String(windowMs);
  const plugins: { perCaller?: Plugin; perUpstream?: Plugin } = {};
  if (perCaller > 0) {
    plugins.perCaller = useRateLimiter({
      identifyFn: (context) => callerIdentity(context as CallerContext, trustedProxyHops),
      store: new SharedRateLimitStore(store, hash, 'rl:caller', windowMs),
      configByField: [
        { type: 'Query', field: '*', max: perCaller, window },
        { type: 'Mutation', field: '*', max: perCaller, window },
      ],
      formatError: ({ fieldName }) => `Too many requests for ${fieldName}; retry later`,
      transformError: (message) => rateLimited(message, windowMs, 'caller'),
    }) as Plugin;
  }
  const limited = Object.entries(perUpstream) as Array<[ServiceKey, number]>;
  if (limited.length > 0) {
    plugins.perUpstream = useRateLimiter({
      identifyFn: () => 'all-callers',
      store: new SharedRateLimitStore(store, hash, 'rl:upstream', windowMs),
      configByField: limited.flatMap(([service, max]) => [
        // A mutations-only service has no such Query field: that entry then never matches.
        { type: 'Query', field: service, max, window },
        ...CACHE_POLICY[service].mutations.map((field) => ({ type: 'Mutation', field, max, window })),
      ]),
      formatError: ({ fieldName }) => `The upstream behind ${fieldName} is at its request quota; retry later`,
      transformError: (message) => rateLimited(message, windowMs, 'upstream'),
    }) as Plugin;
  }
  return plugins;
}
