// The Store over Redis (ioredis, through the shared RedisConnection), and the failover in front of it: while Redis
// answers, every replica reads and writes the same entries; while it does not, each call goes to a local fallback
// chosen by the caller (a memory store for rate limits and persisted documents, nothing for the response cache,
// which then misses) and Redis is retried by the connection's probe. Bounds: every key has a TTL, one call's window
// keeps at most MAX_WINDOW_CALLS entries, and Redis's own `maxmemory` policy caps the rest (docs/scaling.md).
import { randomUUID } from 'node:crypto';
import type { RedisConnection } from './redis-connection.js';
import type { Store } from './store.js';

/** Calls kept in one sliding window: far above any useful limit, and a ceiling on one key's size. */
const MAX_WINDOW_CALLS = 10_000;

export class RedisStore implements Store {
  constructor(private readonly connection: RedisConnection) {}

  async get(key: string): Promise<string | undefined> {
    const value = await this.connection.run((redis) => redis.get(key));
    return value ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    await this.connection.run((redis) => redis.set(key, value, 'PX', Math.ceil(ttlMs)));
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.connection.run((redis) => redis.unlink(...keys));
  }

  async addToSet(key: string, members: readonly string[], ttlMs: number): Promise<void> {
    if (members.length === 0) return;
    await this.connection.run((redis) =>
      redis
        .multi()
        .sadd(key, ...members)
        .pexpire(key, Math.ceil(ttlMs))
        .exec()
        .then(failedStep),
    );
  }

  async members(key: string): Promise<string[]> {
    return this.connection.run((redis) => redis.smembers(key));
  }

  async hit(key: string, at: number, windowMs: number): Promise<number[]> {
    // A sorted set of calls scored by time, trimmed to the window, read and added to in one MULTI (atomic).
    const results = await this.connection.run((redis) =>
      redis
        .multi()
        .zremrangebyscore(key, '-inf', at - windowMs)
        .zrange(key, 0, -1, 'WITHSCORES')
        .zadd(key, at, `${at}:${randomUUID()}`)
        .zremrangebyrank(key, 0, -(MAX_WINDOW_CALLS + 1))
        .pexpire(key, Math.ceil(windowMs))
        .exec()
        .then(failedStep),
    );
    const withScores = (results[1]?.[1] ?? []) as string[];
    const earlier: number[] = [];
    for (let i = 1; i < withScores.length; i += 2) earlier.push(Number(withScores[i]));
    return earlier;
  }

  /** The connection belongs to the gateway, which closes it once every user is done. */
  async close(): Promise<void> {}
}

type MultiResults = Array<[Error | null, unknown]> | null;

/** A MULTI whose step failed (or that was discarded) failed as a whole. */
function failedStep(results: MultiResults): Array<[Error | null, unknown]> {
  if (!results) throw new Error('redis transaction discarded');
  const failure = results.find(([error]) => error);
  if (failure?.[0]) throw failure[0];
  return results;
}

/** What a store does while Redis is down: a local store, or nothing (reads miss, writes are dropped). */
export type Fallback = Store | 'none';

const NO_STORE: Store = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
  addToSet: async () => undefined,
  members: async () => [],
  // Nothing recorded: without a local store, a limit cannot be counted, and the call is let through.
  hit: async () => [],
  close: async () => undefined,
};

/** Redis while it is up, the fallback while it is down or a command fails: a caller never sees a Redis error. */
export class FailoverStore implements Store {
  private readonly local: Store;

  constructor(
    private readonly connection: RedisConnection,
    private readonly redis: Store,
    fallback: Fallback,
  ) {
    this.local = fallback === 'none' ? NO_STORE : fallback;
  }

  private async either<T>(shared: (store: Store) => Promise<T>): Promise<T> {
    if (!this.connection.up) return shared(this.local);
    try {
      return await shared(this.redis);
    } catch {
      // The connection has marked Redis down and logged it; this call is answered locally.
      return shared(this.local);
    }
  }

  get(key: string) {
    return this.either((store) => store.get(key));
  }

  set(key: string, value: string, ttlMs: number) {
    return this.either((store) => store.set(key, value, ttlMs));
  }

  delete(keys: readonly string[]) {
    return this.either((store) => store.delete(keys));
  }

  addToSet(key: string, members: readonly string[], ttlMs: number) {
    return this.either((store) => store.addToSet(key, members, ttlMs));
  }

  members(key: string) {
    return this.either((store) => store.members(key));
  }

  hit(key: string, at: number, windowMs: number) {
    return this.either((store) => store.hit(key, at, windowMs));
  }

  async close(): Promise<void> {
    await this.local.close();
  }
}
