// The gateway's shared state, assembled once per gateway: in memory by default; with REDIS_URL, Redis behind one
// connection, with what each user does while it is down. Rate limits and persisted documents fall back to a local
// memory store (limits then count per replica, which still protects the upstreams, rather than not at all); the
// response cache falls back to nothing (a miss costs an upstream call, whereas a local copy could serve an answer a
// mutation on another replica already invalidated); the automotive token to a token of the replica's own; the live
// events' registrations to nothing but an error (each replica keeps its own and re-asserts them, src/events/).
import type { Logger } from '../logger.js';
import type { OperationsConfig } from '../config/operations.js';
import { createKeyHasher, type KeyHasher } from './keys.js';
import { MemoryStore } from './memory.js';
import { RedisConnection, type StoreHealth } from './redis-connection.js';
import { FailoverStore, RedisStore } from './redis.js';
import { redisSharedTokens, type SharedTokens } from './shared-token.js';
import type { Store } from './store.js';

export interface SharedState {
  hash: KeyHasher;
  /** Rate limits and persisted documents. */
  store: Store;
  /** The response cache. */
  cacheStore: Store;
  /** Tokens the gateway buys with its own keys, shared by the replicas; absent without Redis. */
  tokens?: SharedTokens;
  /**
   * What every replica must find or nothing (the live events' webhook secrets): with Redis, its calls throw a
   * StoreUnavailableError rather than fall back, so the caller knows to keep its own copy and write it again on
   * `onShared`; without Redis, the memory store.
   */
  registrations: Store;
  /** Calls the listener each time the shared store comes back (never without Redis); returns the unsubscribe. */
  onShared(listener: () => void): () => void;
  health(): StoreHealth;
  close(): Promise<void>;
}

/** `override` (tests, embedders) replaces the store of both the cache and the limits. */
export function createSharedState(settings: OperationsConfig['store'], logger: Logger, override?: Store): SharedState {
  const hash = createKeyHasher(settings.keySecret);
  if (override || !settings.redis) {
    const store = override ?? new MemoryStore({ maxEntries: settings.maxEntries });
    return {
      hash,
      store,
      cacheStore: store,
      registrations: store,
      onShared: () => () => undefined,
      health: () => ({ backend: 'memory' }),
      close: () => store.close(),
    };
  }
  const connection = new RedisConnection(settings.redis, logger);
  const redis = new RedisStore(connection);
  const store = new FailoverStore(connection, redis, new MemoryStore({ maxEntries: settings.maxEntries }));
  const cacheStore = new FailoverStore(connection, redis, 'none');
  return {
    hash,
    store,
    cacheStore,
    tokens: redisSharedTokens(connection, hash),
    registrations: new FailoverStore(connection, redis, 'fail'),
    onShared: (listener) => connection.onUp(listener),
    health: () => connection.health(),
    async close() {
      await store.close();
      await connection.close();
    },
  };
}
