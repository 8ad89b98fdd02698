// Shared state of the gateway (response cache, rate-limit counters, APQ documents) goes through this interface:
// memory by default, Redis (redis.ts) when REDIS_URL is set, so replicas share it. Every entry has a TTL and every
// implementation has a size bound: nothing grows per request without limit. Keys never carry a credential in
// clear (see keys.ts).

export interface Store {
  get(key: string): Promise<string | undefined>;
  /** Stores a value for ttlMs (a Redis `SET key value PX ttl`). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /** Adds members to the set at key and (re)sets its TTL (a Redis `SADD` + `PEXPIRE`). */
  addToSet(key: string, members: readonly string[], ttlMs: number): Promise<void>;
  /** Members of the set at key; none once it expired. */
  members(key: string): Promise<string[]>;
  /**
   * Records one call at `at` in the sliding window at key (kept windowMs) and returns the earlier calls still in
   * it, as one atomic step: replicas counting the same caller never both read the count before either adds to it.
   */
  hit(key: string, at: number, windowMs: number): Promise<number[]>;
  close(): Promise<void>;
}
