// Shared state of the gateway (response cache, rate-limit counters, APQ documents) goes through this interface:
// memory by default, Redis (redis.ts) when REDIS_URL is set, so replicas share it. Every entry has a TTL and a
// fixed size (no structure gains members per request), and every implementation has a size bound. Keys never
// carry a credential in clear (see keys.ts).

/** One call offered to a sliding window (Store.hit). */
export interface WindowHit {
  /** Whether the call fits under the limit; only then is it recorded. */
  allowed: boolean;
  /** Calls already in the window before this one. */
  count: number;
  /** When refused: the epoch ms at which a call would fit again (the oldest counted call that must leave does). */
  retryAt?: number;
}

export interface Store {
  get(key: string): Promise<string | undefined>;
  /** The values at several keys, aligned with them (a Redis `MGET`). */
  getMany(keys: readonly string[]): Promise<Array<string | undefined>>;
  /** Stores a value for ttlMs (a Redis `SET key value PX ttl`). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /**
   * For each key, its value, or the offered candidate when it has none; either way kept ttlMs from now. One atomic
   * step per key: two writers that both find a key empty agree on one value.
   */
  claim(keys: readonly string[], candidates: readonly string[], ttlMs: number): Promise<string[]>;
  /**
   * Offers one call at `at` to the sliding window at key (windowMs long, at most `max` calls): records it only if
   * fewer than `max` calls are in the window, as one atomic step, so replicas counting the same caller never both
   * pass the last place. A refused call is not recorded (it cost nothing, and Retry-After stays true).
   */
  hit(key: string, at: number, windowMs: number, max: number): Promise<WindowHit>;
  close(): Promise<void>;
}
