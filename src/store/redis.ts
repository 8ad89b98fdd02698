// The Store over Redis (ioredis, through the shared RedisConnection), and the failover in front of it: while Redis
// answers, every replica reads and writes the same entries; while it does not, each call goes to a local fallback
// chosen by the caller (a memory store for rate limits and persisted documents, nothing for the response cache,
// which then misses) and Redis is retried by the connection's probe. Bounds: every key has a TTL and a fixed size
// (a window holds at most its limit of calls), and Redis's own `maxmemory` policy caps the rest (docs/scaling.md).
import { randomUUID } from 'node:crypto';
import type { RedisConnection } from './redis-connection.js';
import type { Store, WindowHit } from './store.js';

// Written as scripts because each is a read and a conditional write that must be one step across replicas.
const CLAIM = `local out = {}
for i, key in ipairs(KEYS) do
  local value = redis.call('get', key)
  if not value then value = ARGV[i + 1] end
  redis.call('set', key, value, 'px', ARGV[1])
  out[i] = value
end
return out`;

/** Returns { calls in the window before this one, score of the call that must leave for one to fit, or -1 }. */
const HIT = `local at, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('zremrangebyscore', KEYS[1], '-inf', at - window)
local count = redis.call('zcard', KEYS[1])
if count < max then
  redis.call('zadd', KEYS[1], at, ARGV[4])
  redis.call('pexpire', KEYS[1], window)
  return {count, '-1'}
end
local leaving = redis.call('zrange', KEYS[1], count - max, count - max, 'WITHSCORES')
return {count, leaving[2]}`;

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

  async getMany(keys: readonly string[]): Promise<Array<string | undefined>> {
    if (keys.length === 0) return [];
    const values = await this.connection.run((redis) => redis.mget(...keys));
    return values.map((value) => value ?? undefined);
  }

  async claim(keys: readonly string[], candidates: readonly string[], ttlMs: number): Promise<string[]> {
    if (keys.length === 0) return [];
    const ttl = String(Math.max(1, Math.ceil(ttlMs)));
    return (await this.connection.run((redis) =>
      redis.eval(CLAIM, keys.length, ...keys, ttl, ...candidates),
    )) as string[];
  }

  async hit(key: string, at: number, windowMs: number, max: number): Promise<WindowHit> {
    const [count, leaving] = (await this.connection.run((redis) =>
      redis.eval(HIT, 1, key, at, Math.ceil(windowMs), max, `${at}:${randomUUID()}`),
    )) as [number, string];
    const allowed = leaving === '-1';
    return allowed ? { allowed, count } : { allowed, count, retryAt: Number(leaving) + windowMs };
  }

  /** The connection belongs to the gateway, which closes it once every user is done. */
  async close(): Promise<void> {}
}

/**
 * What a store does while Redis is down: a local store, nothing (reads miss, writes are dropped), or fail (the
 * caller must know the shared state was not reached: the live events' registrations, see src/events/).
 */
export type Fallback = Store | 'none' | 'fail';

/** Thrown by a store whose fallback is 'fail' while Redis is down or a command fails. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor() {
    super('the shared store is unavailable');
  }
}

const FAILING_STORE: Store = {
  get: async () => {
    throw new StoreUnavailableError();
  },
  set: async () => {
    throw new StoreUnavailableError();
  },
  delete: async () => {
    throw new StoreUnavailableError();
  },
  getMany: async () => {
    throw new StoreUnavailableError();
  },
  claim: async () => {
    throw new StoreUnavailableError();
  },
  hit: async () => {
    throw new StoreUnavailableError();
  },
  close: async () => undefined,
};

const NO_STORE: Store = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
  getMany: async (keys) => keys.map(() => undefined),
  // Nothing kept: a cache entry written now could never be found (and so never served) later.
  claim: async (_keys, candidates) => [...candidates],
  // Nothing recorded: without a local store, a limit cannot be counted, and the call is let through.
  hit: async () => ({ allowed: true, count: 0 }),
  close: async () => undefined,
};

/**
 * Redis while it is up, the fallback while it is down or a command fails: a caller never sees a Redis error (with
 * the 'fail' fallback, only a StoreUnavailableError).
 */
export class FailoverStore implements Store {
  private readonly local: Store;

  constructor(
    private readonly connection: RedisConnection,
    private readonly redis: Store,
    fallback: Fallback,
  ) {
    this.local = fallback === 'none' ? NO_STORE : fallback === 'fail' ? FAILING_STORE : fallback;
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

  getMany(keys: readonly string[]) {
    return this.either((store) => store.getMany(keys));
  }

  claim(keys: readonly string[], candidates: readonly string[], ttlMs: number) {
    return this.either((store) => store.claim(keys, candidates, ttlMs));
  }

  hit(key: string, at: number, windowMs: number, max: number) {
    return this.either((store) => store.hit(key, at, windowMs, max));
  }

  async close(): Promise<void> {
    await this.local.close();
  }
}
