// Settings of upstream HTTP caching (src/datasources/upstream-cache.ts): per service a switch and a ceiling on
// freshness, for the gateway the bounds of the store. Off unless a service is switched on.
import { z } from 'zod';
import { ENV_PREFIX, SERVICE_KEYS, type ServiceKey } from './services.js';
import { booleanFlag, positiveInt, read, type Env } from './values.js';

export interface HttpCacheSettings {
  /** The services whose GETs go through the cache, each with its ceiling on freshness in seconds. */
  services: Partial<Record<ServiceKey, { maxAgeS: number }>>;
  /** Entries the in-memory store keeps at most (least recently used go first). */
  maxEntries: number;
  /** Bytes the in-memory store keeps at most; an entry over an eighth of it is not stored at all. */
  maxBytes: number;
  /** How long an entry with a validator (ETag, Last-Modified) is kept once stale, to be revalidated. */
  staleRetentionS: number;
}

/** One hour: an upstream's `max-age=86400` is trusted for an hour unless the operator says otherwise. */
export const DEFAULT_HTTP_CACHE_MAX_AGE_S = 3600;

const seconds = z.coerce.number().int().min(0).max(31_536_000, 'must be at most 31536000 (a year)');

export function loadHttpCacheSettings(env: Env): HttpCacheSettings {
  const services: HttpCacheSettings['services'] = {};
  for (const key of SERVICE_KEYS) {
    const prefix = ENV_PREFIX[key];
    if (!read(env, `${prefix}_HTTP_CACHE`, booleanFlag, false)) continue;
    services[key] = { maxAgeS: read(env, `${prefix}_HTTP_CACHE_MAX_AGE_S`, seconds, DEFAULT_HTTP_CACHE_MAX_AGE_S) };
  }
  return {
    services,
    maxEntries: read(env, 'HTTP_CACHE_MAX_ENTRIES', positiveInt(10_000_000), 10_000),
    maxBytes: read(env, 'HTTP_CACHE_MAX_BYTES', positiveInt(16 * 1024 * 1024 * 1024), 64 * 1024 * 1024),
    staleRetentionS: read(env, 'HTTP_CACHE_STALE_RETENTION_S', seconds, 3600),
  };
}
