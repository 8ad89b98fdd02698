// Shared helpers for dataloader-backed lookups by key. Data sources call `createBatchLoader` with a function that
// fetches many keys in one upstream call; dataloader deduplicates keys within a request and splits batches at
// `maxBatchSize`, so N lookups cost ceil(N / limit) upstream calls.
import DataLoader from 'dataloader';

/** Aligns upstream results to the requested keys: one entry per key, `null` where the upstream had nothing. */
export function byKeys<K, V>(keys: readonly K[], items: readonly V[], keyOf: (item: V) => K): Array<V | null> {
  const found = new Map<K, V>();
  for (const item of items) found.set(keyOf(item), item);
  return keys.map((key) => found.get(key) ?? null);
}

export interface BatchLoaderOptions<K, V> {
  /** Fetch these keys in one upstream call (the keys are unique and at most `maxBatchSize`). */
  fetchMany: (keys: readonly K[]) => Promise<readonly V[]>;
  /** The key of a fetched item, to align results with keys. */
  keyOf: (item: V) => K;
  /** The upstream's per-call limit. */
  maxBatchSize: number;
}

export function createBatchLoader<K, V>(options: BatchLoaderOptions<K, V>): DataLoader<K, V | null> {
  return new DataLoader<K, V | null>(async (keys) => byKeys(keys, await options.fetchMany(keys), options.keyOf), {
    maxBatchSize: options.maxBatchSize,
  });
}

/**
 * A loader for an upstream with no batch lookup: one call per distinct key per request (dataloader dedupes the
 * keys, and keeps each answer for the rest of the request); a failed key fails that key only.
 */
export function createKeyLoader<K, V>(fetchOne: (key: K) => Promise<V | null>): DataLoader<K, V | null> {
  return new DataLoader<K, V | null>((keys) =>
    Promise.all(
      keys.map((key) =>
        fetchOne(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ),
    ),
  );
}
